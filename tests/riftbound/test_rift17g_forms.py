"""rift17g: the refusal classes of the sixth and seventh catalog samples, written as general forms (docs/riftbound.md
part 8, rift17g; rules-riftbound.md 8.15–8.18, 9.56–9.62, 10.23–10.25, 13.11–13.12, 17.24, 22.31–22.36).
Their behaviour: tests/scenarios/riftbound/目录写法/700–730."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 9.56: a source place after the object, in any verb's slot
    "当你打出我时，将一名敌方单位从此处移动到其所属的基地。",
    "让另一名单位从战场上返回其所属的手牌。",
    "{{横置}}：将一名友方单位从你的基地移动到此处。",
    "{{绝念}}-对我所处战场上的所有单位各造成2点伤害。",
    # 10.20(c), 13.11, 22.31
    "当我被打出时、或当我征服一处战场时，给予我增益。",
    "我无法移动到基地。",
    "当你打出我时，如果你控制一处战场，则可以将你任意数量的单位移动到一处开放的战场。",
    # 9.57: play destinations
    "你可以选择将我打出到一处开放的战场。",
    "当我在场上时，你可以选择将友方单位打出到一处开放的战场。",
    "{{绝念>}} 从你的手牌中打出一名单位到你的基地，无视其法力费用。",
    # 22.32, 22.33: 否则, 如果你展示了
    "展示你主牌堆顶部的一张牌。如果是一张装备牌，则抽取该卡牌，否则将其回收。",
    "如果你控制一处战场，则抽一张牌。否则，获得1经验。",
    "查看你主牌堆顶部的三张牌。你可以选择从中展示一名单位，并抽取该卡牌。回收其余的卡牌。如果你展示了一名“鸟类”或“猫科”属性单位，则进行一次：给予一名友方单位{{增益}}。",
    # 8.15–8.18, 9.58, 10.23–10.25
    "消耗我的增益：让我本回合内{{S}}+4。",
    "当你打出我时，让一名传奇变为活跃或休眠状态。",
    "我可以拥有不限数量的增益。",
    "此处被眩晕的敌方单位{{S}}-8,不得低于1{{S}}。",
    "你此处战力低于我的单位无法被敌方法术或技能选作目标。",
    "当敌方单位进攻你控制的战场时，让其本回合内{{S}}-1，不得低于1{{S}}。",
    "在本回合内，如果我移动了两次，则我免疫伤害。",
    # 17.24, 9.59, 9.60, 9.61, 13.12, 22.34
    "当你打出我时，让一名对手展示手牌，然后从中选择一张，让对手将其弃置。",
    "你必须将一件友方装备返回其所属的手牌，作为打出我的额外费用。",
    "摧毁一处战场中任意数量的单位，这些单位总计战力不得高于4。",
    "移动任意数量的敌方单位到同一位置，这些单位的控制者必须相同且总计战力不超过 8。",
    "如果我位于战场上，则你打出法术所需的法力费用减少{{1}}，不得低于{{1}}。",
    "移动一名敌方单位。",
    "支付{{2}}，{{横置}}：在战场和其所属基地之间移动一名友方单位。",
    "从下一名玩家开始，每名玩家可以选择让一名单位返回其所属的手牌。",
    "{{反应}}\n选择一个法术，除非其控制者选择支付{{2}}，否则无效化该法术。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


def _clauses(text):
    program = compile_text(analyze(text, "riftbound").versions[0])
    return [q for a in program.abilities for s in a.sentences for q in s.walk()]


def test_a_source_place_is_a_word_of_the_selector():
    """`从此处` after the noun is one of the selector's words (select.matches reads it like 此处的, rule 9.56)."""
    nodes = _clauses("将一名敌方单位从此处移动到其所属的基地。")
    words = [w.tokens[0] for q in nodes if q.kind == "selector" for w in q.all("sel_word") if w.tokens]
    assert ("FROM_SRC", "从此处") in words


def test_otherwise_is_the_other_branch_of_the_sentence():
    """`…，否则…` is a part of the sentence with the condition (effects.run_sentence runs it when the condition fails)."""
    (sentence,) = [q for q in _clauses("如果你控制一处战场，则抽一张牌，否则获得1经验。") if q.kind == "sentence"]
    assert sentence.part("else_part") is not None
    assert [q.kind for q in sentence.part("else_part").walk() if q.kind in ("draw", "gain")] == ["gain"]
    assert [q.kind for q in sentence.part("clauses").walk() if q.kind in ("draw", "gain")] == ["draw"]


def test_unless_still_reads_with_the_otherwise_word():
    """`，否则` became one word for 22.32; `除非…支付…，否则…` (22.10(b)) is still the unless step."""
    kinds = {q.kind for q in _clauses("选择一个法术，除非其控制者支付{{2}}，否则无效化该法术。")}
    assert "unless" in kinds


def test_a_single_other_players_option_to_pay_is_still_may_pay():
    """`其控制者可以选择支付{{2}}` is built as may_pay (22.10(b)); `每名玩家可以选择…` as each_optional (22.34)."""
    assert "may_pay" in {q.kind for q in _clauses("其控制者可以选择支付{{2}}。如果不这样做，则抽一张牌。")}
    assert "each_optional" in {q.kind for q in _clauses("每名玩家可以选择抽一张牌。")}


def test_the_total_might_bound_moves_to_the_selector_after_a_destination():
    """`移动…到同一位置，这些单位…总计战力不超过8`: the bound is read by the selector's choice (select._within_total)."""
    nodes = _clauses("移动任意数量的敌方单位到同一位置，这些单位的控制者必须相同且总计战力不超过 8。")
    (selector,) = [q for q in nodes if q.kind == "selector" and q.part("total_cap") is not None]
    cap = selector.part("total_cap")
    assert cap.has("SAME_CTRL") and cap.part("num").tokens[0][1] == "8"


def test_picking_a_card_of_a_hand_does_not_take_the_looked_at_play_form():
    """`从中选择一张` is pick_among; `从中选择一名单位，将它的法力费用减少{{3}}后打出` stays play_among (17.16)."""
    assert "pick_among" in {q.kind for q in _clauses("选择一名对手。查看其手牌，从中选择一张法术牌，将其弃置。")}
    kinds = {q.kind for q in _clauses("查看你主牌堆顶部的四张牌，你可以从中选择一名单位，将它的法力费用减少{{3}}后打出，然后回收其余卡牌。")}
    assert "play_among" in kinds and "pick_among" not in kinds


def test_a_restriction_after_a_trigger_is_still_refused():
    """22.36 lets `在本回合内，如果…，则我免疫伤害` stand; a 无法 after a trigger is still E401."""
    result = analyze("当你打出我时，对手无法得分。", "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
