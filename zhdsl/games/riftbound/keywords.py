"""The words of 《符文战场》 card text: one row per keyword (terminal, spellings, English name,
category, example, meaning), the placeholders `{{…}}` with their rulebook spelling `[…]`
included (docs/rules-riftbound.md 22.3, appendix B).

Fixed placeholders (`{{S}}`, `{{横置}}`, `{{获得}}`, `{{强力}}` …) are ordinary rows whose synonyms
are their bracket spellings. Parameterised ones (`{{坚守2}}`, `{{装配1红色}}`, `{{回响}}`,
`{{等级6>}}`, `{{3}}`, `{{红色}}`) are families: `PLACEHOLDERS` lists each keyword with its family,
and `placeholder_terminals()` writes one terminal per family that takes both spellings.
"""

from __future__ import annotations

import itertools
import re

from zhdsl.text.keywords import Keyword

COLOURS = {"红色": "red", "绿色": "green", "蓝色": "blue", "橙色": "orange", "紫色": "purple", "黄色": "yellow"}
COLOUR_WORDS = {"red": "红色", "green": "绿色", "blue": "蓝色", "orange": "橙色", "purple": "紫色", "yellow": "黄色"}
# the rulebook's letters for the six domains, and the one-character colour words
COLOUR_LETTERS = {"R": "red", "G": "green", "B": "blue", "O": "orange", "P": "purple", "Y": "yellow"}
COLOUR_SHORT = {"红": "red", "绿": "green", "蓝": "blue", "橙": "orange", "紫": "purple", "黄": "yellow"}


def _kw(terminal, text, english, category, example="", meaning=None, synonyms=()):
    return Keyword(terminal, text, english, category, example, meaning, tuple(synonyms))


def _ph(name: str, *brackets: str) -> tuple[str, ...]:
    """A placeholder's spellings after its canonical `{{name}}`: `[name]` and the rulebook's letters."""
    return (f"[{name}]", *(f"[{b}]" for b in brackets))


# (word, English name, family, takes a number, rule in docs/rules-riftbound.md)
PLACEHOLDERS: tuple[tuple[str, str, str, bool, str], ...] = (
    ("反应", "Reaction", "KW", False, "19.1"),
    ("迅捷", "Action", "KW", False, "19.2"),
    ("待命", "Hidden", "KW", False, "19.3"),
    ("法盾", "Deflect", "KW", True, "19.4"),
    ("游走", "Ganking", "KW", False, "19.6"),
    ("强攻", "Assault", "KW", True, "19.7"),
    ("急速", "Accelerate", "KW", False, "19.8"),
    ("瞬息", "Temporary", "KW", False, "19.10"),
    ("坚守", "Shield", "KW", True, "19.11"),
    ("壁垒", "Tank", "KW", False, "19.13"),
    ("伏击", "Ambush", "KW", False, "19.15"),
    ("狩猎", "Hunt", "KW", True, "19.16"),
    ("预知", "Vision", "KW", False, "19.20"),
    ("灵便", "Quick-Draw", "KW", False, "19.23"),
    ("后排", "Backline", "KW", False, "19.24"),
    ("唯我", "Unique", "KW", False, "19.25"),
    ("百炼", "Weaponmaster", "KW", False, "19.26"),
    ("绝念", "Deathknell", "LABEL", False, "19.12"),
    ("鼓舞", "Legion", "LABEL", False, "19.18"),
    ("等级", "Level", "LABEL", True, "19.14"),
    ("装配", "Equip", "EQUIP_KW", True, "19.5"),
    ("回响", "Repeat", "REPEAT_KW", True, "19.9"),
    ("洞察", "Predict", "PREDICT_KW", True, "19.22"),
    # the VEN (化神争锋) and RAD sets (rift12c); English names inferred, no public rules text found
    ("强化", "Empower", "EMPOWER_KW", True, "19.49"),
    ("已强化", "Empowered", "EMPOWERED", False, "19.49"),
    ("流转", "Recur", "RECUR_KW", True, "19.50"),
    ("部署", "Deploy", "KW", False, "19.51"),
    ("缴械", "Disarm", "KW", True, "19.52"),
    ("燃烧", "Burn", "BURN_KW", True, "19.53"),
)
KEYWORD_NAMES = {word: english for word, english, *_ in PLACEHOLDERS}

_COLOUR_ALT = "|".join(list(COLOURS) + list(COLOUR_SHORT) + ["A", "C"])
_BRACKET_COLOUR_ALT = "|".join(list(COLOURS) + list(COLOUR_SHORT) + list(COLOUR_LETTERS) + ["A", "C"])


def _both(inner: str, bracket_inner: str | None = None) -> str:
    """`{{inner}}` or `[inner]` (spaces allowed inside)."""
    b = inner if bracket_inner is None else bracket_inner
    return rf"\{{\{{ *(?:{inner}) *\}}\}}|\[ *(?:{b}) *\]"


def placeholder_terminals() -> list[str]:
    """Lark terminal lines for the placeholder families (priority 3: a placeholder is never free text)."""
    def words(family, numbered=None):
        return [re.escape(w) for w, _e, f, n, _r in PLACEHOLDERS if f == family and (numbered is None or n == numbered)]

    kw = "|".join(words("KW"))
    label = "|".join(words("LABEL", False) + [w + "[0-9]+" for w in words("LABEL", True)])
    no_brace, no_bracket = "[^{}]*?", "[^\\[\\]]*?"
    lines = [
        f"KW.3: /{_both(f'(?:{kw})[0-9]*')}/",
        f"LABEL.3: /{_both(f'(?:{label})>?')}/",
        f"SPEED_TAG.3: /{_both('(?:反应|迅捷)>')}/",
        f"NEST.3: /{_both('>>?')}/",
        f"EQUIP_KW.3: /{_both('装配' + no_brace, '装配' + no_bracket)}/",
        f"REPEAT_KW.3: /{_both('回响' + no_brace, '回响' + no_bracket)}/",
        f"PREDICT_KW.3: /{_both('洞察[0-9]*')}/",
        # rules-riftbound.md 19.49–19.53: 强化 (with a price or `— costs`), 已强化 (a label with `>`, a state without),
        # 流转 (a price), 燃烧n
        f"EMPOWER_KW.3: /{_both('强化' + no_brace, '强化' + no_bracket)}/",
        f"EMPOWERED_LABEL.3: /{_both('已强化>')}/",
        f"EMPOWERED_DK.3: /{_both('>绝念>')}/",  # `{{已强化>}}{{>绝念>}}`: a deathknell while empowered (19.49(h))
        f"EMPOWERED.3: /{_both('已强化')}/",
        f"RECUR_KW.3: /{_both('流转' + no_brace, '流转' + no_bracket)}/",
        f"BURN_KW.3: /{_both('燃烧[0-9]*')}/",
        f"MANA.3: /{_both('[0-9]+')}/",
        f"POWER.3: /{_both(_COLOUR_ALT, _BRACKET_COLOUR_ALT)}/",
    ]
    return lines


