-- Names: writes the one name "heat" into three lists over and over, so that all but the
-- first lookups of each come from the runtime's cache of names; `plain` uses the State's
-- methods as plain functions.
local rb = require "rulebook"
local pset = rb.state_methods().pset

function setup(s)
  s:set_turn(1)
end

function moves(s, p, list)
  list:add("write")
  list:add("misspell")
  list:add("plain")
end

function apply(s, p, action)
  if action == "plain" then
    rb.state_methods().pget = nil  -- a copy: the State keeps its method
    pset(s, p, "points", s:pget(p, "heat") + 1)
    return s:set_turn(1)
  end
  if action == "misspell" then
    s:pget(p, "heat")
    s:pget(p, "haet")
  end
  for round = 1, 3 do
    s:set_prop(1, "heat", 10 + round)
    s:pset(p, "heat", 20 + round)
    s:set("heat", 30 + round)
  end
  s:set_turn(1)
end
