"""Pronouns: 其, 该角色, 该牌 refer back to the last player or card named before them in the same
effect (rule 12.8). 该角色 takes the last player, 该牌 the last card, 其 the last player — or the
last card when no player was named, or where only a card fits (`其控制者`)."""

from __future__ import annotations

from zhdsl.text import ast

PRONOUNS = frozenset({"it", "that_player", "that_card", "that_mate", "former_card"})  # that_mate: 该队友 (纵横坛 rule 7.13(d));
# former_card: the card named before the one 该牌 names (`若两张牌颜色相同`, 纵横坛 rule 10.170)
HOLDS_PRONOUN = frozenset({"it_targets"})  # a keyword that is a pronoun and more in one word (其目标), by its meaning
PLAYER_KINDS = frozenset({"you", "target_player", "target_other", "all_players", "all_others", "zone_holder",
                          "target_dead", "target_dead_mate", "mates", "doer", "team_mates", "opponents", "target_mate", "target_self_mate",
                          "event_targets", "event_user", "event_actor", "event_dead"})
THAT_CARD_ONLY = "that_card"  # what a verb's `names_card` hook returns for a card only 该牌 may name

CARD_KINDS = frozenset({"self", "this_card", "target_card", "moved_card", "event_card", "former_moved"})  # moved_card: a step's one card (12.8(d))


def ref_kind(ref) -> str | None:
    """"player" or "card" for a reference that names one (not a pronoun), else None."""
    return _kind(ref)


def _kind(ref) -> str | None:
    """"player", "card" or None (a pronoun, or something else)."""
    if isinstance(ref, ast.Ref):
        if ref.kind in PLAYER_KINDS:
            return "player"
        if ref.kind in CARD_KINDS:
            return "card"
        return None
    if isinstance(ref, (ast.Within, ast.Holder)):
        return "player"
    return getattr(ref, "NAMES_FOR_PRONOUN", None)  # a game's own reference a pronoun may name


def _of_you(expr) -> bool:
    """Whether the expression is an attribute of 你 (`你的财富`)."""
    return isinstance(expr, ast.Attribute) and isinstance(expr.subject, ast.Ref) and expr.subject.kind == "you"


def event_referent(effect, dialect, verbs) -> ast.Ref | None:
    """The player an effect's timing brings with it (the dialect's EVENT_PLAYERS: `追加：令其…`), as the
    reference a player pronoun with nothing before it stands for; None when the head names no such timing,
    or two that mean different players."""
    table = dialect.EVENT_PLAYERS
    if not table or effect.head is None:
        return None
    kinds = set()
    for parts in effect.head.alternatives:
        for part in parts:
            if isinstance(part, ast.Timing):
                timing = part.kind
            elif isinstance(part, ast.Trigger):
                module = verbs.module(part.event)
                actor = getattr(module, "event_player", None)
                if actor is not None and actor(part.event) is not None:  # `当结附的角色抽牌后：令其…`: who acted
                    kinds.add(actor(part.event))
                    continue
                timing = module.timing(part.event) if module is not None and hasattr(module, "timing") else None
            else:
                continue
            if timing in table:
                kinds.add(table[timing])
    if len(kinds) != 1:
        return None
    return ast.Ref(kinds.pop(), span=effect.head.span)


def attached_referent(effects, effect) -> ast.Ref | None:
    """The player a ward's segments name when a player pronoun has nothing before it in its own segment: in a
    card that 结附s (an effect of `effects` with 结附), a segment without 结附 works while the card lies in a
    结界区, where the one player it can mean is that 结界区's (结附的角色) — `结附目标角色。回合结束：若其手牌数大于2，…`
    (纵横坛 rule 12.8(i)). None for the segment that attaches, or a card that never does."""
    if not effects or not any(isinstance(n, ast.Attach) for e in effects if e is not effect for n in ast.walk(e)):
        return None
    if any(isinstance(n, ast.Attach) for n in ast.walk(effect)):
        return None
    return ast.Ref("zone_holder", span=effect.span)


