-- Forage (playtest version 0.1): the rules over the State, in the order of the text:
-- equipment, set up, phase 1, rules for moving, phase 2, game end and scoring, the turn.
local rb = require "rulebook"

-- Equipment -----------------------------------------------------------------------------

local P = rb.players
local DIRS = rb.directions{"n", "ne", "e", "se", "s", "sw", "w", "nw"}
local PASS = rb.filter{lacks = {kind = "pawn", owner = "opponent"}}  -- coins and empty squares
local EMPTY = rb.filter{empty = true}                                -- no coin, no pawn
local NO_PAWN = rb.filter{lacks = {kind = "pawn"}}                   -- phase 2 may land on coins
local FULL = rb.filter{empty = false}
local FAR = #rb.spaces()  -- longer than any straight line; a wrapped line stops at its start

local WILD_DIE = rb.param("blank_die") == "wild"
local BLANKS_LOWEST = rb.param("blank_value") == "lowest"
local FACE_UP = rb.param("coins_face_up")
local MEMORY = rb.param("memory")
local PLY_CAP = rb.param("ply_cap")
-- Loose (face-down) coins left on the board when the game ends; coins_face_up ends at none.
local END_AT = (FACE_UP or rb.param("end_condition") == "board_clear") and 0 or P

local PAWN, STASH, START, COINS = {}, {}, {}, {}
for p = 1, P do
  PAWN[p] = rb.components{kind = "pawn", owner = p}[1]
  STASH[p] = rb.zone("stash", p)
  START[p] = rb.space(rb.data.pawn_starts[p])
  COINS[p] = rb.components{kind = "coin", owner = p}
end
local ALL_COINS = rb.components{kind = "coin"}
local VALUE, SUIT = {}, {}  -- coin id -> 0 (blank), 1 (ace), 2 .. 5; coin id -> its suit's player
for _, c in ipairs(ALL_COINS) do VALUE[c], SUIT[c] = tonumber(rb.attr(c, "value")) or 0, rb.owner(c) end
local PHASE_ONE_TURNS = #COINS[1] * P  -- "after each player has had 6 turns"
local MOVE, PLACE = rb.action("move"), rb.action("place")

-- The State's calls made on every ply, kept in locals: get(s, "phase") is s:get("phase").
local STATE = rb.state_methods()
local get, set, space, top, below, put = STATE.get, STATE.set, STATE.space, STATE.top, STATE.below, STATE.put
local set_turn = STATE.set_turn

-- The first coin on a square, from the top; with `suit`, the first of that suit (nil if none).
local function coin_on(s, square, suit)
  local c = top(s, square)
  while c and not (SUIT[c] and (not suit or SUIT[c] == suit)) do c = below(s, c) end
  return c
end

local end_turn  -- after every turn; defined under "Game end and scoring"
local keep_score  -- after a stash changes; defined under "Game end and scoring"

-- Set up --------------------------------------------------------------------------------

-- Coins wait value side down in their owner's stash; the owner may always look at them.
function setup(s)
  for p = 1, P do
    s:put(PAWN[p], START[p])
    for _, c in ipairs(COINS[p]) do
      s:put(c, STASH[p])
      s:set_face_down(c, true)
      s:reveal(c, p)
    end
    keep_score(s, p)  -- the stash's 15 points count from the start
  end
  s:set_turn(s:random(P))  -- the roll-off winner starts; play goes clockwise (reading 5)
end

-- Phase 1: lay the coins out --------------------------------------------------------------

-- Any stash coin may be played: your own in phase 1, the ones you have taken in phase 2.
-- (A walk down the stash, which builds no table.)
local function add_stash_coins(s, p, list)
  local c = top(s, STASH[p])
  while c do
    list:add(PLACE, c)
    c = below(s, c)
  end
end

-- The distance is the coin's (or die's) value; a blank is wild: 1 to 5, mover's choice.
-- The same player then moves the pawn: the turn's second ply.
local function travel(s, p, value)
  set(s, "distance", value)
  set(s, "wild", value == 0 and 1 or 0)
  set(s, "stage", 2)
  set_turn(s, p)
end

-- Shown to all when played (reading 3) unless memory hides it; it lies value side down
-- under the pawn, or, phase 2 with coins_face_up, face up and never to be taken again.
local function place(s, p, c)
  put(s, c, space(s, PAWN[p]), "bottom")
  if not MEMORY then s:reveal(c, "all") end
  if FACE_UP and get(s, "phase") == 2 then
    s:set_face_down(c, false)
  else
    s:add("loose", 1)
  end
  keep_score(s, p)
  travel(s, p, VALUE[c])
