"""使用 (use): `使用N张手牌` — the doer uses N hand cards, one at a time; the effect grants the
timing, the card's cost and targets still apply (rule 7.7). Notes: （不支付精力）, （虚拟）.
`使用过往中的1张牌`, `使用其中1张`: a card chosen by the doer from another zone, used the same way (rule 11.29)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.compiler.pronouns import THAT_CARD_ONLY
from zhdsl.engine import usage
from zhdsl.games.zongheng.verbs.cards import build_zone_cards, check_cards, describe_cards
from zhdsl.games.zongheng.verbs.replaced_lord import REPLACED_LORD
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

MEASURED = {"use": ast.Use}


@attrs.frozen
class UseFrom(ast.Action):
    """`使用过往中的1张牌`: cards the doer chooses in a zone (or 其中), each used (rule 11.29)."""

    cards: ast.Node  # ZoneCards, Among


@attrs.frozen
class UseNamed(ast.Action):
    """`使用1张「教育」`: N cards of that name in the doer's own 手牌区, chosen by the doer and used (rule 11.49)."""

    amount: ast.Node
    name: ast.CardName


@attrs.frozen
class UseCard(ast.Action):
    """`令该角色使用该牌`: the one card a reference names, from the doer's 手牌区 (rule 11.63)."""

    card: ast.AnyRef
    UNABLE_VERB = "use"  # `令其使用该牌，若其无法使用，…`: the step 若其无法使用 names (rule 10.131)


@attrs.frozen
class ChooserNote(ast.Node):
    """（由你选择目标） after a 使用: the user of the effect controls what is used, so chooses its targets (7.7, 11.63);
    it changes nothing."""


NODES = (ast.Use, UseFrom, UseNamed, UseCard, ChooserNote)


def build_from(b, meta, children):
    """`使用过往中的1张牌`, `使用其中1张` (rule 11.29)."""
    among = next((c for c in children if isinstance(c, ast.Among)), None)
    cards = among if among is not None else build_zone_cards(b, meta, children[1:])
    return UseFrom(cards, span=b.span(meta))


def build_from_hand(b, meta, children):
    """`令目标角色使用其手牌中的1张「攻伐」`: a card of that player's 手牌区, chosen and used by the doer; another
    player's hand than the doer's is refused by the check, as 使用你的… is (rule 11.46)."""
    verb, owner = children[0], children[1]
    if b.meaning(verb) != "use":  # `弃其手牌中的1张牌`: write 弃1张手牌 for one's own, 令其… for theirs
        b.diagnostics.append(error("E204", b.tok_span(verb), f"「{verb}」后不能接某角色手牌中的牌",
                                   "写「使用其手牌中的1张「攻伐」」，或「令目标角色弃1张手牌」"))
    zone = ast.Zone(b.dialect.HAND_ZONE, owner, span=owner.span.cover(b.tok_span(children[3])))
    rest = [c for c in children[2:] if not (isinstance(c, str) and c.type in ("HAND", "IN"))]
    return UseFrom(build_zone_cards(b, meta, [zone, *rest]), span=b.span(meta))


def build_named_hand(b, meta, children):
    """`使用1张「教育」`, `令目标角色使用1张「攻伐」`: of the doer's own hand (rule 11.49)."""
    verb = children[0]
    found = [c for c in children if not isinstance(c, str)]
    amount, name = found[0], found[-1]
    if b.meaning(verb) != "use":  # `弃1张「攻伐」`: only 使用 takes a hand card by its name
        b.diagnostics.append(error("E202", name.span, f"「{verb}」后不能直接接牌名",
                                   f"手牌中的牌写「使用1张「{name.name}」」；其他写出区域，例如「弃置其中1张「{name.name}」」"))
    return UseNamed(amount, name, span=b.span(meta))


def build_named_one(b, meta, children):
    """`使用「教育」`, `令目标其他角色使用「压制」`: no count is one card, of the doer's own hand, as `使用1张「教育」` (rules
    11.200, 11.49); the reading writes the count."""
    verb, name = children[0], children[-1]
    one = ast.Number(1, span=b.tok_span(verb))
    return build_named_hand(b, meta, [verb, one, name])


def build_verb_zone_cards(b, meta, children):
    """`使用1张手牌中的「劳作」`, `弃1张手牌中的「攻伐」`: the count before the zone, as `使用手牌中的1张「劳作」` (rule 11.51)."""
    from zhdsl.games.zongheng.verbs.discard import DiscardChosen

    verb = children[0]
    cards = build_zone_cards(b, meta, children[1:])
    if b.meaning(verb) == "discard":
        return DiscardChosen(cards, span=b.span(meta))
    if b.meaning(verb) != "use":  # `抽1张过往中的牌`: only 使用 and 弃 take a zone's cards so
        b.diagnostics.append(error("E204", b.tok_span(verb), f"「{verb}」后不能接某区域中的牌",
                                   "写「使用1张手牌中的「劳作」」「弃1张手牌中的「攻伐」」，或「将过往中的1张牌移入你的手牌区」"))
    return UseFrom(cards, span=b.span(meta))


