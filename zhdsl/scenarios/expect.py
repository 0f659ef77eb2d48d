"""Expectation keys of a scenario (docs/scenario-format.md) and how to read them off a game.

Keys every game has: the game's stack by its word (`堆叠`, `堆叠数`), each shared zone by its word
(`牌库`, `牌库数` …), `胜者`, `胜方`, `结束原因`, `当前角色`, `回合`, `结束`, `模式.X`; a player's
keys (`角色N.X`) are the game's (`PLAYER_EXPECT_KEYS` and `player_value` of its scenario module).
A game may also name families of keys with a parameter: `角色N.F.X` for F in its
`PLAYER_EXPECT_FAMILIES` (read by `player_value` too, as `F.X`), and `F.X` for F in its
`GAME_EXPECT_FAMILIES` (read by its `game_value`).
"""

from __future__ import annotations

from collections import Counter

from zhdsl.registry import rules_of
from zhdsl.scenarios.loader import ScenarioError

GAME_KEYS = {"胜者", "胜方", "结束原因", "当前角色", "回合", "结束"}


def strip(name: str) -> str:
    name = str(name)
    return name[1:-1] if name.startswith("「") and name.endswith("」") else name


def entry_name(game, e) -> str:
    if e.kind == "card" and e.card is not None and not e.virtual:
        return game.library[game.state.cards[e.card].def_id].name
    if e.kind == "skill" and e.def_id is not None and not e.virtual:
        d = game.library[e.def_id]
        return d.name if d.kind == "skill" else e.effect.text
    return strip(e.name)


def _global_values(game, rt) -> dict:
    s = game.state
    names = lambda uids: [game.library[s.cards[u].def_id].name for u in uids]  # noqa: E731
    stack = rt.word("stack")
    values = {
        stack: lambda: [entry_name(game, e) for e in s.stack], stack + "数": lambda: len(s.stack),
        "胜者": lambda: (s.winner + 1) if s.winner is not None else 0,
        "胜方": lambda: sorted(seat + 1 for seat in game.winners()), "结束原因": lambda: s.end_reason,
        "当前角色": lambda: s.active + 1, "回合": lambda: s.turn, "结束": lambda: s.over,
    }
    for z in s.schema.shared_zones:
        values[z.word] = lambda z=z: names(s.zones[z.name])
        values[z.word + "数"] = lambda z=z: len(s.zones[z.name])
    return values


def ordered_keys(game) -> set[str]:
    """Keys whose lists compare in order: the stack, the hidden zones (a deck), and the game's own."""
    from zhdsl.engine.schema import HIDDEN

    support = rules_of(game).scenario
    hidden = {z.word for z in game.state.schema.shared_zones if z.visibility == HIDDEN}
    return {game.runtime().word("stack"), *hidden, *getattr(support, "ORDERED", ())}


def actual(game, key: str):
    rt = game.runtime()
    support = rules_of(game).scenario
    if key.startswith("角色") and "." in key:
        who, attr = key.split(".", 1)
        try:
            seat = int(who[2:]) - 1
            if not 0 <= seat < len(game.state.players):
                raise IndexError(seat)
        except (ValueError, IndexError):
            raise ScenarioError(f"期望的键「{key}」中的座次无效") from None
        families = getattr(support, "PLAYER_EXPECT_FAMILIES", ())
        if attr not in support.PLAYER_EXPECT_KEYS and not ("." in attr and attr.split(".", 1)[0] in families):
            known = sorted(support.PLAYER_EXPECT_KEYS) + [f"{f}.…" for f in sorted(families)]
            raise ScenarioError(f"未知的期望键「{key}」（角色的键：{'、'.join(known)}）")
        return support.player_value(game, rt, seat, attr)
    if key.startswith("模式."):
        info = game.mode.public_info(rt)
        name = key.split(".", 1)[1]
        if name not in info:
            raise ScenarioError(f"未知的期望键「{key}」（{game.mode.name}模式的键：{'、'.join(f'模式.{k}' for k in info) or '无'}）")
        return info[name]
    if "." in key and key.split(".", 1)[0] in getattr(support, "GAME_EXPECT_FAMILIES", ()):
        return support.game_value(game, rt, key)
    values = _global_values(game, rt)
    if key not in values:
        raise ScenarioError(f"未知的期望键「{key}」（可用：角色N.…、{'、'.join(sorted(values))}）")
    return values[key]()


def _pool(game, attr: str):
    for pool in game.state.schema.pools:
        if pool.word == attr:
            return pool
    return None


def compare(game, key: str, expected) -> str | None:
    """None when it matches, else a readable difference (Chinese)."""
    got = actual(game, key)
    attr = key.split(".", 1)[-1]
    pool = _pool(game, attr)
    if pool is not None:
        want = pool.parse(str(expected))
        if want is None:
            raise ScenarioError(f"期望「{key}」的{pool.word}「{expected}」无法识别")
        if want != got:
            return f"{key}：期望 {pool.text(want)}，实际 {pool.text(got)}"
        return None
    if isinstance(got, list):
        if not isinstance(expected, list):
            raise ScenarioError(f"期望「{key}」应是一个列表")
        want = [strip(x) if isinstance(x, str) else x for x in expected]
        if attr in ordered_keys(game) or key in ordered_keys(game):
            if want != got:
                return f"{key}：期望 {want}，实际 {got}"
            return None
        if Counter(want) != Counter(got):
            missing = list((Counter(want) - Counter(got)).elements())
            extra = list((Counter(got) - Counter(want)).elements())
            return f"{key}：期望 {want}，实际 {got}（缺少 {missing}，多出 {extra}）"
        return None
    if isinstance(got, bool) or isinstance(expected, bool):
        if bool(expected) != got or not isinstance(expected, bool):
            return f"{key}：期望 {expected}，实际 {got}"
        return None
    if key == "结束原因":  # a part of the reason is enough
        if str(expected) not in got:
            return f"{key}：期望包含「{expected}」，实际「{got}」"
        return None
    if isinstance(got, str):
        if strip(expected) != got:
            return f"{key}：期望 {strip(expected)}，实际 {got}"
        return None
    if expected != got:
        return f"{key}：期望 {expected}，实际 {got}"
    return None
