-- Kopi for Neovim: starts `kopi lsp` for Kawa-dialect buffers and adds evaluation commands.
--
--   require('kopi').setup{ cmd = { 'kopi', 'lsp' } }
--
-- Works on Neovim 0.7 and newer: it uses only vim.lsp.start_client and vim.lsp.buf_attach_client
-- (not vim.lsp.start, which 0.8 added), one client per root directory, shared by its buffers.
-- Commands: :KopiEval (the visual selection, or the top-level form under the cursor, whose value
-- is shown as virtual text after it), :KopiLoad (the whole buffer), :KopiInterrupt, :KopiReset.
-- Output printed by evaluated code (the server's kopi/output notifications) is echoed and kept
-- in the buffer "kopi://repl" (:KopiOutput shows it). Attached buffers get LSP completion as
-- 'omnifunc' (<C-x><C-o>), definitions as 'tagfunc' (<C-]>) and hover on a buffer-local K.
-- *.scm and *.sld buffers (with scm = true) keep Neovim's scheme filetype, so its highlighting
-- and Lisp indentation; *.kawa buffers (filetype kawa) borrow them.
-- The debugger: :KopiBreakpoint [condition], :KopiHitBreakpoint, :KopiLogpoint, :KopiExceptions,
-- :KopiDebug [args] (the current file under `kopi dap`), :KopiContinue, :KopiStepOver,
-- :KopiStepIn, :KopiStepOut, :KopiPause, :KopiDebugEval, :KopiDebugStop, :KopiDebugView; a small
-- DAP client below ("debugger").

local M = {}

local defaults = {
  -- The command that starts the server (the `kopi` script bounds its heap, see `kopi`); started
  -- with java directly, give it the same options:
  -- `java -Xmx1g -XX:+UseSerialGC -XX:MaxHeapFreeRatio=30 -jar /path/kopi.jar lsp`.
  cmd = { 'kopi', 'lsp' },
  -- Also treat *.scm and *.sld as Kopi (off by default: those files belong to every Scheme).
  scm = false,
  -- Files whose directory, or an ancestor, holds one of these is that project's root.
  root_markers = { '.git', 'pom.xml', 'kopi.toml' },
  -- Longest virtual text, in characters.
  max_length = 120,
  -- Jars and directories of Java classes the code uses (third-party libraries); relative paths are
  -- against the project root. The server gets them as `lsp -cp PATH`: completion, checks and
  -- evaluation see their classes.
  classpath = {},
  -- The debugger (:KopiDebug): nil runs `cmd` with its `lsp` argument replaced by `dap`.
  debug_cmd = nil,
  -- Exception filters of the debugger: 'uncaught' stops where an error nothing catches is raised,
  -- 'raised' wherever an error is raised (each costs a raised error about 0.25 ms).
  debug_exceptions = { 'uncaught' },
  -- :KopiDebug opens the variables (on the right) and the program's output (below).
  debug_windows = true,
}

--- The server command for the project at `root`: `cmd`, with `-cp` and the class path when one is set.
local function server_cmd(root)
  local cmd = vim.deepcopy(M.config.cmd)
  if #M.config.classpath > 0 then
    local entries = {}
    for _, entry in ipairs(M.config.classpath) do
      local expanded = vim.fn.expand(entry)
      if expanded:sub(1, 1) ~= '/' then
        expanded = root .. '/' .. expanded
      end
      table.insert(entries, expanded)
    end
    table.insert(cmd, '-cp')
    table.insert(cmd, table.concat(entries, ':'))
  end
  return cmd
end

M.config = vim.deepcopy(defaults)
M.namespace = vim.api.nvim_create_namespace('kopi')
-- One client id per root directory.
local clients = {}
local output_lines = {}

local function notify(message, level)
  vim.notify('kopi: ' .. message, level or vim.log.levels.INFO)
end

local function root_of(path)
  local dir = vim.fn.fnamemodify(path, ':p:h')
  local current = dir
  while current ~= nil and current ~= '' do
    for _, marker in ipairs(M.config.root_markers) do
      if vim.loop.fs_stat(current .. '/' .. marker) then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ':h')
    if parent == current then
      break
    end
    current = parent
  end
  return dir
end

