"""Which 精力 a payment takes (rules 5.3, 11.7, 11.8; docs/engine-decisions.md D7): what is left in a
player's pool after paying is what they can still use this turn, so every order is pinned here."""

from __future__ import annotations

import pytest

from zhdsl.games.zongheng import energy as en


def pool(spec: str) -> dict:
    parsed = en.parse(spec)
    assert parsed is not None
    return parsed


def cost(spec: str) -> tuple:
    return tuple(pool(spec).items())


@pytest.mark.parametrize(("have", "price", "left"), [
    ("1红1黑", "1红", "1黑"),  # a colour takes itself first
    ("1黑", "1红", "0"),  # then 黑
    ("1绿1红1蓝1黄1黑", "1黑", "1红1蓝1黄1黑"),  # a 黑 cost takes 绿 first …
    ("1红1蓝1黄1黑", "2黑", "1黄1黑"),  # … then 红, 蓝, 黄
    ("1黄1黑", "2黑", "0"),  # and 黑 last
    ("2红1黑", "1红1黑", "1黑"),  # the coloured part is paid before the 黑 part
    ("1蓝1黄", "1蓝1黄", "0"),
    ("3红", "2红", "1红"),
])
def test_a_payment_leaves_this_pool(have, price, left):
    p = pool(have)
    assert en.can_pay(p, cost(price))
    assert en.pay(p, cost(price)) is True
    assert p == pool(left)


@pytest.mark.parametrize(("have", "price"), [
    ("1绿", "1红"),  # another colour never pays
    ("1红", "2红"),
    ("1红1绿", "1红1黑1黄"),
    ("0", "1黑"),
    ("1黑", "1红1黑"),
])
def test_a_payment_that_cannot_be_made_takes_nothing(have, price):
    p = pool(have)
    assert not en.can_pay(p, cost(price))
    assert en.plan(p, cost(price)) is None
    assert en.pay(p, cost(price)) is False
    assert p == pool(have)


@pytest.mark.parametrize(("have", "colour", "n", "removed", "left"), [
    ("2红1黑", "red", 3, 3, "0"),  # 消耗 a colour: itself, then 黑
    ("1红1绿1黑", "red", 5, 2, "1绿"),  # never more than there is, never another colour
    ("1绿1红1黑", None, 2, 2, "1黑"),  # no colour: 绿红蓝黄 first, 黑 last (rule 11.8)
    ("1黄1黑", "black", 1, 1, "1黑"),
    ("0", None, 2, 0, "0"),
])
def test_consuming_energy_takes_this_much(have, colour, n, removed, left):
    p = pool(have)
    assert en.consume(p, colour, n) == removed
    assert p == pool(left)


def test_gaining_energy_without_a_colour_is_black():
    p = pool("1红")
    en.gain(p, None, 2)
    en.gain(p, "red", 1)
    en.gain(p, "blue", 0)
    assert p == {"red": 2, "black": 2}
    assert en.total(p) == 4 and en.text(p) == "2红2黑"
