"""What the AST builder (zhdsl/text/build.py) makes of forms the suite parsed but did not look inside: a
condition written as a trigger after `：` with several steps, `再` joining a sentence to the one before, a cost
between two colons, `若你没有物资`, `其控制者`, `/` colours and a colour in a zone's cards, and the spans the
language server and the diagnostics show — stated where the seeded mutation sample of build.py (seed 8,
docs/testing.md) found them unasserted."""

from __future__ import annotations

from zhdsl.pipeline import analyze, compile_text
from zhdsl.text import ast


def _text(text: str) -> ast.CardText:
    result = analyze(text)
    assert result.ok, result.diagnostics
    (card,) = result.versions
    return card


def _span(node) -> tuple[int, int]:
    return (node.span.start, node.span.end)


def test_a_trigger_after_the_colon_guards_every_step_after_it():
    """Rule 9.14: `主动：当C时，A，B` is `主动：若C，A，B` — both steps are the condition's."""
    (effect,) = _text("主动：当你的财富小于5时，生产1财富，抽1张牌").effects
    body = effect.body
    assert body.steps == ()
    cond = body.conditional
    assert isinstance(cond, ast.Conditional)
    assert isinstance(cond.condition, ast.Comparison) and cond.condition.op == "<"
    assert [type(s).__name__ for s in cond.then.steps] == ["Produce", "Draw"]
    assert _span(cond) == (3, 23)
    assert _span(cond.then) == (13, 23)


def test_a_trigger_written_with_a_comma_is_a_head_and_the_body_starts_at_the_first_step():
    (effect,) = _text("当你使用牌指定他人时，生产1财富，抽1张牌").effects
    assert [type(p).__name__ for p in effect.head.parts] == ["Trigger"]
    assert [type(s).__name__ for s in effect.body.steps] == ["Produce", "Draw"]
    assert _span(effect.body) == (11, 21)
    assert _span(effect) == (0, 21)


def test_again_joins_a_condition_to_a_plain_effect_before_it():
    """Rule 10.26: `A。若B，再C` is one effect `A，若B，C`: A stays a plain step, the condition is the sequence's."""
    card = _text("生产1财富。若你的手牌数为0，再抽1张牌")
    (effect,) = card.effects
    body = effect.body
    assert [type(s).__name__ for s in body.steps] == ["Produce"]
    assert body.conditional is not None and [type(s).__name__ for s in body.conditional.then.steps] == ["Draw"]
    assert _span(effect) == (0, 20)


def test_again_after_an_effect_with_a_condition_keeps_that_effect_whole_in_a_group():
    """`若X，Y。若B，再C` is `（若X，Y），若B，C`: the first condition does not swallow the second sentence."""
    (effect,) = _text("若你的财富小于5，生产1财富。若你的手牌数为0，再抽1张牌").effects
    body = effect.body
    (group,) = body.steps
    assert isinstance(group, ast.Group)
    assert _span(group) == (0, 14)
    assert group.body.conditional is not None
    assert [type(s).__name__ for s in group.body.conditional.then.steps] == ["Produce"]
    assert body.conditional is not None
    assert _span(body.conditional) == (15, 29)
    assert [type(s).__name__ for s in body.conditional.then.steps] == ["Draw"]


def test_a_sentence_without_again_stays_its_own_effect():
    card = _text("生产1财富。抽1张牌。若你的手牌数为0，再抽1张牌")
    assert [_span(e) for e in card.effects] == [(0, 5), (6, 25)]
    assert [type(s).__name__ for s in card.effects[0].body.steps] == ["Produce"]
    assert [type(s).__name__ for s in card.effects[1].body.steps] == ["Draw"]
    assert card.effects[1].body.conditional is not None


def test_a_cost_between_two_colons_joins_the_head():
    (effect,) = _text("主动：弃1张手牌：抽2张牌").effects
    assert [type(p).__name__ for p in effect.head.parts] == ["Timing", "Discard"]
    assert effect.head.parts[0].word == "主动"
    assert _span(effect.head) == (0, 8)
    assert [type(s).__name__ for s in effect.body.steps] == ["Draw"]


def test_having_no_attribute_compares_it_with_zero():
    for text, op in (("若你没有物资，获得1物资", "="), ("若你有物资，获得1物资", ">")):
        (effect,) = _text(text).effects
        cond = effect.body.conditional.condition
        assert isinstance(cond, ast.Comparison)
        assert cond.op == op, text
        assert isinstance(cond.left, ast.Attribute) and cond.left.name == "supply"
        assert cond.left.subject.kind == "you"
        assert isinstance(cond.right, ast.Number) and cond.right.value == 0
        assert _span(cond.right)[0] == 2  # the 有/没有 word


