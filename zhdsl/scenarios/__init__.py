"""Plain-text scenario tests (docs/scenario-format.md): load, set up, run, compare."""
