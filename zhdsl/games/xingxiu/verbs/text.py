"""The sentences of a card text: heads (timings, kinds of skill, triggers), bodies, and what the
card-level builder joins (docs/rules-xingxiu.md 15).

A sentence that starts with `否则` / `若不为此结果` is the else branch of the last condition before
it (`若…，…；否则，…`); a step `或…` is one more option of the last `选择一项：` before it
(`选择一项：A；或B`). Pronouns (其, 该角色, 该武将, 该牌, 之) are linked here to the player or card
they stand for (rule 15.1): the nearest one named before them in the same sentence that is not
你 itself, not a player inside another player's description and not the player a card is used on
by someone else; without one, a pronoun means the player (or card) the effect is about — the card's
target, the trigger's player (`focus`, resolved in play).
"""

from __future__ import annotations

import attrs

from zhdsl.text import ast


@attrs.frozen
class ElseSentence(ast.Node):
    """`否则，…` as a sentence of its own: joined to the condition before it (never in a final AST)."""

    body: ast.Sequence


@attrs.frozen
class PhaseOf(ast.Node):
    """`其他角色的结束阶段开始时`: a phase timing of another player (a trigger head)."""

    player: ast.Node
    timing: ast.Timing


NODES = (ElseSentence, PhaseOf)


def _headed(b, meta, children):
    *parts, body = [c for c in children if not isinstance(c, str)]
    head = ast.Head(tuple(parts), span=parts[0].span.cover(parts[-1].span))
    return ast.Effect(head, body, span=b.span(meta))


def _unheaded(b, meta, children):
    return ast.Effect(None, children[0], span=b.span(meta))


def _else(b, meta, children):
    return ElseSentence([c for c in children if not isinstance(c, str)][-1], span=b.span(meta))


def _timing(b, meta, children):
    tok = children[0]
    return ast.Timing(str(tok), tok.type, span=b.tok_span(tok))


def _phase_of(b, meta, children):
    player, timing = [c for c in children if not isinstance(c, str)]
    return ast.Trigger(PhaseOf(player, timing, span=b.span(meta)), span=b.span(meta))


def _card_text(b, meta, children):
    found = [c for c in children if not isinstance(c, str)]
    reminders = tuple(n for n in found if isinstance(n, ast.Reminder))
    sentences = [n for n in found if not isinstance(n, ast.Reminder)]
    effects: list = []
    for s in sentences:
        if isinstance(s, ElseSentence):
            if not effects or not _has_conditional(effects[-1].body):
                b.diagnostics.append(b_error(s.span, "「否则」前面没有可以对应的条件（若…）", "把「否则」写在「若…，…」之后"))
                continue
            last = effects[-1]
            effects[-1] = attrs.evolve(last, body=_attach_else(last.body, s.body), span=last.span.cover(s.span))
            continue
        if s.head is None and s.body.steps and _or_option(s.body.steps[0]) is not None and effects:
            joined = _join_sentence(effects[-1], s)
            if joined is not None:
                effects[-1] = joined
                continue
        effects.append(s)
    effects = [attrs.evolve(e, body=_carry(_join_options(e.body, b))) for e in effects]
    effects = [_link_pronouns(e) for e in effects]
    return ast.CardText(tuple(effects), reminders, span=b.span(meta))


def _or_option(step):
    from zhdsl.games.xingxiu.verbs.choose import OrOption

    return step if isinstance(step, OrOption) else None


def _join_sentence(previous, sentence):
    """`…选择一项：A；或B`: the steps of the sentence `或B…` join the last 选择一项 of the sentence before."""
    from zhdsl.games.xingxiu.verbs.choose import add_option, find_choice

    body = sentence.body
    option = body.steps[0].action
    if len(body.steps) > 1 or body.conditional is not None:
        extra = attrs.evolve(body, steps=body.steps[1:])
        option = ast.Group(ast.Sequence((option,) + body.steps[1:], body.conditional, body.otherwise,
                                        span=body.span), span=body.span) if extra.steps or extra.conditional else option

    def visit(seq):
        if seq.otherwise is not None:  # `…，否则其选择一项：A；或B`: the 否则 branch is what was written last
            new = visit(seq.otherwise)
            if new is not None:
                return attrs.evolve(seq, otherwise=new)
        cond = seq.conditional
        if cond is not None:
            target = cond.otherwise if cond.otherwise is not None else cond.then
            new = visit(target)
            if new is not None:
                field = "otherwise" if cond.otherwise is not None else "then"
                return attrs.evolve(seq, conditional=attrs.evolve(cond, **{field: new}))
        for i in range(len(seq.steps) - 1, -1, -1):
            if find_choice(seq.steps[i]) is not None:
                steps = list(seq.steps)
                steps[i] = add_option(steps[i], option)
                return attrs.evolve(seq, steps=tuple(steps))
        return None

    new_body = visit(previous.body)
    if new_body is None:
        return None
    return attrs.evolve(previous, body=new_body, span=previous.span.cover(sentence.span))


