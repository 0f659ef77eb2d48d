"""Expectation keys of a scenario (docs/scenario-format.md) and how to read them off a game."""

from __future__ import annotations

from collections import Counter

from zhdsl.engine import energy as en
from zhdsl.scenarios.loader import ScenarioError

PLAYER_KEYS = {"财富", "物资", "精力", "手牌", "手牌数", "结界区", "造物区", "领主区", "仓储", "效率", "死亡", "领主"}
GLOBAL_KEYS = {"堆叠", "堆叠数", "牌库", "牌库数", "过往", "过往数", "虚空", "虚空数", "胜者", "胜方", "结束原因", "当前角色",
               "回合", "结束"}
ORDERED = {"堆叠", "牌库", "领主区"}


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


def actual(game, key: str):
    s = game.state
    rt = game.runtime()
    names = lambda uids: [game.library[s.cards[u].def_id].name for u in uids]  # noqa: E731
    if key.startswith("角色") and "." in key:
        who, attr = key.split(".", 1)
        try:
            seat = int(who[2:]) - 1
            p = s.players[seat]
        except (ValueError, IndexError):
            raise ScenarioError(f"期望的键「{key}」中的座次无效") from None
        if attr not in PLAYER_KEYS:
            raise ScenarioError(f"未知的期望键「{key}」（角色的键：{'、'.join(sorted(PLAYER_KEYS))}）")
        values = {
            "财富": lambda: p.wealth, "物资": lambda: p.supply, "精力": lambda: dict(p.energy),
            "手牌": lambda: names(p.hand), "手牌数": lambda: rt.hand_count(seat), "结界区": lambda: names(p.ward),
            "造物区": lambda: names(p.creation), "领主区": lambda: names(p.lord),
            "仓储": lambda: rt.attr(seat, "storage"), "效率": lambda: rt.attr(seat, "efficiency"),
            "死亡": lambda: p.dead, "领主": lambda: rt.lord_def(seat).name,
        }
        return values[attr]()
    if key.startswith("模式."):
        info = game.mode.public_info(rt)
        name = key.split(".", 1)[1]
        if name not in info:
            raise ScenarioError(f"未知的期望键「{key}」（{game.mode.name}模式的键：{'、'.join(f'模式.{k}' for k in info) or '无'}）")
        return info[name]
    if key not in GLOBAL_KEYS:
        raise ScenarioError(f"未知的期望键「{key}」（可用：角色N.…、{'、'.join(sorted(GLOBAL_KEYS))}）")
    values = {
        "堆叠": lambda: [entry_name(game, e) for e in s.stack], "堆叠数": lambda: len(s.stack),
        "牌库": lambda: names(s.deck), "牌库数": lambda: len(s.deck),
        "过往": lambda: names(s.past), "过往数": lambda: len(s.past),
        "虚空": lambda: names(s.void), "虚空数": lambda: len(s.void),
        "胜者": lambda: (s.winner + 1) if s.winner is not None else 0,
        "胜方": lambda: sorted(seat + 1 for seat in game.winners()), "结束原因": lambda: s.end_reason,
        "当前角色": lambda: s.active + 1, "回合": lambda: s.turn, "结束": lambda: s.over,
    }
    return values[key]()


def compare(game, key: str, expected) -> str | None:
    """None when it matches, else a readable difference (Chinese)."""
    got = actual(game, key)
    attr = key.split(".", 1)[-1]
    if attr == "精力":
        want = en.parse(str(expected))
        if want is None:
            raise ScenarioError(f"期望「{key}」的精力「{expected}」无法识别")
        if want != got:
            return f"{key}：期望 {en.text(want)}，实际 {en.text(got)}"
        return None
    if isinstance(got, list):
        if not isinstance(expected, list):
            raise ScenarioError(f"期望「{key}」应是一个列表")
        want = [strip(x) if isinstance(x, str) else x for x in expected]
        if attr in ORDERED or key in ORDERED:
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
