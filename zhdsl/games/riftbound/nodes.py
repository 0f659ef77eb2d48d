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
        for t, _text in self.tokens:  # a loop, not any() over a generator: asked millions of times a game
            if t == terminal:
                return True
        return False

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
        """This phrase and every phrase below it, parents before children, children in order. A stack, not
        nested generators: each phrase is handed out once, not passed up through every level above it."""
        stack = [self]
        while stack:
            node = stack.pop()
            yield node
            stack.extend(p for p in reversed(node.parts) if isinstance(p, Phrase))


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


_SHARED_WORDS = frozenset({"LOCATION", "HERE", "QUANT", "AT_ITS_PLACE"})


def inherit_place(clauses: Phrase) -> Phrase:
    """`让该处的所有友方单位{{S}}+1，而敌方单位{{S}}-1` (rules-riftbound.md 9.4(q)): the subject after `，而` takes the
    place and quantity words of the first subject before it that it does not say itself."""
    if not clauses.has("WHEREAS") or len(clauses.parts) != 2:
        return clauses
    first = next((q for q in clauses.parts[0].walk() if q.kind == "selector"), None)
    second = clauses.parts[1]
    subject = second.parts[0] if second.parts and second.parts[0].kind == "selector" else None
    if first is None or subject is None or len(second.parts) != 2:
        return clauses
    own = {w.tokens[0][0] for w in subject.all("sel_word") if w.tokens}
    shared = tuple(w for w in first.all("sel_word") if w.tokens and w.tokens[0][0] in _SHARED_WORDS and w.tokens[0][0] not in own)
    if not shared:
        return clauses
    subject = attrs.evolve(subject, parts=shared + subject.parts, marks=tuple(m + len(shared) for m in subject.marks))
    second = attrs.evolve(second, parts=(subject, *second.parts[1:]))
    return attrs.evolve(clauses, parts=(clauses.parts[0], second))


def inherit_subject(clauses: Phrase) -> Phrase:
    """`每名玩家各弃置一张手牌，然后各抽两张牌` (rules-riftbound.md 22.10(a)): a step that opens with 各 and names no
    subject takes the subject of the step before it."""
    parts = list(clauses.parts)
    changed = False
    for i, p in enumerate(parts):
        if not (isinstance(p, Phrase) and p.kind == "clause" and p.has("EACH_ADV") and len(p.parts) == 1):
            continue
        before = next((q for q in reversed(parts[:i]) for q in q.walk()
                       if q.kind == "clause" and len(q.parts) == 2 and q.parts[0].kind == "selector"), None)
        if before is not None:
            parts[i] = attrs.evolve(p, parts=(before.parts[0], p.parts[0]), marks=tuple(m + 1 for m in p.marks))
            changed = True
    return attrs.evolve(clauses, parts=tuple(parts)) if changed else clauses


def _each_player(sel) -> bool:
    """`每名玩家` `所有玩家` `每名对手` `所有对手` as a subject (the words only; effects.each_player_actor runs them)."""
    if not (isinstance(sel, Phrase) and sel.kind == "selector"):
        return False
    if sel.tokens and sel.tokens[0][0] == "PRONOUN":
        # `你和每名对手` (rift17e) is every player too
        return sel.tokens[0][1] in ("每名玩家", "所有玩家", "你和每名对手", "你和所有对手", "你与每名对手", "你和每位对手",
                                    "进攻方和防守方", "防守方和进攻方", "进攻方与防守方", "进攻方及防守方")
    noun = sel.part("noun")
    quant = [w.tokens[0][1] for w in sel.all("sel_word") if w.tokens and w.tokens[0][0] == "QUANT"]
    return noun is not None and noun.tokens and noun.tokens[0][0] in ("OPPONENT", "PLAYER") and \
        any(q in ("每名", "所有", "全部") for q in quant)