--- The UTF-16 column of byte column `col` of `line`, as LSP counts. vim.str_utfindex returns the
--- UTF-32 index first and the UTF-16 one second; an emoji is one of the first and two of the second.
local function utf16_column(line, col)
  local _, utf16 = vim.str_utfindex(line, math.min(col, #line))
  return utf16
end

--- The byte just after the character that starts at byte column `col` of `line`.
local function end_of_character(line, col)
  if col >= #line then
    return #line
  end
  return col + #vim.fn.strpart(line, col, 1, 1)
end

local function append_output(text)
  for line in (text .. '\n'):gmatch('(.-)\r?\n') do
    table.insert(output_lines, line)
  end
  -- The last element is the unfinished line after the final newline, if any.
  if output_lines[#output_lines] == '' then
    table.remove(output_lines)
  end
  local buffer = vim.fn.bufnr('kopi://repl')
  if buffer ~= -1 then
    vim.api.nvim_buf_set_lines(buffer, 0, -1, false, output_lines)
  end
end

local handlers = {
  ['kopi/output'] = function(_, params)
    if type(params) == 'table' and type(params.text) == 'string' then
      append_output(params.text)
      vim.schedule(function()
        vim.api.nvim_echo({ { vim.trim(params.text), params.stream == 'stderr' and 'ErrorMsg' or 'Normal' } }, true, {})
      end)
    end
  end,
}

--- The client for `buffer`, started for its root directory when there is none yet.
function M.client_for(buffer)
  local root = root_of(vim.api.nvim_buf_get_name(buffer))
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil or vim.lsp.get_client_by_id(id).is_stopped() then
    -- One clear message for a command that cannot run (no java on the PATH, a wrong path), instead
    -- of the LSP client's spawn warning followed by its errors.
    if vim.fn.executable(M.config.cmd[1]) ~= 1 then
      notify(string.format("cannot start the language server: '%s' is not an executable (cmd = { %s }); "
        .. 'install Java 17 or later, or set cmd in require("kopi").setup', M.config.cmd[1],
        table.concat(M.config.cmd, ', ')), vim.log.levels.ERROR)
      return nil
    end
    id = vim.lsp.start_client({
      name = 'kopi',
      cmd = server_cmd(root),
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = root } },
      handlers = handlers,
      on_exit = function(code)
        if code ~= 0 then
          vim.schedule(function()
            notify('the language server exited with code ' .. code, vim.log.levels.WARN)
          end)
        end
      end,
    })
    if id == nil then
      notify('could not start ' .. table.concat(M.config.cmd, ' '), vim.log.levels.ERROR)
      return nil
    end
    clients[root] = id
  end
  return vim.lsp.get_client_by_id(id), id
end

--- Attaches the Kopi client to `buffer` (called for each Kopi buffer by the FileType autocmd) and
--- sets up what Neovim 0.7 does not for an LSP buffer: completion, definitions and hover.
function M.attach(buffer)
  buffer = (buffer == nil or buffer == 0) and vim.api.nvim_get_current_buf() or buffer
  local _, id = M.client_for(buffer)
  if id ~= nil then
    vim.lsp.buf_attach_client(buffer, id)
    vim.api.nvim_buf_set_option(buffer, 'omnifunc', 'v:lua.vim.lsp.omnifunc')
    vim.api.nvim_buf_set_option(buffer, 'tagfunc', 'v:lua.vim.lsp.tagfunc')
    vim.keymap.set('n', 'K', vim.lsp.buf.hover, { buffer = buffer, desc = 'Kopi: hover' })
  end
end

--- Gives a `kawa` buffer what Neovim's scheme filetype gives a .scm one: the scheme syntax, and
--- its ftplugin and indent script (Lisp indentation, comments, Scheme's word characters). It runs
--- after the FileType event, whose own handlers (ftplugin.vim, indent.vim) would undo it.
local function borrow_scheme(buffer)
  vim.schedule(function()
    local filetype = vim.api.nvim_buf_is_valid(buffer) and vim.api.nvim_buf_get_option(buffer, 'filetype')
    if not filetype or not vim.tbl_contains({ 'kawa', 'kopi' }, filetype) then
      return
    end
    vim.api.nvim_buf_call(buffer, function()
      vim.b.did_ftplugin = nil
      vim.b.did_indent = nil
      vim.cmd('runtime! ftplugin/scheme.vim indent/scheme.vim')
    end)
    vim.api.nvim_buf_set_option(buffer, 'syntax', 'scheme')
  end)
end

--- True when `buffer` is a file that `scm = true` makes Kopi's.
local function is_scheme_file(buffer)
  local name = vim.api.nvim_buf_get_name(buffer)
  return name:match('%.scm$') ~= nil or name:match('%.sld$') ~= nil
end

local function one_line(text)
  text = text:gsub('\r?\n', ' ⏎ '):gsub('\t', ' ')
  if vim.fn.strchars(text) > M.config.max_length then
    text = vim.fn.strcharpart(text, 0, M.config.max_length - 1) .. '…'
  end
  return text
end

--- The virtual text for an evaluation result: `⇒ value`, `✖ message` or `✓`.
function M.format(result)
  if type(result.error) == 'table' then
    return one_line('✖ ' .. tostring(result.error.message)), 'ErrorMsg'
  elseif type(result.value) == 'string' then
    return one_line('⇒ ' .. result.value), 'Comment'
  end
  return '✓', 'Comment'
end

--- Shows `result` after line `line` (0-based) of `buffer`, replacing an earlier result there.
local function show(buffer, line, result)
  local text, highlight = M.format(result)
  vim.api.nvim_buf_clear_namespace(buffer, M.namespace, line, line + 1)
  vim.api.nvim_buf_set_extmark(buffer, M.namespace, line, 0, {
    virt_text = { { text, highlight } },
    virt_text_pos = 'eol',
  })
end

--- The results shown in `buffer`: a list of {line, text} (for tests and for scripts).
function M.results(buffer)
  buffer = (buffer == nil or buffer == 0) and vim.api.nvim_get_current_buf() or buffer
  local found = {}
  for _, mark in ipairs(vim.api.nvim_buf_get_extmarks(buffer, M.namespace, 0, -1, { details = true })) do
    local chunks = mark[4].virt_text or {}
    local text = ''
    for _, chunk in ipairs(chunks) do
      text = text .. chunk[1]
    end
    table.insert(found, { line = mark[2], text = text })
  end
  return found
end

local function request(buffer, method, params, on_result)
  local client = M.client_for(buffer)
  if client == nil then
    return
  end
  if not vim.lsp.buf_is_attached(buffer, client.id) then
    vim.lsp.buf_attach_client(buffer, client.id)
  end
  client.request(method, params, function(err, result)
    if err ~= nil then
      on_result({ error = { message = err.message or tostring(err) } })
    else
      on_result(result or {})
    end
  end, buffer)
end

--- Evaluates the lines `first`..`last` (1-based, from a range command) or, without a range, the
--- top-level form under the cursor, which the server finds from the cursor position.
function M.eval(opts)
  local buffer = vim.api.nvim_get_current_buf()
  local params = { textDocument = vim.lsp.util.make_text_document_params(buffer) }
  local fallback_line
  if opts ~= nil and opts.range ~= nil and opts.range > 0 then
    -- A visual selection: the marks give the exact columns when the command came from it.
    local start = vim.api.nvim_buf_get_mark(buffer, '<')
    local finish = vim.api.nvim_buf_get_mark(buffer, '>')
    local from_visual = start[1] == opts.line1 and finish[1] == opts.line2
    local last_line = vim.api.nvim_buf_get_lines(buffer, opts.line2 - 1, opts.line2, false)[1] or ''
    local start_col = from_visual and start[2] or 0
    -- The mark is on the first byte of the last selected character, which may take several.
    local end_col = from_visual and end_of_character(last_line, finish[2]) or #last_line
    -- Columns here are bytes; the server counts UTF-16 units, as LSP does.
    local first_line = vim.api.nvim_buf_get_lines(buffer, opts.line1 - 1, opts.line1, false)[1] or ''
    params.range = {
      start = { line = opts.line1 - 1, character = utf16_column(first_line, start_col) },
      ['end'] = { line = opts.line2 - 1, character = utf16_column(last_line, end_col) },
    }
    fallback_line = opts.line2 - 1
  else
    local cursor = vim.api.nvim_win_get_cursor(0)
    local text = vim.api.nvim_buf_get_lines(buffer, cursor[1] - 1, cursor[1], false)[1] or ''
    params.position = { line = cursor[1] - 1, character = utf16_column(text, cursor[2]) }
    fallback_line = cursor[1] - 1
  end
  request(buffer, 'kopi/evaluate', params, function(result)
    local line = fallback_line
    if type(result.range) == 'table' then
      line = result.range['end'].line
    end
    show(buffer, line, result)
    if type(result.error) == 'table' then
      notify(tostring(result.error.message), vim.log.levels.ERROR)
    end
  end)
end

--- Runs the whole buffer in the REPL session.
function M.load()
  local buffer = vim.api.nvim_get_current_buf()
  request(buffer, 'kopi/loadFile', { textDocument = vim.lsp.util.make_text_document_params(buffer) }, function(result)
    if type(result.error) == 'table' then
      notify('load failed: ' .. tostring(result.error.message), vim.log.levels.ERROR)
    else
      notify('loaded ' .. vim.api.nvim_buf_get_name(buffer))
    end
  end)
end

local function session_request(method)
  local buffer = vim.api.nvim_get_current_buf()
  -- The params are an object: a plain {} would be sent as the JSON array [].
  request(buffer, method, vim.empty_dict(), function(result)
    if type(result.error) == 'table' then
      notify(tostring(result.error.message), vim.log.levels.ERROR)
    else
      notify(tostring(result.message or result.status or 'done'))
    end
  end)
end

function M.interrupt()
  session_request('kopi/interrupt')
end

function M.reset()
  session_request('kopi/resetSession')
  vim.api.nvim_buf_clear_namespace(vim.api.nvim_get_current_buf(), M.namespace, 0, -1)
end

--- Opens the "kopi://repl" buffer with the output of the evaluations.
function M.show_output()
  local buffer = vim.fn.bufnr('kopi://repl')
  if buffer == -1 then
    buffer = vim.api.nvim_create_buf(true, true)
    vim.api.nvim_buf_set_name(buffer, 'kopi://repl')
  end
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, output_lines)
  vim.cmd('sbuffer ' .. buffer)
end

-- ---------------------------------------------------------------------------- debugger
--
-- A Debug Adapter Protocol client for `kopi dap` (no nvim-dap needed): the adapter runs as a child
-- process and speaks DAP on its standard input and output, each message a JSON body after a
-- `Content-Length` header that counts bytes. Breakpoints are signs in the group kopi_breakpoints
-- (their lines follow edits, and are read back from the signs when sent); the line where the
-- program stopped is the sign KopiDebugLine. The buffer "kopi://variables" shows the stop, the
-- frame's scopes and variables (<CR> expands a structured value or selects a stack frame) and
-- "kopi://debug-output" what the program printed.

local breakpoint_group = 'kopi_breakpoints'
local line_group = 'kopi_debug_line'
-- What the user set, by buffer and sign id: { condition = EXPR, hit = COUNT, log = MESSAGE,
-- verified = bool } (verified is nil outside a debugging session).
local breakpoints = {}
-- The running session, and the last one (for M.debug_state once it has ended).
local session, last_session
local views = {}

local Session = {}
Session.__index = Session

--- The adapter command: `debug_cmd`, or `cmd` with its `lsp` argument replaced by `dap`.
local function adapter_cmd()
  if M.config.debug_cmd ~= nil then
    return vim.deepcopy(M.config.debug_cmd)
  end
  local cmd = vim.deepcopy(M.config.cmd)
  for index, argument in ipairs(cmd) do
    if argument == 'lsp' then
      cmd[index] = 'dap'
      return cmd
    end
  end
  table.insert(cmd, 'dap')
  return cmd
end

--- A scratch buffer named `name` (made once, then `made(buffer)` is called; it survives being
--- hidden).
local function view(name, made)
  local buffer = views[name]
  if buffer == nil or not vim.api.nvim_buf_is_valid(buffer) then
    -- Unlisted, scratch: no file, no swap file, kept when hidden.
    buffer = vim.api.nvim_create_buf(false, true)
    vim.api.nvim_buf_set_name(buffer, name)
    views[name] = buffer
    if made ~= nil then
      made(buffer)
    end
  end
  return buffer
end

local function is_view(buffer)
  for _, shown in pairs(views) do
    if shown == buffer then
      return true
    end
  end
  return false
end

--- Shows `buffer` in a new window made by `split` (a command such as 'botright 10split') unless a
--- window shows it already; the cursor stays where it was.
local function show_view(buffer, split)
  if vim.fn.bufwinid(buffer) ~= -1 then
    return
  end
  local current = vim.api.nvim_get_current_win()
  vim.cmd(split)
  vim.api.nvim_win_set_buf(0, buffer)
  vim.api.nvim_set_current_win(current)
end

local function output_view()
  return view('kopi://debug-output')
end

local function variables_view()
  return view('kopi://variables', function(buffer)
    vim.keymap.set('n', '<CR>', function()
      if session ~= nil then
        session:activate(vim.api.nvim_win_get_cursor(0)[1])
      end
    end, { buffer = buffer, desc = 'Kopi: expand the value or select the frame' })
  end)
end

--- Appends `text` to the output buffer; a text without a final newline leaves its last line open
--- for the next output.
local function append_debug_output(text)
  local buffer = output_view()
  local count = vim.api.nvim_buf_line_count(buffer)
  local last = vim.api.nvim_buf_get_lines(buffer, count - 1, count, false)[1] or ''
  local lines = vim.split(last .. text:gsub('\r\n', '\n'), '\n', { plain = true })
  vim.api.nvim_buf_set_lines(buffer, count - 1, count, false, lines)
  for _, window in ipairs(vim.fn.win_findbuf(buffer)) do
    vim.api.nvim_win_set_cursor(window, { vim.api.nvim_buf_line_count(buffer), 0 })
  end
end

-- ---------------------------------------------------------------- breakpoints and their signs

local function sign_name(data)
  if data.verified == false then
    return 'KopiBreakpointPending'
  elseif data.log ~= nil then
    return 'KopiLogpoint'
  elseif data.condition ~= nil or data.hit ~= nil then
    return 'KopiBreakpointCondition'
  end
  return 'KopiBreakpoint'
end

--- The breakpoints of `buffer` in line order: { sign = ID, line = LNUM, data = {...} }.
local function breakpoints_of(buffer)
  local found = {}
  local known = breakpoints[buffer] or {}
  if not vim.api.nvim_buf_is_valid(buffer) then
    return found
  end
  local placed = vim.fn.sign_getplaced(buffer, { group = breakpoint_group })[1]
  for _, sign in ipairs(placed and placed.signs or {}) do
    if known[sign.id] ~= nil then
      table.insert(found, { sign = sign.id, line = sign.lnum, data = known[sign.id] })
    end
  end
  table.sort(found, function(a, b)
    return a.line < b.line
  end)
  return found
end

--- Places (or moves) the sign of breakpoint `sign` of `buffer` on `line`, drawn for its state.
local function place_breakpoint(buffer, sign, line)
  local data = breakpoints[buffer][sign]
  vim.fn.sign_unplace(breakpoint_group, { buffer = buffer, id = sign })
  return vim.fn.sign_place(sign, breakpoint_group, sign_name(data), buffer, { lnum = line, priority = 20 })
end

--- Redraws every breakpoint sign (after the verified states changed).
local function redraw_breakpoints()
  for buffer in pairs(breakpoints) do
    for _, entry in ipairs(breakpoints_of(buffer)) do
      place_breakpoint(buffer, entry.sign, entry.line)
    end
  end
end

--- Sends the breakpoints of `buffer` to the adapter and applies its answer: verified or not, and
--- moved to the line with code it chose.
function Session:send_breakpoints(buffer)
  local path = vim.api.nvim_buf_get_name(buffer)
  if path == '' then
    return
  end
  local entries = breakpoints_of(buffer)
  local specs = {}
  for _, entry in ipairs(entries) do
    table.insert(specs, { line = entry.line, condition = entry.data.condition, hitCondition = entry.data.hit,
      logMessage = entry.data.log })
  end
  self:request('setBreakpoints', {
    source = { path = path, name = vim.fn.fnamemodify(path, ':t') },
    breakpoints = specs,
  }, function(err, body)
    if err ~= nil then
      notify('breakpoints of ' .. path .. ': ' .. err, vim.log.levels.ERROR)
      return
    end
    for index, result in ipairs(body.breakpoints or {}) do
      local entry = entries[index]
      if entry ~= nil and breakpoints[buffer] ~= nil and breakpoints[buffer][entry.sign] == entry.data then
        if result.id ~= nil then
          self.by_id[result.id] = { buffer = buffer, sign = entry.sign }
        end
        -- A breakpoint event may have come before this answer.
        local changed = result.id ~= nil and self.early[result.id] or result
        self:apply_breakpoint(buffer, entry.sign, changed, entry.line)
      end
    end
  end)
end

function Session:apply_breakpoint(buffer, sign, result, line)
  local data = breakpoints[buffer] and breakpoints[buffer][sign]
  if data == nil or not vim.api.nvim_buf_is_valid(buffer) then
    return
  end
  data.verified = result.verified == true
  if data.verified and result.line ~= nil then
    line = math.min(result.line, vim.api.nvim_buf_line_count(buffer))
  end
  place_breakpoint(buffer, sign, line)
end

function Session:send_all_breakpoints()
  for buffer in pairs(breakpoints) do
    if vim.api.nvim_buf_is_valid(buffer) then
      self:send_breakpoints(buffer)
    else
      breakpoints[buffer] = nil
    end
  end
end

--- Toggles the breakpoint on the cursor's line; with `opts` ({ condition = SCHEME, hit = COUNT,
--- log = MESSAGE }, any of them) it sets that kind of breakpoint there, replacing one that is there.
function M.toggle_breakpoint(opts)
  opts = opts or {}
  local buffer = vim.api.nvim_get_current_buf()
  local line = vim.api.nvim_win_get_cursor(0)[1]
  breakpoints[buffer] = breakpoints[buffer] or {}
  local existing
  for _, entry in ipairs(breakpoints_of(buffer)) do
    if entry.line == line then
      existing = entry
    end
  end
  if existing ~= nil then
    vim.fn.sign_unplace(breakpoint_group, { buffer = buffer, id = existing.sign })
    breakpoints[buffer][existing.sign] = nil
  end
  if existing == nil or next(opts) ~= nil then
    local data = { condition = opts.condition, hit = opts.hit, log = opts.log }
    if session ~= nil then
      data.verified = false
    end
    local sign = vim.fn.sign_place(0, breakpoint_group, sign_name(data), buffer, { lnum = line, priority = 20 })
    breakpoints[buffer][sign] = data
  end
  if session ~= nil then
    session:send_breakpoints(buffer)
  end
