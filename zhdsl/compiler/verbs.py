"""A game's verbs: each verb (or verb family) is one module that says everything about it.

A verb module may define:

- `NODES`: the AST node classes it owns (shared ones from `zhdsl.text.ast`, or its own);
- `RULES`: grammar rule name -> an AST node class (built from the rule's child nodes in field
  order) or a function `build(builder, meta, children) -> node`;
- `MEASURED`: verb meaning -> node class, for the shared `verb quantity` rule shape;
- `COST = True` when the verb may stand before `：` as a cost;
- `check(checker, node, depth)`, `lower(lowerer, node) -> step`, `describe(describer, node) -> str`
  for its nodes; the step classes it lowers to, with `run(ctx)` / `ready(ctx)` (and
  `cost_reason` for a cost).

The compiler dispatches on the node's class; a keyword is found in its verb module by its name.
"""

from __future__ import annotations

from types import ModuleType


def _positional(cls):
    def build(builder, meta, children):
        return builder.positional(cls, meta, children)

    return build


# The functions a verb module may define for its nodes; `Verbs` has a table for each, by node class.
HOOKS = ("check", "check_ref", "check_note", "timing", "lower", "note_flags", "note_statics", "describe", "names_card")


class Verbs:
    check: dict
    check_ref: dict
    check_note: dict
    timing: dict
    lower: dict
    note_flags: dict
    note_statics: dict  # note class -> (lowerer, note) -> the card's static rules it adds (a ward's lasting change)
    describe: dict
    names_card: dict

    def __init__(self, modules: tuple[ModuleType, ...]) -> None:
        self.modules = modules
        self.rules: dict[str, object] = {}
        self.measured: dict[str, type] = {}
        self.by_node: dict[type, ModuleType] = {}
        self.costs: tuple[type, ...] = ()
        costs = []
        for module in modules:
            for rule, how in getattr(module, "RULES", {}).items():
                self.rules[rule] = _positional(how) if isinstance(how, type) else how
            self.measured.update(getattr(module, "MEASURED", {}))
            for cls in getattr(module, "NODES", ()):
                self.by_node[cls] = module
                if getattr(module, "COST", False):
                    costs.append(cls)
        self.costs = tuple(costs)
        # functions (builder, effects) -> effects a game's module applies to a card's effects once they are built
        self.fold_effects = tuple(m.fold_effects for m in modules if hasattr(m, "fold_effects"))
        self.placing = frozenset(cls for cls, m in self.by_node.items() if getattr(m, "PLACES_CARD", False))
        # node class -> the function of its module, for each function the compiler calls (dispatch
        # tables: no module lookup and no `hasattr` per node)
        for name in HOOKS:
            setattr(self, name, {cls: getattr(m, name) for cls, m in self.by_node.items() if hasattr(m, name)})
        self.ref_kinds = {cls: m.REF for cls, m in self.by_node.items() if hasattr(m, "REF")}  # "card"/"player"/"players"
        # node class -> (ON_STACK, ON_STACK_FIELD): the actions that need their card on the stack (W230)
        self.on_stack = {cls: (m.ON_STACK, m.ON_STACK_FIELD) for cls, m in self.by_node.items()
                         if getattr(m, "ON_STACK", None) is not None}
        # the actions that still find their card where a "discards" step sent it (W230 does not apply to them)
        self.after_discard = frozenset(cls for cls, m in self.by_node.items() if getattr(m, "AFTER_DISCARD", False))

    def module(self, node) -> ModuleType | None:
        return self.by_node.get(type(node))


def by_class(table: dict, cls: type, default):
    """The entry of `table` for `cls` or its nearest base class in it, else `default` (for dispatch
    tables keyed by node class, so a subclass is handled as its base)."""
    return next((table[base] for base in cls.__mro__ if base in table), default)
