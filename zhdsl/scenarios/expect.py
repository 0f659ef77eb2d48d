"""Expectation keys of a scenario (docs/scenario-format.md) and how to read them off a game.

Keys every game has: the game's stack by its word (`堆叠`, `堆叠数`), each shared zone by its word
(`牌库`, `牌库数` …), `胜者`, `胜方`, `结束原因`, `当前角色`, `回合`, `结束`, `模式.X`; a player's
keys (`角色N.X`) are the game's (`PLAYER_EXPECT_KEYS` and `player_value` of its scenario module).
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
        if attr not in support.PLAYER_EXPECT_KEYS:
            raise ScenarioError(f"未知的期望键「{key}」（角色的键：{'、'.join(sorted(support.PLAYER_EXPECT_KEYS))}）")
        return support.player_value(game, rt, seat, attr)
    if key.startswith("牌."):
        return _card(game, key)
    if key.startswith("模式."):
        info = game.mode.scenario_values(rt)
        name = key.split(".", 1)[1]
        if name not in info:
            raise ScenarioError(f"未知的期望键「{key}」（{game.mode.name}模式的键：{'、'.join(f'模式.{k}' for k in info) or '无'}）")
        return info[name]
    values = _global_values(game, rt)
    if key not in values:
        raise ScenarioError(f"未知的期望键「{key}」（可用：角色N.…、{'、'.join(sorted(values))}）")
    return values[key]()


def events(log, wanted: list) -> str | None:
    """None when each text of `wanted` is part of an event, in this order (other events may come
    between them); else which one was not found after the ones that were."""
    i = 0
    for n, text in enumerate(wanted):
        while i < len(log) and text not in log[i].text:
            i += 1
        if i == len(log):
            found = "、".join(f"「{t}」" for t in wanted[:n]) or "（无）"
            return f"事件：没有找到「{text}」（在{found}之后；按顺序匹配）"
        i += 1
    return None


CARD_KEYS = ("区域", "横置", "正面朝上", "已见", "所有者", "控制者")


def _card(game, key: str):
    """`牌.劳作.横置`: a fact of the one card so named (`牌.劳作#2.…` for the second copy)."""
    parts = key.split(".")
    if len(parts) != 3 or parts[2] not in CARD_KEYS:
        raise ScenarioError(f"牌的期望写作「牌.名称.属性」，属性为{'、'.join(CARD_KEYS)}：「{key}」")
    name, _, nth = parts[1].partition("#")
    s = game.state
    found = [c for uid, c in sorted(s.cards.items()) if game.library[c.def_id].name == strip(name) and not c.virtual]
    if not found:
        raise ScenarioError(f"期望的键「{key}」：没有名为「{name}」的牌")
    if nth:
        if not nth.isdigit() or not 1 <= int(nth) <= len(found):
            raise ScenarioError(f"期望的键「{key}」：「{strip(name)}」只有{len(found)}张")
        card = found[int(nth) - 1]
    elif len(found) > 1:
        raise ScenarioError(f"期望的键「{key}」：有{len(found)}张「{strip(name)}」，写作「牌.{strip(name)}#1.{parts[2]}」指明第几张")
    else:
        card = found[0]
    attr = parts[2]
    if attr == "区域":
        return _zone_word(game, card)
    if attr == "已见":
        return sorted(seat + 1 for seat in card.seen_by)
    if attr in ("所有者", "控制者"):
        return (card.owner if attr == "所有者" else card.controller) + 1
    return card.tapped if attr == "横置" else card.face_up


def _zone_word(game, card) -> str:
    """`过往`, `角色2.手牌区`, or the game's word for its stack."""
    rt = game.runtime()
    if card.zone == "stack":
        return rt.word("stack")
    for z in game.state.schema.zones:
        if z.name == card.zone:
            return f"角色{card.zone_owner + 1}.{z.word}" if z.owned and card.zone_owner is not None else z.word
    return card.zone


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
