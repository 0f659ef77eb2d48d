"""The family's names for this game's cards and suits (rule 15.17): a published text of the
三国杀 family names its cards 「杀」「闪」「桃」… and its suits 红桃, 方块, 黑桃, 梅花; 星宿 reads them as its
own cards and seasons, so such a text plays in this game. The correspondence follows the rulebook's
own cards: 「天诛」 judges 秋二到秋九 where the family's 「闪电」 judges 黑桃2–9 (黑桃 = 秋), 「军心不振」
spares 春 where 「乐不思蜀」 spares 红桃 (红桃 = 春)."""

from __future__ import annotations

CARD_NAMES = {
    "杀": "进攻", "闪": "防守", "桃": "休整",
    "闪电": "天诛", "乐不思蜀": "军心不振", "决斗": "斗将", "无懈可击": "无隙可乘", "五谷丰登": "风调雨顺",
    "桃园结义": "止兵休战", "南蛮入侵": "烽火狼烟", "万箭齐发": "万箭齐发", "无中生有": "招兵买马",
    "顺手牵羊": "劫掠粮道", "过河拆桥": "焚毁辎重", "借刀杀人": "驱虎吞狼",
}

SEASONS = {"春": "spring", "夏": "summer", "秋": "autumn", "冬": "winter",
           "红桃": "spring", "方块": "summer", "黑桃": "autumn", "梅花": "winter"}
SEASON_WORDS = {"spring": "春", "summer": "夏", "autumn": "秋", "winter": "冬"}
COLOUR_OF_SEASON = {"spring": "red", "summer": "red", "autumn": "black", "winter": "black"}

_POINTS = {"A": 1, "J": 11, "Q": 12, "K": 13}


def card_name(name: str) -> str:
    """This game's name for a quoted card name (the name itself when it is no alias)."""
    return CARD_NAMES.get(name, name)


def season_point(text: str) -> tuple[str | None, int | None] | None:
    """`秋二` → ("autumn", 2), `春` → ("spring", None), `黑桃9` → ("autumn", 9), `7` → (None, 7);
    None when the text is no season or point."""
    from zhdsl.text.numerals import chinese_to_int

    text = text.strip()
    for word in sorted(SEASONS, key=len, reverse=True):
        if text.startswith(word):
            rest = text[len(word):]
            if not rest:
                return SEASONS[word], None
            point = _point(rest, chinese_to_int)
            return (SEASONS[word], point) if point is not None else None
    point = _point(text, chinese_to_int)
    return (None, point) if point is not None else None


def _point(text: str, chinese_to_int) -> int | None:
    if text.isdigit():
        value = int(text)
    elif text in _POINTS:
        value = _POINTS[text]
    else:
        value = chinese_to_int(text)
    return value if value is not None and 1 <= value <= 13 else None
