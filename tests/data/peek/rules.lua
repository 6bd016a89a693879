-- Peek: one guess after another at the top card of a hidden deck; the score says whether
-- the last guess was right.
local rb = require "rulebook"

local DECK = rb.zone("deck")

function setup(s)
  for _, c in ipairs(rb.components{kind = "card"}) do s:put(c, DECK) end
  s:shuffle(DECK)
  s:set_turn(1)
end

function moves(_, _, list)
  for rank = 1, 3 do list:add("guess", tostring(rank)) end
end

function apply(s, p, _, rank)
  s:set_score(p, rb.attr(s:top(DECK), "rank") == tonumber(rank) and 1 or 0)
  s:set_turn(p)
end