KEYWORDS: tuple[Keyword, ...] = (
    # core rows re-stated with the game's spellings
    _kw("IF", "如果", "if", "structure", "如果你控制一处战场，则抽一张牌", "if", ("若",)),
    _kw("THEN", "则", "then", "structure", "如果你控制一处战场，则抽一张牌", "then"),
    _kw("WHEN", "当", "when", "structure", "当你打出我时，抽一张牌", "when", ("每当",)),
    # placeholders with one spelling each (families: placeholder_terminals)
    _kw("MIGHT_ICON", "{{S}}", "might", "icon", "我获得{{S}}+1", "might", _ph("S", "M")),
    _kw("EXHAUST_ICON", "{{横置}}", "exhaust (as a cost)", "icon", "{{横置}}：抽一张牌", "exhaust", _ph("横置", "E", "T") + ("{{T}}",)),
    _kw("ADD", "{{获得}}", "add (a resource)", "icon", "{{横置}}：{{获得}}{{1}}", "add", _ph("获得", "Add")),
    _kw("MIGHTY_KW", "{{强力}}", "mighty", "keyword", "如果我为{{强力}}单位，则抽一张牌", "mighty", _ph("强力")),
    _kw("BUFF_WORD", "{{增益}}", "buff", "keyword", "给予一名友方单位{{增益}}", "buff", _ph("增益") + ("增益",)),
    _kw("STUN", "{{眩晕}}", "stun", "verb", "{{眩晕}}一名敌方单位", "stun", _ph("眩晕") + ("眩晕",)),
    # structure
    _kw("CHOOSE_ONE", "选择一个效果", "choose one", "structure", "", None, ("从下列中选择一个", "选择一项", "选择以下一项")),
    _kw("ONCE_PER_TURN", "每回合限一次", "once a turn", "structure", "", None,
        ("每回合限1次", "每回合一次", "每回合1次", "每回合限{{1}}次", "每回合{{1}}次", "每个回合限一次", "每个回合一次")),
    _kw("FIRST_EACH_TURN", "每回合首次", "the first time each turn", "structure"),
    _kw("SCOPE", "在本回合内", "this turn", "structure", "", None, ("本回合内", "本回合", "在本回合", "在本次战斗中", "本次战斗中")),
    _kw("PER", "每有", "for each", "structure", "", None, ("你每有", "场上每存在", "场上每有")),
    _kw("EACH_CONTROL", "你每控制", "for each you control", "structure"),
    _kw("CHOOSE", "选择", "choose", "structure"),
    _kw("ALSO_THERE", "以及", "and also (a second choice)", "structure", "", None, ("和一处",)),
    _kw("ATTACHED_TO_ME", "贴附在我身上", "attached to me", "structure"),
    _kw("AT_HERE", "在此处", "here", "structure"),
    _kw("IN_TRASH", "你的废牌堆中", "in your trash", "zone"),
    # `让你废牌堆中的一名…单位返回你的手牌`: a card in your trash, chosen as the text resolves (rules-riftbound.md 17.13(a))
    _kw("TRASH_OF", "你废牌堆中的", "in your trash (of)", "filter", "", None, ("你的废牌堆中的", "你的废牌堆里的", "你废牌堆里的")),
    # `在我移动的起点位置打出…` (rules-riftbound.md 13.8(c))
    _kw("AT_ORIGIN", "在我移动的起点位置", "where I moved from", "structure", "", None, ("在我移动前的位置", "在我移动的起点")),
    _kw("MUST", "必须", "must", "structure"),
    _kw("USE_ONLY", "才能使用此技能", "only then may this be used", "structure"),
    _kw("OR", "或", "or", "structure", "", None, ("，或", "，或者", "或者", "；或")),
    _kw("TIME", "时", "when (end)", "structure"),
    _kw("AT_START", "在你的回合开始阶段", "at the start of your turn", "timing", "", "start",
        ("在你的开始阶段开始时", "在你的回合开始时", "在你的开始阶段")),
    # `在每名玩家各自的开始阶段开始时` (a battlefield's rule for every player's turn, rules-riftbound.md 6.3(5))
    _kw("EACH_START", "在每名玩家各自的开始阶段开始时", "at the start of each player's turn", "timing", "", None,
        ("在每名玩家的开始阶段开始时", "在每名玩家各自的回合开始阶段", "在每名玩家的回合开始阶段")),
    _kw("EACH_FIRST_TURN", "每名玩家在各自的第一个回合开始阶段", "at the start of each player's first turn", "timing", "", None,
        ("每名玩家在各自第一个回合的开始阶段", "每名玩家在自己的第一个回合开始阶段")),
    _kw("AT_END", "在你的回合结束时", "at the end of your turn", "timing", "", "end",
        ("在回合结束时", "在你的结束阶段开始时", "在你的结束阶段", "在你回合结束时", "在你的回合结束阶段", "在你的回合即将结束时")),
    _kw("ITEM_AND", "和", "and (items)", "structure", "", None, ("、", "及")),
    _kw("SAME_PLACE", "位于同一个战场上的", "at the same battlefield (a pair)", "filter", "", None,
        ("位于同一处战场上的", "同一个战场上的", "同一处战场上的")),
    _kw("PAIR_AND", "和一名", "and one (a second object)", "structure", "", None, ("以及一名", "及一名", "与一名", "和另一名", "与另一名")),
    _kw("AND_ALSO", "并", "and also", "structure", "", None, ("并且", "且")),
    _kw("AND_THEN", "然后", "then", "structure", "", None, ("然后，", "随后", "随后，", "接着", "接着，", "之后，")),
    _kw("THEN_AGAIN", "再", "then again", "structure"),
    _kw("BY_THIS", "以此", "thereby (the cost before it)", "structure", "", None, ("来",)),
    _kw("YOU_MAY", "你可以选择", "you may", "structure", "", None, ("你可以", "可以选择", "该玩家可以选择", "该玩家可以")),
    _kw("INSTEAD", "改为", "instead", "structure"),
    _kw("NEXT_DEATH", "在该单位下次被摧毁时", "the next time that unit would die", "structure", "", None,
        ("在它下次被摧毁时", "该单位下次被摧毁时")),
    _kw("LATER_AT_END", "并在本回合结束时", "and at the end of this turn (a delayed step)", "structure", "", None,
        ("在本回合结束时", "并于本回合结束时", "于本回合结束时",
         "回合结束时")),  # `强化一名单位。回合结束时，解除其强化。` (rules-riftbound.md 19.54)
    _kw("AS_EXTRA_COST", "作为打出我的额外费用", "as an additional cost", "structure", "", None, ("作为打出此牌的额外费用", "作为额外费用")),
    _kw("LET", "让", "make (someone do)", "structure", "", None, ("使",)),
    _kw("TAKE", "将", "take (an object)", "structure", "", None, ("把", "直接将")),
    _kw("THEN_ADV", "便", "then (after a count)", "structure", "", None, ("就",)),
    _kw("OF", "的", "of", "structure"),
    _kw("ON", "上", "on", "structure", "", None, ("身上",)),
    _kw("TO_WORD", "到", "to", "structure"),
    _kw("IS", "是", "is", "structure", "", None, ("为",)),
    # events
    _kw("PLAY", "打出", "play", "verb", "", None, ("召唤", "额外打出")),
    _kw("PLAY_FACEDOWN", "将我从正面朝下的状态打出", "play me from face down", "event", "", None,
        ("从正面朝下状态中打出此牌", "从正面朝下状态中打出我", "将我从正面朝下状态中打出", "从正面朝下的状态打出此牌")),
    _kw("SELECT_AS_TARGET", "选为目标", "choose as a target", "event", "", None, ("选为法术目标", "选作目标", "选为技能目标")),
    _kw("IN_COMBAT", "在战斗中", "in combat", "event"),
    _kw("TAKE_ME_PLAY", "将我打出", "play me", "event"),
    _kw("ATTACK", "进攻", "attack", "event"),
    _kw("DEFEND", "防守", "defend", "event"),
    _kw("CONQUER", "征服", "conquer", "event"),
    _kw("HOLD", "据守", "hold", "event"),
    _kw("MOVE_EV", "移动", "move", "event"),
    _kw("MOVE_TO_HERE", "移动到此处", "move here", "event"),
    _kw("MOVE_AWAY", "从一处战场向其他位置移动", "move away from a battlefield", "event", "", None,
        ("从战场向其他位置移动", "从一处战场移走")),
    _kw("OR_WHEN", "，或当", "or when (a second trigger)", "structure", "", None, ("，或每当",)),
    _kw("YOU_OR_ALLY", "你或一名盟友", "you or an ally", "event", "", None, ("你或你的盟友",)),
    _kw("WHILE_ON_BOARD", "当我在场上时", "while I am on the board", "structure", "", None, ("在我位于场上时",)),
    _kw("BE_KILLED", "被摧毁", "be killed", "event"),
    _kw("WIN_COMBAT", "赢得一场战斗", "win a combat", "event", "", None, ("赢得战斗",)),
    _kw("BECOME", "变为", "become", "verb"),
    _kw("AS_TARGET", "为目标", "as a target", "event"),
    _kw("HIDE_CARD", "布置一张待命牌", "hide a card", "event", "", None, ("布置一张{{待命}}牌",)),
    _kw("ATTACH_EQUIP", "贴附武装", "attach equipment", "event"),
    _kw("SCORE_EV", "得分", "score", "event"),
    _kw("SHOWDOWN_HERE", "法术对决在此处开始", "a showdown begins here", "event", "", None, ("法术对决在此开始",)),
    _kw("THIRD_MOVE", "在一个回合内进行了第三次移动", "made a third move in one turn", "event", "", None,
        ("在一个回合内进行了第三次移动时", "在同一回合内进行了第三次移动", "在同一回合内进行了第三次移动时")),
    # `当我每回合首次移动时` `当我每回合第二次移动时` (rules-riftbound.md 13.40(b)): the unit's nth move this turn
    _kw("NTH_MOVE", "每回合首次移动", "moves for the first (second) time each turn", "event", "", None,
        ("每回合第一次移动", "每回合第二次移动", "在每回合首次移动", "在每回合第二次移动")),
    _kw("IN_OPP_TURN", "在对手的回合内", "in an opponent's turn", "event", "", None, ("在对手的回合中",)),
    _kw("FACEDOWN_PLAYED", "从正面朝下的状态打出", "play from face down", "event", "", None, ("从正面朝下状态中打出",)),
    _kw("BACKLINE_TEXT", "我在战斗中最后承担伤害", "I take combat damage last (Backline)", "keyword"),
    _kw("TANK_TEXT", "我在战斗中首先承担伤害", "I take combat damage first (Tank)", "keyword"),
    _kw("RECYCLE_EV", "回收任意数量的卡牌", "recycle any number of cards", "event", "", None,
        ("回收任意数量的牌", "回收一张或多张卡牌", "回收卡牌")),
    # conditions
    _kw("CONTROL", "控制", "control", "condition", "", None, ("场上拥有", "拥有", "控制着", "控制有", "场上有",
                                                               "已控制", "已经控制", "已控制着")),
    _kw("NOT_LESS_THAN", "不少于", "at least", "comparator", "", ">=", ("不低于", "至少")),
    _kw("NOT_MORE_THAN", "不高于", "at most", "comparator", "", "<=", ("不超过", "不多于")),
    _kw("IS_ATTACKER", "是进攻方", "is an attacker", "condition", "", None, ("为进攻方",)),
    _kw("IS_DEFENDER", "是防守方", "is a defender", "condition", "", None, ("为防守方",)),
    _kw("ALONE", "落单", "alone", "condition", "", None, ("独自进攻或防守一处战场", "独自进攻或防守")),
    _kw("AT_BATTLEFIELD", "位于战场上", "at a battlefield", "condition", "", None, ("位于战场", "在战场上", "位于战场中")),
    _kw("HAS_NO_HAND", "没有手牌", "has no cards in hand", "condition"),
    _kw("PAID_EXTRA", "支付了该额外费用", "paid the additional cost", "condition", "", None, ("支付了额外费用", "支付了我的额外费用", "支付了此牌的额外费用")),
    _kw("EQUIPPED", "已装配武装", "is equipped", "condition", "", None, ("已装配",)),
    _kw("PAID_MANA", "为我支付的法力", "the mana paid for me", "condition", "", None, ("为此牌支付了", "为此牌支付的法力")),
    _kw("SPENT_MANA", "消耗了", "spent", "condition"),
    _kw("MANA_WORD", "法力", "mana", "resource"),
    _kw("TARGETS", "以", "targets", "condition"),
    _kw("UNIT_KILLED_THIS_TURN", "本回合内有单位被摧毁", "a unit died this turn", "condition", "", None,
        ("本回合有单位被摧毁",)),
    _kw("ENEMY_KILLED_THIS_TURN", "本回合内有一名敌方单位被摧毁", "an enemy unit died this turn", "condition", "", None,
        ("本回合有一名敌方单位被摧毁", "本回合内有敌方单位被摧毁")),
    _kw("FRIEND_KILLED_THIS_TURN", "本回合内有一名友方单位被摧毁", "a friendly unit died this turn", "condition", "", None,
        ("本回合有一名友方单位被摧毁", "本回合内有友方单位被摧毁", "在本回合内有友方单位被摧毁", "在本回合内有一名友方单位被摧毁")),
    # rift15a: `本回合内，如果一名友方单位在你的开始阶段被摧毁` (rules-riftbound.md 22.181): died in your start phase
    _kw("FRIEND_KILLED_AT_START", "一名友方单位在你的开始阶段被摧毁", "a friendly unit died in your start phase this turn",
        "condition", "", None, ("有友方单位在你的开始阶段被摧毁", "有一名友方单位在你的开始阶段被摧毁",
                                "本回合内有友方单位在你的开始阶段被摧毁", "本回合有友方单位在你的开始阶段被摧毁",
                                "一名友方单位在你的开始阶段中被摧毁", "一名友方单位于你的开始阶段被摧毁",
                                "有友方单位于你的开始阶段被摧毁", "有一名友方单位于你的开始阶段被摧毁")),
    # `如果本回合内有友方单位或装备被摧毁` (rules-riftbound.md 22.127): a friendly unit or gear died this turn
    _kw("FRIEND_OR_GEAR_KILLED_THIS_TURN", "本回合内有友方单位或装备被摧毁", "a friendly unit or gear died this turn", "condition", "", None,
        ("本回合有友方单位或装备被摧毁", "在本回合内有友方单位或装备被摧毁", "本回合内有一名友方单位或一件友方装备被摧毁")),
    _kw("THIS_CONTROLLED", "此战场受你控制", "you control this battlefield", "condition", "", None, ("你控制此战场",)),
    _kw("HAS_BUFF", "拥有增益", "has a buff", "condition", "", None, ("拥有{{增益}}",)),
    _kw("HAND_FEWER", "你的手牌不足", "you have fewer cards in hand than", "condition", "", None, ("你的手牌少于",)),
    _kw("HERE_HAS", "此处有", "there is here", "condition", "", None, ("此处存在", "在此处有", "在此处拥有", "在此处控制",
                                                                         "在此处控制着", "此处拥有", "在此拥有", "在此控制")),
    _kw("SPENT_THIS_TURN", "在本回合消耗了", "spent this turn", "condition", "", None, ("在本回合内消耗了", "本回合消耗了")),
    _kw("FOR_A_SPELL", "的费用来打出一个法术", "(mana) to play a spell", "condition", "", None, ("的法力来打出一个法术",)),
    _kw("NO_COMBAT_DAMAGE", "无法造成战斗伤害", "can't deal combat damage", "restriction", "", None, ("不能造成战斗伤害",)),
    _kw("UNTARGETABLE", "敌方法术和技能无法将我选作目标", "enemy spells and abilities can't choose me", "restriction", "", None,
        ("敌方法术或技能无法将我选作目标", "我无法被敌方法术或技能选作目标", "我无法被敌方法术和技能选作目标")),
    _kw("CANNOT_SCORE", "无法得分", "can't score", "restriction", "", None, ("不能得分",)),
    _kw("DAMAGE_BONUS_YOURS", "你的法术和技能造成的伤害", "damage your spells and abilities deal", "restriction", "", None,
        ("你的法术和技能所造成的伤害", "你的法术或技能造成的伤害")),
    _kw("DAMAGE_BONUS_HERE", "以此处的单位作为目标的法术或技能，造成的伤害", "damage of spells and abilities targeting units here",
        "restriction", "", None, ("以此处的单位作为目标的法术或技能造成的伤害", "以此处的单位为目标的法术或技能，造成的伤害",
                                  "以此处的单位为目标的法术或技能造成的伤害")),
    _kw("MOVE_IN_ANYWHERE", "可从任意位置移动到此处", "may move here from anywhere", "restriction", "", None,
        ("可以从任意位置移动到此处", "能从任意位置移动到此处")),
    _kw("NO_MOVE_TO_BASE", "无法从此处移动到基地", "can't move from here to base", "restriction", "", None,
        ("不能从此处移动到基地",)),
    _kw("BASE_HAS", "你的基地中有", "there are in your base", "condition", "", None, ("你的基地中拥有",)),
    _kw("AT_THAT_BF", "在该战场上", "at that battlefield", "condition", "", None, ("在此战场上", "在该战场")),
    _kw("OPP_NEAR_WIN", "对手得分距离胜利得分", "an opponent is this close to the winning score", "condition", "", None,
        ("一名对手得分距离胜利得分", "对手距离胜利得分")),
    _kw("GAINED_XP", "你已在本回合内获得了经验值", "you gained XP this turn", "condition", "", None,
        ("你在本回合内获得了经验值", "你已在本回合内获得了经验", "你本回合获得过经验")),
    _kw("FAILED", "你无法达成", "you couldn't", "condition", "", None, ("你无法做到", "你未能达成")),
    _kw("FAILED_WAY", "你无法以此方式", "you couldn't this way", "condition", "", None, ("你未能以此方式",)),
    _kw("IT_KILLED_BY_THIS", "该单位被此法术摧毁", "that unit was killed by this spell", "condition", "", None,
        ("它被此法术摧毁", "其被此法术摧毁", "该单位被此技能摧毁")),
    _kw("TOTAL_MIGHT", "的总计战力", "the total might of", "condition", "", None, ("的战力总和", "的总战力")),
    _kw("PLAYED_OTHER", "本回合已打出过其他卡牌", "played another card this turn", "condition", "", None,
        ("本回合已打出过其他牌",)),
    # verbs
    _kw("DRAW", "抽", "draw", "verb"),
    _kw("TO", "对", "to (a target of damage)", "verb"),
    _kw("DEAL", "造成", "deal", "verb", "", None, ("各造成",)),
    _kw("DAMAGE", "伤害", "damage", "verb", "", None, ("伤害，不分敌我",)),
    _kw("POINT_WORD", "点", "point (of damage)", "measure"),
    _kw("EQUAL_MY_MIGHT", "等同于我战力的", "equal to my might", "amount", "", None, ("等同于我的战力的",)),
    _kw("EQUAL_CHOSEN_MIGHT", "等同于所选单位战力的", "equal to the chosen unit's might", "amount", "", None,
        ("等同于该友方单位战力的", "等同于该友方单位的战力的", "等同于所选单位的战力的")),
    _kw("GAIN", "获得", "gain", "verb", "", None, ("额外获得",)),
    _kw("GIVE", "给予", "give", "verb"),
    _kw("KILL", "摧毁", "kill", "verb"),
    _kw("BANISH", "放逐", "banish", "verb"),
    _kw("RECALL", "召回", "recall", "verb"),
    _kw("RECALL_EXHAUSTED", "以休眠状态将其召回", "recall it exhausted", "verb", "", None, ("以休眠状态将它召回",)),
    _kw("REMOVE_DAMAGE", "移除其所受伤害", "remove its damage", "verb", "", None, ("移除其所受的伤害", "移除它所受的伤害")),
    _kw("COUNTER", "无效化", "counter", "verb"),
    _kw("READY", "活跃状态", "ready", "state"),
    _kw("EXHAUSTED", "休眠状态", "exhausted", "state"),
    _kw("ENTER_READY", "以活跃状态进场", "enters ready", "verb"),
    _kw("ENTER_EXHAUSTED", "以休眠状态进场", "enters exhausted", "verb"),
    # `使赢得游戏所需的分数+1` (rules-riftbound.md 16.11)
    _kw("WIN_TARGET", "使赢得游戏所需的分数", "the points needed to win", "structure", "", None,
        ("赢得游戏所需的分数", "获胜所需的分数", "让赢得游戏所需的分数", "使赢得对局所需的分数")),
    # `未拥有{{瞬息}}的友方单位` (rules-riftbound.md 9.4(j))
    _kw("NOT_HAVING", "未拥有", "not having", "filter", "", None, ("不拥有", "没有")),
    _kw("PLAY_TO_ATTACKED", "可以被打出到你正在进攻的战场", "may be played to a battlefield you are attacking", "verb", "", None,
        ("可以打出到你正在进攻的战场",)),
    _kw("RETURN_HAND", "返回其所属的手牌", "return to its owner's hand", "verb", "", None,
        ("返回所属的手牌", "返回其所有者的手牌", "返回手牌", "返回你的手牌")),
    _kw("CHANNEL", "召出", "channel", "verb", "", None, ("额外召出",)),
    _kw("EXHAUSTED_ADJ", "休眠的", "exhausted (adjective)", "state", "", None, ("一个休眠的",)),
    _kw("RUNE", "符文", "rune", "noun"),
    _kw("ACTIVE_ADJ", "处于活跃状态的", "ready (adjective)", "state", "", None, ("活跃状态的", "活跃的")),
    _kw("IGNORE_COST", "无视其费用", "ignoring its cost", "verb"),
    _kw("IGNORE_OWN_COST", "无视此法术的费用", "ignore this spell's cost", "verb", "", None, ("无视此牌的费用", "无视我的费用")),
    _kw("DO", "进行", "do", "verb"),
    _kw("DISCARD", "弃置", "discard", "verb", "", None, ("额外弃置",)),
    # `每当你弃置任意数量的手牌时` `当你弃置我时` (rules-riftbound.md 17.2(a), 17.2(b))
    _kw("DISCARD_ANY", "弃置任意数量的手牌", "discard any number of cards", "event", "", None, ("弃置一张或多张手牌", "弃置手牌")),
    _kw("DISCARD_ME", "弃置我", "discard me", "event", "", None, ("弃置此牌",)),
    _kw("PLAY_ME_TO_BOARD", "将我打出到场上", "play me onto the board", "verb", "", None, ("将此牌打出到场上",)),
    _kw("HAND", "手牌", "hand", "zone"),
    _kw("RECYCLE", "回收", "recycle", "verb"),
    _kw("FROM_ANY_TRASH", "从任意废牌堆中", "from any trash", "zone", "", None, ("从任意废牌堆", "从任意玩家的废牌堆中")),
    _kw("FROM_TRASH", "从你的废牌堆中", "from your trash", "zone", "", None, ("从你的废牌堆",)),
    _kw("LOOK_TOP", "查看你主牌堆顶部的", "look at the top of your main deck", "verb", "", None, ("查看主牌堆顶部的", "查看你的主牌堆顶部的", "查看你主牌堆顶的", "查看你的主牌堆顶的", "查看主牌堆顶的")),
    _kw("REVEAL_TOP", "展示你主牌堆顶部的", "reveal the top of your main deck", "verb", "", None,
        ("展示你的主牌堆顶部的", "展示主牌堆顶部的")),
    _kw("TAKE_LOOKED", "抽取其中一张", "draw one of them", "verb", "", None, ("抽取其中的一张", "将其中一张加入手牌")),
    _kw("RECYCLE_REST", "回收其余卡牌", "recycle the rest", "verb", "", None,
        ("回收其余的卡牌", "回收其余的牌", "回收其余牌", "回收另一张卡牌", "回收另一张牌")),
    _kw("FROM_AMONG", "从中", "from among them (the cards looked at)", "zone", "", None,
        ("从其中", "从这两张牌中", "从这三张牌中", "从这四张牌中", "从这五张牌中", "从这些牌中", "从这些卡牌中",
         "从这两张卡牌中", "从这三张卡牌中", "从这四张卡牌中", "从这五张卡牌中", "从查看的牌中")),
    _kw("REVEAL", "展示", "reveal", "verb"),
    _kw("TAKE_IT", "抽取该卡牌", "draw that card (a card looked at)", "verb", "", None,
        ("抽取该牌", "抽取这张牌", "将该卡牌加入手牌", "将该牌加入手牌", "将其加入手牌")),
    _kw("PUT_BACK", "将其余的卡牌按任意顺序放回原处", "put the rest back in any order", "verb", "", None,
        ("将其余卡牌按任意顺序放回原处", "将其余的牌按任意顺序放回原处", "将其余的卡牌按任意顺序放回", "将其余卡牌按任意顺序放回",
         "将其余的卡牌以任意顺序放回原处", "将其余卡牌以任意顺序放回主牌堆顶部", "将其余的卡牌按任意顺序放回主牌堆顶部")),
    _kw("LOOK_HAND", "查看其手牌", "look at their hand", "verb"),
    _kw("PAY", "支付", "pay", "verb", "", None, ("额外支付",)),
    _kw("SPEND", "消耗", "spend", "verb"),
    _kw("XP", "经验", "XP", "resource", "", None, ("点经验", "经验值")),
    _kw("DETACH", "卸除", "detach", "verb"),
    _kw("PREVENT", "防止接下来将对", "prevent the next damage to", "verb"),
    _kw("CAUSED", "造成的", "dealt", "verb"),
    _kw("SKILL_COST_REDUCE", "此技能费用减少", "this ability costs less", "verb", "", None, ("此技能的费用减少", "此技能的法力费用减少")),
    _kw("COST_MINUS_MINE", "将我的法力费用减去", "my mana cost minus", "verb", "", None, ("将我的费用减去",)),
    _kw("TOP_MIGHT_YOURS", "你所控制单位中的最高战力值", "the highest might among your units", "amount", "", None,
        ("你所控制的单位中的最高战力值", "你控制的单位中的最高战力值", "你所控制单位中的最高战力")),
    _kw("IS_MY_MANA", "，即为打出我所需的法力", "is the mana needed to play me", "structure", "", None,
        ("，即为打出我所需的费用", "，即为打出我所需的法力费用")),
    _kw("COST_REDUCE", "的费用减少", "costs less", "verb", "", None, ("的费用便减少", "的费用就减少", "法力费用减少", "的法力费用减少",
                                                                "费用减少")),
    _kw("FLOOR", "不得低于", "to no less than", "structure"),
    _kw("MIGHT_DOUBLE", "战力翻倍", "double might", "verb"),
    _kw("ATTACH_TO", "贴附到", "attach to", "verb"),
    _kw("MOVE_TO", "移动到", "move to", "verb"),
    _kw("HER_BASE", "其所属的基地", "its owner's base", "zone", "", None, ("其所有者的基地", "其控制者的基地", "其基地")),
    _kw("YOUR_BASE", "你的基地", "your base", "zone"),
    _kw("HERE", "此处", "here", "zone", "", None, ("相同的战场", "同一处战场", "我所处的战场")),
    _kw("MIGHT_WORD", "战力", "might (word)", "noun"),
    _kw("TOKEN_WORD", "指示物", "token", "noun"),
    _kw("TOKEN_UNIT", "指示物单位", "token unit", "noun"),
    _kw("EQUIPMENT_TOKEN", "装备指示物", "gear token", "noun"),
    _kw("IT_HAS", "它拥有", "it has", "structure", "", None, ("并拥有", "它们拥有")),
    _kw("COMMA_IT_HAS", "，它拥有", "(a token played somewhere) it has", "structure", "", None, ("，它们拥有",)),
    _kw("POINT", "分", "point (score)", "resource"),
    _kw("MEASURE", "名", "measure word", "measure", "", None, ("件", "个", "张", "处", "枚", "次", "种")),
    # selectors
    _kw("PRONOUN", "我", "me (the card)", "reference", "", None,
        ("它们", "它", "其控制者", "其", "该单位", "此牌", "此装备", "此法术", "该法术", "此战场", "该战场", "你", "该玩家", "该对手",
         "每名玩家", "所有玩家", "这些单位", "该单位牌", "所选单位", "该友方单位", "所选择的单位")),
    _kw("QUANT", "所有", "all", "quantity", "", None, ("任意数量的", "任意数量", "最多", "每名", "每件", "每个", "全部", "任意")),
    _kw("MOD", "敌方", "enemy", "filter", "", None,
        ("友方", "另一名", "其他", "进攻方", "防守方", "已受伤的", "落单的", "非指示物", "处于休眠状态的", "休眠", "活跃",
         "受你控制的", "你控制的", "对手控制的", "其他的", "另一处", "自己控制的", "由你控制的",
         "敌方控制的", "敌方占领的", "对手占领的")),
    _kw("LOCATION", "此处的", "here (of)", "filter", "", None, ("战场上的", "战场上", "战场中的", "战场中", "战场的", "基地中的", "该处的", "你基地中的", "此处所有", "你此处的",
                                                            "位于此处且", "位于此处的", "该战场上的", "该战场上")),
    _kw("USE_SPELL", "使用法术", "use a spell (on a target)", "event", "", None, ("使用一个法术", "打出法术", "使用一张法术牌")),
    _kw("DRAW_NTH", "在每回合内抽第", "draw the nth card in a turn", "event", "", None, ("在一个回合内抽第", "每回合抽第", "在每个回合内抽第")),
    _kw("TAKE_DAMAGE", "承受伤害", "take damage", "event", "", None, ("受到伤害",)),
    _kw("ALL_BUFFS_GIVE", "所有增益可额外给予", "every buff also gives", "verb", "", None, ("所有增益额外给予", "每个增益可额外给予")),
    _kw("COST_CAP", "，但其费用不得高于", "but its cost may be no more than", "filter", "", None,
        ("，但其费用不高于", "，其费用不得高于", "，且其费用不得高于")),
    _kw("ALSO_CAP", "，也不得高于", "nor more than", "filter", "", None, ("，且不得高于", "，也不高于")),
    _kw("EQUIPPED_ADJ", "配装的", "equipped (a unit with gear attached)", "filter", "", None, ("已配装的", "贴附了武装的")),
    _kw("GEAR_OF_CHOSEN", "所选单位的", "(gear) attached to the chosen unit", "filter", "", None, ("该友方单位的",)),
    _kw("OPEN_ADJ", "开放的", "open (no one controls it)", "filter", "", None, ("无人控制的", "未受控制的")),
    _kw("MIGHT_BELOW_ME", "战力低于我的", "with less might than me", "filter", "", None, ("战力比我低的",)),
    _kw("MIGHT_BELOW_CHOSEN", "战力低于所选单位的", "with less might than the chosen unit", "filter", "", None,
        ("战力低于该单位的",)),
    _kw("YOUR", "你的", "your", "filter"),
    _kw("TAG_WORD", "属性", "tag", "filter"),
    _kw("OPPONENT_OF", "对手的", "an opponent's", "filter"),
    _kw("COST_WORD", "费用", "cost", "filter", "", None, ("法力费用",)),
    _kw("POWER_COST_WORD", "符能费用", "power cost", "filter"),
    _kw("UNIT", "单位", "unit", "noun"),
    _kw("EQUIPMENT", "装备", "gear", "noun"),
    _kw("ARMAMENT", "武装", "equipment", "noun"),
    _kw("SPELL", "法术", "spell", "noun"),
    _kw("SPELL_CARD", "法术牌", "spell card", "noun"),
    _kw("SPELL_OR_SKILL", "法术或技能", "spell or ability", "noun"),
    _kw("BATTLEFIELD", "战场", "battlefield", "noun"),
    _kw("CARD", "牌", "card", "noun", "", None, ("卡牌",)),
    _kw("OPPONENT", "对手", "opponent", "noun"),
    _kw("PLAYER", "玩家", "player", "noun"),
    _kw("RES_LIMIT", "此法力只能用于打出单位", "only to play units", "structure", "", None,
        ("此符能只能用于支付符能费用", "用以支付符能费用", "但仅可用于打出法术", "此法力只能用于打出法术",
         "此法力仅可在法术对决期间消耗")),
)


