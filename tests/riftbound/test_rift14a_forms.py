"""rift14a: refusal classes of the older catalog samples, written as general forms (rules-riftbound.md 7.12, 19.61,
22.129). Their behaviour: tests/scenarios/riftbound/目录写法/1150–1156; here, that each form reads in several
spellings and compiles to the step the engine runs, and that what it cannot run is refused with E401."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


def _kinds(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    program = compile_text(result.versions[0])
    return {q.kind for a in program.abilities for s in a.sentences for q in s.walk()}


@pytest.mark.parametrize("text", [
    # 22.129: the object before 眩晕
    "当你打出我时，选择一名敌方单位，将其眩晕。",
    "选择此处的一名敌方单位，将其眩晕。",
    "将一名敌方单位眩晕。",
    "当我进攻时，将此处的所有敌方单位眩晕。",
    "将一名单位眩晕，然后对其造成2点伤害。",
    "{{横置}}：选择一名敌方单位，将其眩晕。",
    "选择一名敌方单位，将其眩晕。如果它此前已被眩晕，则改为将其摧毁。",
])
def test_the_object_first_stun_reads_as_the_stun_verb(text):
    assert "stun_take" in _kinds(text)


@pytest.mark.parametrize("text", [
    # 19.61: the count of buffs just spent, without 以此法
    "当你打出我时，你可以选择消耗任意数量的增益。每消耗一个增益，就抽一张牌。",
    "消耗任意数量的增益。每消耗一个增益，便对一名敌方单位造成1点伤害。",
    "消耗你的单位身上任意数量的增益。每消耗1个增益，便获得1经验。",
    "当你打出我时，可选择消耗任意数量的增益。每消耗一个增益，便召出一枚休眠符文。",
    "当我进攻时，你可以选择消耗任意数量的增益。每消耗一个增益，便给予我在本回合内{{S}}+1。",
    "消耗友方单位的任意数量的增益。每消耗一个增益，就获得1经验。",
])
def test_the_spent_buff_count_reads_without_by_this(text):
    assert {"spend_any_buffs", "per_lead"} <= _kinds(text)


@pytest.mark.parametrize("text", [
    # 7.12: the exhausted adjective without 的, or as 休眠状态的
    "召出一枚休眠符文。",
    "召出两枚休眠状态的符文。",
    "当你打出我时，召出一枚休眠符文。",
    "{{横置}}：召出一枚休眠状态符文。",
    "{{绝念}} 召出两枚休眠符文。",
    "当我征服一处战场时，召出一枚休眠符文，然后抽一张牌。",
])
def test_an_exhausted_rune_reads_in_every_spelling(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    channel = [q for a in compile_text(result.versions[0]).abilities for s in a.sentences for q in s.walk()
               if q.kind == "channel"]
    assert channel and channel[0].has("EXHAUSTED_RUNE_ADJ")


def test_spending_buffs_as_an_extra_cost_is_refused():
    result = analyze("当你打出我时，可以选择消耗任意数量的增益作为额外费用。每消耗一个增益，就让我的费用减少{{1}}。", "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert "额外费用" in result.diagnostics[0].message


def test_a_plain_exhausted_word_is_not_a_rune():
    result = analyze("召出一枚休眠。", "riftbound")
    assert not result.ok


@pytest.mark.parametrize("text,word", [
    # 16.13, 16.21, 19.62: an event's triggers once more
    ("你据守此处时的据守效果额外触发一次。", "HOLD_TWICE"),
    ("你征服此处时的征服效果额外触发一次。", "CONQUER_TWICE"),
    ("你征服此处时，征服效果额外触发一次。", "CONQUER_TWICE"),
    ("{{急速}}\n你征服此处时的征服效果会额外触发一次。\n当我征服一处战场时，抽一张牌。", "CONQUER_TWICE"),
    ("你的所有{{绝念}}效果可以额外触发一次。", "DEATHKNELL_TWICE"),
    ("你的{{绝念}}效果额外触发一次。", "DEATHKNELL_TWICE"),
    ("{{壁垒}}\n你的所有{{绝念}}效果额外触发一次。", "DEATHKNELL_TWICE"),
])
def test_an_additional_trigger_reads_as_its_static(text, word):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    program = compile_text(result.versions[0])
    assert any(q.has(word) for a in program.abilities for s in a.sentences for q in s.walk())
    assert not any(lbl[0] == "绝念" for a in program.abilities for lbl in a.labels)


@pytest.mark.parametrize("text", [
    # 22.130: a unit, a gear or a face-down card; {{待命}}卡牌 alone is a face-down card
    "{{横置}}：让另一张友方装备、单位或{{待命}}卡牌返回其所属的手牌。",
    "让一名友方单位、装备或{{待命}}卡牌返回其所属的手牌。",
    "摧毁一张敌方装备、单位或正面朝下的卡牌。",
    "当你打出我时，让另一张友方单位、装备或待命牌返回其所属的手牌。",
    "让一张{{待命}}卡牌返回其所属的手牌。",
    "摧毁一张{{待命}}牌。",
    "让一件友方装备或单位返回其所属的手牌。",
])
def test_a_face_down_card_is_one_of_the_nouns(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    sels = [q for a in compile_text(result.versions[0]).abilities for s in a.sentences for q in s.walk() if q.kind == "selector"]
    nouns = {t for q in sels for n in q.all("noun") for t, _x in n.tokens}
    assert nouns & {"UNIT_GEAR_FACEDOWN", "FACEDOWN_CARD", "UNIT_OR_GEAR"}


def test_another_card_does_not_take_the_card_itself():
    from zhdsl.games.riftbound import select

    result = analyze("让另一张友方装备、单位或{{待命}}卡牌返回其所属的手牌。", "riftbound")
    sel = next(q for a in compile_text(result.versions[0]).abilities for s in a.sentences for q in s.walk()
               if q.kind == "selector")
    assert select.with_face_down(sel)
    assert ("MOD", "另一张") in {(t, x) for t, x, _w in select.words(sel)}


@pytest.mark.parametrize("text", [
    # 22.131: the first card of a kind each turn, and the token tail
    "如果此战场受你控制，则每回合打出的第一件友方装备的费用减少{{1}}，不包括指示物。",
    "你每回合打出的第一件装备的费用减少{{1}}。",
    "你每回合打出的第一个法术的费用减少{{1}}。",
    "你每回合打出的第一名单位的费用减少{{2}}。",
    "每回合打出的首张友方法术的费用减少{{1}}。",
    "如果我位于战场上，则你每回合内打出的第一件装备的费用减少{{2}}，不包含指示物。",
])
def test_the_first_of_a_kind_each_turn_is_a_selector_word(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    program = compile_text(result.versions[0])
    words = {t for a in program.abilities for s in a.sentences for q in s.walk() if q.kind == "sel_word" for t, _x in q.tokens}
    assert "FIRST_PLAYED_TURN" in words
    assert any(q.kind == "cost_reduce" for a in program.abilities for s in a.sentences for q in s.walk())


@pytest.mark.parametrize("text", [
    # 17.63: reveal one at a time until one fits
    "在你的回合即将结束时，从主牌堆顶部开始逐一展示卡牌，直到翻出一名单位为止，然后将其打出，无视费用，并回收其余的卡牌。",
    "从你的主牌堆顶部开始逐一展示卡牌，直到展示出一个法术为止，然后将其打出，无视其费用，并回收其余的卡牌。",
    "当我进攻时，逐一展示你主牌堆顶部的牌，直到翻出一件装备，然后将其打出，无视费用，然后回收其余的卡牌。",
    "当你打出我时，从主牌堆顶部开始逐张展示卡牌，直到翻出一名“龙”属性单位为止，然后将其打出，无视费用，并回收其余的卡牌。",
    "{{绝念}} 从主牌堆顶部开始逐一展示卡牌，直到翻出一名战力不高于3的单位为止，然后将其打出，无视费用，并回收其余的卡牌。",
    "从主牌堆顶部开始逐一展示卡牌，直到翻出一个法术为止。抽取该卡牌，然后回收其余的卡牌。",
])
def test_reveal_until_reads_and_its_kind_is_not_a_target(text):
    from zhdsl.games.riftbound import targets

    kinds = _kinds(text)
    assert "reveal_until" in kinds
    assert "reveal_until" in targets._SKIP


@pytest.mark.parametrize("text", [
    # 17.64: the control taken given back
    "获得一名敌方单位的控制权，让其变为休眠状态，然后失去它的控制权。",
    "{{待命}}\n获得战场上一名敌方单位的控制权。让其变为活跃状态。\n回合结束时，失去该单位的控制权，然后将它召回。",
    "获得一名敌方单位的控制权。在本回合结束时，失去它的控制权。",
    "获得一名敌方单位的控制权。回合结束时，失去该单位的控制权，并抽一张牌。",
    "获得此处一名敌方单位的控制权，然后失去该单位的控制权。",
    "当你打出我时，获得一名敌方单位的控制权。回合结束时，失去该单位的控制权，然后将它召回。",
])
def test_losing_control_reads_as_its_verb(text):
    assert "lose_control" in _kinds(text)


@pytest.mark.parametrize("text,kind", [
    # 22.132: the source's keywords and might given to another unit
    ("{{法盾}}\n当我移动到一处战场时，让一名友方单位在本回合内获得我的关键词和等同于我战力的+{{S}}加成。", "g_my_keywords"),
    ("{{法盾}}\n当我移动到一处战场时，让一名友方单位在本回合内获得我的关键词和等同于我战力的+{{S}}加成。", "g_might_mine"),
    ("让一名友方单位在本回合内获得等同于我战力的+{{S}}加成。", "g_might_mine"),
    ("当我进攻时，给予另一名友方单位在本回合内等同于我战力的+{{S}}加成。", "g_might_mine"),
    ("当你打出我时，让另一名友方单位在本回合内获得我的所有关键词。", "g_my_keywords"),
    ("{{壁垒}}\n{{横置}}：让另一名友方单位在本回合内获得我拥有的关键词。", "g_my_keywords"),
    ("当我防守时，给予此处的另一名友方单位在本回合内等同于我的战力的+{{S}}加成。", "g_might_mine"),
])
def test_the_source_keywords_and_might_read_as_gains(text, kind):
    assert kind in _kinds(text)


@pytest.mark.parametrize("text", [
    # 8.32: 身上的 before 增益; 他们 as 它们
    "消耗该单位身上的增益。",
    "选择任意数量的友方单位。消耗他们身上的增益，以此让他们变为活跃状态。",
    "消耗一名友方单位身上的增益，以此抽一张牌。",
    "{{横置}}：消耗一名友方单位身上的增益，以此抽一张牌。",
    "当我进攻时，你可以选择消耗另一名友方单位身上的增益，以此抽一张牌。",
    "选择两名友方单位。消耗她们身上的增益。",
])
def test_the_buff_on_a_unit_reads_as_its_buff(text):
    assert "spend_buff" in _kinds(text)


@pytest.mark.parametrize("text", [
    # 10.117: a lasting death replacement written as a trigger
    "每当一名拥有增益且受你控制的单位被摧毁时，你可以选择支付{{1}}，以此消耗该单位身上的增益，然后改为以休眠状态将其召回。",
    "当一名友方单位被摧毁时，改为将其召回。",
])
def test_a_death_trigger_that_replaces_the_death_is_refused(text):
    result = analyze(text, "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert "改为" in result.diagnostics[0].message


@pytest.mark.parametrize("text", [
    "下一次当你控制的单位被摧毁时，改为放逐此牌，然后以休眠状态将该单位召回。",
    "选择一名友方单位。本回合内，在该单位下次被摧毁时，改为将其变为休眠状态，并抽一张牌。",
])
def test_the_one_shot_death_replacements_still_read(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


@pytest.mark.parametrize("text", [
    # 22.133: 你可以选择任意数量… is the choose lead
    "{{迅捷}}\n你可以选择任意数量拥有增益的友方单位，消耗他们身上的增益，以此让他们变为活跃状态。然后，给予所有友方单位增益。",
    "你可以选择任意数量的友方单位，让它们变为活跃状态。",
    "你可以选择任意数量的敌方单位，对它们各造成1点伤害。",
    "选择任意数量拥有增益的友方单位，消耗他们身上的增益，以此让他们变为活跃状态。",
    "当我进攻时，你可以选择任意数量的休眠的友方单位，让它们变为活跃状态。",
    "你可以选择任意数量拥有增益的友方单位，让它们在本回合内{{S}}+1。",
])
def test_may_choose_any_number_is_the_choose_lead(text):
    from zhdsl.games.riftbound import select

    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    leads = [q for a in compile_text(result.versions[0]).abilities for s in a.sentences for q in s.walk()
             if q.kind == "choose_lead"]
    assert leads and select.quantity(leads[0].part("selector"))[0] == "upto"


@pytest.mark.parametrize("text,cut", [
    # 17.65: the cost cut is part of the play from the hand
    ("从你的手牌中打出一名单位到你控制的一处战场，其费用减少{{3}}。", "{{3}}"),
    ("{{待命}}\n{{迅捷}}\n你可以选择将一名单位从手牌打出到你控制的一处战场，其费用减少{{3}}。", "{{3}}"),
    ("将一件装备从手牌打出，其费用减少{{2}}。", "{{2}}"),
    ("当你打出我时，你可以选择从你的手牌中打出一名单位到此处，其费用减少{{2}}。", "{{2}}"),
    ("将一名单位从你的手牌中打出到你的基地，其法力费用减少{{1}}。", "{{1}}"),
    ("{{横置}}：从手牌中打出一个法术，其费用减少{{1}}。", "{{1}}"),
])
def test_the_cost_cut_belongs_to_the_play_from_hand(text, cut):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    plays = [q for a in compile_text(result.versions[0]).abilities for s in a.sentences for q in s.walk()
             if q.kind == "play_from_hand"]
    assert plays and plays[0].part("cost_icons") is not None
    assert [x for _k, x in plays[0].part("cost_icons").tokens] == [cut]
