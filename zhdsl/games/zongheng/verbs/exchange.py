"""交换 (exchange): `令你与目标角色交换财富`, `与目标其他角色交换手牌`, `交换你与目标角色的物资` — two players swap a
counter's values, or their hand cards (rule 11.28). The players written before it (令X与Y, X与Y) are its two
parties (`ast.Joint`); `与Y交换…` alone is the doer and Y. The values swap with no source (neither 生产 nor 折损), each within its bounds; a hand swap moves
each player's 手牌 (not a lord card there, rule 3.6) into the other's 手牌区, face down to everyone else."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.resources import OBJECT_WORDS
from zhdsl.games.zongheng.verbs.set import SETTABLE
from zhdsl.text import ast

EXCHANGEABLE = (*SETTABLE, "hand")  # 财富 物资 仓储 效率, and 手牌 (精力 is a pool of colours)


@attrs.frozen
class Exchange(ast.Joint):
    """`parties`: the two players (one written: the doer and that player); none written is E204."""

    what: str  # the meaning of the word written: wealth … hand; anything else is reported (E255)


NODES = (Exchange,)


def _exchanged(b, children) -> str:
    word = children[-1]
    return b.meaning(word) or str(word)


def build(b, meta, children):
    """`交换财富` after players (令你与目标角色…); `交换你与目标角色的财富`; `与目标其他角色交换手牌`."""
    parties = tuple(c for c in children if isinstance(c, ast.Node))
    return Exchange(_exchanged(b, children), parties=parties, span=b.span(meta))


RULES = {"exchange": build, "exchange_between": build, "exchange_with": build,
         "exchanged": lambda b, meta, children: children[0]}


def check(c, node: Exchange, depth: int) -> None:
    exchange = c.words.verb("exchange")
    if node.what not in EXCHANGEABLE:
        names = "、".join([*(c.words.attribute(a) for a in SETTABLE), c.words.object("hand")])
        c.report(c.error("E255", node.span, f"不能{exchange}这一项", f"可以{exchange}的是{names}，例如「令你与目标角色{exchange}财富」"))
    if not node.parties or len(node.parties) > 2:
        c.report(c.error("E204", node.span, f"「{exchange}」要写明两名角色", f"例如「令你与目标角色{exchange}财富」「与目标其他角色{exchange}手牌」"))
    if len(node.parties) == 2 and all(getattr(side, "kind", None) == "you" for side in node.parties):
        c.report(c.error("E204", node.span, f"不能与自己{exchange}", f"例如「令你与目标其他角色{exchange}财富」"))
    for side in node.parties:
        if not c.is_single_player(side):
            c.report(c.error("E204", side.span, f"「{exchange}」的双方各是一名角色，「{c.words.ref(side)}」不是",
                             f"例如「令你与目标角色{exchange}财富」"))
        else:
            c.check_ref(side)


def lower(lw, node: Exchange):
    return ExchangeStep(tuple(lw.lower(p) for p in node.parties), node.what)


def describe(d, node: Exchange) -> str:
    what = d.object(node.what)
    sides = "与".join(d.ref(p) for p in node.parties)
    return f"{sides}{d.verb('exchange')}{what}" if len(node.parties) == 2 else f"与{sides}{d.verb('exchange')}{what}"


_WORDS = {**OBJECT_WORDS, "hand": "手牌"}


@attrs.frozen
class ExchangeStep:
    parties: tuple  # player references: two, or one (the doer is the other)
    what: str

    def _sides(self, ctx: fx.Ctx) -> tuple[int, int] | None:
        seats = [ctx.doer] if len(self.parties) == 1 else []
        for party in self.parties:
            found = party.players(ctx)
            if len(found) != 1:
                return None
            seats.extend(found)
        players = ctx.rt.state.players
        if len(seats) != 2 or seats[0] == seats[1] or any(players[s].dead for s in seats):
            return None
        return seats[0], seats[1]

    def run(self, ctx: fx.Ctx) -> bool:
        rt = ctx.rt
        sides = self._sides(ctx)
        if sides is None:
            rt.log("fail", ctx.doer, "没有可以交换的两名（不同的、存活的）角色")
            return False
        a, b = sides
        if self.what == "hand":
            hand = rt.schema.role("hand")
            mine, theirs = rt.hand_cards(a), rt.hand_cards(b)
            for uid in mine:
                rt.move_card(uid, hand, b, log=False)
            for uid in theirs:
                rt.move_card(uid, hand, a, log=False)
            rt.log("exchange", a, f"{rt.pname(a)}与{rt.pname(b)}交换了手牌（{len(mine)}张与{len(theirs)}张）", "hand", b)
            rt.check()
            return True
        if rt.locked(a, self.what) or rt.locked(b, self.what):
            rt.log("fail", a, f"{_WORDS[self.what]}被常驻效果固定，无法交换")
            return False
        va, vb = getattr(rt.state.players[a], self.what), getattr(rt.state.players[b], self.what)
        rt.set_counter(a, self.what, vb)
        rt.set_counter(b, self.what, va)
        rt.log("exchange", a, f"{rt.pname(a)}与{rt.pname(b)}交换了{_WORDS[self.what]}（{va}与{vb}）", self.what, b)
        rt.check()
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._sides(ctx) is not None
