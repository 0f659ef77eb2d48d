"""What the language server answers, from a document's text alone: located diagnostics (the same as
`zhdsl check`), the canonical reading and the keyword under the cursor, the words that may come next,
the document in canonical punctuation. Positions here are zhdsl's (1-based, code points); the server
converts them for LSP (`zhdsl.lsp.positions`).

A document is a card-set file (`.toml`: its 效果 and 技能 strings are card text) or a card-text file
(any other name: one effect text per line, `#` starts a comment line), as `zhdsl check` reads them."""

from __future__ import annotations

import re
from pathlib import Path

import attrs

from zhdsl import registry, safeio
from zhdsl.dialect import DialectError
from zhdsl.pipeline import analyze, compile_text, get_parser
from zhdsl.sources import _TEXT_LINE, check_bytes, check_cardset_text, declared_game, format_source, input_diagnostic
from zhdsl.text.diagnostics import Located
from zhdsl.text.normalize import normalize

_NAME_LINE = re.compile(r"""^\s*(?:名称|"名称"|'名称')\s*=\s*"([^"\\]*)"\s*(?:#.*)?$""")
MAX_COMPLETIONS = 200


@attrs.frozen
class CardText:
    """The card text on a line of a document: where it starts (0-based code-point column) and what it says."""

    start: int
    text: str


@attrs.frozen
class Completion:
    label: str  # the word to insert
    detail: str  # what it is, in Chinese and English
    kind: str  # keyword | name


def is_cardset(uri_or_path: str) -> bool:
    return uri_or_path.lower().endswith(".toml")


def dialect_for(source: str, cardset: bool):
    """The game a document is written for: the one its `["卡组"]` names, else the default; None when
    it names a game that is not installed (its diagnostics say so)."""
    try:
        return registry.get(declared_game(source) if cardset else None)
    except DialectError:
        return None


def diagnostics(source: str, name: str) -> list[Located]:
    """The located diagnostics of a document, exactly as `zhdsl check` reports the file."""
    if is_cardset(name):
        if len(source.encode("utf-8", "surrogatepass")) > safeio.CARDSET_LIMIT:
            return [input_diagnostic(name, safeio.InputError(f"文件过大：上限是 {safeio.size_text(safeio.CARDSET_LIMIT)}", kind="bound"))]
        return check_cardset_text(Path(name), source)
    return check_bytes(source.encode("utf-8", "surrogatepass"), name)


def card_text_at(source: str, name: str, line: int) -> CardText | None:
    """The card text on 1-based `line`: the whole line of a text file, the 效果 or 技能 string of a
    card-set line; None when the line holds none."""
    lines = source.split("\n")
    if not 1 <= line <= len(lines):
        return None
    text = lines[line - 1]
    if is_cardset(name):
        m = _TEXT_LINE.match(text)
        return CardText(m.start(2), m.group(2)) if m else None
    if not text.strip() or text.strip().startswith("#"):
        return None
    return CardText(0, text)


def _word_under(text: str, offset: int, words: tuple[str, ...]) -> tuple[str, int] | None:
    """The longest keyword spelling covering `offset` in `text`, with where it starts."""
    best = None
    for start in range(max(0, offset - 8), offset + 1):
        for word in words:
            if text.startswith(word, start) and start <= offset < start + len(word):
                if best is None or len(word) > len(best[0]):
                    best = (word, start)
    return best


def hover(source: str, name: str, line: int, column: int) -> str | None:
    """Markdown for the cursor at 1-based `line`, code-point `column` inside a card text: the keyword
    under it (its meaning, category and example) and the text's canonical reading, one per `|` version."""
    found = card_text_at(source, name, line)
    if found is None:
        return None
    offset = column - 1 - found.start
    if not 0 <= offset <= len(found.text):
        return None
    dialect = dialect_for(source, is_cardset(name))
    if dialect is None:
        return None
    parts = []
    words = {w: k for k in dialect.table() for w in k.words}
    under = _word_under(found.text, offset, tuple(words))
    if under is not None:
        k = words[under[0]]
        synonyms = f"（同义：{'、'.join(k.words[1:])}）" if len(k.words) > 1 else ""
        line_ = f"**{k.text}**{synonyms} — {k.english}（{k.category}）"
        if k.example:
            line_ += f"\n\n例：`{k.example}`"
        parts.append(line_)
    result = analyze(found.text, dialect)
    if result.ok and result.versions:
        try:
            programs = compile_text(found.text, dialect)
        except ValueError:
            programs = ()
        readings = [p.text for p in programs]
        if readings:
            label = "标准读法" if len(readings) == 1 else "标准读法（每个「|」版本一行）"
            parts.append(f"{label}：\n" + "\n".join(f"- {r}" for r in readings))
    elif result.diagnostics:
        first = result.diagnostics[0]
        parts.append(f"{'错误' if first.is_error else '警告'}[{first.code}] {first.message}")
    return "\n\n".join(parts) or None


def _accepted_terminals(dialect, prefix: str) -> set[str] | None:
    """The grammar terminals the parser accepts after `prefix` (None when the prefix does not lex:
    the caller offers every keyword)."""
    try:
        interactive = get_parser(dialect).lark.parse_interactive(dialect.prepare(normalize(prefix)))
        interactive.exhaust_lexer()
        return {str(t) for t in interactive.accepts()}
    except Exception:  # noqa: BLE001  a half-written word does not lex: offer everything
        return None


def completions(source: str, name: str, line: int, column: int) -> list[Completion]:
    """What may come next at the cursor in a card text: the keywords the parser accepts there (from its
    own acceptable terminals), and in a card-set file the names of its cards where free text fits."""
    found = card_text_at(source, name, line)
    if found is None:
        return []
    offset = min(max(0, column - 1 - found.start), len(found.text))
    dialect = dialect_for(source, is_cardset(name))
    if dialect is None:
        return []
    prefix = found.text[:offset]
    accepted = _accepted_terminals(dialect, prefix)
    # each keyword's own word first, then the colours, then the other spellings: where the grammar accepts many
    # keywords the cut at MAX_COMPLETIONS drops spellings, not whole keywords or the colours
    words: list[Completion] = []
    spellings: list[Completion] = []
    for k in dialect.table():
        if accepted is None or k.terminal in accepted:
            detail = f"{k.english}（{k.category}）"
            words.append(Completion(k.words[0], detail, "keyword"))
            spellings += [Completion(w, detail, "keyword") for w in k.words[1:]]
    colours: list[Completion] = []
    if accepted is None or "FREE_TEXT" in accepted:  # colours are free-text words the dialect reads
        colours = [Completion(word, f"颜色 {colour}", "keyword") for word, colour in dialect.COLOURS.items()]
    out = words + colours + spellings
    if is_cardset(name) and (prefix.endswith(("「", "【")) or accepted is None or "FREE_TEXT" in accepted):
        names = []
        for text in source.split("\n"):
            m = _NAME_LINE.match(text)
            if m and m.group(1):
                names.append(Completion(m.group(1), "这份卡组中的牌", "name"))
        # inside 「 a card name is what is written: the names first, before the cut at MAX_COMPLETIONS
        out = names + out if prefix.endswith(("「", "【")) else out + names
    seen: set[str] = set()
    unique = [c for c in out if not (c.label in seen or seen.add(c.label))]
    return unique[:MAX_COMPLETIONS]


def formatted(source: str, name: str) -> str:
    """The document with every card text in canonical punctuation (`zhdsl fmt`)."""
    return format_source(Path(name), source)
