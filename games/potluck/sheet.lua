-- The player sheet's geometry, read once from player 1's copy of the per-player board:
-- seats (numbered, grouped by table, their neighbours as bit masks: bit i - 1 is seat i),
-- lawn chairs, servers, bonus boxes and table centres, with every player's space ids.
-- Pure data and pure functions; the State is read and written by rules.lua alone.
local rb = require "rulebook"

local P = rb.players

-- Player 1's sheet spaces by kind: a seat has a number, a table centre only a table.
local seat_list, chair_list, server_list, bonus_list, centre_list = {}, {}, {}, {}, {}
for _, sp in ipairs(rb.spaces()) do
  local name = rb.space_name(sp)
  if string.sub(name, 1, 3) == "p1." then
    local e = {sp = sp, name = string.sub(name, 4), table = rb.attribute(sp, "table")}
    if rb.attribute(sp, "number") > 0 then
      e.number = rb.attribute(sp, "number")
      seat_list[#seat_list + 1] = e
    elseif e.table > 0 then
      centre_list[#centre_list + 1] = e
    elseif rb.attribute(sp, "penalty") > 0 then
      chair_list[#chair_list + 1] = e
    elseif rb.attribute(sp, "server") > 0 then
      server_list[#server_list + 1] = e
    elseif rb.attribute(sp, "bonus") > 0 then
      bonus_list[rb.attribute(sp, "bonus")] = e
    end
  end
end
-- Seats grouped by table, each in its order around the table.
table.sort(seat_list, function(a, b)
  if a.table ~= b.table then return a.table < b.table end
  return a.sp < b.sp
end)
table.sort(centre_list, function(a, b) return a.table < b.table end)

local N, C, TABLES, SERVERS = #seat_list, #chair_list, #centre_list, #server_list
local SLOTS = N + C  -- slot j: seat j, then lawn chair j - N
assert(N <= 30, "a sheet holds at most 30 seats (three 10-seat words, one 30-bit mask)")
assert(C <= 4 and SERVERS <= 3 and TABLES <= 10 and #bonus_list == 6,
       "a sheet has at most 4 lawn chairs, 3 servers, 10 tables, and the six bonus boxes B1..B6")
for _, e in ipairs(seat_list) do  -- the rules read the seats table by table, 1..TABLES
  assert(e.table >= 1 and e.table <= TABLES, "every seat is at one of the tables 1.." .. TABLES .. " (T1..)")
end

local BIT, NUM, TAB, WORD, SHIFT, NAME, PENALTY = {}, {}, {}, {}, {}, {}, {}
local SEAT_OF_BIT, TABLE_OF_BIT, NUM_MASK, T_MASK, T_SIZE = {}, {}, {}, {}, {}
local slot_of_p1 = {}
for n = 1, 6 do NUM_MASK[n] = 0 end
for t = 1, TABLES do T_MASK[t], T_SIZE[t], TABLE_OF_BIT[1 << (t - 1)] = 0, 0, t end
for i, e in ipairs(seat_list) do
  BIT[i], NUM[i], TAB[i], NAME[i] = 1 << (i - 1), e.number, e.table, e.name
  WORD[i], SHIFT[i] = (i - 1) // 10 + 1, 3 * ((i - 1) % 10)
  SEAT_OF_BIT[BIT[i]] = i
  NUM_MASK[e.number] = NUM_MASK[e.number] | BIT[i]
  T_MASK[e.table], T_SIZE[e.table] = T_MASK[e.table] | BIT[i], T_SIZE[e.table] + 1
  slot_of_p1[e.sp] = i
end
for k, e in ipairs(chair_list) do NAME[N + k], PENALTY[k] = e.name, rb.attribute(e.sp, "penalty") end
local ALL_SEATS = (1 << N) - 1

-- The seats next to each seat, from the board's edges, as a mask.
local ADJ = rb.relation("adjacent")
local NEAR_MASK = {}
for i, e in ipairs(seat_list) do
  NEAR_MASK[i] = 0
  for _, q in ipairs(rb.neighbors(e.sp, ADJ)) do
    if slot_of_p1[q] then NEAR_MASK[i] = NEAR_MASK[i] | BIT[slot_of_p1[q]] end
  end
end

-- Every player's spaces. SPACE[(p - 1) * SLOTS + j] is slot j; SEATS_OF[p][i] seat i (bit
-- i - 1 of a seat mask, for list:add_spaces).
local SPACE, SLOT, SEATS_OF = {}, {}, {}
local SERVER_SPACE, BONUS_SPACE, CENTRE_SPACE = {}, {}, {}
for p = 1, P do
  local prefix = "p" .. p .. "."
  SEATS_OF[p] = {}
  for j = 1, SLOTS do
    local sp = rb.space(prefix .. NAME[j])
    SPACE[(p - 1) * SLOTS + j], SLOT[sp] = sp, j
    if j <= N then SEATS_OF[p][j] = sp end
  end
  for k, e in ipairs(server_list) do SERVER_SPACE[(p - 1) * SERVERS + k] = rb.space(prefix .. e.name) end
  for k = 1, 6 do BONUS_SPACE[(p - 1) * 6 + k] = rb.space(prefix .. bonus_list[k].name) end
  for t, e in ipairs(centre_list) do CENTRE_SPACE[(p - 1) * TABLES + t] = rb.space(prefix .. e.name) end
end

local SQUARE_OF_SET = {}  -- (generations in a 6-bit set)^2
for m = 0, 63 do
  local n, v = 0, m
  while v > 0 do n, v = n + (v & 1), v >> 1 end
  SQUARE_OF_SET[m] = n * n
end

local CHAIRS_AT = 14  -- lawn chair k's generation: bits CHAIRS_AT + 3(k - 1) of the extras word

-- The generation in seat i, given the three seat words (3 bits a seat, ten a word).
local function gen(i, w1, w2, w3)
  local k = WORD[i]
  return ((k == 1 and w1 or k == 2 and w2 or w3) >> SHIFT[i]) & 7
end

-- The seats two steps from seat j (beside one of its neighbours), j itself left out.
local TWO_AWAY = {}
for j = 1, N do
  local around, two = NEAR_MASK[j], 0
  while around ~= 0 do
    local b = around & -around
    two, around = two | NEAR_MASK[SEAT_OF_BIT[b]], around ~ b
  end
  TWO_AWAY[j] = two & ~BIT[j]
end

-- The seats in `mask` that hold generation g.
local function seats_holding(g, mask, w1, w2, w3)
  local found = 0
  while mask ~= 0 do
    local b = mask & -mask
    if gen(SEAT_OF_BIT[b], w1, w2, w3) == g then found = found | b end
    mask = mask ~ b
  end
  return found
end

-- The seats beside a guest of generation g (`near`: its mark) once seat j is empty: only
-- j's neighbours can lose their mark, and keep it when another neighbour holds g (`others`:
-- the seats other than j that hold g, at least those in TWO_AWAY[j]).
local function near_without(near, j, others)
  local around = NEAR_MASK[j]
  near = near & ~around
  while around ~= 0 do
    local b = around & -around
    if NEAR_MASK[SEAT_OF_BIT[b]] & others ~= 0 then near = near | b end
    around = around ~ b
  end
  return near
end

-- (generations at table t)^2, plus its seat count when none of its seats is free. The
-- rules write it out where it is busy (view, put, publish).
local function points(t, gens, free)
  return SQUARE_OF_SET[gens] + (free & T_MASK[t] == 0 and T_SIZE[t] or 0)
end

local function chair_gen(x, k) return (x >> (CHAIRS_AT + 3 * (k - 1))) & 7 end

local function free_chair(x)
  for k = 1, C do
    if (x >> (CHAIRS_AT + 3 * (k - 1))) & 7 == 0 then return k end
  end
end

return {
  N = N, C = C, SERVERS = SERVERS, TABLES = TABLES, SLOTS = SLOTS, ALL_SEATS = ALL_SEATS, CHAIRS_AT = CHAIRS_AT,
  BIT = BIT, NUM = NUM, TAB = TAB, WORD = WORD, SHIFT = SHIFT, PENALTY = PENALTY,
  SEAT_OF_BIT = SEAT_OF_BIT, TABLE_OF_BIT = TABLE_OF_BIT, NUM_MASK = NUM_MASK, NEAR_MASK = NEAR_MASK,
  T_MASK = T_MASK, T_SIZE = T_SIZE, SQUARE_OF_SET = SQUARE_OF_SET, SPACE = SPACE, SLOT = SLOT, SEATS_OF = SEATS_OF,
  SERVER_SPACE = SERVER_SPACE, BONUS_SPACE = BONUS_SPACE, CENTRE_SPACE = CENTRE_SPACE,
  TWO_AWAY = TWO_AWAY, gen = gen, seats_holding = seats_holding, near_without = near_without, points = points,
  chair_gen = chair_gen, free_chair = free_chair,
}
