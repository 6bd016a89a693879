-- The village board as tables built once at load from the board's YAML: the arrows leaving
-- each location, the paths touching it, its exit, the flow order and the Pot's directions.
local rb = require "rulebook"

local village = {}
local SPACES = rb.spaces()
local POT = rb.space("pot")
village.POT = POT
village.DIRECTIONS = {"N", "E", "S", "W"}

-- "N" -> the Chapel ...: the Pot's arrows carry their compass label as a relation.
village.BESIDE_POT = {}
for _, d in ipairs(village.DIRECTIONS) do village.BESIDE_POT[d] = rb.step(POT, rb.relation(d)) end

-- A barrier is a bit of the `barriers` property on its arrow's tail: EXIT_BIT for the exit
-- arrow, 2, 4, 8, 16 for the 1st, 2nd, 3rd, 4th arrow in the board's edge order. A path is
-- {to, tail, bit}: where it leads from here, and the arrow it is.
village.EXIT_BIT = 1
local ARROWS, PATHS, HAS_EXIT = {}, {}, {}
for _, x in ipairs(SPACES) do
  ARROWS[x], PATHS[x], HAS_EXIT[x] = {}, {}, rb.attribute(x, "exit") > 0
end
for _, x in ipairs(SPACES) do
  for k, y in ipairs(rb.neighbors(x, rb.relation("out"))) do
    ARROWS[x][k] = {to = y, tail = x, bit = 1 << k}
    table.insert(PATHS[x], ARROWS[x][k])
    table.insert(PATHS[y], {to = x, tail = x, bit = 1 << k})
  end
end
village.ARROWS, village.PATHS, village.HAS_EXIT = ARROWS, PATHS, HAS_EXIT

village.POT_ARROW = {}  -- "N" -> the arrow from the Pot to the Chapel ...
for _, a in ipairs(ARROWS[POT]) do
  for _, d in ipairs(village.DIRECTIONS) do
    if village.BESIDE_POT[d] == a.to then village.POT_ARROW[d] = a end
  end
end

-- Every arrow points later in the flow order (ties in board order), so one pass over it
-- places every token of a flow; a loop of arrows would overflow for ever.
local function flow_order()
  local incoming, order = {}, {}
  for _, x in ipairs(SPACES) do incoming[x] = #rb.neighbors(x, rb.relation("in")) end
  for _ = 1, #SPACES do
    local next_x
    for _, x in ipairs(SPACES) do
      if incoming[x] == 0 then next_x = x break end
    end
    if not next_x then error("the village's arrows form a loop: an overflow would never end") end
    order[#order + 1], incoming[next_x] = next_x, -1
    for _, a in ipairs(ARROWS[next_x]) do incoming[a.to] = incoming[a.to] - 1 end
  end
  return order
end
village.FLOW_ORDER = flow_order()

-- The part of the flow order a token placed at `start` can reach.
local function downstream(start)
  local reached, part = {[start] = true}, {}
  for _, x in ipairs(village.FLOW_ORDER) do
    if reached[x] then
      part[#part + 1] = x
      for _, a in ipairs(ARROWS[x]) do reached[a.to] = true end
    end
  end
  return part
end
village.DOWNSTREAM = {}
for _, d in ipairs(village.DIRECTIONS) do village.DOWNSTREAM[d] = downstream(village.BESIDE_POT[d]) end

-- Steps from each location to the Pot, walking paths either way.
local function steps_to_pot()
  local steps, frontier = {[POT] = 0}, {POT}
  while #frontier > 0 do
    local further = {}
    for _, x in ipairs(frontier) do
      for _, path in ipairs(PATHS[x]) do
        if not steps[path.to] then steps[path.to], further[#further + 1] = steps[x] + 1, path.to end
      end
    end
    frontier = further
  end
  for _, x in ipairs(SPACES) do steps[x] = steps[x] or #SPACES end  -- cut off from the Pot
  return steps
end
village.STEPS_TO_POT = steps_to_pot()

return village
