"""Card movement and zones: moving instances between zones, shuffling, refilling the 牌库,
choosing cards, drawing, discarding, 调度, and the 将…移入 moves of effects (rules 3, 11.1, 11.2, 11.18)."""

from __future__ import annotations

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.state import PRIVATE_ZONES, ZONE_NAMES


class ZoneOps:
    """Mixed into `Runtime`."""

    # -- moving cards ----------------------------------------------------------------------------

    def _remove_from_zone(self, uid: int) -> None:
        c = self.state.cards[uid]
        if c.zone in PRIVATE_ZONES:
            self.state.players[c.zone_owner].zone(c.zone).remove(uid)
        elif c.zone in ("deck", "past", "void"):
            getattr(self.state, c.zone).remove(uid)

    def move_card(self, uid: int, zone: str, owner: int | None = None, position: str = "top",
                  controller: int | None = None, log: bool = True) -> None:
        """Move a card instance into a zone (not the stack), or out of the game with zone "destroyed".
        虚拟 cards are destroyed instead."""
        s = self.state
        s.static_rules = None
        c = s.mut(uid)
        old_zone, old_owner = c.zone, c.zone_owner
        seats = {x for x in (old_owner if old_zone == "lord" else None, owner if zone == "lord" else None) if x is not None}
        lords_before = {seat: self.lord_card(seat) for seat in seats}
        if c.zone != "stack":
            self._remove_from_zone(uid)
        c.tapped = False
        c.turns_left = None
        c.seen_by = frozenset()
        if c.virtual or zone == "destroyed":
            c.zone, c.zone_owner = "destroyed", None
            if c.virtual and log:
                self.log("destroy", c.controller, f"虚拟牌{self.card_name(uid)}被销毁")
            elif log:
                self.log("move", old_owner, f"{self.card_name(uid)}移出对局", uid, "destroyed", None)
            self._sync_lords(lords_before)
            return
        c.zone, c.zone_owner = zone, owner
        if zone in PRIVATE_ZONES:
            lst = s.players[owner].zone(zone)
            lst.append(uid)
            if zone == "hand":
                c.owner = c.controller = owner
                c.face_up, c.seen_by = False, frozenset({owner})
            else:
                c.owner = owner
                c.controller = controller if controller is not None else owner
                c.face_up = True
        else:
            lst = getattr(s, zone)
            if zone == "deck":
                c.face_up = False
                if position == "bottom":
                    lst.append(uid)
                else:
                    lst.insert(0, uid)
            else:
                c.face_up = True
                lst.append(uid)
        if log:
            where = ZONE_NAMES[zone] if owner is None else f"{self.pname(owner)}的{ZONE_NAMES[zone]}"
            shown = self.card_name(uid) if c.face_up else "1张牌"
            self.log("move", owner, f"{shown}移入{where}", uid, zone, owner)
        self._sync_lords(lords_before)

    def _sync_lords(self, lords_before: dict) -> None:
        for seat, before in lords_before.items():
            if self.lord_card(seat) != before:
                self.sync_lord(seat)

    def create_card(self, def_id: int, zone: str, seat: int) -> int:
        """A new card instance, owned by `seat`, put into one of its zones (lords dealt, a mode's 造物)."""
        s = self.state
        uid = s.new_uid()
        s.cards[uid] = CardInstance(uid, def_id, seat, seat, "none", None)
        self.move_card(uid, zone, seat, log=False)
        return uid

    def reshuffle_past(self) -> None:
        s = self.state
        cards = list(s.past)
        s.past.clear()
        s.rng.shuffle(cards)
        for uid in cards:
            c = s.mut(uid)
            c.zone, c.face_up, c.seen_by = "deck", False, frozenset()
        s.deck.extend(cards)
        self.log("reshuffle", None, f"牌库为空：过往的{len(cards)}张牌洗乱后加入牌库")

    def shuffle_zone(self, zone: str) -> None:
        lst = getattr(self.state, zone)
        self.state.rng.shuffle(lst)
        for uid in lst:
            self.state.mut(uid).seen_by = frozenset()
        self.log("shuffle", None, f"洗乱{ZONE_NAMES[zone]}")
        self.check()

    # -- choosing cards -------------------------------------------------------------------------------

    def choose_cards(self, seat: int, candidates: list[int], n: int, prompt: str) -> list[int]:
        """`seat` picks n of the candidates, one decision per card (no choice when forced)."""
        left = list(candidates)
        picked: list[int] = []
        for _ in range(n):
            if len(left) + len(picked) <= n:
                picked.extend(left[: n - len(picked)])
                break
            options = tuple(Option(self.defn(uid).name, uid) for uid in left)
            uid = self.ask(Decision(seat, "card", prompt, options))
            left.remove(uid)
            picked.append(uid)
        return picked

    # -- measured actions ---------------------------------------------------------------------------

    def draw(self, seat: int, n: int) -> bool:
        s = self.state
        drawn = 0
        ok = True
        for _ in range(n):
            if not s.deck and s.past:
                self.reshuffle_past()
            if not s.deck:
                ok = False
                break
            self.move_card(s.deck[0], "hand", seat, log=False)
            drawn += 1
        if drawn:
            self.log("draw", seat, f"{self.pname(seat)}抽了{drawn}张牌", drawn)
        if not ok:
            self.log("fail", seat, "牌库与过往都没有牌，抽牌失败")
        self.check()
        return ok

    def discard_from_hand(self, seat: int, n: int, prompt: str = "选择要弃置的手牌") -> bool:
        hand = self.hand_cards(seat)
        if len(hand) < n:
            self.log("fail", seat, f"{self.pname(seat)}的手牌不足{n}张，弃牌失败")
            return False
        for uid in self.choose_cards(seat, hand, n, prompt):
            self.move_card(uid, "past", log=False)
            self.log("discard", seat, f"{self.pname(seat)}弃置了{self.card_name(uid)}", uid)
        self.check()
        return True

    def arrange(self, seat: int) -> None:
        """调度: the player puts the hand in a new order, one pick at a time."""
        p = self.state.players[seat]
        left, order = list(p.hand), []
        while len(left) > 1:
            options = tuple(Option(self.defn(uid).name, uid) for uid in left)
            uid = self.ask(Decision(seat, "arrange", f"调度：选择第{len(order) + 1}张牌", options))
            left.remove(uid)
            order.append(uid)
        p.hand[:] = order + left
        for uid in p.hand:
            self.state.mut(uid).seen_by = frozenset({seat})
        self.log("arrange", seat, f"{self.pname(seat)}调度了手牌")
        self.check()

    # -- moves by effects -------------------------------------------------------------------------------

    def move_from_hand(self, seat: int, n: int, where, ctx) -> bool:
        from zhdsl.engine import usage

        zone, owner, position = where
        hand = self.hand_cards(seat)
        if len(hand) < n:
            self.log("fail", seat, f"{self.pname(seat)}的手牌不足{n}张，移动失败")
            return False
        for uid in self.choose_cards(seat, hand, n, f"选择移入{ZONE_NAMES[zone]}的手牌"):
            if zone == "stack":
                if not usage.use_specific(self, seat, uid, ctx.controller, free=True):
                    return False
            else:
                self.move_card(uid, zone, owner, position, controller=ctx.controller)
        self.check()
        return True

    def move_ref(self, ref, where, ctx) -> bool:
        zone, owner, position = where
        s = self.state
        if ref.kind == "target_card":
            e = ref.entry(ctx)
            if e is None:
                self.log("fail", ctx.you, "目标牌已不在堆叠中，移动失败")
                return False
            if zone != "stack":
                self.remove_entry(e, zone, owner, position)
            self.check()
            return True
        e = s.entry(ctx.entry)
        if e is not None and e.card is not None:
            if zone != "stack":
                e.destination = (zone, owner, position)
            return True
        if e is not None and e.virtual and e.kind == "card":
            return True  # a 虚拟 card is destroyed when it leaves the stack anyway (rule 4.7)
        uid = ctx.source_card
        if uid is None or zone == "stack":
            self.log("fail", ctx.you, "此牌不是实体牌，无法移动")
            return False
        holder = next((x for x in s.stack if x.card == uid), None)
        if holder is not None:
            self.remove_entry(holder, zone, owner, position)
        else:
            self.move_card(uid, zone, owner, position, controller=ctx.controller)
        self.check()
        return True
