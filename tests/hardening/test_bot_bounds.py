"""The bundled bots' work at one decision is bounded in any position a checked card set can reach
(docs/reliability.md): the greedy bot looks ahead at no more than MAX_TRIED options and its
look-ahead shares a budget of answers, engine tasks and cards moved. The bounds are asserted as
work, never as time."""

from __future__ import annotations

import pytest

from zhdsl.agents import greedy
from zhdsl.agents.greedy import GreedyAgent
from zhdsl.engine import game as engine_game
from zhdsl.engine import zones
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build


def card(text: str, name: str) -> dict:
    return {"名称": name, "效果": text, "精力": "0", "点数": 1}


FILL = [card("生产1财富", f"乙{i}") for i in range(300)]
LOOP = "抽1张牌，使用1张手牌（不支付精力）"

POSITIONS = {
    # 1,000 hand cards over a 仓储 of 5: the first decision has 1,000 options and asks 995 times
    "huge hand": ([{"手牌": [card("生产1财富", f"丙{i}") for i in range(1000)]}, {}], FILL),
    # cards that use each other: every option's look-ahead would run until the engine's bound
    "cards that use each other": ([{"手牌": [card(LOOP, f"循环{i}") for i in range(5)]}, {}],
                                  [card(LOOP, f"循环牌库{i}") for i in range(40)]),
    # 抽99张牌, then a long discard down to 仓储
    "draw 99": ([{"手牌": [card("抽99张牌", f"抽{i}") for i in range(3)]}, {}], FILL),
    # one card asks for 99 discards inside one resolution
    "discard 99": ([{"仓储": 99, "手牌": [card("弃99张手牌", "丁")] + [card("生产1财富", f"丙{i}") for i in range(150)]}, {}],
                   FILL),
}


class Lookahead:
    """Counts what the greedy bot does on its clones during one decision."""

    def __init__(self, monkeypatch) -> None:
        self.clones: list = []
        self.answers = 0
        clone, apply = engine_game.Game.clone, engine_game.Game.apply_action

        def counting_clone(game):
            copy = clone(game)
            self.clones.append((copy, copy.work.tasks, copy.work.moves))
            return copy

        def counting_apply(game, action):
            if any(game is c for c, _s, _m in self.clones):
                self.answers += 1
            return apply(game, action)

        monkeypatch.setattr(engine_game.Game, "clone", counting_clone)
        monkeypatch.setattr(engine_game.Game, "apply_action", counting_apply)

    def reset(self) -> None:
        self.clones, self.answers = [], 0

    @property
    def tasks(self) -> int:
        return sum(c.work.tasks - s for c, s, _m in self.clones)

    @property
    def moves(self) -> int:
        return sum(c.work.moves - m for c, _s, m in self.clones)


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_greedy_bots_lookahead_is_bounded_in_hostile_positions(monkeypatch, name):
    players, deck = POSITIONS[name]
    game = build(parse({"卡组": [], "当前角色": 1, "角色": players, "公共区域": {"牌库": deck}}))
    bots = [GreedyAgent(1), GreedyAgent(2)]
    seen = Lookahead(monkeypatch)
    biggest = 0
    for _ in range(25):
        if game.is_terminal():
            break
        seen.reset()
        options = len(game.legal_actions())
        action = bots[game.current_player()].act(game)
        assert 0 <= action < options
        assert len(seen.clones) <= greedy.MAX_TRIED
        assert seen.answers <= greedy.MAX_TRIED + greedy.DECISION_ANSWERS
        assert seen.tasks <= greedy.DECISION_TASKS + greedy.MAX_TRIED  # a clone stops one task past its share
        assert seen.moves <= greedy.DECISION_MOVES + greedy.MAX_TRIED * 100  # a task is dropped past its share
        biggest = max(biggest, options)
        seen.reset()
        engine_game.Game.apply_action(game, action)
    assert biggest > 1


def test_past_max_tried_the_options_that_do_nothing_are_always_tried(monkeypatch):
    game = build(parse({"卡组": [], "当前角色": 1,
                        "角色": [{"仓储": 99, "手牌": [card("生产1财富", f"丙{i}") for i in range(40)]}, {}],
                        "公共区域": {"牌库": FILL[:20]}}))
    labels = game.decision.labels()
    assert len(labels) > greedy.MAX_TRIED and "结束回合" in labels
    tried = GreedyAgent(3)._tried(game.decision, game.legal_actions())
    assert len(tried) == greedy.MAX_TRIED and labels.index("结束回合") in tried
    assert tried == GreedyAgent(3)._tried(game.decision, game.legal_actions())  # seeded: the same sample
    assert tried == sorted(set(tried))


def test_a_replayed_pick_does_not_build_its_options(monkeypatch):
    """A discard of 60 cards asks 60 times inside one task; each answer replays the earlier picks,
    which take their recorded answers without building a decision (one decision an answer)."""
    game = build(parse({"卡组": [], "当前角色": 1,
                        "角色": [{"手牌": [card("生产1财富", f"丙{i}") for i in range(65)]}, {}],
                        "公共区域": {"牌库": FILL[:20]}}))
    assert game.decision.kind == "card"  # 60 over the 仓储 of 5: discard down to it, one card an answer
    built = []
    decision = zones.Decision

    def counting(*args, **kwargs):
        built.append(args)
        return decision(*args, **kwargs)

    monkeypatch.setattr(zones, "Decision", counting)
    for _ in range(40):
        built.clear()
        game.apply_action(0)
        assert len(built) == 1
    assert game.decision.kind == "card"
    assert len(game.state.players[0].zone("hand")) == 65  # the discards happen when the task completes


def test_each_option_gets_the_game_limits_with_its_own_work_share():
    """The look-ahead's limits are the game's own but for the tasks and moves of the option's share
    (a custom `Limits` keeps every other bound)."""
    import attrs

    from zhdsl.engine.limits import Limits

    custom = Limits(stack_depth=7, turns_per_game=9, max_value=123, tasks_per_game=500, moves_per_game=600)
    shared = greedy._with_game_work(custom, 41, 42)
    assert shared == attrs.evolve(custom, tasks_per_game=41, moves_per_game=42)
    assert (shared.stack_depth, shared.turns_per_game, shared.max_value) == (7, 9, 123)
    assert (shared.tasks_per_game, shared.moves_per_game) == (41, 42)
    assert (custom.tasks_per_game, custom.moves_per_game) == (500, 600)  # the game's own are unchanged