# rift8: lasting rule changes, static conditions and finer events (rules-riftbound.md 10.12, 16.11, 17.2(a))
KEYWORDS = (*KEYWORDS,
    _kw("GEAR_GIVES", "都会提供", "gives (each piece of gear, to its host)", "restriction", "", None, ("都提供", "会提供", "提供")),
    _kw("DOUBLE_BASE", "双倍基础战力加成", "twice its base might bonus", "restriction", "", None,
        ("双倍的基础战力加成", "两倍基础战力加成")),
    _kw("EQUAL_TO", "等同于", "equal to (a count)", "amount"),
    _kw("COUNT_OF", "数量的", "the number of", "amount", "", None, ("的数量的",)),
    _kw("KW_VALUE", "数值", "(a keyword's) value", "amount", "", None, ("值",)),
    _kw("ONLY_ONE_DEFENDS", "你只有一名友方单位防守一处战场", "a battlefield you defend with one unit only", "condition", "", None,
        ("你只有一名单位防守一处战场", "你只有一名友方单位防守战场")),
    _kw("ONLY_ONE_ATTACKS", "你只有一名友方单位进攻一处战场", "a battlefield you attack with one unit only", "condition", "", None,
        ("你只有一名单位进攻一处战场", "你只有一名友方单位进攻战场")),
    _kw("IF_LACKING", "如未拥有", "if it lacks", "condition", "", None, ("如果未拥有", "若未拥有", "如果没有")),
    _kw("ONLY_ONE_THERE", "是你在该处唯一控制的单位", "is the only unit you control there", "condition", "", None,
        ("是你在此处唯一控制的单位", "是你在该处控制的唯一单位", "是你在该战场唯一控制的单位")),
    _kw("OWN", "自己的", "their own (of the player acting)", "filter", "", None, ("自己",)),
    _kw("REPEAT_PLAY_EFFECT", "重复此装备的打出效果", "repeat this card's play effect", "verb", "", None,
        ("重复此牌的打出效果", "重复我的打出效果", "重复此单位的打出效果", "重复此装备的打出时效果")),
    _kw("ASSIGNED_TO_ENEMY", "给敌方单位分配了", "assigned to enemy units", "condition", "", None, ("对敌方单位分配了", "向敌方单位分配了")),
    _kw("EXCESS_DAMAGE", "点的过量伤害", "points of excess damage", "condition", "", None, ("点过量伤害",)),
    _kw("LONE_DEFENDER_HERE", "防守此处的单位落单", "the unit defending here is alone", "condition", "", None,
        ("防守此处的单位为落单状态", "在此处防守的单位落单")),
    _kw("TOGETHER_ATTACK", "和另一名单位一起进攻一处战场", "attacks a battlefield together with another unit", "condition", "", None,
        ("与另一名单位一起进攻一处战场", "和其他单位一起进攻一处战场", "和另一名单位一起进攻")),
    _kw("AT_MY_BF_OF", "在我所处战场的", "at my battlefield (of)", "restriction", "", None, ("在我所在战场的", "在我所处的战场的")),
    _kw("NO_TRIGGER", "效果不会触发", "does not trigger", "restriction", "", None, ("效果不触发", "效果无法触发")),
    _kw("AT_THIS", "在此", "here (short)", "condition", "", None, ("在这里",)),
    _kw("WIN_GAME", "赢得游戏胜利", "win the game", "verb", "", None, ("赢得游戏", "赢得本局游戏")),
    _kw("EQUAL_DISCARDED_COST", "等同于被弃置手牌的法力费用的", "equal to the discarded card's mana cost", "amount", "", None,
        ("等同于被弃置卡牌的法力费用的", "等同于被弃置手牌法力费用的", "等同于所弃置手牌的法力费用的", "等同于被弃置的牌的法力费用的")),
)

# ---- rift9: costs of any size (rules-riftbound.md 7.9) -------------------------------------------
KEYWORDS = (*KEYWORDS,
    _kw("PAY_ANY", "支付任意数量的", "pay any number of", "verb", "", None, ("支付任意数目的", "支付任意多的")),
    _kw("EQUAL_PAID_AMOUNT", "等同于该数量的", "equal to that number", "amount", "", None,
        ("等同于该数目的", "等同于支付数量的", "等同于所支付数量的")),
)

# ---- rift9: playing what the card banished (rules-riftbound.md 17.4(a)) ----------------------------
KEYWORDS = (*KEYWORDS,
    _kw("BANISHED_THIS_WAY", "以此方式放逐的", "banished this way", "filter", "", None,
        ("以此方式被放逐的", "通过此方式放逐的", "被此牌放逐的")),
)

# rift10: timed bans, what a player may not do for the rest of the turn (rules-riftbound.md 10.7(d))
KEYWORDS = (*KEYWORDS,
    _kw("BAN_SPELLS", "无法打出法术", "can't play spells", "verb", "", None, ("不能打出法术", "无法打出任何法术")),
    _kw("BAN_MOVE", "无法移动", "can't move", "verb", "", None, ("不能移动",)),
    # `并{{眩晕}}其所在位置的一名敌方单位`: at the place of the object chosen just before (rules-riftbound.md 9.4(o))
    _kw("AT_ITS_PLACE", "其所在位置的", "at its place", "filter", "", None,
        ("其所在位置上的", "它所在位置的", "其所在战场的", "其所在的位置的", "该单位所在位置的", "与其位于同一位置的")),
    # a deathknell's look back at the moment of death (rules-riftbound.md 19.12(a))
    _kw("DIED_ALONE", "被摧毁时处于落单状态", "was alone when it died", "condition", "", None, ("被摧毁时落单",)),
    _kw("DIED_TOGETHER", "被摧毁时未处于落单状态", "was not alone when it died", "condition", "", None,
        ("被摧毁时不处于落单状态", "被摧毁时并未处于落单状态", "被摧毁时未落单", "被摧毁时没有落单")),
    _kw("HERE_HAS_NONE", "此处没有", "there is no … here", "condition", "", None, ("此处不存在", "此处再无", "在此处没有")),
)

# rift11: costs and permissions (rules-riftbound.md 8.11, 9.16, 9.14, 9.15, 19.28)
KEYWORDS = (*KEYWORDS,
    # `我无法变为活跃状态`: not by its controller's awaken, not by an effect, not as it enters (rules-riftbound.md 8.11)
    _kw("CANNOT_READY", "无法变为活跃状态", "can't become ready", "restriction", "", None,
        ("不能变为活跃状态", "无法变成活跃状态")),
    # `从你的废牌堆中打出一个…的法术，无视其法力费用`: only the mana is waived, the power is paid (rules-riftbound.md 9.16)
    _kw("IGNORING_MANA", "，无视其法力费用", "ignoring its mana cost", "verb", "", None,
        ("，无需支付其法力费用", ",无视其法力费用", ",无需支付其法力费用", "，不需支付其法力费用")),
    # `{{装配}}{{3}}{{A}}。此技能的法力费用减少你所选单位的战力。` (rules-riftbound.md 19.28)
    _kw("EQUIP_CUT_BY_MIGHT", "此技能的法力费用减少你所选单位的战力", "this ability costs less by the chosen unit's might",
        "verb", "", None, ("此技能的费用减少你所选单位的战力", "此技能的法力费用减少所选单位的战力")),
    # `你以我为目标的法术费用减少{{1}}` (rules-riftbound.md 9.14)
    _kw("SPELLS_ON_ME", "你以我为目标的法术费用减少", "your spells that choose me cost less", "restriction", "", None,
        ("你选择我作为目标的法术费用减少", "你以我作为目标的法术费用减少", "你以我为目标的法术的费用减少",
         "你以我为目标的法术法力费用减少")),
    # `你的非指示物单位在本回合内的打出费用增加{{1}}` (rules-riftbound.md 9.15)
    _kw("PLAY_COST_UP_TURN", "在本回合内的打出费用增加", "cost more to play this turn", "verb", "", None,
        ("本回合内的打出费用增加", "在本回合内的法力费用增加", "本回合的打出费用增加")),
    # `你可以从中选择一名单位，将它的法力费用减少{{5}}后打出` (rules-riftbound.md 17.16)
    _kw("PLAY_IT_CUT", "将它的法力费用减少", "play it with its mana cost reduced by", "verb", "", None,
        ("将其法力费用减少", "将它的费用减少", "将其费用减少", "将其的法力费用减少")),
    _kw("PLAY_AFTER", "后打出", "(reduced,) then play it", "verb", "", None, ("后将其打出", "后将它打出")),
    # `从你的废牌堆中打出一名法力和符能费用不高于被摧毁单位的单位` (rules-riftbound.md 9.17)
    _kw("COST_NOT_ABOVE_PAID", "法力和符能费用不高于被摧毁单位的", "costing no more than the unit destroyed for the cost",
        "filter", "", None, ("法力和符能费用均不高于被摧毁单位的", "费用不高于被摧毁单位的", "法力与符能费用不高于被摧毁单位的")),
    # `…从你的废牌堆中打出一个…的法术…。打出该法术后，将其回收。` (rules-riftbound.md 17.17)
    _kw("AFTER_PLAYING_IT", "打出该法术后", "after that spell is played", "structure", "", None, ("打出该法术之后", "该法术结算后")),
    _kw("RECYCLE_IT", "将其回收", "recycle it", "verb", "", None, ("将该法术回收", "回收该法术", "将它回收")),
    # `如果我处于战斗中，则所有友方法术的费用减少{{1}}和{{A}}，不得低于{{1}}，而所有敌方法术的费用增加{{1}}和{{A}}` (9.18)
    _kw("IN_COMBAT_NOW", "处于战斗中", "is in combat", "condition", "", None, ("正处于战斗中", "正在战斗中")),
    _kw("COST_UP", "的费用增加", "costs more", "verb", "", None, ("的法力费用增加", "的费用便增加")),
)

# rift12: conventions of the catalog's fourth sample (docs/riftbound.md part 8, rift12)
KEYWORDS = (*KEYWORDS,
    # `{{眩晕}}一名正在进攻的敌方单位`: a unit attacking (defending) now (rules-riftbound.md 9.4(p))
    _kw("IN_COMBAT_ROLE", "正在进攻的", "attacking (now)", "filter", "", None, ("进攻中的", "正在防守的", "防守中的",
        # rift17: `战斗中的所有敌方单位`: attacking or defending now (rules-riftbound.md 9.22)
        "战斗中的", "处于战斗中的", "参与战斗的", "正在战斗的", "正处于战斗中的",
        # rift15a: `在战斗中的友方单位` (rules-riftbound.md 22.180)
        "在战斗中的", "正在战斗中的")),
    # `如果它已经被眩晕，则改为…`: the state of the unit the sentence before chose, read before it runs (10.3(d))
    _kw("IS_STUNNED", "已经被眩晕", "is already stunned", "condition", "", None, ("已被眩晕", "已经处于眩晕状态", "处于眩晕状态", "此前已被眩晕", "此前已经被眩晕")),
    # `让该处的所有友方单位{{S}}+1，而敌方单位{{S}}-1`: a second subject sharing the first one's place (9.4(q))
    _kw("WHEREAS", "，而", "whereas (a second subject)", "structure", "", None, ("，同时",)),
    # `…，直到回合结束`: the steps before it last this turn (8.9(a))
    _kw("UNTIL_TURN_END", "，直到回合结束", "until the end of turn", "structure", "", None, ("，直至回合结束", "，持续到回合结束")),
    # `你据守此处时的据守效果额外触发一次` (rules-riftbound.md 16.13)
    _kw("HOLD_TWICE", "你据守此处时的据守效果额外触发一次", "hold effects here trigger an additional time", "restriction", "", None,
        ("你据守此处时，据守效果额外触发一次", "你据守此处时的据守效果会额外触发一次")),
    # `你的所有{{绝念}}效果可以额外触发一次` (rules-riftbound.md 19.62): each deathknell of yours once more
    _kw("DEATHKNELL_TWICE", "你的所有{{绝念}}效果可以额外触发一次", "your deathknells trigger an additional time", "restriction", "",
        None, ("你的所有{{绝念}}效果额外触发一次", "你的{{绝念}}效果可以额外触发一次", "你的{{绝念}}效果额外触发一次",
               "你的所有[绝念]效果可以额外触发一次", "你的所有[绝念]效果额外触发一次")),
    # `此处所有友方的{{绝念}}效果额外触发一次` (rules-riftbound.md 22.247): 19.62 for the friendly units dying here
    _kw("DEATHKNELL_TWICE_HERE", "此处所有友方的{{绝念}}效果额外触发一次", "friendly deathknells here trigger an additional time",
        "restriction", "", None, ("此处所有友方的{{绝念}}效果可以额外触发一次", "此处友方的{{绝念}}效果额外触发一次",
                                  "此处所有友方单位的{{绝念}}效果额外触发一次", "此处所有友方的[绝念]效果额外触发一次",
                                  "此处友方单位的{{绝念}}效果额外触发一次")),
    # `你征服此处时的征服效果额外触发一次` (rules-riftbound.md 16.21): the same for the conquer effects
    _kw("CONQUER_TWICE", "你征服此处时的征服效果额外触发一次", "conquer effects here trigger an additional time", "restriction", "", None,
        ("你征服此处时，征服效果额外触发一次", "你征服此处时的征服效果会额外触发一次")),
    # `你在下一个主阶段开始时{{获得}}{{A}}` (rules-riftbound.md 7.5(d)): the pool is emptied after the draw phase
    _kw("AT_NEXT_MAIN", "在下一个主阶段开始时", "at the start of the next main phase", "structure", "", None,
        ("于下一个主阶段开始时", "在你的下一个主阶段开始时")),
    # `当此处的一名单位返回到一名玩家的手牌时` (rules-riftbound.md 10.4(o))
    _kw("RETURNED_TO_HAND", "返回到一名玩家的手牌", "returns to a player's hand", "event", "", None,
        ("返回到其所属的手牌", "返回到其所有者的手牌", "返回到手牌")),
    # `将自己在此处控制的另一名单位移动到其基地` (rules-riftbound.md 9.4(r))
    _kw("OWN_HERE", "自己在此处控制的", "one's own here", "filter", "", None, ("自己在此处的", "其在此处控制的")),
    # `如果你有且仅有四张手牌，且你在各处战场上有且仅有四名单位` (rules-riftbound.md 22.6(g))
    _kw("EXACTLY", "有且仅有", "has exactly", "condition", "", None, ("恰好有", "正好有")),
    _kw("AT_ALL_BFS", "在各处战场上", "at battlefields (all together)", "filter", "", None, ("在所有战场上",)),
    _kw("WIN_NOW", "立即赢得对局", "win the game now", "verb", "", None, ("赢得对局", "立即赢得游戏")),
)

