"""《丰收》 as a zhdsl dialect: its grammar, keyword table, verbs and the facts zhdsl's checker needs."""

from __future__ import annotations

from pathlib import Path

from zhdsl.dialect import Dialect

from harvest import verbs
from harvest.keywords import KEYWORDS


class Harvest(Dialect):
    name = "harvest"
    title = "丰收"
    grammar_file = Path(__file__).with_name("harvest.lark")
    TABLE = KEYWORDS
    VERBS = verbs.MODULES

    DEFAULT_TIMING = "ACTIVE"
    MOMENTS = ("TURN_START",)
    PLAYER_ATTRIBUTES = frozenset({"grain", "fame"})
    HINTS = {"costs": "（没有）", "step": "摸1张牌", "define": "你的粮食", "colours": ""}

    @classmethod
    def game(cls):
        from harvest.rules import HarvestGame

        return cls._memo("game", lambda: HarvestGame(cls))
