-- Pouches of Destiny (version 1.9): the rules over the State, in the order of the text:
-- preparing the heap, your pouch, the actions (MOVE, PICK, DISCARD), FIGHT, taking turns,
-- and the win with the advanced rules' stalemate schedule. heap.lua holds the table, the
-- piles and their heights; bots.lua what a good position and move are, for the agents.
-- Move generation makes no Lua table (heights are read again).
local rb = require "rulebook"
local heap = require "heap"
local bots = require "bots"

-- You will need ---------------------------------------------------------------------------

local P = rb.players
local CLIMB, CLIMB_DIAMOND = rb.param("climb"), rb.param("climb_diamond")
local RAISE = rb.param("raise_limit")
local POUCH_SIZE = rb.param("pouch_size")
local PRIVATE = rb.param("private_pouches")
local LEACHING = rb.param("leaching")
local TURN_SPOT_ONLY = rb.param("fights") == "turn_spot"
local UNDER_TOP = rb.param("bury_at") == "under_top"
local STALEMATE, STALEMATE_EVERY = rb.param("stalemate_rounds"), rb.param("stalemate_every")
local PLY_CAP = rb.param("ply_cap")
local FOODS = rb.data.foods  -- a full pouch: one card of each rank from the Ace to this

-- The actions listed on most plies and in discards, as handles: list:add(MOVE, y) does what
-- list:add("move", y) does, without looking the name up.
local MOVE, PICK, PASS = rb.action("move"), rb.action("pick"), rb.action("pass")
local THROW, DROP, BURY = rb.action("throw"), rb.action("drop"), rb.action("bury")

-- What is being decided (the global `stage`).
local PLACE, ACTION, PICK2, EXCESS, OFFER, WEAPONS, WEAPON_DISCARD, TAKE, BURIAL = 1, 2, 3, 4, 5, 6, 7, 8, 9

local STOCK = rb.zone("stock")
local POUCH, WEAPON, BIT = {}, {}, {}
for p = 1, P do
  POUCH[p] = rb.zone("pouch", p)
  WEAPON[p] = rb.zone("weapon", p)
  BIT[p] = 1 << (p - 1)
end

local TOKEN, RANK, SUIT, CARDS, PILES = heap.TOKEN, heap.RANK, heap.SUIT, heap.CARDS, heap.PILES
local ORTHO, AROUND = heap.ORTHO, heap.AROUND

-- The State's calls made on every ply, kept in locals: get(s, "stage") is s:get("stage").
local STATE = rb.state_methods()
local get, set, count, set_turn = STATE.get, STATE.set, STATE.count, STATE.set_turn
local height, ortho_heights, spot, slide = heap.height, heap.ortho_heights, heap.spot, heap.slide
local beside_heap, reached, mark = heap.beside_heap, heap.reached, heap.mark

