-- Por'rika (Terry Alber, 2002): the rules over the State, in the order of the text: the
-- board, the pieces and their set-up, the object, movement, locks and capture, the turn.
-- Coordinates and readings are those of shared/rules/README.md.
local rb = require "rulebook"
local bots = require "bots"  -- evaluate and prior for the search agents

local COPPER, SILVER = 1, 2

-- The board ----------------------------------------------------------------------------------

local SPACES = rb.spaces()
local OPPOSITE = rb.relation("opposite")
local OPP = {}  -- space -> the triangle across its square; nil where that one is blocked
for _, sp in ipairs(SPACES) do OPP[sp] = rb.step(sp, OPPOSITE) end

local function row(sp) return rb.attribute(sp, "row") end
local function col(sp) return rb.attribute(sp, "col") end
local WIDTH = 0
for _, sp in ipairs(SPACES) do WIDTH = math.max(WIDTH, col(sp)) end
local function square(sp) return (row(sp) - 1) * WIDTH + col(sp) - 1 end  -- from 0

-- The board numbers rows from the flat end (rows_from: top), so the generator's "corner"
-- relation is the README's: triangles touching an outer corner of a square, sharing no side.
local CORNER = rb.relation("corner")

local function space_list(names)
  local list = {}
  for i, name in ipairs(names) do list[i] = rb.space(name) end
  return list
end

local function space_set(names)
  local set = {}
  for _, sp in ipairs(space_list(names)) do set[sp] = true end
  return set
end

local WATERS = space_set(rb.data.sacred_waters)
local STARTS = space_list(rb.data.schelati_starts)
table.sort(STARTS)  -- a setup choice names its two spaces in board order
local AERIES = space_list(rb.data.aeries)

