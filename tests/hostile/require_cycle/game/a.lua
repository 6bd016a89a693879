local b = require "b"
return {}
