local a = require "a"
return {}
