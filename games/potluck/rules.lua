-- POTLUCK!: the rules over the State, in the order of the text: the sheet and its draft,
-- roll some dice, seat some people (servers and their Wild, lawn chairs), doubles bonuses,
-- score some points; then the round, in which every player decides at once.
-- Hot paths are written inline: every call and table read costs here (README: Speed).
local rb = require "rulebook"
local sheet = require "sheet"
local bots = require "bots"  -- evaluate and prior: what a good sheet and a good move are

local P = rb.players
local N, C, SERVERS, TABLES = sheet.N, sheet.C, sheet.SERVERS, sheet.TABLES
local SLOTS, ALL_SEATS = sheet.SLOTS, sheet.ALL_SEATS
local BIT, NUM, TAB, WORD, SHIFT, PENALTY = sheet.BIT, sheet.NUM, sheet.TAB, sheet.WORD, sheet.SHIFT, sheet.PENALTY
local SEAT_OF_BIT, TABLE_OF_BIT = sheet.SEAT_OF_BIT, sheet.TABLE_OF_BIT
local T_MASK, T_SIZE, SQUARE_OF_SET = sheet.T_MASK, sheet.T_SIZE, sheet.SQUARE_OF_SET
local NUM_MASK, NEAR_MASK = sheet.NUM_MASK, sheet.NEAR_MASK
local SPACE, SLOT, SEATS_OF = sheet.SPACE, sheet.SLOT, sheet.SEATS_OF
local SERVER_SPACE, BONUS_SPACE, CENTRE_SPACE = sheet.SERVER_SPACE, sheet.BONUS_SPACE, sheet.CENTRE_SPACE
local gen, seats_holding, near_without = sheet.gen, sheet.seats_holding, sheet.near_without
local TWO_AWAY = sheet.TWO_AWAY
local chair_gen, free_chair, CHAIRS_AT = sheet.chair_gen, sheet.free_chair, sheet.CHAIRS_AT

-- The State's busiest methods as locals: a call skips the method lookup (stdlib README).
local STATE = rb.state_methods()
local pget, pset, prop, set_prop = STATE.pget, STATE.pset, STATE.prop, STATE.set_prop
local get, set, add, set_turns, set_score = STATE.get, STATE.set, STATE.add, STATE.set_turns, STATE.set_score
local roll, space_of, put_on = STATE.roll, STATE.space, STATE.put

local LETTERS = rb.data.generations  -- generation g's letter: 1..6 = C T Y M O S
local GEN = {}
for g, letter in ipairs(LETTERS) do GEN[letter] = g end

-- Action handles: a move list takes them without looking the name up.
local SEAT, SERVE, DONE, LAWN = rb.action("seat"), rb.action("serve"), rb.action("done"), rb.action("lawn")
local RELOCATE_TO, USE, CHANGE_TO, UNLOCK, ERASE_AT = rb.action("relocate"), rb.action("use"), rb.action("change"),
  rb.action("unlock"), rb.action("erase")

local SERVERS_ANY_TIME = rb.param("servers") == "any_time"
local DOUBLES_BONUSES = rb.param("doubles_bonuses")

-- The sheet's draft -------------------------------------------------------------------------------

-- What a player writes during a round stays theirs until everyone has chosen: a draft in
-- owner-visible player variables. seats1..3: the generation in each seat (3 bits, ten seats
-- a word); free: the empty seats; near_C..near_S: the seats beside a guest of that letter;
-- tables1..2: the letters at each table (6 bits, five tables a word); changed: seats written
-- this round; extras: servers filled (bits 0-1), bonus k unlocked (bit k + 1) and used
-- (bit k + 7), lawn chairs (3 bits each from bit 14), DRAFTED once the variables hold the
-- sheet: until a player's first move the board is the draft (view).
local SEAT_VARS = {"seats1", "seats2", "seats3"}
local NEAR_VARS = {"near_C", "near_T", "near_Y", "near_M", "near_O", "near_S"}
local TABLE_VARS = {"tables1", "tables2"}
local DRAFTED = 1 << 26

