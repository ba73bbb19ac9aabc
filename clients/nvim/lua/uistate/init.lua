-- uistate for Neovim: a live component tree of a uistate store in a scratch buffer.
--
-- One host process (`uistate serve`) per Neovim, started on first use and shut down on
-- VimLeavePre. Each `:UIStateOpen` creates a store and a buffer `uistate://<storeId>` showing
-- the store's text render; interactions re-render it.

local rpc = require('uistate.rpc')

local M = {}

M.protocol_version = '0.1.0'

local host = nil -- the rpc client
local host_info = nil -- initialize's result
local stores = {} -- storeId -> {id, feature, buf, version}
local last_store = nil
local features_cache = nil

local levels = vim.log.levels
local unpack_ = table.unpack or unpack

--- Echoes a step summary in the command line (not kept in :messages).
function M.echo(text)
  vim.api.nvim_echo({ { text } }, false, {})
end

local function message(text, level)
  vim.notify('uistate: ' .. text, level or levels.INFO)
end
M._message = message

--- An error object from the host (or the client) as one line: message (code) and hints.
local function describe_error(err)
  if type(err) ~= 'table' then
    return tostring(err)
  end
  local text = ('%s (%s)'):format(tostring(err.message), tostring(err.code))
  local data = err.data
  if type(data) == 'table' then
    if type(data.suggestion) == 'string' then
      text = text .. '; did you mean ' .. data.suggestion .. '?'
    elseif type(data.reason) == 'string' then
      text = text .. '; ' .. data.reason
    end
  end
  return text
end
M.describe_error = describe_error

local function report_error(err, context)
  local text = describe_error(err)
  if context then
    text = context .. ': ' .. text
  end
  message(text, levels.ERROR)
end

-- Runs fn with errors turned into messages (commands and mappings never show tracebacks).
local function safely(fn)
  return function(...)
    local args = { ... }
    local n = select('#', ...)
    local ok, err = xpcall(function()
      return fn(unpack_(args, 1, n))
    end, function(e)
      return tostring(e)
    end)
    if not ok then
      message(err, levels.ERROR)
    end
  end
end
M.safely = safely

-- ---------------------------------------------------------------------------------------------
-- Finding and running the host

local function executable(path)
  return path and path ~= '' and vim.fn.executable(path) == 1
end

--- The checkout this plugin lives in (clients/nvim/lua/uistate/init.lua → the repository root).
local function checkout_root()
  local source = debug.getinfo(1, 'S').source
  if source:sub(1, 1) ~= '@' then
    return nil
  end
  return vim.fn.fnamemodify(source:sub(2), ':p:h:h:h:h:h')
end

--- g:uistate_bin, $UISTATE_BIN, PATH, then the checkout's .build/release and .build/debug.
function M.find_binary()
  -- Not ipairs over a table literal: with g:uistate_bin unset its first slot is nil, and ipairs
  -- would stop there without looking at $UISTATE_BIN.
  for _, candidate in ipairs({ vim.g.uistate_bin or '', vim.env.UISTATE_BIN or '' }) do
    if candidate ~= '' then
      if executable(candidate) then
        return candidate
      end
      return nil, ('%s is not executable'):format(candidate)
    end
  end
  local on_path = vim.fn.exepath('uistate')
  if on_path ~= '' then
    return on_path
  end
  local root = checkout_root()
  if root then
    for _, config in ipairs({ 'release', 'debug' }) do
      local path = root .. '/.build/' .. config .. '/uistate'
      if executable(path) then
        return path
      end
    end
  end
  return nil, 'uistate not found: set g:uistate_bin or $UISTATE_BIN, put it on PATH, or run `swift build` in the checkout'
end

local on_notification -- defined below

