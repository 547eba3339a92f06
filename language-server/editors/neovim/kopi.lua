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
    if not vim.api.nvim_buf_is_valid(buffer) or not vim.tbl_contains({ 'kawa', 'kopi' }, vim.api.nvim_buf_get_option(buffer, 'filetype')) then
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
  vim.api.nvim_create_user_command('KopiEval', M.eval, { range = true, desc = 'Evaluate the selection or the top-level form' })
  vim.api.nvim_create_user_command('KopiLoad', M.load, { desc = 'Load the buffer into the Kopi REPL' })
  vim.api.nvim_create_user_command('KopiInterrupt', M.interrupt, { desc = 'Interrupt the running evaluation' })
  vim.api.nvim_create_user_command('KopiReset', M.reset, { desc = 'Restart the Kopi REPL session' })
  vim.api.nvim_create_user_command('KopiOutput', M.show_output, { desc = 'Show the output of evaluations' })
end

return M
