-- What a good position and a good move are in Pouches of Destiny, for the agents: the
-- rules' evaluate_all(s) and prior(s, player, action, ...).
--
-- A marsupial wins with one of each food it needs (A..5) in its pouch while standing on a
-- top card as high as the highest visible one. Its progress is therefore:
--   * the foods it holds, which count most, since they are scarce and fought over;
--   * how near the top it stands: on it; a few moves below it along a path it can climb;
--     or, where no such path exists, how high its own spot is (a card in its pouch it
--     could drop on its spot counts), since a spot raised high enough is the top.
-- Its height weighs little until the foods are in, so the bot goes down for a food without
-- regret and climbs once the pouch is full. A needed food lying on its own spot, ready to
-- pick, counts for a little.
-- evaluate_all weighs each player's progress against the best rival's. prior prefers a move that
-- makes progress: pick a food it lacks, climb, drop spare cards on its own spot to rise,
-- fight only with the stronger weapon and a food to win, and never give up a needed food.
-- The weights are data (game.yaml, data: bots, in hundredths).
local rb = require "rulebook"
local heap = require "heap"

-- The weights, given in hundredths in game.yaml (data: bots).
local W = {}
for name, hundredths in pairs(rb.data.bots) do W[name] = hundredths / 100 end
local P = rb.players
local RAISE = rb.param("raise_limit")
local POUCH_SIZE = rb.param("pouch_size")
local CLIMB, CLIMB_DIAMOND = rb.param("climb"), rb.param("climb_diamond")
local FOODS = rb.data.foods
local ACTION = 2  -- the rules' stage in which a player chooses an action
local RANK, ORTHO, AROUND = heap.RANK, heap.ORTHO, heap.AROUND
local height, spot, top_card = heap.height, heap.spot, heap.top_card

local POUCH = {}
for p = 1, P do POUCH[p] = rb.zone("pouch", p) end

local bots = {}

-- The rules' own answers, handed over by bots.hooks while the rules load: whether a player
-- holds a suit (leaching) and what the win needs now (foods, height slack).
local holds, goals

-- The pouch -------------------------------------------------------------------------------

-- The foods held (bit r for rank r), how many different, and how many cards in all.
local function foods_held(s, p)
  local have, n, cards, c = 0, 0, 0, s:top(POUCH[p])
  while c do
    local r = RANK[c]
    if r <= FOODS and have & (1 << r) == 0 then
      have, n = have | (1 << r), n + 1
    end
    cards = cards + 1
    c = s:below(c)
  end
  return have, n, cards
end