end

--- The breakpoints set, for tests and scripts: a list of { file, line, condition, hit, log, verified, sign }.
function M.breakpoints()
  local found = {}
  for buffer in pairs(breakpoints) do
    for _, entry in ipairs(breakpoints_of(buffer)) do
      table.insert(found, {
        file = vim.api.nvim_buf_get_name(buffer),
        line = entry.line,
        condition = entry.data.condition,
        hit = entry.data.hit,
        log = entry.data.log,
        verified = entry.data.verified,
        sign = sign_name(entry.data),
      })
    end
  end
  return found
end

-- ---------------------------------------------------------------- the protocol

--- DAP's framing, both ways: `encode(message)` gives the bytes to write, and `reader()` a function
--- that takes the bytes read, as they come, and returns the messages they complete, decoded. The
--- header counts bytes, and Lua's strings are bytes, so `#` is the count.
M.dap = {}

function M.dap.encode(message)
  local body = vim.json.encode(message)
  return 'Content-Length: ' .. #body .. '\r\n\r\n' .. body
end

function M.dap.reader()
  local received = ''
  return function(data)
    local messages = {}
    received = received .. data
    while true do
      local header_end = received:find('\r\n\r\n', 1, true)
      if header_end == nil then
        return messages
      end
      local length = tonumber(received:sub(1, header_end - 1):lower():match('content%-length:%s*(%d+)'))
      local body_start = header_end + 4
      if length == nil then
        -- Not a header: drop it and look for the next one.
        received = received:sub(body_start)
      elseif #received < body_start + length - 1 then
        return messages
      else
        local body = received:sub(body_start, body_start + length - 1)
        received = received:sub(body_start + length)
        local ok, message = pcall(vim.json.decode, body, { luanil = { object = true, array = true } })
        if ok and type(message) == 'table' then
          table.insert(messages, message)
        end
      end
    end
  end
