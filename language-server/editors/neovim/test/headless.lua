-- Drives kopi.lua in a headless Neovim as a user has it (run by kopi.server.NeovimEditorIT):
-- the plugin is in ~/.config/nvim/lua/kopi.lua and ~/.config/nvim/init.lua calls setup as the
-- README says, so Neovim's own filetype, syntax and indent scripts are on, as for a user. Run as
--   XDG_CONFIG_HOME=... KOPI_PROJECT=dir KOPI_REPORT=report.json nvim --headless -c 'luafile headless.lua'
-- Every scenario is done through what a user types (commands, K, <C-]>, <C-x><C-o>) and records
-- what Neovim then shows (diagnostics, floats, virtual text, buffers, messages) in KOPI_REPORT as
-- JSON; the Java side checks it. A scenario that throws records its error and the next one runs.

local report = { scenarios = {}, messages = {} }
local project = os.getenv('KOPI_PROJECT')

local function finish()
  local file = io.open(os.getenv('KOPI_REPORT'), 'w')
  file:write(vim.fn.json_encode(report))
  file:close()
  vim.cmd('qall!')
end

local function wait(what, timeout, condition)
  if not vim.wait(timeout, condition, 50) then
    error('timed out after ' .. timeout .. ' ms waiting for ' .. what)
  end
end

-- The messages the plugin gives through vim.notify, as the user would read them.
local notify = vim.notify
vim.notify = function(message, level, opts)
  table.insert(report.messages, { text = tostring(message), level = level or vim.log.levels.INFO })
  return notify(message, level, opts)
end

local function messages_since(count)
  local found = {}
  for index = count + 1, #report.messages do
    table.insert(found, report.messages[index].text)
  end
  return found
end

local function scenario(name, body)
  local started = vim.loop.hrtime()
  local seen = {}
  local ok, problem = pcall(body, seen)
  seen.ms = math.floor((vim.loop.hrtime() - started) / 1e6)
  if not ok then
    seen.error = tostring(problem)
  end
  report.scenarios[name] = seen
end

local function open(name)
  vim.cmd('edit ' .. vim.fn.fnameescape(project .. '/' .. name))
  local buffer = vim.api.nvim_get_current_buf()
  wait('the client to attach to ' .. name, 30000, function()
    return #vim.lsp.buf_get_clients(buffer) > 0
  end)
  return buffer
end

local function line_of(buffer, pattern)
  for index, text in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
    if text:find(pattern, 1, true) then
      return index
    end
  end
  error('no line with ' .. pattern)
end

local function diagnostics(buffer)
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(found, string.format('%d:%d-%d:%d %s', diagnostic.lnum, diagnostic.col, diagnostic.end_lnum,
      diagnostic.end_col, diagnostic.message))
  end
  table.sort(found)
  return found
end

--- Runs :KopiEval (with `range`, e.g. "'<,'>") and waits for a new virtual text in `buffer`.
local function eval_and_wait(buffer, range, timeout)
  local kopi = require('kopi')
  local before = vim.inspect(kopi.results(buffer))
  vim.cmd((range or '') .. 'KopiEval')
  wait('an evaluation result', timeout or 60000, function()
    return vim.inspect(kopi.results(buffer)) ~= before
  end)
end

local function result_on(buffer, line)
  for _, result in ipairs(require('kopi').results(buffer)) do
    if result.line == line then
      return result.text
    end
  end
  return nil
end

--- The text of the floating windows open now.
local function floats()
  local texts = {}
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(window).relative ~= '' then
      local lines = vim.api.nvim_buf_get_lines(vim.api.nvim_win_get_buf(window), 0, -1, false)
      table.insert(texts, table.concat(lines, '\n'))
    end
  end
  return texts
end

local function close_floats()
  for _, window in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_config(window).relative ~= '' then
      vim.api.nvim_win_close(window, true)
    end
  end
end

local function syntax_at(line, col)
  return vim.fn.synIDattr(vim.fn.synIDtrans(vim.fn.synID(line, col, 1)), 'name') .. '/'
    .. vim.fn.synIDattr(vim.fn.synID(line, col, 1), 'name')
end

