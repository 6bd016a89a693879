-- The heap on the table, for rules.lua: the squares and their neighbours, the cards on
-- each square (a pile, tokens standing on top), heights, and the strictly falling paths a
-- swoosh or a sliding card follows. No rule of play lives here.
local rb = require "rulebook"

local heap = {}

local P = rb.players
local SIZE = rb.param("table_size")

-- The State's busiest reads, kept in locals: top(s, sq) is s:top(sq).
local STATE = rb.state_methods()
local top, below, space = STATE.top, STATE.below, STATE.space

heap.SPACES = #rb.spaces()
heap.CARDS = rb.components{kind = "card"}

-- Player p's token; RANK: card -> 1 (A) .. 13 (K), token -> 0; SUIT: card -> suit name.
local TOKEN, IS_TOKEN, RANK, SUIT = {}, {}, {}, {}
for p = 1, P do
  TOKEN[p] = rb.components{kind = "token", owner = p}[1]
  IS_TOKEN[TOKEN[p]] = true
  RANK[TOKEN[p]] = 0
end
for _, c in ipairs(heap.CARDS) do
  RANK[c] = rb.attr(c, "rank")
  SUIT[c] = rb.attr(c, "suit")
end
heap.TOKEN, heap.RANK, heap.SUIT = TOKEN, RANK, SUIT

-- The table as flat arrays, 0 off the table: NESW neighbours (4 per square, from 4 * sq - 3)
-- and all 8 neighbours (from 8 * sq - 7: NESW, then NE, SE, SW, NW).
local ORTHO, AROUND = {}, {}
do
  local rel = {}
  for _, d in ipairs{"n", "e", "s", "w", "ne", "se", "sw", "nw"} do rel[d] = rb.relation(d) end
  for _, sq in ipairs(rb.spaces()) do
    for k, d in ipairs{"n", "e", "s", "w", "ne", "se", "sw", "nw"} do
      AROUND[8 * (sq - 1) + k] = rb.step(sq, rel[d]) or 0
      if k <= 4 then ORTHO[4 * (sq - 1) + k] = AROUND[8 * (sq - 1) + k] end
    end
  end
end
heap.ORTHO, heap.AROUND = ORTHO, AROUND