# rift12: `打出此牌时，宣告一种属性标签。` `…具有该属性标签的单位…` (rules-riftbound.md 10.13)
KEYWORDS = (*KEYWORDS,
    _kw("DECLARE_TAG", "宣告一种属性标签", "name a tag", "verb", "", None, ("宣告一个属性标签", "宣告一种属性")),
    _kw("DECLARED_TAG", "具有该属性标签的", "with the named tag", "filter", "", None, ("拥有该属性标签的", "带有该属性标签的")),
)

# rift12: copies (rules-riftbound.md 17.14(a)): `在此处打出两名“映像”。它们变为我的复制体。`
KEYWORDS = (*KEYWORDS,
    _kw("COPY_OF", "的复制体", "a copy of", "verb", "", None, ("的一名复制体", "的复制品")),
    # `在该处打出一名处于活跃状态的“映像”。该“映像”变为该处另一名单位的复制体。` (17.14(a))
    _kw("AT_THERE", "在该处", "there (the event's battlefield)", "structure", "", None, ("在该战场",)),
    _kw("THE_TOKEN", "该「映像」", "that Reflection (just played)", "reference", "", None, ("该映像", "这些「映像」")),
    _kw("THERE_OF", "该处", "there (of)", "filter"),
)

# rift12: `如果我在场上，则每当你的另一名非“随从”单位被摧毁时，…` (rules-riftbound.md 22.7(a))
KEYWORDS = (*KEYWORDS,
    _kw("ON_BOARD", "在场上", "on the board", "condition", "", None, ("位于场上",)),
    _kw("NON", "非", "not (a tag)", "filter"),
)

# rift12: `如果你支付了我的额外费用，则你无需以此方式摧毁一名单位` (rules-riftbound.md 22.7(b))
KEYWORDS = (*KEYWORDS,
    _kw("PAID_MY_EXTRA", "支付了我的额外费用", "paid my additional cost", "condition", "", None, ("支付了此牌的额外费用",)),
    _kw("NO_NEED_THIS_WAY", "无需以此方式", "need not (in this way)", "structure", "", None, ("不必以此方式", "不需要以此方式", "无须以此方式", "不需以此方式")),
)

# rift12: `将该战场替换为一个“草丛”战场指示物` and `使用被此牌替代的战场来替代此牌` (rules-riftbound.md 15.6)
KEYWORDS = (*KEYWORDS,
    _kw("REPLACE_WITH", "替换为", "replace with", "verb", "", None, ("替换成",)),
    _kw("BF_TOKEN", "战场指示物", "battlefield token", "noun"),
    _kw("RESTORE_BF", "使用被此牌替代的战场来替代此牌", "put back the battlefield this replaced", "verb", "", None,
        ("用被此牌替代的战场来替代此牌", "使用被此牌替代的战场替代此牌")),
)

# rift12: `当你在你的回合中将我从正面朝下的状态打出时，你可以选择移动任意一名位于不同位置的敌方单位到我所在的战场。`
# (rules-riftbound.md 13.4(b))
KEYWORDS = (*KEYWORDS,
    _kw("IN_YOUR_TURN", "在你的回合中", "in your turn", "structure", "", None, ("在你的回合内", "于你的回合中")),
    _kw("MOVE_VERB", "移动", "move (verb first)", "verb"),
    _kw("MY_BF", "我所在的战场", "the battlefield I am at", "zone", "", None, ("我所在战场", "我所处的战场")),
    _kw("ELSEWHERE", "位于不同位置的", "at another place", "filter", "", None, ("位于其他位置的", "不同位置的")),
)

# rift12: `放逐一名友方单位，然后让其拥有者将其打出到任意一处战场，无视其费用。` (rules-riftbound.md 17.4(b))
KEYWORDS = (*KEYWORDS,
    _kw("OWNER_OF", "其拥有者", "its owner", "reference", "", None, ("其所有者",)),
)

# rift17: the fifth sample's refusal classes (docs/riftbound.md part 8, rift17)
KEYWORDS = (*KEYWORDS,
    # state conditions (rules-riftbound.md 22.9)
    _kw("HAND_AT_MOST", "你的手牌不超过", "you have at most … cards in hand", "condition", "", None,
        ("你的手牌不多于", "你的手牌数不超过", "你的手牌数量不超过", "你的手牌数不多于", "你手牌不超过", "你手中的牌不超过")),
    _kw("HAND_AT_LEAST", "你的手牌不少于", "you have at least … cards in hand", "condition", "", None,
        ("你的手牌数不少于", "你的手牌数量不少于", "你的手牌至少有", "你手牌不少于", "你的手牌有不少于")),
    # `如果你的符文牌堆为空` (rules-riftbound.md 22.128): no rune left to channel
    _kw("RUNE_DECK_EMPTY", "你的符文牌堆为空", "your rune deck is empty", "condition", "", None,
        ("你的符文牌堆中没有牌", "你的符文牌堆中没有符文", "你的符文牌堆已空", "你的符文牌堆没有牌")),
    # `如果我已在本回合内移动了两次` (rules-riftbound.md 22.128): this unit's moves this turn
    _kw("MOVED_TWICE", "我已在本回合内移动了两次", "I have moved twice this turn", "condition", "", None,
        ("我在本回合内移动了两次", "我已在本回合内移动过两次", "我在本回合内移动过两次", "我本回合已移动了两次",
         "我已在本回合内移动过至少两次", "我在本回合内已移动了两次")),
    _kw("DECK_EMPTY", "你的主牌堆为空", "your main deck is empty", "condition", "", None,
        ("你的主牌堆中没有牌", "你的主牌堆中没有卡牌", "你的主牌堆没有牌", "你的主牌堆已空", "你的主牌堆中已无卡牌")),
    _kw("HAND_EMPTY", "你的手牌为空", "your hand is empty", "condition", "", None, ("你没有手牌", "你的手牌已空")),
    _kw("TRASH_HAS", "你的废牌堆中有", "there are in your trash", "condition", "", None,
        ("你的废牌堆里有", "你废牌堆中有", "你的废牌堆中拥有")),
    _kw("CHAMPION_UNIT", "英雄单位", "champion unit", "noun"),
    # `每名对手各弃置一张手牌` (rules-riftbound.md 22.10(a))
    _kw("EACH_ADV", "各", "each (of the players named)", "structure", "", None, ("各自", "分别")),
)

# rift17: counted amounts (rules-riftbound.md 1.11)
KEYWORDS = (*KEYWORDS,
    _kw("HAND_COUNT", "你的手牌", "your hand (counted)", "amount", "", None, ("你手牌",)),
    _kw("X_VAR", "X", "X (a number named in the same sentence)", "amount", "", None, ("Ｘ",)),
    _kw("X_IS", "X为", "X is", "amount", "", None, ("X等于", "X是", "Ｘ为", "X等同于", "其中X为")),
    _kw("COUNT_END", "数量", "the number (of)", "amount", "", None, ("的数量", "的数目", "数目", "的总数", "总数")),
)

# rift17: connectives, other players, costs, two objects, permissions (rules-riftbound.md 22.8, 22.10(b), 9.20, 17.18, 9.21)
KEYWORDS = (*KEYWORDS,
    _kw("SHOWDOWN_DURING", "在法术对决期间", "during a showdown", "condition", "", None,
        ("在法术对决中", "法术对决期间", "在一场法术对决中", "于法术对决期间", "在法术对决时")),
    _kw("IN_SHOWDOWN_NOW", "正处于法术对决中", "a showdown is under way", "condition", "", None,
        ("处于法术对决中", "正处于法术对决期间", "处于法术对决期间", "正在进行法术对决", "在法术对决期间")),
    _kw("DID_SO", "你这样做", "you did (the optional step before)", "condition", "", None,
        ("你这样做了", "你如此做", "你如此做了", "你这么做", "你这么做了", "你照做", "你已这样做", "你确实这样做")),
    _kw("NOT_DID_SO", "不这样做", "not done (the player before)", "condition", "", None,
        ("其不这样做", "其未这样做", "该玩家不这样做", "该玩家未这样做", "未这样做", "没有这样做", "不如此做", "其没有这样做", "他们不这样做")),
    _kw("UNLESS", "除非", "unless", "structure"),
    _kw("OTHERWISE", "否则", "otherwise", "structure", "", None, ("不然",)),
    _kw("EXHAUST_VERB", "横置", "exhaust (a unit)", "verb", "", None, ("使休眠",)),
    _kw("FIGHT", "相互以自身战力给对方造成伤害", "deal damage equal to their might to each other", "verb", "", None,
        ("互相以自身战力给对方造成伤害", "相互造成伤害", "互相造成伤害", "对彼此造成伤害", "彼此造成伤害",
         "相互造成等同于自身战力的伤害", "互相造成等同于自身战力的伤害", "对彼此造成等同于自身战力的伤害",
         "以自身战力对彼此造成伤害", "相互以自身战力对对方造成伤害", "互相以自身战力对对方造成伤害")),
    _kw("SWAP_PLACES", "交换位置", "swap places", "verb", "", None, ("互换位置", "交换它们的位置", "互换它们的位置", "交换彼此的位置")),
    _kw("SWAP_VERB", "交换", "swap", "verb", "", None, ("互换",)),
    _kw("PLACES_OF", "的位置", "the places of", "structure", "", None, ("所在的位置", "的所在位置")),
    _kw("CONTROL_OF", "的控制权", "control of", "verb", "", None, ("的控制权，直到回合结束", "的控制权直到回合结束")),
    _kw("PLAY_ME_FROM_TRASH", "从废牌堆中打出我", "play me from the trash", "verb", "", None,
        ("从你的废牌堆中打出我", "从废牌堆打出我", "从你的废牌堆打出我", "从废牌堆中打出此牌", "从你的废牌堆中打出此牌",
         "从你的废牌堆中将我打出", "将我从你的废牌堆中打出", "将我从废牌堆中打出")),
)

# rift17b: amounts after the verb (rules-riftbound.md 1.12), play permissions (9.23–9.25)
KEYWORDS = (*KEYWORDS,
    _kw("AMOUNT_IS", "伤害等同于", "the amount is (after the verb)", "amount", "", None,
        ("伤害值等同于", "伤害量等同于", "伤害数值等同于", "其数值等同于", "数值等同于", "数量等同于", "其数量等同于",
         "张数等同于", "抽牌数等同于", "抽牌数量等同于", "伤害为", "伤害值为", "数量为")),
    _kw("MY_MIGHT_TAIL", "我的战力", "my might (after the verb)", "amount", "", None, ("我的战力值", "我战力", "我当前的战力")),
    _kw("ITS_MIGHT_TAIL", "其战力", "its might (after the verb)", "amount", "", None,
        ("其战力值", "它的战力", "该单位的战力", "其自身的战力", "其自身战力", "它的战力值", "该单位战力")),
    _kw("EQUAL_ITS_MIGHT", "等同于其战力的", "equal to its (the damaged unit's) might", "amount", "", None,
        ("等同于其战力值的", "等同于它的战力的", "等同于其自身战力的", "等同于该单位战力的", "等同于它战力的")),
    _kw("AS_IF_ME", "打出我，如同我拥有", "play me as if I had", "verb", "", None,
        ("打出我，如同拥有", "打出我，就如同我拥有", "将我打出，如同我拥有", "如同我拥有", "像我拥有", "就像我拥有",
         "可以如同拥有", "以如同我拥有", "打出我，如同我具有", "如同我具有")),
    _kw("AS_IF_IT", "如同拥有", "as if it had", "verb", "", None,
        ("如同它拥有", "如同其拥有", "就如同它拥有", "如同具有", "如同它具有", "像它拥有", "就像它拥有", "如同该法术拥有")),
    _kw("AS_TAIL", "一样被打出", "(as if …) played", "verb", "", None,
        ("一样打出我", "一样打出", "那样被打出", "那样打出我", "一般被打出", "一样将我打出", "的方式被打出", "一样")),
    _kw("EXTRA_PLAY", "本回合你可以额外打出", "this turn you may play an additional", "verb", "", None,
        ("本回合内你可以额外打出", "在本回合内你可以额外打出", "在本回合中你可以额外打出", "本回合中你可以额外打出",
         "你可以在本回合内额外打出", "你可以在本回合额外打出", "你在本回合内可以额外打出", "你本回合可以额外打出",
         "本回合你可以再打出", "本回合内你可以再打出", "你在本回合内可以再打出", "本回合，你可以额外打出", "本回合内，你可以额外打出",
         "你可以额外打出")),
    _kw("PLAY_FROM_TOP", "从主牌堆顶部打出卡牌", "play cards from the top of the main deck", "verb", "", None,
        ("从你的主牌堆顶部打出卡牌", "从主牌堆顶部打出牌", "从你的主牌堆顶部打出牌", "从你主牌堆顶部打出卡牌", "从你主牌堆顶部打出牌",
         "打出你主牌堆顶部的牌", "打出你的主牌堆顶部的牌", "打出你主牌堆顶部的卡牌", "打出你的主牌堆顶部的卡牌", "打出主牌堆顶部的牌",
         "从主牌堆顶打出卡牌", "从你的主牌堆顶打出卡牌", "从你的主牌堆顶部打出一张牌", "从主牌堆顶部打出一张牌",
         "查看并从你的主牌堆顶部打出卡牌", "查看并从主牌堆顶部打出卡牌", "查看你主牌堆顶部的牌并打出它")),
)