-- Where each seat and each table lives in the draft: seat i in 3 bits at SHIFT[i] of
-- SEAT_VAR[i], table t's letters in 6 bits at TABLE_SHIFT[t] of TABLE_VAR[t].
local SEAT_VAR, TABLE_VAR, TABLE_SHIFT = {}, {}, {}
for i = 1, N do SEAT_VAR[i] = SEAT_VARS[WORD[i]] end
for t = 1, TABLES do TABLE_VAR[t], TABLE_SHIFT[t] = TABLE_VARS[(t - 1) // 5 + 1], 6 * ((t - 1) % 5) end

-- TABLE_END[i] = t when seat i is the last of table t (the seats come table by table).
local TABLE_END = {}
for i = 1, N do
  if TAB[i + 1] ~= TAB[i] then TABLE_END[i] = TAB[i] end
end

-- The draft as the board shows it (every variable by name), and the sheet's value. A
-- table's letters are complete, and scored, once its last seat is read.
local function view(s, p)
  local d = {seats1 = 0, seats2 = 0, seats3 = 0, tables1 = 0, tables2 = 0,
             near_C = 0, near_T = 0, near_Y = 0, near_M = 0, near_O = 0, near_S = 0}
  local base, free, gens, value, x = (p - 1) * SLOTS, ALL_SEATS, 0, 0, 0
  for i = 1, N do
    local g = prop(s, SPACE[base + i], "guest")
    if g ~= 0 then
      local var, near = SEAT_VAR[i], NEAR_VARS[g]
      d[var], d[near] = d[var] | (g << SHIFT[i]), d[near] | NEAR_MASK[i]
      free, gens = free & ~BIT[i], gens | (1 << (g - 1))
    end
    local t = TABLE_END[i]
    if t then
      local var = TABLE_VAR[t]
      d[var] = d[var] | (gens << TABLE_SHIFT[t])
      value, gens = value + SQUARE_OF_SET[gens] + (free & T_MASK[t] == 0 and T_SIZE[t] or 0), 0  -- points()
    end
  end
  for k = 1, SERVERS do x = x + prop(s, SERVER_SPACE[(p - 1) * SERVERS + k], "served") end
  for k = 1, 6 do
    local b = BONUS_SPACE[(p - 1) * 6 + k]
    x = x | (prop(s, b, "unlocked") << (1 + k)) | (prop(s, b, "used") << (7 + k))
  end
  for k = 1, C do
    local g = prop(s, SPACE[base + N + k], "guest")
    x = x | (g << (CHAIRS_AT + 3 * (k - 1)))
    if g ~= 0 then value = value - PENALTY[k] end
  end
  d.free, d.extras = free, x
  return d, value
end

-- Copies the board into p's draft, at p's first move (the extras word is not DRAFTED yet);
-- returns the new extras word.
local function open_draft(s, p)
  local d, value = view(s, p)
  local shown = d.extras
  d.extras = shown | DRAFTED
  for var, v in pairs(d) do pset(s, p, var, v) end
  pset(s, p, "changed", 0)
  pset(s, p, "shown", shown)
  pset(s, p, "draft_score", value)
  set_score(s, p, value)
  return d.extras
end

local function words(s, p, d)
  if d then return d.seats1, d.seats2, d.seats3 end
  return pget(s, p, "seats1"), pget(s, p, "seats2"), pget(s, p, "seats3")
end

-- The letters at table t, from the three seat words.
local function table_gens(t, w1, w2, w3)
  local gens, seats = 0, T_MASK[t]
  repeat
    local b = seats & -seats
    local h = gen(SEAT_OF_BIT[b], w1, w2, w3)
    if h ~= 0 then gens = gens | (1 << (h - 1)) end
    seats = seats ~ b
  until seats == 0
  return gens
end

-- Writes generation g (0: erases) in seat i of p's draft, keeping the masks, the changed
-- seats and the draft's running score (the sheet's value so far: reading 5) up to date.
-- Returns the empty seats after it.
local function put(s, p, i, g)
  local word, shift, bit = SEAT_VAR[i], SHIFT[i], BIT[i]
  local w = pget(s, p, word)
  local old = (w >> shift) & 7
  pset(s, p, word, (w & ~(7 << shift)) | (g << shift))
  local free_before = pget(s, p, "free")
  local free = g == 0 and free_before | bit or free_before & ~bit
  pset(s, p, "free", free)
  local t = TAB[i]
  local tvar, tshift = TABLE_VAR[t], TABLE_SHIFT[t]
  local tw = pget(s, p, tvar)
  local before = (tw >> tshift) & 63
  local after = before
  if old ~= 0 then  -- the erased letter may still sit elsewhere at the table
    local w1, w2, w3 = words(s, p)
    local others = seats_holding(old, TWO_AWAY[i], w1, w2, w3)
    pset(s, p, NEAR_VARS[old], near_without(pget(s, p, NEAR_VARS[old]), i, others))
    after = table_gens(t, w1, w2, w3)
  end
  if g ~= 0 then
    local var = NEAR_VARS[g]
    pset(s, p, var, pget(s, p, var) | NEAR_MASK[i])
    after = after | (1 << (g - 1))
  end
  pset(s, p, tvar, (tw & ~(63 << tshift)) | (after << tshift))
  pset(s, p, "changed", pget(s, p, "changed") | bit)
  local full, size = T_MASK[t], T_SIZE[t]  -- points(t, after, free) - points(t, before, free_before)
  local gain = SQUARE_OF_SET[after] - SQUARE_OF_SET[before]
    + (free & full == 0 and size or 0) - (free_before & full == 0 and size or 0)
  pset(s, p, "draft_score", pget(s, p, "draft_score") + gain)
  return free
