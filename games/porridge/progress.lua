-- Not in the text: the team's progress, shown as every player's score and maximised by the
-- greedy agent: 20 per token eaten from the Pot, less 1 per token elsewhere (2 in a place at
-- capacity, which overflows with the next one), less 1 per step between a player and the Pot.
local rb = require "rulebook"
local village = require "village"

local progress = {}
local P, POT, STEPS_TO_POT = rb.players, village.POT, village.STEPS_TO_POT
local STATE = rb.state_methods()  -- kept in locals: score(s, 1) is s:score(1)
local score, set_score = STATE.score, STATE.set_score
local POT_START, POT_TOKEN = rb.attribute(POT, "porridge"), 20

-- What the porridge at x takes off the progress (on the Pot, the eaten tokens add to it).
function progress.cost(x, porridge, capacity)
  if x == POT then return -POT_TOKEN * (POT_START - porridge) end
  return porridge < capacity and porridge or 2 * porridge
end

-- Counted in full once, at setup, from the porridge and the players' places.
function progress.count(s, places)
  local total = 0
  for _, x in ipairs(village.FLOW_ORDER) do
    total = total - progress.cost(x, s:prop(x, "porridge"), s:prop(x, "capacity"))
  end
  for _, x in ipairs(places) do total = total - STEPS_TO_POT[x] end
  for p = 1, P do s:set_score(p, total) end
end

-- Then every move, meal, token and extension shifts it by what it changes.
function progress.shift(s, change)
  if change == 0 then return end
  local total = score(s, 1) + change
  for p = 1, P do set_score(s, p, total) end
end

function progress.steps_saved(from, to) return STEPS_TO_POT[from] - STEPS_TO_POT[to] end

return progress
