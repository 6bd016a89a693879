-- There Will Be Porridge: the rules over the State, in the order of the text: materials,
-- setup, the action phase, the flow phase, the endgame, the roles; then the turn.
local rb = require "rulebook"
local village = require "village"  -- the board's arrows, paths and flow order, as tables
local progress = require "progress"  -- the team's progress, kept as the score (not in the text)
local bots = require "bots"  -- evaluate and prior for the search agents (not in the text)

-- Materials ------------------------------------------------------------------------------

local P = rb.players
local POT, DIRECTIONS, BESIDE_POT = village.POT, village.DIRECTIONS, village.BESIDE_POT
local ARROWS, PATHS, HAS_EXIT, EXIT_BIT = village.ARROWS, village.PATHS, village.HAS_EXIT, village.EXIT_BIT
local FLOW_ORDER = village.FLOW_ORDER
local GUESSES = {"N", "E", "S", "W", "all"}  -- Divination's answers, in the variable's order

local ROLE_NAMES = {"witch", "horseman", "fisherman", "carpenter"}  -- the `role` variable's order
local HORSEMAN, FISHERMAN = 2, 3
local PIECE, START = {}, {}
for r, name in ipairs(ROLE_NAMES) do
  PIECE[r] = rb.component(name)
  START[r] = rb.space(rb.attr(PIECE[r], "start"))
end

local DECK, DISCARD = rb.zone("flow_deck"), rb.zone("flow_discard")
local CARDS = rb.components{kind = "card"}
local CARD_DIR, CARD_TOKENS = {}, {}
for _, c in ipairs(CARDS) do CARD_DIR[c], CARD_TOKENS[c] = rb.attr(c, "dir"), rb.attr(c, "tokens") end

local ACTIONS_PER_TURN = rb.data.actions_per_turn
local ACTION_PHASE, SWIMMING = 1, 2  -- the `stage` variable
local STRICT = rb.param("empty_destination") == "always"

local end_turn, lose  -- defined below, in the text's order

-- The State's calls made on every ply, kept in locals: prop(s, x, "porridge") is
-- s:prop(x, "porridge").
local STATE = rb.state_methods()
local get, set, pget, prop, set_prop = STATE.get, STATE.set, STATE.pget, STATE.prop, STATE.set_prop
local space, set_turn, put, count = STATE.space, STATE.set_turn, STATE.put, STATE.count

local function role(s, p) return pget(s, p, "role") end
local function location(s, p) return space(s, PIECE[role(s, p)]) end

-- Every change of place goes through here, to keep the players' steps in the score.
local function relocate(s, piece, to)
  progress.shift(s, progress.steps_saved(space(s, piece), to))
  put(s, piece, to)
end

-- Setup ----------------------------------------------------------------------------------

-- Roles in the text's order, less the one left out with 3 players (reading 10).
local function roles_in_play()
  local roles = {}
  for r, name in ipairs(ROLE_NAMES) do
    if P == #ROLE_NAMES or name ~= rb.param("left_out") then roles[#roles + 1] = r end
  end
  return roles
end

-- Players take the roles in seating order, or at random as the text's role cards.
local function deal_roles(s)
  local roles, random = roles_in_play(), rb.param("roles") == "random"
  for p = 1, P do
    local k = (random and p < P) and s:random(P - p + 1) + p - 1 or p  -- role k among those left
    roles[p], roles[k] = roles[k], roles[p]
    s:pset(p, "role", roles[p])
    s:put(PIECE[roles[p]], START[roles[p]])
  end
end

-- The porridge starts from the board's attribute (6 on the Pot, 1 beside it).
function setup(s)
  deal_roles(s)
  for _, c in ipairs(CARDS) do
    s:put(c, DECK)
    s:set_face_down(c, true)
  end
  s:shuffle(DECK)
  s:set("active", 1)  -- the oldest player takes the first turn
  if role(s, 1) == HORSEMAN then s:set_prop(location(s, 1), "visited", 1) end
  local places = {}
  for p = 1, P do places[p] = location(s, p) end
  progress.count(s, places)
  s:set_turn(1)
end

-- Action phase ---------------------------------------------------------------------------

local function barred(s, path) return prop(s, path.tail, "barriers") & path.bit ~= 0 end

-- One step along a path, arrows ignored, barriers not crossed: a move, or a Ride. Reading 1:
-- a non-Fisherman on porridge steps only into a location with no porridge (with
-- empty_destination = always, never into porridge at all); the Fisherman goes anywhere.
local function add_steps(s, r, from, action, list)
  local anywhere = r == FISHERMAN or (not STRICT and prop(s, from, "porridge") == 0)
  for _, path in ipairs(PATHS[from]) do
    if not barred(s, path) and (anywhere or prop(s, path.to, "porridge") == 0) then list:add(action, path.to) end
  end
