"""Static rules (`（你的物资始终不小于3）`, rule 13.1) and the runtime's checks after every change
(zhdsl/engine/runtime.py): what a player's numbers read while a rule is in force and after it ends, a
player at 0 财富 dying, the dead not asked, the end of the game."""

from __future__ import annotations

import pytest
from scenario_cards import card

from zhdsl.engine.errors import GameOver

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]


def with_rule(position, text, **numbers):
    """Player 1 has a card with `text` in the 结界区 and the given numbers (物资=…)."""
    game = position(players=[{"结界区": [card("守", text)], **numbers}, {}], deck=FILLER)
    return game, game.runtime()


@pytest.mark.parametrize(("text", "start", "held"), [
    ("（你的物资始终不小于3）", 1, 3), ("（你的物资始终不小于3）", 3, 3), ("（你的物资始终不小于3）", 5, 5),
    ("（你的物资始终不大于3）", 1, 1), ("（你的物资始终不大于3）", 5, 3),
    ("（你的物资始终大于3）", 1, 4), ("（你的物资始终大于3）", 3, 4), ("（你的物资始终大于3）", 5, 5),
    ("（你的物资始终小于3）", 1, 1), ("（你的物资始终小于3）", 3, 2), ("（你的物资始终小于3）", 5, 2),
    ("（你的物资始终不等于3）", 3, 4), ("（你的物资始终不等于3）", 2, 2),
    ("（你的物资始终等于3）", 1, 3), ("（你的物资始终等于3）", 5, 3),
])
def test_a_static_rule_holds_its_players_number_after_every_change(position, text, start, held):
    game, rt = with_rule(position, text, 物资=start)
    rt.check()
    assert game.state.players[0].supply == held
    assert game.state.players[1].supply == 0  # only the card's 你


def test_a_static_rule_on_a_pool_gives_the_amount_in_its_wildcard_colour(position):
    game, rt = with_rule(position, "（你的精力始终不小于2）")
    rt.check()
    energy = game.state.players[0].energy
    pool = next(p for p in rt.schema.pools if p.name == "energy")
    assert energy == {pool.wildcard or pool.colours[0]: 2}
    assert rt.attr(0, "energy") == 2 and rt.attr(1, "energy") == 0


def test_a_counter_held_by_a_rule_reads_the_rules_value_and_keeps_its_own(position):
    """Rule 13.1(a): 仓储 read through `始终等于` is the rule's value; its own value is kept for when the
    rule ends; a counter so held is `locked` (折损/生产 cannot change it)."""
    game, rt = with_rule(position, "（你的仓储始终等于你的物资+1）", 物资=2)
    rt.check()
    assert rt.attr(0, "storage") == 3 and game.state.players[0].storage == 5
    game.state.players[0].supply = 6
    assert rt.attr(0, "storage") == 7
    assert rt.attr(1, "storage") == 5  # the other player is not bound
    assert rt.locked(0, "storage") and not rt.locked(1, "storage") and not rt.locked(0, "supply")


def test_a_counter_without_a_read_floor_is_written_by_its_rule(position):
    """财富 held by `始终等于` is written (and kept at its floor of 0), not read through."""
    game, rt = with_rule(position, "（你的财富始终等于你的物资+1）", 物资=4)
    p = game.state.players[0]
    assert p.wealth == 5
    p.supply = 9
    rt.check()
    assert p.wealth == rt.attr(0, "wealth") == 10
    assert game.state.players[1].wealth == 10


def test_no_static_rule_means_nothing_is_locked(position):
    game = position(players=[{"手牌": [card("守", "（你的财富始终等于3）")]}, {}], deck=FILLER)
    rt = game.runtime()
    assert rt.statics() == [] and not rt.locked(0, "wealth")
    assert rt.attr(0, "wealth") == 10  # in the hand, the rule is not in force


