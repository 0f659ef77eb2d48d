"""The official catalog JSON format (`{"cards": [...]}`), read into printings and cards.

Both shapes are read (docs/riftbound.md part 4): the official one (`cardCategory` codes such as
`unit`, `exclusive_spell`, `indicator_unit`; colour codes; `hero`; `tag` text) and the brief form
(Chinese categories and colours; `tag` a list holding the champion tag). Alternate-art and promo
printings of one card (same name and subtitle, rule 2.13) are one card: the printing whose number
has no suffix letter or star is the one kept; the others are listed as its printings.
"""

from __future__ import annotations

import re

import attrs

from zhdsl import safeio

CATEGORY_CODES = {
    "unit": "unit", "hero_unit": "champion", "spell": "spell", "equipment": "gear", "legendary": "legend",
    "battlefield": "battlefield", "rune": "rune",
}
CATEGORY_WORDS = {
    "单位": "unit", "英雄单位": "champion", "法术": "spell", "装备": "gear", "传奇": "legend", "战场": "battlefield",
    "符文": "rune", "指示物": "token",
}
CATEGORY_NAMES = {"unit": "单位", "champion": "英雄单位", "spell": "法术", "gear": "装备", "legend": "传奇",
                  "battlefield": "战场", "rune": "符文", "token": "指示物"}
COLOUR_CODES = {"red", "green", "blue", "orange", "purple", "yellow", "colorless"}
COLOUR_WORDS = {"红色": "red", "绿色": "green", "蓝色": "blue", "橙色": "orange", "紫色": "purple", "黄色": "yellow",
                "无色": "colorless"}
MAX_CARDS = 20000


class CatalogError(ValueError):
    """A catalog file that cannot be read (Chinese message)."""


@attrs.frozen
class Printing:
    number: str
    name: str
    subtitle: str
    category: str  # unit champion spell gear legend battlefield rune token
    base_category: str  # for tokens: unit gear battlefield
    signature: bool
    colours: tuple[str, ...]
    hero: str
    tags: tuple[str, ...]
    text: str
    mana: int | None
    power_cost: int | None
    might: int | None
    index: int  # its place in the file
    errata: bool = False  # the text is the catalog's `errata`, not the printed `cardEffect` (rule 2.14(b))
    preview: bool = False  # `isPreview`: a card shown before its set is out (rule 2.14(c))

    @property
    def key(self) -> tuple[str, str]:
        return (self.name, self.subtitle)

    @property
    def full_name(self) -> str:
        return f"{self.name}，{self.subtitle}" if self.subtitle else self.name

    @property
    def alternate(self) -> bool:
        """An alternate-art or promo numbering (a letter or a star after the number)."""
        head = self.number.split("/", 1)[0]
        return bool(re.search(r"[0-9][a-zA-Z*]+$|\*", head))


@attrs.frozen
class CatalogCard:
    printing: Printing  # the printing kept
    printings: tuple[Printing, ...]  # every printing of this card, the kept one first


def _int(value, field: str, number: str) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 99:
        raise CatalogError(f"卡牌 {number} 的「{field}」必须是 0–99 的整数或 null")
    return value


def _first(raw: dict, single: str, listed: str, number: str) -> str:
    """A card's category field: `cardCategory` (the shape before the VEN/RAD sets) or the first entry of
    `cardCategoryList` (the shape since, rules-riftbound.md 2.14)."""
    value = raw.get(single)
    if value:
        return str(value)
    items = raw.get(listed)
    if items is None:
        return ""
    if not isinstance(items, list) or not all(isinstance(x, str) for x in items):
        raise CatalogError(f"卡牌 {number} 的「{listed}」必须是文本列表")
    return items[0] if items else ""