def test_having_cards_compares_the_hand_count_of_that_player():
    (effect,) = _text("若你有手牌，抽1张牌").effects
    cond = effect.body.conditional.condition
    assert cond.op == ">"
    assert cond.left.name == "hand_count"
    assert _span(cond.left) == (1, 2)


def test_its_controller_is_the_holder_of_the_card_it_refers_to():
    (effect,) = _text("即刻：反制目标通用牌，令其控制者抽1张牌").effects
    command = effect.body.steps[1]
    assert isinstance(command, ast.Command)
    holder = command.actor
    assert isinstance(holder, ast.Holder)
    assert holder.role == "controller"
    assert holder.of.kind == "it"
    assert _span(holder) == (12, 16)
    assert _span(holder.of) == (12, 13)


def test_colours_written_with_a_bar_give_one_option_per_colour():
    (effect,) = _text("支付1红色/蓝色精力：抽1张牌").effects
    (choice,) = effect.head.parts
    assert isinstance(choice, ast.Choice)
    assert [o.quantities[0].colour.colour for o in choice.options] == ["red", "blue"]
    assert [o.quantities[0].colour.word for o in choice.options] == ["红色", "蓝色"]


def test_the_colour_of_a_zones_cards_is_kept():
    (effect,) = _text("将过往中的1张蓝色牌移入你的手牌区").effects
    cards = effect.body.steps[0].cards
    assert isinstance(cards, ast.ZoneCards)
    assert cards.colour is not None and cards.colour.colour == "blue"
    assert _span(cards.colour) == (7, 9)


def test_every_colour_list_after_and_is_reported():
    """Each `&`-joined quantity with `/` colours is its own E215, not only the first."""
    found = [d for d in analyze("获得1物资&2红/绿精力&3红/绿精力").diagnostics if d.code == "E215"]
    assert [(d.span.start, d.span.end) for d in found] == [(6, 12), (13, 19)]


def test_otherwise_after_a_trigger_written_as_a_condition_belongs_to_the_condition():
    """Rule 10.13 after the colon: `主动：当C时，A，否则B` — B is what happens when C does not hold."""
    (effect,) = _text("主动：当你没有手牌时，抽2张牌，否则生产1财富").effects
    cond = effect.body.conditional
    assert cond.condition.op == "="
    assert [type(s).__name__ for s in cond.then.steps] == ["Draw"]
    assert cond.then.otherwise is None
    assert _span(cond.then) == (11, 15)
    assert [type(s).__name__ for s in cond.otherwise.steps] == ["Produce"]


def test_if_unable_after_the_second_step_belongs_to_that_step_only():
    """Rule 10.13(b): `A，B，若你无法B，C` — C replaces B, A always happens."""
    (effect,) = _text("抽1张牌，弃1张手牌，若你无法弃牌，生产1财富").effects
    draw, group = effect.body.steps
    assert isinstance(draw, ast.Draw) and effect.body.otherwise is None
    assert isinstance(group, ast.Group) and _span(group) == (5, 23)
    assert [type(s).__name__ for s in group.body.steps] == ["Discard"]
    assert [type(s).__name__ for s in group.body.otherwise.steps] == ["Produce"]


def test_players_acting_together_are_the_parties_of_the_joint_action():
    (effect,) = _text("令你与目标角色交换财富").effects
    (step,) = effect.body.steps
    assert [p.kind for p in step.parties] == ["you", "target_player"]
    assert _span(step) == (0, 11)


def test_the_count_of_a_zones_cards_and_the_span_of_a_skill_with_a_cost():
    (effect,) = _text("若过往中的牌数大于2，抽1张牌").effects
    count = effect.body.conditional.condition.left
    assert isinstance(count, ast.ZoneCount) and count.zone.kind == "past"
    assert _span(count) == (1, 7)
    (effect,) = _text("主动：弃1张手牌：抽2张牌").effects
    assert _span(effect) == (0, 13)


def test_a_step_continued_with_zai_after_a_full_stop_keeps_the_timing_before_it():
    """Rule 10.26 (`A。若B，再C` is `A，若B，C`): the joined effect keeps its head — `主动：` stays the timing of both."""
    assert [v.text for v in compile_text("主动：抽1张牌。若你的手牌数大于3，再弃1张手牌")] == ["主动：抽1张牌，若你的手牌数大于3，弃1张手牌"]


