"""The 《符文战场》 (Riftbound) dialect: its words, its grammar and the card text's own AST."""

from __future__ import annotations

from pathlib import Path

from zhdsl.dialect import Dialect
from zhdsl.games.riftbound import nodes
from zhdsl.games.riftbound.keywords import COLOURS, KEYWORDS, placeholder_terminals
from zhdsl.text.grammar import GrammarSource


class Riftbound(Dialect):
    name = "riftbound"
    title = "符文战场"
    aliases = ("Riftbound", "符文")
    grammar_file = Path(__file__).with_name("riftbound.lark")
    TABLE = KEYWORDS
    COLOURS = COLOURS
    VERBS = (nodes,)
    HINTS = {
        "example_verb": "抽一张牌",
        "example_timing": "当你打出我时",
        "example_reference": "一名敌方单位",
        "objects": "例如「一名敌方单位」「此处的一名友方单位」「我」",
        "condition": "如果你控制一处战场，则抽一张牌",
    }

    @classmethod
    def grammar_source(cls):
        def make():
            base = Dialect.grammar_source.__func__(cls)
            return GrammarSource(base.core, base.game + "\n".join(placeholder_terminals()) + "\n")

        return cls._memo("grammar_rb", make)

    @classmethod
    def prepare(cls, text: str) -> str:
        from zhdsl.games.riftbound.text import blank_reminders, upper_might

        return blank_reminders(upper_might(text))

    @classmethod
    def check_version(cls, version, variables: bool = True, pronouns: bool = True, stack_card: bool = True,
                      walk: bool = True) -> list:
        from zhdsl.games.riftbound.compile import check

        return check(version)

    @classmethod
    def lower_version(cls, version, source: str = ""):
        from zhdsl.games.riftbound.compile import compile_card

        return compile_card(version, source)

    @classmethod
    def game(cls):
        from zhdsl.games.riftbound.game import RiftboundGame

        return cls._memo("game", lambda: RiftboundGame(cls))