def inherit_each_player(clauses: Phrase) -> Phrase:
    """`每名玩家弃置自己的所有手牌，然后抽三张牌` (rules-riftbound.md 22.20): a step with no subject after a step whose
    subject is each player (each opponent) is done by each of them too, until a step names another subject."""
    parts = list(clauses.parts)
    subject, changed = None, False
    for i, p in enumerate(parts):
        if not (isinstance(p, Phrase) and p.kind == "clause"):
            subject = None if isinstance(p, Phrase) and p.kind in ("let_cmd", "take") else subject
            continue
        if len(p.parts) == 2 and p.parts[0].kind == "selector":
            subject = p.parts[0] if _each_player(p.parts[0]) else None
        elif len(p.parts) == 1 and subject is not None and not p.has("EACH_ADV"):
            parts[i] = attrs.evolve(p, parts=(subject, p.parts[0]), marks=tuple(m + 1 for m in p.marks))
            changed = True
    return attrs.evolve(clauses, parts=tuple(parts)) if changed else clauses


def _build_clauses(builder, meta, children):
    return inherit_each_player(inherit_subject(inherit_place(_build("clauses")(builder, meta, children))))


def _build_move_first(builder, meta, children):
    """`移动任意一名…敌方单位到我所在的战场` (rules-riftbound.md 13.4(b)): the verb first, built as `将…移动到…`."""
    built = _build("move_first")(builder, meta, children)
    if len(built.parts) == 1:  # `移动一名敌方单位` `在战场和其所属基地之间移动…` (rules-riftbound.md 13.12)
        (selector,) = built.parts
        word = ("MOVE_BETWEEN", "之间") if built.has("BETWEEN_BF_BASE") else ("MOVE_ANY", "移动")
        move = Phrase("move", (word,), (), (0,), span=built.span)
        return Phrase("take", (("TAKE", "移动"),), (selector, move), (0,), span=built.span)
    selector, dest = built.parts[:2]
    if len(built.parts) == 3:  # `…到同一位置，这些单位…总计战力不超过8`: the bound is the selector's (9.60)
        cap = built.parts[2]
        selector = attrs.evolve(selector, parts=(*selector.parts, cap))
    move = Phrase("move", (("MOVE_TO", "移动到"),), (dest,), (0,), span=dest.span)
    return Phrase("take", (("TAKE", "移动"),), (selector, move), (0,), span=built.span)


def _build_gear_token(builder, meta, children):
    """`打出一个休眠的“金币”装备指示物`: the selector read before `装备指示物` becomes the token_spec
    `count EXHAUSTED_ADJ? CARD_NAME EQUIPMENT_TOKEN` (休眠的 is also a selector word, rules-riftbound.md 9.22)."""
    built = _build("play_gear_token")(builder, meta, children)
    sel = next(p for p in built.parts if p.kind == "selector")
    tokens, parts, marks = [], [], []
    for w in sel.all("sel_word"):
        if w.tokens:
            tokens.append(w.tokens[0])
            marks.append(len(parts))
        else:
            parts.extend(w.parts)
    noun = sel.part("noun")
    for tok in (noun.tokens if noun is not None else ()):
        tokens.append(tok)
        marks.append(len(parts))
    tokens.append(("EQUIPMENT_TOKEN", built.tok("EQUIPMENT_TOKEN")))
    marks.append(len(parts))
    spec = Phrase("token_spec", tuple(tokens), tuple(parts), tuple(marks), span=sel.span)
    rest = tuple(spec if p is sel else p for p in built.parts)
    kept = [(tok, mark) for tok, mark in zip(built.tokens, built.marks) if tok[0] != "EQUIPMENT_TOKEN"]
    return Phrase("play_token", tuple(t for t, _m in kept), rest, tuple(m for _t, m in kept), span=built.span)