end

--- Starts `kopi dap` and its session; nil (after saying why) when it cannot start.
function Session.start(cmd, cwd)
  local self = setmetatable({
    seq = 1, callbacks = {}, read = M.dap.reader(), state = 'starting', stops = 0, shown = 0,
    by_id = {}, early = {}, frames = {}, scopes = {}, rows = {},
  }, Session)
  self.stdin = vim.loop.new_pipe(false)
  self.stdout = vim.loop.new_pipe(false)
  self.stderr = vim.loop.new_pipe(false)
  local handle, problem = vim.loop.spawn(cmd[1], {
    args = vim.list_slice(cmd, 2),
    stdio = { self.stdin, self.stdout, self.stderr },
    cwd = cwd,
  }, function(code)
    -- The session ends once the adapter's last messages are read too (the end of its output), or
    -- 2 s after it exited if that end does not come.
    vim.schedule(function()
      self.exit_status = code
      if self.output_ended then
        self:ended(code)
      else
        vim.defer_fn(function()
          self:ended(code)
        end, 2000)
      end
    end)
  end)
  if handle == nil then
    for _, pipe in ipairs({ self.stdin, self.stdout, self.stderr }) do
      pipe:close()
    end
    notify('could not start ' .. table.concat(cmd, ' ') .. ': ' .. tostring(problem), vim.log.levels.ERROR)
    return nil
  end
  self.handle = handle
  self.stdout:read_start(function(_, data)
    if data ~= nil then
      -- Whole messages are handled in order, on the main loop.
      for _, message in ipairs(self.read(data)) do
        vim.schedule(function()
          self:dispatch(message)
        end)
      end
    else
      -- Scheduled after the messages received before it.
      vim.schedule(function()
        self.output_ended = true
        if self.exit_status ~= nil then
          self:ended(self.exit_status)
        end
      end)
    end
  end)
  self.stderr:read_start(function(_, data)
    if data ~= nil then
      vim.schedule(function()
        append_debug_output(data)
      end)
    end
  end)
  return self
