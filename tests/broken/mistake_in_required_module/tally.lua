-- The runners' hop counts.
local M = {}

function M.count(s, p)
  s:padd(p, "hop", 1)
  s:set_trun(s:turn())
end

return M