def test_a_player_at_zero_wealth_dies_once_and_the_game_ends(position):
    game = position(players=[{}, {}, {}], mode="权杖", deck=FILLER)
    rt = game.runtime()
    game.state.players[1].wealth = 0
    since = len(game.state.events)
    rt.check()  # three players: the game goes on
    assert game.state.players[1].dead and not game.state.players[0].dead
    deaths = [(e.kind, e.player, e.text) for e in game.state.events[since:] if e.kind == "death"]
    assert deaths == [("death", 1, "角色2死亡")]
    rt.check()
    assert sum(e.kind == "death" for e in game.state.events[since:]) == 1  # the dead do not die again


def test_the_game_ends_when_one_player_is_left(position):
    game, rt = with_rule(position, "（你的物资始终不小于0）")
    game.state.players[1].wealth = 0
    with pytest.raises(GameOver):
        rt.check()
    s = game.state
    assert (s.over, s.winner) == (True, 0)
    end = s.events[-1]
    assert (end.kind, end.player) == ("end", 0) and end.text.startswith("游戏结束：") and end.text.endswith("角色1获胜")
    with pytest.raises(GameOver):  # over is over: every later change stops again
        rt.check()
    assert sum(e.kind == "end" for e in s.events) == 1


def test_a_dead_player_is_not_asked(position):
    """Rule 14.3, D27: the first option is taken for them and the log says so."""
    from zhdsl.engine.decisions import Decision, Option

    game = position(players=[{}, {}, {}], mode="权杖", deck=FILLER)
    rt = game.runtime()
    game.state.players[2].dead = True
    decision = Decision(2, "choice", "选一项", (Option("甲", "a"), Option("乙", "b")))
    since = len(game.state.events)
    assert rt.ask(decision) == "a"
    assert [(e.kind, e.player, e.text) for e in game.state.events[since:]] == [
        ("auto", 2, "角色3已死亡，不被问询：「选一项」自动选择「甲」")]


def test_the_living_are_asked_and_so_is_everyone_during_setup(position):
    from zhdsl.engine.decisions import Decision, Option

    game = position(players=[{}, {}, {}], mode="权杖", deck=FILLER)
    rt = game.runtime()
    asked = []

    class Asker:
        def ask(self, decision):
            asked.append(decision)
            return decision.options[1].value

    rt.asker = Asker()
    decision = Decision(1, "choice", "选一项", (Option("甲", "a"), Option("乙", "b")))
    assert rt.ask(decision) == "b" and asked == [decision]
    game.state.players[1].dead = True
    game.state.phase = "setup"  # dealing: nobody has died in this game yet
    since = len(game.state.events)
    assert rt.ask(decision) == "b" and len(asked) == 2
    assert game.state.events[since:] == []


def test_the_deck_is_refilled_as_soon_as_it_is_empty(position):
    game = position(players=[{}, {}], deck=FILLER, past=[card("丙", "抽1张牌")] * 2)
    rt = game.runtime()
    rt.draw(0, 1)  # the last card of the deck: the check after it refills the deck from 过往
    assert len(game.state.zones["deck"]) == 2 and game.state.zones["past"] == []


def test_two_rules_that_read_each_other_do_not_loop(position):
    """Each reads the other's own value (a rule is not read through another rule): 5 + 1 both."""
    game = position(players=[{"结界区": [card("守", "（你的仓储始终等于你的效率+1）"),
                                         card("卫", "（你的效率始终等于你的仓储+1）")]}, {}], deck=FILLER)
    rt = game.runtime()
    p = game.state.players[0]
    assert (p.storage, p.efficiency) == (5, 5)
    assert (rt.attr(0, "storage"), rt.attr(0, "efficiency")) == (6, 6)
    assert (rt.attr(0, "storage"), rt.attr(0, "efficiency")) == (6, 6)  # and again: nothing left half-read