# rift17c: effects, objects, quantities and references (docs/riftbound.md part 8, rift17c)
KEYWORDS = (*KEYWORDS,
    # `每名玩家弃置自己的所有手牌` (rules-riftbound.md 17.21); `每名玩家选择并摧毁一名自己的单位` (22.20)
    _kw("ALL_HAND", "所有手牌", "all the cards of the hand", "amount", "", None, ("全部手牌", "所有的手牌", "全部的手牌", "其所有手牌", "其全部手牌", "各自的所有手牌", "各自的全部手牌", "自己所有的手牌",
                                                                      "他们的所有手牌", "其所有的手牌")),
    _kw("CHOOSE_KILL", "并将其摧毁", "and then destroy the one chosen", "verb", "", None,
        ("，并将其摧毁", "并将它摧毁", "，并将它摧毁", "并摧毁它", "，并摧毁它", "并摧毁之")),
    _kw("CHOOSE_RECALL", "并将其召回", "and then recall the one chosen", "verb", "", None,
        ("，并将其召回", "并将它召回", "，并将它召回", "并召回它", "，并召回它")),
    _kw("CHOOSE_BANISH", "并将其放逐", "and then banish the one chosen", "verb", "", None,
        ("，并将其放逐", "并将它放逐", "，并将它放逐", "并放逐它", "，并放逐它")),
    _kw("CHOOSE_AND", "选择并", "choose and (then act on it)", "structure", "", None, ("选择并且", "各自选择并", "各选择并")),
    # `造成等同于我{{强攻}}数值的伤害` (1.13); `提升我的战力，数值等同于…` (8.12)
    _kw("RAISE", "提升", "raise (might)", "verb", "", None, ("提高", "增加")),
    _kw("MIGHT_POSS", "的战力", "('s) might", "amount", "", None, ("的战力值",)),
    # `本回合该单位受到的所有伤害翻倍` (8.13)
    _kw("DOUBLE_TAKEN", "受到的所有伤害翻倍", "all damage dealt to it is doubled", "verb", "", None,
        ("受到的伤害翻倍", "所受的所有伤害翻倍", "所受伤害翻倍", "受到的所有伤害均翻倍", "受到的全部伤害翻倍", "承受的所有伤害翻倍")),
    # `让这两名单位相互以自身战力对对方造成伤害` (22.21)
    _kw("BOTH_OF_THEM", "这两名单位", "these two units", "reference", "", None,
        ("这两个单位", "这两名", "两者", "二者", "它们两者")),
    # `把我移动到其所在位置，再将其移动到我原来的位置` (13.10)
    _kw("PLACE_OF", "所在位置", "the place (of a unit)", "zone", "", None, ("所在的位置", "所处的位置", "所处位置")),
    _kw("MY_OLD_PLACE", "我原来的位置", "where I was before", "zone", "", None,
        ("我原先的位置", "我之前的位置", "我原本的位置", "我原来所在的位置")),
    # `此战场上每有一名敌方单位，就…` (22.21); `你和盟友每控制一处战场，你便…` (20.8)
    _kw("HERE_ON", "此战场上", "on this battlefield", "zone", "", None, ("此战场中", "该战场中")),
    _kw("FIGHT_OWN", "相互以自身的战力对对方造成伤害", "deal damage equal to their might to each other", "verb", "", None,
        ("相互以自身的战力给对方造成伤害", "以各自的战力相互造成伤害", "相互以各自的战力对对方造成伤害", "互相以自身战力对对方造成伤害",
         "互相以自身的战力对对方造成伤害", "彼此以自身战力对对方造成伤害")),
    _kw("EACH_CONTROL_ALLIED", "你和盟友每控制", "for each you and your allies control", "structure", "", None,
        ("你和你的盟友每控制", "你与盟友每控制", "你与你的盟友每控制", "你和你的队友每控制", "你和队友每控制")),
    # `如果其战力低于另一名友方单位，则让其在本回合内变为后者的战力` (9.43)
    _kw("MIGHT_LOWER", "战力低于", "has less might than", "condition", "", None, ("的战力低于", "战力小于", "的战力小于")),
    _kw("LOWER", "低于", "less than", "condition", "", None, ("小于",)),
    _kw("LATTER_MIGHT", "后者的战力", "the latter's might", "amount", "", None,
        ("后者的战力值", "与后者相同的战力", "和后者相同的战力", "与后者相等的战力")),
    # `无视费用` (9.40); `再次打出此法术` (9.41); `此法术在本回合内每造成过一次伤害，便额外造成1点伤害` (8.14)
    _kw("IGNORE_ALL", "无视费用", "ignoring the cost", "verb", "", None, ("无视一切费用", "无视所有费用", "且无视费用")),
    _kw("REPLAY_SELF", "再次打出此法术", "play this spell again", "verb", "", None,
        ("再打出一次此法术", "再次打出此牌", "再打出此法术一次", "将此法术再次打出", "再次打出该法术")),
    _kw("PER_HIT_LEAD", "此法术在本回合内每造成过一次伤害", "for each time this spell dealt damage this turn", "structure", "", None,
        ("在本回合内此法术每造成过一次伤害", "在本回合内，此法术每造成过一次伤害", "此法术在本回合内每造成一次伤害", "在本回合内此法术每造成一次伤害", "在本回合内，此法术每造成一次伤害", "此法术在本回合内每造成过1次伤害", "在本回合内此法术每造成过1次伤害", "在本回合内，此法术每造成过1次伤害", "此法术在本回合内每造成1次伤害", "在本回合内此法术每造成1次伤害", "在本回合内，此法术每造成1次伤害", "此法术本回合内每造成过一次伤害", "本回合内此法术每造成过一次伤害", "本回合内，此法术每造成过一次伤害", "此法术本回合内每造成一次伤害", "本回合内此法术每造成一次伤害", "本回合内，此法术每造成一次伤害", "此法术本回合内每造成过1次伤害", "本回合内此法术每造成过1次伤害", "本回合内，此法术每造成过1次伤害", "此法术本回合内每造成1次伤害", "本回合内此法术每造成1次伤害", "本回合内，此法术每造成1次伤害", "此法术本回合每造成过一次伤害", "本回合此法术每造成过一次伤害", "本回合，此法术每造成过一次伤害", "此法术本回合每造成一次伤害", "本回合此法术每造成一次伤害", "本回合，此法术每造成一次伤害", "此法术本回合每造成过1次伤害", "本回合此法术每造成过1次伤害", "本回合，此法术每造成过1次伤害", "此法术本回合每造成1次伤害", "本回合此法术每造成1次伤害", "本回合，此法术每造成1次伤害", "此法术在本回合中每造成过一次伤害", "在本回合中此法术每造成过一次伤害", "在本回合中，此法术每造成过一次伤害", "此法术在本回合中每造成一次伤害", "在本回合中此法术每造成一次伤害", "在本回合中，此法术每造成一次伤害", "此法术在本回合中每造成过1次伤害", "在本回合中此法术每造成过1次伤害", "在本回合中，此法术每造成过1次伤害", "此法术在本回合中每造成1次伤害", "在本回合中此法术每造成1次伤害", "在本回合中，此法术每造成1次伤害", "此法术本回合中每造成过一次伤害", "本回合中此法术每造成过一次伤害", "本回合中，此法术每造成过一次伤害", "此法术本回合中每造成一次伤害", "本回合中此法术每造成一次伤害", "本回合中，此法术每造成一次伤害", "此法术本回合中每造成过1次伤害", "本回合中此法术每造成过1次伤害", "本回合中，此法术每造成过1次伤害", "此法术本回合中每造成1次伤害", "本回合中此法术每造成1次伤害", "本回合中，此法术每造成1次伤害")),
    _kw("EXTRA_DEAL", "额外造成", "deals more", "verb", "", None, ("便额外造成", "就额外造成", "都额外造成")),
    # `正面朝下的卡牌` `正面朝下的待命牌` (9.42)
    _kw("FACEDOWN_CARD", "正面朝下的卡牌", "face-down card", "noun", "", None,
        ("正面朝下的牌", "正面朝下的待命牌", "正面朝下的{{待命}}牌", "正面朝下的[待命]牌", "正面朝下的{{待命}}卡牌",
         "正面朝下的待命卡牌", "待命牌", "{{待命}}卡牌", "{{待命}}牌", "[待命]卡牌", "[待命]牌")),
    # `展示你符文牌堆顶部的一张牌，然后将其回收，根据展示的符文特性执行以下效果：` + `*红色 — …` (rules-riftbound.md 17.20)
    _kw("REVEAL_RUNE_TOP", "展示你符文牌堆顶部的一张牌", "reveal the top card of your rune deck", "verb", "", None,
        ("展示你的符文牌堆顶部的一张牌", "展示你符文牌堆顶的一张牌", "展示你符文牌堆顶部的一枚符文", "展示你的符文牌堆顶部的一枚符文",
         "展示你符文牌堆顶部的牌", "展示你的符文牌堆顶的一张牌", "展示你符文牌堆的顶牌")),
    _kw("BY_TRAIT", "根据展示的符文特性执行以下效果", "by the revealed rune's domain, do the following", "structure", "", None,
        ("根据展示的符文的特性执行以下效果", "根据所展示符文的特性执行以下效果", "根据展示的符文特性执行下列效果",
         "根据展示的符文特性，执行以下效果", "根据其特性执行以下效果", "根据该符文的特性执行以下效果", "根据展示的符文颜色执行以下效果")),
    _kw("COLOUR_NAME", "红色", "a domain (colour) named", "structure", "", None,
        ("绿色", "蓝色", "橙色", "紫色", "黄色")),
    _kw("COUNT_TAIL", "数", "the number (after a count)", "amount", "", None, ("之数",)),
    # `查看一张正面朝下的卡牌` (9.42): the one choosing sees it
    _kw("LOOK_AT", "查看", "look at", "verb", "", None, ("查看一下",)),
    _kw("RETURN_OWNER_HAND", "返回其拥有者的手牌", "return to its owner's hand", "verb", "", None,
        ("返回到其拥有者的手牌", "返回拥有者的手牌", "返回其拥有者手牌", "回到其拥有者的手牌")),
)

# rift17d: triggers, conditions, costs, cost changes, play permissions and statics (docs/riftbound.md part 8,
# rift17d). `_respell` adds spellings to a row above without moving it (the rows stay where they are).
def _respell(rows, terminal: str, *more: str):
    return tuple(Keyword(k.terminal, k.text, k.english, k.category, k.example, k.meaning,
                         k.synonyms + tuple(w for w in more if w not in k.words)) if k.terminal == terminal else k
                 for k in rows)


KEYWORDS = _respell(KEYWORDS, "FROM_TRASH", "从废牌堆中", "从你的废牌堆里", "从废牌堆里", "从废牌堆")
KEYWORDS = _respell(KEYWORDS, "BANISHED_THIS_WAY", "因此牌效果被放逐的", "因此牌的效果被放逐的", "因此牌而被放逐的",
                    "因我的效果被放逐的", "被我放逐的", "因此被放逐的", "以此法放逐的")
KEYWORDS = _respell(KEYWORDS, "IN_YOUR_TURN", "你的回合中", "你的回合内")  # `（只有在你的回合中才能使用。）`
KEYWORDS = _respell(KEYWORDS, "IGNORE_COST", "无视费用", "无视它们的费用", "无视其所有费用", "无需支付其费用",
                    "无需支付打出费用", "无需支付其打出费用", "无需支付费用")
KEYWORDS = _respell(KEYWORDS, "IGNORE_OWN_COST", "无视本法术的费用", "无视本法术费用", "无视此法术费用", "无视本牌的费用")
# `{{获得}}{{1}}，用以支付法力费用`: mana that pays mana costs (rules-riftbound.md 7.10)
KEYWORDS = _respell(KEYWORDS, "RES_LIMIT", "用以支付法力费用", "只能用于支付法力费用", "仅可用于支付法力费用",
                    "此法力只能用于支付法力费用", "仅能用于支付法力费用", "用于支付法力费用")
KEYWORDS = (*KEYWORDS,
    # triggers by period or origin (rules-riftbound.md 10.16)
    _kw("FROM_ELSEWHERE", "从手牌以外的位置", "from a place other than the hand", "zone", "", None,
        ("从手牌以外位置", "从手牌以外的区域", "从手牌之外的位置", "从你的手牌以外的位置", "从手牌以外", "从手牌之外")),
    _kw("PLAYED_ELSEWHERE", "从手牌以外位置被打出的", "played from a place other than the hand", "filter", "", None,
        ("从手牌以外的位置被打出的", "从手牌以外的位置打出的", "从手牌以外位置打出的", "从手牌之外的位置被打出的",
         "从手牌以外被打出的", "并非从手牌中打出的", "不是从手牌中打出的", "你从手牌以外位置打出的", "你从手牌以外的位置打出的",
         "从手牌以外的区域被打出的", "从手牌以外的区域打出的")),
    # state of controlled cards (rules-riftbound.md 22.12)
    _kw("FACEDOWN_ADJ", "正面朝下的", "face down", "state", "", None, ("正面朝下", "背面朝上的")),
    _kw("HIDDEN_CARD", "待命牌", "a hidden card", "noun", "", None, ("待命卡牌",)),
    # ability-use restrictions (rules-riftbound.md 10.17)
    _kw("ONLY_WHEN", "只有", "only (when)", "structure", "", None, ("只有当", "只有在", "仅当", "仅在", "唯有")),
    _kw("USE_MY_SKILLS", "才能使用我的技能", "may my abilities be used", "structure", "", None,
        ("才能使用我的所有技能", "才可以使用我的技能", "才能使用此牌的技能", "才能使用我的各项技能", "才可使用我的技能")),
    _kw("USE_THIS", "才能使用", "may it be used", "structure", "", None, ("才可以使用", "才可使用", "方可使用", "才能发动")),
    _kw("NOT_ATTACHED", "未贴附", "not attached", "condition", "", None, ("没有贴附", "未贴附在单位上", "未被贴附", "不处于贴附状态")),
    _kw("IS_ATTACHED", "已贴附", "attached", "condition", "", None,
        ("已贴附在单位上", "处于贴附状态", "贴附于单位", "贴附在单位上", "贴附于一名单位", "贴附在一名单位上")),
    # a cost cut by a recycled unit's might (rules-riftbound.md 9.26)
    _kw("CUT_BY_RECYCLED", "将其所需法力费用减去被回收单位的战力", "its mana cost less the recycled unit's might", "verb", "",
        None, ("将其法力费用减去被回收单位的战力", "其所需法力费用减去被回收单位的战力", "其法力费用减少被回收单位的战力",
               "将其法力费用减少被回收单位的战力", "其法力费用减去被回收单位的战力", "将其所需的法力费用减去被回收单位的战力")),
    # cost changes for other cards, play permissions this turn (rules-riftbound.md 9.27, 9.28)
    _kw("OTHERS_EXTRA_CUT", "将其他卡牌的可选额外费用减少", "the optional additional costs of other cards less", "verb", "",
        None, ("将其他牌的可选额外费用减少", "让其他卡牌的可选额外费用减少", "其他卡牌的可选额外费用减少",
               "将其他卡牌的额外费用减少", "将你其他卡牌的可选额外费用减少")),
    _kw("PAY_AFTER", "后支付", "then pay", "verb", "", None, ("后再支付", "后进行支付")),
    _kw("FROM_HAND_PLAY", "可以从手牌中打出", "may play from the hand", "verb", "", None,
        ("你可以从手牌中打出", "可以从你的手牌中打出", "你可以从你的手牌中打出", "可从手牌中打出", "可以从手牌打出")),
    _kw("FROM_HAND", "从你的手牌中", "from your hand", "zone", "", None, ("从手牌中", "从你的手牌", "从你手牌中", "从手牌")),
    _kw("FACE_UP", "正面朝上", "face up", "state", "", None, ("以正面朝上的方式", "正面朝上地")),
    _kw("WITH_WORD", "带有", "having (a keyword)", "filter", "", None, ("具有", "拥有着")),
    _kw("SKILL_OF", "技能的", "ability (of)", "filter", "", None, ("关键词的", "关键字的")),
    # play destination (rules-riftbound.md 9.29)
    _kw("PLAY_ME_TO_ENEMY", "将我打出到敌方控制的战场", "play me to a battlefield an enemy controls", "verb", "", None,
        ("将我打出到对手控制的战场", "将我打出到一处敌方控制的战场", "将我打出到由敌方控制的战场", "将我打出到敌方控制的一处战场",
         "把我打出到敌方控制的战场", "将我打出至敌方控制的战场", "将此牌打出到敌方控制的战场", "可以被打出到敌方控制的战场",
         "可以被打出到对手控制的战场", "可以打出到敌方控制的战场")),
    # an extra turn (rules-riftbound.md 6.10)
    _kw("AFTER_THIS_TURN", "在当前回合结束后", "after this turn", "timing", "", None,
        ("在本回合结束后", "本回合结束后", "当前回合结束后", "在此回合结束后", "在此回合之后", "在本回合之后", "本回合之后")),
    _kw("EXTRA_TURN", "再进行一个回合", "take another turn", "verb", "", None,
        ("进行一个额外的回合", "额外进行一个回合", "再进行一个额外的回合", "你再进行一个回合", "你进行一个额外的回合",
         "获得一个额外的回合", "进行一个额外回合")),
    # turn-scoped statics on played cards (rules-riftbound.md 10.18)
    _kw("YOU_PLAYED", "你打出的", "you play (of)", "filter", "", None, ("你所打出的", "由你打出的",
        "你在本回合内打出的", "你本回合内打出的", "你本回合打出的", "你于本回合内打出的")),
    _kw("NEXT_ONE", "下一名", "the next (one)", "filter", "", None, ("下一个", "下一件", "下一张")),
)

# rift17f: events composed as subject + (被)verb + object (docs/riftbound.md part 8, rift17f; rules-riftbound.md 10.20)
KEYWORDS = _respell(KEYWORDS, "MOVE_TO", "移动至", "移至")
KEYWORDS = _respell(KEYWORDS, "MOVE_TO_HERE", "移动至此处", "移至此处", "移动到此地")
KEYWORDS = _respell(KEYWORDS, "OR", "、或", "、或者")
# `{{获得}}{{A}}，用以支付符能费用`: what added power already pays (rules-riftbound.md 7.11)
KEYWORDS = _respell(KEYWORDS, "RES_LIMIT", "用以支付符能费用", "用以支付法力费用或符能费用", "用以支付符能费用或法力费用",
                    "只能用于支付符能费用", "仅可用于支付符能费用", "用于支付符能费用")
# rift12d: mana or power limited by use (rules-riftbound.md 7.10(a)); LIMITED_USES maps each spelling of RES_LIMIT that
# limits the use to what it pays for (verbs/add.py, payment.py); the spellings not in it add ordinary resources (7.10, 7.11)
LIMITED_USES = {
    "此法力只能用于打出单位": "unit", "只能用于打出单位": "unit", "仅可用于打出单位": "unit", "但仅可用于打出单位": "unit",
    "此法力仅可用于打出单位": "unit", "此符能只能用于打出单位": "unit",
    "但仅可用于打出法术": "spell", "此法力只能用于打出法术": "spell", "仅可用于打出法术": "spell", "只能用于打出法术": "spell",
    "只能用于支付法术的费用": "spell", "仅可用于支付法术的费用": "spell", "此法力只能用于支付法术的费用": "spell",
    "此符能只能用于打出法术": "spell",
    "仅可用于打出装备": "gear", "只能用于打出装备": "gear", "但仅可用于打出装备": "gear", "此法力只能用于打出装备": "gear",
    "仅可用于打出装备或使用装备技能": "gear", "只能用于打出装备或使用装备技能": "gear",
    "此法力仅可在法术对决期间消耗": "showdown",
    # rift16a (rules-riftbound.md 22.227): a unit's play or the ability of a unit
    "此法力仅能用于打出单位或单位的主动技能": "unit_or_ability", "仅能用于打出单位或单位的主动技能": "unit_or_ability",
    "此法力仅可用于打出单位或单位的主动技能": "unit_or_ability", "此法力只能用于打出单位或单位的主动技能": "unit_or_ability",
    "此法力只能用于打出单位或使用单位的技能": "unit_or_ability", "仅可用于打出单位或使用单位的技能": "unit_or_ability",
}
KEYWORDS = _respell(KEYWORDS, "RES_LIMIT", *LIMITED_USES)
# rift12d: a battlefield's `单位无法被打出到此处` (rules-riftbound.md 9.113)
KEYWORDS = (*KEYWORDS,
    _kw("NO_PLAY_HERE", "无法被打出到此处", "can't be played here", "restriction", "", None,
        ("不能被打出到此处", "无法被打出到这里", "不能被打出到这里")),
)
# rift12d: this card's own discard as a trigger, alone or in the list `被打出、弃置或摧毁` (rules-riftbound.md 10.76, see triggers)
KEYWORDS = (*KEYWORDS,
    _kw("BE_DISCARDED", "被弃置", "is discarded", "event"),
    _kw("PLAY_DISCARD_KILL", "被打出、弃置或摧毁", "is played, discarded or destroyed", "event", "", None,
        ("被打出、被弃置或被摧毁", "被打出、弃置或被摧毁")),
)
KEYWORDS = _respell(KEYWORDS, "OPP_NEAR_WIN", "对手的得分距离胜利得分", "对手的分数距离胜利得分", "对手的得分距离胜利分数",
                    "对手距离胜利得分")
