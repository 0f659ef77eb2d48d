"""Card movement and zones: moving instances between the schema's zones, shuffling, refilling the
deck, choosing cards, drawing and discarding, and the moves of effects (rules 3, 11.1, 11.2, 11.18).

The zones a move needs are found by role in the schema (deck, discard, hand), never by name."""

from __future__ import annotations

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.decisions import Decision, Option, card_ref
from zhdsl.engine.schema import HIDDEN, OWNER


class ZoneOps:
    """Mixed into `Runtime`."""

    # -- moving cards ----------------------------------------------------------------------------

    def zone_word(self, zone: str) -> str:
        if zone == "stack":
            return self.word("stack")
        if zone == "destroyed":
            return "（已销毁）"
        return self.schema.zone(zone).word

    def _remove_from_zone(self, uid: int) -> None:
        c = self.state.cards[uid]
        if c.zone in self.state.zones:
            self.state.wzone(c.zone).remove(uid)
        elif c.zone_owner is not None and c.zone not in ("stack", "destroyed", "none"):
            self.state.players[c.zone_owner].zone(c.zone).remove(uid)

    def before_move(self, uid: int, zone: str, owner: int | None):
        """Hook: called before a card moves; what it returns is given to `after_move`."""
        return None

    def after_move(self, token) -> None:
        """Hook: after a card moved (纵横坛 re-syncs a player whose lord changed)."""

    def move_card(self, uid: int, zone: str, owner: int | None = None, position: str = "top",
                  controller: int | None = None, log: bool = True) -> None:
        """Move a card instance into a zone (not the stack), or out of the game with zone "destroyed".
        虚拟 cards are destroyed instead. A card still on the stack leaves it and does not resolve (纵横坛 rule
        8.8): its entry is taken off; the card being resolved goes there once it has resolved."""
        s = self.state
        if s.cards[uid].zone == "stack":
            holder = next((x for x in s.stack if x.card == uid), None)
            if holder is not None and holder.resolving:
                holder.destination = (zone, owner, position, {})
                return
            if holder is not None:
                self.remove_entry(holder, zone, owner, position, controller=controller)
                return
        self.moving()
        c = s.mut(uid)
        static_zones = self.STATIC_ZONES
        if static_zones is None or c.zone in static_zones or zone in static_zones:
            s.static_rules = None
        old_owner = c.zone_owner
        token = self.before_move(uid, zone, owner)
        if c.zone != "stack":
            self._remove_from_zone(uid)
        c.tapped = False
        if c.marks:
            c.marks = {}
        c.seen_by = frozenset()
        if c.virtual or zone == "destroyed":
            c.zone, c.zone_owner = "destroyed", None
            if c.virtual and log:
                self.log("destroy", c.controller, f"虚拟牌{self.card_name(uid)}被销毁")
            elif log:
                self.log("move", old_owner, f"{self.card_name(uid)}移出对局", uid, "destroyed", None)
            self.after_move(token)
            return
        spec = self.schema.zone(zone)
        c.zone, c.zone_owner = zone, (owner if spec.owned else None)
        if spec.owned:
            s.players[owner].zone(zone).append(uid)
            if spec.takes_ownership:
                c.owner = c.controller = owner
            else:
                c.owner = owner
                c.controller = controller if controller is not None else owner
        else:
            lst = s.wzone(zone)
            if (spec.visibility == HIDDEN) == (position != "bottom"):  # a face-up zone's top is its list's end
                lst.insert(0, uid)
            else:
                lst.append(uid)
        c.face_up = spec.visibility not in (HIDDEN, OWNER)
        if spec.visibility == OWNER:
            c.seen_by = frozenset({owner})
        if log:
            where = spec.word if not spec.owned else f"{self.pname(owner)}的{spec.word}"
            shown = self.card_name(uid) if c.face_up else "1张牌"
            self.log("move", owner, f"{shown}移入{where}", uid, zone, owner)
        self.after_move(token)

    def create_card(self, def_id: int, zone: str, seat: int) -> int:
        """A new card instance, owned by `seat`, put into one of its zones (cards a mode deals or makes)."""
        s = self.state
        uid = s.new_uid()
        s.add_card(CardInstance(uid, def_id, seat, seat, "none", None))
        self.move_card(uid, zone, seat, log=False)
        return uid

    def reshuffle_discard(self) -> None:
        """The deck is empty: the discard zone is shuffled into it, face down (rule 3.4)."""
        s = self.state
        deck, discard = self.schema.role("deck"), self.schema.role("discard")
        cards = list(s.zones[discard])
        self.moving(len(cards))
        s.wzone(discard).clear()
        s.rng.shuffle(cards)
        for uid in cards:
            c = s.mut(uid)
            c.zone, c.face_up, c.seen_by = deck, False, frozenset()
        s.wzone(deck).extend(cards)
        self.log("reshuffle", None, f"{self.zone_word(deck)}为空：{self.zone_word(discard)}的{len(cards)}张牌洗乱后加入{self.zone_word(deck)}")

    def shuffle_zone(self, zone: str) -> None:
        lst = self.state.wzone(zone)
        self.state.rng.shuffle(lst)
        face_up = self.schema.zone(zone).visibility not in (HIDDEN, OWNER)  # a card put face up there turns over
        for uid in lst:
            c = self.state.mut(uid)
            c.seen_by, c.face_up = frozenset(), face_up
        self.log("shuffle", None, f"洗乱{self.zone_word(zone)}")
        self.check()

    # -- choosing cards -------------------------------------------------------------------------------

    def _pick_card(self, seat: int, left: list[int], prompt: str, label) -> int:
        """One card of `left`, chosen by `seat` (`label(uid)` names it). A task that asks for many cards
        one at a time replays every earlier pick on each answer (`zhdsl.engine.game`): a replayed pick
        takes its recorded answer without building the options, so one answer costs O(picks), not
        O(picks × cards). The dead are answered by `ask` (D27), as before."""
        asker = self.asker
        if asker is not None and not (self.state.players[seat].dead and self.state.phase != "setup"):
            index = asker.recorded()
            if index is not None:
                return left[index]
        return self.ask(Decision(seat, "card", prompt, tuple(Option(label(uid), uid, card_ref(uid)) for uid in left)))

    def choose_cards(self, seat: int, candidates: list[int], n: int, prompt: str) -> list[int]:
        """`seat` picks n of the candidates, one decision per card (no choice when forced)."""
        left = list(candidates)
        picked: list[int] = []
        for _ in range(n):
            if len(left) + len(picked) <= n:
                picked.extend(left[: n - len(picked)])
                break
            uid = self._pick_card(seat, left, prompt, lambda u: self.defn(u).name)
            left.remove(uid)
            picked.append(uid)
        return picked

    def choose_cards_seen(self, seat: int, candidates: list[int], n: int, prompt: str) -> list[int]:
        """Like `choose_cards`, but a card the chooser cannot see is offered by its position
        (「第2张牌」), never by its name."""
        s = self.state
        left = list(candidates)
        picked: list[int] = []
        for _ in range(n):
            if len(left) + len(picked) <= n:
                picked.extend(left[: n - len(picked)])
                break
            uid = self._pick_card(
                seat, left, prompt,
                lambda u: self.defn(u).name if s.cards[u].visible_to(seat) else f"第{candidates.index(u) + 1}张牌",
            )
            left.remove(uid)
            picked.append(uid)
        return picked

    def show_cards(self, seat: int, uids: list[int]) -> None:
        """`seat` looks at the cards (查看, 选择): each stays visible to them until it moves (rule 3.10);
        the log tells everyone how many and where, never their faces."""
        s = self.state
        for uid in uids:
            if not s.cards[uid].visible_to(seat):
                c = s.mut(uid)
                c.seen_by = c.seen_by | {seat}
        first = s.cards[uids[0]]
        where = self.zone_word(first.zone)
        if first.zone_owner is not None:
            where = f"{self.pname(first.zone_owner)}的{where}"
        self.log("look", seat, f"{self.pname(seat)}查看了{where}中的{len(uids)}张牌", len(uids))

    def amount_of(self, seat: int, obj: str) -> int:
        """How much of a quantity's object a player has (所有/一半 of it): an attribute, or the hand."""
        if obj in ("card", "hand"):
            return self.hand_count(seat)
        return self.attr(seat, obj)

    # -- drawing and discarding -------------------------------------------------------------------------

    def cards_to_draw(self) -> int:
        """How many cards a draw can still take (the deck, and the discard zone that refills it)."""
        zones = self.state.zones
        return len(zones[self.schema.role("deck")]) + len(zones[self.schema.role("discard")])

    def draw(self, seat: int, n: int) -> bool:
        s = self.state
        deck, discard, hand = self.schema.role("deck"), self.schema.role("discard"), self.schema.role("hand")
        drawn = 0
        ok = True
        taken = []
        for _ in range(n):
            if not s.zones[deck] and s.zones[discard]:
                self.reshuffle_discard()
            if not s.zones[deck]:
                ok = False
                break
            taken.append(s.zones[deck][0])
            self.move_card(taken[-1], hand, seat, log=False)
            drawn += 1
        self.last_drawn = tuple(taken)
        if drawn:
            self.log("draw", seat, f"{self.pname(seat)}抽了{drawn}张牌", drawn)
        if not ok:
            self.log("fail", seat, f"{self.zone_word(deck)}与{self.zone_word(discard)}都没有牌，抽牌失败")
        self.check()
        return ok

    def discard_from_hand(self, seat: int, n: int, prompt: str = "选择要弃置的手牌", among=None) -> bool:
        """`among(uid)`: only the hand cards it accepts may be discarded (`弃1张红色手牌`), `which` their word."""
        hand = self.hand_cards(seat)
        which = ""
        if among is not None:
            accept, which = among
            hand = [uid for uid in hand if accept(uid)]
        if len(hand) < n:
            self.log("fail", seat, f"{self.pname(seat)}的{which}手牌不足{n}张，弃牌失败")
            return False
        discard = self.schema.role("discard")
        self.last_discarded = tuple(self.choose_cards(seat, hand, n, prompt))
        for uid in self.last_discarded:
            self.move_card(uid, discard, log=False)
            self.log("discard", seat, f"{self.pname(seat)}弃置了{self.card_name(uid)}", uid)
        self.check()
        return True

    # -- moves by effects -------------------------------------------------------------------------------

    def move_from_hand(self, seat: int, n: int, where, ctx) -> bool:
        from zhdsl.engine import usage

        zone, owner, position = where
        hand = self.hand_cards(seat)
        if len(hand) < n:
            self.log("fail", seat, f"{self.pname(seat)}的手牌不足{n}张，移动失败")
            return False
        self.last_moved = tuple(self.choose_cards(seat, hand, n, f"选择移入{self.zone_word(zone)}的手牌"))
        for uid in self.last_moved:
            if zone == "stack":
                if not usage.use_specific(self, seat, uid, ctx.controller, free=True):
                    return False
            else:
                self.move_card(uid, zone, owner, position, controller=ctx.controller)
        self.check()
        return True

    def move_cards(self, uids: list[int], where, ctx) -> bool:
        """Move chosen cards (not on the stack) into a zone; the stack means using them (rule 11.18)."""
        from zhdsl.engine import usage

        zone, owner, position = where
        for uid in uids:
            if zone == "stack":
                if not usage.use_specific(self, ctx.doer, uid, ctx.controller, free=True):
                    return False
            else:
                self.move_card(uid, zone, owner, position, controller=ctx.controller)
        self.check()
        return True

    def _countered_card(self, ref, ctx) -> int | None:
        """The real card of a target that this stack's resolution has sent to the discard zone and that still lies
        there (what it was is remembered as it left, rule 10.12): a later step of the same effect may move it on."""
        remembered = ref.remembered(ctx) if hasattr(ref, "remembered") else None
        uid = remembered.get("card") if remembered else None
        s = self.state
        if uid is None or uid not in s.cards or s.cards[uid].virtual:
            return None
        return uid if s.cards[uid].zone == self.schema.discard_zone else None

    def move_ref(self, ref, where, ctx) -> bool:
        zone, owner, position = where
        s = self.state
        if ref.kind in ("target_card", "event_card"):  # event_card: the card a 响应/追加 answers, on the stack
            e = ref.entry(ctx)
            gone = self._countered_card(ref, ctx) if e is None else None
            if gone is not None:  # `反制目标牌，…将其移入虚空`: the card it sent to the discard zone (纵横坛 rule 11.42)
                self.move_card(gone, zone, owner, position, controller=ctx.controller)
                self.check()
                return True
            if e is None:
                self.log("fail", ctx.you, f"目标牌已不在{self.word('stack')}中，移动失败")
                return False
            if zone != "stack":
                self.remove_entry(e, zone, owner, position)
            self.check()
            return True
        if ref.kind not in ("self", "this_card"):  # another card a reference names (你的领主 …)
            uid = ref.card(ctx)
            if uid is None or zone == "stack":
                self.log("fail", ctx.you, "没有可以移动的牌")
                return False
            self.move_card(uid, zone, owner, position, controller=ctx.controller)
            self.check()
            return True
        e = s.entry(ctx.entry)
        if e is not None and e.card is not None:
            if zone != "stack":
                e.destination = (zone, owner, position, {})
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