def _category(raw: dict, number: str) -> tuple[str, str, bool]:
    code = _first(raw, "cardCategory", "cardCategoryList", number)
    name = _first(raw, "cardCategoryName", "cardCategoryNameList", number)
    signature = code.startswith("exclusive_") or name.startswith("专属")
    token = code.startswith("indicator_") or name.startswith("指示物")
    base = code.split("_", 1)[1] if (signature or token) and "_" in code else code
    cat = CATEGORY_CODES.get(base) or CATEGORY_WORDS.get(code)
    if cat is None:
        rest = name.removeprefix("专属").removeprefix("指示物") or name
        cat = CATEGORY_WORDS.get(rest) or CATEGORY_WORDS.get(name)
    if cat is None and token:
        cat = "unit"
    if cat is None:
        raise CatalogError(f"卡牌 {number} 的类别「{code or name}」无法识别（见 docs/riftbound.md 第四部分）")
    if code == "指示物" or name == "指示物":
        token = True
    return ("token" if token else cat), cat, signature


def _colours(raw, number: str) -> tuple[str, ...]:
    out = []
    for c in raw or ():
        c = COLOUR_WORDS.get(c, c)
        if c not in COLOUR_CODES:
            raise CatalogError(f"卡牌 {number} 的颜色「{c}」无法识别")
        if c != "colorless":
            out.append(c)
    return tuple(out)


def _tags(raw) -> tuple[str, ...]:
    if isinstance(raw, list):
        return tuple(str(t) for t in raw if str(t).strip())
    return tuple(t for t in re.split(r"[、，,/]", str(raw or "")) if t.strip())


def printing_of(raw: dict, index: int) -> Printing:
    if not isinstance(raw, dict):
        raise CatalogError(f"第 {index + 1} 张卡牌不是对象")
    number = str(raw.get("cardNo") or f"#{index + 1}")
    name = raw.get("cardName")
    if not isinstance(name, str) or not name.strip():
        raise CatalogError(f"卡牌 {number} 没有名称（cardName）")
    text = raw.get("cardEffect") or ""
    if not isinstance(text, str):
        raise CatalogError(f"卡牌 {number} 的 cardEffect 必须是文本")
    errata = raw.get("errata") or ""
    if not isinstance(errata, str):
        raise CatalogError(f"卡牌 {number} 的 errata 必须是文本")
    if errata.strip():  # the corrected rules text replaces the printed one (rules-riftbound.md 2.14(b))
        text = errata
    category, base, signature = _category(raw, number)
    tags = _tags(raw.get("tag"))
    hero = str(raw.get("hero") or "")
    return Printing(
        number, name.strip(), str(raw.get("subTitle") or "").strip(), category, base, signature,
        _colours(raw.get("cardColorList"), number), hero, tags, text.replace("\r\n", "\n"),
        _int(raw.get("energy"), "energy", number), _int(raw.get("returnEnergy"), "returnEnergy", number),
        _int(raw.get("power"), "power", number), index, bool(errata.strip()), raw.get("isPreview") is True,
    )


def parse_catalog(data) -> list[Printing]:
    cards = data.get("cards") if isinstance(data, dict) else None
    if not isinstance(cards, list):
        raise CatalogError("目录文件必须是 {\"cards\": [...]} 形式的 JSON")
    if len(cards) > MAX_CARDS:
        raise CatalogError(f"目录中的卡牌超过 {MAX_CARDS} 张")
    return [printing_of(raw, i) for i, raw in enumerate(cards)]


def read_catalog(path) -> list[Printing]:
    """The printings of a catalog file; CatalogError (Chinese) for a file that cannot be read."""
    try:
        text = safeio.read_text(path, safeio.CARDSET_LIMIT * 8)
    except safeio.InputError as exc:
        raise CatalogError(f"无法读取目录：{exc.message}") from None
    try:
        data = safeio.parse_json(text)
    except safeio.InputError as exc:
        where = "" if exc.line is None else f"第{exc.line}行：" if exc.column is None else f"第{exc.line}行第{exc.column}列："
        raise CatalogError(f"目录不是可接受的 JSON：{where}{exc.message}") from None
    return parse_catalog(data)


def group(printings: list[Printing]) -> list[CatalogCard]:
    """One card per (name, subtitle), in file order; the printing without a suffix is kept."""
    by_key: dict[tuple, list[Printing]] = {}
    for p in printings:
        by_key.setdefault(p.key, []).append(p)
    out = []
    for items in by_key.values():
        kept = next((p for p in items if not p.alternate), items[0])
        out.append(CatalogCard(kept, (kept, *(p for p in items if p is not kept))))
    return out