def event_card_referent(effect, dialect, verbs=None) -> ast.Ref | None:
    """The card an effect's timing brings with it (the dialect's EVENT_CARDS: `响应：反制该牌` names the card that
    targeted you; a trigger whose module's `event_card` says so: `当你使用「劳作」时：反制该牌`, the card used), as what
    该牌 with no card before it stands for; None unless every alternative of the head names such a timing."""
    if effect.head is None or not dialect.EVENT_CARDS and verbs is None:
        return None

    def brings_card(part) -> bool:
        if isinstance(part, ast.Timing):
            return part.kind in dialect.EVENT_CARDS
        if isinstance(part, ast.Trigger) and verbs is not None:
            module = verbs.module(part.event)
            return bool(getattr(module, "event_card", lambda _e: False)(part.event))
        return False

    for parts in effect.head.alternatives:
        if not any(brings_card(p) for p in parts):
            return None
    return ast.Ref("event_card", span=effect.head.span)


def antecedents(nodes, event: ast.Ref | None = None, names_card=None, event_card: ast.Ref | None = None,
                card_attributes: frozenset = frozenset()) -> dict[int, object]:
    """id(pronoun) -> the reference it stands for, for every pronoun among `nodes` (an effect's
    nodes, `list(ast.walk(effect))`) that has one. A reference is named where it ends, so
    `其控制者` is not its own 其's antecedent. `names_card`: node class -> whether such a step moves exactly one
    card, which a later 该牌 then names (`弃1张手牌，…该牌的点数`, the verbs' `names_card` hook)."""
    marks = []
    only_that_card: set[int] = set()  # cards named for 该牌 alone, never for 其
    wants_card = set()  # `其控制者`: 其 is a card
    on_stack = set()  # `弃1张手牌，反制该牌`: what 反制/复制 take is a card on the 堆叠, never the card a step moved (12.8(k))
    # `若X不是Y，令其…`, `若X的财富超过Y的财富，令其…`: what X is compared with (Y) is not named for a later
    # pronoun; 其 is X (12.8(b), 12.8(g))
    compared = {id(n.right) for n in nodes if isinstance(n, ast.SamePlayer)}
    # — unless X is 你: 其 never stands for 你, so `若你的财富大于该牌的使用者，令其…` names Y (12.37 of 纵横坛)
    compared |= {id(x) for n in nodes if isinstance(n, ast.Comparison) and not _of_you(n.left) for x in ast.walk(n.right)}
    # a game's node may say which of its fields name no player for a later pronoun (`你与其的距离`: 你, rule 12.13)
    compared |= {id(x) for n in nodes for f in getattr(n, "UNNAMED_FIELDS", ()) for x in ast.walk(getattr(n, f))}
    # `若你的队友已死亡&你的财富大于1，则令其复活`: in a condition that names another player, 你 is not named for a later
    # pronoun (one writes 你 for oneself); 其 is that other player (12.30)
    for n in nodes:
        if isinstance(n, ast.Conditional):
            refs = [x for x in ast.walk(n.condition) if isinstance(x, ast.Ref) and x.kind in PLAYER_KINDS
                    and id(x) not in compared]
            if any(x.kind != "you" for x in refs):
                compared |= {id(x) for x in refs if x.kind == "you"}
    for n in nodes:
        moved = names_card.get(n.__class__) if names_card else None
        named = moved(n) if moved is not None else False
        if named:  # True: the one card moved; "that_card": one only 该牌 names (the card drawn, 12.14 of 纵横坛)
            ref = ast.Ref("moved_card", span=n.span)
            marks.append((n.span.end, 0, ref))
            if named == THAT_CARD_ONLY:
                only_that_card.add(id(ref))
            continue
        if isinstance(n, ast.Attribute) and n.name in card_attributes and isinstance(n.subject, ast.Ref) \
                and n.subject.kind == "it":
            # `若其点数大于5`: 其 before an attribute only a card has names the last card named (纵横坛 rule 12.25)
            wants_card.add(id(n.subject))
        if isinstance(n, ast.Move | ast.Counter | ast.Copy):
            # a pronoun that a move, counter or copy takes as its object stands where only a card can: it names the
            # last card named (or the card the timing brings), not a player (纵横坛 rule 12.21)
            obj = n.cards if isinstance(n, ast.Move) else n.target
            if isinstance(obj, ast.Ref) and obj.kind == "it":
                wants_card.add(id(obj))
            if isinstance(n, ast.Counter | ast.Copy) and isinstance(obj, ast.Ref) and obj.kind in PRONOUNS:
                on_stack.add(id(obj))
        for field in getattr(n, "CARD_FIELDS", ()):  # a game's node whose field only a card fits (`若其目标为你`)
            obj = getattr(n, field)
            if isinstance(obj, ast.Ref) and obj.kind == "it":
                wants_card.add(id(obj))
        if isinstance(n, ast.Ref):
            if n.kind in PRONOUNS:
                marks.append((n.span.start, 1, n))
                continue
            if id(n) in compared:
                continue
        elif id(n) in compared:
            continue
        elif isinstance(n, ast.Holder):
            wants_card.add(id(n.of))
        elif isinstance(n, ast.ZoneCards) and isinstance(n.amount, ast.Number) and n.amount.value == 1:
            # `将目标结界移入其所有者的手牌区`: one card of a zone, named for `其所有者` alone (12.16 of 纵横坛)
            marks.append((n.span.end, 0, n))
            continue
        elif not isinstance(n, ast.Within) and getattr(n, "NAMES_FOR_PRONOUN", None) is None:
            continue
        if _kind(n) is not None:
            marks.append((n.span.end, 0, n))
    if not any(m[1] for m in marks):
        return {}
    # `令所有角色折损X财富（X为其手牌数）`: a pronoun inside the step several players are commanded to do, naming
    # those players, names each of them as they do it (the doer, 纵横坛 rule 12.24)
    groups = [(n.span.start, n.span.end, n.actor) for n in nodes
              if isinstance(n, ast.Command | ast.Acts) and _kind(n.actor) == "player" and not _single(n.actor)]  # Acts: 12.24(a)
    # `若你的财富大于其财富`: a pronoun on the right of a comparison of one attribute does not name the player of its left
    # side (a player's 财富 compared with their own 财富 says nothing): it names what was named before the comparison
    # (纵横坛 rule 12.29); `若目标角色的手牌数超过其仓储` compares two attributes of one player
    sides = [(n.left.span.start, n.left.span.end, n.right.span.start, n.right.span.end) for n in nodes
             if isinstance(n, ast.Comparison) and isinstance(n.left, ast.Attribute) and isinstance(n.right, ast.Attribute)
             and n.left.name == n.right.name and isinstance(n.right.subject, ast.Ref) and n.right.subject.kind in PRONOUNS]
    marks.sort(key=lambda m: (m[0], m[1], -m[2].span.start))
    last: dict[str, object] = {}
    history: list[tuple[int, str, object]] = []  # (where it was named, key, reference), in order
    out: dict[int, object] = {}
    for pos, is_pronoun, ref in marks:
        if is_pronoun:
            left = next((ls for ls, le, rs, re in sides if rs <= ref.span.start < re and ls < le <= rs), None)
            if left is not None and any(ls < p <= rs for p, _k, _r in history for ls, le, rs, re in sides
                                        if ls == left):
                view: dict[str, object] = {}
                for p, key, named in history:
                    if p <= left:
                        view[key] = named
                last_now, last = last, view
            else:
                last_now = None
            if id(ref) in on_stack:
                found = last.get("stack_card", event_card)
            elif ref.kind == "that_card":
                found = last.get("that_card")
            elif ref.kind == "former_card":
                found = _former_card(history, last.get("that_card"))
            elif ref.kind == "that_player":
                found = last.get("player")
                if _you(found) and event is not None:  # `追加：若你…，则令该角色…`: the timing's player (12.8(n))
                    found = event
            elif ref.kind == "that_mate":  # the teammates named last, else as 该角色
                found = last.get("mate", last.get("player"))
            elif id(ref) in wants_card:
                # where only a card fits (`抽1张牌，若其为红色牌`), 其 may also name the one card drawn, which it never names
                # where a player would fit (纵横坛 rule 12.14(a))
                found = last.get("card", last.get("zone_card", last.get("that_card")))
            else:
                found = last.get("player", last.get("card"))
                if isinstance(found, ast.Ref) and found.kind == "you" and last.get("other") is not None:
                    # 其 is third person (纵横坛 rule 12.37): after `若有角色因此死亡，你获得其领主牌` it is who died
                    found = last["other"]
                elif _you(found) and event is not None:
                    # `追加：若你的财富大于5，则令其…`: 其 names the player the timing brings whether or not a condition or
                    # a step of yours comes first (纵横坛 rule 12.8(n))
                    found = event
            if found is None and ref.kind != "that_card" and id(ref) not in wants_card:
                found = event  # nobody named before it: the player the effect's timing brings (追加：令其…)
            if found is None and (ref.kind == "that_card" or id(ref) in wants_card) and ref.kind != "former_card":
                found = event_card  # no card before it: the card the effect's timing brings (响应：反制该牌)
            if found is not None and any(found is actor and start <= ref.span.start < end for start, end, actor in groups):
                found = ast.Ref("doer", span=ref.span)
            if last_now is not None:
                last = last_now
            if found is not None:
                out[id(ref)] = found
            continue
        if isinstance(ref, ast.ZoneCards):
            last["zone_card"] = ref
            history.append((pos, "zone_card", ref))
            continue
        kind = _kind(ref)
        if id(ref) not in only_that_card:
            last[kind] = ref
            history.append((pos, kind, ref))
            if kind == "player" and not (isinstance(ref, ast.Ref) and ref.kind == "you"):
                last["other"] = ref
                history.append((pos, "other", ref))
        if isinstance(ref, ast.Ref) and ref.kind in ("mates", "team_mates"):
            last["mate"] = ref
            history.append((pos, "mate", ref))
        if kind == "card":
            last["that_card"] = ref
            history.append((pos, "that_card", ref))
            if ref.kind != "moved_card":
                last["stack_card"] = ref
                history.append((pos, "stack_card", ref))
    return out


def _former_card(history, latest):
    """The card named before `latest` (the one 该牌 names now): the last card of `history` that is another card (a
    target card or this card named twice is one card)."""
    if latest is None:
        return None

    def same(a, b) -> bool:
        if a is b:
            return True
        return isinstance(a, ast.Ref) and isinstance(b, ast.Ref) and a.kind == b.kind and a.kind != "moved_card"

    for _pos, key, named in reversed(history):
        if key == "that_card" and not same(named, latest):
            if isinstance(named, ast.Ref) and named.kind == "moved_card" and isinstance(latest, ast.Ref) \
                    and latest.kind == "moved_card":  # two steps' moved cards: the one before the last (10.170)
                return ast.Ref("former_moved", span=named.span)
            return named
    return None


def _you(ref) -> bool:
    return isinstance(ref, ast.Ref) and ref.kind == "you"


_GROUPS = frozenset({"all_players", "all_others", "mates", "event_targets"})


def _single(ref) -> bool:
    """A player reference that names one player (not 所有角色, 你的队友…)."""
    return not (isinstance(ref, ast.Ref) and ref.kind in _GROUPS)
