-- POTLUCK!'s bots: what a good sheet and a good move are (evaluate_all and prior, for the search
-- agents; weights in data.bots of game.yaml).
--
-- A good sheet is judged by what it will be worth at the end, not only by its points now:
-- each table's empty seats still promise new generations (data.bots.new_letter of a seat's
-- worth of letters each) and, all taken, the full-table bonus (data.bots.full the chance per
-- seat); a first server is half-way to the Servers' Wild; unlocked bonuses not yet used, and a
-- bonus guest or Wild guest due now, are guests to come. In the last round nothing more is to
-- come. A player's own draft counts as soon as it is written (a draft hidden from the one who
-- judges counts as the sheet shows it), so every seat is judged alike whether or not the others
-- have chosen. The lead over the best other player becomes chances along a logistic curve.
--
-- A good move (prior) seats a new generation at a table (the more it adds now the better),
-- fills a table, or fills the second server; a guest written twice at a table, a lawn chair and
-- an erased guest are what a sensible player does only when little else is left.
local rb = require "rulebook"
local sheet = require "sheet"

local P = rb.players
local N, TABLES, SLOTS = sheet.N, sheet.TABLES, sheet.SLOTS
local T_MASK, T_SIZE, SQUARE_OF_SET, TAB = sheet.T_MASK, sheet.T_SIZE, sheet.SQUARE_OF_SET, sheet.TAB
local SPACE, SLOT = sheet.SPACE, sheet.SLOT
local SEAT_OF_BIT = sheet.SEAT_OF_BIT

local STATE = rb.state_methods()
local pget, prop, get, score = STATE.pget, STATE.prop, STATE.get, STATE.score

local BOTS = rb.data.bots
local NEW, FULL, SERVER, WILD_WORTH, SPREAD = BOTS.new_letter, BOTS.full, BOTS.server, BOTS.wild, BOTS.spread
local SOLO_PAR = BOTS.solo_par
local BONUS_WORTH = {}
for k, name in ipairs{"both", "twice", "erase", "relocate", "change", "again"} do BONUS_WORTH[k] = BOTS.bonuses[name] end
local GEN = {}
for g, letter in ipairs(rb.data.generations) do GEN[letter] = g end

-- The draft's layout, as rules.lua writes it (The sheet's draft, The round's progress).
local DRAFTED = 1 << 26
local EXTRA_AT, WILD = 3, 1 << 5
local LOGIT_3 = math.log(3)  -- logistic(LOGIT_3) = 3/4

local COUNT = {}  -- generations in a 6-bit set, and seats in a 30-bit mask (by bytes)
for m = 0, 255 do
  local n, v = 0, m
  while v > 0 do n, v = n + (v & 1), v >> 1 end
  COUNT[m] = n
end
local function popcount(m)
  return COUNT[m & 255] + COUNT[(m >> 8) & 255] + COUNT[(m >> 16) & 255] + COUNT[(m >> 24) & 255]
end

-- What an unused bonus and a guest to come are worth: each unlocked bonus's own box, and
-- `again` (one more use of any of them) once it is unlocked.
local function bonuses_worth(x)
  local worth = 0
  for k = 1, 6 do
    if (x >> (1 + k)) & 1 == 1 and (x >> (7 + k)) & 1 == 0 then worth = worth + BONUS_WORTH[k] end
  end
  return worth
end

-- The letters at table t in the draft words tables1, tables2 (6 bits a table, five a word).
local function table_gens(t, w1, w2)
  return ((t <= 5 and w1 or w2) >> (6 * ((t - 1) % 5))) & 63
end