-- Cards removed before the deal, by the number of players (game.yaml's data): rank -> how many.
local REMOVE = {}
for rank, n in pairs(rb.data.removed_before_deal[tostring(P)]) do REMOVE[tonumber(rank)] = n end

local after_action, discarded, end_turn  -- the turn's flow, under FIGHT and Taking turns

-- Prepare the heap --------------------------------------------------------------------------

local function thin_the_deck(s)
  local left = {}
  for rank, n in pairs(REMOVE) do left[rank] = n end
  for _, c in ipairs(s:contents(STOCK)) do
    local n = left[RANK[c]]
    if n and n > 0 then
      left[RANK[c]] = n - 1
      s:remove(c)
      s:set_face_down(c, false)  -- out of play, unseen, and free for a scenario to place
    end
  end
end

-- A random player starts (drawn first, so a scenario can force it with `random K`); the
-- deck is shuffled, thinned at random (reading 8), dealt face down round-robin into the 9
-- piles (put, not drawn: the transcript must not name face-down cards), top cards turned up.
function setup(s)
  local first = s:random(P)
  for _, c in ipairs(CARDS) do
    s:put(c, STOCK)
    s:set_face_down(c, true)
  end
  s:shuffle(STOCK)
  thin_the_deck(s)
  for i, c in ipairs(s:contents(STOCK)) do s:put(c, PILES[(i - 1) % #PILES + 1]) end
  for _, sq in ipairs(PILES) do heap.turn_up(s, sq) end
  s:set("first", first)
  s:set("turn", first)
  s:set_turn(first)
end

-- In turn order, each player places a token on bedrock beside the heap.
local function start_moves(s, _, list)
  local seen = {}
  for _, pile in ipairs(PILES) do
    for k = 8 * pile - 7, 8 * pile do
      local sq = AROUND[k]
      if sq > 0 and not seen[sq] and height(s, sq) == 0 and beside_heap(s, sq) then
        seen[sq] = true
        list:add("start", sq)
      end
    end
  end
end

local function start(s, p, _, sq)
  s:put(TOKEN[p], sq)
  local next = p % P + 1
  if next ~= s:get("first") then return s:set_turn(next) end
  s:set("stage", ACTION)
  s:set_turn(next)
end

-- Your pouch ----------------------------------------------------------------------------------

-- Leaching: any card of the suit in the pouch (reading 6: a fight's weapon is still in it).
-- (Zones are walked with s:top and s:below, which build no table.)
local function holds(s, p, suit)
  if not LEACHING then return false end
  local c = s:top(POUCH[p])
  while c do
    if SUIT[c] == suit then return true end
    c = s:below(c)
  end
  return false
end

-- The different foods among the cards of a zone.
local function food_count(s, zone)
  local have, n, c = 0, 0, s:top(zone)
  while c do
    local r = RANK[c]
    if r <= FOODS and have & (1 << r) == 0 then
      have = have | (1 << r)
      n = n + 1
    end
    c = s:below(c)
  end
  return n
end

-- The running score: different foods held; in Private Pouches only the number of cards,
-- which everyone can see.
local function keep_score(s, p)
  s:set_score(p, PRIVATE and s:count(POUCH[p]) or food_count(s, POUCH[p]))
end

local function to_pouch(s, p, c)
  s:put(c, POUCH[p])
  s:set_face_down(c, false)
  keep_score(s, p)
end

-- MOVE ----------------------------------------------------------------------------------------

-- From a pile, step along or up within the climb limit (5 with a diamond) to neighbour y of
-- height hy (-1 off the table), or swoosh down any strictly falling NESW path, stopping
-- anywhere (reading 3).
local function step_to(list, y, hy, hx, climb)
  if hy >= hx and hy - hx <= climb then list:add(MOVE, y) end
end

local function swoosh_to(_, list, _, y) list:add(MOVE, y) end

-- Whether a pile lies just past neighbour y of x in direction k (1..4: NESW): the three
-- squares beyond y, straight on and to either side.
local PAST = {{1, 5, 8}, {2, 5, 6}, {3, 6, 7}, {4, 7, 8}}  -- AROUND's n, e, s, w, ne, se, sw, nw
local function pile_past(s, y, k)
  local a, past = 8 * y - 8, PAST[k]
  return height(s, AROUND[a + past[1]]) > 0 or height(s, AROUND[a + past[2]]) > 0
    or height(s, AROUND[a + past[3]]) > 0
end

-- From bedrock, step to neighbour y (direction k) of height hy: up within the climb limit,
-- or along bedrock beside the heap. A pile touches y beside the step (`flanked`: the
-- squares on either side of x and of y) or just past y.
local function bedrock_step(s, list, y, k, hy, climb, flanked)
  if (hy > 0 and hy <= climb) or (hy == 0 and (flanked or pile_past(s, y, k))) then
    list:add(MOVE, y)
  end
end

-- Diagonal moves go bedrock to bedrock past a pile's corner (reading 3): to a bedrock
-- diagonal neighbour of height hy past the corner squares of heights h1 and h2.
local function diagonal(list, y, hy, h1, h2)
  if hy == 0 and (h1 > 0 or h2 > 0) then list:add(MOVE, y) end
end

-- MOVE from bedrock: hn .. hw are the heights of x's NESW neighbours, ne .. nw of its
-- diagonal ones (a bedrock square beside the heap touches a pile, diagonals included).
local function bedrock_moves(s, list, x, climb, hn, he, hs, hw)
  local a, o = 8 * x - 8, 4 * x - 4
  local ne, se = height(s, AROUND[a + 5]), height(s, AROUND[a + 6])
  local sw, nw = height(s, AROUND[a + 7]), height(s, AROUND[a + 8])
  bedrock_step(s, list, ORTHO[o + 1], 1, hn, climb, he > 0 or hw > 0 or ne > 0 or nw > 0)
  bedrock_step(s, list, ORTHO[o + 2], 2, he, climb, hn > 0 or hs > 0 or ne > 0 or se > 0)
  bedrock_step(s, list, ORTHO[o + 3], 3, hs, climb, he > 0 or hw > 0 or se > 0 or sw > 0)
  bedrock_step(s, list, ORTHO[o + 4], 4, hw, climb, hn > 0 or hs > 0 or sw > 0 or nw > 0)
  diagonal(list, AROUND[a + 5], ne, hn, he)
  diagonal(list, AROUND[a + 6], se, hs, he)
  diagonal(list, AROUND[a + 7], sw, hs, hw)
  diagonal(list, AROUND[a + 8], nw, hn, hw)
end

-- MOVE: x of height hx, hn .. hw the heights of its NESW neighbours.
local function move_moves(s, list, x, hx, climb, hn, he, hs, hw)
  if hx == 0 then return bedrock_moves(s, list, x, climb, hn, he, hs, hw) end
  local k = 4 * x - 4
  step_to(list, ORTHO[k + 1], hn, hx, climb)
  step_to(list, ORTHO[k + 2], he, hx, climb)
  step_to(list, ORTHO[k + 3], hs, hx, climb)
  step_to(list, ORTHO[k + 4], hw, hx, climb)
  slide(s, x, x, hx, heap.bit_of(x, x), nil, swoosh_to, list)
end

local function move(s, p, stage, sq)
  s:put(TOKEN[p], sq)
  after_action(s, stage)
end

-- PICK ----------------------------------------------------------------------------------------

-- Dig the card under the top of neighbour y of height hy, if higher and holding two cards.
local function dig(s, list, y, hy, hx)
  if hy > hx then
    local n = count(s, y)
    if n >= 2 and n - heap.tokens_on(s, y) >= 2 then list:add(PICK, y) end
  end
end

-- Your own top card, or dig the card under the top of a higher NESW neighbour (reading 4).
local function pick_moves(s, list, x, hx, hn, he, hs, hw)
  if hx > 0 then list:add(PICK, x) end
  local k = 4 * x - 4
  dig(s, list, ORTHO[k + 1], hn, hx)
  dig(s, list, ORTHO[k + 2], he, hx)
  dig(s, list, ORTHO[k + 3], hs, hx)
  dig(s, list, ORTHO[k + 4], hw, hx)
end

local function pick_card(s, p, sq)
  if sq == spot(s, p) then
    to_pouch(s, p, heap.top_card(s, sq))
    return heap.turn_up(s, sq)
  end
  local c = heap.second_card(s, sq)
  to_pouch(s, p, c)
  if PRIVATE then s:set("shown", c) end  -- a dug card is shown before it goes in
end

-- Having picked one or two cards, discard any excess at once.
local function picked(s, p, stage)
  if s:count(POUCH[p]) > POUCH_SIZE then
    s:set("stage", EXCESS)
    return s:set_turn(p)
  end
  after_action(s, stage)
end

-- A spade held before picking allows a second pick, from the same spot or another.
local function pick(s, p, stage, sq)
  local again = stage == ACTION and holds(s, p, "spades")
  pick_card(s, p, sq)
  if not again then return picked(s, p, stage) end
  s:set("stage", PICK2)
  s:set_turn(p)
end

-- DISCARD -------------------------------------------------------------------------------------

-- Raising a marsupial by more than 4 is never allowed, diamond or not (reading 5).
local function raises_too_far(c, h) return RANK[c] - h > RAISE end

-- Bury card c under the NESW neighbours of x higher than hx (heights hn .. hw).
local function bury_moves(list, c, x, hx, hn, he, hs, hw)
  local k = 4 * x - 4
  if hn > hx then list:add(BURY, c, ORTHO[k + 1]) end
  if he > hx then list:add(BURY, c, ORTHO[k + 2]) end
  if hs > hx then list:add(BURY, c, ORTHO[k + 3]) end
  if hw > hx then list:add(BURY, c, ORTHO[k + 4]) end
end

-- Where a card thrown from x may come to rest: a NESW neighbour of x, or any square its slide
-- reaches from there, in the order found. The slide is the same whatever the card, so it is
-- walked once for a whole pouch: the list holds each square and the highest rank that may
-- rest on it. A card that would raise a marsupial too far is buried where it rests; on
-- bedrock that is under a NESW neighbour, so occupied bedrock with no pile beside it takes
-- no card above RAISE.
local ANY_RANK = math.huge
local function add_square(s, squares, _, y)
  local n = #squares
  squares[n + 1] = y
  local h = height(s, y)
  squares[n + 2] = (h > 0 or not heap.someone_on(s, y) or heap.pile_beside(s, y)) and ANY_RANK or RAISE
end

local function throw_squares(s, x)
  local squares, mask, far = {}, 0, nil
  for k = 4 * x - 3, 4 * x do
    local y = ORTHO[k]
    if y > 0 and not reached(x, y, mask, far) then
      mask, far = mark(x, y, mask, far)
      add_square(s, squares, nil, y)
      mask, far = slide(s, x, y, height(s, y), mask, far, add_square, squares, nil)
    end
  end
  return squares
end

-- Throw to a neighbour (sliding on), drop on your own spot, or bury under a higher neighbour.
local function discard_moves(s, p, zone, list)
  local before, x = list:count(), spot(s, p)
  local hx, hn, he, hs, hw = height(s, x), ortho_heights(s, x)
  local squares = throw_squares(s, x)
  local c = s:top(zone)
  while c do
    local rank = RANK[c]
    for i = 1, #squares, 2 do
      if rank <= squares[i + 1] then list:add(THROW, c, squares[i]) end
    end
    if not raises_too_far(c, hx) then list:add(DROP, c) end
    bury_moves(list, c, x, hx, hn, he, hs, hw)
    c = s:below(c)
  end
  if list:count() > before then return end
  c = s:top(zone)
  while c do  -- nowhere else: the card must go somewhere
    list:add(DROP, c)
    c = s:below(c)
  end
end

-- The thrower chooses which NESW neighbour of the occupied bedrock the card goes under.
local function burial_moves(s, _, list)
  local c, at = s:get("flying"), s:get("landing")
  for k = 4 * at - 3, 4 * at do
    local y = ORTHO[k]
    if y > 0 and height(s, y) > 0 then list:add(BURY, c, y) end
  end
end

local function throw(s, p, stage, c, sq)
  local from, h = s:zone(c), height(s, sq)
  if not (heap.someone_on(s, sq) and raises_too_far(c, h)) then
    heap.place_on_top(s, c, sq)
  elseif h > 0 then
    heap.bury_under(s, c, sq, UNDER_TOP)
  else
    s:set("flying", c)
    s:set("landing", sq)
    s:set("stage", BURIAL)
    return s:set_turn(p)
  end
  discarded(s, p, stage, from)
end

local function drop(s, p, stage, c)
  local from = s:zone(c)
  heap.place_on_top(s, c, spot(s, p))
  discarded(s, p, stage, from)
end

-- After a burial that ends a throw, play goes on as after the throw.
local function bury(s, p, stage, c, sq)
  local from = s:zone(c)
  heap.bury_under(s, c, sq, UNDER_TOP)
  if stage == BURIAL then
    s:set("flying", 0)
    s:set("landing", 0)
    stage = from == WEAPON[p] and WEAPON_DISCARD or ACTION
    s:set("stage", stage)
  end
  discarded(s, p, stage, from)
end

-- FIGHT ---------------------------------------------------------------------------------------

-- Whether two or more marsupials stand on one spot.
local function shared_spot(s)
  for q = 2, P do
    local sq = spot(s, q)
    if sq then
      for r = 1, q - 1 do
        if spot(s, r) == sq then return true end
      end
    end
  end
  return false
end

-- Player q may start a fight: a card to fight with and an armed opponent on the same spot.
local function can_start(s, q, at)
  if not at or s:count(POUCH[q]) == 0 then return false end
  for r = 1, P do
    if r ~= q and spot(s, r) == at and s:count(POUCH[r]) > 0 then return true end
  end
  return false
end

-- The offer goes round in turn order from the player whose turn it is (who is also the one
-- just arrived), spot by spot; each player has one chance per turn to start one fight.
local function next_offer(s)
  if not shared_spot(s) then return end_turn(s) end
  local t, consulted, going = s:get("turn"), s:get("consulted"), s:get("fight_spot")
  local only = TURN_SPOT_ONLY and spot(s, t) or nil
  for _ = 1, 2 do
    local q = t
    for _ = 1, P do
      local at = spot(s, q)
      local here = (going == 0 or at == going) and (not only or at == only)
      if here and consulted & BIT[q] == 0 and can_start(s, q, at) then
        s:set("fight_spot", at)
        s:set("stage", OFFER)
        return s:set_turn(q)
      end
      q = q % P + 1
    end
    if going == 0 then break end
    going = 0
  end
  end_turn(s)
end

-- Any time two or more marsupials share a spot (a swoosh only passing by does not count).
after_action = function(s, stage)
  if not shared_spot(s) then return end_turn(s, stage) end
  s:set("consulted", 0)
  s:set("fight_spot", 0)
  next_offer(s)
end

local function offer_moves(s, p, list)
  local at = spot(s, p)
  for r = 1, P do
    if r ~= p and spot(s, r) == at and s:count(POUCH[r]) > 0 then list:add("fight", r) end
  end
  list:add(PASS)
end

-- The one who did not start the fight defends (reading 7).
local function fight(s, p, _, r)
  s:set("consulted", s:get("consulted") | BIT[p])
  s:set("attacker", p)
  s:set("defender", r)
  s:set("winner", 0)
  s:set("stage", WEAPONS)
  s:set_turns{p, r}
end

-- Weapons are chosen in secret: each choice waits in its owner's hidden variable.
local function weapon_moves(s, p, list)
  local c = s:top(POUCH[p])
  while c do
    list:add("weapon", c)
    c = s:below(c)
  end
end

-- Clubs add 1 to the card played; on a tie a heart played wins, of two hearts the higher.
local function strength(s, p, c) return RANK[c] + (holds(s, p, "clubs") and 1 or 0) end

local function tie_break(a, ca, d, cd)
  if not LEACHING then return 0 end
  local ha, hd = SUIT[ca] == "hearts", SUIT[cd] == "hearts"
  if ha and (not hd or RANK[ca] > RANK[cd]) then return a end
  if hd then return d end
  return 0
end

-- Both weapons are shown at once, then discarded: loser first, or defender first on a draw.
local function show_weapons(s, a, d)
  local ca, cd = s:pget(a, "weapon"), s:pget(d, "weapon")
  local va, vd = strength(s, a, ca), strength(s, d, cd)
  local w = va > vd and a or (vd > va and d or tie_break(a, ca, d, cd))
  s:put(ca, WEAPON[a])
  s:put(cd, WEAPON[d])
  for _, q in ipairs{a, d} do
    s:pset(q, "weapon", 0)
    keep_score(s, q)
  end
  s:set("winner", w)
  s:set("stage", WEAPON_DISCARD)
  s:set_turn(w == a and d or (w == d and a or d))
end

local function choose_weapon(s, p, _, c)
  s:pset(p, "weapon", c)
  local a, d = s:get("attacker"), s:get("defender")
  local other = p == a and d or a
  if s:pget(other, "weapon") == 0 then return s:set_turn(other) end
  show_weapons(s, a, d)
end

local function loser(s)
  local a = s:get("attacker")
  return s:get("winner") == a and s:get("defender") or a
end

local function take_moves(s, _, list)
  local c = s:top(POUCH[loser(s)])
  while c do
    list:add("take", c)
    c = s:below(c)
  end
end

local function take(s, p, _, c)
  local from = loser(s)
  to_pouch(s, p, c)
  keep_score(s, from)
  next_offer(s)
end

-- The winner chooses a card from the loser's pouch; in Private Pouches takes one at random.
local function after_fight(s)
  local w, from = s:get("winner"), loser(s)
  local n = s:count(POUCH[from])
  if w == 0 or n == 0 then return next_offer(s) end
  if not PRIVATE then
    s:set("stage", TAKE)
    return s:set_turn(w)
  end
  take(s, w, TAKE, s:contents(POUCH[from])[s:random(n)])
end

-- What follows a discard: the other weapon, the fight's end, more excess, or the offers.
discarded = function(s, p, stage, from)
  keep_score(s, p)
  if from == WEAPON[p] then
    for _, q in ipairs{s:get("attacker"), s:get("defender")} do
      if s:count(WEAPON[q]) > 0 then return s:set_turn(q) end
    end
    return after_fight(s)
  end
  picked(s, p, stage)
end

-- Taking turns --------------------------------------------------------------------------------

-- 2 players alternate who starts each round (so one of them plays twice running); 3 or
-- more go clockwise from the random start player.
end_turn = function(s, stage)
  local t, first = get(s, "turn"), get(s, "first")
  local next = t % P + 1
  if P == 2 and t ~= first then
    next, first = t, t
    set(s, "first", t)
  end
  if next == first then s:add("round", 1) end
  if next ~= t then set(s, "turn", next) end
  if stage ~= ACTION then set(s, "stage", ACTION) end
  set_turn(s, next)
end

local function action_moves(s, p, list)
  local x, n = spot(s, p), count(s, POUCH[p])
  local hx, hn, he, hs, hw = height(s, x), ortho_heights(s, x)
  local climb = n > 0 and holds(s, p, "diamonds") and CLIMB_DIAMOND or CLIMB
  move_moves(s, list, x, hx, climb, hn, he, hs, hw)
  pick_moves(s, list, x, hx, hn, he, hs, hw)
  if n > 0 then discard_moves(s, p, POUCH[p], list) end
  list:add(PASS)
end

local MOVES = {
  [PLACE] = start_moves,
  [ACTION] = action_moves,
  [PICK2] = function(s, p, list)
    local x = spot(s, p)
    pick_moves(s, list, x, height(s, x), ortho_heights(s, x))
    list:add(PASS)
  end,
  [EXCESS] = function(s, p, list) discard_moves(s, p, POUCH[p], list) end,
  [OFFER] = offer_moves,
  [WEAPONS] = weapon_moves,
  [WEAPON_DISCARD] = function(s, p, list) discard_moves(s, p, WEAPON[p], list) end,
  [TAKE] = take_moves,
  [BURIAL] = burial_moves,
}

function moves(s, p, list)
  MOVES[get(s, "stage")](s, p, list)
end

-- Doing nothing: no action, no second pick, or no fight.
local function pass(s, p, stage)
  if stage == OFFER then
    s:set("consulted", s:get("consulted") | BIT[p])
    return next_offer(s)
  end
  if stage == PICK2 then return picked(s, p, stage) end
  after_action(s, stage)
end

-- Winning -------------------------------------------------------------------------------------

-- The stalemate schedule: after STALEMATE rounds the winning height drops by one, then every
-- STALEMATE_EVERY rounds the food needed and the height take turns to drop (reading 10).
local function goals(s)
  if STALEMATE == 0 then return FOODS, 0 end
  local past = s:get("round") - 1 - STALEMATE
  if past < 0 then return FOODS, 0 end
  local steps = past // STALEMATE_EVERY + 1
  return math.max(0, FOODS - steps // 2), (steps + 1) // 2
end

-- Whether some top card on the table is higher than `limit`.
local function higher_than(s, limit)
  for sq = 1, heap.SPACES do
    if height(s, sq) > limit then return true end
  end
  return false
end

-- Win at once: the foods in a pouch within its size, standing on a top card as high as the
-- highest visible one, ties counting (reading 2); checked in turn order after every ply.
local function check_win(s)
  local need, slack = goals(s)
  local q = 1
  for r = 1, P do
    local n = count(s, POUCH[r])
    if n >= need and n <= POUCH_SIZE then q = get(s, "turn") break end
    if r == P then return end  -- nobody holds enough cards
  end
  for _ = 1, P do
    local n = s:count(POUCH[q])
    local at = n >= need and n <= POUCH_SIZE and spot(s, q)
    local h = at and height(s, at) or 0
    if h > 0 and food_count(s, POUCH[q]) >= need and not higher_than(s, h + slack) then
      return s:win(q, "a full pouch on a high card")
    end
    q = q % P + 1
  end
end

-- The agents' hooks (bots.lua): evaluate_all(s), every player's value at once, and
-- prior(s, p, action, ...), with prior_all(s, p, list) for a whole decision's moves.
evaluate_all, prior, prior_all = bots.hooks{holds = holds, goals = goals}

local APPLY = {start = start, move = move, pick = pick, throw = throw, drop = drop, bury = bury,
               pass = pass, fight = fight, weapon = choose_weapon, take = take}

function apply(s, p, action, a1, a2)
  local stage = get(s, "stage")
  if PRIVATE and stage == ACTION then set(s, "shown", 0) end
  APPLY[action](s, p, stage, a1, a2)  -- the actions themselves never end the game
  if stage ~= PLACE then check_win(s) end
  if PLY_CAP > 0 and s:ply() + 1 >= PLY_CAP and not s:over() then s:cut_off("the ply cap") end  -- not a rule of the text
end

-- Why a move is not legal (for `rulebook why`) ------------------------------------------------

local ALLOWED = {
  [PLACE] = {start = true}, [ACTION] = {move = true, pick = true, throw = true, drop = true, bury = true, pass = true},
  [PICK2] = {pick = true, pass = true}, [EXCESS] = {throw = true, drop = true, bury = true},
  [OFFER] = {fight = true, pass = true}, [WEAPONS] = {weapon = true},
  [WEAPON_DISCARD] = {throw = true, drop = true, bury = true}, [TAKE] = {take = true}, [BURIAL] = {bury = true},
}
local NOW = {
  [PLACE] = "place your token", [ACTION] = "choose an action", [PICK2] = "pick again or pass",
  [EXCESS] = "discard down to the pouch's size", [OFFER] = "start a fight or pass",
  [WEAPONS] = "choose your weapon", [WEAPON_DISCARD] = "discard your weapon", [TAKE] = "take a card",
  [BURIAL] = "bury the thrown card under a pile beside where it landed",
}

local function neighbour(x, y, list, step)
  for k = step * x - step + 1, step * x do
    if list[k] == y then return true end
  end
  return false
end

local function name_of(sq) return rb.space_name(sq) end

local WHY = {}

function WHY.start() return "tokens start on bedrock beside the heap" end

function WHY.move(s, p, _, y)
  local x = spot(s, p)
  local hx, hy = height(s, x), height(s, y)
  if neighbour(x, y, ORTHO, 4) then
    if hy == 0 and hx == 0 then return name_of(y) .. " is bedrock away from the heap" end
    return string.format("%s is %d higher than %s: a climb is %d at most (%d with a diamond)",
      name_of(y), hy - hx, name_of(x), CLIMB, CLIMB_DIAMOND)
  end
  if neighbour(x, y, AROUND, 8) then return "a diagonal move goes bedrock to bedrock past a pile's corner" end
  return "no NESW path of strictly falling heights leads from " .. name_of(x) .. " to " .. name_of(y)
end

function WHY.pick(s, p, _, y)
  local x = spot(s, p)
  if y == x then return "you stand on bedrock: there is no card to pick" end
  if not neighbour(x, y, ORTHO, 4) then return "pick your own top card, or dig into a NESW neighbour" end
  if height(s, y) <= height(s, x) then return "you can only dig into a higher neighbour" end
  return name_of(y) .. " has no card under its top card"
end

local function not_held(s, p, stage, c)
  local zone = stage == WEAPON_DISCARD and WEAPON[p] or POUCH[p]
  if s:zone(c) == zone then return nil end
  return rb.name(c) .. (stage == WEAPON_DISCARD and " is not your weapon" or " is not in your pouch")
end

function WHY.drop(s, p, stage, c)
  return not_held(s, p, stage, c) or string.format("%s would raise you by %d: %d at most",
    rb.name(c), RANK[c] - height(s, spot(s, p)), RAISE)
end

function WHY.bury(s, p, stage, c)
  if stage == BURIAL then return "the thrown card goes under a pile beside " .. name_of(s:get("landing")) end
  return not_held(s, p, stage, c) or "a card is buried under a higher NESW neighbour of your spot"
end

function WHY.throw(s, p, stage, c, y)
  return not_held(s, p, stage, c) or rb.name(c) .. " cannot come to rest on " .. name_of(y) ..
    ": a throw reaches a NESW neighbour and slides on down strictly falling heights only"
end

function WHY.fight(s, p, _, r)
  if r == p or r > P or spot(s, r) ~= spot(s, p) then return "player " .. r .. " is not on your spot" end
  if s:count(POUCH[r]) == 0 or s:count(POUCH[p]) == 0 then return "a marsupial with an empty pouch cannot fight" end
end

function WHY.weapon(_, _, _, c) return rb.name(c) .. " is not in your pouch" end
function WHY.take(_, _, _, c) return rb.name(c) .. " is not in the loser's pouch" end

function explain(s, p, action, a1, a2)
  local stage = s:get("stage")
  if not ALLOWED[stage][action] then return "now is the time to " .. NOW[stage] end
  local why = WHY[action]
  return why and why(s, p, stage, a1, a2) or nil
end
