"""The terminal view of a 纵横坛 observation (rich): the players' table, your hand, the 堆叠. It reads
the contract's observation (docs/protocol.md) and nothing else."""

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


def card_text(card: dict) -> Text:
    """One card of the contract: name, point, 精力 cost, text; 「背面」 for a card the viewer cannot see."""
    if card.get("hidden"):
        return Text("（背面）", style="dim")
    style = COLOUR_STYLES.get(card["facts"].get("colour", "black"), "")
    out = Text()
    out.append(f"「{visible(card['name'])}」", style=style)
    out.append(f" {card['facts']['point']}点 " if card["kind"] == "general" else " ", style="dim")
    cost = card["cost"].get("energy")
    if cost:
        out.append_text(energy_text(cost))
    out.append(visible(card["text"]))
    if card.get("tapped"):
        out.append(" (横置)", style="italic dim")
    return out


def _cards(zone: dict) -> list[dict]:
    return zone["cards"] if zone["cards"] is not None else [{"hidden": True}] * zone["count"]


def observation_view(obs: dict) -> Group:
    viewer = obs["viewer"]
    table = Table(title=f"第{obs['turn']}回合 · 当前角色：角色{obs['active'] + 1}", expand=True)
    for col in ("角色", "领主", "财富", "精力", "物资", "手牌", "仓储", "效率", "结界区与造物区"):
        table.add_column(col)
    mates = set(obs["players"][viewer]["team"]) if viewer is not None else set()
    for p in obs["players"]:
        me = p["seat"] == viewer
        mate = p["seat"] in mates and not me
        name = Text(f"角色{p['seat'] + 1}" + ("（你）" if me else "（队友）" if mate else ""), style="bold" if me else "")
        if p["dead"]:
            name.append(" 死亡", style="red")
        zones = _cards(p["zones"]["ward"]) + _cards(p["zones"]["creation"])
        wards = Text(", ").join(card_text(c) for c in zones) if zones else Text("")
        c = p["counters"]
        table.add_row(
            name, visible(p["stats"]["lord"]["name"]), str(c["wealth"]), energy_text(p["pools"]["energy"]),
            str(c["supply"]), str(p["zones"]["hand"]["count"]), str(c["storage"]), str(c["efficiency"]), wards,
        )
    parts: list = [table]
    mode = obs["mode"]
    if mode["summary"]:
        parts.append(Text(visible(f"{mode['name']}：{mode['summary']}"), style="bold"))
    if viewer is not None:
        hand = _cards(obs["players"][viewer]["zones"]["hand"])
        shown = Text("\n").join(card_text(c) for c in hand) if hand else Text("（空）", style="dim")
        parts.append(Panel(shown, title="你的手牌", expand=True))
    stack = obs["stack"]
    if stack:
        lines = Text("\n").join(Text(visible(f"{i + 1}. {e['name']}（角色{e['controller'] + 1}）")) for i, e in enumerate(stack))
        parts.append(Panel(lines, title="堆叠（下→上）", expand=True))
    shared = obs["shared_zones"]
    parts.append(Text(f"牌库 {shared['deck']['count']} 张 · 过往 {shared['past']['count']} 张 · 虚空 {shared['void']['count']} 张",
                      style="dim"))
    return Group(*parts)