-- Bitboards: a set of triangles is two integers, one bit per triangle at 4 * square + side
-- (sides N, E, S, W): on the 4 x 7 board rows 1-4 fill the first word, rows 5-7 the
-- second. The triangle across a square is then two bits away: N <-> S and E <-> W, so the
-- triangles across the squares from a set w are ((w & NE) << 2) | ((w >> 2) & NE).
local BIT1, BIT2, SPACE1, SPACE2 = {}, {}, {}, {}  -- space -> its bit; bit -> space
local AT1, AT2 = {}, {}  -- bit number + 1 -> space, for list:add_spaces
if square(SPACES[#SPACES]) >= 32 then error("more than 32 squares do not fit two bitboard words") end
for _, sp in ipairs(SPACES) do
  local b = square(sp) * 4 + rb.attribute(sp, "side")
  BIT1[sp], BIT2[sp] = b < 64 and 1 << b or 0, b >= 64 and 1 << (b - 64) or 0
  if b < 64 then SPACE1[BIT1[sp]], AT1[b + 1] = sp, sp else SPACE2[BIT2[sp]], AT2[b - 63] = sp, sp end
end

local function bits_of(spaces)
  local w1, w2 = 0, 0
  for _, sp in ipairs(spaces) do w1, w2 = w1 | BIT1[sp], w2 | BIT2[sp] end
  return w1, w2
end

local NE = 0x3333333333333333  -- the N and E bits of every square

-- The pieces ---------------------------------------------------------------------------------

local SERRA, EGG, GUARDIAN = 1, 2, 3  -- kind codes
local SERRAS = rb.components{kind = "serra"}
local EGGS = rb.components{kind = "egg"}
local GUARDIANS = rb.components{kind = "guardian"}
local RESERVE = rb.zone("reserve")
local KIND = {}
for _, c in ipairs(SERRAS) do KIND[c] = SERRA end
for _, c in ipairs(EGGS) do KIND[c] = EGG end
for _, c in ipairs(GUARDIANS) do KIND[c] = GUARDIAN end

-- The copies of one component entry have consecutive ids, so a kind is a range of ids and
-- board() scans it without a table lookup per piece.
local function id_range(pieces)
  for i, c in ipairs(pieces) do
    if c ~= pieces[1] + i - 1 then error(rb.kind(c) .. " pieces do not have consecutive ids") end
  end
  return pieces[1], pieces[#pieces]
end
local SERRA_FIRST, SERRA_LAST = id_range(SERRAS)
local EGG_FIRST, EGG_LAST = id_range(EGGS)
local GUARDIAN_FIRST, GUARDIAN_LAST = id_range(GUARDIANS)

-- Set-up ------------------------------------------------------------------------------------

local FIXED = rb.param("placement") == "fixed"
local SETUP_PLIES = FIXED and 0 or 2  -- the eggs and leave decisions
local FIXED_EGGS = space_list(rb.data.fixed_placement.eggs)
local FIXED_GUARDIANS = space_list(rb.data.fixed_placement.guardians)
local EGGS_MOVE, LEAVE_MOVE = rb.action("eggs"), rb.action("leave")

-- The Ser'ra start on their aeries; the Schelati wait in reserve until copper places them.
function setup(s)
  for i, c in ipairs(SERRAS) do s:put(c, AERIES[i]) end
  for i, c in ipairs(EGGS) do s:put(c, FIXED and FIXED_EGGS[i] or RESERVE) end
  for i, c in ipairs(GUARDIANS) do s:put(c, FIXED and FIXED_GUARDIANS[i] or RESERVE) end
  s:set("placing", FIXED and 0 or 2)
  s:set_turn(COPPER)
end

-- Two of the spaces, the first before the second in board order: one move per choice.
local function pair_moves(action, spaces, list)
  for i = 1, #spaces do
    for j = i + 1, #spaces do list:add(action, spaces[i], spaces[j]) end
  end
end

local function empty_starts(s)
  local free = {}
  for _, sp in ipairs(STARTS) do
    if not s:top(sp) then free[#free + 1] = sp end
  end
  return free
end

local function setup_moves(s, list)
  if s:get("placing") == 2 then
    pair_moves(EGGS_MOVE, STARTS, list)
  else
    pair_moves(LEAVE_MOVE, empty_starts(s), list)
  end
end

local function place_eggs(s, _, first, second)
  s:put(EGGS[1], first)
  s:put(EGGS[2], second)
  s:set("placing", 1)
  s:set_turn(COPPER)
end

-- The Guardians take the start spaces still empty, except the two copper leaves.
local function leave(s, _, first, second)
  local i = 0
  for _, sp in ipairs(empty_starts(s)) do
    if sp ~= first and sp ~= second then
      i = i + 1
      s:put(GUARDIANS[i], sp)
    end
  end
  s:set("placing", 0)
  s:set_turn(COPPER)  -- copper also makes the first move of play
end

-- Object -------------------------------------------------------------------------------------

local function eggs_home(s)
  return WATERS[s:space(EGGS[1])] and WATERS[s:space(EGGS[2])]
end

-- Movement -----------------------------------------------------------------------------------

-- Where a piece on each space may land on an empty board: across its square (the '1', which
-- must exist), then any corner neighbour of that triangle (the '2's). Ser'ra leave the
-- Waters out when serra_on_waters is off.
local function destinations(keep_waters)
  local dest1, dest2 = {}, {}
  for _, sp in ipairs(SPACES) do
    local to = {}
    for _, u in ipairs(OPP[sp] and rb.neighbors(OPP[sp], CORNER) or {}) do
      if keep_waters or not WATERS[u] then to[#to + 1] = u end
    end
    dest1[sp], dest2[sp] = bits_of(to)
  end
  return dest1, dest2
end

local DEST1, DEST2 = {}, {}  -- kind -> space -> bitboard of landing spaces
DEST1[SERRA], DEST2[SERRA] = destinations(rb.param("serra_on_waters"))
DEST1[EGG], DEST2[EGG] = destinations(true)
DEST1[GUARDIAN], DEST2[GUARDIAN] = DEST1[EGG], DEST2[EGG]

-- Locks and capture --------------------------------------------------------------------------

-- FACES[mover][kind]: may a move end across the square from that kind of piece? Never
-- from your own. Strict: a Ser'ra across an Egg-Carrier (capture), a Guardian across a
-- Ser'ra (lock). Loose: across any enemy piece.
local STRICT = {[SERRA] = {[EGG] = true}, [EGG] = {}, [GUARDIAN] = {[SERRA] = true}}
local LOOSE = {[SERRA] = {[EGG] = true, [GUARDIAN] = true}, [EGG] = {[SERRA] = true},
               [GUARDIAN] = {[SERRA] = true}}
local FACES = rb.param("locks") == "loose" and LOOSE or STRICT

-- AVOID_S[mover], AVOID_E[mover], AVOID_G[mover]: all bits when the mover may not end across
-- from a Ser'ra, an Egg-Carrier, a Guardian; none when it may.
local AVOID_S, AVOID_E, AVOID_G = {}, {}, {}
for _, mover in ipairs{SERRA, EGG, GUARDIAN} do
  local faces = FACES[mover]
  AVOID_S[mover], AVOID_E[mover], AVOID_G[mover] = faces[SERRA] and 0 or -1, faces[EGG] and 0 or -1,
    faces[GUARDIAN] and 0 or -1
end

-- A Ser'ra and an Egg-Carrier across a square is a capture, whoever moved last. Any other
-- pair stays locked for good: neither can take its first step again, so no state is kept.
local function captured(a, b)
  return (a == SERRA and b == EGG) or (a == EGG and b == SERRA)
end

-- The turn: the legal moves, then applying one -----------------------------------------------

local MOVE, PASS = rb.action("move"), rb.action("pass")
local PLY_CAP = rb.param("ply_cap")

-- The State's methods every ply calls, as plain functions (stdlib README).
local STATE = rb.state_methods()
local get, set, top, put, ply, set_turn = STATE.get, STATE.set, STATE.top, STATE.put, STATE.ply, STATE.set_turn
local space_of = STATE.space

-- The board as moves() needs it: where each kind stands, one bitboard pair per kind (the
-- pieces of a kind have consecutive ids; pieces in reserve are nowhere).
local function board(s)
  local s1, s2, e1, e2, g1, g2 = 0, 0, 0, 0, 0, 0
  for c = SERRA_FIRST, SERRA_LAST do
    local sp = space_of(s, c)
    if sp then s1, s2 = s1 | BIT1[sp], s2 | BIT2[sp] end
  end
  for c = EGG_FIRST, EGG_LAST do
    local sp = space_of(s, c)
    if sp then e1, e2 = e1 | BIT1[sp], e2 | BIT2[sp] end
  end
  for c = GUARDIAN_FIRST, GUARDIAN_LAST do
    local sp = space_of(s, c)
    if sp then g1, g2 = g1 | BIT1[sp], g2 | BIT2[sp] end
  end
  return s1, s2, e1, e2, g1, g2
end

-- The pieces on the bits of `own` (one word) land on the '2's that `free1`, `free2` allow:
-- one move per bit of the landing words.
local function word_moves(list, dest1, dest2, own, space_of_bit, free1, free2)
  repeat
    local low = own & -own
    own = own ~ low
    local from = space_of_bit[low]
    local to1, to2 = dest1[from] & free1, dest2[from] & free2
    if to1 ~= 0 then list:add_spaces(MOVE, AT1, to1, from) end
    if to2 ~= 0 then list:add_spaces(MOVE, AT2, to2, from) end
  until own == 0
end

-- The moves of the pieces of one kind at own1, own2 (those that can take their first step):
-- they land on empty triangles (not `taken1`, `taken2`) that are not across from a piece
-- the kind may not face.
local function kind_moves(list, kind, own1, own2, taken1, taken2, s1, s2, e1, e2, g1, g2)
  local as, ae, ag = AVOID_S[kind], AVOID_E[kind], AVOID_G[kind]
  local avoid1, avoid2 = (s1 & as) | (e1 & ae) | (g1 & ag), (s2 & as) | (e2 & ae) | (g2 & ag)
  local free1 = ~(taken1 | ((avoid1 & NE) << 2) | ((avoid1 >> 2) & NE))
  local free2 = ~(taken2 | ((avoid2 & NE) << 2) | ((avoid2 >> 2) & NE))
  local dest1, dest2 = DEST1[kind], DEST2[kind]
  if own1 ~= 0 then word_moves(list, dest1, dest2, own1, SPACE1, free1, free2) end
  if own2 ~= 0 then word_moves(list, dest1, dest2, own2, SPACE2, free1, free2) end
end

-- A piece can take its first step only if the triangle across its square is empty, that
-- is, if no piece is across from it.
local function play_moves(s, p, list)
  local s1, s2, e1, e2, g1, g2 = board(s)
  local taken1, taken2 = s1 | e1 | g1, s2 | e2 | g2
  local open1 = ~(((taken1 & NE) << 2) | ((taken1 >> 2) & NE))
  local open2 = ~(((taken2 & NE) << 2) | ((taken2 >> 2) & NE))
  if p == SILVER then
    kind_moves(list, SERRA, s1 & open1, s2 & open2, taken1, taken2, s1, s2, e1, e2, g1, g2)
  else
    kind_moves(list, EGG, e1 & open1, e2 & open2, taken1, taken2, s1, s2, e1, e2, g1, g2)
    kind_moves(list, GUARDIAN, g1 & open1, g2 & open2, taken1, taken2, s1, s2, e1, e2, g1, g2)
  end
  if list:count() == 0 then list:add(PASS) end
end

function moves(s, p, list)
  if get(s, "placing") > 0 then return setup_moves(s, list) end
  play_moves(s, p, list)
end

-- The ply cap, a silver win: silver has held out.
local function next_turn(s, p)
  if ply(s) + 1 - SETUP_PLIES >= PLY_CAP then return s:win(SILVER, "silver held out to the ply cap") end
  set_turn(s, 3 - p)
end

local function move(s, p, from, to)
  local c = top(s, from)
  put(s, c, to)
  local opposite = OPP[to]
  local across_piece = opposite and top(s, opposite)
  if across_piece and captured(KIND[c], KIND[across_piece]) then return s:win(SILVER, "a capture") end
  if WATERS[to] and KIND[c] == EGG and eggs_home(s) then return s:win(COPPER, "the eggs reached the water") end
  set(s, "passes", 0)
  next_turn(s, p)
end

-- Two passes in a row: nobody can move, and silver has held out.
local function pass(s, p)
  s:add("passes", 1)
  if s:get("passes") >= 2 then return s:win(SILVER, "two passes in a row") end
  next_turn(s, p)
end

local APPLY = {eggs = place_eggs, leave = leave, move = move, pass = pass}

function apply(s, p, action, a1, a2)
  APPLY[action](s, p, a1, a2)
end

-- For the search agents (not in the text): evaluate and prior, in bots.lua --------------------

evaluate, prior = bots.hooks{
  spaces = SPACES, opposite = OPP, corner = CORNER, waters = WATERS, starts = STARTS,
  kind = KIND, serra = SERRA, egg = EGG, guardian = GUARDIAN, eggs = EGGS, serras = SERRAS,
  serra_on_waters = rb.param("serra_on_waters"), ply_cap = PLY_CAP, setup_plies = SETUP_PLIES,
}
