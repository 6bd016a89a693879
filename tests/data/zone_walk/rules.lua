-- Walks the pile with s:top / s:below and compares the walk with s:contents.
local rb = require "rulebook"
local PILE = rb.zone("pile")
local CARDS = rb.components{kind = "card"}

function setup(s)
  for i = 1, #CARDS - 1 do s:put(CARDS[i], PILE) end
  local listed, n, same = s:contents(PILE), 0, 1
  local c = s:top(PILE)
  while c do
    n = n + 1
    if listed[n] ~= c then same = 0 end
    c = s:below(c)
  end
  s:set("walked", n)
  s:set("same", (same == 1 and n == #listed) and 1 or 0)
  s:set("nowhere", s:below(CARDS[#CARDS]) == nil and 1 or 0)
  s:set_turn(1)
end

function moves(s, p, list) list:add("pass") end
function apply(s, p, action) s:set_turn(1) end
