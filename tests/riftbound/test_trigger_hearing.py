"""`triggers.fire` asks only the abilities an event of its name can trigger (zhdsl/games/riftbound/triggers.py,
`_hearing`): a 绝念 under "killed", a triggered ability under the names its trigger's words can answer. Skipping
the others must change nothing a player sees: the same chain, the same log, byte for byte."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound import triggers
from zhdsl.games.riftbound.library import compile_card_text
from zhdsl.play.agents import make_bot
from zhdsl.play.driver import play
from zhdsl.play.gamelog import LogWriter
from zhdsl.play.spec import GameSpec


def _names(text: str) -> set:
    program, problem = compile_card_text(text)
    assert problem is None, problem
    (ability,) = [a for a in program.abilities if a.trigger is not None]
    return set(triggers.event_names(ability.trigger))


def test_a_trigger_is_heard_under_the_names_its_words_answer():
    assert _names("当我进攻时，抽一张牌。") == {"attack"}
    assert _names("当我进攻或防守时，抽一张牌。") == {"attack", "defend"}
    assert _names("在你的开始阶段开始时，抽一张牌。") == {"start"}
    assert _names("当我每回合首次移动时，抽一张牌。") == {"move"}
    assert _names("当此牌被打出、弃置或摧毁时，抽一张牌。") == {"play", "discard", "killed"}


@pytest.mark.parametrize("text", ["当战斗在此处开始时，抽一张牌。", "当此处发生战斗时，抽一张牌。", "当战斗在此开始时，抽一张牌。"])
def test_combat_start_here_is_heard_under_its_own_name(text):
    # rules-riftbound.md 22.224: fired once per combat, after the roles and before `当我进攻时`
    assert _names(text) == {"combat_start"}


@pytest.mark.parametrize("text", ["当你放逐一张属于你的卡牌时，抽一张牌。", "当对手放逐一张卡牌时，抽一张牌。"])
def test_a_banishment_is_heard_under_its_own_name(text):
    # rules-riftbound.md 22.231: fired by rt.banish with the player who banished the card
    assert _names(text) == {"banish"}


def test_a_program_hears_each_ability_under_its_names_in_order():
    program, _problem = compile_card_text("当我进攻时，抽一张牌。\n{{绝念}}—抽一张牌。\n当我进攻或防守时，抽一张牌。")
    hearing = triggers._hearing(program)
    assert [entry[0] for entry in hearing["attack"]] == [0, 2]
    assert [entry[0] for entry in hearing["defend"]] == [2]
    assert [(entry[0], entry[2]) for entry in hearing["killed"]] == [(1, True)]
    assert "play" not in hearing
    assert triggers._hearing(program) is hearing  # read once per program


def _log(mode: str, players: int, seed: int) -> list[str]:
    spec = GameSpec(game="riftbound", mode=mode, players=players, seed=seed)
    game = spec.create()
    bots = [make_bot("random", seed * 7919 + seat) for seat in range(players)]
    writer = LogWriter(spec, ["random"] * players)
    decisions = play(game, bots, on_start=writer.start, on_step=writer.step)
    return writer.finish(game, decisions)


class _Everything(dict):
    """Every ability of the program under every name: what `fire` asked before the table (each ability's labels
    and `_matches`, for every event). Counts what it hands out, and what the table would have."""

    asked = 0
    heard = 0

    def __init__(self, program, table):
        super().__init__()
        self.table = table
        self.entries = []
        for index, ability in enumerate(program.abilities):
            knell = any(lbl[0] == "绝念" for lbl in ability.labels)
            if knell or (ability.kind in ("trigger", "modal") and ability.trigger is not None):
                self.entries.append((index, ability, knell, any(lbl[0] == "已强化" for lbl in ability.labels)))

    def get(self, name, default=None):
        out = [e for e in self.entries if not e[2] or name == "killed"]
        _Everything.asked += len(out)
        _Everything.heard += len(self.table.get(name, ()))
        return out


@pytest.mark.parametrize("mode,players,seed", [("1v1", 2, 4), ("混战", 3, 2)])
def test_skipping_the_abilities_no_event_of_that_name_triggers_changes_no_log(mode, players, seed, monkeypatch):
    heard = _log(mode, players, seed)
    real = triggers._hearing
    monkeypatch.setattr(triggers, "_hearing", lambda program: _Everything(program, real(program)))
    _Everything.asked = _Everything.heard = 0
    asked = _log(mode, players, seed)
    assert _Everything.asked > 2 * _Everything.heard > 0  # the table leaves out most of what the full loop asked
    assert asked == heard
