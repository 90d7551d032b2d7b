-- Banneret for Neovim (0.7 and newer): the file types .gamesystem, .hexmap and .scenario, and
-- Banneret's language server through Neovim's own LSP client, one server per project folder.
--
--   require('banneret').setup()                                   -- banneret on the PATH
--   require('banneret').setup({ cmd = { '/path/to/banneret', 'lsp' } })
--
-- Options: cmd (the server's command), cmd_env (its environment), root_markers (what marks a
-- project's folder; else the file's own folder), on_attach (function(client, bufnr)), keymaps
-- (false leaves the keys alone; else K hover, gd definition, gr references, [d and ]d the
-- previous and next finding, in Banneret's buffers only).
local M = {}

local defaults = {
  cmd = { 'banneret', 'lsp' },
  cmd_env = nil,
  root_markers = { '.git', '.project', '.banneret' },
  on_attach = nil,
  keymaps = true,
}

local config = vim.deepcopy(defaults)
local clients = {} -- root folder -> client id
local warned = false

local function exists(path)
  return vim.loop.fs_stat(path) ~= nil
end

-- The nearest folder at or above the file's that holds a root marker, else the file's folder.
local function root_of(file)
  local folder = vim.fn.fnamemodify(file, ':p:h')
  local here = folder
  while true do
    for _, marker in ipairs(config.root_markers) do
      if exists(here .. '/' .. marker) then
        return here
      end
    end
    local up = vim.fn.fnamemodify(here, ':h')
    if up == here then
      return folder
    end
    here = up
  end
end

local function warn_once(message)
  if not warned then
    warned = true
    vim.notify('banneret: ' .. message, vim.log.levels.ERROR)
  end
end

local function map_keys(client, bufnr)
  if config.keymaps then
    local function map(keys, action, description)
      vim.keymap.set('n', keys, action, { buffer = bufnr, silent = true, desc = description })
    end
    map('K', vim.lsp.buf.hover, 'Banneret: hover')
    map('gd', vim.lsp.buf.definition, 'Banneret: go to definition')
    map('gr', vim.lsp.buf.references, 'Banneret: references')
    map('[d', vim.diagnostic.goto_prev, 'Banneret: previous finding')
    map(']d', vim.diagnostic.goto_next, 'Banneret: next finding')
  end
  if config.on_attach then
    config.on_attach(client, bufnr)
  end
end

local function attach(bufnr)
  local file = vim.api.nvim_buf_get_name(bufnr)
  if file == '' then
    return
  end
  local command = config.cmd[1]
  if vim.fn.executable(command) ~= 1 then
    warn_once(command .. ' is not an executable on the PATH, so the language server cannot start.'
      .. " Call require('banneret').setup({ cmd = { '/path/to/banneret', 'lsp' } }) with the"
      .. ' repository\'s ./banneret or an installed banneret. Colour and comments work without it.')
    return
  end
  local root = root_of(file)
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    id = vim.lsp.start_client({
      name = 'banneret',
      cmd = config.cmd,
      cmd_env = config.cmd_env,
      root_dir = root,
      workspace_folders = { { uri = vim.uri_from_fname(root), name = vim.fn.fnamemodify(root, ':t') } },
      on_attach = map_keys,
    })
    if id == nil then
      warn_once('the language server did not start: ' .. table.concat(config.cmd, ' '))
      return
    end
    clients[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
end

function M.setup(options)
  config = vim.tbl_deep_extend('force', vim.deepcopy(defaults), options or {})
  warned = false
  local group = vim.api.nvim_create_augroup('banneret', { clear = true })
  vim.api.nvim_create_autocmd({ 'BufRead', 'BufNewFile' }, {
    group = group,
    pattern = { '*.gamesystem', '*.hexmap', '*.scenario' },
    command = 'setfiletype banneret',
  })
  vim.api.nvim_create_autocmd('FileType', {
    group = group,
    pattern = 'banneret',
    callback = function(event)
      vim.bo[event.buf].commentstring = '// %s'
      vim.bo[event.buf].comments = 's1:/*,mb:*,ex:*/,://'
      attach(event.buf)
    end,
  })
end

-- For tests and status lines: the client of a project folder, if one runs.
function M.client_for(file)
  local id = clients[root_of(file)]
  return id and vim.lsp.get_client_by_id(id) or nil
end

return M
