-- Drives kopi.lua in a headless Neovim (run by kopi.server.NeovimHeadlessTest):
--   KOPI_PLUGIN=.../kopi.lua KOPI_CMD="java<TAB>-cp<TAB>...<TAB>lsp" KOPI_FILE=demo.kawa \
--   KOPI_REPORT=report.json nvim --headless -u NONE -c 'luafile headless.lua'
-- It opens KOPI_FILE, waits for the client and the diagnostics, runs :KopiEval on lines 2 and 3
-- and writes what it saw (virtual texts, diagnostics, output) as JSON to KOPI_REPORT.

local report = { steps = {} }

local function step(name)
  table.insert(report.steps, name)
end

local function finish(code)
  local file = io.open(os.getenv('KOPI_REPORT'), 'w')
  file:write(vim.fn.json_encode(report))
  file:close()
  vim.cmd((code == 0 and 'qall!') or 'cquit! ' .. code)
end

local function wait(what, timeout, condition)
  if not vim.wait(timeout, condition, 50) then
    error('timed out after ' .. timeout .. ' ms waiting for ' .. what)
  end
end

local ok, problem = pcall(function()
  local kopi = dofile(os.getenv('KOPI_PLUGIN'))
  package.loaded.kopi = kopi
  kopi.setup({ cmd = vim.split(os.getenv('KOPI_CMD'), '\t', { plain = true }) })
  step('setup')

  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('KOPI_FILE')))
  local buffer = vim.api.nvim_get_current_buf()
  report.filetype = vim.bo.filetype
  wait('the client to attach', 30000, function()
    return #vim.lsp.buf_get_clients(buffer) > 0
  end)
  step('attached')

  wait('diagnostics', 60000, function()
    return #vim.diagnostic.get(buffer) > 0
  end)
  report.diagnostics = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(report.diagnostics, { line = diagnostic.lnum, message = diagnostic.message })
  end
  step('diagnostics')

  -- The form under the cursor on line 2, then on line 3, each waited for.
  for _, line in ipairs({ 1, 2 }) do
    vim.api.nvim_win_set_cursor(0, { line, 1 })
    local before = #kopi.results(buffer)
    vim.cmd('KopiEval')
    wait('the result of line ' .. line, 60000, function()
      return #kopi.results(buffer) > before
    end)
  end
  -- A visual selection of line 3's (* 4 5).
  vim.api.nvim_win_set_cursor(0, { 3, 0 })
  vim.cmd('normal! f(vf)')
  vim.cmd("execute \"normal! \\<Esc>\"")
  local before = #kopi.results(buffer)
  vim.cmd("'<,'>KopiEval")
  wait('the result of the selection', 60000, function()
    return #kopi.results(buffer) > before
  end)
  report.results = kopi.results(buffer)
  step('evaluated')
end)

if not ok then
  report.error = tostring(problem)
  finish(1)
else
  finish(0)
end
