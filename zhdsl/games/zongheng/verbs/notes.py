"""The notes of 《纵横坛》: （不支付精力） uses a card without paying its 精力, （虚拟） uses it as a 虚拟
card (destroyed when it leaves the stack). Both mean something only on `使用N张手牌` (rule 10.3).
（以你为来源） restates the appendix's 【令…生产/折损】 after a 生产 or 折损: shown, never executed (rule 10.27)."""

from __future__ import annotations

import attrs

from zhdsl.games.zongheng.verbs.convert import Convert, ConvertTimes, FreeOfSupply
from zhdsl.games.zongheng.verbs.execute import ExecuteTimes
from zhdsl.games.zongheng.verbs.use import UseCard, UseFrom, UseNamed
from zhdsl.text import ast


@attrs.frozen
class FreeOfEnergy(ast.Node):
    """（不支付精力）"""


@attrs.frozen
class VirtualNote(ast.Node):
    """（虚拟）"""


@attrs.frozen
class SourceNote(ast.Node):
    """（以你为来源）: what 生产/折损 already mean (rule 11.6), said again for the reader; `（折损以你为来源）` names the
    verb too (rule 10.33)."""

    verb: str | None = attrs.field(default=None, metadata=ast.OPTIONAL)  # produce / damage, when written


NODES = (FreeOfEnergy, VirtualNote, SourceNote, FreeOfSupply)


def _build(cls):
    return lambda b, meta, children: cls(span=b.span(meta))


def _build_source(b, meta, children):
    verb = b.meaning(children[0]) if len(children) == 2 else None
    return SourceNote(verb, span=b.span(meta))


RULES = {"free_of_supply": _build(FreeOfSupply), "free_of_energy": _build(FreeOfEnergy), "virtual_note": _build(VirtualNote), "source_note": _build_source}
_VERB_OF = {ast.Produce: "produce", ast.Damage: "damage"}
_FLAGS = {FreeOfEnergy: "free", VirtualNote: "virtual"}
_WORDS = {FreeOfEnergy: "free", VirtualNote: "virtual", SourceNote: "source", FreeOfSupply: "free_supply"}
_SOURCED = (ast.Produce, ast.Damage)  # the steps that have a source (rule 11.6, 11.7)


def check_note(c, note, action) -> None:
    target = action.action if isinstance(action, ast.Command) else action
    if isinstance(note, SourceNote):
        options = target.options if isinstance(target, ast.Choice) else (target,)  # 令X生产/折损1财富（以你为来源）
        if not all(isinstance(o, _SOURCED) for o in options):
            word = c.words.structure("source")
            produce, damage = c.words.verb("produce"), c.words.verb("damage")
            c.report(c.warning("W217", note.span, f"「{word}」只对「{produce}」「{damage}」有意义，这里不起作用",
                               f"把它写在「令…{produce}/{damage}」之后，或者去掉它"))
        elif note.verb is not None and any(_VERB_OF[type(o)] != note.verb for o in options):
            said, did = c.words.verb(note.verb), c.words.verb(_VERB_OF[type(options[0])])
            c.report(c.error("E272", note.span, f"括号里写的是「{said}」，而这一步是「{did}」",
                             f"写「（{did}{word_of(c)}）」，或者只写「（{word_of(c)}）」"))
        return
    if isinstance(note, FreeOfSupply):  # 转化 only (rule 11.38)
        if not isinstance(target, Convert | ConvertTimes):
            word, convert = c.words.structure("free_supply"), c.words.verb("convert")
            c.report(c.warning("W217", note.span, f"「{word}」只对「{convert}」有意义，这里不起作用",
                               f"写「进行1次{convert}（{word}）」，或者去掉它"))
        return
    # 执行「攻伐」, 使用1张虚拟的「攻伐」: a 虚拟 card used without paying its 精力 (rules 11.13, 11.45): the note restates it
    if isinstance(target, ast.Execute | ExecuteTimes) and isinstance(note, FreeOfEnergy | VirtualNote):
        return
    # 使用N张手牌; 使用过往中的1张牌（不支付精力） (rule 11.29: a card of another zone is not made 虚拟)
    # 令其使用该牌（不支付精力）: the one card named, used free (rule 10.131)
    # 使用1张「教育」（不支付精力）: the named card of the hand, used free (rule 11.201)
    if not (isinstance(target, ast.Use) or isinstance(target, UseFrom | UseCard | UseNamed) and isinstance(note, FreeOfEnergy)):
        word = c.words.structure(_WORDS[type(note)])
        use, hand = c.words.verb("use"), c.words.object("hand")
        c.report(c.warning("W217", note.span, f"「{word}」只对「{use}…{hand}」有意义，这里不起作用", f"把它写在「{use}N张{hand}」之后"))


def word_of(c) -> str:
    return c.words.structure("source")


def note_flags(note) -> dict:
    flag = _FLAGS.get(type(note))
    return {flag: True} if flag is not None else {}  # （以你为来源） sets nothing


def describe(d, note) -> str:
    if isinstance(note, SourceNote) and note.verb is not None:
        return d.verb(note.verb) + d.structure("source")
    return d.structure(_WORDS[type(note)])