-- A player's sheet as the judge may read it: the empty seats, the letters of each table (two
-- words), the extras word, the round's progress and the points now. The draft when it is
-- there, else the board (which is what the others see).
local function sheet_of(s, q)
  local x = pget(s, q, "extras")
  if x & DRAFTED ~= 0 then
    return pget(s, q, "free"), pget(s, q, "tables1"), pget(s, q, "tables2"), x, pget(s, q, "turn"),
      pget(s, q, "draft_score")
  end
  local base, free, w1, w2 = (q - 1) * SLOTS, 0, 0, 0
  for i = 1, N do
    local g = prop(s, SPACE[base + i], "guest")
    local t = TAB[i]
    if g == 0 then
      free = free | (1 << (i - 1))
    elseif t <= 5 then
      w1 = w1 | (1 << (g - 1 + 6 * (t - 1)))
    else
      w2 = w2 | (1 << (g - 1 + 6 * (t - 6)))
    end
  end
  return free, w1, w2, pget(s, q, "shown"), 0, score(s, q)
end

-- What q's sheet will be worth: its points now, and what is still to come.
local function worth(s, q, last_round)
  local free, w1, w2, x, t, value = sheet_of(s, q)
  if last_round then return value end
  for k = 1, TABLES do
    local f = popcount(free & T_MASK[k])
    if f > 0 then
      local have = COUNT[table_gens(k, w1, w2)]
      local expect = have + NEW * math.min(f, 6 - have)
      value = value + expect * expect - have * have + T_SIZE[k] * FULL ^ f
    end
  end
  if x & 3 == 1 then value = value + SERVER end
  if t & WILD ~= 0 then value = value + WILD_WORTH end
  local due = (t >> EXTRA_AT) & 3
  if due ~= 0 then value = value + BONUS_WORTH[due] + 1 end  -- a bonus guest beats a box kept
  return value + bonuses_worth(x)
end

-- Every player's chances at once (each sheet's worth is worked out once, not once per judge).
local function evaluate_all(s)
  local last_round = s:over() or get(s, "ending") == 1
  if P == 1 then return {1 / (1 + math.exp(-LOGIT_3 * (worth(s, 1, last_round) - SOLO_PAR) / SPREAD))} end
  local worths, values = {}, {}
  for q = 1, P do worths[q] = worth(s, q, last_round) end
  for p = 1, P do
    local best = -math.huge
    for q = 1, P do
      if q ~= p and worths[q] > best then best = worths[q] end
    end
    values[p] = 1 / (1 + math.exp(-LOGIT_3 * (worths[p] - best) / SPREAD))
  end
  return values
end

-- The letters at seat i's table and whether i is its last empty seat, for p (draft or board).
local function table_around(s, p, i)
  local t = TAB[i]
  local x = pget(s, p, "extras")
  if x & DRAFTED ~= 0 then
    local gens = table_gens(t, pget(s, p, "tables1"), pget(s, p, "tables2"))
    return gens, pget(s, p, "free") & T_MASK[t] == 1 << (i - 1)
  end
  local gens, others, seats, base = 0, 0, T_MASK[t], (p - 1) * SLOTS
  repeat
    local b = seats & -seats
    local j = SEAT_OF_BIT[b]
    local g = prop(s, SPACE[base + j], "guest")
    if g ~= 0 then gens = gens | (1 << (g - 1)) elseif j ~= i then others = others + 1 end
    seats = seats ~ b
  until seats == 0
  return gens, others == 0
end

local PRIOR = BOTS.priors

local function prior(s, p, action, a1, a2)
  if action == "seat" then
    local i, g = SLOT[a1], GEN[a2]
    local gens, last = table_around(s, p, i)
    local gain = (last and T_SIZE[TAB[i]] or 0)
    if gens & (1 << (g - 1)) ~= 0 then return PRIOR.repeat_letter + gain / 4 end
    return 1 + (SQUARE_OF_SET[gens | (1 << (g - 1))] - SQUARE_OF_SET[gens] + gain) / 4
  elseif action == "serve" then
    local x = pget(s, p, "extras")
    if x & DRAFTED == 0 then x = pget(s, p, "shown") end
    return x & 3 == 1 and PRIOR.second_server or PRIOR.serve
  elseif action == "relocate" and SLOT[a1] > N then
    return PRIOR.relocate_from_lawn
  end
  return PRIOR[action] or 1  -- lawn, erase, relocate, change, use, unlock, done
end

return {evaluate_all = evaluate_all, prior = prior}
