"""Batch t (lang11j): `若你的手牌少于2张`, `若其手牌不少于3张` — a player's hand compared with a number of cards is their
手牌数 compared (rule 10.61); 为 is 等于, as in `若你的手牌数为0`. `使用该牌的角色`: 该牌的使用者 (rule 12.40)."""

from __future__ import annotations

from zhdsl.text import ast

NODES = ()


def build(b, meta, children):
    """`ref 的? 手牌 comparator N 张`: the same Comparison as `ref 的手牌数 comparator N`."""
    who = children[0]
    hand = next(c for c in children[1:] if isinstance(c, str) and c.type == "HAND")
    op = next(c for c in children if isinstance(c, str) and c.type not in ("HAND", "OF", "ZHANG"))
    right = next(c for c in children[1:] if isinstance(c, ast.Node))
    left = ast.Attribute(who, "hand_count", span=who.span.cover(b.tok_span(hand)))
    return ast.Comparison(left, "=" if op.type == "IS" else b.meaning(op), right, span=b.span(meta))


def build_user_of(b, meta, children):
    """`使用该牌的角色`: 该牌的使用者, its controller (rules 12.36, 12.40)."""
    word = children[0]
    card = ast.Ref(b.meaning(word), span=b.tok_span(word))
    return ast.Holder(card, "controller", span=b.span(meta))


RULES = {"hand_held_compared": build, "user_of": build_user_of}


def build_bare_user(b, meta, children):
    """`使用者` alone: 该牌的使用者, the controller of the card named last — in a 响应, the card that made you its target
    (rules 12.36, 12.170)."""
    word = children[0]
    card = ast.Ref("that_card", span=b.tok_span(word))
    return ast.Holder(card, "controller", span=b.span(meta))


def build_it_user(b, meta, children):
    """`其使用者`: the controller of the card 其 names (rule 12.36)."""
    tok = children[0]
    span = b.tok_span(tok)
    it = ast.Ref("it", span=ast.Span(span.start, span.start + 1))
    return ast.Holder(it, "controller", span=b.span(meta))


RULES = {**RULES, "bare_user": build_bare_user, "it_user": build_it_user}
