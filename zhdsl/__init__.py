"""zhdsl — a compiler and interpreter for Chinese card text.

The public API:

- `analyze(text, dialect="zongheng")` — parse and check one card text → `ParseResult`
  (`.versions`: one AST per `|` version, `.diagnostics`, `.ok`).
- `load_cardset(path)` — load a 纵横坛 card-set TOML file → `LoadResult` (`.cardset`, `.diagnostics`).
- `Diagnostic`, `Located`, `Severity`, `Span` — problems with card text, placed in files.

Each name is imported when it is first asked for (PEP 562), so `import zhdsl` — and every `zhdsl`
command, which imports this package first — loads no game: `zhdsl --help` does not pay for
纵横坛's verbs, grammar and rules (docs/performance.md, "Cold start").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # what the names are, for type checkers and editors (nothing is imported at run time)
    from zhdsl.games.zongheng.cardset import CardSet, GeneralCard, LoadResult, LordCard, load_cardset
    from zhdsl.pipeline import analyze
    from zhdsl.text.diagnostics import Diagnostic, Located, Severity
    from zhdsl.text.parser import ParseResult
    from zhdsl.text.source import Span

__all__ = [
    "CardSet",
    "Diagnostic",
    "GeneralCard",
    "LoadResult",
    "Located",
    "LordCard",
    "ParseResult",
    "Severity",
    "Span",
    "analyze",
    "load_cardset",
]

_CARDSET = frozenset({"CardSet", "GeneralCard", "LoadResult", "LordCard", "load_cardset"})
_DIAGNOSTICS = frozenset({"Diagnostic", "Located", "Severity"})


def __getattr__(name: str):
    """A public name, imported on first use (then kept in the module, so this runs once per name)."""
    if name in _CARDSET:
        from zhdsl.games.zongheng import cardset as module
    elif name == "analyze":
        from zhdsl import pipeline as module
    elif name in _DIAGNOSTICS:
        from zhdsl.text import diagnostics as module
    elif name == "ParseResult":
        from zhdsl.text import parser as module
    elif name == "Span":
        from zhdsl.text import source as module
    else:
        raise AttributeError(f"module 'zhdsl' has no attribute {name!r}")
    value = getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
