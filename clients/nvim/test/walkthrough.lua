-- Prints a screencast-style walkthrough (the README's), from a real headless session:
--   nvim --headless -u NONE -i NONE --cmd 'set rtp^=clients/nvim' -c 'luafile clients/nvim/test/walkthrough.lua'
-- Each step shows what was typed, the messages, and the tree buffer afterwards.
vim.cmd('runtime plugin/uistate.lua')
local u = require('uistate')
local function out(s) io.stdout:write(s .. '\n') end
local pending = {}
vim.notify = function(msg) table.insert(pending, msg) end
u.echo = function(text) table.insert(pending, text) end
vim.ui.input = function(opts, on_confirm)
  table.insert(pending, ('(prompt) %s%s  ← typed 42'):format(opts.prompt, opts.default))
  on_confirm('42')
end

local function show(typed, opts)
  u.wait_idle(5000)
  out('')
  out(typed)
  for _, m in ipairs(pending) do out('  ' .. m) end
  pending = {}
  if opts and opts.quickfix then
    for _, item in ipairs(vim.fn.getqflist()) do
      local name = item.bufnr > 0 and vim.fn.bufname(item.bufnr) or ''
      if item.valid == 1 then
        out(('  %s|%d col %d %s| %s'):format(name, item.lnum, item.col, item.type == 'E' and 'error' or 'warning', item.text))
      else
        out('  || ' .. item.text)
      end
    end
    return
  end
  local cursor = vim.api.nvim_win_get_cursor(0)[1]
  for i, l in ipairs(vim.api.nvim_buf_get_lines(0, 0, -1, false)) do
    out((i == cursor and '▶ ' or '  ') .. l)
  end
end

local function cursor_to(text)
  vim.fn.search(vim.fn.escape(text, '\\/.*$^~[]'))
end
local function press(keys)
  vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(keys, true, false, true), 'x', false)
end

vim.cmd('UIStateOpen counter')
show(':UIStateOpen counter')
cursor_to('label="Increment"')
press('<CR>')
show('(cursor on the "+" line) <CR>')
cursor_to('textField #counter.field')
press('i')
show('(cursor on the text field) i')
vim.cmd('UIStateEnv dynamicTypeSize=accessibilityMedium')
show(':UIStateEnv dynamicTypeSize=accessibilityMedium')
vim.cmd('UIStateAdvance 500')
show(':UIStateAdvance 500')
vim.cmd('UIStateTap counter.nope')
show(':UIStateTap counter.nope', { quickfix = false })
if u.has_method('history/list') then
  local tree = vim.api.nvim_get_current_buf()
  vim.cmd('UIStateHistory')
  show(':UIStateHistory')
  cursor_to('"incrementButtonTapped"')
  press('<CR>')
  show('(cursor on the v1 line) <CR>')
  vim.cmd('close')
  vim.api.nvim_set_current_buf(tree)
  show('(the tree buffer after the jump)')
end

local dir = vim.env.WALKTHROUGH_DIR or vim.fn.tempname()
vim.fn.mkdir(dir, 'p')
vim.fn.writefile({
  '{',
  '  "name": "gallery: a tap counts twice (wrong on purpose)",',
  '  "feature": "buttonGallery",',
  '  "steps": [',
  '    {"tap": {"id": "gallery.iconOnly"}, "label": "tap the icon-only button",',
  '     "pointers": {"/tapCount": 2}}',
  '  ]',
  '}',
}, dir .. '/wrong.scenario.json')
vim.cmd('cd ' .. dir)
local finished = false
u.replay({ 'wrong.scenario.json' }, function() finished = true end)
vim.wait(20000, function() return finished end, 20)
show(':UIStateReplay wrong.scenario.json', { quickfix = true })
vim.cmd('qall!')
