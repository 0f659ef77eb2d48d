"""Keywords: the words of a card-text language, each one grammar terminal.

A keyword table maps terminals to words (several synonyms allowed, the first is the
canonical spelling), to an English name (docs/glossary.md) and to what the AST builder
makes of the word (its *meaning*: a reference kind, a zone, an attribute, an operator, a
verb). The core's own table holds the sentence words every Chinese card game shares; a
game's table (its `Dialect.TABLE`) adds its vocabulary and may re-state a core row to give
it synonyms or an example.

The grammar's keyword terminals are generated from the merged table (`terminal_lines`), and
so is the free-text terminal, which can therefore never swallow a keyword.
"""

from __future__ import annotations

import bisect
import re

import attrs


@attrs.frozen
class Keyword:
    terminal: str  # grammar terminal name
    text: str  # the canonical spelling
    english: str  # the one English name (docs/glossary.md)
    category: str  # timing verb structure reference attribute zone comparator …
    example: str = ""  # a valid text using the keyword (the lexing tests re-lex it)
    meaning: str | None = None  # what the AST builder makes of it (None: the grammar rule decides)
    synonyms: tuple[str, ...] = ()

    @property
    def words(self) -> tuple[str, ...]:
        return (self.text, *self.synonyms)


# The core grammar's own keywords (zhdsl/grammar/core.lark).
CORE_KEYWORDS: tuple[Keyword, ...] = (
    Keyword("IF", "若", "if", "structure", meaning="if", synonyms=("如果",)),
    Keyword("THEN", "则", "then", "structure", meaning="then", synonyms=("那么",)),
    Keyword("ELSE", "否则", "otherwise", "structure", meaning="otherwise"),
    Keyword("WHEN", "当", "when", "structure", meaning="when"),
    Keyword("AT", "在", "at (a moment)", "structure", meaning="at"),
    # Words for punctuation: `A然后B` joins steps like `，` (filtered; reads back as `A，B`); `A并B`
    # like `&` — and after `令X`, X does both (`令X A&B` is `(令X A)&B`) — after `，` like `，`.
    Keyword("_NEXT", "然后", "and then", "structure", synonyms=("随后",)),
    Keyword("AND", "并且", "and", "structure", meaning="and", synonyms=("并", "且")),
    # After players, before what they do: `所有角色都抽1张牌` (filtered: reads back without it).
    Keyword("_EACH", "都", "each", "structure", synonyms=("各自", "均", "各", "分别")),
    Keyword("FROM", "从", "from", "structure", meaning="from"),
    Keyword("ALL_OF", "所有", "all of", "structure", meaning="all", synonyms=("所有的", "全部", "全部的")),  # `消耗你所有的物资`
    Keyword("HALF", "一半", "half", "structure", meaning="half", synonyms=("一半的",)),
    Keyword("SAME", "等量", "the same amount", "structure", meaning="same", synonyms=("等量的",)),
    # 任意张: the doer chooses how many when the step resolves, from 0 up (rule 10.16).
    Keyword("ANY_COUNT", "任意张", "any number of", "structure", meaning="any"),
    # 以此法: what a step before did (`X为以此法弃置的牌数`, rule 10.16).
    Keyword("THIS_WAY", "以此法", "in this way", "structure", meaning="by_this", synonyms=("以此方式", "通过此方式")),
    Keyword("ROUND_DOWN", "向下取整", "round down", "structure", meaning="round_down"),
    Keyword("ROUND_UP", "向上取整", "round up", "structure", meaning="round_up"),
    Keyword("IT", "其", "it (pronoun)", "reference", meaning="it"),
    Keyword("THAT_PLAYER", "该角色", "that player", "reference", meaning="that_player"),
    Keyword("THAT_CARD", "该牌", "that card", "reference", meaning="that_card"),
)

CJK = r"\u3400-\u4dbf\u4e00-\u9fff"


def merge(core: tuple[Keyword, ...], table: tuple[Keyword, ...], words: dict[str, object]) -> tuple[Keyword, ...]:
    """The full table of a game: the core rows (a game row with the same terminal replaces one),
    then the game's rows; `words` (terminal -> a word or a tuple of words) respells any row."""
    rows: dict[str, Keyword] = {k.terminal: k for k in core}
    for k in table:
        rows[k.terminal] = k
    out = []
    for terminal, k in rows.items():
        spelled = words.get(terminal)
        if spelled is not None:
            spelled = (spelled,) if isinstance(spelled, str) else tuple(spelled)
            if spelled and spelled != k.words:
                k = attrs.evolve(k, text=spelled[0], synonyms=tuple(spelled[1:]))
        out.append(k)
    return tuple(out)


def all_words(table) -> tuple[str, ...]:
    """Every spelling of every keyword, longest first (maximal munch)."""
    return tuple(sorted({w for k in table for w in k.words}, key=lambda t: (-len(t), t)))


def _literal(word: str) -> str:
    return word.replace("\\", "\\\\").replace('"', '\\"')


_NUMBER_FIRST = re.compile("[0-9零一二两三四五六七八九十百]")


def terminal_lines(rows, every_word: tuple[str, ...]) -> list[str]:
    """Lark terminal definitions for `rows`, priority 2. A keyword with one spelling is a literal;
    one with synonyms is a regex of its spellings, longest first, each refusing to stop short of a
    longer keyword (so `(?:卡牌|牌)` never takes the 牌 of 牌库): longest match, as literals give."""
    lines = []
    ordered = sorted(every_word)  # the words that start with a word follow it here, one run
    for k in rows:
        # a keyword spelt with a number first (`一名角色`, `1名角色`) wins over NUMBER / CN_NUMBER, whose
        # unbounded width would otherwise be tried first and take its `一`
        priority = 3 if any(_NUMBER_FIRST.match(w) for w in k.words) else 2
        if not k.synonyms:
            lines.append(f'{k.terminal}.{priority}: "{_literal(k.text)}"')
            continue
        parts = []
        for word in sorted(k.words, key=len, reverse=True):
            longer = sorted({w[len(word):] for w in _starting_with(ordered, word) if w != word and w not in k.words})
            ahead = f"(?!{'|'.join(re.escape(rest) for rest in longer)})" if longer else ""
            parts.append(re.escape(word) + ahead)
        lines.append(f"{k.terminal}.{priority}: /(?:{'|'.join(parts)})/")
    return lines


def _starting_with(ordered: list[str], prefix: str) -> list[str]:
    """The words of the sorted list that start with `prefix` (every keyword against every other was most
    of generating Riftbound's grammar: 2 million comparisons in each process)."""
    start = bisect.bisect_left(ordered, prefix)
    end = start
    while end < len(ordered) and ordered[end].startswith(prefix):
        end += 1
    return ordered[start:end]


def free_text_lines(every_word: tuple[str, ...]) -> list[str]:
    """FREE_TEXT is a run of CJK characters in which no keyword starts, so it can never swallow
    a keyword; HEAD_TEXT is free text standing before `：`, `&` or `/` (an unknown timing)."""
    no_keyword = "|".join(re.escape(t) for t in every_word)
    free = rf"(?:(?!{no_keyword})[{CJK}])+" if every_word else rf"[{CJK}]+"
    # QUOTED_NAME: a quoted run of free text (「攻伐」) — a card's name where an effect may stand; a quote
    # holding a keyword (「抽2张牌」) is an effect.
    return [f"FREE_TEXT: /{free}/", f"HEAD_TEXT: /{free}(?=[ \\t]*[：&\\/])/", f"QUOTED_NAME.2: /「{free}」/"]