def _build_choose_act(builder, meta, children):
    """`选择自己的一名单位并将其摧毁` (rules-riftbound.md 22.20): the object chosen, then the verb done to it — built as
    `摧毁自己的一名单位` (`召回…` `放逐…`), each player choosing as it resolves."""
    built = _build("choose_act")(builder, meta, children)
    sel = built.part("selector")
    terminal = next(t for t, _text in built.tokens if t.startswith("CHOOSE_"))
    kind, verb = {"CHOOSE_KILL": ("kill", ("KILL", "摧毁")), "CHOOSE_RECALL": ("recall", ("RECALL", "召回")),
                  "CHOOSE_BANISH": ("banish", ("BANISH", "放逐"))}[terminal]
    return Phrase(kind, (verb,), (sel,), (1,), span=built.span)


def _build_each_optional(builder, meta, children):
    """`每名玩家可以选择…` (rules-riftbound.md 22.34); a single other player's `其控制者可以选择支付{{2}}` is the may_pay
    of rule 22.10(b): that player decides and pays."""
    built = _build("each_optional")(builder, meta, children)
    actor, inner = built.parts[0], built.parts[-1]
    steps = inner.parts if inner.kind == "clauses" else (inner,)
    if len(steps) == 1 and steps[0].kind == "clause" and len(steps[0].parts) == 1:
        vp = steps[0].parts[0]
        while vp.kind == "vp" and not vp.tokens and len(vp.parts) == 1:
            vp = vp.parts[0]
        each = actor.tokens and actor.tokens[0][0] == "PRONOUN" and actor.tokens[0][1] in ("每名玩家", "所有玩家")
        if vp.kind == "pay" and not each and not built.has("EACH_ADV"):
            return Phrase("may_pay", (("YOU_MAY", "可以选择"), ("PAY", "支付")), (actor, vp.part("costs_icons")), (1, 1),
                          span=built.span)
    return built


NODES = (Phrase,)
RULES = {name: _build(name) for name in rule_names()}
RULES["clauses"] = _build_clauses
RULES["move_first"] = _build_move_first
RULES["play_gear_token"] = _build_gear_token


def _build_take_capped(builder, meta, children):
    """`将任意数量的…单位返回其所属的手牌，这些单位总计战力不得高于5` (rules-riftbound.md 22.169): a `将` step whose
    total-might bound follows the verb, built as `take` with the bound in its selector (as 9.60 for a move)."""
    built = _build("take_capped")(builder, meta, children)
    selector, rest, cap = built.parts[0], built.parts[1:-1], built.parts[-1]
    selector = attrs.evolve(selector, parts=(*selector.parts, cap))
    return attrs.evolve(built, kind="take", parts=(selector, *rest))


RULES["take_capped"] = _build_take_capped


def _build_take_token(builder, meta, children):
    """`将一个“炸弹”装备指示物打出到一处战场` (rules-riftbound.md 22.103): the token first with 将, read as `打出一个“炸弹”
    装备指示物到一处战场` — 打出 put before the token, 将 dropped."""
    from lark import Token

    play = Token("PLAY", "打出")
    dest = children[-1]
    to_place = Phrase("to_place", (("TO_WORD", "到"),), (dest,), (0,), span=dest.span)
    rest = [c for c in children[:-1] if getattr(c, "type", None) not in ("PLAY_TO", "TAKE_TOKEN")]
    if any(getattr(c, "type", None) == "EQUIPMENT_TOKEN" for c in children):
        return _build_gear_token(builder, meta, [play, *rest, to_place])
    return _build("play_token")(builder, meta, [play, *rest, to_place])


RULES["take_gear_token"] = _build_take_token
RULES["take_token"] = _build_take_token
RULES["choose_act"] = _build_choose_act
RULES["each_optional"] = _build_each_optional


def _build_trig_then(builder, meta, children):
    """`当我据守一处战场时，则…` (rules-riftbound.md 22.48): a 则 after a trigger's comma says nothing more; the
    trigger lead as without it."""
    return next(c for c in children if isinstance(c, Phrase))


RULES["trig_then"] = _build_trig_then
