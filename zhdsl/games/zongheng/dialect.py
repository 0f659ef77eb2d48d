"""The 纵横坛 dialect: the primary game, its words and the facts the core needs about them."""

from __future__ import annotations

import re
from pathlib import Path

from zhdsl.compiler.check import register_codes
from zhdsl.dialect import Dialect, VerbPackage
from zhdsl.games.zongheng.keywords import COLOURS
from zhdsl.games.zongheng.keywords import KEYWORDS as TABLE

# Codes only 纵横坛's verbs report (the core's are in zhdsl.compiler.check.CODES).
register_codes({
    "W217": "说明对该步骤不起作用",
    "E222": "只能洗乱牌库或过往",
    "E223": "公共区域没有所有者",
    "E226": "该属性不能直接变为一个数值",
    "E237": "「直到」之后不是手牌数达到多少",
    "E239": "「本回合使用牌」缺少「过」",
    "E238": "只能把牌从堆叠中移除",
    "E250": "动作触发中写了目标（触发时还没有目标）",
    "E254": "查看区域中的几张牌时没有写明位置",
    "E255": "不能交换的一项",
    "E256": "「其中」前面没有查看或选择过的牌",
    "E257": "几名目标的人数不是写出的正整数",
    "E270": "颜色或牌的种类写在了「目标」以外的角色词之后",
    "E272": "括号里复述的动作与这一步的动作不同",
    "E273": "复活的不是已死亡的角色",
    "E274": "反制或复制的牌数不是1",
    "E275": "不带「当」的动作触发没有写出做这件事的角色",
    "E276": "移入区域时写的正反面与该区域不符",
    "E277": "「超出的张数」前面没有大于的比较",
    "E278": "「其中有角色死亡」或「因此」前面没有同一段效果中的步骤",
    "E279": "括号中的长期效果不在结附之后，或不是仓储、效率的加减",
    "E283": "「本局为…」后面不是模式的名字",
    "W258": "「每有角色因此死亡」前面的步骤不改变财富，没有角色会因此死亡",
    "E297": "一行写的领主缺少或写错了效率、仓储、精力",
}, owner="zongheng")


_END_BEFORE_CLOSE = re.compile(r"[。；](?=[ \t]*）)")


# `若为黄色`, `如果是红色牌`: a condition whose card is left out, the card 该牌 would name (rule 10.181)
_ELIDED_CARD = re.compile(r"(?:若|如果|假如)\s*(?:为|是)")