end

local function action_moves(s, r, here, list)
  if get(s, "actions") >= ACTIONS_PER_TURN then return end
  add_steps(s, r, here, "move", list)
  if prop(s, here, "porridge") > 0 then list:add("eat") end
end

local function step(s, p, to)
  local r = role(s, p)
  relocate(s, PIECE[r], to)
  if r == HORSEMAN then set_prop(s, to, "visited", 1) end
  set_turn(s, p)
end

local function move(s, p, to)
  s:add("actions", 1)
  step(s, p, to)
end

-- The team wins the moment the Pot is empty; no flow phase follows (Endgame 1).
local function eat(s, p)
  local here = location(s, p)
  local left, capacity = s:prop(here, "porridge") - 1, s:prop(here, "capacity")
  s:add("actions", 1)
  s:set("ate", 1)
  s:set_prop(here, "porridge", left)
  progress.shift(s, progress.cost(here, left + 1, capacity) - progress.cost(here, left, capacity))
  if here == POT and left == 0 then return s:end_team(true, "the pot is empty") end
  s:set_turn(p)
end

-- Flow phase -----------------------------------------------------------------------------

-- The discard pile is reshuffled when the deck runs out.
local function draw_card(s)
  if s:count(DECK) == 0 then
    for _, c in ipairs(s:contents(DISCARD)) do
      s:put(c, DECK)
      s:set_face_down(c, true)
    end
    s:shuffle(DECK)
  end
  local c = s:draw(DECK, DISCARD)
  s:set_face_down(c, false)
  return c
end

-- Reading 4: a right Divination (a Double N counts as N) stops the flow; otherwise
-- Influence turns any card, None and All included, into a single in its direction.
local function card_effect(s, c)
  local guess = s:get("divination")
  if guess > 0 and GUESSES[guess] == CARD_DIR[c] then return "none", 0 end
  local named = s:get("influence")
  if named > 0 then return DIRECTIONS[named], 1 end
  return CARD_DIR[c], CARD_TOKENS[c]
end

local function add_pending(s, x, n) set_prop(s, x, "pending", prop(s, x, "pending") + n) end

-- Players leave along an arrow out of the place, never one a barrier holds (reading 6).
local function can_leave(s, x)
  for _, a in ipairs(ARROWS[x]) do
    if not barred(s, a) then return true end
  end
  return false
end

-- Players still on a swept place swim one at a time, from the active player round.
local function next_swimmer(s, x)
  if count(s, x) == 0 or not can_leave(s, x) then return nil end
  local active = get(s, "active")
  for i = 0, P - 1 do
    local q = (active + i - 1) % P + 1
    if location(s, q) == x then return q end
  end
end

-- An overflow puts one token along every arrow; a barrier absorbs one and is removed.
local function spill(s, x)
  local bars = prop(s, x, "barriers")
  for _, a in ipairs(ARROWS[x]) do
    if bars & a.bit ~= 0 then bars = bars & ~a.bit else add_pending(s, a.to, 1) end
  end
  set_prop(s, x, "barriers", bars & ~EXIT_BIT)
end

-- The players in an overflowing place swim first (each a decision, marked by `swept`),
-- then the porridge spills; the Pot only sweeps its players away, on an All card.
local function overflow(s, x)
  local q = next_swimmer(s, x)
  set_prop(s, x, "swept", q and 1 or 0)
  if q then return q end
  if x ~= POT then spill(s, x) end
end

-- Reading 3: the tokens waiting at x, one at a time: taken below capacity, else an overflow,
-- as often as it takes; past an unbarred exit, defeat. Returns a swimmer who must decide.
local function settle(s, x)
  local pending = prop(s, x, "pending")
  if pending == 0 then return end
  local capacity, before = prop(s, x, "capacity"), prop(s, x, "porridge")
  local porridge, q = before, nil
  while pending > 0 and not q do
    pending = pending - 1
    if porridge < capacity then
      porridge = porridge + 1
    elseif HAS_EXIT[x] and prop(s, x, "barriers") & EXIT_BIT == 0 then
      set_prop(s, x, "porridge", porridge)
      return lose(s, x)
    else
      set_prop(s, x, "pending", pending)  -- the spill may wait for swimmers
      q = overflow(s, x)
    end
  end
  set_prop(s, x, "pending", pending)
  set_prop(s, x, "porridge", porridge)
  progress.shift(s, progress.cost(x, before, capacity) - progress.cost(x, porridge, capacity))
  return q
