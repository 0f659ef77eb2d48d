"""The engine bounds the work of one action, one turn and one game (tasks run and cards moved) and the
size of every number (`zhdsl.engine.limits.Limits`, docs/engine-decisions.md D28–D29): a card set
that checks clean cannot make a game hang or crash; past a bound the game ends in a draw with a
`limit` event that names it, and nothing of the task that went past it is applied."""

from __future__ import annotations

import attrs
from click.testing import CliRunner

from zhdsl.cli import main
from zhdsl.engine.limits import Limits
from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build

LOOP = "抽1张牌，使用1张手牌（不支付精力）"


def card(text: str, name: str = "甲") -> dict:
    return {"名称": name, "效果": text, "精力": "0", "点数": 1}


def game_of(players, deck=(), mode="决斗", limits: Limits | None = None):
    data = {"模式": mode, "卡组": [], "当前角色": 1, "角色": players, "公共区域": {"牌库": list(deck)}}
    game = build(parse(data))
    if limits is not None:
        game.limits = limits
    return game


def use(game, name: str = "甲") -> None:
    game.apply_action(next(i for i, label in enumerate(game.decision.labels()) if name in label))


def ended_at_a_bound(game, words: str) -> None:
    assert game.is_terminal() and game.winner is None and game.winners() == ()
    assert words in game.state.end_reason, game.state.end_reason
    last = game.log[-1]
    assert last.kind == "limit" and game.state.end_reason in last.text and "平局" in last.text
    assert game.decision is None and game.legal_actions() == []


def test_cards_that_use_each_other_end_the_game_at_the_bound_on_one_action():
    game = game_of([{"手牌": [card(LOOP)]}, {}], [card(LOOP)] * 10)
    use(game)
    ended_at_a_bound(game, f"一次行动引发的处理超过上限（{Limits().tasks_per_action}次）")
    assert game.work.action_tasks == Limits().tasks_per_action + 1


def test_a_loop_with_a_decision_each_time_ends_at_the_bound_on_one_turn():
    """`/` asks each time (both options can be done), so no single action runs long: the turn's bound ends it."""
    text = "抽1张牌，使用1张手牌（不支付精力）/生产1财富"
    limits = Limits(tasks_per_turn=300)
    game = game_of([{"手牌": [card(text)]}, {}], [card(text)] * 10, limits=limits)
    use(game)
    for _ in range(1000):
        if game.is_terminal():
            break
        labels = game.decision.labels()
        game.apply_action(labels.index("抽1张牌，使用1张手牌（不支付精力）") if "抽1张牌，使用1张手牌（不支付精力）" in labels else 0)
    ended_at_a_bound(game, "一个回合的处理超过上限（300次）")


def test_a_game_ends_at_the_bound_on_its_tasks():
    from zhdsl.agents.random import play_random
    from zhdsl.play.spec import GameSpec

    game = GameSpec(seed=2).create()
    game.limits = Limits(tasks_per_game=200)
    play_random(game, seed=1)
    ended_at_a_bound(game, "一局的处理超过上限（200次）")
    assert game.work.tasks == 201


def test_a_task_that_moves_too_many_cards_is_dropped_whole():
    """抽60张牌 past a bound of 50 moves: the game ends where it stood before the card resolved."""
    game = game_of([{"仓储": 99, "手牌": [card("抽60张牌")]}, {}], [card("生产1财富", "乙")] * 80,
                   limits=Limits(moves_per_action=50))
    use(game)
    ended_at_a_bound(game, "一次行动引发的牌的移动超过上限（50张）")
    hand = game.state.players[0].zone("hand")
    assert hand == [] and len(game.state.zones["deck"]) == 80  # not one card drawn
    assert [e.kind for e in game.log].count("draw") == 0


def test_moves_are_counted_over_a_turn_and_a_game():
    game = game_of([{"仓储": 99, "手牌": [card("抽10张牌")] * 4}, {}], [card("生产1财富", "乙")] * 80,
                   limits=Limits(moves_per_turn=25))
    for _ in range(3):
        use(game)
        while not game.is_terminal() and game.state.stack:
            game.apply_action(game.decision.labels().index("过"))
    ended_at_a_bound(game, "一个回合中牌的移动超过上限（25张）")
    assert len(game.state.players[0].zone("hand")) == 4 - 3 + 20  # the third draw was dropped


