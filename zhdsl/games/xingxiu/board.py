"""The board (rules 2.4–2.7, 9, 15.12, 16): drawing from the 牌堆 (refilled from the 弃牌堆 when needed),
discarding, gaining, giving, putting cards into the 装备区 (one per slot, the old one discarded) and the
判定区 (no two of the same name), revealing, choosing cards in another player's zones (a hand card at
random), and the moments a player loses cards (失去最后的手牌, 失去装备区内的牌)."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option, card_ref


class BoardOps:
    """Mixed into the runtime."""

    # -- the deck ---------------------------------------------------------------------------------------

    def _refill(self) -> bool:
        """The deck is empty: the 弃牌堆 is shuffled into it (rule 16.2). False when both are empty."""
        s = self.state
        if s.zones["deck"]:
            return True
        if not s.zones["discard"]:
            return False
        self.reshuffle_discard()
        return True

    def top_card(self) -> int | None:
        return self.state.zones["deck"][0] if self._refill() else None

    def draw(self, seat: int, n: int) -> bool:
        drawn = 0
        for _ in range(n):
            uid = self.top_card()
            if uid is None:
                break
            self.move_card(uid, "hand", seat, log=False)
            drawn += 1
        if drawn:
            self.log("draw", seat, f"{self.pname(seat)}摸了{drawn}张牌", drawn)
        if drawn < n:
            self.log("fail", seat, "牌堆与弃牌堆都没有牌了，摸牌没有摸足")
        self.check()
        return drawn == n

    def reveal(self, seat: int, n: int) -> list[int]:
        """Cards from the top of the deck, face up into the 处理区 (rule 8.8)."""
        out = []
        for _ in range(n):
            uid = self.top_card()
            if uid is None:
                break
            self.move_card(uid, "processing", log=False)
            out.append(uid)
        for uid in out:
            self.log("reveal", seat, f"亮出{self.card_name(uid)}", uid)
        self.check()
        return out

    # -- moving cards, with the moments of losing them ----------------------------------------------------

    def _holders(self, uids) -> dict:
        """Before a move: each holder's hand size and the equipment among the cards."""
        s = self.state
        hands: dict[int, int] = {}
        equips: list[tuple[int, int]] = []
        for uid in uids:
            c = s.cards[uid]
            if c.zone_owner is None:
                continue
            hands.setdefault(c.zone_owner, len(s.players[c.zone_owner].hand))
            if c.zone == "equip":
                equips.append((c.zone_owner, uid))
        return {"hands": hands, "equips": equips}

    def _lost(self, before: dict) -> None:
        """The moments of losing cards (rule 14.7): 失去最后的手牌, 失去装备区内的牌 (once per card)."""
        from zhdsl.games.xingxiu.triggers import Event

        s = self.state
        for seat, had in before["hands"].items():
            if had > 0 and not s.players[seat].hand and not s.players[seat].dead:
                self.fire(Event("last_hand", "at", who=seat))
                self.fire(Event("last_hand", "after", who=seat))
        for seat, uid in before["equips"]:
            if not s.players[seat].dead:
                self.fire(Event("equip_lost", "after", who=seat, name=self.defn_name(uid), facts=self.defn(uid).facts()))

    def discard(self, uids, by: int | None, verb: str = "弃置", quiet: bool = False) -> None:
        s = self.state
        on_stack = {e.card: e for e in s.stack if e.card is not None}
        uids = list(uids)
        for uid in [u for u in uids if u in on_stack]:  # the card being used: discarded once it has resolved
            on_stack[uid].destination = ("discard", None, "top", {})
            uids.remove(uid)
        before = self._holders(uids)
        for uid in uids:
            c = s.cards[uid]
            if c.zone == "hand" and c.zone_owner is not None and c.zone_owner == by:
                p = s.players[by]
                p.discarded_phase += 1
            owner = c.zone_owner
            self.move_card(uid, "discard", log=False)
            if not quiet:
                whose = f"{self.pname(owner)}的" if owner is not None and owner != by else ""
                self.log("discard", by, f"{self.pname(by) if by is not None else ''}{verb}了{whose}{self.card_name(uid)}", uid)
        self.check()
        self._lost(before)

    def gain(self, seat: int, uids, giver: int | None = None) -> None:
        """Cards into `seat`'s hand (a card taken from another's hand is shown only to them)."""
        s = self.state
        before = self._holders(uids)
        names = []
        for uid in uids:
            c = s.cards[uid]
            hidden = c.zone == "hand" or (c.zone == "deck")
            names.append("一张手牌" if hidden else self.card_name(uid))
            self.move_card(uid, "hand", seat, log=False)
        who = f"{self.pname(giver)}交给{self.pname(seat)}" if giver is not None else f"{self.pname(seat)}获得"
        self.log("gain", seat, f"{who}{'、'.join(names)}", len(names), giver)
        self.check()
        self._lost(before)

    def place(self, ctx, uids, zone: str, owner: int | None, position: str = "top") -> bool:
        """将…置于: the card being used goes there once resolved (rule 8.3, 9.3); others move now."""
        s = self.state
        for uid in uids:
            entry = next((e for e in s.stack if e.card == uid), None)
            if zone == "judge" and owner is not None:
                owner = self.judge_zone_for(owner, self.defn_name(uid), ctx)
                if owner is None:
                    self.log("fail", ctx.you, f"{self.card_name(uid)}没有可以放置的判定区，留在原处")
                    continue
            if entry is not None:
                entry.destination = (zone, owner, position, {})
                continue
            if zone == "equip":
                self.equip(owner, uid)
                continue
            before = self._holders([uid])
            self.move_card(uid, zone, owner, position, controller=owner)
            self._lost(before)
        self.check()
        return True

    def judge_zone_for(self, seat: int, name: str, ctx) -> int | None:
        """The judgement zone a card called `name` goes to: `seat`'s, or — when `seat` already holds one of
        that name — the next player's in seat order without one (rule 8.3, 8.4(d)); None when nobody."""
        s = self.state
        source = ctx.source_card
        for candidate in [seat] + [p for p in s.order_from(seat) if p != seat]:
            if s.players[candidate].dead:
                continue
            if not any(self.defn_name(u) == name and u != source for u in s.players[candidate].judge):
                return candidate
        return None

    def equip(self, seat: int, uid: int) -> None:
        """Into the 装备区; the old card of the same type is then discarded (rule 9.4)."""
        s = self.state
        kind = self.defn(uid).equip_type
        old = [u for u in s.players[seat].equip if self.defn(u).equip_type == kind and u != uid]
        before = self._holders([uid])
        self.move_card(uid, "equip", seat, log=False)
        self.log("equip", seat, f"{self.pname(seat)}装备了{self.card_name(uid)}", uid)
        self._lost(before)
        if old:
            self.discard(old, None, verb="替换弃置", quiet=True)
            for uid in old:
                self.log("discard", seat, f"{self.card_name(uid)}被替换，进入弃牌堆", uid)
        self.check()

    def region_cards(self, seat: int | None) -> list[int]:
        if seat is None:
            return []
        p = self.state.players[seat]
        return list(p.hand) + list(p.equip) + list(p.judge)

    # -- choosing cards ---------------------------------------------------------------------------------------

    def choose_cards_of(self, chooser: int, holder: int | None, cands: list[int], lo: int, hi: int,
                        prompt: str) -> list[int]:
        """`chooser` picks between lo and hi of the candidates, one at a time; another player's hand cards
        are offered as 「一张手牌」 and taken at random (rule 15.12). The only choice is taken without asking."""
        s = self.state
        picked: list[int] = []
        left = list(cands)
        while left and len(picked) < hi:
            if len(left) + len(picked) <= lo:
                picked.extend(left)
                break
            hidden = [u for u in left if not s.cards[u].visible_to(chooser) and s.cards[u].zone == "hand"]
            shown = [u for u in left if u not in hidden]
            options = [Option(self.defn_name(u) + self._where(u, chooser), u, card_ref(u)) for u in shown]
            if hidden:
                options.append(Option("一张手牌（随机）", "hidden"))
            if len(picked) >= lo:
                options.append(Option("完成", None))
            choice = options[0].value if len(options) == 1 else self.ask(Decision(chooser, "card", prompt, tuple(options)))
            if choice is None:
                break
            if choice == "hidden":
                choice = hidden[s.rng.below(len(hidden))]
            picked.append(choice)
            left.remove(choice)
        return picked

    def _where(self, uid: int, chooser: int) -> str:
        c = self.state.cards[uid]
        if c.zone == "equip":
            return "（装备区）"
        if c.zone == "judge":
            return "（判定区）"
        return ""