end

-- Every arrow points later in the flow order, so one pass places every token; a swimmer's
-- choice pauses the pass.
local function resolve_flow(s, order, from)
  for i = from, #order do
    local x = order[i]
    if prop(s, x, "pending") > 0 then
      local q = settle(s, x)
      if q then return set_turn(s, q) end
      if s:over() then return end
    end
  end
  end_turn(s)
end

-- Reading 5: players on the Pot are swept the card's way, unless a barrier bars that path.
local function sweep(s, d)
  if barred(s, village.POT_ARROW[d]) then return end
  local piece = s:top(POT)
  while piece do  -- a walk down the Pot, which builds no table
    local next_piece = s:below(piece)
    relocate(s, piece, BESIDE_POT[d])
    piece = next_piece
  end
end

-- Eating at least once earns one Power token, usable from the next turn (reading 9).
local function flow(s, p)
  if s:get("ate") == 1 then s:padd(p, "power", 1) end
  s:set("stage", SWIMMING)
  local dir, tokens = card_effect(s, draw_card(s))
  if dir == "none" then return end_turn(s) end
  if dir ~= "all" then
    sweep(s, dir)
    add_pending(s, BESIDE_POT[dir], tokens)
    return resolve_flow(s, village.DOWNSTREAM[dir], 1)
  end
  for _, d in ipairs(DIRECTIONS) do add_pending(s, BESIDE_POT[d], tokens) end
  local q = overflow(s, POT)  -- on All, each player on the Pot chooses a way (reading 5)
  if q then return s:set_turn(q) end
  resolve_flow(s, FLOW_ORDER, 1)
end

local function swim_moves(s, p, list)
  for _, a in ipairs(ARROWS[location(s, p)]) do
    if not barred(s, a) then list:add("swim", a.to) end
  end
end

-- Reading 6: if the place swum to overflows too, the swimmer swims again as it does.
local function swim(s, p, to)
  relocate(s, PIECE[role(s, p)], to)
  for i, x in ipairs(FLOW_ORDER) do
    if s:prop(x, "swept") == 1 then
      local q = overflow(s, x) or settle(s, x)
      if q then return s:set_turn(q) end
      if s:over() then return end
      return resolve_flow(s, FLOW_ORDER, i + 1)
    end
  end
  error("a swim with no overflow waiting for it")
end

-- Endgame --------------------------------------------------------------------------------

-- Porridge past an exit arrow: the villagers give up, the team loses (Endgame 2).
lose = function(s, x)
  s:set_prop(x, "breached", 1)
  s:end_team(false, "porridge past an exit")
end

-- Roles ----------------------------------------------------------------------------------

-- What each Power action costs, and the Carpenter's limits: game.yaml's data, so a variant
-- can change them.
local COST = rb.data.power_costs
local MAX_BARRIERS, MAX_EXTENSIONS = rb.data.carpenter.barriers_at_once, rb.data.carpenter.extensions_per_game
for _, action in ipairs({"divine", "influence", "ride", "fish", "barrier", "barrier_exit", "renovate"}) do
  assert(math.type(COST[action]) == "integer" and COST[action] >= 0,
    "data.power_costs." .. action .. " must be a whole number of Power, 0 or more")
end

local function pay(s, p, action) s:padd(p, "power", -COST[action]) end
local function affords(s, p, action) return pget(s, p, "power") >= COST[action] end

local function index_of(list, item)
  for i, v in ipairs(list) do
    if v == item then return i end
  end
end

-- The Witch: Divination (N, E, S, W or All) and Influence, each once a turn, before the draw.
local function witch_moves(s, p, _, list)
  if get(s, "divination") == 0 and affords(s, p, "divine") then
    for _, g in ipairs(GUESSES) do list:add("divine", g) end
  end
  if get(s, "influence") == 0 and affords(s, p, "influence") then
    for _, d in ipairs(DIRECTIONS) do list:add("influence", d) end
  end
end

local function divine(s, p, guess)
  pay(s, p, "divine")
  s:set("divination", index_of(GUESSES, guess))
  s:set_turn(p)
end

local function influence(s, p, d)
  pay(s, p, "influence")
  s:set("influence", index_of(DIRECTIONS, d))
  s:set_turn(p)
end

-- The Horseman: Chauffeur brings a player from any place he stood on this turn (reading 8);
-- Ride is one more step per Power token, not an action.
local function horseman_moves(s, p, here, list)
  for q = 1, P do
    local piece = q ~= p and PIECE[role(s, q)]
    local there = piece and space(s, piece)
    if there and there ~= here and prop(s, there, "visited") == 1 then list:add("carry", piece) end
  end
  if affords(s, p, "ride") then add_steps(s, HORSEMAN, here, "ride", list) end
