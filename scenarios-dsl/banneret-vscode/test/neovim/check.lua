-- Run by neovim.test.js in nvim --headless: opens a scenario with the shipped banneret.lua, as a
-- Neovim user would, and writes what the language server answered to $BANNERET_TEST_OUT as JSON.
local out = os.getenv('BANNERET_TEST_OUT')
local started = vim.loop.hrtime()
local report = { filetype = nil, diagnostics = {}, hover = nil, definition = nil, messages = {}, notified = {} }
vim.notify = function(message)
  table.insert(report.notified, message)
end

local function finish()
  report.ms_in_all = math.floor((vim.loop.hrtime() - started) / 1e6)
  vim.fn.writefile({ vim.fn.json_encode(report) }, out)
  vim.cmd('qall!')
end

local ok, failure = pcall(function()
  require('banneret').setup({ cmd = { os.getenv('BANNERET_LAUNCHER'), 'lsp' } })
  vim.cmd('edit ' .. vim.fn.fnameescape(os.getenv('BANNERET_TEST_FILE')))
  local buffer = vim.api.nvim_get_current_buf()
  report.filetype = vim.bo[buffer].filetype
  report.commentstring = vim.bo[buffer].commentstring
  report.syntax = vim.b[buffer].current_syntax

  local arrived = vim.wait(tonumber(os.getenv('BANNERET_TEST_WAIT_MS')), function()
    return #vim.diagnostic.get(buffer) > 0
  end, 100)
  report.waited_for_diagnostics = arrived
  report.ms_to_diagnostics = math.floor((vim.loop.hrtime() - started) / 1e6)
  for _, diagnostic in ipairs(vim.diagnostic.get(buffer)) do
    table.insert(report.diagnostics, { line = diagnostic.lnum + 1, code = diagnostic.code, message = diagnostic.message })
  end

  -- The cursor's place, as a user puts it: the first line that has the text, on its first letter.
  local function position_of(line_text, word)
    for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
      local at = line:find(line_text, 1, true)
      if at then
        return { line = number - 1, character = line:find(word, at, true) }
      end
    end
    error('no line with ' .. line_text)
  end
  local function request(method, line_text, word)
    local params = { textDocument = vim.lsp.util.make_text_document_params(), position = position_of(line_text, word) }
    local answers = vim.lsp.buf_request_sync(buffer, method, params, 30000) or {}
    for _, answer in pairs(answers) do
      if answer.error then
        table.insert(report.messages, method .. ': ' .. vim.inspect(answer.error))
      end
      if answer.result then
        return answer.result
      end
    end
  end

  report.clients = #vim.tbl_keys(vim.lsp.buf_get_clients(buffer))
  if report.clients == 0 then
    return
  end
  report.hover_key = vim.fn.maparg("K", "n", false, true).desc
  local hover = request('textDocument/hover', 'Leader Wallace', 'Wallace')
  report.hover = hover and (hover.contents.value or vim.inspect(hover.contents))
  local definition = request('textDocument/definition', '4 x INF [0] at 3318(1)', 'INF')
  if definition then
    local target = definition[1] or definition
    report.definition = { uri = target.uri or target.targetUri, range = target.range or target.targetSelectionRange }
    -- Read while the server runs: a built-in game system is a copy that lives as long as it does.
    local lines = vim.fn.readfile(vim.uri_to_fname(report.definition.uri))
    report.definition.text = lines[report.definition.range.start.line + 1]
  end
end)
if not ok then
  table.insert(report.messages, tostring(failure))
end
finish()
