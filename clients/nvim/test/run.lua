-- Headless tests of the uistate plugin. Run by clients/nvim/test.sh:
--   nvim --headless -u NONE -i NONE --cmd 'set rtp^=clients/nvim' -c 'luafile clients/nvim/test/run.lua'
-- Prints `ok - name` / `FAIL - name` per test, then `N passed, N failed`, and quits with a non-zero
-- code (cquit) when a test failed.

local plugin_dir = vim.fn.fnamemodify(debug.getinfo(1, 'S').source:sub(2), ':p:h:h')
vim.cmd('runtime plugin/uistate.lua')
local u = require('uistate')

local passed, failed = 0, 0
local verbose = vim.env.UISTATE_TEST_VERBOSE == '1'

local function out(text)
  io.stdout:write(text .. '\n')
  io.stdout:flush()
end

-- Messages go through vim.notify: record them (and keep them off the terminal).
local notes = {}
vim.notify = function(msg, level)
  table.insert(notes, { msg = msg, level = level })
  if verbose then
    out('  notify[' .. tostring(level) .. '] ' .. msg)
  end
end
-- Step summaries (echoed in the command line) too.
local echoes = {}
u.echo = function(text)
  table.insert(echoes, text)
  if verbose then
    out('  echo ' .. text)
  end
end

-- With store/subscribe, every update after a step must come from store/didChange: the
-- plugin's fallback render (after g:uistate_notification_grace_ms) is pushed out of reach.
vim.g.uistate_notification_grace_ms = 60000

local function buffer_lines(buf)
  return vim.api.nvim_buf_get_lines(buf or 0, 0, -1, false)
end

local function fail(text)
  error(text, 0)
end

local function check(condition, text)
  if not condition then
    fail(text)
  end
end

local function equal(actual, expected, what)
  if not vim.deep_equal(actual, expected) then
    fail(('%s:\n  expected %s\n  actual   %s'):format(what or 'values differ', vim.inspect(expected), vim.inspect(actual)))
  end
end

-- Waits until the buffer has a line equal to `line` (after trimming the indent); fails with the buffer.
local function wait_for_line(line, buf)
  local ok = vim.wait(5000, function()
    for _, l in ipairs(buffer_lines(buf)) do
      if vim.trim(l) == line then
        return true
      end
    end
    return false
  end, 10)
  if not ok then
    fail(('no line %q in the buffer:\n%s'):format(line, table.concat(buffer_lines(buf), '\n')))
  end
end

local function has_line_matching(pattern, buf)
  for _, l in ipairs(buffer_lines(buf)) do
    if l:find(pattern) then
      return true
    end
  end
  return false
end

local function idle()
  check(u.wait_idle(5000), 'requests still in flight after 5 s')
end

local function goto_line(pattern)
  for i, l in ipairs(buffer_lines()) do
    if l:find(pattern, 1, true) then
      vim.api.nvim_win_set_cursor(0, { i, 0 })
      return l
    end
  end
  fail(('no line containing %q'):format(pattern))
end

local function press(keys)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys, true, false, true), 'x', false)
end

local function notes_since(n)
  local list = {}
  for i = n + 1, #notes do
    table.insert(list, notes[i])
  end
  return list
end

local function skip(reason)
  error({ skip = reason }, 0)
end

local function test(name, fn)
  local before = #notes
  local ok, err = xpcall(fn, function(e)
    if type(e) == 'table' and e.skip then
      return e
    end
    return tostring(e)
  end)
  if not ok and type(err) == 'table' then
    out('skip - ' .. name .. ': ' .. err.skip)
  elseif ok then
    passed = passed + 1
    out('ok - ' .. name)
  else
    failed = failed + 1
    out('FAIL - ' .. name)
    for _, l in ipairs(vim.split(err, '\n', { plain = true })) do
      out('    ' .. l)
    end
    for _, note in ipairs(notes_since(before)) do
      out('    (message) ' .. note.msg)
    end
  end
end

