"""The terminal view of a 纵横坛 observation (rich): the players' table, your hand, the 堆叠."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from zhdsl.text.source import visible

COLOUR_STYLES = {"green": "bold green", "red": "bold red", "blue": "bold blue", "yellow": "bold yellow", "black": "bold white"}
COLOUR_NAMES = {"green": "绿", "red": "红", "blue": "蓝", "yellow": "黄", "black": "黑"}


def energy_text(energy: dict) -> Text:
    out = Text()
    for colour in ("green", "red", "blue", "yellow", "black"):
        n = energy.get(colour, 0)
        if n:
            out.append(f"{n}{COLOUR_NAMES[colour]} ", style=COLOUR_STYLES[colour])
    if not out.plain:
        out.append("0", style="dim")
    return out


def card_text(card) -> Text:
    if isinstance(card, str):
        return Text(visible(card), style="dim")
    style = COLOUR_STYLES.get(card.get("颜色", "black"), "")
    out = Text()
    out.append(f"「{visible(card['名称'])}」", style=style)
    out.append(f" {card['点数']}点 " if "点数" in card else " ", style="dim")
    out.append(visible(card.get("效果", "")))
    if card.get("横置"):
        out.append(" (横置)", style="italic dim")
    return out


def observation_view(obs: dict) -> Group:
    table = Table(title=f"第{obs['回合']}回合 · 当前角色：{obs['当前角色']}", expand=True)
    for col in ("角色", "领主", "财富", "精力", "物资", "手牌", "仓储", "效率", "结界区与造物区"):
        table.add_column(col)
    viewer = obs["角色"][obs["视角"] - 1]
    for p in obs["角色"]:
        me = p["座次"] == obs["视角"]
        mate = p["座次"] in viewer.get("队友", [])
        name = Text(f"角色{p['座次']}" + ("（你）" if me else "（队友）" if mate else ""), style="bold" if me else "")
        if p["死亡"]:
            name.append(" 死亡", style="red")
        zones = p["结界区"] + p.get("造物区", [])
        wards = Text(", ").join(card_text(c) for c in zones) if zones else Text("")
        table.add_row(
            name, visible(p["领主"]), str(p["财富"]), energy_text(p["精力"]), str(p["物资"]), str(p["手牌数"]),
            str(p["仓储"]), str(p["效率"]), wards,
        )
    parts: list = [table]
    mode = obs.get("模式", {})
    if mode.get("概况"):
        parts.append(Text(visible(f"{mode['名称']}：{mode['概况']}"), style="bold"))
    me = obs["角色"][obs["视角"] - 1]
    hand = Text("\n").join(card_text(c) for c in me["手牌"]) if me["手牌"] else Text("（空）", style="dim")
    parts.append(Panel(hand, title="你的手牌", expand=True))
    stack = obs["堆叠"]
    if stack:
        lines = Text("\n").join(Text(visible(f"{i + 1}. {e['名称']}（角色{e['控制者']}）")) for i, e in enumerate(stack))
        parts.append(Panel(lines, title="堆叠（下→上）", expand=True))
    parts.append(Text(f"牌库 {obs['牌库数']} 张 · 过往 {len(obs['过往'])} 张 · 虚空 {len(obs['虚空'])} 张", style="dim"))
    return Group(*parts)