KEYWORDS = (*KEYWORDS,
    _kw("BE_WORD", "被", "be (passive)", "event", "", None, ("遭到",)),
    _kw("ATTACH_VERB", "贴附", "attach", "event", "", None, ("装配上", "贴附上")),
    _kw("USE_VERB", "使用", "use", "event", "", None, ("发动", "启动")),
    _kw("UNIT_OR_GEAR", "单位或装备", "unit or gear", "noun", "", None, ("单位或武装", "单位或一件装备", "装备或单位")),
    # `让另一张友方装备、单位或{{待命}}卡牌返回其所属的手牌` (rules-riftbound.md 22.130): a unit, a gear or a face-down card
    _kw("UNIT_GEAR_FACEDOWN", "单位、装备或{{待命}}卡牌", "unit, gear or face-down card", "noun", "", None,
        ("装备、单位或{{待命}}卡牌", "单位、装备或{{待命}}牌", "装备、单位或{{待命}}牌", "单位、装备或[待命]卡牌",
         "装备、单位或[待命]卡牌", "单位、装备或正面朝下的卡牌", "装备、单位或正面朝下的卡牌", "单位、装备或待命牌",
         "装备、单位或待命牌", "单位、装备或正面朝下的牌", "装备、单位或正面朝下的牌")),
    _kw("ACTIVE_SKILL", "的主动技能", "activated ability (of)", "event", "", None,
        ("的一项主动技能", "的一个主动技能", "的激活技能", "的一项技能", "的一个技能")),
    _kw("FROM_HIDDEN_PLAYED", "从正面朝下的{{待命}}状态中打出", "played from face down", "event", "", None,
        ("从正面朝下的状态中打出", "从待命状态中打出", "从[待命]状态中打出",
         "从正面朝下的[待命]状态中打出", "从正面朝下的待命状态中打出")),
    _kw("NEXT_MAIN_LEAD", "在你的下一个主阶段开始时", "at the start of your next main phase (a delayed step)", "timing", "",
        None, ("在你下一个主阶段开始时", "在你的下个主阶段开始时", "于你的下一个主阶段开始时", "在你的下一个主要阶段开始时",
               "在你的下一回合的主阶段开始时", "在你下回合的主阶段开始时")),
    _kw("NEXT_TIME", "下一次", "the next time (a one-shot delayed trigger)", "timing", "", None, ("下次",)),
    _kw("YOU_NEXT_TIME", "你本回合下一次", "the next time this turn you (a one-shot delayed trigger)", "timing", "", None,
        ("本回合你下一次", "你在本回合下一次", "你在本回合内下一次", "在本回合内你下一次", "你本回合内下一次", "你下一次", "你下次")),
    _kw("YOU_NEAR_WIN", "你的得分距离胜利得分", "you are this close to the winning score", "condition", "", None,
        ("你得分距离胜利得分", "你的分数距离胜利得分", "你距离胜利得分", "你的得分距离胜利分数")),
)
# ---- rift17e: selectors that compose (docs/riftbound.md part 8, rift17e; rules-riftbound.md 9.50–9.55) -----------
# each word is one part of a selector (quantity, owner, place, filter, noun); the grammar composes them, so
# `你此处的另一名单位` is 你 + 此处的 + 另一名 + 单位 and no longer one listed phrase
KEYWORDS = _respell(KEYWORDS, "QUANT", "每一名", "每一件", "每一个", "每一张", "每一处", "每一枚")
KEYWORDS = _respell(KEYWORDS, "LOCATION", "此战场的", "此战场上的", "这处战场上的", "我所在位置的", "我所在的位置的",
                    "我所处位置的", "我所处的位置的", "与我同一位置的", "与我位于同一位置的",
                    "位于基地中的", "位于基地的", "在基地中的", "基地里的")
KEYWORDS = _respell(KEYWORDS, "AT_ITS_PLACE", "同一位置的", "同一位置上的", "其所处位置的", "它所在位置的", "它所处位置的",
                    "位于同一位置的", "位于同一处的", "处于同一位置的")
# `让你控制的每一件武装都获得{{灵便}}` (9.55(b)): 都 stresses each, as 各
KEYWORDS = _respell(KEYWORDS, "EACH_ADV", "都")
KEYWORDS = _respell(KEYWORDS, "OPPONENT_OF", "该对手的", "其对手的", "那名对手的")
KEYWORDS = _respell(KEYWORDS, "MY_OLD_PLACE", "我之前的位置", "我移动前的位置", "我原先的位置")
KEYWORDS = _respell(KEYWORDS, "HER_BASE", "它的基地", "它所属的基地", "它们所属的基地", "其所属基地", "它的所属基地",
                    "其拥有者的基地", "它拥有者的基地", "各自所属的基地", "各自的基地")
# `你和每名对手都可以选择…` `你和所有对手各抽一张牌` (rules-riftbound.md 22.10(a)): every player, as 每名玩家
KEYWORDS = _respell(KEYWORDS, "PRONOUN", "你和每名对手", "你和所有对手", "你与每名对手", "你和每位对手")
# `查看…三张牌。你可以选择指定其中一张，并抽取该卡牌。将其余卡牌放进你的废牌堆。` (rules-riftbound.md 22.230)
KEYWORDS = _respell(KEYWORDS, "TAKE_LOOKED", "指定其中一张，并抽取该卡牌", "指定其中一张并抽取该卡牌", "指定其中一张，并抽取该牌",
                    "指定其中一张，抽取该卡牌")
KEYWORDS = KEYWORDS + (_kw("REST_TO_TRASH", "将其余卡牌放进你的废牌堆", "put the rest into your trash", "verb", "", None,
                           tuple(f"将其余{w}{p}你的废牌堆" for w in ("卡牌", "的卡牌", "的牌", "牌") for p in ("放进", "放入", "置入"))
                           [1:]),)
# `当你放逐一张属于你的卡牌时` (rules-riftbound.md 22.231)
KEYWORDS = KEYWORDS + (_kw("OWNED_BY_YOU", "属于你的", "owned by you", "filter", "", None, ("归你所有的", "你拥有的卡牌中的")),)
# `我可以{{伏击}}到有敌方单位的战场，即使你在该处没有单位` (rules-riftbound.md 22.228)
KEYWORDS = KEYWORDS + (_kw("AMBUSH_TO_ENEMY", "可以{{伏击}}到有敌方单位的战场，即使你在该处没有单位",
                           "may ambush to a battlefield with enemy units", "restriction", "", None,
                           ("可以[伏击]到有敌方单位的战场，即使你在该处没有单位", "可以{{伏击}}到有敌方单位的战场",
                            "可以[伏击]到有敌方单位的战场", "可以被{{伏击}}到有敌方单位的战场")),)
# `进攻方和防守方各{{获得}}{{1}}` (rules-riftbound.md 22.224): the two players of the combat, each
KEYWORDS = _respell(KEYWORDS, "PRONOUN", "进攻方和防守方", "防守方和进攻方", "进攻方与防守方", "进攻方及防守方")
# `当战斗在此处开始时` (rules-riftbound.md 22.224): a combat begins at this battlefield
KEYWORDS = KEYWORDS + (_kw("COMBAT_START_HERE", "战斗在此处开始", "a combat begins here", "event", "", None,
                           ("战斗在此开始", "此处的战斗开始", "一场战斗在此处开始", "此处发生战斗", "战斗在此处发生")),)
KEYWORDS = KEYWORDS + (
    # `移除一名友方单位的所有伤害` `移除其身上的伤害` (rules-riftbound.md 9.53)
    _kw("REMOVE_VERB", "移除", "remove", "verb"),
    _kw("DMG_TAIL", "的所有伤害", "(of) all its damage", "verb", "", None,
        ("所受的伤害", "所受的所有伤害", "身上的所有伤害", "身上的伤害", "所受伤害", "的全部伤害")),
    # `你的传奇` `你的传奇卡牌` (rules-riftbound.md 9.52): the legend in its own zone, exhausted and readied like a rune
    _kw("LEGEND", "传奇", "legend", "noun", "", None, ("传奇卡牌", "传奇牌")),
    # `进入休眠状态` (rule 8.1): as 变为休眠状态
    _kw("ENTER_STATE", "进入", "enter (a state)", "verb"),
    # `为你此处的所有单位移除伤害` (为 is IS) `移除一名友方单位的所有伤害` (rules-riftbound.md 9.53)
    _kw("REMOVE_DMG", "移除伤害", "remove damage", "verb", "", None, ("移除所有伤害", "移除全部伤害")),
    # `到同一位置`: one place chosen for all of them (rules-riftbound.md 9.54)
    _kw("SAME_DEST", "同一位置", "one same place", "zone", "", None, ("同一处位置", "同一个位置")),
    # `战力不超过3的` `战力低于4的` `战力不低于5的` (rules-riftbound.md 9.51)
    _kw("MORE_THAN", "高于", "more than", "comparator", "", ">", ("大于",)),
)

# ---- rift17g: classes of the sixth and seventh samples' refusals (docs/riftbound.md part 8, rift17g) --------------
KEYWORDS = KEYWORDS + (
    # `将一名敌方单位从此处移动到…` `让一名单位从战场上返回…`: where the object is now, after its noun (rules-riftbound.md 9.56)
    _kw("FROM_SRC", "从此处", "from here (where the object is)", "filter", "", None,
        ("从该处", "从此战场", "从此战场上", "从该战场", "从该战场上", "从战场上", "从战场中", "从一处战场上", "从一处战场",
         "从任意战场上", "从你的基地", "从你的基地中", "从基地中", "从基地", "从其所在的战场上", "从其所在战场上")),
)
# `我所处战场上的所有单位` `我所在战场的` (9.50): the battlefield I am at, as 我所在位置的
KEYWORDS = _respell(KEYWORDS, "LOCATION", "我所处战场上的", "我所处战场的", "我所处的战场上的", "我所在战场上的", "我所在战场的",
                    "我所在的战场上的", "我所处战场中的", "我所在战场中的")
# `当我被打出时、或当我征服一处战场时` (10.20(c)): 、或当 joins two whole events as ，或当
KEYWORDS = _respell(KEYWORDS, "OR_WHEN", "、或当", "、或者当", "或当", "，或者当")
KEYWORDS = KEYWORDS + (
    # `我无法移动到基地` `此处的敌方单位无法移动到基地` (rules-riftbound.md 13.11): of the units it names, wherever they are
    _kw("NO_MOVE_BASE_UNIT", "无法移动到基地", "can't move to a base", "restriction", "", None,
        ("无法移动到其基地", "无法移动到你的基地", "不能移动到基地", "无法移动至基地", "无法移至基地", "无法移动回基地")),
)
# `则可以将…` `每名玩家可以…` (rules-riftbound.md 22.31): 可以 without a subject is the acting player's option, as 你可以
KEYWORDS = _respell(KEYWORDS, "YOU_MAY", "可以", "可以选择是否", "则可以", "可选择", "你可选择")
KEYWORDS = KEYWORDS + (
    # `你可以选择将我打出到一处开放的战场` `你可以将友方单位打出至一处开放的战场` (rules-riftbound.md 9.57)
    _kw("PLAY_TO", "打出到", "play to (a place)", "verb", "", None, ("打出至", "打出在")),
)
KEYWORDS = _respell(KEYWORDS, "TO_WORD", "至")
# `如果是一张装备牌` `一张单位牌` (rules-riftbound.md 22.32): the kind with 牌, as 法术牌
KEYWORDS = _respell(KEYWORDS, "UNIT", "单位牌", "单位卡牌")
KEYWORDS = _respell(KEYWORDS, "EQUIPMENT", "装备牌", "装备卡牌")
KEYWORDS = KEYWORDS + (
    # `如果…，则A，否则B` `…。否则，B` (rules-riftbound.md 22.32): the steps run when the condition before fails
    _kw("ELSE_SEP", "，否则", "otherwise (the other branch)", "structure", "", None, ("。否则", "；否则", "，否则的话", "。否则的话")),
    # `如果你展示了一名“鸟类”属性单位` (rules-riftbound.md 22.33): among the cards this effect revealed
    _kw("REVEALED_ONE", "展示了", "revealed (a card)", "condition", "", None, ("展示出了", "以此方式展示了")),
)
KEYWORDS = _respell(KEYWORDS, "PAY", "选择支付")
KEYWORDS = KEYWORDS + (
    _kw("READY_OR_EXHAUSTED", "活跃或休眠状态", "ready or exhausted (chosen)", "state", "", None,
        ("活跃状态或休眠状态", "休眠或活跃状态", "休眠状态或活跃状态")),
)
KEYWORDS = KEYWORDS + (
    # `此处被眩晕的敌方单位` (rules-riftbound.md 9.58): stunned now
    _kw("STUNNED_ADJ", "被眩晕的", "stunned (of)", "filter", "", None, ("已被眩晕的", "处于眩晕状态的", "眩晕状态的", "已眩晕的")),
)
# `你此处战力低于我的单位无法被敌方法术或技能选作目标` (rules-riftbound.md 10.23): the units named, as 我无法被…
KEYWORDS = _respell(KEYWORDS, "UNTARGETABLE", "无法被敌方法术或技能选作目标", "无法被敌方法术和技能选作目标",
                    "不能被敌方法术或技能选作目标", "无法成为敌方法术或技能的目标", "无法成为敌方法术和技能的目标")
KEYWORDS = KEYWORDS + (
    # `让一名对手展示手牌` `让其展示其手牌` (rules-riftbound.md 17.24): the player's hand shown to every player
    _kw("REVEAL_HAND", "展示手牌", "reveal their hand", "verb", "", None,
        ("展示其手牌", "展示他的手牌", "展示自己的手牌", "展示所有手牌", "展示其所有手牌", "展示你的手牌")),
)
# `你必须将一件友方装备返回其所属的手牌，作为打出我的额外费用` (rules-riftbound.md 9.59): 你必须 before any step
KEYWORDS = _respell(KEYWORDS, "MUST", "你必须", "你需要")
KEYWORDS = KEYWORDS + (
    # `在战场和其所属基地之间移动一名友方单位` (rules-riftbound.md 13.12): from a battlefield to its base, or back
    _kw("BETWEEN_BF_BASE", "在战场和其所属基地之间", "between a battlefield and its base", "zone", "", None,
        ("在战场和其基地之间", "在战场与其所属基地之间", "在战场和它所属的基地之间", "在战场与基地之间", "在战场和基地之间",
         "在基地和战场之间", "在其所属基地和战场之间")),
)
KEYWORDS = KEYWORDS + (
    # `从下一名玩家开始，每名玩家…` (rules-riftbound.md 22.34): each player in turn, the one after the acting player first
    _kw("FROM_NEXT_PLAYER", "从下一名玩家开始", "starting with the next player", "structure", "", None,
        ("从下一位玩家开始", "由下一名玩家开始", "从你的下一名玩家开始", "从你左侧的玩家开始", "从下家开始")),
)
KEYWORDS = _respell(KEYWORDS, "NOT_MORE_THAN", "不得高于", "不得超过")
KEYWORDS = KEYWORDS + (
    # `任意数量的单位，这些单位总计战力不得高于4` (rules-riftbound.md 9.60): the might of all those chosen together
    _kw("SAME_CTRL", "的控制者必须相同且", "with one same controller, and", "filter", "", None,
        ("的控制者必须相同，且", "必须由同一名玩家控制且", "的控制者相同且")),
    _kw("TOTAL_WORD", "总计战力", "total might", "filter", "", None, ("的总计战力", "战力总计", "的战力总和", "战力总和")),
    # `则进行一次：给予…` (22.35): the step once, as written
    _kw("DO_ONCE", "进行一次：", "do once:", "structure", "", None, ("执行一次：", "进行一次:", "执行一次:")),
    # `我可以拥有不限数量的增益` (rules-riftbound.md 8.17)
    _kw("UNLIMITED_BUFFS", "拥有不限数量的增益", "may have any number of buffs", "restriction", "", None,
        ("拥有任意数量的增益", "拥有无限数量的增益", "拥有多个增益")),
)
KEYWORDS = _respell(KEYWORDS, "COST_REDUCE", "所需的法力费用减少", "时所需的法力费用减少", "所需的费用减少", "所需法力费用减少")
KEYWORDS = KEYWORDS + (
    # `如果我移动了两次` (rules-riftbound.md 22.36): how many times the unit has moved this turn
    _kw("MOVED_WORD", "移动了", "has moved", "condition", "", None, ("已移动了", "移动过", "已经移动了", "本回合移动了")),
    # `我免疫伤害` (rules-riftbound.md 8.18): no damage is dealt to the units named
    _kw("IMMUNE_DAMAGE", "免疫伤害", "is immune to damage", "restriction", "", None,
        ("免疫所有伤害", "不会受到伤害", "无法受到伤害", "不受伤害")),
)
KEYWORDS = KEYWORDS + (
    # `法力费用低于你当前分数的法术牌` (rules-riftbound.md 9.62): compared with the player's points now
    _kw("YOUR_SCORE", "你当前分数", "your current score", "filter", "", None,
        ("你当前的分数", "你的当前分数", "你目前的分数", "你的分数", "你当前的得分", "你的得分")),
)

