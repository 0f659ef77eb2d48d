"""The AST of 《符文战场》 card text: one node shape for every grammar rule.

Riftbound's sentences are many small phrases; each grammar rule (or alias) builds a `Phrase`
named after it, holding the keyword tokens it read (terminal and text) and its child phrases,
with its span. The rule names are the grammar's (riftbound.lark); the compiler
(`zhdsl.games.riftbound.compile`) gives each its meaning and the verb modules run it.
"""

from __future__ import annotations

import re
from pathlib import Path

import attrs

from zhdsl.text import ast

GRAMMAR = Path(__file__).with_name("riftbound.lark")


@attrs.frozen
class Phrase(ast.Node):
    kind: str  # the grammar rule (or alias) that built it
    tokens: tuple  # ((terminal, text), …) of the keyword tokens it read, in order
    parts: tuple  # child phrases, in order
    marks: tuple = ()  # for each token, how many child phrases come before it

    def tok(self, terminal: str) -> str | None:
        """The text of the first token of `terminal`, or None."""
        for t, text in self.tokens:
            if t == terminal:
                return text
        return None

    def has(self, terminal: str) -> bool:
        return any(t == terminal for t, _ in self.tokens)

    def split_at(self, terminal: str):
        """(parts before the first `terminal` token, parts after it), or None without one."""
        for (t, _text), before in zip(self.tokens, self.marks):
            if t == terminal:
                return self.parts[:before], self.parts[before:]
        return None

    def part(self, kind: str):
        for p in self.parts:
            if isinstance(p, Phrase) and p.kind == kind:
                return p
        return None

    def all(self, kind: str) -> list:
        return [p for p in self.parts if isinstance(p, Phrase) and p.kind == kind]

    def walk(self):
        yield self
        for p in self.parts:
            if isinstance(p, Phrase):
                yield from p.walk()


def _plain(name: str) -> str:
    return name.rsplit("__", 1)[-1]


def _build(kind: str):
    def build(builder, meta, children):
        tokens, parts, marks = [], [], []
        for c in children:
            if isinstance(c, str):
                tokens.append((_plain(c.type), str(c)))
                marks.append(len(parts))
            else:
                parts.append(c)
        return Phrase(kind, tuple(tokens), tuple(parts), tuple(marks), span=builder.span(meta))

    return build


def rule_names() -> list[str]:
    """Every rule and alias of the grammar but `start` (the core builds the card text)."""
    source = GRAMMAR.read_text(encoding="utf-8")
    names = set(re.findall(r"^[?!]?([a-z_][a-z0-9_]*)\s*:", source, re.M))
    names |= set(re.findall(r"->\s*([a-z_][a-z0-9_]*)", source))
    names.discard("start")
    return sorted(n for n in names if not n.startswith("_"))


NODES = (Phrase,)
RULES = {name: _build(name) for name in rule_names()}