end

--- Sends request `command`; `on_response(error message or nil, body)` gets its answer.
function Session:request(command, arguments, on_response)
  if self.state == 'ended' or self.stdin:is_closing() then
    if on_response ~= nil then
      on_response('the debugger has ended', {})
    end
    return
  end
  local seq = self.seq
  self.seq = seq + 1
  self.callbacks[seq] = on_response or function(err)
    if err ~= nil then
      notify(command .. ': ' .. err, vim.log.levels.ERROR)
    end
  end
  self.stdin:write(M.dap.encode({ seq = seq, type = 'request', command = command,
    arguments = arguments or vim.empty_dict() }))
end

function Session:dispatch(message)
  if message.type == 'event' and session ~= self then
    -- A session that :KopiDebug replaced: its program is ending, and the views are the new one's.
    return
  end
  if message.type == 'response' then
    local callback = self.callbacks[message.request_seq]
    self.callbacks[message.request_seq] = nil
    if callback ~= nil then
      if message.success then
        callback(nil, message.body or {})
      else
        callback(message.message or (message.command .. ' failed'), message.body or {})
      end
    end
  elseif message.type == 'event' then
    local handler = Session['on_' .. tostring(message.event)]
    if handler ~= nil then
      handler(self, message.body or {})
    end
  end
end

-- ---------------------------------------------------------------- events

function Session:on_initialized()
  self:send_all_breakpoints()
  self:request('setExceptionBreakpoints', { filters = M.config.debug_exceptions })
  self:request('configurationDone', vim.empty_dict())
end

function Session:on_output(body)
  if type(body.output) == 'string' then
    append_debug_output(body.output)
  end
end

function Session:on_breakpoint(body)
  local breakpoint = body.breakpoint or {}
  local where = breakpoint.id ~= nil and self.by_id[breakpoint.id]
  if not where then
    if breakpoint.id ~= nil then
      self.early[breakpoint.id] = breakpoint
    end
    return
  end
  local entry
  for _, one in ipairs(breakpoints_of(where.buffer)) do
    if one.sign == where.sign then
      entry = one
    end
  end
  if entry ~= nil then
    self:apply_breakpoint(where.buffer, where.sign, breakpoint, entry.line)
  end
end

function Session:on_stopped(body)
  self.state = 'stopped'
  self.stops = self.stops + 1
  self.thread = body.threadId
  self.reason = body.reason
  self.description = body.text or body.description
  self.frames = {}
  local stop = self.stops
  self:request('stackTrace', { threadId = body.threadId, startFrame = 0, levels = 100 }, function(err, result)
    if self.stops ~= stop or self.state ~= 'stopped' then
      return
    end
    if err ~= nil then
      self.description = err
    end
    self.frames = result.stackFrames or {}
    self:select_frame(1, true)
  end)
end

function Session:on_continued()
  self:resumed()
end

function Session:on_exited(body)
  self.exit_code = body.exitCode
  local buffer = output_view()
  local last = vim.api.nvim_buf_get_lines(buffer, -2, -1, false)[1] or ''
  local ending = '[the program exited with code ' .. tostring(body.exitCode) .. ']\n'
  append_debug_output((last ~= '' and '\n' or '') .. ending)
  notify('the program exited with code ' .. tostring(body.exitCode))
