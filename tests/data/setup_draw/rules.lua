-- setup() draws the deck's top card into the hand: a chance call that leaves the generator alone.
local rb = require "rulebook"
local DECK, HAND = rb.zone("deck"), rb.zone("hand")
local CARDS = rb.components{kind = "card"}

function setup(s)
  for i = #CARDS, 1, -1 do s:put(CARDS[i], DECK) end
  s:draw(DECK, HAND)
  s:set_turn(1)
end

function moves(_, _, list) list:add("pass") end
function apply(s, p) s:set_turn(3 - p) end
