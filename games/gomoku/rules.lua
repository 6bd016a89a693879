-- Gomoku: the rules over the State. game.yaml declares the freestyle turn (a stone onto an
-- empty point, five or more in a row, a full board); only the exact-five rule needs Lua.
local rb = require "rulebook"

local LINE = rb.param("line")
local EXACT = rb.param("exact")
local POINTS = #rb.spaces()

-- Black (player 1) starts ---------------------------------------------------------------------

function setup(s)
  s:set_turn(1)
end

-- Exact five: a line of exactly `line` stones wins, an overline does not --------------------------
-- Each axis on its own, so that a six on one axis cannot hide a five on another.
local AXES = {
  rb.axes{{"e", "w"}}, rb.axes{{"n", "s"}}, rb.axes{{"ne", "sw"}}, rb.axes{{"nw", "se"}},
}
local STONE_OF = {rb.filter{has = {owner = 1}}, rb.filter{has = {owner = 2}}}

local function makes_exact_line(s, p, point)
  for _, axis in ipairs(AXES) do
    if s:line(point, axis, STONE_OF[p]) == LINE then return true end
  end
  return false
end

if EXACT then
  function apply(s, p, _, point)
    if makes_exact_line(s, p, point) then return s:win(p, "exactly five") end
    if s:ply() + 1 == POINTS then return s:end_draw("full board") end  -- one stone a ply
    s:set_turn(s:next_player(p))
  end
end

-- Why a move is not legal, for `rulebook why`.
function explain(s, _, _, point)
  if s:count(point) > 0 then return rb.space_name(point) .. " is taken" end
end