end

local function carry(s, p, piece)
  relocate(s, piece, location(s, p))
  s:set_turn(p)
end

local function ride(s, p, to)
  pay(s, p, "ride")
  step(s, p, to)
end

-- The Fisherman moves freely through porridge (add_steps); Go Fish reels in anyone.
local function fisherman_moves(s, p, here, list)
  if not affords(s, p, "fish") then return end
  for q = 1, P do
    local piece = q ~= p and PIECE[role(s, q)]
    if piece and space(s, piece) ~= here then list:add("fish", piece) end
  end
end

local function fish(s, p, piece)
  pay(s, p, "fish")
  relocate(s, piece, location(s, p))
  s:set_turn(p)
end

-- The Carpenter: a barrier on any path touching his place, exits included (reading 7), one
-- per path and four on the board; an extension, one per place and four a game, not the Pot.
local function barriers_on_board(s)
  local n = 0
  for _, x in ipairs(FLOW_ORDER) do
    local bars = s:prop(x, "barriers")
    while bars ~= 0 do bars, n = bars & (bars - 1), n + 1 end  -- one per bit set
  end
  return n
end

local function extended(s, x) return s:prop(x, "capacity") > rb.attribute(x, "capacity") end

local function extensions_placed(s)
  local n = 0
  for _, x in ipairs(FLOW_ORDER) do
    if extended(s, x) then n = n + 1 end
  end
  return n
end

local function carpenter_moves(s, p, here, list)
  if affords(s, p, "barrier") and barriers_on_board(s) < MAX_BARRIERS then
    for _, path in ipairs(PATHS[here]) do
      if not barred(s, path) then list:add("barrier", path.to) end
    end
    if HAS_EXIT[here] and s:prop(here, "barriers") & EXIT_BIT == 0 then list:add("barrier_exit") end
  end
  if affords(s, p, "renovate") and here ~= POT and not extended(s, here) and extensions_placed(s) < MAX_EXTENSIONS then
    list:add("renovate")
  end
end

local function add_barrier(s, p, tail, bit, action)
  pay(s, p, action)
  s:set_prop(tail, "barriers", s:prop(tail, "barriers") | bit)
  s:set_turn(p)
end

local function barrier(s, p, toward)
  for _, path in ipairs(PATHS[location(s, p)]) do
    if path.to == toward then return add_barrier(s, p, path.tail, path.bit, "barrier") end
  end
end

local function barrier_exit(s, p) add_barrier(s, p, location(s, p), EXIT_BIT, "barrier_exit") end

local function renovate(s, p)
  local here = location(s, p)
  local porridge, capacity = s:prop(here, "porridge"), s:prop(here, "capacity")
  pay(s, p, "renovate")
  s:set_prop(here, "capacity", capacity + 1)
  progress.shift(s, progress.cost(here, porridge, capacity) - progress.cost(here, porridge, capacity + 1))
  s:set_turn(p)
end

local ROLE_MOVES = {witch_moves, horseman_moves, fisherman_moves, carpenter_moves}

-- The turn: actions and abilities, then the flow; swimmers decide as their place floods -----

end_turn = function(s)
  local p = get(s, "active")
  if role(s, p) == HORSEMAN then
    for _, x in ipairs(FLOW_ORDER) do set_prop(s, x, "visited", 0) end
  end
  local q = p % P + 1
  set(s, "active", q)
  set(s, "stage", ACTION_PHASE)
  set(s, "actions", 0)
  set(s, "ate", 0)
  set(s, "divination", 0)
  set(s, "influence", 0)
  if role(s, q) == HORSEMAN then set_prop(s, location(s, q), "visited", 1) end
  set_turn(s, q)
end

function moves(s, p, list)
  if get(s, "stage") == SWIMMING then return swim_moves(s, p, list) end
  local r = role(s, p)
  local here = space(s, PIECE[r])
  action_moves(s, r, here, list)
  ROLE_MOVES[r](s, p, here, list)
  list:add("flow")
end

local APPLY = {
  move = move, eat = eat, flow = flow, swim = swim,
  divine = divine, influence = influence, carry = carry, ride = ride, fish = fish,
  barrier = barrier, barrier_exit = barrier_exit, renovate = renovate,
}

function apply(s, p, action, a1)
  APPLY[action](s, p, a1)
end

-- For the search agents (not in the text): evaluate and prior, in bots.lua.
evaluate, prior = bots.hooks{
  location = location,
  role_piece = function(s, p) return PIECE[role(s, p)] end,
}
