-- a module whose table no rule keeps in a local
return {count = 0}
