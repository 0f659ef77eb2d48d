"""Meaning-level checks and the lowering of the AST to effect objects."""
