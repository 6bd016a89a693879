-- Profiler tests: busy() (its loop lines 4-7) takes the time, inside s:has_moves's call.
local function busy(n)
  local x = 0
  for i = 1, n do
    x = (x + i * 7) % 1000003
    x = (x * 3 + i) % 1000033
  end
  return x
end

function moves(s, p, list)
  if busy(3000) >= 0 then list:add("pass") end
end

function apply(s, p, action)
  if s:has_moves(1) then s:set_turn(1) end
end

function setup(s) s:set_turn(1) end