def test_the_bounds_do_not_depend_on_clones_or_on_answers_given_again():
    """Greedy bots answer on clones; a game and its clone count the same work."""
    from zhdsl.play.spec import GameSpec

    game = GameSpec(seed=5).create()
    for _ in range(30):
        game.apply_action(0)
    twin = game.clone()
    for _ in range(30):
        if game.is_terminal():
            break
        game.apply_action(0)
        twin.apply_action(0)
    assert attrs.asdict(game.work) if attrs.has(type(game.work)) else True
    assert [getattr(game.work, n) for n in game.work.__slots__] == [getattr(twin.work, n) for n in twin.work.__slots__]
    assert [e.text for e in game.log] == [e.text for e in twin.log]


def test_numbers_stay_within_the_bound_and_say_so():
    """X为你的财富×你的财富 in 生存 (no wealth victory): 财富 stops at 10⁹ (rule 1.7), with a limit event."""
    square = card("生产X财富（X为你的财富×你的财富）")
    game = game_of([{"财富": 10, "仓储": 99, "手牌": [square] * 6}, {}, {}, {}], mode="生存")
    for _ in range(6):
        use(game)
        while game.state.stack and game.decision is not None:
            game.apply_action(game.decision.labels().index("过"))
    bound = Limits().max_value
    assert game.state.players[0].wealth == bound
    assert not game.is_terminal()
    assert any(e.kind == "limit" and f"财富超出上限，记为{bound}" in e.text for e in game.log)
    assert all(len(e.text) < 200 for e in game.log)


def test_a_pool_stays_within_the_bound():
    big = card("获得X精力（X为你的财富×你的财富）")
    game = game_of([{"财富": 10**5, "仓储": 99, "手牌": [big] * 3}, {}, {}, {}], mode="生存")
    for _ in range(3):
        use(game)
        while game.state.stack and game.decision is not None:
            game.apply_action(game.decision.labels().index("过"))
    assert max(game.state.players[0].energy.values()) == Limits().max_value


def test_a_runaway_game_is_logged_and_replayed_identically(tmp_path):
    """The demo of a card set whose cards use each other ends in a draw at a bound; its log replays."""
    cards = "".join(
        f'[["通用牌"]]\n"类别" = "行动"\n"名称" = "循环{i}"\n"点数" = {i % 10}\n"精力" = "0"\n"效果" = "{LOOP}"\n'
        for i in range(20)
    )
    cardset = tmp_path / "loop.toml"
    cardset.write_text(cards, encoding="utf-8")
    log = tmp_path / "game.jsonl"
    runner = CliRunner()
    result = runner.invoke(main, ["demo", "--cardset", str(cardset), "--cardset", "cardsets/zongheng/lords.toml",
                                  "--seed", "3", "--agent", "random", "--log", str(log)])
    assert result.exit_code == 0, result.output
    assert "处理超过上限" in result.output and "平局" in result.output
    replayed = runner.invoke(main, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output


def test_a_game_of_too_many_cards_does_not_start(tmp_path):
    """Each file within E312 (1,000 cards), three of them past the game's 2,000: a usage error."""
    paths = []
    for n in range(3):
        entries = "".join(
            f'[["通用牌"]]\n"类别" = "行动"\n"名称" = "牌{n}_{i}"\n"点数" = 1\n"精力" = "0"\n"效果" = "生产1财富"\n"数量" = 50\n'
            for i in range(20)
        )
        path = tmp_path / f"set{n}.toml"
        path.write_text(entries, encoding="utf-8")
        paths += ["--cardset", str(path)]
    result = CliRunner().invoke(main, ["demo", *paths, "--cardset", "cardsets/zongheng/lords.toml"])
    assert result.exit_code == 2
    assert "对局中的牌过多：共3000张，最多2000张" in result.output


def test_a_scenario_of_too_many_cards_is_a_scenario_error():
    import pytest

    from zhdsl.scenarios.errors import ScenarioError

    c = card("生产1财富")
    data = {"模式": "生存", "卡组": [], "角色": [{"手牌": [c] * 400, "结界区": [c] * 100} for _ in range(4)],
            "公共区域": {"牌库": [c] * 1000}}
    with pytest.raises(ScenarioError, match="场景中的牌共3000张，一局最多2000张"):
        parse(data)