def test_a_fact_a_card_does_not_print_reads_as_none(position):
    """`此牌的点数` of a card without one: a fact of another kind of card is absent, not an error."""
    game = position(players=[{"手牌": [card("甲", "抽1张牌")]}, {}], deck=FILLER)
    rt = game.runtime()
    uid = game.state.players[0].hand[0]
    assert rt.card_fact(uid, "name") == "甲"
    assert rt.card_fact(uid, "no_such_fact") is None


def test_a_rule_without_a_subject_binds_its_cards_owner(position):
    """`（物资始终不小于3）` is `你的物资`: the owner of the card in the 结界区, nobody else."""
    game, rt = with_rule(position, "（物资始终不小于3）")
    assert [p.supply for p in game.state.players] == [3, 0]
    assert rt.locked(0, "supply") is False  # 不小于 holds a bound, it does not lock the number


@pytest.mark.parametrize(("versions", "supply", "efficiency"), [(None, 3, 7), ({0}, 3, 5), ({1}, 0, 7)])
def test_a_card_used_as_one_version_keeps_only_that_versions_static_rules(position, versions, supply, efficiency):
    """A `|` card in play remembers the version it was used as (rule 10.5): only that version's rules
    are in force; a card never used as a version has them all."""
    game = position(players=[{"结界区": [card("守", "（你的物资始终不小于3）|（你的效率始终不小于7）")]}, {}],
                    deck=FILLER)
    rt = game.runtime()
    p = game.state.players[0]
    p.supply, p.efficiency = 0, 5
    if versions is not None:
        game.state.mut(p.ward[0]).marks = {"versions": frozenset(versions)}
    game.state.static_rules = None  # the card's marks changed: read the rules in force again
    rt.check()
    assert (p.supply, p.efficiency) == (supply, efficiency)


def test_the_mode_is_told_who_died(position, monkeypatch):
    game = position(players=[{}, {}, {}], mode="权杖", deck=FILLER)
    rt = game.runtime()
    told = []
    monkeypatch.setattr(rt.mode, "died", lambda rt_, seat: told.append(seat))
    game.state.players[2].wealth = 0
    rt.check()
    assert told == [2]


def test_a_replayed_task_reads_what_its_earlier_run_recalled(position):
    """`Runtime.recall`: while a task is replayed (zhdsl.engine.game), the n-th recalled call gives the
    n-th result of the run before; past those, calls run and are remembered for the next replay."""
    game = position(players=[{}, {}], deck=FILLER)
    rt = game.runtime()
    calls = []

    def count(rt_, *args):
        assert rt_ is rt  # called with the runtime, like a method
        calls.append(args)
        return len(calls)

    assert rt.recall(count, "a") == 1  # no replay: a plain call, nothing remembered
    assert rt.memo is None
    memo = [10, 20]
    rt.memo, rt.memo_pos = memo, 0
    assert [rt.recall(count, "b"), rt.recall(count, "c")] == [10, 20]  # the earlier run's results
    assert calls == [("a",)]
    assert rt.recall(count, "d") == 2 and calls == [("a",), ("d",)]  # past them: called, with its arguments
    assert memo == [10, 20, 2] and rt.memo is memo and rt.memo_pos == 3
    nested = []
    rt.memo, rt.memo_pos = [], 0
    assert rt.recall(lambda rt_: nested.append(rt_.memo) or 5) == 5
    assert nested == [None]  # a recall inside a recalled call is a plain call


def test_state_triggers_are_looked_for_in_each_library_asked_about():
    """The check after every change fires state triggers only for a library that has one
    (`当你的财富少于5时：…`); the answer is kept for that library and found again for another."""
    from types import SimpleNamespace as NS

    from zhdsl.engine.runtime import _has_state_triggers

    plain = NS(program=NS(effects=(NS(when=None), NS())))
    trigger = NS(program=NS(effects=(NS(when=None), NS(when="财富少于5"))))
    no_program = NS()
    with_trigger = {1: plain, 2: trigger}
    without = {1: plain, 3: no_program}
    assert _has_state_triggers(with_trigger) is True
    assert _has_state_triggers(without) is False
    assert _has_state_triggers(with_trigger) is True
    assert _has_state_triggers([plain, trigger]) is True  # a library given as a list of definitions
    assert _has_state_triggers([plain]) is False


