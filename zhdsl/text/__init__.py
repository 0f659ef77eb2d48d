"""Card text: normalize, versions, parse, AST, diagnostics, format."""