def names_card(node) -> bool:
    """`使用1张手牌`, `使用其1张手牌`, `使用过往中的1张牌`, `使用1张「教育」`: one card, which a later 该牌 names — the
    card used, wherever it is then (rule 12.8(m)); 其 after it still names the player (`令目标角色使用其1张手牌，其…`)."""
    if isinstance(node, ast.Use):
        if len(node.quantities) != 1:
            return False
        amount = node.quantities[0].amount
    elif isinstance(node, UseNamed):
        amount = node.amount
    elif isinstance(node, UseFrom):
        amount = getattr(node.cards, "amount", None)
    else:
        return False
    return THAT_CARD_ONLY if isinstance(amount, ast.Number) and amount.value == 1 else False


def build_from_zone_first(b, meta, children):
    """`从过往中使用1张「教育」`: the zone before 使用, the same as `使用过往中的1张「教育」` (rule 11.62)."""
    at = next(i for i, c in enumerate(children) if isinstance(c, str) and c.type in _VERB_TYPES)
    zone = next(c for c in children[:at] if isinstance(c, ast.Zone))
    verb = children[at]
    if b.meaning(verb) != "use":  # `从过往中弃1张「攻伐」`: only 使用 takes a card of a zone so
        b.diagnostics.append(error("E225", zone.span, f"「{verb}」不能从这个区域取牌",
                                   "从其他区域使用牌写作「从过往中使用1张「教育」」；移动牌写作「将过往中的1张牌移入你的手牌区」"))
    return UseFrom(build_zone_cards(b, meta, [zone, *children[at + 1:]]), span=b.span(meta))


_VERB_TYPES = frozenset({"DRAW", "DISCARD", "USE", "GAIN", "PAY", "CONSUME", "PRODUCE", "DAMAGE"})


def build_verb_from_zone(b, meta, children):
    """`从牌库中抽3张牌` (the core's verb_from); `从过往中使用1张牌`, `从过往中使用1张红色牌`: 使用 cards of another zone
    than the 手牌区, as `使用过往中的1张牌` (rule 11.62)."""
    zone = next(c for c in children if isinstance(c, ast.Zone))
    verb = next(c for c in children if isinstance(c, str) and c.type in _VERB_TYPES)
    quantity = children[-1]
    if (b.meaning(verb) == "use" and isinstance(quantity, ast.Quantity) and quantity.object == "card"
            and zone.kind != b.dialect.HAND_ZONE):
        cards = ast.ZoneCards(zone, quantity.amount, None, None, quantity.colour, span=b.span(meta))
        return UseFrom(cards, span=b.span(meta))
    return b.rule_verb_from(meta, children)


def build_use_card(b, meta, children):
    """`使用该牌`, `令该角色使用该牌`: only 使用 takes one card so (rule 11.63)."""
    verb, word = children[0], children[1]
    card = ast.Ref(b.meaning(word), span=b.tok_span(word))
    if b.meaning(verb) != "use":  # `弃该牌`: the cards a step moves are written with their zone
        b.diagnostics.append(error("E202", card.span, f"「{verb}」后不能直接接一张牌",
                                   f"写「使用该牌」，或「{verb}1张手牌」"))
    return UseCard(card, span=b.span(meta))


RULES = {"free_by_you": lambda b, meta, children: build_free_chooser(b, meta, children), "use_card": build_use_card, "chooser_note": lambda b, meta, children: ChooserNote(span=b.span(meta)),
         "use_from": build_from, "use_from_hand": build_from_hand, "use_named_hand": build_named_hand, "use_named_one": build_named_one,
         "verb_zone_cards": build_verb_zone_cards, "use_from_zone_first": build_from_zone_first,
         "verb_from_zone": build_verb_from_zone}


def check(c, node, depth: int) -> None:
    if isinstance(node, UseCard):
        c.check_ref(node.card)
        if not c.is_card(node.card):
            v = c.words.verb("use")
            c.report(c.error("E204", node.card.span, f"「{v}」的对象必须是一张牌", f"例如「选择其中1张，令该角色{v}该牌」"))
        return
    if isinstance(node, UseNamed):
        c.check_expr(node.amount)
        return
    if isinstance(node, UseFrom):
        check_cards(c, node.cards)
        return
    v, hand = c.words.verb("use"), c.words.object("hand")
    c.check_measured(node, frozenset({"hand", "card"}), v, f"{v}的对象是{hand}，例如「{v}1张{hand}」",
                     coloured=frozenset({"hand"}))  # `使用1张红色手牌`: hand cards of that colour (rule 11.3(a))


