-- There Will Be Porridge for the search agents (not in the text): evaluate, the team's
-- chances in a position, and prior, how promising a move looks before any search. The
-- weights are the game's data.bots.
--
-- What a good position is: above all how much of the Pot is eaten; then how many tokens each
-- of the Pot's four directions can still take before porridge leaves the village (its
-- slack: the room in a location plus the least slack below it, since an overflow sends one
-- token down every arrow; a barrier absorbs one), the weakest direction counting as much as
-- the other three; then how near the players stand to the Pot, the Power they hold and a
-- Divination or Influence waiting for the flow.
--
-- What a good move is: eating from the Pot above all, stepping onto it, eating where a
-- location is full, walking, riding or bringing a player nearer the Pot, swimming where
-- there is room, a barrier or an extension where porridge is about to spill; ending the
-- turn with an action unused, walking away from the Pot or swimming into a full location
-- only when nothing better is left.
local rb = require "rulebook"
local village = require "village"

local bots = {}

function bots.hooks(b)
  local W = rb.data.bots  -- the weights (game.yaml)
  local POT, BESIDE_POT, ARROWS, PATHS = village.POT, village.BESIDE_POT, village.ARROWS, village.PATHS
  local HAS_EXIT, EXIT_BIT, STEPS = village.HAS_EXIT, village.EXIT_BIT, village.STEPS_TO_POT
  local DIRECTIONS, FLOW_ORDER = village.DIRECTIONS, village.FLOW_ORDER
  local P, location, role_piece = rb.players, b.location, b.role_piece
  local POT_START = rb.attribute(POT, "porridge")
  local FAR = 0
  for _, x in ipairs(FLOW_ORDER) do FAR = math.max(FAR, STEPS[x]) end

  -- The State's reads and the math the search repeats most, kept in locals.
  local prop, max, min = rb.state_methods().prop, math.max, math.min

  local function room(s, x)
    return max(0, prop(s, x, "capacity") - prop(s, x, "porridge") - prop(s, x, "pending"))
  end

  -- Tokens x can still take before porridge leaves the village (the recursion follows the
  -- arrows outwards; the village has no loop, see village.flow_order).
  local function slack(s, x)
    local bars, least = prop(s, x, "barriers"), math.huge
    if HAS_EXIT[x] then least = bars & EXIT_BIT ~= 0 and 1 or 0 end
    local arrows = ARROWS[x]
    for i = 1, #arrows do
      local a = arrows[i]
      least = min(least, slack(s, a.to) + (bars & a.bit ~= 0 and 1 or 0))
    end
    return room(s, x) + least
  end

  -- 0 (porridge about to leave) .. 1 (every direction can take `safe_slack` tokens more).
  local function safety(s)
    local weakest, total = math.huge, 0
    for _, d in ipairs(DIRECTIONS) do
      local v = math.min(slack(s, BESIDE_POT[d]), W.safe_slack)
      weakest, total = math.min(weakest, v), total + v
    end
    return (weakest + total / #DIRECTIONS) / (2 * W.safe_slack)
  end

  local function evaluate(s, _)
    local eaten = 1 - s:prop(POT, "porridge") / POT_START
    local steps, power = 0, 0
    for p = 1, P do
      steps, power = steps + STEPS[location(s, p)], power + s:pget(p, "power")
    end
    local near = 1 - steps / (P * FAR)
    local ready = (s:get("divination") > 0 and 1 or 0) + (s:get("influence") > 0 and 1 or 0)
    local value = W.eaten * eaten + W.safety * safety(s) + W.near * near
      + W.power * math.min(power + ready * W.power_per_ability, W.power_cap) / W.power_cap
    return W.floor + (1 - 2 * W.floor) * math.min(1, value)
  end

  -- The active player's moves; `here` is where they stand.
  local function step_prior(here, to)
    if to == POT then return W.prior_onto_pot end
    local gain = STEPS[here] - STEPS[to]
    if gain > 0 then return W.prior_nearer end
    if gain < 0 then return W.prior_away end
    return 1
  end

  local function full(s, x) return room(s, x) == 0 end

  local PRIOR = {}
  function PRIOR.eat(s, here)
    if here == POT then return W.prior_eat_pot end
    return full(s, here) and W.prior_eat_full or W.prior_eat
  end
  function PRIOR.move(_, here, to) return step_prior(here, to) end
  PRIOR.ride = PRIOR.move
  function PRIOR.flow(s) return s:get("actions") < 2 and W.prior_flow_early or 1 end
  function PRIOR.swim(s, _, to) return full(s, to) and W.prior_away or 1 + room(s, to) end
  function PRIOR.carry(s, here, piece)
    return STEPS[s:space(piece)] > STEPS[here] and W.prior_nearer or W.prior_away
  end
  PRIOR.fish = PRIOR.carry
  function PRIOR.barrier(s, here, toward)
    for _, path in ipairs(PATHS[here]) do
      if path.to == toward and full(s, path.tail) then return W.prior_guard end
    end
    return 1
  end
  function PRIOR.barrier_exit(s, here) return full(s, here) and W.prior_guard or 1 end
  function PRIOR.renovate(s, here) return full(s, here) and W.prior_guard or 1 end

  local function prior(s, p, action, a1)
    local rule = PRIOR[action]
    if not rule then return 1 end  -- divine, influence: the search weighs them
    return rule(s, s:space(role_piece(s, p)), a1)
  end

  return evaluate, prior
end

return bots
