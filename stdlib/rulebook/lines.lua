-- Lines of N in a row on a square board, for the search agents (evaluate and prior) of the
-- games won by making one: Tic-tac-toe, Connect Four, Line Up. A game's rules.lua writes
--   evaluate, prior, prior_all = require("rulebook.lines").hooks{length = 4, falls = "s", weights = rb.data.bots}
--
-- What a good position is: every window of `length` spaces in a row (along e, n, ne, nw) that
-- holds stones of one player only is worth more to that player the fuller it is; the player
-- to move who can complete a window wins, and one facing two completions they cannot both
-- stop loses. In a misere game (completing a line loses) the open windows count against
-- their owner.
-- What a good move is: completing a line, else blocking the opponent's, else one that joins
-- open windows, nearer the centre; with `falls`, never one that lets the opponent complete a
-- line on the space just above. In a misere game, never completing one's own line.
local rb = require "rulebook"

local lines = {}

local AXES = {"e", "n", "ne", "nw"}

-- Every window of `length` spaces in a row, and the windows through each space.
local function windows(length)
  local all, at = {}, {}
  for _, sp in ipairs(rb.spaces()) do at[sp] = {} end
  for _, sp in ipairs(rb.spaces()) do
    for _, axis in ipairs(AXES) do
      local w, cur = {sp}, sp
      for _ = 2, length do
        cur = cur and rb.step(cur, rb.relation(axis))
        w[#w + 1] = cur
      end
      if #w == length then
        all[#all + 1] = w
        for _, x in ipairs(w) do table.insert(at[x], w) end
      end
    end
  end
  return all, at
end

-- 1 at the board's centre, falling to 0 at its farthest corner.
local function centrality()
  local xs, ys, centre = {}, {}, {}
  local sx, sy, n = 0, 0, 0
  for i, sp in ipairs(rb.spaces()) do
    local name = rb.space_name(sp)
    xs[i], ys[i] = name:byte(1) - 96, tonumber(name:sub(2))
    sx, sy, n = sx + xs[i], sy + ys[i], n + 1
  end
  local cx, cy, far = sx / n, sy / n, 0
  for i in ipairs(xs) do far = math.max(far, math.abs(xs[i] - cx) + math.abs(ys[i] - cy)) end
  for i, sp in ipairs(rb.spaces()) do
    centre[sp] = far > 0 and 1 - (math.abs(xs[i] - cx) + math.abs(ys[i] - cy)) / far or 1
  end
  return centre
end

function lines.hooks(opts)
  local N, MISERE = opts.length, opts.misere
  local W = {}  -- the weights: line_growth, scale, sure, block_share, prior_win, prior_block, prior_gift, ...
  for k, v in pairs(opts.weights) do W[k] = tonumber(v) or error("weight " .. k .. " is not a number") end
  local WINDOWS, AT = windows(N)
  local CENTRE = centrality()
  local BELOW, ABOVE = {}, {}
  if opts.falls then
    for _, sp in ipairs(rb.spaces()) do
      BELOW[sp] = rb.step(sp, rb.relation(opts.falls))
      if BELOW[sp] then ABOVE[BELOW[sp]] = sp end
    end
  end
  local OWNER = {}
  for _, c in ipairs(rb.components{}) do OWNER[c] = rb.owner(c) end
  local VALUE = {}  -- VALUE[k]: a window holding k stones of one player only
  for k = 1, N do VALUE[k] = W.line_growth ^ (k - 1) end

  local function owner(s, sp)
    local c = s:top(sp)
    return c and OWNER[c] or 0
  end

  -- A space a stone may go next: empty, and resting on something when stones fall.
  local function playable(s, sp)
    if s:top(sp) then return false end
    local below = BELOW[sp]
    return not opts.falls or not below or s:top(below) ~= nil
  end

  -- The players' shares of the open windows, and for each the spaces completing a line now.
  local function survey(s)
    local score, first, second = {0, 0}, {}, {}
    for _, w in ipairs(WINDOWS) do
      local n1, n2, hole = 0, 0, nil
      for _, sp in ipairs(w) do
        local o = owner(s, sp)
        if o == 1 then n1 = n1 + 1 elseif o == 2 then n2 = n2 + 1 else hole = sp end
      end
      local q, k = (n2 == 0 and n1 > 0) and 1 or (n1 == 0 and n2 > 0) and 2 or nil, n1 + n2
      if q then
        score[q] = score[q] + VALUE[k]
        if k == N - 1 and playable(s, hole) then
          if not first[q] then first[q] = hole elseif first[q] ~= hole then second[q] = hole end
        end
      end
    end
    return score, first, second
  end

  local function evaluate(s, p)
    local o = 3 - p
    local score, first, second = survey(s)
    local edge = (score[p] - score[o]) / W.scale
    if MISERE then return 1 / (1 + math.exp(edge)) end
    local mover = s:turn()
    local other = mover and 3 - mover
    if mover and first[mover] then return mover == p and W.sure or 1 - W.sure end
    if mover and second[other] then return mover == p and 1 - W.sure or W.sure end
    return 1 / (1 + math.exp(-edge))
  end

  -- Every space's owner (0: empty), read once for all the moves of a decision.
  local SPACES = rb.spaces()
  local function board_of(s)
    local board = {}
    for i = 1, #SPACES do board[SPACES[i]] = owner(s, SPACES[i]) end
    return board
  end

  -- The windows through sp: does a stone of p there complete one, or stop one of o's?
  local function at_space(board, p, sp, skip)
    local wins, blocks, shape = false, false, 0
    for _, w in ipairs(AT[sp]) do
      local mine, theirs, has_skip = 0, 0, false
      for _, x in ipairs(w) do
        local own = board[x]
        if own == p then mine = mine + 1 elseif own ~= 0 then theirs = theirs + 1 end
        if x == skip then has_skip = true end
      end
      if not has_skip then
        if theirs == 0 then
          if mine == N - 1 then wins = true end
          shape = shape + VALUE[mine + 1]
        elseif mine == 0 then
          if theirs == N - 1 then blocks = true end
          shape = shape + W.block_share * VALUE[theirs + 1]
        end
      end
    end
    return wins, blocks, shape
  end

  local function judge(board, p, sp)
    local wins, blocks, shape = at_space(board, p, sp)
    if MISERE then return wins and W.prior_gift or 1 + W.prior_centre * CENTRE[sp] end
    if wins then return W.prior_win end
    if blocks then return W.prior_block end
    local above = ABOVE[sp]
    if above and select(1, at_space(board, 3 - p, above, sp)) then return W.prior_gift end
    return (1 + W.prior_centre * CENTRE[sp]) * (1 + shape / W.prior_shape)
  end

  -- One move (the space its stone goes to), or all of a decision's, the board read once.
  local function prior(s, p, _, sp) return judge(board_of(s), p, sp) end
  local function prior_all(s, p, list)
    local board, priors = board_of(s), {}
    for i = 1, list:count() do
      local _, sp = list:move(i)
      priors[i] = judge(board, p, sp)
    end
    return priors
  end

  return evaluate, prior, prior_all
end

return lines
