-- Line Up: take turns placing a stone on an empty square; a line of `line` stones of
-- your colour in any direction wins; a full board is a draw.
local rb = require "rulebook"
local lines = require "rulebook.lines"  -- evaluate and prior for the search agents

local LINE = rb.param("line")
local SQUARES = rb.spaces()
local SUPPLY = {rb.zone("supply", 1), rb.zone("supply", 2)}
-- Each axis as its two opposite directions.
local AXES = {
  {rb.relation("n"), rb.relation("s")}, {rb.relation("e"), rb.relation("w")},
  {rb.relation("ne"), rb.relation("sw")}, {rb.relation("nw"), rb.relation("se")},
}

function setup(s)
  for p = 1, 2 do
    for _, stone in ipairs(rb.components{owner = p}) do s:put(stone, SUPPLY[p]) end
  end
  s:set_turn(1)
end

function moves(s, _, list)
  for _, square in ipairs(SQUARES) do
    if s:count(square) == 0 then list:add("place", square) end
  end
end

-- How many of p's stones follow `square` along `direction`.
local function run(s, p, square, direction)
  local n, at = 0, rb.step(square, direction)
  while at and s:count(at) > 0 and rb.owner(s:top(at)) == p do
    n, at = n + 1, rb.step(at, direction)
  end
  return n
end

local function makes_line(s, p, square)
  for _, axis in ipairs(AXES) do
    if 1 + run(s, p, square, axis[1]) + run(s, p, square, axis[2]) >= LINE then return true end
  end
  return false
end

function apply(s, p, _, square)
  s:put(s:top(SUPPLY[p]), square)
  s:add("placed", 1)
  if makes_line(s, p, square) then return s:win(p, "a line") end
  if s:get("placed") == #SQUARES then return s:end_draw("full board") end
  s:set_turn(s:next_player(p))
end

-- Why a move is not legal, for `rulebook why`.
function explain(s, _, _, square)
  if s:count(square) > 0 then return rb.space_name(square) .. " is taken" end
end

-- For the search agents: open lines, threats and the centre (stdlib/rulebook/lines.lua; weights in
-- game.yaml's data.bots).
evaluate, prior, prior_all = lines.hooks{length = LINE, weights = rb.data.bots}