--- The running host, starting one when needed; nil and a message when it cannot start.
function M.host()
  if host and host:is_running() then
    return host
  end
  local bin, why = M.find_binary()
  if not bin then
    return nil, why
  end
  local cmd = { bin, 'serve' }
  for _, arg in ipairs(vim.g.uistate_serve_args or {}) do
    table.insert(cmd, arg)
  end
  local version = vim.version and vim.version() or { major = 0, minor = 0, patch = 0 }
  local client, err = rpc.start(cmd, {
    init_params = {
      clientInfo = { name = 'nvim', version = ('%d.%d.%d'):format(version.major, version.minor, version.patch) },
      protocolVersion = M.protocol_version,
    },
    on_ready = function(e, result)
      if e then
        report_error(e, 'initialize')
      else
        host_info = result
      end
    end,
    on_notification = function(method, params)
      on_notification(method, params)
    end,
    on_exit = function(code)
      local was = host
      if was and was.stopping then
        return
      end
      local tail = was and table.concat(was.stderr_tail, '\n') or ''
      message(('the host exited (code %d)%s'):format(code, tail ~= '' and (':\n' .. tail) or ''), levels.WARN)
    end,
    on_error = function(text)
      message(text, levels.ERROR)
    end,
  })
  if not client then
    return nil, err
  end
  host = client
  vim.g.uistate_host_pid = client.pid
  host_info = nil
  features_cache = nil
  return host
end

--- Whether the host advertises `method` (false before initialize has been answered).
function M.has_method(method)
  if not (host_info and host_info.capabilities and type(host_info.capabilities.methods) == 'table') then
    return false
  end
  for _, name in ipairs(host_info.capabilities.methods) do
    if name == method then
      return true
    end
  end
  return false
end

--- Sends a request to the host; callback(result) on success; errors become messages (or go to
--- on_error(err) when given).
function M.request(method, params, callback, on_error)
  local client, why = M.host()
  if not client then
    if on_error then
      on_error({ code = -32603, message = why })
    else
      message(why, levels.ERROR)
    end
    return
  end
  client:request(method, params, function(err, result)
    if err then
      if on_error then
        on_error(err)
      else
        report_error(err, method)
      end
      return
    end
    if callback then
      callback(result)
    end
  end)
end

--- Whether requests are in flight (tests wait on this).
function M.busy()
  if not (host ~= nil and host:is_running()) then
    return false
  end
  if host:busy() then
    return true
  end
  for _, store in pairs(stores) do
    if store.expected or store.rendering then
      return true
    end
  end
  return false
end

--- Waits until no request is in flight; true when that happened within timeout_ms.
function M.wait_idle(timeout_ms)
  return vim.wait(timeout_ms or 5000, function()
    return not M.busy()
  end, 10)
end

--- Shuts the host down (shutdown + exit) and waits for it; returns its exit code (nil if killed).
function M.stop(timeout_ms)
  local client = host
  if not client then
    return nil
  end
  client.stopping = true
  local code = client:stop(timeout_ms or 2000)
  vim.g.uistate_host_exit = code == nil and vim.NIL or code
  host = nil
  host_info = nil
  for _, store in pairs(stores) do
    store.subscription = nil
    store.expected = nil
    store.rendering = false
  end
  return code
end

function M.host_pid()
  return host and host:is_running() and host.pid or nil
end

-- ---------------------------------------------------------------------------------------------
-- Tree buffers

--- The store of the current buffer, else the last one opened.
local function current_store()
  local id = vim.b.uistate_store
  if id and stores[id] then
    return stores[id]
  end
  if last_store and stores[last_store] then
    return stores[last_store]
  end
  return nil
end

function M.store(id)
  if id then
    return stores[id]
  end
  return current_store()
end

local function require_store()
  local store = current_store()
  if not store then
    error('no store: open one with :UIStateOpen {feature}', 0)
  end
  return store
end

local function notify_rendered(store)
  if vim.fn.exists('#User#UIStateRendered') == 1 then
    vim.g.uistate_last_rendered = store.id
    vim.cmd('doautocmd <nomodeline> User UIStateRendered')
  end
end

