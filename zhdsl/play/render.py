"""Terminal rendering with rich, from the contract's objects (docs/protocol.md): what one player may
see, the current decision's numbered options, events."""

from __future__ import annotations

from rich.console import Console, Group
from rich.panel import Panel
from rich.text import Text

from zhdsl.text.source import visible


def card_line(card: dict, info: dict | None = None) -> Text:
    """A card of the contract: 「name」, its facts and cost in the game's words, its text."""
    if card.get("hidden"):
        return Text("（背面）", style="dim")
    out = Text(f"「{visible(card['name'])}」")
    facts = facts_text(card, info)
    cost = amounts_text(card["cost"], info)
    extra = " ".join(x for x in (facts, f"费用 {cost}" if card["cost"] else "") if x)
    if extra:
        out.append(f" {visible(extra)}", style="dim")
    if card["text"]:
        out.append(" " + visible(card["text"]))
    if card.get("tapped"):
        out.append(" (横置)", style="italic dim")
    return out


def facts_text(card: dict, info: dict | None = None) -> str:
    """A card's facts in the game's words (`点数3 颜色红`): a fact that is true shows its word alone, one
    that is false or has no value is left out."""
    words = _words(info)
    out = []
    for k, v in card["facts"].items():
        if v is None or v is False or v == []:
            continue
        out.append(words.get(k, k) if v is True else f"{words.get(k, k)}{words.get(v, v) if isinstance(v, str) else v}")
    return " ".join(out)


def amounts_text(amounts: dict, info: dict | None = None) -> str:
    """`{"energy": {"red": 2}, "supply": 1}` in the game's words: `精力2红 物资1`."""
    words = _words(info)
    parts = []
    for key, value in amounts.items():
        if isinstance(value, dict):
            colours = "".join(f"{n}{words.get(c, c)}" for c, n in value.items())
            parts.append(f"{words.get(key, key)}{colours or '0'}")
        else:
            parts.append(f"{words.get(key, key)}{value}")
    return " ".join(parts)


def _words(info: dict | None) -> dict:
    """Id -> word for the counters, pools, colours and zones of the game (from its game info)."""
    if not info:
        return {}
    out = dict(info.get("fact_words", {}))
    out.update({c["id"]: c["word"] for c in info["counters"]})
    out.update({z["id"]: z["word"] for z in info["zones"]})
    for p in info["pools"]:
        out[p["id"]] = p["word"]
        out.update({c["id"]: c["word"] for c in p["colours"]})
    return out


def _cards(zone: dict) -> list[dict]:
    return zone["cards"] if zone["cards"] is not None else [{"hidden": True}] * zone["count"]


def generic_view(obs: dict, info: dict | None = None) -> Group:
    """Any game's observation: each player's counters, pools and zones, then the shared zones and the
    stack, in the game's words (a game that wants a better view gives its own, `GameRules.view`)."""
    words = _words(info)
    player_word = info["words"]["player"] if info else "角色"
    viewer = obs["viewer"]
    parts: list = [Text(f"第{obs['turn']}回合 · 当前：{player_word}{obs['active'] + 1}", style="bold")]
    for p in obs["players"]:
        me = "（你）" if p["seat"] == viewer else ""
        line = Text(f"{player_word}{p['seat'] + 1}{me}", style="bold" if me else "")
        if p["dead"]:
            line.append(" 出局", style="red")
        for key, value in p["counters"].items():
            line.append(visible(f" {words.get(key, key)}:{value}"))
        for key, value in p["pools"].items():
            line.append(visible(" " + amounts_text({key: value}, info)))
        parts.append(line)
        for key, zone in p["zones"].items():
            if zone["count"]:
                parts.append(Text(f"  {visible(words.get(key, key))}（{zone['count']}）：")
                             .append(Text("，").join(card_line(c, info) for c in _cards(zone))))
    for key, zone in obs["shared_zones"].items():
        if zone["cards"] is None:
            parts.append(Text(f"{visible(words.get(key, key))}：{zone['count']}张", style="dim"))
        elif zone["count"]:
            parts.append(Panel(Text("\n").join(card_line(c, info) for c in zone["cards"]), title=visible(words.get(key, key))))
    if obs["stack"]:
        title = info["words"]["stack"] if info else "结算区"
        lines = [Text(visible(f"{i + 1}. {e['name']}（{player_word}{e['controller'] + 1}）")) for i, e in enumerate(obs["stack"])]
        parts.append(Panel(Text("\n").join(lines), title=visible(title)))
    if obs["mode"]["summary"]:
        parts.append(Text(visible(f"{obs['mode']['name']}：{obs['mode']['summary']}"), style="bold"))
    return Group(*parts)


def option_text(option: dict, info: dict | None = None) -> str:
    """An option's label, with what the card it names looks like (point, cost; a lord's stats), so two
    options with the same name can be told apart. A skill's option shows its label alone."""
    label = option["label"]
    details = []
    texts = []
    for r in option["refs"]:
        card = r.get("card") if r["type"] in ("card", "definition") else None
        if card and card["kind"] != "skill" and (f"「{card['name']}」" in label or label == card["name"]):
            cost = amounts_text(card["cost"], info)
            stats = amounts_text(card["stats"], info) if card["stats"] else ""
            bits = [x for x in (facts_text(card, info) if not card["stats"] else "", cost, stats) if x]
            if bits:
                details.append(" ".join(bits))
            if card["stats"] and card["text"]:
                texts.append(card["text"])  # a card with printed stats (a lord to pick): its skills too
    return label + (f"（{'；'.join(details)}）" if details else "") + "".join(f"：{t}" for t in texts)


def options_view(prompt: str, options: list, info: dict | None = None) -> Text:
    """The prompt and the numbered options (contract options, or plain labels)."""
    out = Text(visible(prompt) + "\n", style="bold")
    for i, option in enumerate(options, start=1):
        shown = option if isinstance(option, str) else option_text(option, info)
        out.append(f"  {i:>2}. {visible(shown)}\n")
    return out


def event_line(event: dict) -> Text:
    """One event of the contract (its kind and Chinese text)."""
    kind = event["kind"]
    style = {"death": "bold red", "end": "bold magenta", "turn_start": "bold cyan", "limit": "bold red"}.get(kind, "")
    return Text(("  " if kind not in ("turn_start", "end") else "") + visible(event["text"]), style=style)


def make_console(**kwargs) -> Console:
    """A console that prints text as it is: card names and file names come from users, so `[/]` or
    `:smile:` in them is neither rich markup nor an emoji code (a `[/]` would raise MarkupError).
    Output that is not a terminal (a pipe, a file) is not wrapped: a line of the game stays one line
    instead of being cut at 80 columns in the middle of a word; tables keep their width."""
    console = Console(highlight=False, markup=False, emoji=False, **kwargs)
    if "soft_wrap" not in kwargs and not console.is_terminal:
        console.soft_wrap = True
    return console