@pytest.mark.parametrize(("text", "held"), [
    ("（你的精力始终不大于1）", {"black": 1}), ("（你的精力始终不大于0）", {}), ("（你的精力始终小于0）", {}),
])
def test_a_rule_that_caps_a_pool_leaves_it_in_its_wildcard_colour_or_empty(position, text, held):
    """A pool holds only colours with more than 0 (zhdsl/games/zongheng/energy.py)."""
    game = position(players=[{"结界区": [card("守", text)], "精力": "2红1绿"}, {}], deck=FILLER)
    rt = game.runtime()
    rt.check()
    assert game.state.players[0].energy == held


def test_a_task_moves_as_many_cards_as_its_budget_and_no_more(position):
    """D28: the bound is the number of cards a task may move; one more stops the task."""
    from zhdsl.engine.errors import WorkLimit

    game = position(players=[{}, {}], deck=FILLER)
    rt = game.runtime()
    rt.move_budget = 3
    rt.moving(2)
    rt.moving()
    assert rt.moved == 3
    with pytest.raises(WorkLimit):
        rt.moving()
    rt.move_budget = None
    rt.moving(1000)  # no budget: no bound


def test_the_next_task_is_queued_when_it_cannot_run_inline(position):
    game = position(players=[{}, {}], deck=FILLER)
    rt = game.runtime()
    rt.inline = None
    before = list(game.state.tasks)
    rt.then(("resolve",))
    assert list(game.state.tasks) == before + [("resolve",)]
    ran = []
    rt.inline = lambda rt_, task: ran.append(task) or True
    rt.then(("priority",))
    assert ran == [("priority",)] and list(game.state.tasks) == before + [("resolve",)]
    rt.inline = lambda rt_, task: False  # the game declines: queued
    rt.then(("priority",))
    assert list(game.state.tasks)[-1] == ("priority",)
    game.state.over = True
    rt.inline = lambda rt_, task: ran.append(task) or True
    rt.then(("end",))  # a game already over runs nothing more inline
    assert ran == [("priority",)] and list(game.state.tasks)[-1] == ("end",)


def test_every_player_at_zero_dies_in_the_same_check_and_the_deck_is_still_refilled(position):
    game = position(players=[{}, {}, {}, {}], mode="权杖", deck=[], past=[card("丙", "抽1张牌")] * 2)
    rt = game.runtime()
    game.state.players[1].wealth = 0
    game.state.players[2].wealth = -1
    since = len(game.state.events)
    rt.check()
    assert [p.dead for p in game.state.players] == [False, True, True, False]
    assert [(e.kind, e.text) for e in game.state.events[since:]] == [
        ("death", "角色2死亡"), ("death", "角色3死亡"), ("reshuffle", "牌库为空：过往的2张牌洗乱后加入牌库")]


def test_a_state_trigger_waits_for_the_end_of_setup(position):
    """`当你的财富少于8时：…` whose condition already holds while the game is being set up fires at the first
    check of the game itself, not during setup."""
    lord = {"名称": "测主", "效率": 5, "仓储": 5, "精力": "", "技能": "当你的财富少于8时：抽1张牌"}
    game = position(players=[{"领主": lord, "财富": 6}, {}], deck=FILLER * 3)
    rt = game.runtime()
    s = game.state
    s.triggers, s.conditions_held, phase = (), frozenset(), s.phase
    s.phase = "setup"
    rt.check()
    assert s.triggers == () and s.conditions_held == frozenset()
    s.phase = phase
    rt.check()
    assert len(s.triggers) == 1 and s.triggers[0][1] == 0
    assert len(s.conditions_held) == 1
    rt.check()
    assert len(s.triggers) == 1  # still holding: not queued again


