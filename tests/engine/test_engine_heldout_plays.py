"""Held-out texts (tests/text/heldout/) that are accepted also do what they read (issue 11: "every text accepted
resolves in the engine as it reads"): thirty of them, with steps whose effect shows in the state, each played from a
small position and checked against what a designer reading the text expects (rule numbers in the comments)."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_engine_lowered_texts import play

from scenario_cards import card

HELDOUT = Path(__file__).resolve().parents[1] / "text" / "heldout"
DECK = [card(f"库{i}", "生产1财富", "0", i) for i in range(8)]
PAST = [card(f"旧{i}", "抽1张牌", "0", i) for i in range(10)]


def _heldout(ref: str) -> str:
    """The text of held-out line `ref` (`d16`: batch d, 16th text), so a test plays the very text held out."""
    path = HELDOUT / f"{ref[0]}.txt"
    texts = [t.strip() for t in path.read_text(encoding="utf-8").split("\n") if t.strip() and not t.startswith("#")]
    return texts[int(ref[1:]) - 1]


def _extra(n: int) -> list:
    return [card(f"手{i}", "生产1财富", "0", i) for i in range(n)]


def run(position, text, me=None, other=None, target=None, choose=(), past=None, players=2):
    """`play` with `extra` hand cards for either player, a deck of 8 and three or more players in 权杖."""
    me, other = dict(me or {}), dict(other or {})
    me["手牌"], other["手牌"] = _extra(me.pop("extra", 0)), _extra(other.pop("extra", 0))
    return play(position, text, me=me, others=[other, *[{} for _ in range(players - 2)]], target=target,
                choose=choose, deck=DECK, past=past, mode="权杖" if players > 2 else "决斗")


def wealth(game):
    return [p.wealth for p in game.state.players]


def hands(game):
    return [len(p.hand) for p in game.state.players]


def supply(game):
    return [p.supply for p in game.state.players]


CASES = [
    # (held-out line, position, what the text reads as, checked on the game after it resolved)
    ("d11", dict(me={"精力": "2黑"}), lambda g: wealth(g)[0] == 12 and not g.state.players[0].energy),  # 10.11 所有/等量
    ("d16", dict(), lambda g: wealth(g) == [11, 11]),  # 12.8(a): each, each its own source
    ("d17", dict(target="角色2"), lambda g: wealth(g) == [10, 8]),  # 10.13: no hand, so 否则
    ("d18", dict(me={"财富": 5}, target="角色2"), lambda g: wealth(g)[0] == 7 and hands(g)[0] == 0),
    ("d19", dict(), lambda g: hands(g)[0] == 3),  # 如果…那么: no hand once 试 is used
    ("d22", dict(players=3), lambda g: wealth(g) == [10, 9, 9]),
    ("d28", dict(me={"财富": 9}), lambda g: wealth(g) == [5, 14]),  # 一半 down: 4 paid, 4 produced
    ("d41", dict(other={"财富": 3}, target="角色2"), lambda g: wealth(g) == [10, 10]),  # 10.14
    ("d42", dict(other={"财富": 16}, target="角色2"), lambda g: wealth(g) == [10, 13]),  # 超过
    ("d44", dict(me={"extra": 2}), lambda g: wealth(g)[0] == 13 and hands(g)[0] == 0),
    ("d49", dict(players=3), lambda g: wealth(g) == [9, 9, 9]),  # 角色数-2 = 1
    ("d51", dict(target="角色2", choose=("库",)), lambda g: hands(g) == [0, 1]),  # 该角色 is the target
    ("e10", dict(target="角色2"), lambda g: wealth(g) == [10, 8]),
    ("e14", dict(), lambda g: wealth(g) == [9, 10]),  # nothing to discard: 否则
    ("e15", dict(me={"extra": 5, "仓储": 9}, choose=("手", "手")), lambda g: hands(g)[0] == 4),  # 6 > 5: discard 2
    ("e23", dict(me={"物资": 2}), lambda g: supply(g)[0] == 0 and hands(g)[0] == 2),
    ("e31", dict(), lambda g: supply(g)[0] == 2 and hands(g)[0] == 0),
    ("e40", dict(), lambda g: wealth(g) == [11, 9]),  # 你 produces after all lost 1
    ("e45", dict(me={"物资": 3}), lambda g: supply(g)[0] == 1 and hands(g)[0] == 2),  # 一半 up: 2
    ("e49", dict(me={"物资": 3}), lambda g: supply(g)[0] == 0 and hands(g)[0] == 2),
    ("e50", dict(me={"物资": 3}), lambda g: wealth(g) == [10, 7]),
    ("f26", dict(me={"物资": 2}), lambda g: wealth(g) == [10, 8] and supply(g)[0] == 0),
    ("f27", dict(other={"extra": 2}, target="角色2"), lambda g: wealth(g) == [10, 8]),  # 其 is the target
    ("f28", dict(), lambda g: wealth(g)[0] == 12),  # 角色数 in a duel
    ("f29", dict(other={"财富": 12}, target="角色2"), lambda g: wealth(g) == [12, 12]),  # ；否则
    ("f46", dict(other={"extra": 3}, target="角色2"), lambda g: wealth(g) == [10, 13]),
    ("f53", dict(other={"extra": 2}, target="角色2"), lambda g: hands(g) == [2, 0]),  # 抽 has no subject: 你 (10.11)
    ("f58", dict(me={"extra": 2}), lambda g: supply(g)[0] == 2),
    ("g9", dict(target="角色2"), lambda g: wealth(g) == [9, 12]),
    ("g22", dict(target="角色2"), lambda g: wealth(g) == [5, 5]),
    ("g51", dict(), lambda g: hands(g)[0] == 5),  # 仓储 5
    ("g52", dict(other={"extra": 4}, target="角色2", choose=("手", "手")), lambda g: hands(g)[1] == 2),
    ("g57", dict(me={"物资": 1}), lambda g: supply(g)[0] == 0 and wealth(g)[0] == 9 and hands(g)[0] == 3),
    ("h20", dict(me={"物资": 2}, target="角色2"), lambda g: wealth(g) == [8, 12]),  # X defined after both steps
    ("h22", dict(me={"财富": 9}), lambda g: wealth(g) == [4, 5]),  # 一半 up of 9: 5
    ("h37", dict(other={"财富": 14}, target="角色2"), lambda g: wealth(g) == [14, 10]),  # 11.28
    ("h40", dict(past=PAST), lambda g: wealth(g)[0] == 12),
    ("i31", dict(me={"extra": 2}), lambda g: hands(g)[0] == 2 and sum(e.kind == "discard" for e in g.log) == 2),
    ("i32", dict(other={"extra": 3}, target="角色2"), lambda g: wealth(g)[0] == 13),
    ("j30", dict(other={"物资": 3}), lambda g: supply(g) == [0, 0]),
    # 任意, 以此法, 其中, zones (rules 10.16, 11.18, 11.19(a), 11.27)
    ("d10", dict(me={"extra": 3}, choose=("2", "手0", "手1")), lambda g: hands(g)[0] == 3 and g.state.zones["deck"].__len__() == 6),
    ("d55", dict(other={"extra": 3}, choose=("2", "手0", "手1")), lambda g: hands(g) == [0, 3]),  # 其 draws as many
    ("h14", dict(other={"extra": 2}, choose=("手1",)), lambda g: hands(g) == [0, 1]),
    ("j22", dict(me={"extra": 2}, choose=("手1",)), lambda g: hands(g) == [1, 1] and g.state.cards[g.state.players[1].hand[0]].owner == 1),
    ("f50", dict(me={"extra": 2}), lambda g: hands(g)[0] == 3),
    ("h38", dict(me={"结界区": [card("界", "锁定&回合结束：生产1财富")] * 2}), lambda g: supply(g)[0] == 2),
    ("f55", dict(other={"结界区": [card("界", "锁定&回合结束：生产1财富")] * 2}, target="角色2"),
     lambda g: not g.state.players[1].ward),
    # 令X A/B: X does either (rule 10.28), not `(令X A)/你B`
    ("f35", dict(), lambda g: wealth(g) == [10, 9]),  # no hand to discard: the target loses 1, not you
    ("j6", dict(target="角色2", choose=("抽1张牌",)), lambda g: hands(g) == [0, 1]),
]


@pytest.mark.parametrize("ref, setup, reads", CASES, ids=[c[0] for c in CASES])
def test_a_held_out_text_does_what_it_reads(position, ref, setup, reads):
    game = run(position, _heldout(ref), **setup)
    assert reads(game), (_heldout(ref), wealth(game), hands(game), supply(game), [e.text for e in game.log][-8:])


def test_thirty_or_more_texts_are_played():
    assert len(CASES) >= 30 and len({c[0] for c in CASES}) == len(CASES)