end

-- Writes generation g (0: empties) in lawn chair k; returns the new extras word.
local function put_chair(s, p, x, k, g)
  local at = CHAIRS_AT + 3 * (k - 1)
  local old = (x >> at) & 7
  pset(s, p, "draft_score", pget(s, p, "draft_score") + (old ~= 0 and PENALTY[k] or 0) - (g ~= 0 and PENALTY[k] or 0))
  return (x & ~(7 << at)) | (g << at)
end

local BOX_OF_BIT = {}  -- BOX_OF_BIT[1 << (k - 1)] = k, for the six bonus boxes
for k = 1, 6 do BOX_OF_BIT[1 << (k - 1)] = k end

-- The bonus boxes in `boxes` (bit k - 1 for box k) take 1 in property `name`.
local function fill_boxes(s, p, boxes, name)
  while boxes ~= 0 do
    local b = boxes & -boxes
    set_prop(s, BONUS_SPACE[(p - 1) * 6 + BOX_OF_BIT[b]], name, 1)
    boxes = boxes ~ b
  end
end

-- The servers, bonus boxes and lawn chairs that `diff` says changed.
local function publish_extras(s, p, x, diff)
  for k = 1, diff & 3 ~= 0 and SERVERS or 0 do
    set_prop(s, SERVER_SPACE[(p - 1) * SERVERS + k], "served", k <= (x & 3) and 1 or 0)
  end
  if diff & (63 << 2) ~= 0 then fill_boxes(s, p, (diff >> 2) & 63, "unlocked") end
  if diff & (63 << 8) ~= 0 then fill_boxes(s, p, (diff >> 8) & 63, "used") end
  for k = 1, diff >> CHAIRS_AT ~= 0 and C or 0 do
    if (diff >> (CHAIRS_AT + 3 * (k - 1))) & 7 ~= 0 then
      set_prop(s, SPACE[(p - 1) * SLOTS + N + k], "guest", chair_gen(x, k))
    end
  end
end

-- Shows p's draft on the board: the seats written this round with their tables' points,
-- and whatever changed in the extras word since the board last showed it. The public score
-- follows the sheet: it moves only here, so it never tells what a draft holds.
local function publish(s, p, x)
  if x & DRAFTED ~= 0 then set_score(s, p, pget(s, p, "draft_score")) end
  local changed = pget(s, p, "changed")
  if changed ~= 0 then
    local free, tables, base = pget(s, p, "free"), 0, (p - 1) * SLOTS
    repeat
      local bit = changed & -changed
      local i = SEAT_OF_BIT[bit]
      set_prop(s, SPACE[base + i], "guest", (pget(s, p, SEAT_VAR[i]) >> SHIFT[i]) & 7)
      tables, changed = tables | (1 << (TAB[i] - 1)), changed ~ bit
    until changed == 0
    base = (p - 1) * TABLES
    repeat  -- points(t, gens, free) for each table written at
      local bit = tables & -tables
      local t = TABLE_OF_BIT[bit]
      local gens = (pget(s, p, TABLE_VAR[t]) >> TABLE_SHIFT[t]) & 63
      set_prop(s, CENTRE_SPACE[base + t], "points", SQUARE_OF_SET[gens] + (free & T_MASK[t] == 0 and T_SIZE[t] or 0))
      tables = tables ~ bit
    until tables == 0
    pset(s, p, "changed", 0)
  end
  local diff = (x ~ pget(s, p, "shown")) & ~DRAFTED
  if diff == 0 then return end
  pset(s, p, "shown", x & ~DRAFTED)
  publish_extras(s, p, x, diff)