class Zongheng(Dialect):
    name = "zongheng"
    title = "纵横坛"
    aliases = ("纵横",)
    grammar_file = Path(__file__).with_name("zongheng.lark")
    TABLE = TABLE
    COLOURS = COLOURS
    VERBS = VerbPackage("zhdsl.games.zongheng.verbs")  # imported with the first text of the game

    @classmethod
    def split_header(cls, text: str):
        """`领主 烽烟·铁骑督，效率4，仓储6，精力红红蓝，技能：…`: a lord on one line (rule 15.28)."""
        from zhdsl.games.zongheng.lord_line import split

        return split(text)

    # timings (rule 9): what holds when none is written, which are moments (one use per moment,
    # triggers), which make an effect automatic, which limit it to once a turn, which exclude each other
    DEFAULT_TIMING = "ACTIVE"
    # 再… is not named in a hint where an action may stand, 与…交换 not where an effect may start (a timing may)
    QUIET_BESIDE = {"_AGAIN": "verb", "_WITH": "timing"}
    MOMENTS = ("TURN_START", "TURN_END", "RESPONSE", "FOLLOWUP")
    # `追加：令其弃1张手牌`: 其 is the player your card targets; `响应：令其…`: the one who targeted you (rule 12.8(a))
    EVENT_PLAYERS = {"FOLLOWUP": "event_targets", "RESPONSE": "event_user"}
    # `响应：反制该牌`, `追加：复制该牌`: 该牌 is the card that targeted you / your card that targets them (rule 12.8(h))
    EVENT_CARDS = frozenset({"FOLLOWUP", "RESPONSE"})
    MANDATORY = frozenset({"LOCKED"})

    @classmethod
    def prepare(cls, text: str) -> str:
        """A `。` (or `；`) that ends the last sentence of a note, right before its `）`, is blanked: the bracket ends the
        note (`（此技能每回合限1次。）主动：…`, `（你转化时，额外抽1张牌。）限定：…`, rule 13.170). Reminder text (`（附注：…。）`)
        keeps its words."""
        if "。）" not in text and "；）" not in text and not _END_BEFORE_CLOSE.search(text):
            return text
        chars = list(text)
        for m in _END_BEFORE_CLOSE.finditer(text):
            opening = text.rfind("（", 0, m.start())
            if opening >= 0 and text[opening + 1:m.start()].lstrip().startswith("附注"):
                continue
            chars[m.start()] = " "
        return "".join(chars)

    @classmethod
    def has_pronoun(cls, text: str) -> bool:
        """A pronoun's word, or `再复制1次` with no card written: it names 该牌 (rule 11.48(a)); or 使用者 alone, which is
        该牌的使用者 (rule 12.170); or 你们, which is 你与其 (rule 10.175)."""
        # `若两张牌颜色相同`: 两张牌 names the last two cards named (rule 10.170)
        return (super().has_pronoun(text) or ("复制" in text and "次" in text) or "使用者" in text or "你们" in text
                or "相同" in text or "不同" in text or "一样" in text or "相等" in text
                or _ELIDED_CARD.search(text) is not None)  # `若为黄色`: 该牌 left out (rule 10.181)
    ONCE_PER_TURN = frozenset({"LIMITED"})
    EXCLUSIVE = (frozenset({"TURN_START", "TURN_END"}),)
    COLOURED_OBJECTS = frozenset({"energy"})  # 红色精力; 弃 also takes 红色手牌 (rule 11.2(a))
    STACK_TIMINGS = frozenset({"INSTANT", "RESPONSE", "FOLLOWUP"})  # 即刻 and the moments a card enters the 堆叠

    # attributes and zones (rules 3, 5)
    PLAYER_ATTRIBUTES = frozenset({"wealth", "supply", "energy", "storage", "efficiency", "hand_count"})
    CARD_ATTRIBUTES = frozenset({"point", "colour"})
    COLOUR_ATTRIBUTE = "colour"
    MUTABLE = frozenset({"wealth", "supply", "energy", "storage", "efficiency"})  # what a static effect may hold
    SHARED_ZONES = frozenset({"stack", "deck", "deck_top", "deck_bottom", "past", "past_top", "past_bottom", "void"})
    ZONE_POSITIONS = {"deck_top": ("deck", "top"), "deck_bottom": ("deck", "bottom"),
                      "past_top": ("past", "top"), "past_bottom": ("past", "bottom")}  # rule 12.100
    HOLDER_OWNS = frozenset({"ward"})  # the appendix: 结界的所有者是结界区的所有者 (rule 12.16)
    STACK_KINDS = {"general_card": "card", "skill_card": "skill"}  # 目标通用牌, 目标技能牌 (rule 12.11)

    # the appendix defines each timing by a phrase; a designer who writes the phrase is told the word
    LONG_FORMS = {
        "每回合限1次": "限定", "每回合限一次": "限定", "回合内": "主动", "没有牌正在结算": "主动",
        "堆叠内有卡牌时": "即刻", "堆叠内有牌时": "即刻", "成为他人使用牌的目标时": "响应", "使用牌指定他人时": "追加",
        "必须执行": "锁定",
    }

    # example phrases the core's hints quote
    HINTS = {
        "costs": "支付、消耗、弃手牌、横置",
        "any_count": "写出具体的数字，例如「2」；【结附…任意回合】中的「任意」代表一个数字，如「结附目标角色2回合」",
        "step": "抽1张牌",
        # `抽（X+1）张牌`: a sum in brackets after a verb (rule 10.200)
        "bracketed_sum": "数量不加括号：写作「抽X+1张牌」或「抽等同于X+1的牌」（动词后的「（」开始一个说明）",
        "command": "目标角色抽1张牌",
        "colours": "精力的颜色有：绿、红、蓝、黄，以及代表任意颜色的黑",
        "holder": "此牌的所有者",
        "zone_owner": "目标角色的手牌区",
        "shared_zone": "过往中的1张牌",
        "zone_cards": "将过往中的1张牌移入你的手牌区",
        # a （…） standing alone that is none of the lasting effects the game reads (rules 13.1, 13.6–13.10, 13.13)
        "static": "单独成段的括号是常驻效果，目前只能写属性的界限「（你的仓储始终等于5）」「（你的效率至少为1）」，"
                  "或紧跟「结附…」的仓储/效率加减与禁止「（其仓储-1）」「（其无法使用「攻伐」）」；"
                  "改变规则（牌对所有角色可见、连续调度、改写转化等）尚不支持",
        "colour_compare": "若目标牌的颜色等于红色",
        "player_attribute": "你的财富",
        "single_player_attribute": "目标角色的手牌数",
        "invariant": "例如「你的仓储始终等于财富」（财富、物资、精力、仓储、效率）",
        "invariant_you": "写作「你的仓储始终等于3」；要约束别人，把带这段效果的牌结附给他（结界上的「你」是结界区的所有者）",
        "define": "你的物资",
        "condition": "若你的财富小于10，生产1财富",
        "attach": "目标角色",
        "move": "将此牌移入虚空",
        "colour_words": "颜色有：绿色、红色、蓝色、黄色、黑色",
        "objects": "数量后面写对象：牌、手牌、财富、物资、精力（可带颜色，如「2红精力」）、仓储、效率",
        # a word after 目标 that is neither a player word nor a colour before 牌 (rule 12.11)
        "after_target": "「目标」后面写角色（目标角色、目标其他角色）或牌（目标牌、目标红色牌、目标技能牌、目标通用牌）",
        "example_verb": "抽1张牌",
        "example_timing": "回合开始",
        "example_reference": "目标角色",
        "example_attribute": "财富",
        "example_zone": "过往",
        "example_comparator": "大于",
    }

    @classmethod
    def game(cls):
        from zhdsl.games.zongheng.game import ZonghengGame

        return cls._memo("game", lambda: ZonghengGame(cls))

    @classmethod
    def check_version(cls, version, variables: bool = True, pronouns: bool = True, stack_card: bool = True,
                      walk: bool = True) -> list:
        """A sentence continuing the one before (its pronoun names what that one named) is checked as part of it
        (rule 12.180)."""
        if pronouns:
            from zhdsl.games.zongheng.joined import join_continued

            version = join_continued(version, cls)
        return super().check_version(version, variables=variables, pronouns=pronouns, stack_card=stack_card, walk=walk)

    @classmethod
    def lower_version(cls, version, source: str = ""):
        """Lowered as checked: a continuing sentence is part of the effect before it (rule 12.180)."""
        if not source or cls.has_pronoun(source):
            from zhdsl.games.zongheng.joined import join_continued

            version = join_continued(version, cls)
        return super().lower_version(version, source)
