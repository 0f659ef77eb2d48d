"""Simulations: deterministic, the same with several processes, summarized per seat/lord/agent."""

from __future__ import annotations

from zhdsl.play.simulate import simulate, summarize
from zhdsl.play.spec import GameSpec


def test_jobs_do_not_change_results():
    spec = GameSpec(seed=40)
    one = simulate(spec, 6, ["random", "random"], jobs=1, alternate=True)
    two = simulate(spec, 6, ["random", "random"], jobs=2, alternate=True)
    assert one == two
    assert [r.index for r in two] == list(range(6))


def test_summary_counts_every_game():
    results = simulate(GameSpec(seed=3), 6, ["greedy", "random"], alternate=True)
    summary = summarize(results)
    assert summary["games"] == 6 and summary["errors"] == []
    assert sum(summary["wins_by_seat"]) + summary["draws"] == 6
    assert sum(e["games"] for e in summary["lords"].values()) == 12  # two lords per game
    assert summary["agents"]["greedy"]["games"] == 6
    # alternate: greedy sits in seat 1 in even games, seat 2 in odd ones
    assert [r.agents for r in results[:2]] == [("greedy", "random"), ("random", "greedy")]
    assert all(r.turns > 0 and r.decisions > 0 for r in results)


def test_greedy_beats_random():
    results = simulate(GameSpec(seed=500), 16, ["greedy", "random"], alternate=True)
    summary = summarize(results)
    assert summary["agents"]["greedy"]["wins"] > summary["agents"]["random"]["wins"]