end

-- The round's progress: the owner-visible `turn` word of each player.
local PLACED = 1                  -- bit 0: this round's guest is placed (or went home)
local DICE_AT = 1                 -- bits 1-2: the dice the first guest may have come from
local EXTRA_AT = 3                -- bits 3-4: a bonus guest to place now (1 both, 2 twice)
local WILD = 1 << 5               -- the Servers' Wild must be seated now
local CLAIMED = 1 << 6            -- a bonus was unlocked for this round's doubles
local TRIGGER = 1 << 7            -- this round filled the sixth table or the last lawn chair
local CHANGE1, CHANGE2 = 8, 11    -- bits 8-10, 11-13: each die's changed letter (0 none)
local DUE = WILD | (3 << EXTRA_AT)

-- 1. Roll some dice ---------------------------------------------------------------------------

-- Where a die lands from each wedge of the rondel with each roll: pips steps clockwise.
local NEXT = rb.relation("next")
local DIE = {rb.component("first_die"), rb.component("second_die")}
local START = rb.space(rb.data.rondel_start)
local LANDING, WEDGE = {}, {}  -- LANDING[space * 8 + pips]; WEDGE[space]: 1..6, 0 = Wild
local wedge = START
repeat
  local at = wedge
  for pips = 1, 6 do
    at = rb.step(at, NEXT)
    LANDING[wedge * 8 + pips] = at
  end
  WEDGE[wedge] = GEN[rb.space_name(wedge)] or 0
  wedge = rb.step(wedge, NEXT)
until wedge == START
-- What a die shows after that roll, in 6 bits: the pips and the generation of its wedge.
local ROLLED = {}
for key, at in pairs(LANDING) do ROLLED[key] = key % 8 | (WEDGE[at] << 3) end

