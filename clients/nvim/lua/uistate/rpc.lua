-- A JSON-RPC 2.0 client over a child process's stdio with LSP's Content-Length framing, on
-- Neovim's job API (jobstart/chansend) so that it behaves the same from 0.7.2 onwards.
--
-- Requests sent before `initialize` has been answered are queued and sent after it (the server
-- answers −32002 to anything earlier). Callbacks run on the main loop: they may touch buffers.

local M = {}

local uv = vim.uv or vim.loop
local unpack_ = table.unpack or unpack

local Client = {}
Client.__index = Client

local function json_encode(value)
  return vim.json.encode(value)
end

local function json_decode(text)
  return vim.json.decode(text)
end

--- Starts `cmd` (a list) and initializes it.
--- opts: init_params (table), on_ready(err, result), on_notification(method, params),
---       on_exit(code), on_error(message) — for framing problems and callback errors.
function M.start(cmd, opts)
  opts = opts or {}
  local self = setmetatable({
    cmd = cmd,
    opts = opts,
    next_id = 1,
    pending = {}, -- id -> callback(err, result)
    npending = 0,
    queue = {}, -- requests waiting for initialize
    ready = false,
    closed = false,
    exit_code = nil,
    buffer = '',
    stderr_tail = {},
  }, Client)

  local ok, job = pcall(vim.fn.jobstart, cmd, {
    on_stdout = function(_, data)
      self:_on_stdout(data)
    end,
    on_stderr = function(_, data)
      self:_on_stderr(data)
    end,
    on_exit = function(_, code)
      self:_on_exit(code)
    end,
  })
  if not ok then
    return nil, tostring(job)
  end
  if job <= 0 then
    return nil, ('cannot start %s (jobstart returned %d)'):format(table.concat(cmd, ' '), job)
  end
  self.job = job
  self.pid = vim.fn.jobpid(job)

  self:_send_request('initialize', opts.init_params or vim.empty_dict(), function(err, result)
    if err then
      if opts.on_ready then
        opts.on_ready(err, nil)
      end
      -- Fail everything that waited for initialize.
      local queue = self.queue
      self.queue = {}
      for _, item in ipairs(queue) do
        self:_call(item.callback, err, nil)
      end
      return
    end
    self.ready = true
    self:notify('initialized', vim.empty_dict())
    if opts.on_ready then
      opts.on_ready(nil, result)
    end
    local queue = self.queue
    self.queue = {}
    for _, item in ipairs(queue) do
      self:_send_request(item.method, item.params, item.callback)
    end
  end)
  return self
end

function Client:_report(message)
  if self.opts.on_error then
    self.opts.on_error(message)
  else
    vim.notify('uistate: ' .. message, vim.log.levels.ERROR)
  end
end

-- Runs a callback; an error in it becomes a message, never a traceback.
function Client:_call(fn, ...)
  if not fn then
    return
  end
  local args = { ... }
  local n = select('#', ...)
  local ok, err = xpcall(function()
    return fn(unpack_(args, 1, n))
  end, function(e)
    return tostring(e)
  end)
  if not ok then
    self:_report('client error: ' .. err)
  end
end

