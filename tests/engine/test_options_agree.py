"""The option listing (`usage.options`) answers by fast tests — timing screens, the game's
`may_forbid`, a card's cost asked once per card — without building reasons. What it offers must be
exactly what `usage.reason` allows, card use by card use and skill by skill, in the hand's order and
then `skill_sources`' order: a player who types a card the listing left out is told why by `reason`
(`Game.explain`), and one it offered must not be refused. Checked at every listing of seeded random
games of every 纵横坛 mode (星宿 and 符文战场 list their options their own way), and where
`may_forbid` says yes (a 结界's prohibition in force, 调度 just used)."""

from __future__ import annotations

import pytest
from decisions import answer
from scenario_cards import card

from zhdsl.agents.random import RandomAgent
from zhdsl.engine import usage
from zhdsl.games.zongheng.game import new_game as new_zongheng

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]
GAMES = {
    "纵横坛-决斗": lambda seed: new_zongheng("决斗", seed=seed),
    "纵横坛-权杖3": lambda seed: new_zongheng("权杖", 3, seed=seed),
    "纵横坛-生存4": lambda seed: new_zongheng("生存", 4, seed=seed),
    "纵横坛-团队4": lambda seed: new_zongheng("团队", 4, seed=seed),
}


def reference(rt, seat: int) -> list:
    """What `reason` allows now, listed as `options` lists it (the values of the options)."""
    bad = rt.failing_timings(seat)
    if bad is None:
        return []
    out = []
    for uid in rt.hand_zone(seat):
        d = rt.defn(uid)
        if not rt.is_hand_card(d):
            option = rt.other_card_option(seat, uid, d, frozenset(bad))
            if option is not None:
                out.append(option.value)
            continue
        if any(usage.reason(rt, seat, usage.resolve_action(rt, seat, ("card", uid, e.index))) is None
               for e in usage.card_uses(d)):
            out.append(("card", uid))
    for d, src in rt.skill_sources(seat):
        for prog in d.program.effects:
            action = ("skill", d.id, src, prog.index)
            if not prog.mandatory and usage.reason(rt, seat, usage.resolve_action(rt, seat, action)) is None:
                out.append(action)
    return out


@pytest.fixture
def compared(monkeypatch):
    """Every listing of the games played compared with `reference`; the counts of listings that
    offered something and of those asked where a rule may forbid a use."""
    fast = usage.options
    seen = {"listings": 0, "offered": 0, "may_forbid": 0}

    def checked(rt, seat):
        got = fast(rt, seat)
        assert [o.value for o in got] == reference(rt, seat), (seat, rt.state.phase, [o.label for o in got])
        seen["listings"] += 1
        seen["offered"] += bool(got)
        seen["may_forbid"] += bool(rt.may_forbid(seat))
        return got

    monkeypatch.setattr(usage, "options", checked)
    return seen


def _play(game, seed: int, steps: int) -> None:
    agents = [RandomAgent(seed * 31 + seat) for seat in range(len(game.state.players))]
    for _ in range(steps):
        if game.is_terminal():
            return
        game.apply_action(agents[game.decision.player].act(game))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_listing_offers_what_the_reasons_allow(name, compared):
    for seed in range(3):
        _play(GAMES[name](seed), seed, 150)
    assert compared["listings"] > 100 and compared["offered"] > 20, compared


def test_the_listing_agrees_where_a_use_may_be_forbidden(position, compared):
    """A 结界 that forbids a card by name (rule 13.9), and 调度 right after 调度 (rule 7.9): `may_forbid`
    says yes there, and the listing still agrees with the reasons — it leaves out the forbidden 「攻伐」
    and the second 调度, and offers the rest."""
    ward = card("禁", "结附目标其他角色（你无法使用「攻伐」）")
    hand = [card("攻伐", "生产1财富"), card("劳作", "生产1财富")]
    game = position(players=[{}, {"结界区": [ward], "手牌": hand}], deck=FILLER, current=2)
    labels = game.decision.labels()
    assert "使用「劳作」" in labels and "使用「攻伐」" not in labels and "「调度」" in labels
    forbidding = compared["may_forbid"]
    assert forbidding > 0
    answer(game, "调度")
    while game.decision.kind == "arrange":
        game.apply_action(0)
    assert "「调度」" not in game.decision.labels() and "使用「劳作」" in game.decision.labels()
    assert compared["may_forbid"] > forbidding
