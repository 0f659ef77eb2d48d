"""The card library of a game: every card of a catalog compiled once (rule 22.4: a card whose text
cannot be read is reported and kept out of play), decks built from deck files, tokens by name."""

from __future__ import annotations

import tomllib
from collections import Counter
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

    def add_card(self, name: str, category: str, text: str, *, colours=(), mana=0, power_cost=0, might=0, tags=(),
                 hero="", subtitle="") -> RiftCard:
        """A card defined outside a catalog (a scenario's inline card): its text compiled like a catalog
        card's; ValueError with the first diagnostic when the text cannot be read (rule 22.4)."""
        program, problem = compile_card_text(text)
        if problem is not None:
            raise ValueError(f"「{name}」的文字无法读取：{problem}")
        base = {"champion": "unit", "token": "unit"}.get(category, category)
        d = RiftCard(len(self.defs), category, name, category, text, program, base=base,
                     champion=category == "champion", token=category == "token", colours=tuple(colours), hero=hero,
                     tags=tuple(tags), mana=mana, power_cost=power_cost, might=might, subtitle=subtitle)
        self.defs.append(d)
        return d

    def copy(self) -> Library:
        """A library to add cards to without changing this one (a scenario's inline cards)."""
        other = Library.__new__(Library)
        other.defs, other.by_name, other.problems = list(self.defs), dict(self.by_name), dict(self.problems)
        other._tokens = dict(self._tokens)
        return other

    def __getitem__(self, i: int) -> RiftCard:
        return self.defs[i]

    def __len__(self) -> int:
        return len(self.defs)

    def find(self, name: str) -> RiftCard | None:
        return self.by_name.get(name)

    def token(self, name: str, might=None, keywords=(), gear=False, tags=()) -> RiftCard:
        key = (name, might, tuple(keywords), gear) + ((tuple(tags),) if tags else ())
        if key in self._tokens:
            return self._tokens[key]
        known = self.by_name.get(name)
        if known is not None and known.token and might is None and not keywords and not tags:
            self._tokens[key] = known
            return known
        rule = RULE_TOKENS.get(name)
        base = "gear" if gear or (rule and rule[0] == "gear") else "unit"
        text = " ".join(keywords) or (rule[3] if rule else "")
        program, _problem = compile_card_text(text)
        d = RiftCard(len(self.defs), "token", name, "token", text, program or CardProgram(()), base=base, token=True,
                     tags=tuple(dict.fromkeys((*(rule[2] if rule else ()), *tags))), might=might if might is not None else ((rule[1] or 0) if rule else 0))
        self.defs.append(d)
        self._tokens[key] = d
        return d


def copy_definition(library: Library, original: RiftCard, token: bool) -> RiftCard:
    """The definition a copy of `original` uses (rules-riftbound.md 17.14(a)): its printed characteristics, under a
    new id; a token that becomes a copy stays a token."""
    import attrs

    key = ("copy", original.id, token)
    if key in library._tokens:
        return library._tokens[key]
    d = attrs.evolve(original, id=len(library.defs), token=token or original.token)
    library.defs.append(d)
    library._tokens[key] = d
    return d


def battlefield_token(library: Library, name: str) -> RiftCard:
    """The battlefield token named `name` (rules-riftbound.md 15.6): the catalog's battlefield of that name if it
    has one, else a battlefield token without text."""
    known = library.by_name.get(name)
    if known is not None and known.base == "battlefield":
        return known
    key = ("battlefield", name)
    if key not in library._tokens:
        d = RiftCard(len(library.defs), "token", name, "token", "", CardProgram(()), base="battlefield", token=True)
        library.defs.append(d)
        library._tokens[key] = d
    return library._tokens[key]


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
    deck = {"name": meta.get("名称", Path(path).stem), "legend": legend, "champion": champion,
            "battlefields": bfs, "main": main, "runes": runes}
    problems = deck_problems(deck)
    if problems:
        raise DeckError(f"组牌：卡组 {Path(path).name} {problems[0]}")
    return deck


MAX_COPIES = 3  # rule 5.2(b): cards of one name, the chosen champion included
MAX_SIGNATURE = 3  # rule 5.2(b): signature cards together


def deck_problems(deck: dict) -> list[str]:
    """What rule 5.2 refuses in a deck (each a Chinese sentence), in a fixed order; empty when legal."""
    legend, champion, main, runes, bfs = deck["legend"], deck["champion"], deck["main"], deck["runes"], deck["battlefields"]
    out = []
    if legend.category != "legend":
        out.append(f"的传奇「{legend.name}」不是传奇牌")
    if not champion.champion:
        out.append(f"的英雄「{champion.name}」不是英雄单位")
    elif legend.hero and champion.hero != legend.hero:
        out.append(f"的英雄「{champion.name}」与传奇「{legend.name}」的英雄标签不同（规则 5.2(b)）")
    if len(main) + 1 < 40:
        out.append(f"的主牌堆不足 40 张（{len(main) + 1}）")
    copies = Counter(d.name for d in main + [champion])
    for name, n in copies.items():
        if n > MAX_COPIES:
            out.append(f"中同名的「{name}」有 {n} 张，至多 {MAX_COPIES} 张（含选定英雄，规则 5.2(b)）")
    unique = sorted({d.name for d in main + [champion] if d.keywords.get("唯我") and copies[d.name] > 1})
    for name in unique:
        out.append(f"中带{{{{唯我}}}}的「{name}」有 {copies[name]} 张，至多 1 张（规则 19.25）")
    signature = sum(1 for d in main + [champion] if d.signature)
    if signature > MAX_SIGNATURE:
        out.append(f"中专属牌合计 {signature} 张，至多 {MAX_SIGNATURE} 张（规则 5.2(b)）")
    identity = set(legend.colours)
    for d in dict.fromkeys(main + [champion] + runes):
        if identity and not set(d.colours) <= identity:
            out.append(f"中的「{d.name}」超出传奇「{legend.name}」的颜色身份（规则 5.1）")
    if any(d.base != "rune" for d in runes):
        out.append("的符文牌堆中有不是符文的牌")
    if len(runes) != 12:
        out.append(f"的符文必须正好 12 枚（{len(runes)}）")
    if any(d.base != "battlefield" for d in bfs):
        out.append("的战场中有不是战场的牌")
    if len({d.name for d in bfs}) != len(bfs):
        out.append("中有同名的战场（规则 5.2(d)）")
    return out


def bundled_decks() -> list[Path]:
    return sorted((BUNDLED / "decks").glob("*.toml"))
