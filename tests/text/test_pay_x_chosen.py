"""Rule 10.203 (session 15): an X no note defines, first met as the 财富, 物资 or 精力 the card's 你 pays
(`支付X物资，抽X+1张牌`), is chosen by them within what they hold, as `（X至多为你的物资）` (the rule 10.69 reading of
`弃X张手牌`). A coloured 精力 (`支付X红色精力`) or another player's payment (`令目标角色支付X财富`) keeps E205. Played in
tests/engine/test_engine_pay_x_chosen.py."""

from __future__ import annotations

import pytest

from test_rulebook_phrasing import _full

from zhdsl.pipeline import analyze, compile_text

CLASSES = {
    "支付X财富，抽X张牌（X至多为你的财富）。": [
        "支付X财富，抽X张牌。", "支付X点财富，抽X张牌。", "支付X财富，然后抽X张牌。", "支付X财富，抽X张牌",
        "支付X 财富，抽X张牌。", "支付X财富,抽X张牌.", "支付Ｘ财富，抽Ｘ张牌。", "支付X财富，抽X牌。",
    ],
    "支付X物资，抽等同于X+1的牌（X至多为你的物资）。": [
        "支付X物资，抽X+1张牌。", "支付X点物资，抽X+1张牌。", "支付X物资，然后抽X+1张牌。", "支付X点物资，然后抽X+1张牌。",
        "支付X物资，抽X＋1张牌。", "支付X物资，抽X+1张牌", "支付X物资，抽X+一张牌。", "支付X物资，抽等于X+1的牌。",
    ],
    "支付X精力，令目标角色折损X财富（X至多为你的精力）。": [
        "支付X精力，令目标角色折损X财富。", "支付X点精力，令目标角色折损X财富。", "支付X精力，令目标角色折损X点财富。",
        "支付X精力，然后令目标角色折损X财富。", "支付X精力，令目标角色折损X财富", "支付X精力,令目标角色折损X财富.",
        "支付X精力，令目标角色折损X财富（X至多为你的精力）", "支付X点精力，然后令目标角色折损X点财富。",
    ],
}
PAIRS = [(canonical, sibling) for canonical, siblings in CLASSES.items() for sibling in siblings]


@pytest.mark.parametrize("canonical, sibling", PAIRS)
def test_each_sibling_compiles_to_its_class(canonical, sibling):
    result = analyze(sibling)
    assert result.ok and not [d for d in result.diagnostics if d.is_error], result.diagnostics
    assert _full(compile_text(sibling)) == _full(compile_text(canonical)), sibling


@pytest.mark.parametrize("text", [
    "支付X红色精力，抽X张牌。",      # a colour: what bounds it is not one attribute
    "令目标角色支付X财富，抽X张牌。",  # another player pays: not the card's 你 choosing
    "支付X张手牌，抽X张牌。",        # not a resource one holds an amount of
])
def test_an_x_paid_otherwise_is_still_undefined(text):
    assert "E205" in [d.code for d in analyze(text).diagnostics if d.is_error], text