def check_note(c, note: ChooserNote, action) -> None:
    from zhdsl.games.zongheng.verbs.execute import ExecuteTimes
    from zhdsl.games.zongheng.verbs.execute_card import ExecuteCard

    target = action.action if isinstance(action, ast.Command | ast.Acts) else action
    # `执行其效果（由你指定目标）`: what you execute you control too (rule 13.181)
    executed = isinstance(target, ast.Execute | ExecuteTimes | ExecuteCard) and not isinstance(action, ast.Command | ast.Acts)
    if not executed and not isinstance(target, ast.Use | UseFrom | UseNamed | UseCard):  # `抽1张牌（由你选择目标）`: nothing is used
        v = c.words.verb("use")
        c.report(c.error("E251", note.span, f"这个说明只能写在「{v}…」之后", f"例如「令该角色{v}该牌（由你选择目标）」，或去掉括号"))


def build_free_chooser(b, meta, children):
    """`（不支付精力，由你指定目标）`: the two notes joined by ， (rule 13.181)."""
    from zhdsl.games.zongheng.verbs.notes import FreeOfEnergy

    first, second = children
    return (FreeOfEnergy(span=b.tok_span(first)), ChooserNote(span=b.tok_span(second)))


def note_flags(note: ChooserNote) -> dict:
    return {}


def lower(lw, node):
    if isinstance(node, UseCard):
        return UseCardStep(lw.card_ref(node.card, lw.dialect.word("USE")))
    if isinstance(node, UseNamed):
        return UseNamedStep(lw.lower(node.amount), node.name.name)
    if isinstance(node, UseFrom):
        from zhdsl.games.zongheng.verbs.keep_note import keeps

        return UseFromStep(lw.lower(node.cards), keeps(node))
    return UseStep(lw.quantities(node))


def describe(d, node) -> str:
    if isinstance(node, ChooserNote):
        return d.word("structure", "you_choose_targets")
    if isinstance(node, UseCard):
        return f"{d.verb('use')}{d.ref(node.card)}"
    if isinstance(node, UseNamed):
        return f"{d.verb('use')}{d.expr(node.amount)}{d.structure('measure')}{d.card_name(node.name)}"
    if isinstance(node, UseFrom):
        cards = node.cards
        zone = getattr(cards, "zone", None)
        if isinstance(cards, ast.ZoneCards) and zone is not None and zone.kind == d.dialect.HAND_ZONE and zone.owner is not None:
            # `使用其手牌中的1张「攻伐」`: the way it is read back (rule 11.46)
            what = (d.card_name(cards.name) if cards.name is not None
                    else d.word("reference", cards.kind) if cards.kind is not None else d.object("card"))
            return (f"{d.verb('use')}{d.ref(zone.owner)}{d.object('hand')}{d.structure('in')}{d.structure('of')}"
                    f"{d.expr(cards.amount)}{d.structure('measure')}{what}")
        return f"{d.verb('use')}{describe_cards(d, cards)}"
    return d.measured(node, "use")


@attrs.frozen
class UseStep:
    quantities: tuple

    def run(self, ctx: fx.Ctx) -> bool:
        used: list[int] = []
        for q in self.quantities:
            among = _of_colour(ctx.rt, q.colour)
            for _ in range(fx.amount(q.amount, ctx)):
                if not ctx.rt.use_from_effect(ctx.doer, ctx.controller, free=ctx.free, virtual=ctx.virtual, among=among,
                                              used=used):
                    return False
        fx.spent(ctx, len(used), "use")
        fx.remember_moved(ctx, used)  # `令目标角色使用其1张手牌，若该牌为黄色`: the card used (rule 12.8(m))
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        coloured = [q.colour for q in self.quantities if q.colour is not None]
        if not coloured:
            return ctx.rt.can_use_from_hand(ctx.doer, ctx.free)
        rt = ctx.rt
        options = usage.hand_use_options(rt, ctx.doer, ctx.free)
        return all(any(rt.card_fact(o.value[1], "colour") == colour for o in options) for colour in coloured)


def _of_colour(rt, colour):
    """`使用1张红色手牌`: the hand cards of that colour (a card's 颜色) and their word, or None for any (rule 11.3(a))."""
    if colour is None:
        return None
    from zhdsl.games.zongheng.verbs.discard import _COLOUR_WORD

    return (lambda uid: rt.card_fact(uid, "colour") == colour), _COLOUR_WORD.get(colour, "")