# ---- rift17i: classes of the ninth sample's refusals (docs/riftbound.md part 8, rift17i) --------------------------
# `将一名友方单位从战场上移动到基地` `把我移动到我的基地` (rules-riftbound.md 13.20): a base named without its owner is
# the moved object's owner's base, as 其所属的基地
KEYWORDS = _respell(KEYWORDS, "HER_BASE", "基地", "所属的基地", "所属基地", "我的基地", "我所属的基地")
KEYWORDS = _respell(KEYWORDS, "FROM_SRC", "从战场", "从一处战场中", "从战场之上")
KEYWORDS = KEYWORDS + (
    # `如果你在本回合打出过法术` `如果你本回合内已经弃置过手牌` `你在本回合内每打出过一张牌，…` (rules-riftbound.md 22.50):
    # what a player did earlier this turn
    _kw("PAST_PLAY", "打出过", "has played (this turn)", "condition", "", None, ("已打出过", "已经打出过", "曾打出过", "曾经打出过")),
    _kw("PAST_DISCARD", "弃置过", "has discarded (this turn)", "condition", "", None,
        ("已弃置过", "已经弃置过", "曾弃置过", "曾经弃置过")),
    _kw("PER_PAST_PLAY", "你在本回合内每打出过", "for each you played this turn", "structure", "", None,
        tuple(f"{who}{when}每{verb}" for who in ("你", "") for when in ("在本回合内", "本回合内", "本回合", "在本回合", "")
              for verb in ("打出过", "打出")) [1:]),
    _kw("PER_PAST_DISCARD", "你在本回合内每弃置过", "for each you discarded this turn", "structure", "", None,
        tuple(f"{who}{when}每{verb}" for who in ("你", "") for when in ("在本回合内", "本回合内", "本回合", "在本回合", "")
              for verb in ("弃置过", "弃置")) [1:]),
)
# `如果我从你手牌以外的位置被打出` (rules-riftbound.md 22.51): the origin with the card as subject
KEYWORDS = _respell(KEYWORDS, "FROM_ELSEWHERE", "从你手牌以外的位置", "从你手牌以外位置", "从你的手牌以外位置", "从你手牌之外的位置")
# `把我送回所属的手牌` (rules-riftbound.md 17.30): 送回 as 返回
KEYWORDS = _respell(KEYWORDS, "RETURN_HAND", "送回所属的手牌", "送回其所属的手牌", "送回手牌", "送回其拥有者的手牌", "送回拥有者的手牌",
                    "送回其所有者的手牌", "送回到所属的手牌", "送回到其所属的手牌")
KEYWORDS = KEYWORDS + (
    # `每当一名单位从此处向别处移动时` `当我从此处向别处移动时` (rules-riftbound.md 10.41): a move away from this place
    _kw("MOVE_AWAY_HERE", "从此处向别处移动", "move away from here", "event", "", None,
        ("从此处向其他位置移动", "从此处移动到别处", "从此处移动至别处", "从此处移走", "离开此处", "从此处移动到其他位置",
         "从此处向其他地方移动", "从这里向别处移动")),
)
# `如果该战场上有落单的敌方单位` (rules-riftbound.md 22.53): the battlefield of the object named before, as 此处有
KEYWORDS = KEYWORDS + (
    _kw("THAT_BF_HAS", "该战场上有", "there is at that battlefield", "condition", "", None,
        ("该战场有", "该战场上存在", "该处有", "该战场中有", "其所在战场上有", "该单位所在的战场上有")),
    _kw("ALONE_ADJ", "落单的", "alone (of)", "filter", "", None, ("处于落单状态的", "独自进攻或防守的")),
)
KEYWORDS = KEYWORDS + (
    # `抽取其中未以此方式打出的卡牌` `抽取其余的卡牌` (rules-riftbound.md 17.31): the cards looked at and left, to the hand
    _kw("TAKE_REST", "抽取其中未以此方式打出的卡牌", "put the rest into your hand", "verb", "", None,
        ("抽取其中未以此方式打出的牌", "抽取其余的卡牌", "抽取其余卡牌", "抽取其余的牌", "将其余的卡牌加入手牌", "将其余卡牌加入你的手牌",
         "将其余的卡牌置入你的手牌", "将其余的牌加入手牌", "抽取其中未被打出的卡牌", "抽取其中未打出的卡牌")),
)
# `使其在本次战斗期间获得{{坚守2}}` (rules-riftbound.md 8.30): until the combat ends, as 在本次战斗中
KEYWORDS = _respell(KEYWORDS, "SCOPE", "在本次战斗期间", "本次战斗期间", "在这次战斗中", "在此次战斗中", "在本场战斗中")
KEYWORDS = KEYWORDS + (
    # `将你控制的一件未贴附的武装贴附到…` (rules-riftbound.md 18.10): gear attached to no unit now, or to one
    _kw("UNATTACHED_ADJ", "未贴附的", "unattached (of)", "filter", "", None, ("没有贴附的", "未被贴附的", "未贴附在单位上的")),
    _kw("ATTACHED_ADJ", "已贴附的", "attached (of)", "filter", "", None, ("贴附中的", "已贴附在单位上的", "正贴附着的")),
    # `当我据守一处战场时，你获得的分数+1` (rules-riftbound.md 16.20): one more point with the points being gained
    _kw("POINTS_GAINED", "你获得的分数", "the points you gain", "amount", "", None, ("你因此获得的分数", "你此次获得的分数", "你获得的得分")),
)
KEYWORDS = KEYWORDS + (
    # `无效化一个法术。让其返回所属的手牌，而不是将其放入废牌堆。` (rules-riftbound.md 17.32): the countered card to its owner's hand
    _kw("INSTEAD_OF_TRASH", "，而不是将其放入废牌堆", "instead of putting it into the trash", "verb", "", None,
        ("而不是将其放入废牌堆", "，而不是将其置入废牌堆", "，而不是放入废牌堆", "，而非将其放入废牌堆", "，而不是进入废牌堆", "，而不是将它放入废牌堆")),
    # `抵挡该单位下一次受到的伤害` `防止一名友方单位下一次受到的伤害` (rules-riftbound.md 8.31)
    _kw("BLOCK_WORD", "抵挡", "prevent (the next damage)", "verb", "", None, ("防止", "抵消", "挡下")),
    _kw("NEXT_TAKEN", "下一次受到的伤害", "the next damage it takes", "verb", "", None,
        ("下次受到的伤害", "下一次所受的伤害", "下一次将受到的伤害", "受到的下一次伤害", "所受的下一次伤害")),
    # `我可以被打出至有敌方单位的战场` (rules-riftbound.md 9.80): a battlefield where an opponent has a unit now
    _kw("WITH_ENEMY_UNITS", "有敌方单位的", "with an enemy unit (of a battlefield)", "filter", "", None,
        ("有敌方单位存在的", "存在敌方单位的", "拥有敌方单位的", "有对手单位的")),
)
KEYWORDS = KEYWORDS + (
    # `让一个其他休眠的物体变为活跃状态（包括传奇和符文）` (rules-riftbound.md 9.81): any game object in play — a unit or gear
    # on the board, a legend, a rune in a rune area
    _kw("OBJECT", "物体", "game object (unit, gear, legend, rune)", "noun", "", None, ("游戏物体", "物件")),
)
KEYWORDS = KEYWORDS + (
    # `你只能将我打出到你本回合征服的战场上` `我只能被打出到你的基地` (rules-riftbound.md 9.82): the only places it may be played to
    _kw("ONLY_MAY", "只能", "may only", "restriction", "", None, ("仅能", "只可以", "只可", "仅可以")),
)
KEYWORDS = _respell(KEYWORDS, "PRONOUN", "该武装", "该装备")  # `为该单位贴附或卸除该武装` (rules-riftbound.md 18.11)
KEYWORDS = KEYWORDS + (
    # `选择一名单位和其控制者的一件武装` `为其贴附其控制者的一件武装` (rules-riftbound.md 18.11): controlled by the one named before
    _kw("CTRL_OF_IT", "其控制者的", "its controller's", "filter", "", None, ("该单位控制者的", "它的控制者的", "其控制者所控制的")),
    _kw("PAIR_CTRL", "和其控制者的", "and its controller's (a second object)", "structure", "", None,
        ("以及其控制者的", "与其控制者的", "及其控制者的")),
)
# ---- rift17j: the unsupported classes listed at the end of docs/riftbound.md part 8 --------------------
KEYWORDS = KEYWORDS + (
    # `每名对手在本回合内无法打出牌` (rules-riftbound.md 10.27): no card at all until the turn ends
    _kw("BAN_CARDS", "无法打出卡牌", "can't play cards", "verb", "", None,
        ("不能打出卡牌", "无法打出任何卡牌", "不能打出任何卡牌", "无法打出牌", "不能打出牌", "无法打出任何牌")),
    # `每当你在一个回合内打出第三张牌时` (rules-riftbound.md 10.28): the nth card a player plays this turn
    _kw("PLAY_NTH", "在回合中打出第", "play the nth card in a turn", "event", "", None,
        ("在回合内打出第", "在每回合内打出第", "在每个回合内打出第", "在一个回合内打出第", "每回合打出第",
         "在本回合内打出第", "在本回合打出第", "本回合打出第", "在每回合中打出第", "在一回合中打出第")),
)
KEYWORDS = KEYWORDS + (
    # `当你打出每回合你的首张卡牌时` (rules-riftbound.md 10.116(a)): the first card a player plays this turn
    _kw("PLAY_FIRST_CARD", "打出每回合你的首张卡牌", "play your first card each turn", "event", "", None,
        ("打出每回合的首张卡牌", "打出每回合你的第一张卡牌", "打出每回合首张卡牌", "每回合打出首张卡牌", "打出本回合的首张卡牌",
         "打出你本回合的首张卡牌")),
)
KEYWORDS = KEYWORDS + (
    # `放逐你主牌堆顶部的一张牌。直到你的下一个回合结束阶段，你可以选择打出该牌。` (rules-riftbound.md 17.62)
    _kw("BANISH_TOP", "放逐你主牌堆顶部的", "banish the top of your main deck", "verb", "", None,
        ("放逐你的主牌堆顶部的", "放逐主牌堆顶部的", "放逐你主牌堆顶的", "放逐你的主牌堆顶的")),
    _kw("PLAY_LATER", "直到你的下一个回合结束阶段，你可以选择打出该牌", "you may play it until your next turn ends", "verb", "", None,
        ("直到你的下一个回合结束，你可以选择打出该牌", "直到你的下一个回合结束阶段，你可以打出该牌", "直到你的下个回合结束阶段，你可以选择打出该牌",
         "直到你的下一个回合结束阶段，你可以选择打出它", "直到你的下一个回合结束时，你可以选择打出该牌")),
    # `放逐你主牌堆顶部的一张牌。你可以选择将其打出，无视其法力费用。` (rules-riftbound.md 17.62(a))
    _kw("PLAY_IT_FREE", "你可以选择将其打出，无视其法力费用", "you may play it ignoring its mana cost", "verb", "", None,
        ("你可以选择打出该牌，无视其法力费用", "你可以选择打出它，无视其法力费用", "你可以选择将该牌打出，无视其法力费用",
         "你可以将其打出，无视其法力费用")),
)
KEYWORDS = KEYWORDS + (
    # `展示…顶部的五张牌，当中每有一张…，就…` (rules-riftbound.md 22.39): a count among the cards just looked at
    _kw("AMONG_THEM", "当中", "among them", "structure", "", None, ("其中", "这些牌中", "这些卡牌中", "展示的牌中")),
)
# `…，然后将展示的牌回收` `将这些牌回收`: every card looked at that is still there, as `回收其余卡牌` (rules-riftbound.md 22.39)
KEYWORDS = _respell(KEYWORDS, "RECYCLE_REST", "将展示的牌回收", "将展示的卡牌回收", "将这些牌回收", "将这些卡牌回收",
                    "回收展示的牌", "回收展示的卡牌", "回收这些牌", "将查看的牌回收")
KEYWORDS = KEYWORDS + (
    # `对此处的所有敌方单位造成共计3点伤害，可在它们之间分摊` (rules-riftbound.md 8.19): one total, split point by point
    _kw("SPLIT_TOTAL", "共计", "a total of", "structure", "", None, ("合计", "总计", "总共")),
)
KEYWORDS = _respell(KEYWORDS, "INSTEAD", "改为立即", "改为立刻", "则改为立即")
KEYWORDS = KEYWORDS + (
    # `以休眠状态将该单位召回` `以休眠状态将一名友方单位召回` (rules-riftbound.md 10.30): any object, as `以休眠状态将其召回`
    _kw("EXH_TAKE", "以休眠状态将", "recall … exhausted", "verb", "", None, ("以休眠状态把",)),
)
KEYWORDS = KEYWORDS + (
    # `你手牌中的所有装备都获得{{灵便}}` `你手牌中的所有单位的费用减少{{1}}` (rules-riftbound.md 19.29): cards in your hand
    _kw("IN_YOUR_HAND", "你手牌中的", "in your hand", "filter", "", None,
        ("你的手牌中的", "你手牌里的", "你手中的", "你手牌中", "你的手牌中")),
)
KEYWORDS = _respell(KEYWORDS, "CHOOSE_ONE", "从以下中选择一个效果", "从以下中选择一个", "从以下效果中选择一个", "从下列效果中选择一个")
KEYWORDS = KEYWORDS + (
    # `从以下中选择一个本回合未选过的效果—` (rules-riftbound.md 10.31): a modal list whose modes are used up for the turn
    _kw("CHOOSE_UNUSED", "从以下中选择一个本回合未选过的效果", "choose one not chosen this turn", "structure", "", None,
        ("选择一个本回合未选过的效果", "从以下中选择一个本回合内未选过的效果", "从以下效果中选择一个本回合未选过的",
         "从以下中选择一个本回合未选择过的效果", "选择一项本回合未选过的效果")),
)
KEYWORDS = KEYWORDS + (
    # `在本回合内，如果你至少支付了{{A}}{{A}}{{A}}，则我获得{{S}}+1` (rules-riftbound.md 22.41): power paid this turn in all
    _kw("PAID_AT_LEAST", "至少支付了", "has paid at least", "condition", "", None,
        ("已支付了至少", "支付了至少", "已至少支付了", "本回合至少支付了", "在本回合内至少支付了", "支付过至少", "至少支付过")),
)
KEYWORDS = KEYWORDS + (
    # `强化我` `强化一名单位` `解除其强化` `解除此牌的强化` (rules-riftbound.md 19.49): empowering as a step or a cost
    _kw("EMPOWER", "强化", "empower", "verb"),
    _kw("UNEMPOWER", "解除", "un-empower (解除…强化)", "verb"),
    # rift12b: `你可以选择为其指定新的目标` `为一个法术选择新的目标` (rules-riftbound.md 11.17): a chain item's targets chosen again
    _kw("NEW_TARGETS", "指定新的目标", "choose new targets", "verb", "", None,
        ("选择新的目标", "指定新目标", "选择新目标", "重新指定目标", "重新选择目标", "改选目标", "选择新的目标对象")),
)
# `强化另一件装备` `另一个友方单位` (rules-riftbound.md 22.76): as 另一名
KEYWORDS = _respell(KEYWORDS, "MOD", "另一件", "另一个", "另一张")
# `除我以外的一名友方单位` (rules-riftbound.md 22.152): as 其他 (select.BUT_ME)
KEYWORDS = _respell(KEYWORDS, "MOD", "除我以外的", "除我之外的", "除此牌以外的", "除此牌之外的", "除我以外且", "除此牌以外且",
                    "另外")  # `摧毁另外三个友方单位` (22.152)
KEYWORDS = _respell(KEYWORDS, "PRONOUN", "他们", "她们")  # `消耗他们身上的增益` (rules-riftbound.md 8.32): as 它们
# rift12b: `你场上每有一名{{强力}}单位，就抽一张牌` (rules-riftbound.md 22.46): 你每控制 in the board's words
KEYWORDS = _respell(KEYWORDS, "EACH_CONTROL", "你场上每有", "你的场上每有", "你在场上每有", "你场上每存在")
KEYWORDS = KEYWORDS + (
    # rift12b: `获得等同于被摧毁单位战力的+{{S}}加成` (rules-riftbound.md 9.73): the might of the units this effect destroyed
    _kw("KILLED_MIGHT_OF", "被摧毁单位战力的", "the destroyed unit's might (as an amount)", "amount", "", None,
        ("被摧毁单位的战力的", "被摧毁的单位的战力的", "被摧毁单位的战力值的", "被摧毁单位战力值的")),
    _kw("MIGHT_BONUS_TAIL", "加成", "bonus (after +{{S}})", "amount", "", None, ("的加成",)),
)
KEYWORDS = KEYWORDS + (
    # rift12b: `你每通过据守获得1分，我的费用就减少{{2}}` (rules-riftbound.md 16.17): the points held this turn
    _kw("PER_HOLD_POINT", "你在本回合内每通过据守获得1分", "for each point you scored by holding this turn", "structure", "", None,
        tuple(f"{who}{when}每{how}获得{n}分" for who in ("你", "") for when in ("在本回合内", "本回合内", "本回合", "")
              for how in ("通过据守", "因据守", "据守") for n in ("1", "一")) [1:]),
)
KEYWORDS = KEYWORDS + (
    # rift12b: `选择一处你拥有单位的战场` (rules-riftbound.md 9.74): a battlefield where you (a friendly player) have a unit now
    _kw("WITH_YOUR_UNITS", "你拥有单位的", "where you have a unit (of a battlefield)", "filter", "", None,
        ("你有单位的", "有你的单位的", "你的单位所在的", "有友方单位的", "有友方单位存在的", "存在友方单位的", "拥有友方单位的")),
)
KEYWORDS = KEYWORDS + (
    # rift12b: `如果该单位已配有武装，则…` (rules-riftbound.md 9.75): gear attached to it now
    _kw("IS_EQUIPPED", "已配装", "is equipped", "condition", "", None,
        ("已配有武装", "配有武装", "已贴附武装", "贴附有武装", "已贴附了武装", "已装配武装", "身上有武装", "身上贴附有武装")),
)
# ---- rift12a (sample 10's refusal classes; docs/riftbound.md, rift12a paragraph) ------------------------------
# `从以下中选择一个你本回合内尚未选过的效果-` (rules-riftbound.md 10.31): the same list, with 你 and 尚
KEYWORDS = _respell(KEYWORDS, "CHOOSE_UNUSED", "从以下中选择一个你本回合内尚未选过的效果", "从以下中选择一个你本回合尚未选过的效果",
                    "从以下中选择一个你本回合未选过的效果", "从以下中选择一个你本回合内未选过的效果",
                    "从以下中选择一个本回合内尚未选过的效果", "从以下中选择一个本回合尚未选过的效果")
