-- Duel: both lay a card at once; the higher rank scores; the cards go back to the hands.
local rb = require "rulebook"

local ROUNDS = rb.param("rounds")

function setup(s)
  for _, c in ipairs(rb.components{kind = "card"}) do s:put(c, rb.zone("hand", rb.owner(c))) end
  s:set_turns{1, 2}
end

function moves(s, p, list)
  local c = s:top(rb.zone("hand", p))
  while c do
    list:add("lay", c)
    c = s:below(c)
  end
end

local function reveal(s)
  local red, blue = s:top(rb.zone("laid", 1)), s:top(rb.zone("laid", 2))
  local r, b = rb.attr(red, "rank"), rb.attr(blue, "rank")
  if r > b then s:set_score(1, s:score(1) + 1) elseif b > r then s:set_score(2, s:score(2) + 1) end
  s:put(red, rb.zone("hand", 1))
  s:put(blue, rb.zone("hand", 2))
  s:add("round", 1)
end

function apply(s, p, _, card)
  s:put(card, rb.zone("laid", p))
  local waiting = {}
  for q = 1, 2 do
    if s:count(rb.zone("laid", q)) == 0 then waiting[#waiting + 1] = q end
  end
  if #waiting > 0 then return s:set_turns(waiting) end
  reveal(s)
  if s:get("round") < ROUNDS then return s:set_turns{1, 2} end
  s:end_ranked({{s:score(1)}, {s:score(2)}}, "rounds played")
end
