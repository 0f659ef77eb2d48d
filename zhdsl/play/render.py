"""Terminal rendering with rich: what one player may see, numbered options, events."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from zhdsl.text.source import visible


def _card(card) -> Text:
    if isinstance(card, str):
        return Text(visible(card), style="dim")
    facts = " ".join(f"{k}{v}" for k, v in card.items() if k not in ("名称", "效果", "横置"))
    out = Text(f"「{visible(card['名称'])}」")
    if facts:
        out.append(f" {visible(facts)}", style="dim")
    out.append(" " + visible(card.get("效果", "")))
    if card.get("横置"):
        out.append(" (横置)", style="italic dim")
    return out


def generic_view(obs: dict) -> Group:
    """Any game's observation: each player's facts and zones, then the shared zones (a game that
    wants a better view gives its own, `GameRules.view`)."""
    parts: list = [Text(f"第{obs['回合']}回合 · 当前座次：{obs['当前角色']}", style="bold")]
    for p in obs["角色"]:
        me = "（你）" if p["座次"] == obs["视角"] else ""
        line = Text(f"座次{p['座次']}{me}", style="bold" if me else "")
        for key, value in p.items():
            if key == "座次" or isinstance(value, list):
                continue
            line.append(visible(f" {key}:{value}"))
        parts.append(line)
        for key, value in p.items():
            if isinstance(value, list) and value and key != "队友":
                parts.append(Text(f"  {key}：").append(Text("，").join(_card(c) for c in value)))
    for key, value in obs.items():
        if isinstance(value, list) and key not in ("角色", "胜方") and value:
            parts.append(Panel(Text("\n").join(_card(c) if not isinstance(c, dict) or "名称" in c else Text(visible(str(c)))
                                                 for c in value), title=visible(key)))
    return Group(*parts)


def options_view(prompt: str, labels: list[str]) -> Text:
    out = Text(visible(prompt) + "\n", style="bold")
    for i, label in enumerate(labels, start=1):
        out.append(f"  {i:>2}. {visible(label)}\n")
    return out


def event_line(event) -> Text:
    style = {"death": "bold red", "end": "bold magenta", "turn_start": "bold cyan", "limit": "bold red"}.get(event.kind, "")
    return Text(("  " if event.kind not in ("turn_start", "end") else "") + visible(event.text), style=style)


def make_console(**kwargs) -> Console:
    """A console that prints text as it is: card names and file names come from users, so `[/]` or
    `:smile:` in them is neither rich markup nor an emoji code (a `[/]` would raise MarkupError)."""
    return Console(highlight=False, markup=False, emoji=False, **kwargs)