local ok, problem = pcall(function()
  local kawa, scm

  scenario('kawa-file', function(seen)
    kawa = open('demo.kawa')
    seen.filetype = vim.bo.filetype
    wait('the borrowed scheme settings', 5000, function()
      return vim.bo.syntax == 'scheme'
    end)
    seen.syntax = vim.bo.syntax
    seen.lisp = vim.bo.lisp
    seen.define_highlight = syntax_at(1, 2)
  end)

  scenario('diagnostics', function(seen)
    wait('diagnostics', 60000, function()
      return #vim.diagnostic.get(kawa) > 0
    end)
    seen.diagnostics = diagnostics(kawa)
  end)

  scenario('scm-file', function(seen)
    scm = open('lib.scm')
    seen.filetype = vim.bo.filetype
    seen.syntax = vim.b.current_syntax
    seen.lisp = vim.bo.lisp
    seen.define_highlight = syntax_at(2, 2)
    seen.omnifunc = vim.bo.omnifunc
    seen.tagfunc = vim.bo.tagfunc
    seen.k_mapped_here = vim.fn.maparg('K', 'n', false, true).buffer == 1
    -- Lisp indentation of a form typed flat.
    local last = vim.api.nvim_buf_line_count(scm)
    vim.api.nvim_buf_set_lines(scm, last, last, false, { '(define (indent-me x)', '(let ((y 1))', '(+ x', 'y)))' })
    vim.cmd(string.format('normal! %dGV%dG=', last + 1, last + 4))
    seen.indented = vim.api.nvim_buf_get_lines(scm, last, last + 4, false)
    vim.api.nvim_buf_set_lines(scm, last, last + 4, false, {})
    wait('the diagnostics of lib.scm', 60000, function()
      return #vim.diagnostic.get(scm) > 0
    end)
    seen.diagnostics = diagnostics(scm)
  end)

  scenario('hover', function(seen)
    vim.api.nvim_win_set_cursor(0, { line_of(scm, '(sum-squares 3 4)'), 1 })
    close_floats()
    vim.cmd('normal K')
    wait('a hover window', 30000, function()
      return #floats() > 0
    end)
    seen.floats = floats()
    close_floats()
  end)

  --- Types `keys` on a new last line and <C-x><C-o>; gives the words offered and the line then.
  local function complete(keys)
    local last = vim.api.nvim_buf_line_count(scm)
    vim.api.nvim_win_set_cursor(0, { last, 0 })
    local words
    -- The omnifunc answers asynchronously: Insert mode stays on ('!') while a timer watches for
    -- the proposals; it takes the first with <C-y> when there is a menu (a single proposal is
    -- inserted at once, without one) and leaves Insert mode.
    local timer = vim.loop.new_timer()
    local waited = 0
    timer:start(100, 100, vim.schedule_wrap(function()
      waited = waited + 100
      local items = vim.fn.complete_info({ 'items' }).items
      if #items > 0 or waited > 30000 then
        timer:stop()
        words = {}
        for _, item in ipairs(items) do
          table.insert(words, item.word)
        end
        local accept = vim.fn.pumvisible() == 1 and '<C-y><Esc>' or '<Esc>'
        vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(accept, true, false, true), 'n', false)
      end
    end))
    vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes('o' .. keys .. '<C-x><C-o>', true, false, true), 'nx!', false)
    wait('the completion', 35000, function()
      return words ~= nil
    end)
    local line = vim.api.nvim_get_current_line()
    vim.cmd('silent! undo')
    return words, line
  end

  scenario('completion', function(seen)
    seen.words, seen.line = complete('(sum-')
    seen.member_words, seen.member_line = complete('(java.lang.Math:ab')
  end)

  scenario('definition', function(seen)
    local use = line_of(scm, '(sum-squares 3 4)')
    vim.api.nvim_win_set_cursor(0, { use, 2 })
    vim.cmd('execute "normal \\<C-]>"')
    seen.line = vim.api.nvim_win_get_cursor(0)[1]
    seen.text = vim.api.nvim_get_current_line()
  end)

  scenario('eval', function(seen)
    vim.cmd('buffer ' .. kawa)
    -- The form under the cursor on lines 1 and 2, then the selection (* 4 5) of line 3.
    for _, line in ipairs({ 1, 2 }) do
      vim.api.nvim_win_set_cursor(0, { line, 1 })
      eval_and_wait(kawa)
    end
    vim.api.nvim_win_set_cursor(0, { 3, 0 })
    vim.cmd('normal! f(vf)')
    vim.cmd('execute "normal! \\<Esc>"')
    eval_and_wait(kawa, "'<,'>")
    seen.results = require('kopi').results(kawa)
  end)

  scenario('eval-after-emoji', function(seen)
    local line = line_of(kawa, '(+ 1 2)')
    local text = vim.api.nvim_buf_get_lines(kawa, line - 1, line, false)[1]
    -- The cursor on (+ 1 2), after four emoji: UTF-16 counts each as two.
    vim.api.nvim_win_set_cursor(0, { line, (text:find('(+', 1, true)) - 1 })
    eval_and_wait(kawa)
    seen.cursor_form = result_on(kawa, line - 1)
    -- The selection of (* 6 7), also after the emoji.
    local from = (text:find('(* 6 7)', 1, true)) - 1
    vim.api.nvim_win_set_cursor(0, { line, from })
    vim.cmd('normal! v6l')
    vim.cmd('execute "normal! \\<Esc>"')
    eval_and_wait(kawa, "'<,'>")
    seen.selection = result_on(kawa, line - 1)
  end)

  scenario('load-and-output', function(seen)
    vim.cmd('buffer ' .. scm)
    local count = #report.messages
    vim.cmd('KopiLoad')
    wait('the load message', 60000, function()
      for _, text in ipairs(messages_since(count)) do
        if text:find('load') then
          return true
        end
      end
      return false
    end)
    seen.messages = messages_since(count)
    vim.cmd('KopiOutput')
    seen.output_buffer = vim.api.nvim_buf_get_name(0)
    wait('the printed output', 10000, function()
      return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), '\n'):find('loaded lib') ~= nil
    end)
    seen.output = vim.api.nvim_buf_get_lines(0, 0, -1, false)
    vim.cmd('close')
  end)

  scenario('interrupt', function(seen)
    vim.cmd('buffer ' .. kawa)
    local line = line_of(kawa, '(let spin')
    vim.api.nvim_win_set_cursor(0, { line, 1 })
    vim.cmd('KopiEval')
    -- Give the loop time to start running in the worker.
    vim.wait(1500, function()
      return false
    end)
    local count = #report.messages
    vim.cmd('KopiInterrupt')
    wait('the interrupted evaluation', 30000, function()
      return result_on(kawa, line - 1) ~= nil
    end)
    seen.result = result_on(kawa, line - 1)
    wait('the interrupt message', 10000, function()
      return #messages_since(count) > 0
    end)
    seen.messages = messages_since(count)
  end)

  scenario('reset', function(seen)
    -- The session knows lib.scm's definitions after :KopiLoad; the selection `loaded-value`
    -- evaluates to 99 before the reset and is unbound after it.
    vim.cmd('buffer ' .. kawa)
    local line = line_of(kawa, 'loaded-value')
    vim.api.nvim_win_set_cursor(0, { line, 0 })
    vim.cmd('normal! V')
    vim.cmd('execute "normal! \\<Esc>"')
    eval_and_wait(kawa, "'<,'>")
    seen.before = result_on(kawa, line - 1)
    local count = #report.messages
    vim.cmd('KopiReset')
    wait('the reset message', 30000, function()
      return #messages_since(count) > 0
    end)
    seen.messages = messages_since(count)
    seen.results_after_reset = #require('kopi').results(kawa)
    vim.cmd('normal! V')
    vim.cmd('execute "normal! \\<Esc>"')
    eval_and_wait(kawa, "'<,'>")
    seen.after = result_on(kawa, line - 1)
  end)

  scenario('quick-fix', function(seen)
    local fix = open('fix.scm')
    wait('the diagnostics of fix.scm', 60000, function()
      return #vim.diagnostic.get(fix) > 0
    end)
    seen.diagnostics = diagnostics(fix)
    local line = line_of(fix, '(factoral 3)')
    vim.api.nvim_win_set_cursor(0, { line, 2 })
    -- What vim.lsp.buf.code_action() asks for at the cursor; the user picks the offered fix.
    local params = vim.lsp.util.make_range_params()
    params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(fix) }
    local answers = vim.lsp.buf_request_sync(fix, 'textDocument/codeAction', params, 30000)
    seen.titles = {}
    local chosen
    for _, answer in pairs(answers or {}) do
      for _, action in ipairs(answer.result or {}) do
        table.insert(seen.titles, action.title)
        chosen = chosen or action
      end
    end
    vim.lsp.util.apply_workspace_edit(chosen.edit, 'utf-16')
    seen.fixed_line = vim.api.nvim_buf_get_lines(fix, line - 1, line, false)[1]
    wait('the diagnostics to clear', 30000, function()
      return #vim.diagnostic.get(fix) == 0
    end)
    seen.diagnostics_after = diagnostics(fix)
  end)

  --- The signs of `buffer` (breakpoints and the debugger's current line) as "LINE NAME", sorted.
  local function signs(buffer)
    local found = {}
    for _, sign in ipairs(vim.fn.sign_getplaced(buffer, { group = '*' })[1].signs) do
      table.insert(found, sign.lnum .. ' ' .. sign.name)
    end
    table.sort(found)
    return found
  end

  local function buffer_lines(name)
    return vim.api.nvim_buf_get_lines(vim.fn.bufnr(name), 0, -1, false)
  end

  --- Waits until the debugger has shown stop number `count` and gives what the user sees then.
  local function debugger_stop(count, program)
    local kopi = require('kopi')
    wait('stop ' .. count .. ' of the debugger', 180000, function()
      return kopi.debug_state().shown >= count or kopi.debug_state().state == 'ended'
    end)
    return {
      reason = kopi.debug_state().reason,
      buffer = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(0), ':t'),
      cursor = vim.api.nvim_win_get_cursor(0)[1],
      signs = signs(program),
      variables = buffer_lines('kopi://variables'),
    }
  end

  scenario('dap-framing', function(seen)
    -- The debugger's framing alone: two messages with characters of several bytes, read back
    -- byte by byte (every header and character split) and in one piece.
    local dap = require('kopi').dap
    local messages = {
      { seq = 1, type = 'event', event = 'output', body = { output = 'π😀 é\n' } },
      { seq = 2, type = 'response', request_seq = 1, success = true, command = 'evaluate', body = { result = '"日本"' } },
    }
    local bytes = dap.encode(messages[1]) .. dap.encode(messages[2])
    local body = vim.json.encode(messages[1])
    seen.header = tonumber(bytes:match('^Content%-Length: (%d+)\r\n\r\n'))
    seen.body_bytes = #body
    seen.body_characters = vim.fn.strchars(body)
    local function texts(decoded)
      local found = {}
      for _, message in ipairs(decoded) do
        table.insert(found, message.body.output or message.body.result)
      end
      return found
    end
    local read = dap.reader()
    local decoded = {}
    for index = 1, #bytes do
      vim.list_extend(decoded, read(bytes:sub(index, index)))
    end
    seen.byte_by_byte = texts(decoded)
    seen.whole = texts(dap.reader()(bytes))
  end)

  scenario('debug', function(seen)
    local program = open('debug.scm')
    -- A conditional breakpoint in area, true for its first call only, and one on a blank line,
    -- which moves to the next line with code once the program is loaded.
    vim.api.nvim_win_set_cursor(0, { line_of(program, '(display "area ")'), 0 })
    vim.cmd('KopiBreakpoint (> w 5)')
    vim.api.nvim_win_set_cursor(0, { line_of(program, '(define total') - 1, 0 })
    vim.cmd('KopiBreakpoint')
    seen.signs_before = signs(program)
    local count = #report.messages
    vim.cmd('KopiDebug')
    seen.first = debugger_stop(1, program)
    vim.cmd('KopiContinue')
    seen.second = debugger_stop(2, program)
    -- Its text and value have characters of several bytes (Content-Length counts bytes).
    vim.cmd('KopiDebugEval (list (* product 2) "π😀")')
    wait('the value of the expression', 60000, function()
      return vim.tbl_contains(messages_since(count), 'kopi: ⇒ (84 "π😀")')
    end)
    vim.cmd('KopiStepOver')
    seen.third = debugger_stop(3, program)
    vim.cmd('KopiContinue')
    wait('the end of the program', 120000, function()
      return require('kopi').debug_state().state == 'ended'
    end)
    seen.state = require('kopi').debug_state()
    seen.output = buffer_lines('kopi://debug-output')
    seen.signs_after = signs(program)
    seen.messages = messages_since(count)
    seen.windows = {}
    for _, window in ipairs(vim.api.nvim_tabpage_list_wins(0)) do
      table.insert(seen.windows, vim.api.nvim_buf_get_name(vim.api.nvim_win_get_buf(window)))
    end
  end)

  scenario('missing-java', function(seen)
    -- A user whose cmd names no executable opens a file of another project: one message.
    local other = vim.fn.tempname()
    vim.fn.mkdir(other .. '/.git', 'p')
    require('kopi').setup({ cmd = { '/nonexistent/jdk/bin/java', '-jar', 'kopi.jar', 'lsp' }, scm = true })
    local count = #report.messages
    vim.cmd('edit ' .. vim.fn.fnameescape(other .. '/alone.kawa'))
    vim.wait(2000, function()
      return false
    end)
    seen.messages = messages_since(count)
    seen.errors = vim.v.errmsg
  end)
end)

if not ok then
  report.error = tostring(problem)
end
finish()