end

function Session:on_terminated()
  self:resumed()
  self.state = 'terminated'
  self:request('disconnect', { terminateDebuggee = true }, function() end)
end

-- ---------------------------------------------------------------- where the program stopped

--- The window for source files: the one :KopiDebug was given in, or another that shows no view.
function Session:code_window()
  local candidates = { vim.api.nvim_get_current_win() }
  if self.window ~= nil then
    table.insert(candidates, 1, self.window)
  end
  vim.list_extend(candidates, vim.api.nvim_tabpage_list_wins(0))
  for _, window in ipairs(candidates) do
    if vim.api.nvim_win_is_valid(window) and vim.api.nvim_win_get_config(window).relative == ''
        and not is_view(vim.api.nvim_win_get_buf(window)) then
      return window
    end
  end
  vim.cmd('topleft split')
  return vim.api.nvim_get_current_win()
end

--- Shows line `line` of `path` in the code window, with the cursor and the KopiDebugLine sign there.
local function show_location(window, path, line)
  local buffer = vim.fn.bufadd(path)
  vim.api.nvim_buf_set_option(buffer, 'buflisted', true)
  if vim.api.nvim_win_get_buf(window) ~= buffer then
    vim.api.nvim_set_current_win(window)
    -- With 'nohidden' and unsaved changes in the window, :buffer refuses: split instead.
    if not pcall(vim.cmd, 'buffer ' .. buffer) then
      vim.cmd('sbuffer ' .. buffer)
      window = vim.api.nvim_get_current_win()
    end
  end
  vim.fn.bufload(buffer)
  line = math.max(1, math.min(line, vim.api.nvim_buf_line_count(buffer)))
  vim.api.nvim_set_current_win(window)
  vim.api.nvim_win_set_cursor(window, { line, 0 })
  vim.fn.sign_unplace(line_group)
  vim.fn.sign_place(0, line_group, 'KopiDebugLine', buffer, { lnum = line, priority = 30 })
end

local function frame_place(frame)
  local source = frame.source or {}
  return string.format('%s:%s', source.name or (source.path and vim.fn.fnamemodify(source.path, ':t')) or '?',
    tostring(frame.line))
end

--- Selects frame `index` of the stop: shows its line and reads its scopes and their variables.
function Session:select_frame(index, announce)
  local frame = self.frames[index]
  local stop = self.stops
  self.frame_index = index
  self.frame_id = frame and frame.id
  self.scopes = {}
  if frame ~= nil and frame.source ~= nil and frame.source.path ~= nil then
    show_location(self:code_window(), frame.source.path, frame.line)
  end
  if announce then
    local where = frame and (frame.name .. ' (' .. frame_place(frame) .. ')') or 'no Scheme frame'
    local text = 'stopped (' .. tostring(self.reason) .. ') in ' .. where
    if self.reason == 'exception' and self.description ~= nil then
      text = text .. ': ' .. self.description
    end
    notify(text)
  end
  if frame == nil then
    self:render()
    self.shown = stop
    return
  end
  self:request('scopes', { frameId = frame.id }, function(err, result)
    if self.stops ~= stop or self.state ~= 'stopped' then
      return
    end
    local waiting = 1
    local function done()
      waiting = waiting - 1
      if waiting == 0 and self.stops == stop then
        self:render()
        self.shown = stop
      end
    end
    for _, scope in ipairs(err == nil and result.scopes or {}) do
      local node = { name = scope.name, ref = scope.variablesReference or 0, scope = true }
      table.insert(self.scopes, node)
      if not scope.expensive and node.ref > 0 then
        waiting = waiting + 1
        self:expand(node, done)
      end
    end
    done()
  end)
end

--- Reads the children of `node` (a scope or a structured value) and marks it expanded.
function Session:expand(node, after)
  self:request('variables', { variablesReference = node.ref }, function(err, result)
    node.children = {}
    if err ~= nil then
      table.insert(node.children, { name = '✖', value = err, ref = 0 })
    end
    for _, variable in ipairs(result.variables or {}) do
      table.insert(node.children,
        { name = variable.name, value = variable.value, ref = variable.variablesReference or 0 })
    end
    node.expanded = true
    after()
  end)
end