function Client:_write(message)
  if self.closed then
    return false
  end
  local body = json_encode(message)
  local frame = ('Content-Length: %d\r\n\r\n%s'):format(#body, body)
  local ok = pcall(vim.fn.chansend, self.job, frame)
  return ok
end

function Client:_send_request(method, params, callback)
  local id = self.next_id
  self.next_id = id + 1
  self.pending[id] = callback or false
  self.npending = self.npending + 1
  local message = { jsonrpc = '2.0', id = id, method = method }
  if params ~= nil then
    message.params = params
  end
  if not self:_write(message) then
    self.pending[id] = nil
    self.npending = self.npending - 1
    self:_call(callback, { code = -32603, message = 'the host is not running' }, nil)
  end
  return id
end

--- Sends a request; callback(err, result) with err = {code, message, data} from the host.
function Client:request(method, params, callback)
  if self.closed then
    self:_call(callback, { code = -32603, message = 'the host is not running' }, nil)
    return
  end
  if not self.ready and method ~= 'initialize' then
    table.insert(self.queue, { method = method, params = params, callback = callback })
    return
  end
  return self:_send_request(method, params, callback)
end

--- Sends a request and waits for its answer (at most timeout_ms); returns err, result.
function Client:request_sync(method, params, timeout_ms)
  local done, err, result = false, nil, nil
  self:request(method, params, function(e, r)
    done, err, result = true, e, r
  end)
  local ok = vim.wait(timeout_ms or 5000, function()
    return done
  end, 10)
  if not ok then
    return { code = -32603, message = ('no answer to %s within %d ms'):format(method, timeout_ms or 5000) }, nil
  end
  return err, result
end

function Client:notify(method, params)
  local message = { jsonrpc = '2.0', method = method }
  if params ~= nil then
    message.params = params
  end
  return self:_write(message)
end

--- Requests in flight plus those queued behind initialize.
function Client:busy()
  return self.npending > 0 or #self.queue > 0
end

function Client:is_running()
  return not self.closed
end

function Client:_on_stderr(data)
  for _, line in ipairs(data) do
    if line ~= '' then
      table.insert(self.stderr_tail, line)
      if #self.stderr_tail > 20 then
        table.remove(self.stderr_tail, 1)
      end
    end
  end
end

function Client:_on_stdout(data)
  -- The job API splits output at newlines: joining the pieces with "\n" restores the bytes.
  -- A lone empty item is end of file.
  if #data == 1 and data[1] == '' then
    return
  end
  self.buffer = self.buffer .. table.concat(data, '\n')
  while true do
    local header_end = self.buffer:find('\r\n\r\n', 1, true)
    if not header_end then
      break
    end
    local header = self.buffer:sub(1, header_end - 1):lower()
    local length = tonumber(header:match('content%-length:%s*(%d+)'))
    if not length then
      self:_report('bad frame from the host (no Content-Length): ' .. header)
      self.buffer = self.buffer:sub(header_end + 4)
    else
      local body_start = header_end + 4
      if #self.buffer < body_start + length - 1 then
        break
      end
      local body = self.buffer:sub(body_start, body_start + length - 1)
      self.buffer = self.buffer:sub(body_start + length)
      self:_dispatch(body)
    end
  end
end

function Client:_dispatch(body)
  local ok, message = pcall(json_decode, body)
  if not ok or type(message) ~= 'table' then
    self:_report('unreadable message from the host: ' .. body:sub(1, 200))
    return
  end
  if message.method ~= nil then
    if message.id == nil and self.opts.on_notification then
      self:_call(self.opts.on_notification, message.method, message.params)
    end
    return -- the server sends no requests
  end
  local id = message.id
  local callback = self.pending[id]
  if callback == nil then
    if message.error and message.error ~= vim.NIL then
      local e = message.error
      self:_report(('%s (%s)'):format(tostring(e.message), tostring(e.code)))
    end
    return
  end
  self.pending[id] = nil
  self.npending = self.npending - 1
  if callback then
    if message.error ~= nil and message.error ~= vim.NIL then
      self:_call(callback, message.error, nil)
    else
      self:_call(callback, nil, message.result)
    end
  end
end

function Client:_on_exit(code)
  self.closed = true
  self.exit_code = code
  local pending = self.pending
  self.pending = {}
  self.npending = 0
  local queue = self.queue
  self.queue = {}
  local err = { code = -32603, message = ('the host exited (code %d)'):format(code) }
  for _, callback in pairs(pending) do
    if callback then
      self:_call(callback, err, nil)
    end
  end
  for _, item in ipairs(queue) do
    self:_call(item.callback, err, nil)
  end
  if self.opts.on_exit then
    self:_call(self.opts.on_exit, code)
  end
end

--- shutdown, then exit; waits at most timeout_ms in all for the process to end.
function Client:stop(timeout_ms)
  timeout_ms = timeout_ms or 2000
  if self.closed then
    return self.exit_code
  end
  local start = uv.now()
  if self.ready then
    self:request_sync('shutdown', nil, timeout_ms)
  end
  self:notify('exit')
  local left = math.max(100, timeout_ms - (uv.now() - start))
  local result = vim.fn.jobwait({ self.job }, left)[1]
  if result == -1 then
    pcall(vim.fn.jobstop, self.job)
    return nil
  end
  -- jobwait consumed the exit; on_exit still runs later on the loop, but mark it now.
  self.closed = true
  self.exit_code = result
  return result
end

return M
