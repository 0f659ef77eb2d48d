"""Riftbound card definitions: a catalog card with its printed facts and its compiled program."""

from __future__ import annotations

from typing import ClassVar

import attrs

from zhdsl.engine.cards import CardDef
from zhdsl.games.riftbound.program import CardProgram

# Tokens the rules define (rule 2.10): name -> (category, might, tags, text)
RULE_TOKENS = {
    "随从": ("unit", 1, ("随从",), ""),
    "精灵": ("unit", 3, ("仙灵",), "{{瞬息}}"),
    "黄沙士兵": ("unit", 2, (), ""),
    "机器人": ("unit", 3, ("机械",), ""),
    "金币": ("gear", None, (), "{{反应}} — 摧毁此牌，{{横置}}：{{获得}}{{A}}。"),
    "映像": ("unit", 0, (), ""),
    "战鹰": ("unit", 1, ("鸟类",), "{{法盾}}"),
    # rules-riftbound.md 2.54: the gear token of the RAD set, its ability in the reminder text of the cards that make it
    "炸弹": ("gear", None, (), "{{部署}}\n当此牌被摧毁时，对此处的一名敌方单位造成2点伤害，并摧毁你在此处的所有其他“炸弹”。"),
}


@attrs.frozen(eq=False)
class RiftCard(CardDef):
    number: str = ""
    base: str = ""  # unit gear spell legend battlefield rune (a champion is a unit, a token its base)
    champion: bool = False
    token: bool = False
    signature: bool = False
    colours: tuple = ()
    hero: str = ""
    tags: tuple = ()
    mana: int = 0
    power_cost: int = 0
    might: int = 0
    subtitle: str = ""

    FACTS: ClassVar[tuple[str, ...]] = ("mana", "power_cost", "might", "colours")
    FACT_WORDS: ClassVar[dict[str, str]] = {"mana": "法力", "power_cost": "符能", "might": "战力", "colours": "颜色"}

    @property
    def keywords(self) -> dict:
        return self.program.keywords if isinstance(self.program, CardProgram) else {}

    @property
    def full_name(self) -> str:
        return f"{self.name}，{self.subtitle}" if self.subtitle else self.name

    @property
    def permanent(self) -> bool:
        return self.base in ("unit", "gear")