def _has_conditional(seq: ast.Sequence) -> bool:
    return seq.conditional is not None


def b_error(span, message, hint):
    from zhdsl.text.diagnostics import error

    return error("E240", span, message, hint)


RULES = {
    "card_text": _card_text,
    "headed": _headed,
    "unheaded": _unheaded,
    "else_sentence": _else,
    "timing": _timing,
    "phase_of": _phase_of,
}


# ---- joining else branches and options -----------------------------------------------------------


def _attach_else(seq: ast.Sequence, otherwise: ast.Sequence) -> ast.Sequence:
    """Put `otherwise` on the last conditional of `seq` (its innermost last one)."""
    cond = seq.conditional
    if cond is None:
        return attrs.evolve(seq, otherwise=otherwise)
    if cond.otherwise is None and cond.then.conditional is None:
        return attrs.evolve(seq, conditional=attrs.evolve(cond, otherwise=otherwise, span=cond.span.cover(otherwise.span)),
                            span=seq.span.cover(otherwise.span))
    if cond.otherwise is None:
        then = _attach_else(cond.then, otherwise)
        if then is not cond.then:
            return attrs.evolve(seq, conditional=attrs.evolve(cond, then=then, span=cond.span.cover(otherwise.span)),
                                span=seq.span.cover(otherwise.span))
    return attrs.evolve(seq, otherwise=otherwise)


def _join_options(seq: ast.Sequence, b) -> ast.Sequence:
    """`选择一项：A，或B` / `；或B`: each `或…` step becomes an option of the 选择一项 before it."""
    from zhdsl.games.xingxiu.verbs.choose import OrOption, add_option, find_choice

    steps: list = []
    for step in seq.steps:
        option = step.action if isinstance(step, (ast.Acts, ast.Command)) and isinstance(step.action, OrOption) else step
        if isinstance(option, OrOption):
            for i in range(len(steps) - 1, -1, -1):
                found = find_choice(steps[i])
                if found is not None:
                    steps[i] = add_option(steps[i], option.action)
                    break
            else:
                b.diagnostics.append(b_error(step.span, "「或」前面没有「选择一项：」", "写作「选择一项：A；或B」"))
            continue
        steps.append(step)
    cond = seq.conditional
    if cond is not None:
        cond = attrs.evolve(cond, then=_join_options(cond.then, b),
                            otherwise=_join_options(cond.otherwise, b) if cond.otherwise is not None else None)
    otherwise = _join_options(seq.otherwise, b) if seq.otherwise is not None else None
    return attrs.evolve(seq, steps=tuple(steps), conditional=cond, otherwise=otherwise)


# ---- the subject of a sentence -----------------------------------------------------------------------


def _carried():
    from zhdsl.games.xingxiu.verbs import choose, discard, draw, gain, judge, misc, place, playout, respond, strength

    return (draw.Draw, draw.DrawMod, discard.Discard, gain.Gain, gain.Give, place.Place, strength.Recover,
            strength.Receive, strength.Deal, strength.Lose, strength.ChangeMax, judge.Judge, judge.Retrial,
            playout.PlayOut, playout.UseCard, playout.InTurn, choose.ChooseOne, choose.May, respond.Skip, misc.Recast,
            misc.ChoosePlayers)


