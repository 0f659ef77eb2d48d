"""A game's verb modules (zhdsl/compiler/verbs.py): what a verb module declares — its nodes, grammar
rules, measured verbs, costs, hooks, reference kinds, on-stack needs — is what the compiler finds for
its nodes, and nothing another module did not declare (docs/dialects.md)."""

from __future__ import annotations

from types import ModuleType

import attrs

from zhdsl.compiler.verbs import HOOKS, Verbs, by_class


@attrs.define
class Gain:
    amount: object = None
    what: object = None
    span: object = None


@attrs.define
class Gift(Gain):
    pass


@attrs.define
class Pay:
    amount: object = None
    span: object = None


@attrs.define
class Mine:
    span: object = None


def module(name, **members):
    m = ModuleType(name)
    for key, value in members.items():
        setattr(m, key, value)
    return m


def check_gain(checker, node, depth):
    return ("checked", node)


def lower_gain(lowerer, node):
    return ("lowered", node)


def describe_pay(describer, node):
    return "支付"


def build_mine(builder, meta, children):
    return Mine()


GAIN = module("gain", NODES=(Gain,), RULES={"gain": Gain, "mine": build_mine}, MEASURED={"gain": Gain},
              check=check_gain, lower=lower_gain, REF="player", ON_STACK="needs", ON_STACK_FIELD="what",
              PLACES_CARD=True)
PAY = module("pay", NODES=(Pay,), MEASURED={"pay": Pay}, COST=True, describe=describe_pay, ON_STACK=None)
BARE = module("bare")  # declares nothing


def test_each_node_is_found_in_the_module_that_declares_it():
    verbs = Verbs((GAIN, PAY, BARE))
    assert verbs.modules == (GAIN, PAY, BARE)
    assert verbs.by_node == {Gain: GAIN, Pay: PAY}
    assert verbs.module(Gain()) is GAIN and verbs.module(Pay()) is PAY
    assert verbs.module(Mine()) is None


def test_the_measured_verbs_and_the_costs():
    verbs = Verbs((GAIN, PAY, BARE))
    assert verbs.measured == {"gain": Gain, "pay": Pay}
    assert verbs.costs == (Pay,)  # only the module with COST = True
    assert verbs.placing == frozenset({Gain})


def test_each_hook_table_holds_only_the_functions_modules_define():
    verbs = Verbs((GAIN, PAY, BARE))
    assert verbs.check == {Gain: check_gain}
    assert verbs.lower == {Gain: lower_gain}
    assert verbs.describe == {Pay: describe_pay}
    for name in set(HOOKS) - {"check", "lower", "describe"}:
        assert getattr(verbs, name) == {}, name
    assert set(HOOKS) == {"check", "check_ref", "check_note", "timing", "lower", "note_flags", "note_statics", "describe",
                          "names_card"}


def test_reference_kinds_and_what_needs_its_card_on_the_stack():
    verbs = Verbs((GAIN, PAY, BARE))
    assert verbs.ref_kinds == {Gain: "player"}
    assert verbs.on_stack == {Gain: ("needs", "what")}  # ON_STACK = None is no need


def test_a_grammar_rule_builds_its_node_from_the_children_in_field_order():
    verbs = Verbs((GAIN,))
    calls = []

    class Builder:
        def positional(self, cls, meta, children):
            calls.append((cls, meta, children))
            return cls(*children)

    built = verbs.rules["gain"](Builder(), "meta", [2, "财富"])
    assert built == Gain(2, "财富") and calls == [(Gain, "meta", [2, "财富"])]
    assert verbs.rules["mine"] is build_mine  # a function is the rule's builder as it is


def test_a_later_module_wins_a_rule_or_verb_both_declare():
    other = module("other", NODES=(Mine,), RULES={"gain": build_mine}, MEASURED={"gain": Mine})
    verbs = Verbs((GAIN, other))
    assert verbs.rules["gain"] is build_mine and verbs.measured["gain"] is Mine


def test_a_subclass_is_handled_as_its_nearest_base_in_a_table():
    table = {Gain: "gain", object: "any"}
    assert by_class(table, Gift, None) == "gain"
    assert by_class(table, Pay, None) == "any"
    assert by_class({Gain: "gain"}, Pay, "default") == "default"
    assert by_class({Gain: "gain", Gift: "gift"}, Gift, None) == "gift"  # its own entry first


def fold_twice(builder, effects):
    return effects + effects


def test_a_modules_fold_and_its_after_discard_actions_are_found():
    """A game's `fold_effects` (纵横坛: a ward's （…） after `。`) is applied to every card's effects, so the compiler
    must find it; a module with `AFTER_DISCARD = True` (纵横坛's 移入, rule 11.42) still finds a card a step before it
    sent to the discard zone, so W230 must not blame it. Neither is found in a module that does not declare it."""
    folding = module("folding", NODES=(Mine,), fold_effects=fold_twice, AFTER_DISCARD=True)
    verbs = Verbs((GAIN, folding, BARE))
    assert verbs.fold_effects == (fold_twice,)
    assert verbs.after_discard == frozenset({Mine})
    assert Verbs((GAIN, PAY, BARE)).fold_effects == () and Verbs((GAIN, PAY)).after_discard == frozenset()
