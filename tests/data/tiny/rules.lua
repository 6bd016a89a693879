-- Tiny: rules small enough to reason about in unit tests.
local rb = require "rulebook"

local P = rb.players
local EMPTY = rb.filter{empty = true}
local HAND, STONES, CARDS = {}, {}, {}
for p = 1, P do
  HAND[p] = rb.zone("hand", p)
  STONES[p] = rb.components{kind = "stone", owner = p}
  CARDS[p] = rb.components{kind = "card", owner = p}
end
local PILE = rb.zone("pile")
local SPACES = rb.spaces()

function setup(s)
  for p = 1, P do
    for _, c in ipairs(CARDS[p]) do s:put(c, HAND[p]) end
    s:pset(p, "secret", 7 * p)
  end
  s:set_turn(1)
end

local function free_stone(s, p)
  for _, c in ipairs(STONES[p]) do
    if not s:zone(c) then return c end
  end
end

function moves(s, p, list)
  if s:get("voting") == 1 then
    if s:pget(p, "voted") == 0 then
      list:add("vote", "red")
      list:add("vote", "blue")
    end
    return
  end
  if free_stone(s, p) then
    for _, sq in ipairs(SPACES) do
      if s:count(sq) == 0 then list:add("place", sq) end
    end
  end
  for _, c in ipairs(s:contents(HAND[p])) do list:add("discard", c) end
  list:add("roll")
  list:add("call")
  list:add("resign")
end

local function vote(s, p, colour)
  s:pset(p, "voted", 1)
  if colour == "red" then s:add("red_votes", 1) end
  local waiting = {}
  for q = 1, P do
    if s:pget(q, "voted") == 0 then waiting[#waiting + 1] = q end
  end
  if #waiting > 0 then return s:set_turns(waiting) end
  s:set("voting", 0)
  for q = 1, P do s:pset(q, "voted", 0) end
  s:set_turn(1)
end

function apply(s, p, action, a1)
  if action == "vote" then return vote(s, p, a1) end
  if action == "resign" then return s:win(s:next_player(p)) end
  if action == "call" then
    s:set("voting", 1)
    return s:set_turns{1, 2}
  end
  if action == "place" then
    s:put(free_stone(s, p), a1)
    s:add("placed", 1)
    s:padd(p, "points", 1)
  elseif action == "discard" then
    s:put(a1, PILE)
    s:set_face_down(a1, true)
    s:reveal(a1, p)
  elseif action == "roll" then
    s:set("last_roll", (s:roll("die")))
    s:set("last_random", s:random(4))
  end
  s:set_turn(s:next_player(p))
end