# `选择其中一张加入手牌` `将其放入你的手牌` (rules-riftbound.md 17.33): a card looked at to the hand, 加入/放入/置入 alike
KEYWORDS = _respell(KEYWORDS, "TAKE_LOOKED", *(f"{v}其中一张{p}{h}" for v in ("选择", "将", "挑选")
                                               for p in ("加入", "放入", "置入") for h in ("手牌", "你的手牌")))
KEYWORDS = _respell(KEYWORDS, "TAKE_IT", *(f"将{o}{p}{h}" for o in ("其", "它", "该牌") for p in ("加入", "放入", "置入")
                                           for h in ("手牌", "你的手牌")))
# `如果此战场上留存{{强力}}单位` (rules-riftbound.md 22.55): 此处有; 至少 only with 一名 (a larger number is not read)
KEYWORDS = _respell(KEYWORDS, "HERE_HAS", "此战场上有", "此战场上留存", "此战场上存在", "此处留存",
                    *(f"{h}至少一名" for h in ("此处有", "此处存在", "此处留存", "此战场上有", "此战场上留存", "此战场上存在")))
# `只要我所在的战场上有拥有{{部署}}的友方装备` (rules-riftbound.md 22.241): 此处有, at a battlefield only
KEYWORDS = _respell(KEYWORDS, "HERE_HAS", "我所在的战场上有", "我所在的战场有", "我所处的战场上有", "我所处的战场有")
KEYWORDS = KEYWORDS + (
    # `将你主牌堆顶部的三张牌放入废牌堆` (rules-riftbound.md 17.34): the top cards of the main deck to the trash
    _kw("MILL_TOP", "将你主牌堆顶部的", "put the top cards of your main deck", "verb", "", None,
        ("将你的主牌堆顶部的", "将主牌堆顶部的", "将你主牌堆顶的", "将你的主牌堆顶的", "把你主牌堆顶部的", "把你的主牌堆顶部的")),
    _kw("INTO_TRASH", "放入废牌堆", "into the trash", "zone", "", None,
        ("放入你的废牌堆", "置入废牌堆", "置入你的废牌堆", "放进废牌堆", "放入废牌堆中", "置入废牌堆中", "放入你的废牌堆中")),
)
KEYWORDS = _respell(KEYWORDS, "CHOOSE", "指定")  # `指定一名对手，让其展示手牌` (rules-riftbound.md 17.36)
KEYWORDS = KEYWORDS + (
    # `从中选择一张非单位卡牌` (rules-riftbound.md 17.36): any card of the hand shown that is not a unit
    _kw("NON_UNIT_CARD", "非单位牌", "non-unit card", "noun", "", None, ("非单位卡牌", "非单位的卡牌", "非单位的牌")),
)
# event spellings (rules-riftbound.md 10.43): `当你或一名友方玩家据守…时` `当你正面朝下放置一张卡牌时`
# `当你将一张卡牌从正面朝下的状态打出时`
KEYWORDS = _respell(KEYWORDS, "YOU_OR_ALLY", "你或一名友方玩家", "你或友方玩家", "你或一名队友", "你或你的队友")
KEYWORDS = _respell(KEYWORDS, "HIDE_CARD", "正面朝下放置一张卡牌", "正面朝下放置一张牌", "正面朝下地放置一张卡牌",
                    "将一张卡牌正面朝下放置", "将一张牌正面朝下放置")
KEYWORDS = _respell(KEYWORDS, "FROM_HIDDEN_PLAYED", "从正面朝下的状态打出", "从正面朝下状态打出", "从正面朝下的状态下打出")
KEYWORDS = KEYWORDS + (
    # `当你回收一枚符文时` (rules-riftbound.md 10.44): a rune of the rune area to the bottom of the rune deck (paying power)
    _kw("RECYCLE_RUNE_EV", "回收一枚符文", "recycle a rune", "event", "", None, ("回收一张符文", "回收符文")),
)
# `我所在战场上拥有增益的其他友方单位获得{{S}}+3` (rules-riftbound.md 9.83): 我所在战场上的 without 的 (9.50(b))
KEYWORDS = _respell(KEYWORDS, "LOCATION", "我所在战场上", "我所处战场上", "我所在的战场上", "我所处的战场上")
# `选择任意一名友方单位，和此处的一名敌方单位。` (rules-riftbound.md 22.56): the second choice after `，和` as after `以及`
KEYWORDS = _respell(KEYWORDS, "ALSO_THERE", "，和", "，以及", "，并选择", "并选择")
# `只能在你本回合打出了一件武装之后使用` (rules-riftbound.md 10.46): 只有在…时才能使用, with 只能在 … 后使用 and 打出了
KEYWORDS = _respell(KEYWORDS, "ONLY_WHEN", "只能在", "仅能在", "只可在")
KEYWORDS = _respell(KEYWORDS, "USE_THIS", "后使用", "后才能使用", "之后使用", "之后才能使用", "后方可使用")
KEYWORDS = _respell(KEYWORDS, "PAST_PLAY", "打出了", "已打出了")

# rift12d: `我便具有{{S}}+2` is `我便获得{{S}}+2` (rules-riftbound.md 22.80)
KEYWORDS = _respell(KEYWORDS, "GAIN", "便具有")
# rift13b: `若如此做，则我的费用减少{{2}}` (rules-riftbound.md 22.105, 22.85): 若 is 如果, and 如此做 / 这样做 without 你 is 你这样做
KEYWORDS = _respell(KEYWORDS, "DID_SO", "如此做", "这样做", "如此做了")
# rift13b: `此技能每回合仅能使用一次。` (rules-riftbound.md 22.107): once a turn, written of the ability itself
KEYWORDS = _respell(KEYWORDS, "ONCE_PER_TURN", "此技能每回合仅能使用一次", "此技能每回合只能使用一次", "此技能每回合限用一次",
                    "此技能每回合仅可使用一次", "每回合仅能使用一次", "每回合只能使用一次")
# `如果该单位已拥有增益` (rules-riftbound.md 22.107, 22.85): 已 before the state says nothing more
KEYWORDS = _respell(KEYWORDS, "HAS_BUFF", "已拥有增益", "已经拥有增益", "已拥有{{增益}}")

# rift13a: `查看你主牌堆顶部的两张牌，抽取其中一张，并将另一张回收` (rules-riftbound.md 22.85): the other one is the rest
KEYWORDS = _respell(KEYWORDS, "RECYCLE_REST", "将另一张回收", "将另一张卡牌回收", "回收另一张", "将另一张牌回收")
# rift13a: `此法力仅能用于打出法术` (rules-riftbound.md 7.10(a)): 仅能 as 只能
LIMITED_USES.update({"此法力仅能用于打出法术": "spell", "仅能用于打出法术": "spell", "此法力仅能用于打出单位": "unit",
                     "仅能用于打出单位": "unit", "此法力仅能用于打出装备": "gear", "仅能用于打出装备": "gear"})
KEYWORDS = _respell(KEYWORDS, "RES_LIMIT", "此法力仅能用于打出法术", "仅能用于打出法术", "此法力仅能用于打出单位",
                    "仅能用于打出单位", "此法力仅能用于打出装备", "仅能用于打出装备")
# `如果这是你的回合` (rules-riftbound.md 22.85): as `如果在你的回合中`
KEYWORDS = _respell(KEYWORDS, "IN_YOUR_TURN", "这是你的回合", "现在是你的回合")
# `对手的法术费用增加{{1}}` (rules-riftbound.md 22.85): without 的, as `的费用增加`
KEYWORDS = _respell(KEYWORDS, "COST_UP", "费用增加")

# rift14b: `选择一名处于法术对决中的友方单位` (rules-riftbound.md 22.153): at the battlefield of the showdown under way now
KEYWORDS = KEYWORDS + (
    _kw("IN_SHOWDOWN", "处于法术对决中的", "in the showdown (now)", "filter", "", None,
        ("正处于法术对决中的", "正在法术对决中的", "法术对决中的", "参与法术对决的", "正在参与法术对决的")),
)
# rift14b: `受自己控制的` as `自己控制的` (rules-riftbound.md 22.161)
KEYWORDS = _respell(KEYWORDS, "MOD", "受自己控制的")
# rift14b: `在你的主阶段开始时，…` (rules-riftbound.md 22.157): a trigger as your main phase begins (after the draw)
KEYWORDS = KEYWORDS + (
    _kw("AT_MAIN_START", "在你的主阶段开始时", "at the start of your main phase", "timing", "", None,
        ("在你的主要阶段开始时", "在你的主阶段开始之时", "你的主阶段开始时")),
)
# rift14b: `一张和我同名的卡牌` `此牌的同名卡牌` (rules-riftbound.md 22.163): a card with this card's name
KEYWORDS = KEYWORDS + (
    _kw("SAME_NAME_AS_ME", "和我同名的", "with this card's name", "filter", "", None,
        ("与我同名的", "和此牌同名的", "与此牌同名的", "此牌的同名", "我的同名")),
)
# rift14b2: `强化一个传奇、单位、或装备` (rules-riftbound.md 22.165): one object of any of the three kinds, in any order
_THREE_KINDS = tuple(f"{a}、{b}{j}{c}" for a, b, c in itertools.permutations(("单位", "装备", "传奇"))
                     for j in ("或", "、或", "或者", "、或者"))
KEYWORDS = KEYWORDS + (
    _kw("UNIT_GEAR_LEGEND", "单位、装备或传奇", "unit, gear or legend", "noun", "", None,
        tuple(w for w in _THREE_KINDS if w != "单位、装备或传奇")),
)
# rift16a: `让最多四个单位、装备或符文变为活跃状态` (rules-riftbound.md 22.232): board objects and runes in rune areas
_RUNE_KINDS = tuple(f"{a}、{b}{j}{c}" for a, b, c in (("单位", "装备", "符文"), ("装备", "单位", "符文"), ("符文", "单位", "装备"),
                                                      ("单位", "符文", "装备"))
                    for j in ("或", "、或", "或者"))
KEYWORDS = KEYWORDS + (
    _kw("UNIT_GEAR_RUNE", "单位、装备或符文", "unit, gear or rune", "noun", "", None,
        tuple(w for w in _RUNE_KINDS if w != "单位、装备或符文")),
)
# rift14b2: `对一名单位造成伤害，其数量等同于该单位上已标记的伤害数值` (rules-riftbound.md 22.167): each damaged unit's
# own marked damage, read when the damage is dealt
KEYWORDS = KEYWORDS + (
    _kw("ITS_DAMAGE_TAIL", "该单位上已标记的伤害数值", "the damage marked on it (after the verb)", "amount", "", None,
        ("该单位上已标记的伤害", "该单位身上已标记的伤害数值", "该单位身上已标记的伤害", "其身上已标记的伤害数值",
         "其身上已标记的伤害", "其上已标记的伤害", "该单位已受到的伤害", "其已受到的伤害", "该单位身上的伤害数值")),
    _kw("EQUAL_ITS_DAMAGE", "等同于其身上已标记伤害的", "equal to the damage marked on it", "amount", "", None,
        ("等同于其已标记伤害的", "等同于其身上已标记的伤害的", "等同于该单位身上已标记伤害的", "等同于其已受到伤害的",
         "等同于该单位上已标记伤害的")),
)
# rift14b2: `当你在此处布置一张{{待命}}卡牌时` (rules-riftbound.md 22.170): a card hidden at this card's battlefield
KEYWORDS = _respell(KEYWORDS, "HIDE_CARD", "布置一张{{待命}}卡牌", "布置一张待命卡牌", "布置一张[待命]卡牌", "布置一张[待命]牌")
KEYWORDS = KEYWORDS + (
    _kw("HIDE_HERE", "在此处布置一张待命牌", "hide a card here", "event", "", None,
        ("在此处布置一张{{待命}}卡牌", "在此处布置一张{{待命}}牌", "在此处布置一张待命卡牌", "在此处布置一张[待命]卡牌",
         "在此处正面朝下放置一张卡牌", "在此处正面朝下放置一张牌", "于此处布置一张待命牌", "于此处布置一张{{待命}}卡牌")),
)
# rift14b2: `将我和一名受你控制的“影分身”互相移动到对方的位置` (rules-riftbound.md 22.171): a swap (17.18(b)) with 将
KEYWORDS = _respell(KEYWORDS, "SWAP_PLACES", "互相移动到对方的位置", "互相移动到对方所在的位置", "相互移动到对方的位置",
                    "相互移动到对方所在的位置", "移动到彼此的位置", "互相移动到彼此的位置")
# rift14b2: `仅可在你本回合内已选择过敌方单位后使用，且每回合仅限使用一次` (rules-riftbound.md 22.172)
KEYWORDS = _respell(KEYWORDS, "ONLY_WHEN", "仅可在", "只可于", "仅可于", "仅能于")
KEYWORDS = _respell(KEYWORDS, "ONCE_PER_TURN", "每回合仅限使用一次", "此技能每回合仅限使用一次", "每回合仅限一次",
                    "每回合限用一次", "每回合仅可使用一次")
KEYWORDS = KEYWORDS + (
    _kw("CHOSE_ENEMY_THIS_TURN", "你本回合内已选择过敌方单位", "you chose an enemy unit as a target this turn", "condition", "",
        None, ("你在本回合内已选择过敌方单位", "你本回合已选择过敌方单位", "你在本回合内选择过敌方单位", "你本回合内选择过敌方单位",
               "你在本回合内已选择过一名敌方单位", "你本回合内已选择过一名敌方单位", "你在本回合内选择过一名敌方单位",
               "你本回合已将敌方单位选为目标", "你在本回合内已将一名敌方单位选作目标")),
)
# rift15b: `让其将该卡牌回收` after `你从中选择一张…` (rules-riftbound.md 22.211, 17.36)
KEYWORDS = _respell(KEYWORDS, "RECYCLE_IT", "将该卡牌回收", "将该牌回收")
# rift15a: `此方式` `此方法` `以此法` are one word, 以此 (rules-riftbound.md 22.182): `…，以此方法抽两张牌`,
# `以此方法放逐的`, `你无法以此方法…`; every keyword spelt with 以此方式 gains the 以此方法 and 以此法 spellings
KEYWORDS = _respell(KEYWORDS, "BY_THIS", "以此方式", "以此方法", "以此法", "通过这种方式", "以这种方式", "借此")


def _this_way(rows):
    taken = {w for k in rows for w in k.words}
    out = []
    for k in rows:
        more = []
        for w in k.words:
            if "以此方式" in w:
                for alt in ("以此方法", "以此法"):
                    v = w.replace("以此方式", alt)
                    if v not in taken:
                        taken.add(v)
                        more.append(v)
        out.append(Keyword(k.terminal, k.text, k.english, k.category, k.example, k.meaning, k.synonyms + tuple(more))
                   if more else k)
    return tuple(out)


KEYWORDS = _this_way(KEYWORDS)
# rift15a: `当此牌离场时` `当我离场时` (rules-riftbound.md 22.183): the permanent leaves the board (to any zone other than the
# base or a battlefield), whatever moved it: destroyed, returned, banished, recycled
KEYWORDS = KEYWORDS + (
    _kw("LEAVE_PLAY", "离场", "leaves play", "event", "", None, ("离开场上", "离开场地", "离开赛场")),
)
# rift15a: `在本回合内，当它下次被摧毁时，你可以选择支付{{红色}}，改为…` (rules-riftbound.md 22.184): 当 as 在
KEYWORDS = _respell(KEYWORDS, "NEXT_DEATH", "当它下次被摧毁时", "当该单位下次被摧毁时", "当其下次被摧毁时", "在它下次被摧毁时",
                    "在其下次被摧毁时", "当它下一次被摧毁时", "在它下一次被摧毁时", "在该单位下一次被摧毁时")
# rift15a: `当我进行一对一的进攻或防守时，在这场战斗中，我的战力翻倍` (rules-riftbound.md 22.185)
KEYWORDS = _respell(KEYWORDS, "SCOPE", "在这场战斗中", "这场战斗中", "在该场战斗中")
KEYWORDS = _respell(KEYWORDS, "MIGHT_DOUBLE", "我的战力翻倍", "的战力翻倍")
KEYWORDS = KEYWORDS + (
    _kw("ONE_ON_ONE", "进行一对一的进攻或防守", "attack or defend one on one", "event", "", None,
        ("一对一地进攻或防守", "一对一进攻或防守", "进行一对一的进攻或防御", "以一对一的方式进攻或防守")),
)