local function set_lines(buf, lines)
  -- Keep each window's cursor where it was (clamped) while replacing the text.
  local cursors = {}
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == buf then
      cursors[win] = vim.api.nvim_win_get_cursor(win)
    end
  end
  vim.bo[buf].modifiable = true
  vim.api.nvim_buf_set_lines(buf, 0, -1, false, lines)
  vim.bo[buf].modifiable = false
  vim.bo[buf].modified = false
  for win, cursor in pairs(cursors) do
    local row = math.min(cursor[1], #lines)
    pcall(vim.api.nvim_win_set_cursor, win, { math.max(row, 1), cursor[2] })
  end
end

--- Applies a text render to the store's buffer (older versions than the one shown are ignored).
local function apply_render(store, tree, version)
  if store.version and version and version < store.version then
    return
  end
  store.version = version
  if store.expected and version and version >= store.expected then
    store.expected = nil
  end
  if not (store.buf and vim.api.nvim_buf_is_valid(store.buf)) then
    return
  end
  local lines = vim.split(tree, '\n', { plain = true })
  if lines[#lines] == '' then
    table.remove(lines)
  end
  set_lines(store.buf, lines)
  vim.b[store.buf].uistate_version = version
  notify_rendered(store)
  M._refresh_history(store)
end

--- Requests the text render of a store and shows it. While a render is in flight, further
--- refreshes (a burst of store/didChange) collapse into one more render after it.
function M.refresh(store, done)
  store = store or require_store()
  if done then
    store.waiting = store.waiting or {}
    table.insert(store.waiting, done)
  end
  if store.rendering then
    store.dirty = true
    return
  end
  store.rendering = true
  store.dirty = false
  local function finished(result)
    store.rendering = false
    if store.dirty then
      M.refresh(store)
      return
    end
    local waiting = store.waiting or {}
    store.waiting = nil
    for _, fn in ipairs(waiting) do
      fn(result)
    end
  end
  M.request('view/render', { storeId = store.id, format = 'text' }, function(result)
    apply_render(store, result.tree, result.version)
    finished(result)
  end, function(err)
    report_error(err, 'view/render')
    store.dirty = false
    finished(nil)
  end)
end

-- A node line: `  type #id "text" key=value …`. Returns type, id, and the rest after the id.
function M.parse_line(line)
  local indent, kind, id, rest = line:match('^(%s*)(%S+)%s+#(%S+)(.*)$')
  if not id then
    return nil
  end
  return { depth = #indent / 2, type = kind, id = id, rest = rest }
end

-- The node's quoted text right after the id, decoded (nil when there is none).
local function node_text(rest)
  local s = rest:match('^%s+(".*)$')
  if not s then
    return nil
  end
  local i = 2
  while i <= #s do
    local c = s:sub(i, i)
    if c == '\\' then
      i = i + 2
    elseif c == '"' then
      local ok, value = pcall(vim.json.decode, s:sub(1, i))
      return ok and value or nil
    else
      i = i + 1
    end
  end
  return nil
end
M.node_text = node_text

local function node_at_cursor()
  local line = vim.api.nvim_get_current_line()
  local node = M.parse_line(line)
  if not node then
    error('no node on this line', 0)
  end
  return node
end

local function summarize_step(store, what, result)
  local parts = { ('%s: %s → version %s'):format(store.id, what, tostring(result.version)) }
  if result.changed == false then
    parts[1] = parts[1] .. ' (unchanged)'
  end
  local function encode_list(list)
    local out = {}
    for _, item in ipairs(list) do
      table.insert(out, vim.json.encode(item))
    end
    return table.concat(out, ', ')
  end
  if type(result.received) == 'table' and #result.received > 0 then
    table.insert(parts, 'received ' .. encode_list(result.received))
  end
  if type(result.events) == 'table' and #result.events > 0 then
    table.insert(parts, 'events ' .. encode_list(result.events))
  end
  if type(result.effects) == 'table' and #result.effects > 0 then
    table.insert(parts, ('%d effect(s) in flight'):format(#result.effects))
  end
  store.last_step = result
  M.echo(table.concat(parts, ' · '))
end

--- Sends a step request (tap, input, environment/set, clock/advance, history/jump) and shows
--- the new version: from the store/didChange it causes when the store is subscribed (with a
--- render of our own if none came within g:uistate_notification_grace_ms, 500), else by
--- rendering again at once.
local function step(store, method, params, what, done)
  params.storeId = store.id
  M.request(method, params, function(result)
    summarize_step(store, what, result)
    local newer = type(result.version) == 'number' and (not store.version or result.version > store.version)
    if newer then
      store.expected = math.max(store.expected or 0, result.version)
    end
    if not store.subscription then
      M.refresh(store, done)
      return
    end
    if newer then
      vim.defer_fn(function()
        if store.expected and (not store.version or store.version < store.expected) then
          M.refresh(store)
        end
      end, vim.g.uistate_notification_grace_ms or 500)
    end
    if done then
      done(result)
    end
  end)
end

function M.tap(id, store)
  store = store or require_store()
  step(store, 'view/tap', { selector = { id = id } }, 'tap #' .. id)
end

function M.input(id, text, store)
  store = store or require_store()
  step(store, 'view/input', { selector = { id = id }, text = text }, ('input #%s %s'):format(id, vim.json.encode(text)))
end

function M.tap_at_cursor()
  local node = node_at_cursor()
  M.tap(node.id)
end

--- Prompts (vim.ui.input) for the text of the field on the cursor line, then inputs it.
function M.input_at_cursor()
  local node = node_at_cursor()
  local store = require_store()
  local looks_like_field = node.type:lower():find('field', 1, true) or node.type:lower():find('editor', 1, true)
    or node.rest:find('→ input', 1, true)
  if not looks_like_field then
    message(('#%s is a %s, not a text field'):format(node.id, node.type), levels.WARN)
    return
  end
  vim.ui.input({ prompt = ('%s #%s: '):format(node.type, node.id), default = node_text(node.rest) or '' }, function(text)
    if text == nil then
      return
    end
    safely(M.input)(node.id, text, store)
  end)
end

M.environment_keys = { 'dynamicTypeSize', 'colorScheme', 'locale', 'focusedField' }
M.dynamic_type_sizes = {
  'xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge',
  'accessibilityMedium', 'accessibilityLarge', 'accessibilityExtraLarge',
  'accessibilityExtraExtraLarge', 'accessibilityExtraExtraExtraLarge',
}

--- environment: a table, or words `key=value` (`null` clears a member).
function M.set_environment(environment, store)
  store = store or require_store()
  if type(environment) ~= 'table' or environment[1] ~= nil or next(environment) == nil then
    local words = type(environment) == 'table' and environment or vim.split(environment or '', '%s+')
    environment = {}
    local n = 0
    for _, word in ipairs(words) do
      if word ~= '' then
        local key, value = word:match('^([^=]+)=(.*)$')
        if not key then
          error(('expected key=value, got %q'):format(word), 0)
        end
        environment[key] = (value == 'null') and vim.NIL or value
        n = n + 1
      end
    end
    if n == 0 then
      error('usage: :UIStateEnv dynamicTypeSize=accessibilityMedium [colorScheme=dark …]', 0)
    end
  end
  local words = {}
  for key, value in pairs(environment) do
    table.insert(words, key .. '=' .. (value == vim.NIL and 'null' or tostring(value)))
  end
  table.sort(words)
  step(store, 'environment/set', { environment = environment }, 'environment ' .. table.concat(words, ' '))
end

function M.advance(ms, store)
  store = store or require_store()
  local n = tonumber(ms)
  if not n or n < 0 or n ~= math.floor(n) then
    error('usage: :UIStateAdvance {milliseconds}', 0)
  end
  step(store, 'clock/advance', { ms = n }, ('advance %d ms'):format(n))
end

local function map(buf, lhs, fn, desc)
  vim.keymap.set('n', lhs, safely(fn), { buffer = buf, silent = true, nowait = true, desc = desc })
end

local function make_buffer(store)
  local name = 'uistate://' .. store.id
  local existing = vim.fn.bufnr(name)
  local buf = existing ~= -1 and existing or vim.api.nvim_create_buf(true, true)
  if existing == -1 then
    vim.api.nvim_buf_set_name(buf, name)
  end
  vim.bo[buf].buftype = 'nofile'
  vim.bo[buf].bufhidden = 'hide'
  vim.bo[buf].swapfile = false
  vim.bo[buf].modifiable = false
  vim.b[buf].uistate_store = store.id
  vim.b[buf].uistate_feature = store.feature
  map(buf, '<CR>', M.tap_at_cursor, 'uistate: tap the node on this line')
  map(buf, 'i', M.input_at_cursor, 'uistate: type into the text field on this line')
  map(buf, 'R', function()
    M.refresh()
  end, 'uistate: render again')
  map(buf, 'H', function()
    M.history()
  end, 'uistate: history of this store')
  vim.bo[buf].filetype = 'uistate'
  return buf
end

local function show_buffer(buf)
  for _, win in ipairs(vim.api.nvim_list_wins()) do
    if vim.api.nvim_win_get_buf(win) == buf then
      vim.api.nvim_set_current_win(win)
      return
    end
  end
  local open = vim.g.uistate_open_cmd
  if open == nil then
    open = 'vsplit'
  end
  local current = vim.api.nvim_get_current_buf()
  local empty = vim.api.nvim_buf_get_name(current) == '' and not vim.bo[current].modified
    and vim.api.nvim_buf_line_count(current) == 1 and vim.api.nvim_get_current_line() == ''
  if open ~= '' and not empty then
    vim.cmd(open)
  end
  vim.api.nvim_win_set_buf(0, buf)
end

--- Subscribes the store to store/didChange when the host offers it (re-rendering on each).
local function subscribe(store, done)
  if not M.has_method('store/subscribe') then
    done()
    return
  end
  M.request('store/subscribe', { storeId = store.id }, function(result)
    store.subscription = result.subscription
    done()
  end, function(err)
    report_error(err, 'store/subscribe')
    done()
  end)
end

--- :UIStateOpen {feature}: creates a store of the feature and shows its tree.
--- options: extra store/create params (initialState, environment, dependencies, …).
function M.open(feature, options, done)
  if not feature or feature == '' then
    error('usage: :UIStateOpen {feature}', 0)
  end
  local params = vim.deepcopy(options or {})
  params.feature = feature
  local ok, why = M.host()
  if not ok then
    error(why, 0)
  end
  M.request('store/create', params, function(result)
    local store = { id = result.storeId, feature = feature, version = nil }
    stores[store.id] = store
    last_store = store.id
    store.buf = make_buffer(store)
    show_buffer(store.buf)
    subscribe(store, function()
      M.refresh(store, function()
        message(('%s opened (version %s)'):format(store.id, tostring(result.version)))
        if done then
          done(store)
        end
      end)
    end)
  end)
end

--- Feature names, for completion (asks the host once; waits at most a second).
function M.features()
  if features_cache then
    return features_cache
  end
  local client = M.host()
  if not client then
    return {}
  end
  local err, result = client:request_sync('plugin/list', nil, 2000)
  if err or type(result) ~= 'table' then
    return {}
  end
  local names = {}
  for _, feature in ipairs(result.features or {}) do
    table.insert(names, feature.name)
  end
  features_cache = names
  return names
end

-- ---------------------------------------------------------------------------------------------
-- Notifications

on_notification = function(method, params)
  if method == 'store/didChange' and type(params) == 'table' then
    for _, store in pairs(stores) do
      if store.subscription ~= nil and store.subscription == params.subscription then
        if not store.version or (params.version and params.version > store.version) then
          M.refresh(store)
        end
      end
    end
  end
end

-- ---------------------------------------------------------------------------------------------
-- History (when the host has history/list and history/jump)

M.history_page_limit = 500
M.history_max_entries = 5000

local function compact(value)
  if value == nil or value == vim.NIL then
    return nil
  end
  local ok, text = pcall(vim.json.encode, value)
  return ok and text or tostring(value)
end

-- One line per entry (`*` marks the current version): `* v3   outside      {"countTextChanged":"42"}  events …`
local function history_line(entry, current)
  local what = compact(entry.action)
  if entry.origin == 'jump' then
    what = 'jump to v' .. tostring(entry.toVersion ~= vim.NIL and entry.toVersion or '?')
  elseif entry.origin == 'environment' then
    what = compact(entry.environment) or '(environment)'
  end
  local extras = {}
  if entry.changed == false and entry.origin ~= 'environment' and entry.origin ~= 'jump' then
    table.insert(extras, '(no change)')
  end
  if type(entry.events) == 'table' and #entry.events > 0 then
    local events = {}
    for _, event in ipairs(entry.events) do
      table.insert(events, compact(event))
    end
    table.insert(extras, 'events ' .. table.concat(events, ', '))
  end
  local line = ('%s v%-4s %-11s %s'):format(current and '*' or ' ', tostring(entry.version), tostring(entry.origin), what or '')
  if #extras > 0 then
    line = line .. '  ' .. table.concat(extras, ' ')
  end
  return (line:gsub('%s+$', ''))
end

-- Fetches every page (oldest first), then done(entries, last_page).
local function fetch_history(store, done)
  local entries = {}
  local function page(from)
    M.request('history/list', { storeId = store.id, from = from, limit = M.history_page_limit }, function(result)
      for _, entry in ipairs(result.entries or {}) do
        table.insert(entries, entry)
      end
      local next = result.next
      if next ~= nil and next ~= vim.NIL and #entries < M.history_max_entries then
        page(next)
      else
        done(entries, result)
      end
    end)
  end
  page(0)
end

local function show_history(store, entries, result)
  local buf = store.history_buf
  if not (buf and vim.api.nvim_buf_is_valid(buf)) then
    local name = 'uistate-history://' .. store.id
    local existing = vim.fn.bufnr(name)
    buf = existing ~= -1 and existing or vim.api.nvim_create_buf(true, true)
    if existing == -1 then
      vim.api.nvim_buf_set_name(buf, name)
    end
    vim.bo[buf].buftype = 'nofile'
    vim.bo[buf].bufhidden = 'hide'
    vim.bo[buf].swapfile = false
    vim.bo[buf].modifiable = false
    vim.b[buf].uistate_store = store.id
    map(buf, '<CR>', function()
      M.jump_at_cursor()
    end, 'uistate: jump to the version on this line')
    map(buf, 'R', function()
      M.history(store)
    end, 'uistate: list the history again')
    vim.bo[buf].filetype = 'uistatehistory'
    store.history_buf = buf
  end
  -- The current version: the last entry that has it.
  local current_index
  for i, entry in ipairs(entries) do
    if entry.version == store.version then
      current_index = i
    end
  end
  local lines, versions = {}, {}
  local reachable = type(result.versions) == 'table' and result.versions or {}
  if type(result.dropped) == 'number' and result.dropped > 0 then
    table.insert(lines, ('  (%d older entries dropped)'):format(result.dropped))
    table.insert(versions, false)
  end
  -- Version 0 (before any entry) can be jumped to when it has no entry of its own (no launch).
  local has_zero = false
  for _, entry in ipairs(entries) do
    has_zero = has_zero or entry.version == 0
  end
  if not has_zero and reachable.from == 0 then
    table.insert(lines, history_line({ version = 0, origin = 'initial' }, store.version == 0 and not current_index))
    table.insert(versions, 0)
  end
  for i, entry in ipairs(entries) do
    table.insert(lines, history_line(entry, i == current_index))
    local version = entry.version
    local ok = type(version) == 'number'
      and (type(reachable.from) ~= 'number' or version >= reachable.from)
      and (type(reachable.to) ~= 'number' or version <= reachable.to)
    table.insert(versions, ok and version or false)
  end
  if #lines == 0 then
    lines = { '  (no history)' }
  end
  store.history_versions = versions
  local fresh = not store.history_shown
  set_lines(buf, lines)
  store.history_shown = true
  return buf, fresh
end

--- :UIStateHistory: the store's history in a buffer `uistate-history://<storeId>`; <CR> jumps.
function M.history(store, done)
  store = store or require_store()
  if host_info and not M.has_method('history/list') then
    message('this host has no history/list yet', levels.WARN)
    return
  end
  fetch_history(store, function(entries, result)
    local buf = show_history(store, entries, result)
    local shown = false
    for _, win in ipairs(vim.api.nvim_list_wins()) do
      if vim.api.nvim_win_get_buf(win) == buf then
        shown = true
        vim.api.nvim_set_current_win(win)
      end
    end
    if not shown then
      local open = vim.g.uistate_history_open_cmd
      if open == nil then
        open = 'belowright split'
      end
      if open ~= '' then
        vim.cmd(open)
      end
      vim.api.nvim_win_set_buf(0, buf)
    end
    -- Cursor on the current entry.
    for i, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
      if line:sub(1, 1) == '*' then
        pcall(vim.api.nvim_win_set_cursor, 0, { i, 0 })
      end
    end
    if done then
      done(entries)
    end
  end)
end

-- Lists the history again into its buffer when it is open (after each render).
local function refresh_history(store)
  if store.history_buf and vim.api.nvim_buf_is_valid(store.history_buf) and vim.fn.bufwinnr(store.history_buf) ~= -1 then
    fetch_history(store, function(entries, result)
      show_history(store, entries, result)
    end)
  end
end
M._refresh_history = refresh_history

function M.jump(version, store)
  store = store or require_store()
  step(store, 'history/jump', { version = version }, 'jump to v' .. tostring(version))
end

function M.jump_at_cursor()
  local store = require_store()
  local row = vim.api.nvim_win_get_cursor(0)[1]
  local version = store.history_versions and store.history_versions[row]
  if not version then
    error('no version to jump to on this line', 0)
  end
  M.jump(version, store)
end

-- ---------------------------------------------------------------------------------------------
-- Replay

local function quickfix_items(report, cwd)
  local items = {}
  local function path(file)
    if not file or file == '' then
      return nil
    end
    if file:sub(1, 1) ~= '/' then
      file = cwd .. '/' .. file
    end
    return vim.fn.fnamemodify(file, ':.')
  end
  for _, scenario in ipairs(report.scenarios or {}) do
    local failure = scenario.failure
    if failure and failure ~= vim.NIL then
      local where = {}
      if failure.step and failure.step ~= vim.NIL then
        table.insert(where, 'step ' .. tostring(failure.step))
      end
      if failure.kind then
        table.insert(where, failure.kind)
      end
      if failure.label and failure.label ~= vim.NIL then
        table.insert(where, '"' .. failure.label .. '"')
      end
      table.insert(items, {
        filename = path(failure.file or scenario.file),
        lnum = tonumber(failure.line) or 1,
        col = tonumber(failure.column) or 1,
        type = scenario.status == 'error' and 'E' or 'W',
        text = ('%s [%s] %s: %s'):format(scenario.name or '?', scenario.status or '?', table.concat(where, ' '), failure.message or ''),
      })
      if type(failure.diff) == 'string' and failure.diff ~= '' then
        for _, line in ipairs(vim.split(failure.diff, '\n', { plain = true })) do
          table.insert(items, { text = line, valid = 0 })
        end
      end
    end
  end
  return items
end
M._quickfix_items = quickfix_items

--- :UIStateReplay {paths…}: `uistate replay PATHS --reporter json`, failures to the quickfix list.
--- done(report) is called when it finished (report nil when it could not run).
function M.replay(paths, done)
  if type(paths) == 'string' then
    paths = { paths }
  end
  if not paths or #paths == 0 then
    error('usage: :UIStateReplay {file or directory…}', 0)
  end
  local bin, why = M.find_binary()
  if not bin then
    error(why, 0)
  end
  local cwd = vim.fn.getcwd()
  local cmd = { bin, 'replay' }
  for _, path in ipairs(paths) do
    table.insert(cmd, vim.fn.expand(path))
  end
  vim.list_extend(cmd, { '--reporter', 'json' })
  local stdout, stderr = {}, {}
  local function finish(code)
    local text = table.concat(stdout, '\n')
    local ok, report = pcall(vim.json.decode, text)
    if not ok or type(report) ~= 'table' or type(report.summary) ~= 'table' then
      local detail = table.concat(stderr, '\n')
      if detail == '' then
        detail = text
      end
      message(('replay could not run (exit %d): %s'):format(code, detail), levels.ERROR)
      if done then
        done(nil)
      end
      return
    end
    local items = quickfix_items(report, cwd)
    local s = report.summary
    local title = ('uistate replay %s: %d passed, %d failed, %d errors'):format(
      table.concat(paths, ' '), s.passed or 0, s.failed or 0, s.errors or 0)
    vim.fn.setqflist({}, ' ', { title = title, items = items })
    if (s.failed or 0) + (s.errors or 0) > 0 then
      message(title, levels.WARN)
      if vim.g.uistate_open_quickfix ~= false then
        vim.cmd('botright copen')
      end
    else
      message(title)
    end
    M.last_report = report
    if done then
      done(report)
    end
  end
  local job = vim.fn.jobstart(cmd, {
    cwd = cwd,
    stdout_buffered = true,
    stderr_buffered = true,
    on_stdout = function(_, data)
      stdout = data
    end,
    on_stderr = function(_, data)
      stderr = data
    end,
    on_exit = function(_, code)
      safely(finish)(code)
    end,
  })
  if job <= 0 then
    error('cannot run ' .. bin, 0)
  end
  return job
end

return M
