-- a module with a table of its own
return {count = 0}
