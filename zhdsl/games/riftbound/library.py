"""The card library of a game: every card of a catalog compiled once (rule 22.4: a card whose text
cannot be read is reported and kept out of play), decks built from deck files, tokens by name."""

from __future__ import annotations

import tomllib
from pathlib import Path

from zhdsl import safeio
from zhdsl.games.riftbound.cards import RULE_TOKENS, RiftCard
from zhdsl.games.riftbound.catalog import CatalogError, group, read_catalog
from zhdsl.games.riftbound.program import CardProgram, compile_text

BUNDLED = Path(__file__).resolve().parents[3] / "cardsets" / "riftbound"
DEFAULT_CATALOG = BUNDLED / "catalog.json"


class DeckError(ValueError):
    """A deck that cannot be played (Chinese message, with 组牌 for rule 5.2)."""


def compile_card_text(text: str):
    """(program, first error message or None) of one card's text."""
    from zhdsl.pipeline import analyze

    if is_blank(text):
        return CardProgram(()), None
    result = analyze(text, "riftbound")
    if not result.ok:
        first = next(d for d in result.diagnostics if d.is_error)
        return None, f"{first.code} {first.message}"
    return compile_text(result.versions[0]), None


def is_blank(text: str) -> bool:
    """Text with nothing but reminders (a token's explanation) has no abilities (rule 22.2)."""
    from zhdsl.games.riftbound.text import blank_reminders
    from zhdsl.text.normalize import normalize

    return not blank_reminders(normalize(text)).strip()


class Library:
    """Definitions by id (`library[id]`), by name, and tokens made on demand."""

    def __init__(self, cards) -> None:
        self.defs: list[RiftCard] = []
        self.by_name: dict[str, RiftCard] = {}
        self.problems: dict[str, str] = {}
        for card in cards:
            p = card.printing
            program, problem = compile_card_text(p.text)
            if problem is not None:
                self.problems[p.number] = problem
                program = None
            d = self._add(p.full_name if p.subtitle else p.name, p.category, p.base_category, p.text, program, p)
            if problem is None:
                for name in {p.name, p.full_name, p.number, *(q.number for q in card.printings)}:
                    self.by_name.setdefault(name, d)
        self._tokens: dict[tuple, RiftCard] = {}

    def _add(self, name, category, base, text, program, p=None, **facts) -> RiftCard:
        base = "unit" if base == "champion" else base
        d = RiftCard(
            len(self.defs), category, p.name if p else name, category, text, program if program else CardProgram(()),
            number=p.number if p else "", base=base, champion=(category == "champion"), token=(category == "token"),
            signature=p.signature if p else False, colours=p.colours if p else (), hero=p.hero if p else "",
            tags=p.tags if p else (), mana=(p.mana or 0) if p else 0, power_cost=(p.power_cost or 0) if p else 0,
            might=(p.might or 0) if p else facts.get("might", 0), subtitle=p.subtitle if p else "",
        )
        self.defs.append(d)
        return d

    def __getitem__(self, i: int) -> RiftCard:
        return self.defs[i]

    def __len__(self) -> int:
        return len(self.defs)

    def find(self, name: str) -> RiftCard | None:
        return self.by_name.get(name)

    def token(self, name: str, might=None, keywords=(), gear=False) -> RiftCard:
        key = (name, might, tuple(keywords), gear)
        if key in self._tokens:
            return self._tokens[key]
        known = self.by_name.get(name)
        if known is not None and known.token and might is None and not keywords:
            self._tokens[key] = known
            return known
        rule = RULE_TOKENS.get(name)
        base = "gear" if gear or (rule and rule[0] == "gear") else "unit"
        text = " ".join(keywords) or (rule[3] if rule else "")
        program, _problem = compile_card_text(text)
        d = RiftCard(len(self.defs), "token", name, "token", text, program or CardProgram(()), base=base, token=True,
                     tags=rule[2] if rule else (), might=might if might is not None else ((rule[1] or 0) if rule else 0))
        self.defs.append(d)
        self._tokens[key] = d
        return d


def load_library(catalog_path=None) -> Library:
    try:
        printings = read_catalog(catalog_path or DEFAULT_CATALOG)
    except CatalogError:
        raise
    return Library(group(printings))


def read_deck(path, library: Library) -> dict:
    """A deck file (docs/riftbound.md part 5) → {"name", "legend", "champion", "battlefields", "main", "runes"}
    of definitions; DeckError (组牌) for a deck rule 5.2 refuses."""
    try:
        data = safeio.parse_toml(safeio.read_text(Path(path), safeio.CARDSET_LIMIT))
    except (safeio.InputError, tomllib.TOMLDecodeError, ValueError) as exc:
        raise DeckError(f"无法读取卡组 {path}：{exc}") from None
    meta = data.get("卡组") or {}

    def one(name, what):
        d = library.find(str(name))
        if d is None:
            raise DeckError(f"组牌：卡组 {Path(path).name} 的{what}「{name}」不在目录中（或无法读取）")
        return d

    legend = one(meta.get("传奇"), "传奇")
    champion = one(meta.get("英雄"), "英雄")
    bfs = [one(n, "战场") for n in meta.get("战场", [])]
    main, runes = [], []
    for entry in data.get("主牌堆", []):
        main.extend([one(entry.get("牌"), "主牌堆卡牌")] * int(entry.get("数量", 1)))
    for entry in data.get("符文", []):
        runes.extend([one(entry.get("牌"), "符文")] * int(entry.get("数量", 1)))
    if len(main) + 1 < 40:
        raise DeckError(f"组牌：卡组 {Path(path).name} 的主牌堆不足 40 张（{len(main) + 1}）")
    if len(runes) != 12:
        raise DeckError(f"组牌：卡组 {Path(path).name} 的符文必须正好 12 枚（{len(runes)}）")
    return {"name": meta.get("名称", Path(path).stem), "legend": legend, "champion": champion,
            "battlefields": bfs, "main": main, "runes": runes}


def bundled_decks() -> list[Path]:
    return sorted((BUNDLED / "decks").glob("*.toml"))
