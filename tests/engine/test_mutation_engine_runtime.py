"""The runtime's rules (zhdsl/engine/runtime.py) as a player meets them, where the seeded mutation sample of branch
`mut18g` (docs/testing.md) found them unasserted: what happens before the first turn triggers nothing (rule 9.27)."""

from __future__ import annotations

import re

from zhdsl.games.zongheng.game import new_game
from zhdsl.games.zongheng.rules import bundled_paths


def test_the_second_players_opening_draw_triggers_nothing(tmp_path):
    """Rule 9.27: every lord has `锁定&当你抽牌后：生产1财富`; the second player draws 1 card in the duel's setup
    (16.1.3) and still starts with 11 财富 — the draw was before the first turn."""
    lords = next(p for p in bundled_paths() if p.name == "lords.toml")
    text = re.sub(r'"技能" = ".*"', '"技能" = "锁定&当你抽牌后：生产1财富"', lords.read_text(encoding="utf-8"))
    (tmp_path / "lords.toml").write_text(text, encoding="utf-8")
    paths = [p for p in bundled_paths() if p.name != "lords.toml"] + [tmp_path / "lords.toml"]
    game = new_game("决斗", 2, cardsets=paths, seed=1)
    while game.state.phase == "setup":
        game.apply_action(0)
    drew = [e for e in game.log if e.kind == "draw"]
    assert [(e.player, e.text) for e in drew] == [(1, "角色2抽了1张牌")]
    assert [p.wealth for p in game.state.players] == [9, 11]
    assert not any(e.kind == "use" for e in game.log)


def test_a_game_that_keeps_the_default_timing_hooks_lets_the_living_act_and_not_the_dead():
    """The hooks a new game inherits (星宿 keeps them): no timing ever fails for a living player, so nothing is
    refused for its timing; a dead player may not act at all, with the reason a frontend shows."""
    from types import SimpleNamespace

    from zhdsl.games.xingxiu.game import new_game as new_xingxiu

    game = new_xingxiu("单挑", 2, seed=3)
    rt = game.runtime()
    prog = SimpleNamespace(base_set=frozenset({"主动"}))
    assert rt.failing_timings(1) == set() and rt.timing_reason(1, prog) is None
    rt.state.players[1].dead = True
    assert rt.failing_timings(1) is None and rt.timing_reason(1, prog) == "你已死亡，不能行动"


def test_a_dead_player_of_a_game_keeping_the_default_hooks_uses_nothing(harvest):
    """A game that keeps the runtime's `acts_when_dead` (《丰收》, examples/dialects/harvest: it has no skill a dead
    player uses) lets a dead player use nothing — not even when the timing is set aside, as an effect that uses a
    card for its player does — with the reason a frontend shows (`mut14`'s sample of runtime.py)."""
    from zhdsl.engine import usage
    from zhdsl.play.spec import GameSpec

    game = GameSpec(game="丰收", seed=1, players=2).create()
    rt = game.runtime()
    card = usage.resolve_action(rt, 1, ("card", rt.state.players[1].hand[0], 0))
    assert usage.reason(rt, 1, card, ignore_timing=True) is None
    rt.state.players[1].dead = True
    assert usage.reason(rt, 1, card, ignore_timing=True) == "你已死亡，不能行动"
    assert usage.reason(rt, 1, card) == "你已死亡，不能行动"
