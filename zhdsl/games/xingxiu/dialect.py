"""The 星宿 dialect: the card text of the 28-mansions game (seed 001) and of its family."""

from __future__ import annotations

from pathlib import Path

from zhdsl.compiler.check import register_codes
from zhdsl.dialect import Dialect, VerbPackage
from zhdsl.games.xingxiu.keywords import KEYWORDS

# Codes only 星宿's verbs report (the core's are in zhdsl.compiler.check.CODES).
register_codes({
    "E240": "「否则」「或」前面没有可以对应的条件或选择",
    "E241": "「…范围内的」前面不是进攻范围",
    "E242": "不能放置或亮出的区域",
    "E243": "无法识别的判定结果",
    "E244": "缺少牌名",
    "E245": "「选择一项」的选项不足两个",
    "E246": "不能持续修改的属性",
    "E247": "「未满」用于军力以外的属性",
    "E248": "牌的第一句没有写明怎样使用",
    "E249": "技能中写了牌的使用方式",
    "W250": "本游戏没有属性伤害",
}, owner="xingxiu")

PHASE_STARTS = ("PREPARE_START", "JUDGE_START", "DRAW_START", "PLAY_START", "DISCARD_START", "FINISH_START")
PHASE_ENDS = ("PREPARE_END", "JUDGE_END", "DRAW_END", "PLAY_END", "DISCARD_END", "FINISH_END")


class Xingxiu(Dialect):
    name = "xingxiu"
    title = "星宿"
    aliases = ("二十八星宿",)
    grammar_file = Path(__file__).with_name("xingxiu.lark")
    TABLE = KEYWORDS
    VERBS = VerbPackage("zhdsl.games.xingxiu.verbs")  # imported with the first text of the game

    DEFAULT_TIMING = "NONE"  # a sentence without a head continues the one before it
    MOMENTS = ("TURN_START", "TURN_END", *PHASE_STARTS, *PHASE_ENDS)
    EXCLUSIVE = (frozenset({"TURN_START", "TURN_END"}),)
    PLAYER_ATTRIBUTES = frozenset({"strength", "max_strength", "hand_count", "hand_limit", "attack_range"})
    CARD_ATTRIBUTES = frozenset({"point", "colour"})
    COLOUR_ATTRIBUTE = "colour"
    SHARED_ZONES = frozenset({"deck", "deck_top", "deck_bottom", "discard"})
    HAND_ZONE = "hand"
    ZONE_POSITIONS = {"deck_top": ("deck", "top"), "deck_bottom": ("deck", "bottom")}

    LONG_FORMS = {
        "每阶段限一次": "出牌阶段限一次", "回合内": "出牌阶段", "你的回合开始时": "回合开始时",
    }

    HINTS = {
        "costs": "无（本游戏的代价写在效果里，如「你可以弃置一张手牌，…」）",
        "step": "摸一张牌",
        "command": "一名其他角色摸一张牌",
        "colours": "颜色有：红色、黑色；季节有：春、夏、秋、冬",
        "holder": "此牌",
        "zone_owner": "你的判定区",
        "colour_compare": "若结果为红色",
        "player_attribute": "你的军力",
        "single_player_attribute": "你的手牌数",
        "invariant": "本游戏用锁定技写持续的效果，例如「锁定技，你的手牌上限加一。」",
        "invariant_you": "写作「锁定技，你的手牌上限加一。」",
        "define": "此次伤害的伤害值",
        "condition": "若你的军力未满，你可以摸一张牌",
        "pronoun": "令一名其他角色摸一张牌，然后其弃置一张手牌",
        "objects": "对象有：牌、手牌、军力、计策牌、「进攻」……",
        "colour_words": "颜色有：红色、黑色",
        "example_verb": "摸一张牌",
        "example_timing": "出牌阶段",
        "example_reference": "一名其他角色",
        "example_attribute": "军力",
        "example_zone": "判定区",
        "example_comparator": "大于",
    }

    @classmethod
    def game(cls):
        from zhdsl.games.xingxiu.game import XingxiuGame

        return cls._memo("game", lambda: XingxiuGame(cls))