-- Whether card c is the only one of its food in p's pouch (giving it up loses a food): none
-- of the other cards of its rank (SAME_RANK, listed once here) is there.
local SAME_RANK = {}
for _, c in ipairs(heap.CARDS) do
  local others = {}
  for _, k in ipairs(heap.CARDS) do
    if k ~= c and RANK[k] == RANK[c] then others[#others + 1] = k end
  end
  SAME_RANK[c] = others
end
local zone_of = rb.state_methods().zone
local function sole_food(s, p, c)
  if RANK[c] > FOODS then return false end
  local pouch, others = POUCH[p], SAME_RANK[c]
  for i = 1, #others do
    if zone_of(s, others[i]) == pouch then return false end
  end
  return true
end

-- A spare card: not the sole copy of a food.
local function spare(s, p, c) return not sole_food(s, p, c) end

-- The highest spare card p could drop on its spot of height h (0: none).
local function best_lift(s, p, h)
  local best, c = 0, s:top(POUCH[p])
  while c do
    local r = RANK[c]
    if r > h and r - h <= RAISE and r > best and spare(s, p, c) then best = r end
    c = s:below(c)
  end
  return best
end

-- The strongest card p could fight with (clubs add one).
local function best_weapon(s, p)
  local best, c = 0, s:top(POUCH[p])
  while c do
    if RANK[c] > best then best = RANK[c] end
    c = s:below(c)
  end
  return best + (holds(s, p, "clubs") and 1 or 0)
end

-- The heap --------------------------------------------------------------------------------

-- The height of every square holding a card (heights[0], off the table, is -1), 0 for the
-- bedrock a climber may cross (beside the heap, diagonals included, as heap.beside_heap),
-- nil for the rest of the bedrock; and the highest height. Each pile is read once for a
-- whole evaluation: the searches below read a square many times.
local CARDS = heap.CARDS
local space = rb.state_methods().space
local function heights_of(s)
  local heights, best = {[0] = -1}, 0
  for i = 1, #CARDS do
    local sq = space(s, CARDS[i])
    if sq and (heights[sq] or 0) == 0 then
      local h = height(s, sq)
      heights[sq] = h
      if h > best then best = h end
      for k = 8 * sq - 7, 8 * sq do
        local y = AROUND[k]
        if not heights[y] then heights[y] = 0 end
      end
    end
  end
  return heights, best
end

-- Moves (a step up within `climb`, along, or down) from `from` to a square at least `goal`
-- high, searched breadth first over the heap and the bedrock beside it; nil if none. One
-- evaluation searches for every player with the same `seen` and `queue` tables: seen[y] is
-- `base` plus y's distance for squares this search reached (each search takes a base one
-- search's room above the last one's, search.base), so no table is made per search.
local ROOM = heap.SPACES + 1
local function moves_to(heights, from, goal, climb, seen, queue, base)
  seen[from] = base
  queue[1] = from
  local head, tail = 1, 1
  while head <= tail do
    local x = queue[head]
    head = head + 1
    local hx = heights[x] or 0
    local next = seen[x] + 1
    for k = 4 * x - 3, 4 * x do
      local y = ORTHO[k]
      local hy = heights[y]
      if hy and y > 0 and (seen[y] or 0) < base then
        if hy - hx <= climb then
          if hy >= goal then return next - base end
          seen[y] = next
          tail = tail + 1
          queue[tail] = y
        end
      end
    end
  end
  return nil
end

-- Progress ----------------------------------------------------------------------------------

-- How near the top p stands, 0 .. 1: 1 on it; `top` is the highest visible card.
local function nearness(s, heights, search, p, top, slack, have_cards)
  local at = spot(s, p)
  local h = at and heights[at] or 0  -- nil: bedrock, or not on the table
  local goal = math.max(1, top - slack)
  if h >= goal then return 1 end
  local climb = (have_cards and holds(s, p, "diamonds")) and CLIMB_DIAMOND or CLIMB
  local own = math.max(h, best_lift(s, p, h)) / goal * W.own_height
  local d
  if at then
    search.base = search.base + ROOM
    d = moves_to(heights, at, goal, climb, search.seen, search.queue, search.base)
  end
  if not d then return own end
  return math.max(own, W.path + (1 - W.path) / (d + 1))
end

-- A player's progress toward the win, 0 .. 1.
local function progress(s, heights, search, p, top)
  local need, slack = goals(s)
  local have, foods, cards = foods_held(s, p)
  foods = math.min(foods, need)
  local full = foods >= need
  local near = nearness(s, heights, search, p, top, slack, cards > 0)
  if full and near == 1 and cards <= POUCH_SIZE then return 1 end
  local value = W.food * (need == 0 and 1 or foods / need) + (full and W.height or W.height_early) * near
  local at = spot(s, p)
  local t = at and top_card(s, at)
  if not full and t and RANK[t] <= FOODS and have & (1 << RANK[t]) == 0 then value = value + W.food_underfoot end
  return math.min(value, 0.99)
end

-- Hooks ---------------------------------------------------------------------------------------