-- The 9 piles on the centre of the table (g7..i9 on 15x15), in reading order (reading 1).
heap.PILES = {}
do
  local mid = (SIZE + 1) // 2
  for row = mid + 1, mid - 1, -1 do
    for col = mid - 1, mid + 1 do heap.PILES[#heap.PILES + 1] = rb.space(string.char(96 + col) .. row) end
  end
end

-- Heights ------------------------------------------------------------------------------------

-- A = 1 .. K = 13 from the top card, 0 for bedrock, -1 off the table (square 0). Under a
-- token the first card is read. Reading a height is cheap, so move generation reads each
-- square again where it needs it instead of keeping a memo table per call.
local function height(s, sq)
  if sq == 0 then return -1 end
  local t = top(s, sq)
  if not t then return 0 end
  local r = RANK[t]
  if r > 0 then return r end
  repeat t = below(s, t) until not t or RANK[t] > 0  -- the first card under the tokens
  return t and RANK[t] or 0
end
heap.height = height

-- The heights of sq's NESW neighbours, in that order.
function heap.ortho_heights(s, sq)
  local k = 4 * sq - 4
  return height(s, ORTHO[k + 1]), height(s, ORTHO[k + 2]), height(s, ORTHO[k + 3]), height(s, ORTHO[k + 4])
end

-- A bedrock square beside the heap touches a pile, diagonals included (reading 1).
function heap.beside_heap(s, sq)
  for k = 8 * sq - 7, 8 * sq do
    if height(s, AROUND[k]) > 0 then return true end
  end
  return false
end

function heap.pile_beside(s, sq)
  for k = 4 * sq - 3, 4 * sq do
    if height(s, ORTHO[k]) > 0 then return true end
  end
  return false
end

-- Squares a slide has reached, relative to its origin o: one bit each in a 7x7 window
-- around o (an integer mask), a table made only for a slide that goes further (rare).
local ROW, COL = {}, {}
for _, sq in ipairs(rb.spaces()) do
  local name = rb.space_name(sq)
  COL[sq], ROW[sq] = name:byte(1) - 96, tonumber(name:sub(2))
end

-- WINDOW[o][y]: y's bit in o's window (bit 7 x (row - o's row + 3) + column - o's column
-- + 3), nil outside it; worked out once here, since a slide asks for every square it meets.
local WINDOW = {}
do
  local at = {}  -- 100 x row + column -> square
  for _, sq in ipairs(rb.spaces()) do at[100 * ROW[sq] + COL[sq]] = sq end
  for _, o in ipairs(rb.spaces()) do
    local window = {}
    for dr = 0, 6 do
      for dc = 0, 6 do
        local y = at[100 * (ROW[o] + dr - 3) + COL[o] + dc - 3]
        if y then window[y] = 1 << (dr * 7 + dc) end
      end
    end
    WINDOW[o] = window
  end
end

local function bit_of(o, y) return WINDOW[o][y] end
heap.bit_of = bit_of

local function reached(o, y, mask, far)
  local b = bit_of(o, y)
  if b then return mask & b ~= 0 end
  return far ~= nil and far[y] == true
end

local function mark(o, y, mask, far)
  local b = bit_of(o, y)
  if b then return mask | b, far end
  far = far or {}
  far[y] = true
  return mask, far
end

-- Every square a NESW path of strictly falling heights reaches from `from` (of height h; a
-- swoosh, or a card's slide), once each, handed to visit(s, list, a, y) in the order found.
-- Returns the updated mask and far table. The busiest loop of move generation: reached,
-- mark and height are written out in it (a token on top reads the full height()), so a
-- change to any of those three is made here too.
local function slide(s, o, from, h, mask, far, visit, list, a)
  if h == 0 then return mask, far end
  local window = WINDOW[o]
  for k = 4 * from - 3, 4 * from do
    local y = ORTHO[k]
    if y > 0 then
      local b = window[y]
      local seen
      if b then seen = mask & b ~= 0 else seen = far ~= nil and far[y] == true end
      if not seen then
        local t = top(s, y)
        local hy = t and RANK[t] or 0
        if hy == 0 and t then hy = height(s, y) end
        if hy < h then
          if b then
            mask = mask | b
          else
            far = far or {}
            far[y] = true
          end
          visit(s, list, a, y)
          mask, far = slide(s, o, y, hy, mask, far, visit, list, a)
        end
      end
    end
  end
  return mask, far
end
heap.slide, heap.mark, heap.reached = slide, mark, reached

-- Tokens -------------------------------------------------------------------------------------

local function spot(s, p) return space(s, TOKEN[p]) end
heap.spot = spot

-- How many tokens stand on sq.
function heap.tokens_on(s, sq)
  local n = 0
  for q = 1, P do
    if spot(s, q) == sq then n = n + 1 end
  end
  return n
end

function heap.someone_on(s, sq)
  for q = 1, P do
    if spot(s, q) == sq then return true end
  end
  return false
end

local function lift_tokens(s, sq)
  for q = 1, P do
    if spot(s, q) == sq then s:put(TOKEN[q], sq) end
  end
end

-- Piles ---------------------------------------------------------------------------------------

local function top_card(s, sq)
  local t = top(s, sq)
  while t and IS_TOKEN[t] do t = below(s, t) end
  return t
end
heap.top_card = top_card

-- The card just under the top card, tokens aside.
function heap.second_card(s, sq)
  local seen, c = false, s:top(sq)
  while c do
    if not IS_TOKEN[c] then
      if seen then return c end
      seen = true
    end
    c = s:below(c)
  end
end

-- Only top cards lie face up: the card beneath a new top card turns face down, and the card
-- a taken top card leaves on top turns face up.
function heap.place_on_top(s, c, sq)
  local old = top_card(s, sq)
  if old then s:set_face_down(old, true) end
  s:put(c, sq)
  s:set_face_down(c, false)
  lift_tokens(s, sq)
end

function heap.turn_up(s, sq)
  local t = top_card(s, sq)
  if t then s:set_face_down(t, false) end
end

-- Buried cards lie face down at the bottom of the pile, or just under its top card.
function heap.bury_under(s, c, sq, under_top)
  s:set_face_down(c, true)
  if not under_top then return s:put(c, sq, "bottom") end
  local old_top = top_card(s, sq)
  s:put(c, sq)
  s:put(old_top, sq)
  lift_tokens(s, sq)
end

return heap
