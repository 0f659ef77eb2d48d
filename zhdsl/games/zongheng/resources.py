"""纵横坛's resources and states: 财富, 物资, 精力, 仓储, 效率; 恢复, 横置/重置, 转化 (rules 5, 11.4–11.11, 11.20)."""

from __future__ import annotations

from zhdsl.games.zongheng import energy as en

OBJECT_WORDS = {"wealth": "财富", "supply": "物资", "energy": "精力", "storage": "仓储", "efficiency": "效率"}


class ResourceOps:
    """Mixed into `ZonghengRuntime`."""

    def change_wealth(self, seat: int, delta: int, source: int | None, verb: str) -> bool:
        p = self.state.players[seat]
        if p.dead:
            self.log("fail", seat, f"{self.pname(seat)}已死亡，无法{verb}财富")
            return False
        if self.locked(seat, "wealth"):
            self.log("wealth", seat, f"{self.pname(seat)}的财富被常驻效果固定，{verb}不起作用")
            return True
        before = p.wealth
        p.wealth = max(0, p.wealth + delta)
        by = f"（来源：{self.pname(source)}）" if source is not None and source != seat else ""
        # 获得财富 is neither 生产 nor 折损 (a trigger or history tells them by this third value, rules 9.12, 10.24)
        gained = ("gain",) if verb == "获得" else ()
        self.log("wealth", seat, f"{self.pname(seat)}{verb}{abs(delta)}财富{by}，现有{p.wealth}", delta, source, *gained)
        if delta < 0 and source is not None and source != seat:
            self.mode.wealth_lost(self, seat, source, before - p.wealth)
        self.check()
        return True

    def set_attribute(self, seat: int, name: str, value: int) -> bool:
        """`你的财富变为10` (rule 10.14): no source, within the counter's bounds; the checks run after."""
        p = self.state.players[seat]
        if p.dead:
            self.log("fail", seat, f"{self.pname(seat)}已死亡，{OBJECT_WORDS[name]}无法改变")
            return False
        if self.locked(seat, name):
            self.log("fail", seat, f"{self.pname(seat)}的{OBJECT_WORDS[name]}被常驻效果固定，无法改变")
            return True
        value = self.set_counter(seat, name, value)
        self.log("set", seat, f"{self.pname(seat)}的{OBJECT_WORDS[name]}变为{value}", name, value)
        self.check()
        return True

    def revive(self, seat: int, wealth: int) -> None:
        """A dead player returns to play with this much 财富 (modes decide when, rule 14.3)."""
        p = self.state.players[seat]
        p.dead = False
        p.wealth = wealth
        self.log("revive", seat, f"{self.pname(seat)}复活，财富变为{wealth}", wealth)
        self.check()

    def gain(self, seat: int, obj: str, colour: str | None, n: int) -> None:
        if obj == "wealth":
            self.change_wealth(seat, n, None, "获得")
            return
        if self.locked(seat, obj):
            self.log("fail", seat, f"{OBJECT_WORDS[obj]}被常驻效果固定，无法获得")
            return
        p = self.state.players[seat]
        if obj == "energy":
            en.gain(p.energy, colour, n)
        else:
            setattr(p, obj, getattr(p, obj) + n)
        name = (en.NAMES[colour] if colour else "") + OBJECT_WORDS[obj]
        self.log("gain", seat, f"{self.pname(seat)}获得{n}{name}", obj, n, colour)
        self.check()

    def can_pay(self, seat: int, items) -> str | None:
        """None when payable, else the reason."""
        short = self._short_of(seat, items)
        if short is None:
            return None
        what, obj, n = short
        if what == "locked":
            return f"{OBJECT_WORDS[obj]}被常驻效果固定，无法支付"
        if what == "energy":
            return f"精力不足：需要{en.text(_merge(n))}，现有{en.text(self.state.players[seat].energy)}"
        return f"{OBJECT_WORDS[obj]}不足：需要{n}，现有{self.attr(seat, obj)}"

    def payable(self, seat: int, items) -> bool:
        """`can_pay(...) is None` without building the reason (asked for every option list)."""
        return self._short_of(seat, items) is None

    def _short_of(self, seat: int, items):
        """Why `items` cannot be paid, as data: ("locked", object, 0), ("short", object, amount) or
        ("energy", None, the energy cost); None when they can."""
        cost = []
        for obj, colour, n in items:
            if n and self.locked(seat, obj):
                return ("locked", obj, 0)
            if obj == "energy":
                cost.append((colour or "black", n))
            elif self.attr(seat, obj) - n < (1 if obj in ("storage", "efficiency") else 0):
                return ("short", obj, n)
        if cost and not en.can_pay(self.state.players[seat].energy, tuple(cost)):
            return ("energy", None, cost)
        return None

    def pay(self, seat: int, items) -> bool:
        reason = self.can_pay(seat, items)
        if reason is not None:
            self.log("fail", seat, f"{self.pname(seat)}支付失败：{reason}")
            return False
        p = self.state.players[seat]
        cost = tuple((colour or "black", n) for obj, colour, n in items if obj == "energy")
        if cost:
            en.pay(p.energy, cost)
        for obj, _colour, n in items:
            if obj == "wealth":
                p.wealth -= n
            elif obj != "energy":
                setattr(p, obj, getattr(p, obj) - n)
        shown = "&".join(f"{n}{en.NAMES[c] if c else ''}{OBJECT_WORDS[o]}" for o, c, n in items)
        self.log("pay", seat, f"{self.pname(seat)}支付{shown}")
        self.check()
        return True

    def consume(self, seat: int, obj: str, colour: str | None, n: int) -> int:
        """Takes what there is, up to n (rule 11.8); returns how much was taken."""
        if self.locked(seat, obj):
            self.log("consume", seat, f"{OBJECT_WORDS[obj]}被常驻效果固定，消耗无效")
            return 0
        p = self.state.players[seat]
        if obj == "energy":
            taken = en.consume(p.energy, colour, n)
        elif obj in ("storage", "efficiency"):
            before = self.attr(seat, obj)
            setattr(p, obj, max(1, before - n))
            taken = before - self.attr(seat, obj)
        else:
            taken = min(n, getattr(p, obj))
            setattr(p, obj, getattr(p, obj) - taken)
        self.log("consume", seat, f"{self.pname(seat)}消耗{taken}{OBJECT_WORDS[obj]}", obj, taken)
        self.check()
        return taken

    def restore(self, seat: int) -> None:
        p = self.state.players[seat]
        p.energy = {c: n for c, n in self.lord_def(seat).energy if n > 0}
        self.log("restore", seat, f"{self.pname(seat)}恢复精力：{en.text(p.energy)}", tuple(p.energy.items()))
        self.check()

    def set_tapped(self, uid: int, tapped: bool) -> bool:
        c = self.state.mut(uid)
        verb = "横置" if tapped else "重置"
        if c.tapped == tapped:
            self.log("fail", c.controller, f"{self.card_name(uid)}已{'横置' if tapped else '处于竖直状态'}，无法{verb}")
            return False
        c.tapped = tapped
        self.log("tap" if tapped else "untap", c.controller, f"{verb}{self.card_name(uid)}", uid)
        self.check()
        return True

    def convert(self, seat: int) -> bool:
        """转化: pay 1 物资, then draw 1 (the caller logs it done, `converted`)."""
        if not self.pay(seat, [("supply", None, 1)]):
            return False
        return self.draw(seat, 1)

    def converted(self, seat: int) -> None:
        """A 转化 is done, its card drawn: an action event triggers wait for (`当你进行转化后`, rule 9.13)."""
        self.log("convert", seat, f"{self.pname(seat)}完成了转化")


def _merge(cost) -> dict:
    out: dict[str, int] = {}
    for c, n in cost:
        out[c] = out.get(c, 0) + n
    return out