def _carry(seq: ast.Sequence, subject=None) -> ast.Sequence:
    """A subject named in a clause is the subject of the clauses after it in the same sentence until another
    is named (`每名角色需打出一张「进攻」响应，否则受到伤害` — 受到伤害 is each player's): such a clause becomes
    `X…` (Acts). 你 is every clause's subject anyway and is not carried."""
    from zhdsl.games.xingxiu.verbs.players import Person

    carried = _carried()
    steps = []
    for step in seq.steps:
        if isinstance(step, ast.Acts):
            actor = step.actor
            subject = None if isinstance(actor, Person) and actor.kind == "you" else actor
            steps.append(step)
        elif subject is not None and isinstance(step, carried):
            steps.append(ast.Acts(subject, step, span=step.span))
        else:
            steps.append(step)
    cond = seq.conditional
    if cond is not None:
        cond = attrs.evolve(cond, then=_carry(cond.then, subject),
                            otherwise=_carry(cond.otherwise, subject) if cond.otherwise is not None else None)
    otherwise = _carry(seq.otherwise, subject) if seq.otherwise is not None else None
    return attrs.evolve(seq, steps=tuple(steps), conditional=cond, otherwise=otherwise)


# ---- pronouns ------------------------------------------------------------------------------------


def _link_pronouns(effect):
    from zhdsl.games.xingxiu.verbs import cards, players

    mentions = _mentions(effect)
    if not any(isinstance(n, (players.Pronoun, cards.CardPronoun)) for n, _ in mentions):
        return effect
    resolved: dict[int, object] = {}
    last_player = None
    last_card = None
    seen: set[int] = set()
    for node, principal in mentions:
        if id(node) in seen:  # a subject carried to later clauses is the same node
            continue
        seen.add(id(node))
        if isinstance(node, players.Pronoun):
            resolved[id(node)] = last_player
            if principal:
                last_player = node
        elif isinstance(node, cards.CardPronoun):
            resolved[id(node)] = last_card
        elif isinstance(node, cards.Cards) or isinstance(node, cards.ThisCard):
            last_card = node
        elif principal:
            last_player = node
    return _rebuild(effect, resolved)


def _mentions(effect) -> list:
    """(node, principal) for every player and card mention, in text order. A principal mention may
    be the antecedent of a pronoun after it."""
    from zhdsl.games.xingxiu.verbs import cards, players, playout

    out: list = []

    def visit(node, inside_player: bool, excluded: bool):
        if isinstance(node, (players.Person, players.PlayerNP, players.Pronoun)):
            principal = not inside_player and not excluded and not (isinstance(node, players.Person) and node.kind == "you")
            out.append((node, principal))
            for child in ast.children(node):
                visit(child, True, excluded)
            return
        if isinstance(node, (cards.Cards, cards.ThisCard, cards.CardPronoun)):
            out.append((node, True))
        for name in _field_names(node):
            value = getattr(node, name)
            children = value if isinstance(value, tuple) else (value,)
            for child in children:
                if isinstance(child, ast.Node):
                    excluded_child = excluded or (isinstance(node, playout.UseCard) and name == "to")
                    visit(child, inside_player, excluded_child)

    visit(effect, False, False)
    out.sort(key=lambda item: (item[0].span.start, -item[0].span.end))
    return out


def _field_names(node) -> tuple:
    return tuple(f.name for f in attrs.fields(type(node)) if f.name != "span")


def _rebuild(node, resolved: dict):
    """The node with every pronoun given its antecedent (itself linked first)."""
    from zhdsl.games.xingxiu.verbs import cards, players

    if isinstance(node, players.Pronoun) and id(node) in resolved:
        target = resolved[id(node)]
        return attrs.evolve(node, antecedent=_rebuild(target, resolved) if target is not None else None)
    if isinstance(node, cards.CardPronoun) and id(node) in resolved:
        target = resolved[id(node)]
        return attrs.evolve(node, antecedent=_rebuild(target, resolved) if target is not None else None)
    changes = {}
    for name in _field_names(node):
        value = getattr(node, name)
        if isinstance(value, ast.Node):
            new = _rebuild(value, resolved)
            if new is not value:
                changes[name] = new
        elif isinstance(value, tuple) and any(isinstance(v, ast.Node) for v in value):
            new_items = tuple(_rebuild(v, resolved) if isinstance(v, ast.Node) else v for v in value)
            if any(a is not b for a, b in zip(new_items, value)):
                changes[name] = new_items
    return attrs.evolve(node, **changes) if changes else node


# ---- checking, describing ------------------------------------------------------------------------


def timing(node: PhaseOf) -> str:
    from zhdsl.games.xingxiu.verbs.events import phase_key

    return phase_key(node)


def describe(d, node) -> str:
    if isinstance(node, PhaseOf):
        return f"{d.ref(node.player)}{d.structure('of')}{node.timing.word}"
    return d.sequence(node.body)