--- Writes the stop into "kopi://variables": what stopped it, the scopes with their variables,
--- and the stack (the selected frame marked).
function Session:render()
  local buffer = variables_view()
  local lines, rows = {}, {}
  local function add(text, row)
    table.insert(lines, (text:gsub('\n', '⏎')))
    rows[#lines] = row
  end
  if self.state == 'stopped' then
    local header = 'Stopped: ' .. tostring(self.reason)
    if self.description ~= nil and self.description ~= '' and self.description ~= self.reason then
      header = header .. ' — ' .. self.description
    end
    add(header)
  else
    add(self.state == 'running' and 'Running' or 'Not running')
  end
  local function node_lines(node, depth)
    local mark = node.ref > 0 and (node.expanded and '▾ ' or '▸ ') or '  '
    local text = string.rep('  ', depth) .. mark .. node.name
    if not node.scope then
      text = text .. ' = ' .. tostring(node.value)
    end
    add(text, { node = node })
    if node.expanded then
      for _, child in ipairs(node.children or {}) do
        node_lines(child, depth + 1)
      end
    end
  end
  for _, scope in ipairs(self.state == 'stopped' and self.scopes or {}) do
    node_lines(scope, 0)
  end
  if self.state == 'stopped' and #self.frames > 0 then
    add('Stack')
    for index, frame in ipairs(self.frames) do
      add(string.format('  %s %s  %s', index == self.frame_index and '→' or ' ', frame.name, frame_place(frame)),
        { frame = index })
    end
  end
  self.rows = rows
  vim.api.nvim_buf_set_lines(buffer, 0, -1, false, lines)
end

--- <CR> on line `line` of "kopi://variables": expands or folds a value, or selects a frame.
function Session:activate(line)
  local row = self.rows[line]
  if row == nil or self.state ~= 'stopped' then
    return
  end
  if row.frame ~= nil then
    self:select_frame(row.frame, false)
  elseif row.node ~= nil and row.node.ref > 0 then
    if row.node.expanded then
      row.node.expanded = false
      self:render()
    elseif row.node.children ~= nil then
      row.node.expanded = true
      self:render()
    else
      local stop = self.stops
      self:expand(row.node, function()
        if self.stops == stop then
          self:render()
        end
      end)
    end
  end
end

--- The program runs again: the stop's line and frames go.
function Session:resumed()
  self.state = 'running'
  self.frames = {}
  self.frame_id = nil
  vim.fn.sign_unplace(line_group)
  self:render()
end

--- The adapter has exited (the session's end, or a failure): clean up.
function Session:ended(code)
  if self.state == 'ended' then
    return
  end
  local failed = self.state == 'starting' or (self.exit_code == nil and self.state ~= 'terminated')
  self.state = 'ended'
  self.frames = {}
  for _, pipe in ipairs({ self.stdin, self.stdout, self.stderr }) do
    if not pipe:is_closing() then
      pipe:close()
    end
  end
  if self.handle ~= nil and not self.handle:is_closing() then
    self.handle:close()
  end
  for callback_seq, callback in pairs(self.callbacks) do
    self.callbacks[callback_seq] = nil
    callback('the debugger ended (exit code ' .. tostring(code) .. '; its messages are in kopi://debug-output)', {})
  end
  if session == self then
    session = nil
  end
  if session ~= nil then
    -- :KopiDebug has started another session, which owns the signs and views now.
    return
  end
  vim.fn.sign_unplace(line_group)
  for _, data in pairs(breakpoints) do
    for _, one in pairs(data) do
      one.verified = nil
    end
  end
  redraw_breakpoints()
  self:render()
  if failed and not self.stopping then
    notify('the debugger ended (exit code ' .. tostring(code) .. '; its messages are in kopi://debug-output)',
      vim.log.levels.WARN)
  end
end

--- Ends the program and the adapter; kills the adapter if it has not gone 5 s later.
function Session:stop()
  self.stopping = true
  self:request('disconnect', { terminateDebuggee = true }, function() end)
  vim.defer_fn(function()
    if self.state ~= 'ended' and self.handle ~= nil and not self.handle:is_closing() then
      self.handle:kill('sigterm')
    end
  end, 5000)
end

-- ---------------------------------------------------------------- commands

--- Opens the debugger's views: the variables on the right, the program's output below.
function M.debug_view()
  show_view(output_view(), 'botright 10split')
  show_view(variables_view(), 'vertical botright 50split')
end

--- Debugs the current file: `kopi dap` launches it with `args` (a list), in the project root.
function M.debug(args)
  local buffer = vim.api.nvim_get_current_buf()
  local path = vim.api.nvim_buf_get_name(buffer)
  if path == '' or vim.api.nvim_buf_get_option(buffer, 'buftype') ~= '' then
    notify(':KopiDebug debugs the file of the buffer, and this buffer has none', vim.log.levels.ERROR)
    return
  end
  local cmd = adapter_cmd()
  if vim.fn.executable(cmd[1]) ~= 1 then
    notify(string.format("cannot start the debugger: '%s' is not an executable (debug_cmd = { %s })",
      cmd[1], table.concat(cmd, ', ')), vim.log.levels.ERROR)
    return
  end
  if vim.api.nvim_buf_get_option(buffer, 'modified') then
    -- The adapter runs the file on disk.
    vim.cmd('silent update')
  end
  if session ~= nil then
    session:stop()
  end
  local root = root_of(path)
  vim.api.nvim_buf_set_lines(output_view(), 0, -1, false, {})
  local started = Session.start(cmd, root)
  if started == nil then
    return
  end
  session, last_session = started, started
  started.window = vim.api.nvim_get_current_win()
  started:render()
  if M.config.debug_windows then
    M.debug_view()
  end
  started:request('initialize', {
    clientID = 'neovim', clientName = 'Neovim (kopi.lua)', adapterID = 'kopi', pathFormat = 'path',
    linesStartAt1 = true, columnsStartAt1 = true, locale = 'en',
  }, function(err)
    if err ~= nil then
      notify('the debugger did not start: ' .. err, vim.log.levels.ERROR)
      started:stop()
      return
    end
    started:request('launch', { program = path, args = args or {}, cwd = root }, function(problem)
      if problem ~= nil then
        notify('launch failed: ' .. problem, vim.log.levels.ERROR)
        started:stop()
      elseif started.state == 'starting' then
        started.state = 'running'
        started:render()
      end
    end)
  end)
end

local function running_session()
  if session == nil then
    notify('no program is being debugged (:KopiDebug starts one)', vim.log.levels.WARN)
  end
  return session
end

--- Resumes the stopped program with `command` (continue, next, stepIn, stepOut).
local function resume(command)
  local current = running_session()
  if current == nil then
    return
  end
  if current.state ~= 'stopped' then
    notify('the program is not stopped', vim.log.levels.WARN)
    return
  end
  local thread = current.thread
  current:resumed()
  current:request(command, { threadId = thread })
end

function M.continue()
  resume('continue')
end

function M.step_over()
  resume('next')
end

function M.step_in()
  resume('stepIn')
end

function M.step_out()
  resume('stepOut')
end

function M.pause()
  local current = running_session()
  if current ~= nil then
    current:request('pause', { threadId = current.thread or 0 })
  end
end

--- Evaluates the Scheme expression `expression` in the selected frame; the value is echoed and
--- added to the output buffer.
function M.debug_eval(expression)
  local current = running_session()
  if current == nil then
    return
  end
  current:request('evaluate', { expression = expression, frameId = current.frame_id, context = 'repl' },
    function(err, body)
      local text = err ~= nil and ('✖ ' .. err) or ('⇒ ' .. tostring(body.result))
      append_debug_output('> ' .. expression .. '\n' .. text .. '\n')
      notify(text, err ~= nil and vim.log.levels.ERROR or nil)
    end)
end

--- Sets the exception filters (a list of 'uncaught', 'raised'), for this and later sessions.
function M.set_exception_filters(filters)
  M.config.debug_exceptions = filters
  if session ~= nil then
    session:request('setExceptionBreakpoints', { filters = filters })
  end
  notify(#filters > 0 and ('stopping on ' .. table.concat(filters, ' and ') .. ' errors') or 'not stopping on errors')
end

function M.debug_stop()
  local current = running_session()
  if current ~= nil then
    current:stop()
  end
end

--- The debugging session as a table (for tests and status lines): state ('starting', 'running',
--- 'stopped', 'terminated', 'ended' or 'none'), stops (how many so far), shown (the stop whose
--- variables are shown), reason, line and file of the selected frame, exit_code.
function M.debug_state()
  local current = session or last_session
  if current == nil then
    return { state = 'none', stops = 0, shown = 0 }
  end
  local frame = current.frames[current.frame_index or 1]
  return {
    state = current.state,
    stops = current.stops,
    shown = current.shown,
    reason = current.state == 'stopped' and current.reason or nil,
    file = frame and frame.source and frame.source.path or nil,
    line = frame and frame.line or nil,
    frame = frame and frame.name or nil,
    exit_code = current.exit_code,
  }
end

local function define_debug_commands()
  vim.fn.sign_define('KopiBreakpoint', { text = '●', texthl = 'KopiBreakpoint' })
  vim.fn.sign_define('KopiBreakpointCondition', { text = '◆', texthl = 'KopiBreakpoint' })
  vim.fn.sign_define('KopiLogpoint', { text = '◇', texthl = 'KopiBreakpoint' })
  vim.fn.sign_define('KopiBreakpointPending', { text = '○', texthl = 'KopiBreakpointPending' })
  vim.fn.sign_define('KopiDebugLine', { text = '→', texthl = 'KopiDebugLine', linehl = 'KopiDebugLine' })
  vim.cmd('highlight default link KopiBreakpoint ErrorMsg')
  vim.cmd('highlight default link KopiBreakpointPending Comment')
  vim.cmd('highlight default link KopiDebugLine Visual')
  local command = vim.api.nvim_create_user_command
  command('KopiDebug', function(opts)
    M.debug(opts.fargs)
  end, { nargs = '*', complete = 'file', desc = 'Debug the current file (arguments: its command line)' })
  command('KopiBreakpoint', function(opts)
    M.toggle_breakpoint(opts.args ~= '' and { condition = opts.args } or nil)
  end, { nargs = '?', desc = 'Toggle a breakpoint on this line (with a Scheme condition: set a conditional one)' })
  command('KopiHitBreakpoint', function(opts)
    M.toggle_breakpoint({ hit = opts.args })
  end, { nargs = '+', desc = 'Set a breakpoint on this line that stops on the given hits: 3, >= 3 or % 3' })
  command('KopiLogpoint', function(opts)
    M.toggle_breakpoint({ log = opts.args })
  end, { nargs = '+', desc = 'Set a logpoint on this line: the message, with {expression}s' })
  command('KopiExceptions', function(opts)
    M.set_exception_filters(opts.fargs)
  end, { nargs = '*', complete = function()
    return { 'uncaught', 'raised' }
  end, desc = 'Stop on errors: uncaught, raised (every error), or neither (no argument)' })
  command('KopiContinue', M.continue, { desc = 'Continue the debugged program' })
  command('KopiStepOver', M.step_over, { desc = 'Step over' })
  command('KopiStepIn', M.step_in, { desc = 'Step in' })
  command('KopiStepOut', M.step_out, { desc = 'Step out' })
  command('KopiPause', M.pause, { desc = 'Pause the debugged program' })
  command('KopiDebugEval', function(opts)
    M.debug_eval(opts.args)
  end, { nargs = '+', desc = 'Evaluate a Scheme expression in the selected frame' })
  command('KopiDebugStop', M.debug_stop, { desc = 'End the debugged program' })
  command('KopiDebugView', M.debug_view, { desc = 'Show the variables and the program output' })
end

--- Configures the plugin: `opts` overrides the defaults above (cmd, scm, root_markers, max_length,
--- classpath).
function M.setup(opts)
  M.config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), opts or {})
  -- vim.filetype.add is 0.7's Lua API; an autocmd does the same on every version.
  local group = vim.api.nvim_create_augroup('kopi', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { '*.kawa' },
    callback = function()
      vim.bo.filetype = 'kawa'
    end,
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = { 'kawa', 'kopi' },
    callback = function(args)
      borrow_scheme(args.buf)
      M.attach(args.buf)
    end,
  })
  if M.config.scm then
    -- *.scm and *.sld stay in the scheme filetype (its syntax and indentation); only the server
    -- is added. Other scheme files (*.rkt, *.ss) are left alone.
    vim.api.nvim_create_autocmd('FileType', {
      group = group,
      pattern = 'scheme',
      callback = function(args)
        if is_scheme_file(args.buf) then
          M.attach(args.buf)
        end
      end,
    })
  end
  -- An edit makes the results stale, and their lines may have moved: clear the buffer's results.
  vim.api.nvim_create_autocmd({ 'TextChanged', 'TextChangedI' }, {
    group = group,
    callback = function(args)
      vim.api.nvim_buf_clear_namespace(args.buf, M.namespace, 0, -1)
    end,
  })
  vim.api.nvim_create_user_command('KopiEval', M.eval,
    { range = true, desc = 'Evaluate the selection or the top-level form' })
  vim.api.nvim_create_user_command('KopiLoad', M.load, { desc = 'Load the buffer into the Kopi REPL' })
  vim.api.nvim_create_user_command('KopiInterrupt', M.interrupt, { desc = 'Interrupt the running evaluation' })
  vim.api.nvim_create_user_command('KopiReset', M.reset, { desc = 'Restart the Kopi REPL session' })
  vim.api.nvim_create_user_command('KopiOutput', M.show_output, { desc = 'Show the output of evaluations' })
  define_debug_commands()
  vim.api.nvim_create_autocmd('VimLeavePre', {
    group = group,
    callback = function()
      -- The debugged program ends with Neovim.
      local current = session
      if current ~= nil then
        current:stop()
        vim.wait(3000, function()
          return current.state == 'ended'
        end, 20)
      end
    end,
  })
end

return M
