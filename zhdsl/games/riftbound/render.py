"""The terminal view of a 《符文战场》 observation (rich): the players (legend, points, runes, pool,
hand, deck, base), the battlefields with who controls them and the units at each, your hand and the
chain. It reads the contract's observation (docs/protocol.md) and nothing else."""

from __future__ import annotations

from rich.console import Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from zhdsl.text.source import visible

COLOUR_STYLES = {"red": "bold red", "green": "bold green", "blue": "bold blue", "orange": "bold dark_orange",
                 "purple": "bold magenta", "yellow": "bold yellow", "any": "bold white"}
COLOUR_NAMES = {"red": "红", "green": "绿", "blue": "蓝", "orange": "橙", "purple": "紫", "yellow": "黄", "any": "任意"}


def _cards(zone: dict) -> list[dict]:
    return zone["cards"] if zone["cards"] is not None else [{"hidden": True}] * zone["count"]


def _seat(seat, viewer) -> str:
    return f"玩家{seat + 1}" + ("（你）" if seat == viewer else "")


def power_text(power: dict) -> Text:
    out = Text()
    for colour, n in power.items():
        if n:
            out.append(f"{n}{COLOUR_NAMES.get(colour, colour)} ", style=COLOUR_STYLES.get(colour, ""))
    return out


def cost_text(card: dict) -> Text:
    facts = card["facts"]
    out = Text(f"{facts.get('mana', 0)}法力", style="cyan")
    colours = facts.get("colours") or []
    if facts.get("power_cost"):
        style = COLOUR_STYLES.get(colours[0], "") if colours else ""
        names = "/".join(COLOUR_NAMES.get(c, c) for c in colours) or "任意"
        out.append(f" {facts['power_cost']}{names}符能", style=style)
    return out


def unit_text(card: dict, might: dict) -> Text:
    """A unit or gear on the board: name, current might (printed might when the observation has none),
    damage, state and role."""
    if card.get("hidden"):
        return Text("（背面）", style="dim")
    colours = card["facts"].get("colours") or []
    out = Text(f"「{visible(card['name'])}」", style=COLOUR_STYLES.get(colours[0], "") if colours else "")
    marks = card.get("marks", {})
    if card["kind"] not in ("gear",) and card["category"] != "gear":
        out.append(f" {might.get(str(card['id']), card['facts'].get('might', 0))}战力")
    if marks.get("damage"):
        out.append(f" 伤{marks['damage']}", style="red")
    if marks.get("role"):
        out.append(" 进攻" if marks["role"] == "att" else " 防守", style="bold")
    if marks.get("host") is not None:
        out.append(" 贴附", style="dim")
    if marks.get("stunned"):
        out.append(" 眩晕", style="yellow")
    if card.get("tapped"):
        out.append(" (休眠)", style="italic dim")
    return out


def hand_text(card: dict) -> Text:
    if card.get("hidden"):
        return Text("（背面）", style="dim")
    out = Text(f"「{visible(card['name'])}」 ", style="bold")
    out.append_text(cost_text(card))
    if card["facts"].get("might"):
        out.append(f" {card['facts']['might']}战力")
    text = " ".join(visible(card["text"]).split())
    if text:
        out.append(f"  {text}", style="dim")
    return out


def _runes(zone: dict) -> str:
    cards = _cards(zone)
    ready = sum(1 for c in cards if not c.get("hidden") and not c.get("tapped"))
    return f"{ready}/{len(cards)}"


def observation_view(obs: dict) -> Group:
    viewer = obs["viewer"]
    might: dict = {}
    for p in obs["players"]:
        might.update(p["stats"].get("might", {}))
    table = Table(title=f"第{obs['turn']}回合 · 当前：{_seat(obs['active'], viewer)}", expand=True)
    for col in ("玩家", "传奇", "分数", "经验", "符文", "法力/符能", "手牌", "牌堆"):
        table.add_column(col, no_wrap=True)
    table.add_column("基地")
    table.caption = "符文：活跃/场上 · 牌堆：主牌堆剩余张数"
    for p in obs["players"]:
        zones = p["zones"]
        legend = _cards(zones["legend"])
        legend_name = visible(legend[0]["name"]) if legend and not legend[0].get("hidden") else ""
        pool = Text(f"{p['counters'].get('mana', 0)}法力 ", style="cyan")
        pool.append_text(power_text(p["pools"].get("power", {})))
        base = Text(", ").join(unit_text(c, might) for c in _cards(zones["base"]))
        name = Text(_seat(p["seat"], viewer), style="bold" if p["seat"] == viewer else "")
        table.add_row(name, legend_name, str(p["counters"].get("points", 0)), str(p["counters"].get("xp", 0)),
                      _runes(zones["rune_area"]), pool, str(zones["hand"]["count"]), str(zones["deck"]["count"]), base)
    parts: list = [table]
    parts.append(_battlefields(obs, might))
    mode = obs["mode"]
    if mode["summary"]:
        parts.append(Text(visible(f"{mode['name']}：{mode['summary']}"), style="bold"))
    if viewer is not None:
        hand = _cards(obs["players"][viewer]["zones"]["hand"])
        shown = Text("\n").join(hand_text(c) for c in hand) if hand else Text("（空）", style="dim")
        parts.append(Panel(shown, title="你的手牌", expand=True))
    stack = obs["stack"]
    if stack:
        lines = Text("\n").join(Text(visible(f"{i + 1}. {e['name']}（玩家{e['controller'] + 1}）"))
                                for i, e in enumerate(stack))
        parts.append(Panel(lines, title="结算链（下→上）", expand=True))
    return Group(*parts)


def _battlefields(obs: dict, might: dict) -> Table:
    viewer = obs["viewer"]
    shared = obs["shared_zones"]
    table = Table(title="战场", expand=True)
    for col in ("战场", "控制者"):
        table.add_column(col, no_wrap=True)
    table.add_column("单位与装备")
    table.add_column("待命", no_wrap=True)
    on_field = _cards(shared["field"])
    facedown = shared["facedown"]
    hidden_at: dict = {}
    for c in facedown["cards"] or []:
        if "marks" in c:
            hidden_at[c["marks"].get("at")] = hidden_at.get(c["marks"].get("at"), 0) + 1
    for bf in _cards(shared["battlefields"]):
        marks = bf.get("marks", {})
        ctrl = marks.get("ctrl")
        holder = Text(_seat(ctrl, viewer) if ctrl is not None else "无人控制", style="" if ctrl is not None else "dim")
        if marks.get("contest") is not None:
            holder.append(" 争夺中", style="bold red")
        here = [c for c in on_field if c.get("marks", {}).get("at") == bf["id"]]
        by_seat: dict = {}
        for c in here:
            by_seat.setdefault(c["controller"], []).append(c)
        units = Text("\n").join(
            Text(f"{_seat(seat, viewer)}：").append_text(Text(", ").join(unit_text(c, might) for c in cards))
            for seat, cards in sorted(by_seat.items()))
        hidden = hidden_at.get(bf["id"], 0)
        table.add_row(Text(f"「{visible(bf['name'])}」"), holder, units, str(hidden) if hidden else "")
    unplaced = facedown["count"] - sum(hidden_at.values())
    if unplaced:
        table.caption = f"另有{unplaced}张看不到的待命牌"
    return table