-- Who still decides this round: the global `waiting`, bit p - 1 for player p. The
-- player lists are made once, for every mask, so that a move builds no table.
local PLAYERS_OF = {}
for mask = 1, (1 << P) - 1 do
  local list = {}
  for p = 1, P do
    if mask & (1 << (p - 1)) ~= 0 then list[#list + 1] = p end
  end
  PLAYERS_OF[mask] = list
end

local EVERYONE = (1 << P) - 1

-- One shared roll, then every player chooses at once (reading 1).
local function start_round(s)
  local pips = roll(s, "d6")
  local first = space_of(s, DIE[1]) * 8 + pips
  put_on(s, DIE[1], LANDING[first])
  pips = roll(s, "d6")
  local second = space_of(s, DIE[2]) * 8 + pips
  put_on(s, DIE[2], LANDING[second])
  set(s, "dice", ROLLED[first] | (ROLLED[second] << 6))
  set(s, "waiting", EVERYONE)
  set_turns(s, PLAYERS_OF[EVERYONE])
end

function setup(s)
  s:put(DIE[1], START)
  s:put(DIE[2], START)
  start_round(s)
end

-- The two guests: each die's number and generation (0 = any: Wild), after any change.
local function guests(dice, t)
  local c1, c2 = (t >> CHANGE1) & 7, (t >> CHANGE2) & 7
  return dice & 7, c1 ~= 0 and c1 or (dice >> 3) & 7, (dice >> 6) & 7, c2 ~= 0 and c2 or (dice >> 9) & 7
end

-- 2. Seat some people ---------------------------------------------------------------------------

-- The generations a die of generation g offers: FROM[g]..TO[g] (Wild, 0: all six).
local FROM, TO = {[0] = 1}, {[0] = 6}
for g = 1, 6 do FROM[g], TO[g] = g, g end

-- The seats in `open` (the empty seats of a die's number) where generation g (0: any) may
-- sit, with no neighbour of the same generation (rules 1-3); `skip` a generation the other
-- die offered already. Adds them to `list` and returns how many; with no list, only
-- whether there is one.
local function seat_options(s, p, d, open, g, skip, list)
  local found = 0
  for h = FROM[g], TO[g] do
    if h ~= skip then
      local var = NEAR_VARS[h]
      local fits = open & ~(d and d[var] or pget(s, p, var))
      if fits ~= 0 then
        if not list then return 1 end
        found = found + list:add_spaces(SEAT, SEATS_OF[p], fits, LETTERS[h])
      end
    end
  end
  return found
end

local function gen_set(g) return g == 0 and 63 or 1 << (g - 1) end

-- Every place for a guest from the dice in `dice` (bit 1 first, bit 2 second): a seat; a
-- server (any time, or with no seat: reading 2); else, for the round's own guest (`lawn`),
-- the first free lawn chair (rule 4), or home when every chair is taken. Returns a count.
local function guest_options(s, p, d, x, n1, g1, n2, g2, dice, list, lawn)
  local free = d and d.free or pget(s, p, "free")
  local open1, open2, seats = free & NUM_MASK[n1], free & NUM_MASK[n2], 0
  if dice & 1 ~= 0 and open1 ~= 0 then seats = seat_options(s, p, d, open1, g1, 0, list) end
  if dice & 2 ~= 0 and open2 ~= 0 and (list or seats == 0) then
    local skip = 0  -- the same number on both dice: the second adds only other letters
    if dice & 1 ~= 0 and n1 == n2 then skip = g1 == 0 and -1 or g1 end
    if skip >= 0 then seats = seats + seat_options(s, p, d, open2, g2, skip, list) end
  end
  if (x & 3) < SERVERS and (SERVERS_ANY_TIME or seats == 0) then
    if list then list:add(SERVE) end
    return seats + 1
  end
  if seats > 0 or not lawn then return seats end
  if not free_chair(x) then
    if list then list:add(DONE) end
    return 1
  end
  local gens = (dice & 1 ~= 0 and gen_set(g1) or 0) | (dice & 2 ~= 0 and gen_set(g2) or 0)
  for g = 1, 6 do
    if list and gens & (1 << (g - 1)) ~= 0 then list:add(LAWN, LETTERS[g]) end
  end
  return 1
end

-- Servers' Wild: any empty seat, any generation; neighbours still differ (reading 3).
local function wild_options(s, p, d, list)
  local free, found = d and d.free or pget(s, p, "free"), 0
  for g = 1, 6 do
    local var = NEAR_VARS[g]
    local fits = free & ~(d and d[var] or pget(s, p, var))
    if fits ~= 0 then
      if not list then return 1 end
      found = found + list:add_spaces(SEAT, SEATS_OF[p], fits, LETTERS[g])
    end
  end
  return found
end

-- The dice, out of `dice`, that could have given generation g in seat i.
local function dice_for_seat(i, g, n1, g1, n2, g2, dice)
  local fit = 0
  if dice & 1 ~= 0 and NUM[i] == n1 and (g1 == 0 or g1 == g) then fit = fit | 1 end
  if dice & 2 ~= 0 and NUM[i] == n2 and (g2 == 0 or g2 == g) then fit = fit | 2 end
  return fit
end

-- 3. Doubles bonuses ------------------------------------------------------------------------------

-- The bonuses in the text's order: both dice, one die twice, erase, relocate, change a
-- letter, and again (one more use of an unlocked bonus: reading 4).
local BOTH, TWICE, ERASE, RELOCATE, CHANGE, AGAIN = 1, 2, 3, 4, 5, 6
local BONUS = {both = BOTH, twice = TWICE, erase = ERASE, relocate = RELOCATE, change = CHANGE, again = AGAIN}
local BONUS_NAMES = {"both", "twice", "erase", "relocate", "change", "again"}

-- The bonuses usable now (bit k - 1 for bonus k): unlocked and unused, or any unlocked one
-- while `again` is unused; a bonus spends its own box first, then again's. Worked out once
-- for every 12 bits of boxes: USABLE[(x >> 2) & 4095] for the extras word x.
local USABLE = {}
for boxes = 0, 4095 do
  local unlocked, used = boxes & 63, boxes >> 6
  local ready = unlocked & ~used
  if ready & (1 << (AGAIN - 1)) ~= 0 then ready = unlocked end
  USABLE[boxes] = ready & ~(1 << (AGAIN - 1))
end

local function spend(x, k)
  local used = 1 << (7 + k)
  if x & used == 0 then return x | used end
  return x | (1 << (7 + AGAIN))
end

-- Doubles let each player unlock one bonus of their choice, before anything else in the
-- round; once all six are unlocked doubles have no effect.
local function may_unlock(x, t, n1, n2)
  return DOUBLES_BONUSES and n1 == n2 and t & CLAIMED == 0 and (x >> 2) & 63 ~= 63
end

-- A bonus guest comes from the die other than the first guest's (both) or from the same
-- die (twice); the first guest's dice narrow as the bonus guests are written.
local function extra_dice(t, kind)
  local dice = (t >> DICE_AT) & 3
  if kind == TWICE or dice == 3 then return dice end
  return 3 - dice
end

local function narrow(t, kind, fit)
  local dice = (t >> DICE_AT) & 3
  if kind == TWICE then
    dice = dice & fit
  elseif fit ~= 3 then
    dice = dice & (3 - fit)
  end
  return (t & ~(3 << DICE_AT) & ~(3 << EXTRA_AT)) | (dice << DICE_AT)
end

-- Moves of a guest from a seat or a lawn chair to an empty seat that fits it, ignoring
-- seat numbers (rule 6). With no list, only whether there is one. A first pass finds the
-- seats of each generation (at[g]); gen(j, w1, w2, w3) is written out in both passes.
local function relocations(s, p, d, x, free, list)
  local w1, w2, w3 = words(s, p, d)
  local at, taken = {0, 0, 0, 0, 0, 0}, ALL_SEATS & ~free
  local seats = taken
  while seats ~= 0 do
    local b = seats & -seats
    local j = SEAT_OF_BIT[b]
    local k = WORD[j]
    local g = ((k == 1 and w1 or k == 2 and w2 or w3) >> SHIFT[j]) & 7
    at[g], seats = at[g] | b, seats ~ b
  end
  local found, base = 0, (p - 1) * SLOTS
  for j = 1, SLOTS do
    local g, b = 0, BIT[j]
    if j > N then
      g = chair_gen(x, j - N)
    elseif taken & b ~= 0 then
      local k = WORD[j]
      g = ((k == 1 and w1 or k == 2 and w2 or w3) >> SHIFT[j]) & 7
    end
    if g ~= 0 then
      local var = NEAR_VARS[g]
      local near = d and d[var] or pget(s, p, var)
      if j <= N then near = near_without(near, j, at[g] & ~b) end
      local fits = free & ~near
      if fits ~= 0 then
        if not list then return 1 end
        found = found + list:add_spaces(RELOCATE_TO, SEATS_OF[p], fits, SPACE[base + j])
      end
    end
  end
  return found
end

-- The bonus moves open now (`ready`: the usable bonuses); a letter is changed only while a
-- die guest may still follow. With no list, only whether there is one.
local function bonus_options(s, p, d, x, t, ready, n1, g1, n2, g2, list)
  local found = 0
  for k = BOTH, TWICE do
    if t & PLACED ~= 0 and ready & (1 << (k - 1)) ~= 0
       and guest_options(s, p, d, x, n1, g1, n2, g2, extra_dice(t, k), nil, false) > 0 then
      if not list then return 1 end
      list:add(USE, BONUS_NAMES[k])
      found = found + 1
    end
  end
  local free = d and d.free or pget(s, p, "free")
  local taken = ALL_SEATS & ~free
  if ready & (1 << (ERASE - 1)) ~= 0 and taken ~= 0 then
    if not list then return 1 end
    found = found + list:add_spaces(ERASE_AT, SEATS_OF[p], taken)
  end
  if ready & (1 << (RELOCATE - 1)) ~= 0 and free ~= 0 then
    found = found + relocations(s, p, d, x, free, list)
    if found > 0 and not list then return found end
  end
  local more = t & PLACED == 0 or ready & ((1 << (BOTH - 1)) | (1 << (TWICE - 1))) ~= 0
  if more and ready & (1 << (CHANGE - 1)) ~= 0 and (g1 ~= 0 or g2 ~= 0) then
    if not list then return 1 end
    for h = 1, 6 do
      if g1 ~= 0 and h ~= g1 then list:add(CHANGE_TO, "first", LETTERS[h]) end
      if g2 ~= 0 and h ~= g2 then list:add(CHANGE_TO, "second", LETTERS[h]) end
    end
    found = found + 1
  end
  return found
end

-- 4. Score some points -----------------------------------------------------------------------------

-- The score is the sheet's value (the draft keeps it; the reveal shows it). The most points win
-- and tied players all win (all tied: a draw); a lone player's score is the outcome.
local function final_scoring(s)
  local keys = {}
  for p = 1, P do keys[p] = {s:score(p)} end
  s:end_ranked(keys, "final scoring")
end

-- Everyone has chosen: the drafts are shown. A sixth full table or a filled last lawn
-- chair ends the game after one more round (reading 6). `last` chose last: its extras and
-- turn words are `last_x` and `last_t`. Nobody is waiting: the next round writes `waiting`
-- again, the end writes 0.
local function resolve(s, last, last_x, last_t)
  local triggered = false
  for p = 1, P do
    local x, t = last_x, last_t
    if p ~= last then x, t = pget(s, p, "extras"), pget(s, p, "turn") end
    publish(s, p, x)
    triggered = triggered or t & TRIGGER ~= 0
    if t ~= 0 then pset(s, p, "turn", 0) end
  end
  if get(s, "ending") == 1 then
    set(s, "waiting", 0)
    return final_scoring(s)
  end
  if triggered then set(s, "ending", 1) end
  add(s, "round", 1)
  start_round(s)
end

-- 5. The round: every player decides at once, on their own draft ------------------------------------

-- The moves of a player with something due now: the Servers' Wild, a bonus guest, or a
-- bonus to unlock for doubles.
local function due_moves(s, p, d, x, t, n1, g1, n2, g2, list)
  if t & WILD ~= 0 then return wild_options(s, p, d, list) end
  local extra = (t >> EXTRA_AT) & 3
  if extra ~= 0 then return guest_options(s, p, d, x, n1, g1, n2, g2, extra_dice(t, extra), list, false) end
  for k = 1, 6 do
    if (x >> (1 + k)) & 1 == 0 then list:add(UNLOCK, BONUS_NAMES[k]) end
  end
end

function moves(s, p, list)
  local x, t = pget(s, p, "extras"), pget(s, p, "turn")
  local d
  if x & DRAFTED == 0 then
    d = view(s, p)
    x = d.extras
  end
  local dice = get(s, "dice")
  local n1, g1, n2, g2 = dice & 7, (dice >> 3) & 7, (dice >> 6) & 7, (dice >> 9) & 7
  if t >> CHANGE1 ~= 0 then n1, g1, n2, g2 = guests(dice, t) end  -- a letter was changed
  if t & DUE ~= 0 or n1 == n2 and may_unlock(x, t, n1, n2) then
    return due_moves(s, p, d, x, t, n1, g1, n2, g2, list)
  end
  if t & PLACED == 0 then
    guest_options(s, p, d, x, n1, g1, n2, g2, 3, list, true)
  else
    list:add(DONE)
  end
  local ready = USABLE[(x >> 2) & 4095]
  if ready ~= 0 then bonus_options(s, p, d, x, t, ready, n1, g1, n2, g2, list) end
end

-- Each action takes the extras and turn words (and the guests) and returns the two words.
local ACT = {}

-- A die guest (the round's first, or a bonus guest), or the Servers' Wild.
function ACT.seat(s, p, x, t, n1, g1, n2, g2, sp, letter)
  local i, g = SLOT[sp], GEN[letter]
  if t & WILD ~= 0 then
    t = t & ~WILD
  elseif t & (3 << EXTRA_AT) ~= 0 then
    local extra = (t >> EXTRA_AT) & 3
    t = narrow(t, extra, dice_for_seat(i, g, n1, g1, n2, g2, extra_dice(t, extra)))
  else
    local num = NUM[i]  -- dice_for_seat(i, g, n1, g1, n2, g2, 3), written out
    local fit = (num == n1 and (g1 == 0 or g1 == g) and 1 or 0) | (num == n2 and (g2 == 0 or g2 == g) and 2 or 0)
    t = t | PLACED | (fit << DICE_AT)
  end
  if put(s, p, i, g) == 0 then t = t | TRIGGER end
  return x, t
end

-- The second server brings the Servers' Wild at once, if it has a seat (once a game).
function ACT.serve(s, p, x, t)
  local extra = (t >> EXTRA_AT) & 3
  if extra ~= 0 then
    t = narrow(t, extra, extra_dice(t, extra))
  else
    t = t | PLACED | (3 << DICE_AT)
  end
  x = x + 1
  if x & 3 == SERVERS and wild_options(s, p, nil, nil) > 0 then t = t | WILD end
  return x, t
end

function ACT.lawn(s, p, x, t, _, g1, _, g2, letter)
  local g = GEN[letter]
  local dice = ((g1 == 0 or g1 == g) and 1 or 0) | ((g2 == 0 or g2 == g) and 2 or 0)
  x = put_chair(s, p, x, free_chair(x), g)
  t = t | PLACED | (dice << DICE_AT)
  if not free_chair(x) then t = t | TRIGGER end
  return x, t
end

function ACT.unlock(_, _, x, t, _, _, _, _, name)
  return x | (1 << (1 + BONUS[name])), t | CLAIMED
end

function ACT.use(_, _, x, t, _, _, _, _, name)
  return spend(x, BONUS[name]), t | (BONUS[name] << EXTRA_AT)
end

function ACT.erase(s, p, x, t, _, _, _, _, sp)
  put(s, p, SLOT[sp], 0)
  return spend(x, ERASE), t
end

-- A guest moved from a lawn chair cancels that chair's penalty (reading 4, rule 6).
function ACT.relocate(s, p, x, t, _, _, _, _, from, to)
  local j, i = SLOT[from], SLOT[to]
  local g
  if j <= N then
    g = gen(j, words(s, p))
    put(s, p, j, 0)
  else
    g = chair_gen(x, j - N)
    x = put_chair(s, p, x, j - N, 0)
  end
  if put(s, p, i, g) == 0 then t = t | TRIGGER end
  return spend(x, RELOCATE), t
end

function ACT.change(_, _, x, t, _, _, _, _, die, letter)
  local at = die == "first" and CHANGE1 or CHANGE2
  return spend(x, CHANGE), (t & ~(7 << at)) | (GEN[letter] << at)
end

function apply(s, p, action, a1, a2)
  local x, t = pget(s, p, "extras"), pget(s, p, "turn")
  if x & DRAFTED == 0 then x = open_draft(s, p) end
  local x0, t0, dice = x, t, get(s, "dice")
  local n1, g1, n2, g2 = dice & 7, (dice >> 3) & 7, (dice >> 6) & 7, (dice >> 9) & 7
  if t >> CHANGE1 ~= 0 then n1, g1, n2, g2 = guests(dice, t) end  -- a letter was changed
  if action ~= "done" then
    x, t = ACT[action](s, p, x, t, n1, g1, n2, g2, a1, a2)
    if action == "change" then n1, g1, n2, g2 = guests(dice, t) end
  end
  -- The round is over for p once the guest is placed and no bonus is wanted or left.
  local over = action == "done"
  if not over and t & (PLACED | DUE) == PLACED and not (n1 == n2 and may_unlock(x, t, n1, n2)) then
    local ready = USABLE[(x >> 2) & 4095]
    over = ready == 0 or bonus_options(s, p, nil, x, t, ready, n1, g1, n2, g2, nil) == 0
  end
  local waiting = get(s, "waiting")
  if over then
    t = t & TRIGGER  -- kept for the reveal
    waiting = waiting & ~(1 << (p - 1))
  end
  if x ~= x0 then pset(s, p, "extras", x) end
  if t ~= t0 then pset(s, p, "turn", t) end
  if waiting == 0 then return resolve(s, p, x, t) end  -- it stores `waiting`
  if over then set(s, "waiting", waiting) end
  set_turns(s, PLAYERS_OF[waiting])
end

-- 6. The bots' judgement (bots.lua) ----------------------------------------------------------------

evaluate_all, prior = bots.evaluate_all, bots.prior