def test_a_reminder_written_with_an_ascii_colon_is_the_same_reminder():
    """`（附注:…）` with `:` is `（附注：…）`: the reminder's text is what follows the colon, shown after the full-width one."""
    assert [v.text for v in compile_text("抽1张牌（附注:先抽）")] == ["抽1张牌（附注：先抽）"]


def test_a_second_command_after_bing_stays_its_own_step():
    """Rule 10.15: `令X A并B` folds a plain action B into X's; a B that is itself a 令 names its own doer and stays a step."""
    text = "令目标角色抽1张牌并令你弃1张手牌"
    assert [v.text for v in compile_text(text)] == ["令目标角色抽1张牌&令你弃1张手牌"]


# -- mut12c: the survivors of build.py's seed-28 sample still unasserted (docs/testing.md) -------------------


def _diagnostic(text: str, code: str) -> tuple[str, str | None, tuple[int, int]]:
    (found, *_) = [d for d in analyze(text).diagnostics if d.code == code]
    return found.message, found.hint, (found.span.start, found.span.end)


def test_a_static_effect_after_a_timing_that_need_not_be_executed_says_what_to_write():
    """Rule 13.10: `主动：（…始终…）` is E203; the hint names the timing that must be executed (锁定)."""
    assert _diagnostic("主动：（你的效率始终为2）", "E203") == (
        "常驻效果（「始终」）前只能写必须执行的时机", "去掉「：」前的时机，或写「锁定：」", (0, 2))


def test_an_amount_after_a_closed_note_and_an_attribute_of_a_zone_say_what_to_write():
    assert _diagnostic("支付一半物资（向下取整）&1财富", "E215") == (
        "「&」前的括号已经结束了这个动作，后面的数量无法附着", "把括号写在「&」连接的最后一项之后", (13, 16))
    assert _diagnostic("若过往没有物资，抽1张牌", "E204") == ("区域没有这样的属性", "写一名角色，例如「若你没有…」", (1, 3))


def test_a_step_unable_inside_a_condition_stays_the_steps():
    """Rule 10.13(b): in `若A，B，若其无法B，C` C replaces B inside the condition; it is no 否则 of the condition."""
    (program,) = compile_text("若你的财富大于3，令目标角色弃1张手牌，若其无法弃牌，令其折损1财富")
    assert program.text == "若你的财富大于3，（令目标角色弃1张手牌，否则令其折损1财富）"
    cond = _text("若你的财富大于3，令目标角色弃1张手牌，若其无法弃牌，令其折损1财富").effects[0].body.conditional
    assert cond.otherwise is None


def test_a_scaled_variable_points_its_number_at_the_amount():
    """`生产2X财富`: the language server shows the span of the whole amount `2X` for its number and its variable."""
    (step,) = _text("生产2X财富（X为你的物资）").effects[0].body.steps
    amount = step.quantities[0].amount
    assert (amount.op, amount.left.value, amount.right.name) == ("×", 2, "X")
    assert _span(amount) == _span(amount.left) == _span(amount.right) == (2, 4)


def test_drawing_from_the_deck_reads_as_drawing():
    """`从牌库中抽3张牌`: the deck is where 抽 takes cards from anyway — the plain 抽3张牌."""
    (program,) = compile_text("从牌库中抽3张牌")
    assert program.text == "抽3张牌"
    (step,) = _text("从牌库中抽3张牌").effects[0].body.steps
    assert not isinstance(step, ast.FromZone)



# -- mut13b: build.py's last survivor of the seed-28 sample (`_match_owner__mutmut_5`, docs/testing.md) ---------


def test_a_commanded_player_copying_a_card_twice_does_both_copies():
    """Rule 11.48: `复制目标行动两次` is two copies one after the other (`复制…&复制…`); after `令目标角色` both are
    that player's — one command whose action joins the two copies, read with no diagnostic (not an internal error)."""
    result = analyze("即刻：令目标角色复制目标行动两次")
    assert result.ok and not result.diagnostics, result.diagnostics
    (command,) = result.versions[0].effects[0].body.steps
    assert isinstance(command, ast.Command) and command.actor.kind == "target_player"
    assert isinstance(command.action, ast.Conjunction)
    assert [type(p) for p in command.action.parts] == [ast.Copy, ast.Copy]