def test_both_duellists_dying_at_once_is_a_draw(position):
    game = position(players=[{}, {}], deck=FILLER)
    rt = game.runtime()
    for p in game.state.players:
        p.wealth = 0
    with pytest.raises(GameOver):
        rt.check()
    end = game.state.events[-1]
    assert (game.state.over, game.state.winner) == (True, None)
    assert (end.kind, end.player, end.text) == ("end", None, "游戏结束：有角色死亡，平局")


def test_a_rule_read_through_does_not_stop_the_rules_after_it(position):
    """仓储 始终等于 is read, not written; the 物资 rule on the next card still holds."""
    game = position(players=[{"结界区": [card("守", "（你的仓储始终等于3）"), card("卫", "（你的物资始终不小于3）")],
                              "物资": 0}, {}], deck=FILLER)
    rt = game.runtime()
    rt.check()
    p = game.state.players[0]
    assert (p.supply, rt.attr(0, "storage"), p.storage) == (3, 3, 5)


def test_a_counter_read_through_a_rule_is_never_below_its_floor(position):
    """仓储 and 效率 are read at 1 at least (the floor of 1 when 消耗 仓储/效率)."""
    game, rt = with_rule(position, "（你的仓储始终等于你的物资-5）", 物资=1)
    assert rt.attr(0, "storage") == 1
    game.state.players[0].supply = 7
    assert rt.attr(0, "storage") == 2


def test_a_rule_is_read_as_soon_as_its_card_enters_play(position):
    """A card moved into the 结界区 binds its owner at once, before any other change."""
    game = position(players=[{"手牌": [card("守", "（你的仓储始终等于2）")]}, {}], deck=FILLER)
    rt = game.runtime()
    assert rt.attr(0, "storage") == 5
    rt.move_card(game.state.players[0].hand[0], "ward", 0)
    assert rt.attr(0, "storage") == 2


def test_this_cards_point_in_a_static_rule_reads_the_card_in_play(position):
    """`此牌的点数` in a static rule is the printed point of the card in the 结界区 (rule 13.5), and the rule of
    the next card still holds beside it."""
    game = position(players=[{"结界区": [card("守", "（你的物资始终不小于此牌的点数）", point=4),
                                        card("卫", "（你的效率始终不小于7）")], "物资": 0}, {}], deck=FILLER)
    rt = game.runtime()
    rt.check()
    p = game.state.players[0]
    assert (p.supply, p.efficiency) == (4, 7)


@pytest.mark.parametrize(("point", "held"), [(2, 2), (6, 6)])
def test_an_equal_rule_reads_this_cards_point(position, point, held):
    """`（你的仓储始终等于此牌的点数）` reads the point of the card that carries it, which differs card by card."""
    game = position(players=[{"结界区": [card("守", "（你的仓储始终等于此牌的点数）", point=point)]}, {}], deck=FILLER)
    rt = game.runtime()
    assert rt.attr(0, "storage") == held


def test_a_rule_on_this_cards_point_ends_when_the_card_leaves_play(position):
    game = position(players=[{"结界区": [card("守", "（你的物资始终不小于此牌的点数）", point=4)], "物资": 0}, {}],
                    deck=FILLER)
    rt = game.runtime()
    rt.check()
    p = game.state.players[0]
    assert p.supply == 4
    rt.move_card(p.ward[0], "past")
    p.supply = 1
    rt.check()
    assert p.supply == 1


def test_a_state_and_its_copy_read_their_own_rules_when_asked_in_turn(position):
    """The rules in force are looked up by the list a state holds: a copy whose card left play reads
    no rule, the original still reads it, asked one after the other (as a look-ahead does)."""
    game, rt = with_rule(position, "（你的仓储始终等于你的物资+1）", 物资=2)
    rt.check()
    other = game.runtime(game.state.copy())
    other.move_card(other.state.players[0].ward[0], "past")
    for _ in range(2):
        assert rt.attr(0, "storage") == 3 and rt.locked(0, "storage")
        assert other.attr(0, "storage") == 5 and not other.locked(0, "storage")