@attrs.frozen
class UseFromStep:
    cards: object  # ZoneCardsRef / ChosenRef: the doer chooses
    keep: bool = False  # （不消耗精力和物资）: a lord used keeps the user's 精力 and 物资 (rule 15.5(a))

    def run(self, ctx: fx.Ctx) -> bool:
        cards = self.cards.candidates(ctx)
        if cards is None:
            ctx.rt.log("fail", ctx.doer, "没有可以使用的牌")
            return False
        usable = [uid for uid in cards if _usable(ctx.rt, uid)]
        n = self.cards.count(ctx, usable)
        if len(usable) < n:
            ctx.rt.log("fail", ctx.doer, f"可以使用的牌不足{n}张，使用失败")
            return False
        if isinstance(self.cards, fx.ChosenRef):
            chosen = self.cards.choose(ctx)
        elif self.cards.zone.end and self.cards.name is None:  # 牌库顶的1张牌: that card, no choice (rule 11.18(a))
            chosen = self.cards.choose(ctx)
        else:
            chosen = ctx.rt.choose_cards_seen(ctx.doer, usable, n, "选择要使用的牌")
        if chosen is None:
            return False
        for uid in chosen:
            if ctx.rt.defn(uid).kind == "lord":  # a lord card used: it becomes the doer's lord (rule 15.5)
                ctx.values[REPLACED_LORD] = ctx.rt.lord_card(ctx.doer)  # 原有的领主牌 (rule 15.7); None: the default
                ctx.rt.change_lord(ctx.doer, uid, keep=self.keep)
                continue
            if not usage.use_specific(ctx.rt, ctx.doer, uid, ctx.controller, free=ctx.free):
                return False
        fx.spent(ctx, len(chosen), "use")
        fx.remember_moved(ctx, list(chosen))  # the one card used is what a later 该牌 names (rule 12.8(m))
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        cards = self.cards.candidates(ctx)
        return cards is not None and sum(_usable(ctx.rt, uid) for uid in cards) >= self.cards.count(ctx, cards)


def _usable(rt, uid: int) -> bool:
    """A general card, or a lord card (`使用你手牌中的1张领主牌`: it changes the lord, rules 11.46, 15.5)."""
    d = rt.defn(uid)
    return rt.is_hand_card(d) or d.kind == "lord"


@attrs.frozen
class UseNamedStep:
    """Rule 11.49: the doer chooses that many cards of the name in their own 手牌区 and uses them one at a time; with
    fewer there, nothing is used and the step fails."""

    amount: object
    name: str

    def _cards(self, ctx: fx.Ctx) -> list[int]:
        rt = ctx.rt
        return [uid for uid in rt.state.players[ctx.doer].hand if rt.defn(uid).name == self.name]

    def run(self, ctx: fx.Ctx) -> bool:
        cards, n = self._cards(ctx), fx.amount(self.amount, ctx)
        if len(cards) < n:
            ctx.rt.log("fail", ctx.doer, f"手牌中的「{self.name}」不足{n}张，使用失败")
            return False
        chosen = cards if len(cards) == n else ctx.rt.choose_cards_seen(ctx.doer, cards, n, "选择要使用的牌")
        if chosen is None:
            return False
        for uid in chosen:
            if not usage.use_specific(ctx.rt, ctx.doer, uid, ctx.controller, free=ctx.free):
                return False
        fx.spent(ctx, len(chosen), "use")
        fx.remember_moved(ctx, list(chosen))  # the one card used is what a later 该牌 names (rule 12.8(m))
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return len(self._cards(ctx)) >= fx.amount(self.amount, ctx)


@attrs.frozen
class UseCardStep:
    """Rule 11.63: the card the reference names, if it is in the doer's 手牌区, used by the doer with the effect's
    controller choosing (the user of 令X…); anywhere else the step fails."""

    card: object  # a card reference

    def _uid(self, ctx: fx.Ctx):
        uid = self.card.card(ctx)
        return uid if uid is not None and uid in ctx.rt.state.players[ctx.doer].hand else None

    def run(self, ctx: fx.Ctx) -> bool:
        uid = self._uid(ctx)
        if uid is None:
            ctx.rt.log("fail", ctx.you, f"这张牌不在{ctx.rt.pname(ctx.doer)}的手牌区中，不能使用")
            return False
        used: list[int] = []
        if not ctx.rt.use_from_effect(ctx.doer, ctx.controller, free=ctx.free, virtual=ctx.virtual,
                                      among=(lambda u: u == uid, "这张"), used=used):
            return False
        fx.remember_moved(ctx, used)
        return True

    def ready(self, ctx: fx.Ctx) -> bool:
        return self._uid(ctx) is not None
