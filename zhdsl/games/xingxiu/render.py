"""The terminal view of a 星宿 position for `zhdsl play`: each player's general, 军力, hand, 装备区 and
判定区, your own hand and hidden role, the stack, the public zones and the mode's facts. It reads the
contract's observation (docs/protocol.md) and nothing else; names come from card sets, so they are shown
through `visible` and never as rich markup."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from zhdsl.text.source import visible

SEASONS = {"spring": "春", "summer": "夏", "autumn": "秋", "winter": "冬"}
ROLES = {"lord": "主帅", "loyalist": "良将", "renegade": "恶将", "rebel": "叛匪"}
_PHASES = {"prepare": "准备阶段", "judge": "判定阶段", "draw": "摸牌阶段", "play": "出牌阶段", "discard": "弃牌阶段",
           "finish": "结束阶段", "turn_start": "回合开始", "turn_end": "回合结束", "setup": "准备对局", "between": "回合之间"}


def card_text(card: dict) -> str:
    """A card as 名称·季节点数 (「背面」 for one the viewer cannot see)."""
    if card.get("hidden"):
        return "（背面）"
    facts = card.get("facts", {})
    season = SEASONS.get(facts.get("season") or "", "")
    face = f"·{season}{facts['point']}" if season and facts.get("point") else ""
    return visible(f"{card['name']}{face}")


def _zone(zone: dict) -> str:
    if zone["cards"] is None:
        return f"{zone['count']}张"
    return "、".join(card_text(c) for c in zone["cards"])


def _hand_panel(zone: dict) -> Panel:
    """The viewer's own hand, each card with its text (what it does is what a player decides by)."""
    cards = zone["cards"] or []
    lines = Text()
    for i, c in enumerate(cards):
        if i:
            lines.append("\n")
        lines.append(card_text(c), style="bold red" if c.get("facts", {}).get("colour") == "red" else "bold")
        if c.get("text"):
            lines.append(" " + visible(c["text"]), style="dim")
    return Panel(lines if cards else Text("（空）", style="dim"), title=f"你的手牌（{zone['count']}张）")


def observation_view(obs: dict) -> Group:
    viewer = obs["viewer"]
    title = f"第{obs['turn']}回合 · 角色{obs['active'] + 1}的{_PHASES.get(obs['phase'], obs['phase'])}"
    table = Table(title=Text(title), show_lines=True)
    for column in ("座次", "武将", "军力", "手牌", "装备区", "判定区"):
        table.add_column(column)
    roles = obs["mode"]["facts"].get("roles")
    mates = set(obs["players"][viewer]["team"]) if viewer is not None else set()
    for p in obs["players"]:
        me = p["seat"] == viewer
        seat = Text(str(p["seat"] + 1) + ("（你）" if me else "（队友）" if p["seat"] in mates else ""))
        stats = p["stats"]
        g = stats.get("general")
        general = Text(visible(f"{g['name']}（{stats.get('faction', '')}）") if g else "")
        if p["dead"]:
            general.append("【阵亡】", style="red")
        role = roles[p["seat"]] if roles and p["seat"] < len(roles) else None
        if role:
            general.append(f"\n{ROLES.get(role, role)}")
        c = p["counters"]
        hand = f"{p['zones']['hand']['count']}张" if me else _zone(p["zones"]["hand"])
        table.add_row(seat, general, Text(f"{c['strength']}/{c['max_strength']}"), Text(hand),
                      Text(_zone(p["zones"]["equip"])), Text(_zone(p["zones"]["judge"])))
    parts: list = [table]
    if viewer is not None:
        me = obs["players"][viewer]
        lines = [f"你的技能：{'、'.join(me['stats'].get('skills', [])) or '无'}"]
        if me["stats"].get("lord_skill"):
            lines.append(f"主帅技能：{me['stats']['lord_skill']}")
        role = obs["mode"]["private"].get("role")
        if role:
            lines.append(f"你的身份：{ROLES.get(role, role)}")
        lines.append(f"进攻范围：{me['stats'].get('attack_range', 0)} · 手牌上限：{me['stats'].get('hand_limit', 0)}")
        parts.append(Text(visible("\n".join(lines))))
        parts.append(_hand_panel(me["zones"]["hand"]))
    if obs["stack"]:
        lines = [visible(f"{i + 1}. {e['name']}（角色{e['controller'] + 1}）") for i, e in enumerate(obs["stack"])]
        parts.append(Panel(Text("\n".join(lines)), title="结算栈（下→上）"))
    shared = obs["shared_zones"]
    extra = [f"牌堆：{shared['deck']['count']}张 · 弃牌堆：{shared['discard']['count']}张"]
    if shared["processing"]["count"]:
        extra.append(f"处理区：{_zone(shared['processing'])}")
    if obs["mode"]["summary"]:
        extra.append(visible(f"{obs['mode']['name']}：{obs['mode']['summary']}"))
    parts.append(Text("\n".join(extra), style="dim"))
    return Group(*parts)
