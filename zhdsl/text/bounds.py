"""The bounds on one card text, each reported by `check` with its own code (docs/reliability.md,
docs/language.md). They keep what the rest of the pipeline spends on a text bounded: the parser
runs once per `|` version, the checker, the lowering and the effects recurse once per level of
the syntax tree, and the engine moves as many cards as a number says."""

from __future__ import annotations

MAX_TEXT_LENGTH = 2000  # code points in one card text (E213)
MAX_NESTING = 12  # nested （）「」 levels (E212)
MAX_QUOTE_DEPTH = 4  # 执行「执行「…」」 nesting (E212)
MAX_BARS = 64  # `|` in one text (E112)
MAX_VERSIONS = 8  # versions one text expands into (E113)
MAX_NUMBER = 99  # a number written in card text, by absolute value (E228)
MAX_TERMS = 16  # terms of one arithmetic expression: `1+2×3` has three (E229)
MAX_DEPTH = 100  # levels of the syntax tree of one version (E227): 若…，若…， adds two a condition
# The dialect contract that lets the checker bound a tree's depth without walking it: one builder
# call (a rule's method, zhdsl.text.lalr) puts at most this many levels of syntax tree above the
# tallest child it gets (a token counts as none), so a tree is at most this many times as deep as
# the builder calls that made it. tests/text/test_depth_bound.py holds every game to it.
MAX_RULE_LEVELS = 4
