"""The keyword table of 《丰收》: every word of its card text, its English name, what it means."""

from zhdsl.text.keywords import Keyword

KEYWORDS = (
    Keyword("ACTIVE", "主动", "active", "timing", "主动：摸1张牌"),
    Keyword("TURN_START", "回合开始", "turn start", "timing", "播种。回合开始：收获"),
    Keyword("DRAW", "摸", "draw", "verb", "摸2张牌", "draw", synonyms=("抽",)),
    Keyword("SOW", "播种", "sow", "verb", "播种，摸1张牌", "sow"),
    Keyword("REAP", "收获", "reap", "verb", "收获", "reap"),
    Keyword("TRIBUTE", "进贡", "tribute", "verb", "进贡2粮食", "tribute"),
    Keyword("RAID", "掠夺", "raid", "verb", "掠夺目标其他角色1粮食", "raid"),
    Keyword("IF", "若", "if", "structure", "若你的粮食小于2，收获", "if", synonyms=("如果",)),
    Keyword("OF", "的", "of", "structure", "若你的声望大于1，收获", "of"),
    Keyword("ZHANG", "张", "measure word", "structure", "摸1张牌", "measure"),
    Keyword("CARD", "牌", "card", "structure", "摸1张牌", "card"),
    Keyword("YOU", "你", "you", "reference", "若你的粮食小于2，收获", "you"),
    Keyword("TARGET_OTHER", "目标其他角色", "target other player", "reference", "掠夺目标其他角色1粮食", "target_other"),
    Keyword("GRAIN", "粮食", "grain", "attribute", "进贡2粮食", "grain"),
    Keyword("FAME", "声望", "fame", "attribute", "若你的声望大于1，收获", "fame"),
    Keyword("GT", "大于", "greater than", "comparator", "若你的声望大于1，收获", ">"),
    Keyword("LT", "小于", "less than", "comparator", "若你的粮食小于2，收获", "<"),
)
