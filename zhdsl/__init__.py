"""zhdsl — a compiler and interpreter for Chinese card text.

The public API:

- `analyze(text, dialect="zongheng")` — parse and check one card text → `ParseResult`
  (`.versions`: one AST per `|` version, `.diagnostics`, `.ok`).
- `load_cardset(path)` — load a 纵横坛 card-set TOML file → `LoadResult` (`.cardset`, `.diagnostics`).
- `Diagnostic`, `Located`, `Severity`, `Span` — problems with card text, placed in files.
"""

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
