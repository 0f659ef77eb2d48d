"""The terminal view of a 《符文战场》 position (`RiftboundGame.view`): what a player sees when playing."""

from __future__ import annotations

from rich.console import Console

from zhdsl.agents.random import RandomAgent
from zhdsl.engine import contract
from zhdsl.games.riftbound.game import new_game
from zhdsl.registry import rules_of


def _played(mode: str, players: int, actions: int):
    game = new_game(mode, players, seed=3)
    agents = [RandomAgent(seat) for seat in range(players)]
    for _ in range(actions):
        game.apply_action(agents[game.decision.player].act(game))
    return game


def _render(game, viewer) -> str:
    console = Console(width=200, record=True, color_system=None)
    console.print(rules_of(game).view(game.observation(viewer), contract.game_info(game)))
    return console.export_text()


def test_the_view_shows_points_battlefields_units_and_your_hand_only():
    game = _played("2v2", 4, 150)
    rt = game.runtime()
    s = game.state
    viewer = game.decision.player
    shown = _render(game, viewer)
    for p in s.players:
        assert f"玩家{p.seat + 1}" in shown
    for bf in s.zones["battlefields"]:
        assert f"「{rt.defn(bf).name}」" in shown
    for uid in s.players[viewer].hand:
        assert f"「{rt.defn(uid).name}」" in shown
    others = {rt.defn(u).name for p in s.players if p.seat != viewer for u in p.hand}
    mine = {rt.defn(u).name for u in s.players[viewer].hand} | {rt.defn(u).name for u in rt.permanents()}
    assert not any(f"「{name}」" in shown for name in others - mine)
    assert "先得11分的队伍获胜" in shown


def test_the_view_shows_a_unit_s_current_might_and_damage():
    game = _played("1v1", 2, 60)
    rt = game.runtime()
    unit = next(u for u in rt.units() if game.state.cards[u].zone == "base")
    rt.state.cards[unit].marks = {**rt.state.cards[unit].marks, "mods": ((3, "turn"),), "damage": 1}
    shown = _render(game, None)
    assert f"「{rt.defn(unit).name}」 {rt.might(unit)}战力 伤1" in shown
    assert rt.might(unit) != rt.defn(unit).might
    assert "你的手牌" not in shown  # a spectator has no hand
