-- Por'rika for the search agents (not in the text): evaluate, how good a position is for
-- each side, and prior, how promising a move looks before any search. rules.lua hands in
-- its board tables once, at load time; the weights are the game's data.bots.
--
-- What a good position is. Nothing ever leaves row 7, so a Ser'ra on a Water, or an
-- Egg-Carrier stuck where it can never move, ends copper's hopes for good; so does a
-- Ser'ra that may capture or take a Water with silver to move. Otherwise copper is better off
-- the fewer moves its Egg-Carriers still need (and only if the ply cap leaves it the time),
-- the more Ser'ra are locked for good (a Guardian across one, or nowhere to go), and the
-- fewer captures and Waters a free Ser'ra threatens when copper must answer.
--
-- What a good move is. Silver: a capture or a Water above all, then a landing that
-- threatens an Egg-Carrier; never a triangle a Ser'ra can never leave. Copper: an
-- Egg-Carrier on the Waters, a Guardian locking a free Ser'ra, an Egg-Carrier stepping
-- nearer the Waters where no Ser'ra can capture it next move; never a Guardian on a Water
-- (the eggs need both) nor an Egg-Carrier into a dead end or a Ser'ra's reach.
local rb = require "rulebook"

local bots = {}

function bots.hooks(b)
  local W = rb.data.bots  -- the weights (game.yaml)
  local COPPER, SILVER = 1, 2
  local OPP, WATERS, KIND = b.opposite, b.waters, b.kind
  local SERRA, EGG = b.serra, b.egg
  local EGGS, SERRAS = b.eggs, b.serras
  local SERRA_WATERS, PLY_CAP, SETUP_PLIES = b.serra_on_waters, b.ply_cap, b.setup_plies

  -- Where a piece on each space may land on an empty board (the '2's), read once.
  local LANDS = {}
  for _, sp in ipairs(b.spaces) do LANDS[sp] = OPP[sp] and rb.neighbors(OPP[sp], b.corner) or {} end

  -- Fewest moves from each space to a Water on an empty board; nil where none leads there.
  local TO_WATER = {}
  for sp in pairs(WATERS) do TO_WATER[sp] = 0 end
  local changed = true
  while changed do
    changed = false
    for _, sp in ipairs(b.spaces) do
      for _, u in ipairs(LANDS[sp]) do
        if TO_WATER[u] and (not TO_WATER[sp] or TO_WATER[u] + 1 < TO_WATER[sp]) then
          TO_WATER[sp], changed = TO_WATER[u] + 1, true
        end
      end
    end
  end
  local START_MOVES = 0  -- an Egg-Carrier still in reserve counts as the farthest start
  for _, sp in ipairs(b.starts) do START_MOVES = math.max(START_MOVES, TO_WATER[sp]) end

  -- A Ser'ra that can still take its first step: the triangle across exists and is empty.
  local function free(s, sp) return OPP[sp] ~= nil and s:top(OPP[sp]) == nil end

  -- Can the free Ser'ra on sp land on `target` next move (it must be empty)?
  local function reaches(sp, target)
    for _, u in ipairs(LANDS[sp]) do
      if u == target then return true end
    end
    return false
  end

  -- What one free Ser'ra threatens next move: 1 for each Egg-Carrier it could capture and
  -- each empty Water it could take.
  local function threats(s, sp, e1, e2)
    local n = 0
    for _, u in ipairs(LANDS[sp]) do
      if not s:top(u) then
        if (e1 and u == OPP[e1]) or (e2 and u == OPP[e2]) or (SERRA_WATERS and WATERS[u]) then n = n + 1 end
      end
    end
    return n
  end

  local function egg_moves(sp)
    if not sp then return START_MOVES end
    return TO_WATER[sp]
  end

  local function copper_chances(s)
    local e1, e2 = s:space(EGGS[1]), s:space(EGGS[2])
    local d1, d2 = egg_moves(e1), egg_moves(e2)
    if not d1 or not d2 then return 0 end  -- an Egg-Carrier can never reach a Water
    local played = math.max(0, s:ply() - SETUP_PLIES)
    if d1 + d2 > (PLY_CAP - played + 1) // 2 then return 0 end  -- too late to make it
    local locked, threat = 0, 0
    for _, c in ipairs(SERRAS) do
      local sp = s:space(c)
      if WATERS[sp] then return 0 end
      if free(s, sp) then threat = threat + threats(s, sp, e1, e2) else locked = locked + 1 end
    end
    if threat > 0 and s:turn() == SILVER then return W.lost end
    local progress = math.max(0, 1 - (d1 + d2) / (2 * START_MOVES))
    local chances = W.base + W.progress * progress + W.locked * locked / #SERRAS
    if threat > 0 then chances = chances * (threat == 1 and W.one_threat or W.two_threats) end
    return chances
  end

  local function evaluate(s, p)
    local copper = copper_chances(s)
    return p == COPPER and copper or 1 - copper
  end

  -- Silver's moves: the Ser'ra from `from` lands on `to`.
  local function serra_prior(s, to)
    local across = OPP[to] and s:top(OPP[to])
    if across and KIND[across] == EGG then return W.prior_win end
    if WATERS[to] then return W.prior_water end
    if not OPP[to] then return W.prior_dead_end end  -- it would never move again
    local e1, e2 = s:space(EGGS[1]), s:space(EGGS[2])
    for _, u in ipairs(LANDS[to]) do
      if (e1 and u == OPP[e1]) or (e2 and u == OPP[e2]) then return W.prior_chase end
    end
    return 1
  end

  -- Could a free Ser'ra capture an Egg-Carrier that lands on `to` (by landing across it)?
  local function exposed(s, to)
    local target = OPP[to]
    if not target or s:top(target) then return false end
    for _, c in ipairs(SERRAS) do
      local sp = s:space(c)
      if free(s, sp) and reaches(sp, target) then return true end
    end
    return false
  end

  local function egg_prior(s, from, to)
    if WATERS[to] then return W.prior_water end
    if not TO_WATER[to] then return W.prior_dead_end end
    if exposed(s, to) then return W.prior_exposed end
    local gain = (TO_WATER[from] or START_MOVES) - TO_WATER[to]
    return math.max(W.prior_dead_end, 1 + W.prior_step * gain)
  end

  local function guardian_prior(s, to)
    if WATERS[to] then return W.prior_dead_end end
    local across = OPP[to] and s:top(OPP[to])
    if across and KIND[across] == SERRA then return W.prior_lock end
    return 1
  end

  local function prior(s, p, action, from, to)
    if action ~= "move" then return 1 end
    if p == SILVER then return serra_prior(s, to) end
    if KIND[s:top(from)] == EGG then return egg_prior(s, from, to) end
    return guardian_prior(s, to)
  end

  return evaluate, prior
end

return bots
