-- English draughts. Pieces are two space properties: stone (0 empty, else the owner) and
-- king. Each jump is one move; a piece that can jump again moves again (global `jumper`).
local rb = require "rulebook"

local MOVE = rb.action("move")
local ROWS = rb.data.rows_of_men
local EMPTY, THEIRS = rb.filter{props = {stone = 0}}, rb.filter{props = {stone = "opponent"}}
local MEN = rb.filter{props = {stone = "self", king = 0}}
local KINGS = rb.filter{props = {stone = "self", king = 1}}
local NORTH, SOUTH = rb.relation("n"), rb.relation("s")
local AHEAD = {NORTH, SOUTH}                            -- a man of p is crowned where this leads off
local FORWARD = {rb.directions{"ne", "nw"}, rb.directions{"se", "sw"}}
local ALL = rb.directions{"ne", "nw", "se", "sw"}
-- "can jump from here": one enemy piece next to it, then an empty square
local JUMP_ON = {rb.flank{dirs = FORWARD[1], run = THEIRS, close = EMPTY, max = 1},
                 rb.flank{dirs = FORWARD[2], run = THEIRS, close = EMPTY, max = 1}}
local KING_JUMP_ON = rb.flank{dirs = ALL, run = THEIRS, close = EMPTY, max = 1}

-- The square jumped over between two squares two diagonal steps apart.
local MIDDLE = {}
for _, sq in ipairs(rb.spaces()) do
  MIDDLE[sq] = {}
  for _, d in ipairs{"ne", "nw", "se", "sw"} do
    local mid = rb.step(sq, rb.relation(d))
    local to = mid and rb.step(mid, rb.relation(d))
    if to then MIDDLE[sq][to] = mid end
  end
end

function setup(s)
  for _, sq in ipairs(rb.spaces()) do
    local x, y = rb.attribute(sq, "x"), rb.attribute(sq, "y")
    if (x + y) % 2 == 0 and y <= ROWS then s:set_prop(sq, "stone", 1) end
    if (x + y) % 2 == 0 and y > 8 - ROWS then s:set_prop(sq, "stone", 2) end
  end
  s:set_turn(1)
end

function moves(s, p, list)
  local jumper = s:get("jumper")
  if jumper ~= 0 then   -- the rest of a multi-jump
    local dirs = s:prop(jumper, "king") == 1 and ALL or FORWARD[p]
    list:rays(MOVE, jumper, dirs, 2, 2, THEIRS, EMPTY)
    return
  end
  local jumps = list:slides_from(MOVE, MEN, FORWARD[p], 2, 2, THEIRS, EMPTY)
              + list:slides_from(MOVE, KINGS, ALL, 2, 2, THEIRS, EMPTY)
  if jumps == 0 then    -- captures are compulsory
    list:slides_from(MOVE, MEN, FORWARD[p], 1, 1, nil, EMPTY)
    list:slides_from(MOVE, KINGS, ALL, 1, 1, nil, EMPTY)
  end
end

function apply(s, p, _, from, to)
  local king = s:prop(from, "king")
  s:set_prop(from, "stone", 0)
  s:set_prop(from, "king", 0)
  s:set_prop(to, "stone", p)
  s:set_prop(to, "king", king)
  local crowned = king == 0 and rb.step(to, AHEAD[p]) == nil
  if crowned then s:set_prop(to, "king", 1) end
  local mid = MIDDLE[from][to]
  s:set("jumper", 0)
  if mid then
    s:set_prop(mid, "stone", 0)
    s:set_prop(mid, "king", 0)
    if not crowned and s:flanked(to, king == 1 and KING_JUMP_ON or JUMP_ON[p]) > 0 then
      s:set("jumper", to)
      return s:set_turn(p)
    end
  end
  local q = 3 - p
  if not s:has_moves(q) then return s:win(p, "no move left") end
  s:set_turn(q)
end
