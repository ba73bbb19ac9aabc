-- Commands of the uistate plugin. The work is in lua/uistate/init.lua, loaded on first use.
if vim.g.loaded_uistate then
  return
end
vim.g.loaded_uistate = true

local function uistate()
  return require('uistate')
end

local function command(name, fn, opts)
  opts = opts or {}
  vim.api.nvim_create_user_command(name, function(args)
    uistate().safely(fn)(args)
  end, opts)
end

local function complete_words(words, lead)
  local out = {}
  for _, word in ipairs(words) do
    if word:sub(1, #lead) == lead then
      table.insert(out, word)
    end
  end
  return out
end

command('UIStateOpen', function(args)
  uistate().open(args.args)
end, {
  nargs = 1,
  desc = 'uistate: create a store of a feature and show its live tree',
  complete = function(lead)
    return complete_words(uistate().features(), lead)
  end,
})

command('UIStateEnv', function(args)
  uistate().set_environment(args.fargs)
end, {
  nargs = '+',
  desc = 'uistate: environment/set, e.g. dynamicTypeSize=accessibilityMedium',
  complete = function(lead)
    local u = uistate()
    local key = lead:match('^(%w+)=')
    if key == 'dynamicTypeSize' then
      local words = {}
      for _, size in ipairs(u.dynamic_type_sizes) do
        table.insert(words, 'dynamicTypeSize=' .. size)
      end
      return complete_words(words, lead)
    elseif key == 'colorScheme' then
      return complete_words({ 'colorScheme=light', 'colorScheme=dark' }, lead)
    end
    local words = {}
    for _, k in ipairs(u.environment_keys) do
      table.insert(words, k .. '=')
    end
    return complete_words(words, lead)
  end,
})

command('UIStateAdvance', function(args)
  uistate().advance(args.args)
end, { nargs = 1, desc = 'uistate: clock/advance by milliseconds' })

command('UIStateInput', function(args)
  local u = uistate()
  local node = u.parse_line(vim.api.nvim_get_current_line())
  if not node then
    error('put the cursor on a text field line', 0)
  end
  u.input(node.id, args.args)
end, { nargs = '*', desc = 'uistate: type text into the field on the cursor line' })

command('UIStateTap', function(args)
  local u = uistate()
  if args.args ~= '' then
    u.tap(args.args)
  else
    u.tap_at_cursor()
  end
end, { nargs = '?', desc = 'uistate: tap a node by id (default: the cursor line)' })

command('UIStateRefresh', function()
  uistate().refresh()
end, { nargs = 0, desc = 'uistate: render the tree again' })

command('UIStateReplay', function(args)
  uistate().replay(args.fargs)
end, { nargs = '+', complete = 'file', desc = 'uistate: replay scenarios into the quickfix list' })

command('UIStateHistory', function()
  uistate().history()
end, { nargs = 0, desc = 'uistate: list the store history; <CR> jumps' })

command('UIStateStop', function()
  uistate().stop()
end, { nargs = 0, desc = 'uistate: shut the host down' })

vim.api.nvim_create_autocmd('VimLeavePre', {
  group = vim.api.nvim_create_augroup('uistate', { clear = true }),
  callback = function()
    if package.loaded['uistate'] then
      pcall(require('uistate').stop, 1500)
    end
  end,
})