end

-- Rules for moving ------------------------------------------------------------------------

-- No legal move: pick a direction and run to its first empty square, passing anything,
-- pawns included (the text sets no limit there; reading 4).
local function stuck_moves(from, list)
  list:rays(MOVE, from, DIRS, 1, FAR, FULL, EMPTY)
  if list:count() == 0 then list:add(MOVE, from) end  -- no empty square in any line: stay
end

-- The full distance in a straight line, 8 directions, wrapping as the board does; pass
-- coins and empty squares, never an opponent's pawn; land empty (phase 2: on coins too).
local function step_moves(s, p, list)
  local from = space(s, PAWN[p])
  local land = get(s, "phase") == 1 and EMPTY or NO_PAWN
  if get(s, "wild") == 1 then
    list:rays(MOVE, from, DIRS, 1, 5, PASS, land)
  else
    local d = get(s, "distance")
    list:rays(MOVE, from, DIRS, d, d, PASS, land)
  end
  if list:count() == 0 then stuck_moves(from, list) end
end

-- Phase 2: collect coins --------------------------------------------------------------------

-- Roll or play a stash coin; sitting on your own coin, roll or use that coin instead.
local function choice_moves(s, p, list)
  if get(s, "phase") == 1 then return add_stash_coins(s, p, list) end
  list:add("roll")
  if coin_on(s, space(s, PAWN[p]), p) then
    list:add("use")
  else
    add_stash_coins(s, p, list)
  end
end

-- A rolled blank is wild (reading 2) or, with blank_die = zero, no move at all.
local function roll(s, p)
  local value = s:roll("die")
  if value == 0 and not WILD_DIE then return end_turn(s, p) end
  travel(s, p, value)
end

-- The own coin under the pawn gives the distance and stays where it is.
local function use(s, p)
  travel(s, p, VALUE[coin_on(s, space(s, PAWN[p]), p)])
end

-- Landing on a face-down coin of another suit takes it, value side down, into your stash;
-- your own suit's coin, or a face-up one, stays under the pawn.
local function take(s, p, square)
  local c = coin_on(s, square)
  if not c or SUIT[c] == p or not s:face_down(c) then return end
  put(s, c, STASH[p])
  s:add("loose", -1)
  keep_score(s, p)
  if MEMORY then s:reveal(c, p) end  -- otherwise everyone knows it since it was played
end

local function move(s, p, to)
  if get(s, "phase") == 2 then take(s, p, to) end
  put(s, PAWN[p], to)
  end_turn(s, p)
end

-- Game end and scoring ----------------------------------------------------------------------

local function descending(a, b) return a > b end