-- evaluate_all: each player's value, 0.5 at even progress; up with one's own, down with
-- the best rival's. Every player's progress is worked out once for all of them.
local function evaluate_all(s)
  local heights, top = heights_of(s)
  local search = {seen = {}, queue = {}, base = 0}
  local progresses = {}
  for q = 1, P do progresses[q] = progress(s, heights, search, q, top) end
  local values = {}
  for p = 1, P do
    local rival = 0
    for q = 1, P do
      if q ~= p and progresses[q] > rival then rival = progresses[q] end
    end
    local v = 0.5 + 0.5 * progresses[p] - 0.5 * W.rival * rival
    values[p] = math.max(0, math.min(1, v))
  end
  return values
end

-- What every prior of one decision shares, worked out once for all of its moves: p's spot
-- and its height, the foods p holds, and which cards giving up would lose a food (asked
-- card by card: a pouch of cards is judged once per card, not once per square it may go).
local function shared(s, p)
  local at = spot(s, p)
  local have, foods = foods_held(s, p)
  return {s = s, p = p, at = at, hx = at and height(s, at) or 0, have = have, foods = foods, loses = {}}
end

-- Whether the top card of sq is a food p lacks.
local function lacked_food_on(d, sq)
  local t = top_card(d.s, sq)
  return t ~= nil and RANK[t] <= FOODS and d.have & (1 << RANK[t]) == 0
end

local function move_prior(d, y)
  local hy = height(d.s, y)
  if lacked_food_on(d, y) then return W.prior_to_food end
  if hy > d.hx then return W.prior_climb end
  if hy < d.hx then return W.prior_descend end
  return 1
end

local function pick_prior(d, sq)
  if sq ~= d.at then return d.foods < FOODS and W.prior_dig or 1 end
  if lacked_food_on(d, sq) then return W.prior_food end
  return W.prior_descend
end

-- Discarding: never a needed food; a spare card onto one's own spot if it raises it.
local function discard_prior(d, action, c)
  local loses = d.loses[c]
  if loses == nil then
    loses = zone_of(d.s, c) == POUCH[d.p] and sole_food(d.s, d.p, c)
    d.loses[c] = loses
  end
  if loses then return W.prior_lose_food end
  if action == "drop" and RANK[c] > d.hx then return W.prior_lift end
  if action == "bury" then return W.prior_bury end
  return 1
end

-- Fight someone holding a food p lacks, with the stronger weapon.
local function fight_prior(d, r)
  local theirs = foods_held(d.s, r)
  if theirs & ~d.have == 0 then return W.prior_idle end
  return best_weapon(d.s, d.p) > best_weapon(d.s, r) and W.prior_fight or W.prior_idle
end

local function card_value(d, c)
  if sole_food(d.s, d.p, c) then return W.prior_lose_food + RANK[c] / 13 end
  return 1 + 2 * RANK[c] / 13
end

local function judge(d, action, a1)
  if action == "move" then return move_prior(d, a1) end
  if action == "pick" then return pick_prior(d, a1) end
  if action == "throw" or action == "drop" or action == "bury" then return discard_prior(d, action, a1) end
  if action == "fight" then return fight_prior(d, a1) end
  if action == "weapon" then return card_value(d, a1) end
  if action == "take" then
    if RANK[a1] <= FOODS and d.have & (1 << RANK[a1]) == 0 then return W.prior_take_food end
    return 1 + RANK[a1] / 13
  end
  if action == "pass" then return d.s:get("stage") == ACTION and W.prior_idle or 1 end
  return 1
end

-- prior(s, p, action, a1): one move; prior_all(s, p, list): every move of a decision, in order.
local function prior(s, p, action, a1) return judge(shared(s, p), action, a1) end

local function prior_all(s, p, list)
  local d, priors = shared(s, p), {}
  for i = 1, list:count() do priors[i] = judge(d, list:move(i)) end
  return priors
end

-- The hooks for rules.lua, given the rules' holds(s, p, suit) and goals(s).
function bots.hooks(rules)
  holds, goals = rules.holds, rules.goals
  return evaluate_all, prior, prior_all
end

return bots
