"""The 纵横坛 dialect."""

from __future__ import annotations

from zhdsl.dialect import Dialect
from zhdsl.games.zongheng.keywords import KEYWORDS as TABLE


class Zongheng(Dialect):
    name = "zongheng"
    grammar_file = "zongheng.lark"
    KEYWORDS = {k.terminal: k.text for k in TABLE}
    ENGLISH = {k.text: k.english for k in TABLE}
