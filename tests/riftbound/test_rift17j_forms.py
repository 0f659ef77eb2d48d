"""rift17j: the classes listed as still unsupported at the end of docs/riftbound.md part 8, written as general forms
(rules-riftbound.md 8.19, 9.66, 10.27–10.31, 17.25, 17.26, 19.29, 22.39–22.41). Their behaviour:
tests/scenarios/riftbound/目录写法/800–817; here, that each form reads in several spellings, that what the engine cannot
run is refused with E401, and the small readers the verbs use."""

from __future__ import annotations

import pytest

from zhdsl.games.riftbound.program import compile_text
from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    # 10.27: no card at all this turn
    "当你打出我时，每名对手在本回合内无法打出牌。",
    "当我进攻时，每名对手在本回合内无法打出卡牌。",
    # 10.28: the nth card a player plays this turn
    "每当你在一个回合内打出第三张牌时，给予我增益。",
    "当你在每回合内打出第三张牌时，抽一张牌。",
    # 22.39: a count among the cards just looked at, in the middle of the steps
    "当我进攻时，展示你主牌堆顶部的三张牌，当中每有一张法术牌，就对此处的一名敌方单位造成2点伤害，然后将展示的牌回收。",
    "查看你主牌堆顶部的四张牌，其中每有一张法术牌，就获得1经验，然后将这些牌回收。",
    # 8.19: a total split among units
    "当我防守时，对此处的所有敌方单位造成共计3点伤害，可在它们之间分摊。",
    "对最多三名敌方单位造成合计6点伤害，可在它们之间分摊。",
    "对所有敌方单位造成总计3点伤害。",
    # 10.29: a one-shot delayed trigger on the unit chosen, with 鼓舞's 改为立即
    "{{反应}}\n选择一名敌方单位，在其本回合下次受到伤害时，将其放逐。\n{{鼓舞}}—改为立即将其放逐。",
    "选择一名友方单位，在其本回合下次被眩晕时，抽一张牌。",
    # 22.40: distinct tags among your units
    "你的单位中每有一种以下属性标签，我的费用便减少{{2}} — “龙”、“机械”。",
    "选择一名友方单位。你的单位中每有一种以下属性标签，则所选择的单位便在本回合内获得{{S}}+2 — “龙”、“精灵”。",
    "你的单位中每有一种不同的属性标签，我便获得{{S}}+1。",
    "当你打出我时，你的单位中每有一种以下属性标签，就抽一张牌 — “龙”、“机械”。\n当我进攻时，如果你的单位具有以上全部两种属性标签，则抽一张牌。",
    # 10.30: a one-shot replacement of a death
    "下一次当你控制的单位被摧毁时，改为放逐此牌，然后以休眠状态将该单位召回。",
    "下一次当一名敌方单位被摧毁时，改为将其放逐。",
    "下一次当我被摧毁时，改为以休眠状态将我召回。",
    # 19.29: passives on the cards in your hand
    "你手牌中的所有装备都获得{{灵便}}。",
    "你手牌中的所有单位的费用减少{{1}}。",
    "你手牌中的所有法术都获得{{反应}}。",
    # 10.31: modes not chosen this turn
    "当你打出一个法术时，从以下中选择一个本回合未选过的效果—\n-抽一张牌。\n-获得1经验。\n-给予我增益。",
    "当你打出我时，从以下中选择一个效果—\n-抽一张牌。\n-获得1经验。",
    # 22.41: power paid this turn
    "在本回合内，如果你至少支付了{{A}}{{A}}{{A}}，则我获得{{S}}+1和{{壁垒}}。",
    "当我进攻时，如果你本回合至少支付了{{A}}，则抽一张牌。",
    # 17.25: each player keeps some and recycles the rest
    "每名玩家分别选择自己的一名单位和三张手牌留在原位，然后回收其余卡牌。",
    "每名玩家各自选择其的两件装备和一枚符文留在原位，回收其余的牌。",
    # 9.66: might compared with the unit destroyed; played free from the cards looked at
    "{{横置}}：摧毁一名友方单位，然后查看你主牌堆顶部的三张牌。你可以选择从中打出一名战力比被摧毁单位最多高2点的单位，无视其费用，然后回收其余卡牌。",
    "摧毁一名友方单位，然后查看你主牌堆顶部的四张牌。你可以选择从中打出一名战力不高于被摧毁单位的单位，无视其费用，然后回收其余卡牌。",
    # 17.26: a copy of the unit chosen
    "选择一名敌方单位。打出一名“映像”到你的基地。该“映像”变为所选单位的复制体。",
])
def test_the_forms_read_and_compile(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]
    assert compile_text(result.versions[0]).abilities


@pytest.mark.parametrize("text,word", [
    ("当你打出我时，对手不能打出卡牌。", "无法打出卡牌"),  # 10.27: a ban only for the turn
    ("下一次当友方单位被召回时，改为抽一张牌。", "下一次"),  # 10.30: only a death is replaced
    ("你手牌中的所有单位都获得{{急速}}。", "你手牌中的"),  # 19.29: only 灵便, 反应, 迅捷
    ("你手牌中的所有单位获得{{S}}+1。", "你手牌中的"),
    ("如果你至少支付了{{1}}，则抽一张牌。", "符能"),  # 22.41: power only
    ("当我进攻时，如果你的单位具有以上全部两种属性标签，则抽一张牌。", "属性标签"),  # 22.40: no list on the card
    ("选择一名单位。将一名“映像”打出到你的基地。", "打出到"),  # 17.26: read as a permission, refused as an effect
])
def test_what_the_engine_cannot_run_is_refused(text, word):
    result = analyze(text, "riftbound")
    assert [d.code for d in result.diagnostics] == ["E401"]
    assert word in result.diagnostics[0].message


def test_a_count_that_opens_the_sentence_stays_a_lead():
    """22.39: only 当中 (in the middle of the steps) is a step's count; `你每控制…，我的费用便减少` is still a lead the
    cost rules read (a clause `per_lead，…` would have taken it over)."""
    def kinds(text):
        program = compile_text(analyze(text, "riftbound").versions[0])
        return [q.kind for a in program.abilities for s in a.sentences for q in s.walk()]

    assert "per_step" not in kinds("你每控制一名友方单位，我的费用便减少{{1}}。")
    assert "leads" in kinds("你每控制一名友方单位，我的费用便减少{{1}}。")
    assert "per_step" in kinds("展示你主牌堆顶部的三张牌，当中每有一张单位牌，就抽一张牌。")


def test_the_tag_kinds_lead_with_then_does_not_take_other_commas():
    """22.40: `，则` belongs to the tag count's own token, so `如果…，则…` reads as before."""
    result = analyze("如果你控制一处战场，则抽一张牌。", "riftbound")
    assert result.ok


def test_the_kept_items_are_read_in_order():
    from zhdsl.games.riftbound.verbs.keep import items

    assert items("三名单位、一件装备、两枚符文和四张手牌") == [(3, "unit"), (1, "gear"), (2, "rune"), (4, "hand")]
    assert items("1名单位和三张手牌") == [(1, "unit"), (3, "hand")]


def test_the_margin_over_the_destroyed_units_might():
    from zhdsl.games.riftbound.select import killed_margin

    assert killed_margin("战力比被摧毁单位最多高1点的") == 1
    assert killed_margin("战力比被摧毁的单位最多高两点的") == 2
    assert killed_margin("战力不高于被摧毁单位的") == 0