-- Stash values, highest first; a blank is 0, or with blank_value = lowest your lowest other coin.
local function stash_values(s, p)
  local v = {}
  for _, c in ipairs(s:contents(STASH[p])) do v[#v + 1] = VALUE[c] end
  table.sort(v, descending)
  if not BLANKS_LOWEST then return v end
  local lowest = 0
  for i = #v, 1, -1 do
    if v[i] > 0 then lowest = v[i] break end
  end
  for i = 1, #v do
    if v[i] == 0 then v[i] = lowest end
  end
  return v
end

-- Score, then most coins, then the highest coin, the top two, the top three, ...
local function rank_keys(s, p)
  local v = stash_values(s, p)
  local keys, sum = {0, #v}, 0
  for k = 1, #ALL_COINS do
    sum = sum + (v[k] or 0)
    keys[k + 2] = sum
  end
  keys[1] = sum
  return keys
end

-- The running score, kept in the State so players and bots can see how they stand: the
-- stash values' sum, each blank counting as the lowest other coin with blank_value = lowest.
keep_score = function(s, p)
  local sum, blanks, lowest = 0, 0, 0
  local c = top(s, STASH[p])
  while c do
    local v = VALUE[c]
    sum, blanks = sum + v, blanks + (v == 0 and 1 or 0)
    if v > 0 and (lowest == 0 or v < lowest) then lowest = v end
    c = below(s, c)
  end
  s:set_score(p, BLANKS_LOWEST and sum + blanks * lowest or sum)
end

local function score(s, reason)
  local keys = {}
  for p = 1, P do keys[p] = rank_keys(s, p) end
  s:end_ranked(keys, reason)
end

-- Phase 1 ends once every coin is out. The end is checked after every phase-2 turn only:
-- in phase 1 the coins on the board pass through the number of players on the way up.
end_turn = function(s, p)
  set(s, "stage", 1)
  s:add("turn", 1)
  if get(s, "phase") == 1 then
    if get(s, "turn") == PHASE_ONE_TURNS then set(s, "phase", 2) end
  elseif get(s, "loose") == END_AT then
    return score(s, "every coin picked up")
  end
  if PLY_CAP > 0 and s:ply() + 1 >= PLY_CAP then return s:cut_off("the ply cap") end  -- ply() excludes this one
  set_turn(s, p % P + 1)
end

-- The turn: a choice (place, roll or use), then the pawn's move ---------------------------------

function moves(s, p, list)
  if get(s, "stage") == 1 then
    choice_moves(s, p, list)
  else
    step_moves(s, p, list)
  end
end

local APPLY = {place = place, roll = roll, use = use, move = move}

function apply(s, p, action, a1)
  APPLY[action](s, p, a1)
end

-- Invariant: `loose` counts the face-down coins on the board (checked by lint --playouts
-- and the conformance suite after every ply).
function invariant(s)
  local loose = 0
  for _, c in ipairs(ALL_COINS) do
    if s:space(c) and s:face_down(c) then loose = loose + 1 end
  end
  if loose ~= s:get("loose") then return ("loose is %d but %d coins lie face down"):format(s:get("loose"), loose) end
end

-- Bots: what a good position and a good move are ----------------------------------------------
-- A good position: more points in your stash than anyone else, and another suit's coin lying
-- within a die's reach of your pawn. evaluate counts each player's worth (the stash's score,
-- data.bots.coin for each coin held, the tie-break, and data.bots.reach of the best coin in
-- reach) and turns the lead over the best other player into chances along a logistic curve: a
-- lead of data.bots.spread points is three chances in four, widened by the points still loose
-- on the board (a long way to go, more can change). A player too far behind to catch up with
-- what is left on the board has no chance at all.
-- A good move (prior): take a coin, the bigger the better; roll, or use your own coin; play a
-- coin from the stash rarely, since its points go back to the board.

local BOTS = rb.data.bots
local REACH, TAKE, PLACE_COST, COIN = BOTS.reach, BOTS.take, BOTS.place_cost, BOTS.coin
local SPREAD, SPREAD_PER_POINT, SPREAD_PER_COIN = BOTS.spread, BOTS.spread_per_point, BOTS.spread_per_coin
local LOGIT_3 = math.log(3)  -- logistic(LOGIT_3) = 3/4
local exp = math.exp
local OWNER = SUIT

-- NEAR[a][b]: b lies 1 to 5 squares from a along one of the 8 lines (wrapping as the board
-- does, stopped by holes); the same holds from b to a.
local NEAR = {}
for _, from in ipairs(rb.spaces()) do
  local near = {}
  for _, name in ipairs{"n", "ne", "e", "se", "s", "sw", "w", "nw"} do
    local relation, at = rb.relation(name), from
    for _ = 1, 5 do
      at = rb.step(at, relation)
      if not at or at == from then break end
      near[at] = true
    end
  end
  NEAR[from] = near
end

-- Where each square lies (column, row from its name: e5 is 5, 5), for how far a pawn is from
-- a coin: the most squares along either axis, the short way round when the board wraps.
local COL, ROW = {}, {}
for _, sp in ipairs(rb.spaces()) do
  local name = rb.space_name(sp)
  COL[sp], ROW[sp] = string.byte(name) - 96, tonumber(string.sub(name, 2))
end
local WIDTH, HEIGHT = 0, 0
for _, sp in ipairs(rb.spaces()) do WIDTH, HEIGHT = math.max(WIDTH, COL[sp]), math.max(HEIGHT, ROW[sp]) end
local WRAP = rb.param("wrap")
local function apart(a, b)
  local dx, dy = math.abs(COL[a] - COL[b]), math.abs(ROW[a] - ROW[b])
  if WRAP then dx, dy = math.min(dx, WIDTH - dx), math.min(dy, HEIGHT - dy) end
  return math.max(dx, dy)
end

-- A coin of value v is worth its whole value to a pawn that can reach it next turn, and
-- FAR_PULL of it a square farther (1 / squares) otherwise: pawns head for coins. WAY[from][at]
-- is 0 when a pawn on `from` reaches `at` next turn, else the squares between them (at least
-- 1: a coin under the pawn counts as one square), worked out once for every pair here.
local FAR_PULL = BOTS.far_pull
local WAY = {}
for _, from in ipairs(rb.spaces()) do
  local row = {}
  for _, at in ipairs(rb.spaces()) do row[at] = NEAR[at][from] and 0 or math.max(1, apart(from, at)) end
  WAY[from] = row
end
-- What each coin is worth to a pawn that reaches it next turn (NEAR_WORTH) and its worth
-- over one square (FAR_WORTH), divided by the squares between them when it is farther.
local NEAR_WORTH, FAR_WORTH = {}, {}
for _, c in ipairs(ALL_COINS) do
  NEAR_WORTH[c] = VALUE[c] + COIN
  FAR_WORTH[c] = FAR_PULL * (NEAR_WORTH[c] + 0.5)
end

-- The best coin of another suit within reach of each pawn (up to four players, in locals so
-- that nothing is built per call; a pawn not yet on the board has no row of WAY and reaches
-- nothing), and the points lying loose on the board.
local face_down = STATE.face_down
local function reach(s)
  local w1, w2, w3 = WAY[space(s, PAWN[1])], WAY[space(s, PAWN[2])], WAY[space(s, PAWN[3])]
  local w4 = PAWN[4] and WAY[space(s, PAWN[4])]
  local r1, r2, r3, r4, loose, count = 0, 0, 0, 0, 0, 0
  for i = 1, #ALL_COINS do
    local c = ALL_COINS[i]
    local at = space(s, c)
    if at and face_down(s, c) then
      local near, far, o = NEAR_WORTH[c], FAR_WORTH[c], OWNER[c]
      loose = loose + VALUE[c]
      count = count + 1
      if w1 and o ~= 1 then local sq = w1[at]; local x = sq == 0 and near or far / sq; if x > r1 then r1 = x end end
      if w2 and o ~= 2 then local sq = w2[at]; local x = sq == 0 and near or far / sq; if x > r2 then r2 = x end end
      if w3 and o ~= 3 then local sq = w3[at]; local x = sq == 0 and near or far / sq; if x > r3 then r3 = x end end
      if w4 and o ~= 4 then local sq = w4[at]; local x = sq == 0 and near or far / sq; if x > r4 then r4 = x end end
    end
  end
  return loose, count, r1, r2, r3, r4
end

-- Every player's chances at once: the reach of each pawn and each player's worth (the
-- stash's score, data.bots.coin a coin held, data.bots.reach the best coin in reach) are
-- worked out once, not once per player judged.
local score_of, count = STATE.score, STATE.count
function evaluate_all(s)
  local loose, coins, r1, r2, r3, r4 = reach(s)
  local scores, worths, values = {0, 0, 0, 0}, {0, 0, 0, 0}, {}  -- made at their size at once
  for q = 1, P do
    scores[q] = score_of(s, q)
    worths[q] = scores[q] + COIN * count(s, STASH[q]) + REACH * (q == 1 and r1 or q == 2 and r2 or q == 3 and r3 or r4)
  end
  -- A gap that all the points left on the board cannot close is decided (a blank may count
  -- as much as a 5 with blank_value = lowest): no chance, whatever the move, so the prior
  -- decides, and it takes coins. (Else a player far behind keeps the game going for ever,
  -- leaving the last coins lying, since the end is a certain loss.)
  local scoring, open = get(s, "phase") == 2, loose + (BLANKS_LOWEST and 5 * coins or 0)
  local width = SPREAD + SPREAD_PER_POINT * loose + SPREAD_PER_COIN * coins
  for p = 1, P do
    local best, gap = -math.huge, 0
    for q = 1, P do
      if q ~= p then
        if worths[q] > best then best = worths[q] end
        if scores[q] - scores[p] > gap then gap = scores[q] - scores[p] end
      end
    end
    values[p] = (scoring and gap > open) and 0 or 1 / (1 + exp(-LOGIT_3 * (worths[p] - best) / width))
  end
  return values
end

function prior(s, p, action, a1)
  if s:get("phase") == 1 then return 1 end
  if action == "move" then
    local c = coin_on(s, a1)
    if c and OWNER[c] ~= p and s:face_down(c) then return 1.5 + TAKE * VALUE[c] end
    return 1
  end
  if action == "place" then return PLACE_COST / (1 + VALUE[a1]) end
  return 1  -- roll, use
end
