-- Names: writes the one name "heat" into three lists over and over, so that all but the
-- first lookups of each come from the runtime's cache of names.
function setup(s)
  s:set_turn(1)
end

function moves(s, p, list)
  list:add("write")
  list:add("misspell")
end

function apply(s, p, action)
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
