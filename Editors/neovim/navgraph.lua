-- navgraph for Neovim (0.10 or later): starts `navgraph lsp` for graph files (*.navgraph.yaml) and flow files
-- (*.navflow.yaml), which keep Neovim's yaml filetype. Copy this file to ~/.config/nvim/plugin/navgraph.lua, or
-- paste it into init.lua. Buffers of the same project (the folder holding .git or Package.swift) share one server.
vim.api.nvim_create_autocmd({ 'BufReadPost', 'BufNewFile' }, {
  group = vim.api.nvim_create_augroup('navgraph', { clear = true }),
  pattern = { '*.navgraph.yaml', '*.navflow.yaml' },
  callback = function(event)
    vim.lsp.start({
      name = 'navgraph',
      cmd = { 'navgraph', 'lsp' },
      root_dir = vim.fs.root(event.buf, { '.git', 'Package.swift' }) or vim.fs.dirname(event.file),
    }, { bufnr = event.buf })
  end,
})
