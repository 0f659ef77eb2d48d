"""Operations on the stack: pushing, removing, cancelling (反制), changing an entry's effect (变为),
copies, 虚拟 uses (执行), a card's destination after it resolves, and uses made by effects
(rules 8, 11.3, 11.12–11.17)."""

from __future__ import annotations

from zhdsl.engine.stack import StackEntry


class StackOps:
    """Mixed into `Runtime`."""

    # -- the stack ----------------------------------------------------------------------------------

    def push(self, entry: StackEntry, used: bool = True) -> bool:
        """Put an entry on top. A used card opens a response window; a copy is not used (rule 11.15)."""
        s = self.state
        if len(s.stack) >= self.limits.stack_depth:
            self.log("limit", entry.controller, f"{self.word('stack')}已达上限（{self.limits.stack_depth}），{entry.name}无法进入{self.word('stack')}")
            return False
        s.stack.append(entry)
        s.window_entry = entry.uid if used else None
        s.passed = frozenset()
        return True

    def remember(self, entry: StackEntry) -> None:
        """What an entry was as it leaves the stack, for the effects that still name it (last known
        information, rule 10.12); forgotten once the stack is empty."""
        s = self.state
        info = {"owner": entry.owner, "controller": entry.controller, "facts": entry.facts, "name": entry.name,
                "kind": entry.kind, "card": entry.card}
        s.left_stack = {**s.left_stack, entry.uid: info}

    def remove_entry(self, entry: StackEntry, to: str | None = None, owner: int | None = None,
                     position: str = "top", controller: int | None = None) -> None:
        """Take an entry off the stack; its card goes to `to` (default: the discard zone)."""
        s = self.state
        self.remember(entry)
        s.stack.remove(entry)
        s.passed = frozenset()
        if s.window_entry == entry.uid:
            s.window_entry = None
        if entry.card is not None:
            c = s.mut(entry.card)
            if entry.virtual or c.virtual:
                c.virtual = True
            self.move_card(entry.card, to or self.schema.role("discard"), owner, position,
                           controller=entry.controller if controller is None else controller)

    def missing_target(self, by: int | None, verb: str) -> bool:
        self.log("fail", by, f"目标牌已不在{self.word('stack')}中，{verb}失败")
        return False

    def cancel(self, entry: StackEntry | None, by: int, verb: str) -> bool:
        """Cancel an entry: it leaves the stack without resolving (`verb`: the game's word)."""
        if entry is None:
            return self.missing_target(by, verb)
        self.log("counter", by, f"{self.pname(by)}{verb}了{entry.name}", entry.uid)
        self.remove_entry(entry)
        self.check()
        return True

    def change_effect(self, entry: StackEntry | None, program, verb: str) -> bool:
        """The entry keeps its card facts and targets but gets another effect (rule 11.12)."""
        if entry is None:
            return self.missing_target(None, verb)
        old = dict(entry.targets)
        first = entry.player_target
        # Target words of the new effect take the original's targets by kind (rule 11.12).
        entry.targets = tuple(
            (key, old.get(key, first)) for slot in program.targets.slots for key in slot.keys()
            if old.get(key, first) is not None
        )
        entry.effect = program
        self.log("transform", entry.controller, f"{entry.name}的效果{verb}「{program.text}」", entry.uid)
        return True

    def _virtual_budget(self, seat: int) -> bool:
        s = self.state
        if s.virtual_made >= self.limits.virtual_per_turn:
            self.log("limit", seat, f"本回合创建的虚拟牌已达上限（{self.limits.virtual_per_turn}）")
            return False
        s.virtual_made += 1
        return True

    def copy_entry(self, entry: StackEntry | None, controller: int, owner: int, verb: str) -> bool:
        """A 虚拟 copy of the entry, with its targets, is put on top; a copy is not used (rule 11.15)."""
        if entry is None:
            return self.missing_target(controller, verb)
        if not self._virtual_budget(controller):
            return False
        base = entry.name[1:-1] if entry.name.startswith("「") and entry.name.endswith("」") else entry.name
        source = entry.source if entry.kind == "skill" else None  # a copied card is not the original card
        copy = StackEntry(
            self.state.new_uid(), entry.kind, f"「{base}（复制）」", controller, owner, entry.effect,
            None, source, entry.targets, entry.card_target, True, entry.facts,
            def_id=entry.def_id,
        )
        if not self.push(copy, used=False):
            return False
        self.log("copy", controller, f"{self.pname(controller)}{verb}了{entry.name}", copy.uid)
        self.check()
        return True

    def execute(self, controller: int, owner: int, program, verb: str) -> bool:
        """Create a 虚拟 card with this effect and use it without paying its cost (rule 11.13)."""
        from zhdsl.engine import usage

        if not self._virtual_budget(controller):
            return False
        return usage.use_virtual(self, controller, owner, program, verb)

    def place_after_resolving(self, entry_uid: int | None, zone: str, seat: int, marks: dict) -> StackEntry | None:
        """The resolving card goes to `seat`'s `zone` with these marks instead of the discard zone;
        None (nothing set) when the entry is not a real card on the stack."""
        e = self.state.entry(entry_uid)
        if e is None or e.card is None or e.virtual:
            return None
        e.destination = (zone, seat, "top", marks)
        return e

    def can_use_from_hand(self, seat: int, free: bool) -> bool:
        from zhdsl.engine import usage

        return bool(usage.hand_use_options(self, seat, free))

    def use_from_effect(self, seat: int, controller: int, free: bool, virtual: bool, among=None,
                        used: list | None = None) -> bool:
        from zhdsl.engine import usage

        return usage.use_from_hand_by_effect(self, seat, controller, free, virtual, among, used)
