"""Judgement (rule 11): the top card of the deck, face up in the 处理区; the retrial window
(`当一名角色的判定牌生效前`, rule 10.3(d)) where a later retrial replaces an earlier one; the result read
from the final card; the card to the 弃牌堆 once the effect is over unless someone gained it."""

from __future__ import annotations

from zhdsl.games.xingxiu.aliases import SEASON_WORDS
from zhdsl.games.xingxiu.triggers import Event
from zhdsl.games.xingxiu.verbs.judge import JUDGEMENT


class JudgeOps:
    """Mixed into the runtime."""

    def judge(self, ctx) -> bool:
        """进行一次判定 for `ctx.doer`; the facts of the result go into `ctx.values` (rule 11.1)."""
        seat = ctx.doer
        uid = self.top_card()
        if uid is None:
            ctx.values[JUDGEMENT] = None
            self.log("judge", seat, "牌堆与弃牌堆都没有牌，判定无法进行（结果不满足任何条件）")
            return True
        self.move_card(uid, "processing", log=False)
        self.log("judge", seat, f"{self.pname(seat)}的判定牌为{self.card_name(uid)}（{self.judgement_text(self._facts(uid))}）",
                 uid)
        event = Event("judged", "before", who=seat, cards=(uid,))
        self.fire(event)
        final = event.cards[0]
        ctx.values[JUDGEMENT] = self._facts(final)
        ctx.values["judgement_card"] = final
        ctx.values.setdefault("judgements", []).append(final)
        self.log("judge", seat, f"判定结果：{self.judgement_text(ctx.values[JUDGEMENT])}")
        self.fire(Event("judged", "after", who=seat, cards=(final,)))
        return True

    def _facts(self, uid: int) -> dict:
        return self.defn(uid).facts()

    def judgement_text(self, facts) -> str:
        if not facts:
            return "无"
        season = SEASON_WORDS.get(facts.get("season"), "")
        colour = {"red": "红色", "black": "黑色"}.get(facts.get("colour"), "")
        return f"{season}{facts.get('point', '')}，{colour}"

    def can_retrial(self, ctx, kind) -> bool:
        event = ctx.event
        return event is not None and event.kind == "judged" and any(
            kind.matches(self, uid) for uid in self.state.players[ctx.doer].hand)

    def retrial(self, ctx, kind) -> bool:
        """打出一张手牌代替之: the played card is the judgement card now, the old one discarded (rule 11.3)."""
        event = ctx.event
        seat = ctx.doer
        cands = [uid for uid in self.state.players[seat].hand if kind.matches(self, uid)]
        if event is None or event.kind != "judged" or not cands:
            return False
        (uid,) = self.choose_cards_of(seat, seat, cands, 1, 1, "选择代替判定牌的手牌")
        old = event.cards[0]
        before = self._holders([uid])
        self.move_card(uid, "processing", log=False)
        self.move_card(old, "discard", log=False)
        event.cards = (uid,)
        self.log("retrial", seat, f"{self.pname(seat)}打出{self.card_name(uid)}代替判定牌{self.card_name(old)}", uid, old)
        self._lost(before)
        self.fire(Event("play", "at", who=seat, name=self.defn_name(uid), facts=self._facts(uid)))
        return True

    def clean_up(self, ctx) -> None:
        """After an effect: its judgement cards and revealed cards still in the 处理区 go to the 弃牌堆."""
        s = self.state
        left = [uid for uid in ctx.values.get("judgements", ()) if s.cards[uid].zone == "processing"]
        if left:
            for uid in left:
                self.move_card(uid, "discard", log=False)
            self.check()
