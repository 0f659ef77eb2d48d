"""Operations on the stack: pushing, removing, 反制, 变为, 复制, 执行, 结附 and uses made by effects
(rules 8, 11.3, 11.12–11.17)."""

from __future__ import annotations

from zhdsl.engine.stack import StackEntry


class StackOps:
    """Mixed into `Runtime`."""

    # -- the stack ----------------------------------------------------------------------------------

    def push(self, entry: StackEntry, used: bool = True) -> bool:
        """Put an entry on top. A used card opens a 响应/追加 window; a copy is not used (rule 11.15)."""
        s = self.state
        if len(s.stack) >= self.limits.stack_depth:
            self.log("limit", entry.controller, f"堆叠已达上限（{self.limits.stack_depth}），{entry.name}无法进入堆叠")
            return False
        s.stack.append(entry)
        s.window_entry = entry.uid if used else None
        s.passed = frozenset()
        return True

    def remove_entry(self, entry: StackEntry, to: str = "past", owner: int | None = None, position: str = "top") -> None:
        s = self.state
        s.stack.remove(entry)
        s.passed = frozenset()
        if s.window_entry == entry.uid:
            s.window_entry = None
        if entry.card is not None:
            c = s.mut(entry.card)
            if entry.virtual or c.virtual:
                c.virtual = True
            self.move_card(entry.card, to, owner, position, controller=entry.controller)

    def counter(self, entry: StackEntry | None, by: int) -> bool:
        if entry is None:
            self.log("fail", by, "目标牌已不在堆叠中，反制失败")
            return False
        self.log("counter", by, f"{self.pname(by)}反制了{entry.name}", entry.uid)
        self.remove_entry(entry)
        self.check()
        return True

    def transform(self, entry: StackEntry | None, program) -> bool:
        if entry is None:
            self.log("fail", None, "目标牌已不在堆叠中，变为失败")
            return False
        old = dict(entry.targets)
        first = entry.player_target
        # Target words of the new effect take the original's targets by kind (rule 11.12).
        entry.targets = tuple(
            (slot.key, old.get(slot.key, first)) for slot in program.targets.slots
            if old.get(slot.key, first) is not None
        )
        entry.effect = program
        self.log("transform", entry.controller, f"{entry.name}的效果变为「{program.text}」", entry.uid)
        return True

    def _virtual_budget(self, seat: int) -> bool:
        s = self.state
        if s.virtual_made >= self.limits.virtual_per_turn:
            self.log("limit", seat, f"本回合创建的虚拟牌已达上限（{self.limits.virtual_per_turn}）")
            return False
        s.virtual_made += 1
        return True

    def copy_entry(self, entry: StackEntry | None, controller: int, owner: int) -> bool:
        if entry is None:
            self.log("fail", controller, "目标牌已不在堆叠中，复制失败")
            return False
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
        self.log("copy", controller, f"{self.pname(controller)}复制了{entry.name}", copy.uid)
        self.check()
        return True

    def execute(self, controller: int, owner: int, program) -> bool:
        from zhdsl.engine import usage

        if not self._virtual_budget(controller):
            return False
        return usage.use_virtual(self, controller, owner, program)

    def attach(self, entry_uid: int | None, seat: int, turns: int | None) -> bool:
        e = self.state.entry(entry_uid)
        if e is None or e.card is None or e.virtual:
            self.log("fail", None, "只有堆叠中的实体通用牌可以结附")
            return False
        e.destination = ("ward", seat, turns)
        shown = f"（{turns}回合）" if turns is not None else ""
        self.log("attach", e.controller, f"{e.name}将结附{self.pname(seat)}{shown}", e.uid, seat)
        return True

    def can_use_from_hand(self, seat: int, free: bool) -> bool:
        from zhdsl.engine import usage

        return bool(usage.hand_use_options(self, seat, free))

    def use_from_effect(self, seat: int, controller: int, free: bool, virtual: bool) -> bool:
        from zhdsl.engine import usage

        return usage.use_from_hand_by_effect(self, seat, controller, free, virtual)
