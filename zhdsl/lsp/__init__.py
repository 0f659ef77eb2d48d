"""`zhdsl lsp`: a language server for card-set TOML files and plain card-text files (docs/workbench.md).

`analysis` answers the editor's questions from a document's text alone (diagnostics, hover,
completion, formatting); `positions` converts between zhdsl's code points and LSP's UTF-16 units;
`server` is the pygls wiring (the `lsp` extra)."""
