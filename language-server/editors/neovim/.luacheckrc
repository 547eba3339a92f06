-- luacheck configuration for the Neovim client (kopi.lua) and its headless test, at zero
-- warnings: .ci/run runs `luacheck language-server/editors/neovim` (Debian package lua-check).
-- Neovim's runtime is LuaJIT (Lua 5.1 with bit, jit, ...); its global `vim` is written to as well
-- as read (vim.b.did_ftplugin, vim.bo.filetype, vim.notify in the test), so it is a global here.
std = "luajit"
globals = { "vim" }
max_line_length = 120
-- Methods (Session:name) need not use self.
self = false
