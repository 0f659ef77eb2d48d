"""rift9: costs of any size (rules-riftbound.md 7.9) and playing what a card banished (17.4(a))."""

import pytest

from zhdsl.pipeline import analyze


@pytest.mark.parametrize("text", [
    "支付任意数量的{{1}}，对一名敌方单位造成等同于该数量的伤害。",
    "{{横置}}：你可以选择支付任意数量的{{红色}}，对一名战场上的单位造成等同于该数量的伤害。",
    "当你打出此牌时，放逐你废牌堆中的两名单位。",
    "支付{{2}}，{{横置}}：打出一名以此方式放逐的单位。",
    # rift17d: free, one or all (rules-riftbound.md 17.22)
    "{{横置}}：打出一名以此方式放逐的单位，无视其费用。",
    "在你的回合结束时，打出所有因此牌效果被放逐的单位，无视费用。",
])
def test_the_phrasings_read_and_run(text):
    result = analyze(text, "riftbound")
    assert result.ok, [d.message for d in result.diagnostics]


@pytest.mark.parametrize("text", [
    "对一名敌方单位造成等同于该数量的伤害。",
    "支付任意数量的{{A}}：抽一张牌。",
    "{{横置}}：摧毁一名以此方式放逐的单位。",
])
def test_the_phrasings_elsewhere_are_refused(text):
    """`等同于该数量的` without a `支付任意数量的…` before it in its sentence, `支付任意数量的…` as an ability's cost,
    `以此方式放逐的` as the object of another verb: read but not run, so E401, never silently ignored (played free it
    runs since rift17d, rules-riftbound.md 17.22)."""
    result = analyze(text, "riftbound")
    assert not result.ok and {d.code for d in result.diagnostics} == {"E401"}
