"""The Riftbound runtime: the board (bases, battlefields, units with might and damage, gear,
runes), resources, and the primitives the verbs and the turn call (rules 2, 7, 8, 13, 15–17).

Card state lives in the instance's marks: `damage`, `buff`, `mods` ((amount, until) …), `grants`
((keyword, n, until) …), `stunned`, `role` (att/def), `host` (the unit a piece of equipment is
attached to), `at` (the battlefield of a card in the shared `field` zone). A battlefield's marks
hold its controller (`ctrl`) and who contests it (`contest`). `until` is "turn" or "combat".
"""

from __future__ import annotations

from contextlib import contextmanager

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.errors import GameOver
from zhdsl.engine.runtime import Runtime

MAX_BURN_OUTS = 8  # burn outs in one draw before the game is declared a draw (bound, rule 16.7)

MAX_RUNE_EVENTS = 12  # `当你回收一枚符文时` events of one payment or effect (bound; rules-riftbound.md 10.44)


class RiftRuntime(Runtime):
    WORDS = {
        "stack": "结算链", "player": "玩家", "free": "（无视费用）", "once_per_turn": "每回合限一次",
        "mandatory": "这个技能会自动触发，不能主动使用", "target_player": "一名玩家", "target_other": "一名对手",
    }

    EVENT_FIELDS = {
        **Runtime.EVENT_FIELDS,
        **{kind: (("card", "card"),) for kind in ("play", "enter", "ability", "damage", "might", "grant", "kill", "recall",
                                    "token", "attach")},
        "trigger": (("entry", "entry"),),
    }

    # -- reading the board -----------------------------------------------------------------------

    def entry_text(self, entry) -> str:
        """A chain entry's text: a played card's whole text, an ability's own line of it."""
        effect = entry.effect
        text = getattr(effect, "text", None)
        if text:
            return text
        uid = getattr(effect, "card", None)
        if uid is None:
            uid = effect.source
        card_text = self.defn(uid).text
        ability = getattr(effect, "ability", None)
        span = getattr(getattr(ability, "phrase", None), "span", None)
        return card_text[span.start:span.end] if span is not None else card_text

    def player_stats(self, seat: int) -> dict:
        """The current might of each unit the player controls (buffs and bonuses included), by card id."""
        return {"might": {str(u): self.might(u) for u in self.units() if self.state.cards[u].controller == seat}}

    def card(self, uid: int) -> CardInstance:
        return self.state.cards[uid]

    def where(self, uid: int):
        """("base", seat), ("bf", battlefield uid), or (zone, owner) off the board."""
        c = self.state.cards[uid]
        if c.zone == "field":
            return ("bf", c.marks.get("at"))
        if c.zone == "base":
            return ("base", c.zone_owner)
        return (c.zone, c.zone_owner)

    def on_board(self, uid: int) -> bool:
        return self.state.cards[uid].zone in ("base", "field")

    def battlefields(self) -> list[int]:
        return list(self.state.zones["battlefields"])

    def permanents(self) -> list[int]:
        s = self.state
        out = [u for p in s.players for u in p.base]
        out.extend(s.zones["field"])
        return out

    def units(self, where=None) -> list[int]:
        out = [u for u in self.permanents() if self.defn(u).base == "unit"]
        if where is not None:
            out = [u for u in out if self.where(u) == where]
        return out

    def units_at_bf(self, bf: int) -> list[int]:
        return [u for u in self.state.zones["field"] if self.state.cards[u].marks.get("at") == bf
                and self.defn(u).base == "unit"]

    def controllers_at(self, bf: int) -> list[int]:
        seen = []
        for u in self.units_at_bf(bf):
            c = self.state.cards[u].controller
            if c not in seen:
                seen.append(c)
        return seen

    def bf_controller(self, bf: int):
        return self.state.cards[bf].marks.get("ctrl")

    def location_name(self, where) -> str:
        if where[0] == "bf":
            return self.card_name(where[1])
        if where[0] == "base":
            return f"{self.pname(where[1])}的基地"
        return "场外"

    # -- might, keywords and statics ---------------------------------------------------------------

    def recall(self, fn, *args):
        """The engine's `recall` (an option list: `fn` must not change the state), inside one statics.Reading: its
        static queries share a scan of the sources in force, and each card's statics are worked out once."""
        from zhdsl.games.riftbound import statics

        with statics.reading(self):
            return super().recall(fn, *args)

    def keyword(self, uid: int, word: str) -> int:
        """The value of a keyword the card has now (0: none): printed, granted, or from statics."""
        d = self.defn(uid)
        c = self.state.cards[uid]
        total = d.keywords.get(word, 0) if self._active_keywords(uid) else 0
        for kw, n, _until in c.marks.get("grants", ()):
            if kw == word:
                total += n or 1
        for kw, n in self.static_keywords(uid):
            if kw == word:
                total += n or 1
        return total

    def _active_keywords(self, uid: int) -> bool:
        """Equipment attached to a unit has its rules text inactive (rule 18.1(a))."""
        return not (self.defn(uid).base == "gear" and self.state.cards[uid].marks.get("host"))

    def static_keywords(self, uid: int) -> list:
        from zhdsl.games.riftbound import statics

        return statics.keywords_for(self, uid)

    def might(self, uid: int) -> int:
        from zhdsl.games.riftbound import statics

        d = self.defn(uid)
        c = self.state.cards[uid]
        base = c.marks.get("base_might")  # `其基础战力在本回合内变为5` (rules-riftbound.md 22.83)
        printed = base[1] if base is not None and base[0] == self.state.turn else (d.might or 0)
        value = printed + c.marks.get("buff", 0)
        if c.marks.get("buff") and self.state.mode_data.get("buff_bonus"):  # rules-riftbound.md 8.3(a)
            value += c.marks["buff"] * sum(n for turn, seat, friendly, n in self.state.mode_data["buff_bonus"]
                                           if turn == self.state.turn
                                           and (not friendly or self.mode.same_team(seat, c.controller)))
        value += sum(n for n, _until in c.marks.get("mods", ()))
        before = value
        value += statics.might_bonus(self, uid)
        if value < before:  # `{{S}}-8，不得低于1{{S}}`: a standing change lowers no further (rules-riftbound.md 10.24)
            floor = statics.might_floor(self, uid)
            if floor is not None and value < floor:
                value = min(before, floor)
        role = c.marks.get("role")
        if role == "att":
            value += self.keyword(uid, "强攻")
        elif role == "def":
            value += self.keyword(uid, "坚守")
        floor = c.marks.get("floor")
        if floor is not None and value < floor:
            value = floor
        return value

    def mighty(self, uid: int) -> bool:
        return self.might(uid) >= 5

    # -- resources -------------------------------------------------------------------------------

    def add_mana(self, seat: int, n: int) -> None:
        p = self.state.players[seat]
        p.mana = p.mana + n

    def add_power(self, seat: int, colour: str, n: int = 1) -> None:
        p = self.state.players[seat]
        pool = dict(p.power)
        pool[colour] = pool.get(colour, 0) + n
        p.power = pool

    def add_limited(self, seat: int, use: str, what: str, n: int) -> None:
        """Mana (`what` "mana") or power of a colour that pays only for `use` (rules-riftbound.md 7.10(a)): kept in
        the state beside the pool, one count per (seat, use, what), emptied with the pools (rule 7.2)."""
        held = dict(((s_, u, w), k) for s_, u, w, k in self.state.mode_data.get("limited") or ())
        held[(seat, use, what)] = held.get((seat, use, what), 0) + n
        self.state.mode_data["limited"] = tuple(sorted((*key, k) for key, k in held.items() if k > 0)) or None

    def limited(self, seat: int) -> list[tuple[str, str, int]]:
        """(use, what, count) of the limited resources `seat` holds (rules-riftbound.md 7.10(a))."""
        return [(u, w, k) for s_, u, w, k in self.state.mode_data.get("limited") or () if s_ == seat and k > 0]

    paying_for: frozenset = frozenset()  # the uses the payment under way is for (rules-riftbound.md 7.10(a))

    def uses_of(self, uid: int | None, ability: bool = False) -> frozenset:
        """The uses paying for card `uid` (its play, or with `ability` one of its abilities) counts as."""
        if uid is None:
            return frozenset()
        base = self.defn(uid).base
        if ability:  # a gear's ability (7.10(a)); a unit's ability (`单位的主动技能`, rules-riftbound.md 22.227)
            return frozenset({"gear"}) if base == "gear" else frozenset({"unit_ability"}) if base == "unit" else frozenset()
        return frozenset({base}) if base in ("unit", "spell", "gear") else frozenset()

    def empty_pools(self) -> None:
        for p in self.state.players:
            p.mana = 0
            p.power = {}
        if self.state.mode_data.get("limited"):
            self.state.mode_data["limited"] = None

    def runes(self, seat: int) -> list[int]:
        return list(self.state.players[seat].rune_area)

    # -- moving cards ----------------------------------------------------------------------------

    def banish(self, uid: int, by: int | None) -> None:
        """Put a card into its owner's banishment, banished by player `by` (the one whose spell, ability, cost or
        rule did it): `当你放逐一张属于你的卡牌时` hears it (rules-riftbound.md 22.231)."""
        from zhdsl.games.riftbound import triggers

        self.put(uid, "banish", self.state.cards[uid].owner)
        triggers.fire(self, "banish", uid=uid, seat=by, owner=self.state.cards[uid].owner)

    def put(self, uid: int, zone: str, owner: int | None, at: int | None = None, tapped: bool | None = None,
            top: bool = True) -> None:
        """Move a card between zones; leaving the board clears its marks (rule 4.4). A token leaving
        the board ceases to exist (rule 2.10)."""
        s = self.state
        if s.cards[uid].zone in ("base", "field") and zone not in ("base", "field"):
            # `当此牌离场时` (rules-riftbound.md 22.183): heard while it is still on the board, resolved after it left
            from zhdsl.games.riftbound import triggers

            triggers.fire(self, "left", uid=uid, seat=s.cards[uid].controller, here=self.where(uid))
        s.static_rules = None
        c = s.mut(uid)
        self._remove_from_zone(uid)
        was_board = c.zone in ("base", "field")
        into_board = zone in ("base", "field")
        if was_board and not into_board:
            for g in [g for g in self.permanents() if s.cards[g].marks.get("host") == uid]:
                gm = s.mut(g)
                gm.marks = {k: v for k, v in gm.marks.items() if k != "host"}
            # what it banished stays known to its own abilities resolving after it left (`{{绝念}}—打出所有因此牌效果
            # 被放逐的单位`, rules-riftbound.md 17.22); a new object on the board again starts without it
            c.marks = {"banished": c.marks["banished"]} if c.marks.get("banished") else {}
            c.tapped = False
        elif into_board and not was_board and "banished" in c.marks:
            c.marks = {k: v for k, v in c.marks.items() if k != "banished"}
        if self.defn(uid).token and not into_board and zone != "stack":
            c.zone, c.zone_owner = "destroyed", None
            return
        if zone == "stack":
            c.zone, c.zone_owner, c.face_up = "stack", None, True
            return
        c.zone = zone
        c.zone_owner = owner if zone not in s.zones else None
        if zone == "field":
            marks = dict(c.marks)
            marks["at"] = at
            c.marks = marks
        elif "at" in c.marks and zone != "facedown":
            c.marks = {k: v for k, v in c.marks.items() if k != "at"}
        if zone == "facedown":
            marks = dict(c.marks)
            marks["at"] = at
            c.marks = marks
        if tapped is not None:
            c.tapped = tapped
        c.face_up = zone not in ("deck", "runes", "hand", "facedown")
        c.seen_by = frozenset({c.owner}) if zone in ("hand", "facedown") else frozenset()
        target = s.wzone_list(zone, owner if zone not in s.zones else None)
        if top and zone in ("deck", "runes"):
            target.insert(0, uid)
        else:
            target.append(uid)

    def to_location(self, uid: int, where, tapped: bool | None = None) -> None:
        c = self.state.cards[uid]
        if where[0] == "bf":
            self.put(uid, "field", None, at=where[1], tapped=tapped)
        else:
            self.put(uid, "base", where[1] if where[1] is not None else c.controller, tapped=tapped)
        for g in [g for g in self.permanents() if self.state.cards[g].marks.get("host") == uid]:
            if self.where(g) != where:
                gm = self.state.mut(g)
                host = gm.marks.get("host")
                self.to_location(g, where)
                self.state.mut(g).marks = {**self.state.cards[g].marks, "host": host}

    def mark(self, uid: int, **values) -> None:
        c = self.state.mut(uid)
        marks = dict(c.marks)
        for k, v in values.items():
            if v is None:
                marks.pop(k, None)
            else:
                marks[k] = v
        c.marks = marks

    # -- drawing and burning out (rules 17.1, 16.7) ----------------------------------------------

    def draw(self, seat: int, n: int = 1) -> None:
        p = self.state.players[seat]
        for _ in range(n):
            if not p.deck:
                self.burn_out(seat)
                if not p.deck:
                    continue
            uid = p.deck[0]
            self.put(uid, "hand", seat)
            self.log("draw", seat, f"{self.pname(seat)}抽一张牌", 1)
            p.drawn = p.drawn + 1
            self._drew(seat, p.drawn)

    def _drew(self, seat: int, nth: int) -> None:
        """`当你在每回合内抽第二张牌时` (rules-riftbound.md 17.1(a)): the nth card a player draws this turn."""
        from zhdsl.games.riftbound import triggers

        triggers.fire(self, "draw", seat=seat, nth=nth)

    def burn_out(self, seat: int) -> None:
        s = self.state
        p = s.players[seat]
        count = s.mode_data.get("burn", 0) + 1
        s.mode_data["burn"] = count
        trash = list(p.trash)
        for uid in trash:
            self.put(uid, "deck", seat, top=False)
        s.rng.shuffle(p.deck)
        opponents = [o for o in s.seats if not self.mode.same_team(o, seat)]
        if len(opponents) == 1:
            who = opponents[0]
        else:
            who = self.ask(Decision(seat, "choice", "燃尽：选择一名对手获得1分",
                                    tuple(Option(self.pname(o), o) for o in opponents)))
        self.log("burn", seat, f"{self.pname(seat)}燃尽：废牌堆洗回主牌堆，{self.pname(who)}获得1分")
        self.gain_points(who, 1, None)
        if count > MAX_BURN_OUTS:
            s.over, s.winner, s.end_reason = True, None, f"连续燃尽超过{MAX_BURN_OUTS}次"
            self.log("end", None, f"游戏结束：{s.end_reason}，平局")
            raise GameOver()

    # -- points (rules 16.1–16.8) ------------------------------------------------------------------

    def gain_points(self, seat: int, n: int, bf) -> None:
        p = self.state.players[seat]
        p.points = p.points + n
        self.mode.points_changed(self, seat)

    # -- effects' primitives ------------------------------------------------------------------------

    def describe_object(self, uid: int) -> str:
        e = self.state.entry(uid)
        if e is not None:
            return f"链上的{e.name}"
        c = self.state.cards[uid]
        d = self.defn(uid)
        if d.base == "battlefield":
            ctrl = c.marks.get("ctrl")
            return f"{self.card_name(uid)}（{'无人控制' if ctrl is None else self.pname(ctrl) + '控制'}）"
        if d.base == "unit" and self.on_board(uid):
            return f"{self.card_name(uid)}（{self.pname(c.controller)}，{self.location_name(self.where(uid))}，战力{self.might(uid)}）"
        return f"{self.card_name(uid)}（{self.pname(c.controller)}）"

    def describe_phrase(self, p) -> str:
        return "执行这一步"

    def deal_damage(self, uid: int, n: int, source) -> None:
        if n <= 0 or not self.on_board(uid):
            return
        c = self.state.cards[uid]
        if source is not None and self.state.mode_data.get("no_effect_damage") == self.state.turn:
            self.log("prevent", c.controller, f"{self.card_name(uid)}受到的伤害被无效化", uid)  # rule 17.11(a)
            return
        from zhdsl.games.riftbound import statics

        if statics.restricted(self, "IMMUNE_DAMAGE", uid=uid):  # `我免疫伤害` (rules-riftbound.md 8.18)
            self.log("prevent", c.controller, f"{self.card_name(uid)}免疫伤害", uid)
            return
        if source is not None and source in self.state.cards and self.state.cards[source].controller is not None \
                and not self.mode.same_team(self.state.cards[source].controller, c.controller) \
                and statics.restricted(self, "IMMUNE_ENEMY_FX", uid=uid):  # rules-riftbound.md 22.210
            self.log("prevent", c.controller, f"敌方法术或技能对{self.card_name(uid)}造成的伤害被抵挡", uid)
            return
        if c.marks.get("double_taken") == self.state.turn:  # `本回合该单位受到的所有伤害翻倍` (rules-riftbound.md 8.13)
            n *= 2
        if c.marks.get("prevent_next"):  # `抵挡该单位下一次受到的伤害` (rules-riftbound.md 8.31)
            self.mark(uid, prevent_next=None)
            self.log("prevent", c.controller, f"{self.card_name(uid)}受到的{n}点伤害被防止", uid)
            return
        shield = c.marks.get("prevent", 0)
        if shield:
            used = min(shield, n)
            n -= used
            self.mark(uid, prevent=(shield - used) or None)
        if n <= 0:
            return
        # hurt: the turn it last took damage (`如果我在本回合内未受到伤害`, rules-riftbound.md 22.82)
        self.mark(uid, damage=c.marks.get("damage", 0) + n, killer=source, hurt=self.state.turn)
        self.log("damage", c.controller, f"{self.card_name(uid)}受到{n}点伤害", uid)
        if self.state.mode_data.get("turn_triggers") or c.marks.get("delayed"):  # only a this-turn trigger listens
            # (rules-riftbound.md 10.7(c)), or one set on this unit (`在它本回合下次受到伤害时`, 10.29)
            from zhdsl.games.riftbound import triggers

            triggers.fire(self, "damaged", uid=uid, seat=c.controller)

    def modify_might(self, uid: int, n: int, until: str) -> None:
        c = self.state.cards[uid]
        self.mark(uid, mods=c.marks.get("mods", ()) + ((n, until),))
        sign = "+" if n >= 0 else ""
        self.log("might", c.controller, f"{self.card_name(uid)}战力{sign}{n}", uid)

    def grant(self, uid: int, word: str, n, until: str) -> None:
        c = self.state.cards[uid]
        self.mark(uid, grants=c.marks.get("grants", ()) + ((word, n, until),))
        self.log("grant", c.controller, f"{self.card_name(uid)}获得「{word}{n or ''}」", uid)

    def recycled(self, seat: int, n: int) -> None:
        """`seat` recycled n cards (runes are not cards): `每当你回收任意数量的卡牌时` (rules-riftbound.md 17.14)."""
        from zhdsl.games.riftbound import triggers

        if n > 0:
            triggers.fire(self, "recycle", seat=seat, n=n)

    def runes_recycled(self, seat: int, n: int) -> None:
        """`seat` recycled n runes of its rune area: `当你回收一枚符文时` once per rune (rules-riftbound.md 10.44)."""
        from zhdsl.games.riftbound import triggers

        for _ in range(min(n, MAX_RUNE_EVENTS)):
            triggers.fire(self, "recycle_rune", seat=seat)

    def gain_xp(self, seat: int, n: int) -> None:
        p = self.state.players[seat]
        p.xp = p.xp + n
        if n > 0:  # `如果你已在本回合内获得了经验值`: who gained XP this turn
            self.state.mode_data["xp_seats"] = tuple(sorted(set(self.state.mode_data.get("xp_seats") or ()) | {seat}))
        self.log("xp", seat, f"{self.pname(seat)}获得{n}经验")

    def destroy(self, uid: int, source=None) -> None:
        """Kill a permanent (rule 17.5): its deathknell triggers first (rule 19.12)."""
        from zhdsl.games.riftbound import triggers

        if not self.on_board(uid):
            return
        together = self.state.cards[uid].marks.get("together")
        if together:
            self.mark(uid, together=None)
        from zhdsl.games.riftbound.effects import next_death_instead, replace_death

        if replace_death(self, uid):  # `如果该单位在本回合内被摧毁，则改为…` (rule 10.3(b))
            return
        if next_death_instead(self, uid):  # `下一次当友方单位被摧毁时，改为…` (rules-riftbound.md 10.30)
            return
        c = self.state.cards[uid]
        where = self.where(uid)
        self.log("kill", c.controller, f"{self.card_name(uid)}被摧毁", uid)
        in_combat = bool(c.marks.get("role"))
        # 落单 at the death (rules-riftbound.md 19.12(a)): units dying at the same time still count as there
        alone = not together and not any(
            u != uid and self.state.cards[u].controller == c.controller for u in self.units(where))
        triggers.fire(self, "killed", uid=uid, here=where, seat=c.controller, combat=in_combat, alone=alone)
        self.state.mode_data["killed_turn"] = True
        if self.defn(uid).base == "unit":  # `本回合内有一名敌方/友方单位被摧毁`: whose units died this turn
            died = set(self.state.mode_data.get("killed_seats") or ())
            self.state.mode_data["killed_seats"] = tuple(sorted(died | {c.controller}))
            if self.state.phase == "start":  # `在你的开始阶段被摧毁` (rules-riftbound.md 22.181)
                early = set(self.state.mode_data.get("killed_start_seats") or ())
                self.state.mode_data["killed_start_seats"] = tuple(sorted(early | {c.controller}))
        if self.defn(uid).base == "gear":  # `本回合内有友方单位或装备被摧毁` (rules-riftbound.md 22.127)
            died = set(self.state.mode_data.get("killed_gear_seats") or ())
            self.state.mode_data["killed_gear_seats"] = tuple(sorted(died | {c.controller}))
        self.put(uid, "trash", c.owner)

    def recall_unit(self, uid: int) -> None:
        c = self.state.cards[uid]
        self.to_location(uid, ("base", c.controller))
        self.log("recall", c.controller, f"{self.card_name(uid)}被召回基地", uid)

    def counter_entry(self, uid: int) -> None:
        e = self.state.entry(uid)
        if e is None:
            return
        self.state.stack.remove(e)
        self.log("counter", e.controller, f"{e.name}被无效化", uid)
        if e.card is not None and e.kind == "card":
            self.put(e.card, "trash", self.state.cards[e.card].owner)

    def channel(self, seat: int, n: int, exhausted: bool = False) -> int:
        p = self.state.players[seat]
        done = 0
        for _ in range(n):
            if not p.runes:
                break
            uid = p.runes[0]
            self.put(uid, "rune_area", seat, tapped=exhausted)
            done += 1
        if done:
            self.log("channel", seat, f"{self.pname(seat)}召出{done}枚符文")
        return done

    def make_token(self, seat: int, name: str, might, keywords=(), where=None, ready=False, gear=False,
                   at_bf=False, tags=()) -> int:
        """Create a token (rule 17.12) from the library's definition of that name (rule 2.10); a gear token goes to
        the base unless the text plays it to a battlefield it names (`打出到一处战场`, rules-riftbound.md 2.54)."""
        d = self.library.token(name, might, keywords, gear, tags)  # tags: `具有“龙”属性的` (rules-riftbound.md 22.205)
        s = self.state
        uid = s.new_uid()
        s.add_card(CardInstance(uid, d.id, seat, seat, "none"))
        where = where or ("base", seat)
        if d.base == "gear" and not (at_bf and where[0] == "bf"):
            where = ("base", seat)
        self.to_location(uid, where, tapped=not ready if d.base == "unit" else not ready and gear)
        self.log("token", seat, f"{self.pname(seat)}打出指示物{self.card_name(uid)}（{self.location_name(where)}）", uid)
        self.contest_if_needed(uid)
        return uid

    def play_free(self, seat: int, uid: int, where=None) -> None:
        from zhdsl.games.riftbound import play

        play.put_into_play(self, seat, uid, where, free=True)

    def can_afford(self, seat: int, mana: int, colours=(), for_card: int | None = None) -> bool:
        """Whether `seat` can pay now; `for_card`: the cost is that card's play cost (rules-riftbound.md 7.10(a)),
        otherwise the payment under way (`paying_for`) says what it is for."""
        from zhdsl.games.riftbound import payment

        with self.paying(self.uses_of(for_card) if for_card is not None else self.paying_for):
            return payment.plan(self, seat, mana, colours)

    def pay(self, seat: int, mana: int, colours=(), for_card: int | None = None) -> bool:
        from zhdsl.games.riftbound import payment

        with self.paying(self.uses_of(for_card) if for_card is not None else self.paying_for):
            return payment.pay(self, seat, mana, colours)

    @contextmanager
    def paying(self, uses: frozenset):
        """While paying for these uses (rules-riftbound.md 7.10(a)): limited resources of these uses may pay."""
        before = self.paying_for
        self.paying_for = uses
        try:
            yield
        finally:
            self.paying_for = before

    def attach(self, gear: int, host: int) -> None:
        self.to_location(gear, self.where(host))
        self.mark(gear, host=host)
        self.log("attach", self.state.cards[gear].controller, f"{self.card_name(gear)}贴附到{self.card_name(host)}上", gear)

    def legal_destination(self, seat: int, bf: int) -> bool:
        """Rule 13.3: not a battlefield with units of two other players; not a teammate's."""
        others = [c for c in self.controllers_at(bf) if c != seat]
        if len(set(others)) >= 2:
            return False
        ctrl = self.bf_controller(bf)
        if ctrl is not None and ctrl != seat and self.mode.same_team(ctrl, seat):
            return False
        return True

    def move_unit(self, uid: int, where) -> None:
        self.move_units((uid,), where)

    def move_units(self, uids, where) -> None:
        """Units move together (rule 13.2): all arrive, then their move triggers, then contesting."""
        from zhdsl.games.riftbound import triggers

        uids = [u for u in uids if not self.state.cards[u].marks.get("stuck")]  # `在本回合内无法移动` (rules-riftbound.md 13.40)
        origins = {uid: self.where(uid) for uid in uids}
        for uid in uids:
            c = self.state.cards[uid]
            turn, n = c.marks.get("moves") or (None, 0)
            self.mark(uid, moves=(self.state.turn, (n if turn == self.state.turn else 0) + 1))  # moves this turn
            self.to_location(uid, where)
            self.log("move", c.controller, f"{self.card_name(uid)}移动到{self.location_name(where)}", uid)
        for uid in uids:
            triggers.fire(self, "move", uid=uid, here=where, seat=self.state.cards[uid].controller, origin=origins[uid])
        for uid in uids:
            self.contest_if_needed(uid)

    def contest_if_needed(self, uid: int) -> None:
        """Rule 15.2: a unit arriving at a battlefield its controller does not control contests it."""
        w = self.where(uid)
        if w[0] != "bf" or self.defn(uid).base != "unit":
            return
        bf = w[1]
        seat = self.state.cards[uid].controller
        marks = self.state.cards[bf].marks
        if marks.get("ctrl") != seat and marks.get("contest") is None:
            self.mark(bf, contest=seat)

    def ask(self, decision: Decision):
        """Rule 1.9: a decision with one legal option is made without asking, except a player's own
        priority (they may always act or pass)."""
        if len(decision.options) == 1 and decision.kind != "priority":
            return decision.options[0].value
        return super().ask(decision)

    def explain_use(self, player: int, name: str, decision) -> str:
        from zhdsl.games.riftbound.explain import explain

        return explain(self, player, name)

    def state_checks(self) -> None:
        """Cleanup happens at the points the turn tasks name (rule 11.5), not after every change."""

    def check(self) -> None:
        super().check()