local function cli_render(feature)
  local text = vim.fn.system({ u.find_binary(), 'render', feature })
  local lines = vim.split(text, '\n', { plain = true })
  if lines[#lines] == '' then
    table.remove(lines)
  end
  return lines
end

-- ---------------------------------------------------------------------------------------------

local counter_buf

test('open: :UIStateOpen counter shows the text render in a scratch buffer', function()
  vim.cmd('UIStateOpen counter')
  idle()
  counter_buf = vim.api.nvim_get_current_buf()
  equal(vim.api.nvim_buf_get_name(counter_buf), 'uistate://counter-1', 'buffer name')
  equal(vim.bo.buftype, 'nofile', 'buftype')
  equal(vim.bo.modifiable, false, 'modifiable')
  equal(vim.bo.filetype, 'uistate', 'filetype')
  equal(vim.b.uistate_version, 0, 'b:uistate_version')
  equal(buffer_lines(), cli_render('counter'), 'buffer lines against `uistate render counter`')
  wait_for_line('text #counter.count "0" font=headlineSemibold17(17)')
end)

test('tap: <CR> on the Increment line taps it and the tree updates', function()
  goto_line('label="Increment"')
  press('<CR>')
  idle()
  wait_for_line('text #counter.count "1" font=headlineSemibold17(17)')
  wait_for_line('text #counter.loading "Loading a fact…" font=bodyRegular16(16) foreground=gray')
  check(not has_line_matching('#counter.reset .*%[disabled%]'), 'Reset is still disabled')
  equal(vim.b.uistate_version, 1, 'b:uistate_version')
  local cursor = vim.api.nvim_win_get_cursor(0)
  check(buffer_lines()[cursor[1]]:find('label="Increment"', 1, true), 'the cursor stayed on the tapped line')
  equal(echoes[#echoes], 'counter-1: tap #counter.buttons/button.1 → version 1 · events {"haptic":{"style":"medium"}} · 2 effect(s) in flight', 'step summary')
end)

test('input: i on the text field prompts (default: its text) and types into it', function()
  local asked
  local original = vim.ui.input
  vim.ui.input = function(opts, on_confirm)
    asked = opts
    on_confirm('7')
  end
  goto_line('textField #counter.field')
  press('i')
  vim.ui.input = original
  idle()
  check(asked ~= nil, 'no prompt')
  equal(asked.default, '1', 'the prompt offers the field text')
  wait_for_line('text #counter.count "7" font=headlineSemibold17(17)')
  check(has_line_matching('^%s*textField #counter%.field "7" .*%[focused%]'), 'the field shows "7" and is focused')
end)

test('input: i on a line that is not a text field says so', function()
  local before = #notes
  local prompted = false
  local original = vim.ui.input
  vim.ui.input = function()
    prompted = true
  end
  goto_line('text #counter.count')
  press('i')
  vim.ui.input = original
  check(not prompted, 'prompted on a text node')
  local got = notes_since(before)
  check(#got == 1 and got[1].msg:find('not a text field', 1, true), 'message: ' .. vim.inspect(got))
end)

test('environment: :UIStateEnv dynamicTypeSize=accessibilityMedium re-renders with the new size', function()
  vim.cmd('UIStateEnv dynamicTypeSize=accessibilityMedium')
  idle()
  wait_for_line('root #root dynamicTypeSize=accessibilityMedium colorScheme=light')
  check(not has_line_matching('headlineSemibold17%(17%)'), 'fonts did not scale')
  check(has_line_matching('^%s*text #counter%.count "7" font=headlineSemibold17%(%d+%)'), 'count line')
end)

test('clock: :UIStateAdvance 500 delivers the debounced fact', function()
  check(has_line_matching('#counter.loading'), 'loading line before advancing')
  vim.cmd('UIStateAdvance 500')
  idle()
  wait_for_line('text #counter.fact "7 is a good number." font=bodyRegular16(26)')
  check(not has_line_matching('#counter.loading'), 'the loading line is still there')
  equal(echoes[#echoes], 'counter-1: advance 500 ms → version 5 · received {"factResponse":"7 is a good number."} · events {"haptic":{"style":"success"}}', 'step summary')
  equal(vim.b.uistate_version, u.store().version, 'b:uistate_version follows the store')
end)

test('errors: host errors become messages with their code, never tracebacks', function()
  local before = #notes
  vim.cmd('UIStateTap counter.nothing')
  idle()
  vim.cmd('UIStateOpen countr')
  idle()
  vim.cmd('UIStateAdvance soon')
  local got = notes_since(before)
  equal(#got, 3, 'three messages')
  check(got[1].msg:find('(-33003)', 1, true) and got[1].level == vim.log.levels.ERROR, 'unknown node: ' .. got[1].msg)
  check(got[2].msg:find('(-33002)', 1, true) and got[2].msg:find('did you mean counter?', 1, true), 'unknown feature: ' .. got[2].msg)
  check(got[3].msg:find('usage: :UIStateAdvance', 1, true), 'usage: ' .. got[3].msg)
  for _, note in ipairs(got) do
    check(not note.msg:find('traceback', 1, true), 'a traceback: ' .. note.msg)
  end
  equal(vim.api.nvim_get_current_buf(), counter_buf, 'still on the counter buffer')
end)

test('errors: a disabled node answers -33004 with its reason', function()
  local before = #notes
  vim.cmd('UIStateOpen buttonGallery')
  idle()
  equal(vim.api.nvim_buf_get_name(0), 'uistate://buttonGallery-1', 'buffer name')
  goto_line('toggle #gallery.disableToggle')
  press('<CR>')
  idle()
  wait_for_line('toggle #gallery.disableToggle "버튼 끄기" isOn=true → tap {"action":{"buttonsDisabledToggled":false}}')
  goto_line('#gallery.iconOnly')
  press('<CR>')
  idle()
  local got = notes_since(before)
  local last = got[#got]
  check(last and last.msg:find('(-33004)', 1, true) and last.msg:find('disabled', 1, true), 'message: ' .. vim.inspect(got))
end)

test('stores: two stores share one host; each buffer keeps its own tree', function()
  local pid = u.host_pid()
  check(pid ~= nil, 'no host')
  vim.cmd('UIStateOpen buttonGallery')
  idle()
  equal(u.host_pid(), pid, 'the host was reused')
  equal(vim.api.nvim_buf_get_name(0), 'uistate://buttonGallery-2', 'buffer name')
  goto_line('#gallery.titleOnly')
  press('<CR>')
  idle()
  check(has_line_matching('#gallery.status "마지막으로 누른 버튼: 저장 %(1번 누름%)"'), 'the status text did not change:\n' .. table.concat(buffer_lines(), '\n'))
  check(has_line_matching('#counter.fact "7 is a good number."', counter_buf), 'the counter buffer changed')
end)

test('live: a change made elsewhere reaches the buffer through store/didChange', function()
  check(u.has_method('store/subscribe'), 'the host does not answer store/subscribe')
  vim.api.nvim_set_current_buf(counter_buf)
  local before = buffer_lines(counter_buf)
  -- Dispatch directly, without the plugin's re-render: only the notification can update the buffer.
  local err = u.host():request_sync('store/dispatch', { storeId = 'counter-1', action = 'incrementButtonTapped' }, 5000)
  check(err == nil, vim.inspect(err))
  wait_for_line('text #counter.count "8" font=headlineSemibold17(28)', counter_buf)
  check(not vim.deep_equal(before, buffer_lines(counter_buf)), 'unchanged')
end)

test('live: on a live clock, an effect finishing later updates the buffer by itself', function()
  check(u.has_method('store/subscribe'), 'the host does not answer store/subscribe')
  local opened
  u.open('counter', { dependencies = { clock = 'live' } }, function(store)
    opened = store
  end)
  idle()
  check(opened, 'no store')
  equal(vim.api.nvim_buf_get_name(0), 'uistate://' .. opened.id, 'buffer name')
  goto_line('label="Increment"')
  press('<CR>')
  wait_for_line('text #counter.loading "Loading a fact…" font=bodyRegular16(16) foreground=gray')
  -- No request from here on: the debounced fact (500 ms of real time) arrives as a notification.
  wait_for_line('text #counter.fact "1 is a good number." font=bodyRegular16(16)')
  check(not has_line_matching('#counter.loading'), 'the loading line is still there')
  vim.cmd('bwipeout')
end)

test('history: :UIStateHistory lists the entries; <CR> on one jumps back to it', function()
  check(u.has_method('history/list'), 'the host does not answer history/list')
  vim.api.nvim_set_current_buf(counter_buf)
  vim.cmd('UIStateHistory')
  idle()
  equal(vim.api.nvim_buf_get_name(0), 'uistate-history://counter-1', 'buffer name')
  local lines = buffer_lines()
  equal(lines[1], '  v0    initial', 'first line')
  equal(lines[2], '  v1    outside     "incrementButtonTapped"  events {"haptic":{"style":"medium"}}', 'the tap')
  check(has_line_matching('^  v3    outside     {"countTextChanged":"7"}$'), 'the input:\n' .. table.concat(lines, '\n'))
  check(has_line_matching('^  v4    environment'), 'the environment change')
  check(has_line_matching('^  v5    effect      {"factResponse":"7 is a good number."}'), 'the fact')
  check(lines[#lines]:find('^%* v6 '), 'the current version is marked: ' .. lines[#lines])
  goto_line('"incrementButtonTapped"')
  press('<CR>')
  idle()
  wait_for_line('text #counter.count "1" font=headlineSemibold17(17)', counter_buf)
  wait_for_line('root #root dynamicTypeSize=large colorScheme=light', counter_buf)
  check(vim.wait(5000, function()
    local last = buffer_lines()[#buffer_lines()]
    return last:find('^%* v7    jump        jump to v1') ~= nil
  end, 10), 'the history shows the jump:\n' .. table.concat(buffer_lines(), '\n'))
  vim.cmd('close')
end)

-- ---------------------------------------------------------------------------------------------
-- Replay

local tmp = vim.fn.tempname()
vim.fn.mkdir(tmp, 'p')

local function write(path, lines)
  vim.fn.writefile(lines, path)
  return path
end

local failing = write(tmp .. '/failing.scenario.json', {
  '{',
  '  "name": "gallery: a tap counts twice (wrong on purpose)",',
  '  "feature": "buttonGallery",',
  '  "steps": [',
  '    {"expect": {"state": {"tapCount": 0, "areButtonsDisabled": false}}},',
  '    {"tap": {"id": "gallery.iconOnly"}, "label": "tap the icon-only button",',
  '     "pointers": {"/tapCount": 2}}',
  '  ]',
  '}',
})
write(tmp .. '/passing.scenario.json', {
  '{',
  '  "name": "gallery: a tap counts once",',
  '  "feature": "buttonGallery",',
  '  "steps": [',
  '    {"tap": {"id": "gallery.iconOnly"}, "pointers": {"/tapCount": 1, "/lastTappedButton": "iconOnly"}}',
  '  ]',
  '}',
})

local function replay(args)
  local report, finished = nil, false
  u.replay(args, function(r)
    report, finished = r, true
  end)
  check(vim.wait(20000, function()
    return finished
  end, 20), 'replay did not finish in 20 s')
  return report
end

test('replay: a failing scenario fills the quickfix list at its file and line', function()
  local report = replay({ tmp })
  check(report ~= nil, 'no report')
  equal(report.summary, { total = 2, passed = 1, failed = 1, errors = 0 }, 'summary')
  local qf = vim.fn.getqflist({ items = 1, title = 1 })
  check(qf.title:find('1 passed, 1 failed, 0 errors', 1, true), 'title: ' .. qf.title)
  local first = qf.items[1]
  check(first ~= nil, 'no quickfix entries')
  equal(vim.fn.bufname(first.bufnr), vim.fn.fnamemodify(failing, ':.'), 'file')
  equal({ first.lnum, first.col, first.type, first.valid }, { 6, 5, 'W', 1 }, 'line, column, type, valid')
  equal(first.text, 'gallery: a tap counts twice (wrong on purpose) [failed] step 2 tap "tap the icon-only button": state does not match', 'text')
  -- The diff follows as text-only entries; nothing for the passing scenario.
  local rest = {}
  for i = 2, #qf.items do
    check(qf.items[i].valid == 0, 'entry ' .. i .. ' should be text only')
    table.insert(rest, qf.items[i].text)
  end
  check(vim.tbl_contains(rest, '-   "tapCount": 2'), 'diff: ' .. vim.inspect(rest))
  check(vim.tbl_contains(rest, '+   "tapCount": 1'), 'diff: ' .. vim.inspect(rest))
  equal(vim.bo.buftype, 'quickfix', 'the quickfix window opened')
  vim.cmd('cclose')
end)

test('replay: an unusable scenario is an error entry at the offending member', function()
  vim.fn.mkdir(tmp .. '/broken', 'p')
  local broken = write(tmp .. '/broken/typo.scenario.json', {
    '{',
    '  "feature": "buttonGalery",',
    '  "steps": []',
    '}',
  })
  local report = replay({ broken })
  equal(report.summary.errors, 1, 'errors')
  local items = vim.fn.getqflist()
  equal(#items, 1, 'entries')
  equal({ vim.fn.bufname(items[1].bufnr), items[1].lnum, items[1].type },
    { vim.fn.fnamemodify(broken, ':.'), 2, 'E' }, 'file, line, type')
  check(items[1].text:find('unknown feature', 1, true), items[1].text)
  vim.cmd('cclose')
end)

test('replay: passing scenarios leave an empty quickfix list', function()
  local report = replay({ tmp .. '/passing.scenario.json' })
  equal(report.summary.passed, 1, 'passed')
  equal(#vim.fn.getqflist(), 0, 'entries')
end)

-- ---------------------------------------------------------------------------------------------
-- Shutdown

test('exit: VimLeavePre shuts the host down (shutdown + exit, exit code 0)', function()
  local record = tmp .. '/leave.txt'
  local script = write(tmp .. '/leave.lua', {
    "vim.cmd('runtime plugin/uistate.lua')",
    "local u = require('uistate')",
    "vim.cmd('UIStateOpen counter')",
    'u.wait_idle(5000)',
    "vim.api.nvim_create_autocmd('VimLeavePre', { callback = function()",
    ('  vim.fn.writefile({ tostring(vim.g.uistate_host_pid), tostring(vim.g.uistate_host_exit) }, %q)'):format(record),
    'end })',
    "vim.cmd('qall!')",
  })
  local output = vim.fn.system({ vim.v.progpath, '--headless', '-u', 'NONE', '-i', 'NONE',
    '--cmd', 'set rtp^=' .. plugin_dir, '-c', 'luafile ' .. script })
  equal(vim.v.shell_error, 0, 'the child Neovim failed: ' .. output)
  local lines = vim.fn.readfile(record)
  local pid = tonumber(lines[1])
  check(pid, 'no host pid recorded: ' .. vim.inspect(lines))
  equal(lines[2], '0', 'host exit code (0 only after shutdown)')
  local status = io.open('/proc/' .. pid .. '/status')
  if status then
    local text = status:read('*a')
    status:close()
    check(text:find('State:%s*Z'), 'the host is still running')
  end
end)

test('exit: :UIStateStop shuts the running host down', function()
  local pid = u.host_pid()
  check(pid, 'no host')
  equal(u.stop(), 0, 'exit code')
  equal(u.host_pid(), nil, 'host after stop')
end)

vim.fn.delete(tmp, 'rf')
out(('%d passed, %d failed'):format(passed, failed))
if failed > 0 then
  vim.cmd('cquit 1')
else
  vim.cmd('qall!')
end
