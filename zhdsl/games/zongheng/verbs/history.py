"""What a player did this turn: `若你本回合未抽牌`, `若目标角色本回合没有折损财富` (rule 10.24). The runtime keeps
each player's turn history (the schema's `history` field: the turn and the kinds of action done in it), written
from the events it logs (ZonghengRuntime.log)."""

from __future__ import annotations

import attrs

from zhdsl.engine import program as fx
from zhdsl.games.zongheng.verbs.cards import step_before
from zhdsl.text import ast
from zhdsl.text.diagnostics import error

_COUNT_WORD = "数"  # 次数: 次 (REPEAT) and the short spelling of COUNT (数量), as the rulebook writes it

# the actions a history remembers, by the kind of logged event (a 财富 change by its sign: 生产 or 折损)
_WORDS = {"draw": "抽牌", "discard": "弃牌", "produce": "生产财富", "damage": "折损财富"}


@attrs.frozen
class DidThisTurn(ast.Node):
    """`若你本回合未抽牌`: whether every player named did (`done`) or did not do `what` this turn."""

    player: ast.Node
    what: str  # draw discard produce damage
    done: bool


@attrs.frozen
class DiedThisTurn(ast.Node):
    """`本回合死亡的角色数`: how many players died this turn (rule 10.32), as an amount."""


@attrs.frozen
class AmongDied(ast.Node):
    """`若其中有角色死亡`: whether any (`any_died`; 没有: none) of the players the effect's last 令/其… step named is
    dead now (rule 10.40)."""

    any_died: bool

    @property
    def NAMES_FOR_PRONOUN(self):  # noqa: N802 — `若有角色因此死亡，你获得其领主牌`: 其 is who died (rule 12.45)
        return "player" if self.any_died else None


@attrs.frozen
class DeadCount(ast.Node):
    """`死亡的角色数` without 本回合: how many players are dead now (rule 10.42), as an amount."""


@attrs.frozen
class AliveCount(ast.Node):
    """`存活角色数`, `存活的其他角色数`, `对手数`: how many living players (other players, opponents) there are now
    (rule 10.63), as an amount."""

    who: str  # all_players all_others opponents


# the keyword's meaning -> the players it counts
_ALIVE_WHO = {"alive_count": "all_players", "alive_others_count": "all_others", "opponent_count": "opponents"}


def build_alive_count(b, meta, children):
    return AliveCount(_ALIVE_WHO[b.meaning(children[0])], span=b.span(meta))


@attrs.frozen
class ConvertsThisTurn(ast.Node):
    """`你本回合转化的次数`: how many 转化 the player completed this turn (rule 10.24(a)), as an amount."""

    player: ast.Node


@attrs.frozen
class UsedCount(ast.Node):
    """`你本回合使用的牌数`: how many cards (not skills; 执行 included) the player used this turn (rule 10.111)."""

    player: ast.Node


NODES = (DidThisTurn, DiedThisTurn, AmongDied, DeadCount, AliveCount, ConvertsThisTurn, UsedCount)


def build(b, meta, children):
    player = children[0]
    what = next(c for c in children if isinstance(c, tuple))[0]
    negated = any(getattr(t, "type", None) in ("HAS_NO", "NOT_YET") for t in children)
    return DidThisTurn(player, what, not negated, span=b.span(meta))


def build_died(b, meta, children):
    """`若本回合有角色死亡`, `若本回合没有角色死亡`: 本回合死亡的角色数 compared with 0 (rule 10.36)."""
    has = children[1]
    count = DiedThisTurn(span=b.span(meta))
    none = getattr(has, "type", None) == "HAS_NO"
    return ast.Comparison(count, "=" if none else ">", ast.Number(0, span=b.tok_span(has)), span=b.span(meta))


def build_among_died(b, meta, children):
    return AmongDied(not any(getattr(c, "type", None) == "HAS_NO" for c in children), span=b.span(meta))


# the spellings of 该牌 that are 弃置 + 的牌 (rule 12.22): `以此法弃置的牌数` is still 以此法 + 弃置 + 的牌数
_DISCARDED = ("弃置的牌", "弃掉的牌", "被弃置的牌")


def build_spent_discarded(b, meta, children):
    word = children[1]
    if str(word) not in _DISCARDED:
        b.diagnostics.append(error("E100", b.tok_span(word), f"此处不应出现「{word}」", "写「以此法弃置的牌数」"))
    return ast.Spent("discard", span=b.span(meta))


def build_converts(b, meta, children):
    """`你本回合转化的次数`, `本回合你转化的次数`."""
    return ConvertsThisTurn(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


def build_converted_times(b, meta, children):
    """`若你本回合转化了至少2次`: 你本回合转化的次数 compared (为: 等于)."""
    found = [c for c in children if isinstance(c, ast.Node)]
    player, amount = found[0], found[-1]
    op_tok = children[children.index(amount) - 1]
    op = "=" if getattr(op_tok, "type", None) == "IS" else b.meaning(op_tok)
    return ast.Comparison(ConvertsThisTurn(player, span=b.span(meta)), op, amount, span=b.span(meta))


def build_used_count(b, meta, children):
    """`你本回合使用的牌数`, `本回合你使用过的牌数`."""
    return UsedCount(next(c for c in children if isinstance(c, ast.Node)), span=b.span(meta))


_COMPARATORS = frozenset({"GT", "LT", "EQ", "GE", "LE", "NE", "AT_LEAST", "AT_MOST", "MORE", "FEWER"})


def build_used_times(b, meta, children):
    """`若本回合你使用了3张或更多的牌`, `若你本回合使用过至少2张牌`: 你本回合使用的牌数 compared; a bare count
    (`使用了3张牌`) is 至少 (rule 10.111)."""
    found = [c for c in children if isinstance(c, ast.Node)]
    player, amount = found[0], found[-1]
    op = ">="
    for c in children:
        kind = getattr(c, "type", None)
        if kind in _COMPARATORS:
            op = b.meaning(c)
        elif kind in ("OR_MORE", "OR_LESS"):
            op = ">=" if kind == "OR_MORE" else "<="
    return ast.Comparison(UsedCount(player, span=b.span(meta)), op, amount, span=b.span(meta))


RULES = {"used_count": build_used_count, "used_times": build_used_times, "converts_this_turn": build_converts, "converted_times": build_converted_times,
         "spent_discarded": build_spent_discarded, "among_died": build_among_died, "died_this_turn": build_died, "did_this_turn": build, "died_count": lambda b, meta, children: DiedThisTurn(span=b.span(meta)),
         "dead_count": lambda b, meta, children: DeadCount(span=b.span(meta)), "alive_count": build_alive_count}


def _named_players_before(nodes, among) -> bool:
    """Whether a step that players do (`令…`, `其…`) comes before this `其中` in its effect."""
    return step_before(nodes, among, lambda n: isinstance(n, ast.Command | ast.Acts))


def check(c, node, depth: int) -> None:
    if isinstance(node, DiedThisTurn | DeadCount | AliveCount):
        return
    if isinstance(node, AmongDied):
        if not _named_players_before(c.survey.nodes, node):
            among = c.words.word("reference", "among")
            c.report(c.error("E278", node.span, f"「{among}」（或「有角色因此死亡」）前面没有令角色做过的步骤，不知道是哪些角色",
                             f"先写令哪些角色做什么：「令距离1以内的所有角色各折损1财富，若{among}有角色死亡，则…」；"
                             f"「。」（或「；」）结束了一段效果（规则书 4.4），上一段的步骤不算，用「，」连接"))
        return
    c.check_ref(node.player)
    if isinstance(node, UsedCount):
        if not c.is_player(node.player):
            c.report(c.error("E204", node.player.span, "只有角色才会使用牌", "例如「若你本回合使用了至少2张牌」"))
        return
    if isinstance(node, ConvertsThisTurn):
        if not c.is_player(node.player):
            convert = c.words.verb("convert")
            c.report(c.error("E204", node.player.span, f"只有角色才会{convert}", f"例如「若你本回合{convert}了至少2次」"))
        return
    if not c.is_player(node.player):
        c.report(c.error("E204", node.player.span, f"只有角色才会{_WORDS[node.what]}", "例如「若你本回合未抽牌」"))


def lower(lw, node):
    if isinstance(node, DiedThisTurn):
        return DiedThisTurnExpr()
    if isinstance(node, DeadCount):
        return DeadCountExpr()
    if isinstance(node, AliveCount):
        return AliveCountExpr(fx.PlayerRef(node.who))
    if isinstance(node, AmongDied):
        return AmongDiedCond(node.any_died)
    if isinstance(node, ConvertsThisTurn):
        return TimesThisTurnExpr(lw.lower(node.player), "convert")
    if isinstance(node, UsedCount):
        return TimesThisTurnExpr(lw.lower(node.player), "use_card")
    return DidThisTurnCond(lw.lower(node.player), node.what, node.done)


def describe(d, node) -> str:
    if isinstance(node, UsedCount):  # `你本回合使用的牌数`
        return (f"{d.ref(node.player)}{d.word('structure', 'this_turn')}{d.verb('use')}{d.word('structure', 'of')}"
                f"{d.object('card')}{_COUNT_WORD}")
    if isinstance(node, ConvertsThisTurn):  # `你本回合转化的次数`
        return (f"{d.ref(node.player)}{d.word('structure', 'this_turn')}{d.verb('convert')}{d.word('structure', 'of')}"
                f"{d.word('structure', 'times')}{_COUNT_WORD}")
    if isinstance(node, AmongDied):
        has = d.word("structure", "has" if node.any_died else "has_no")
        return f"{d.word('reference', 'among')}{has}{d.word('reference', 'player')}{d.word('structure', 'die')}"
    if isinstance(node, AliveCount):
        return d.word("reference", {v: k for k, v in _ALIVE_WHO.items()}[node.who])
    if isinstance(node, DeadCount):
        return f"{d.word('structure', 'die')}{d.word('structure', 'of')}{d.word('reference', 'player_count')}"
    if isinstance(node, DiedThisTurn):
        return (f"{d.word('structure', 'this_turn')}{d.word('structure', 'die')}{d.word('structure', 'of')}"
                f"{d.word('reference', 'player_count')}")
    done = "" if node.done else d.word("structure", "not")
    return f"{d.ref(node.player)}{d.word('structure', 'this_turn')}{done}{_WORDS[node.what]}"


def action_of(kind: str, data: tuple) -> str | None:
    """The history's word for a logged event, or None when it is none of the remembered actions."""
    if kind in ("draw", "discard", "convert"):
        return kind
    if kind == "death":  # `本回合死亡的角色数` (rule 10.32)
        return "die"
    if kind == "wealth" and len(data) == 2 and data[0]:  # 获得财富 (a third value) is neither
        return "produce" if data[0] > 0 else "damage"
    return None


def used_name(name: str) -> str:
    """The history's word for having used a card of this name (`若你本回合使用过「攻伐」`, rule 10.31)."""
    return f"use「{name}」"


_COUNTED = frozenset({"convert", "use_card"})  # actions whose number this turn is asked for (`你本回合转化的次数`, rule 10.24(a))


def remember(state, seat: int, what: str) -> None:
    p = state.players[seat]
    turn, done = p.history
    if turn != state.turn:
        done = frozenset()
    if what in _COUNTED:  # the k-th time: `convert#k` (the history is a set)
        what = f"{what}#{_count(done, what) + 1}"
    if what not in done:
        p.history = (state.turn, done | {what})


def times(state, seat: int, what: str) -> int:
    """How many times the player did a counted action (`_COUNTED`) this turn."""
    turn, done = state.players[seat].history
    return _count(done, what) if turn == state.turn else 0


def _count(done: frozenset, what: str) -> int:
    """How many `what#k` the turn's history holds. Only `remember` writes them, each the next one, so they
    are `what#1` … `what#n`: n is found by doubling then halving over the set's lookups, not by reading the
    whole set (a turn of thousands of uses, a runaway chain ending at a bound, read it once per use)."""
    lo, hi = 0, 1  # `what#lo` held (or lo 0), `what#hi` not yet known
    while f"{what}#{hi}" in done:
        lo, hi = hi, hi * 2
    while hi - lo > 1:  # `what#lo` held, `what#hi` not
        mid = (lo + hi) // 2
        if f"{what}#{mid}" in done:
            lo = mid
        else:
            hi = mid
    return lo


def did(state, seat: int, what: str) -> bool:
    turn, done = state.players[seat].history
    return turn == state.turn and what in done


@attrs.frozen
class DidThisTurnCond:
    """Rule 10.24: every player the reference names did (or, `done` False, did not) do it this turn."""

    player: object
    what: str
    done: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        seats = self.player.players(ctx)
        s = ctx.rt.state
        return bool(seats) and all(did(s, seat, self.what) == self.done for seat in seats)


@attrs.frozen
class TimesThisTurnExpr:
    """How many times the player (the first one the reference names) did `what` this turn, 0 for no player:
    "convert", the 转化 completed (rule 10.24(a)); "use_card", the cards used (rule 10.111)."""

    player: object
    what: str

    def evaluate(self, ctx: fx.Ctx) -> int:
        seats = self.player.players(ctx)
        return times(ctx.rt.state, seats[0], self.what) if seats else 0


@attrs.frozen
class DiedThisTurnExpr:
    """Rule 10.31: the players whose history holds a death this turn (a player who died and came back counts)."""

    def evaluate(self, ctx: fx.Ctx) -> int:
        s = ctx.rt.state
        return sum(1 for seat in range(len(s.players)) if did(s, seat, "die"))


@attrs.frozen
class DeadCountExpr:
    """Rule 10.42: the players dead now (whenever they died; a player who came back does not count)."""

    def evaluate(self, ctx: fx.Ctx) -> int:
        return sum(1 for p in ctx.rt.state.players if p.dead)


@attrs.frozen
class AliveCountExpr:
    """Rule 10.63: the living players the reference names now (你 among them for 存活角色数)."""

    players: object

    def evaluate(self, ctx: fx.Ctx) -> int:
        return len(self.players.players(ctx))


@attrs.frozen
class AmongDiedCond:
    """Rule 10.40: any of the players the effect's last command step named (the core's `fx.ACTED`) is dead now
    (`any_died`), or none is."""

    any_died: bool

    def holds(self, ctx: fx.Ctx) -> bool:
        s = ctx.rt.state
        n = len(s.players)
        acted = sorted(set(ctx.values.get(fx.ACTED, ())), key=lambda seat: (seat - ctx.you) % n)  # turn order from you
        dead = [seat for seat in acted if s.players[seat].dead]
        ctx.values[_DIED_KEY] = tuple(dead)  # who a later 其 names (rule 12.45)
        return bool(dead) == self.any_died

    def players(self, ctx: fx.Ctx) -> list[int]:
        """Rule 12.45: the players this condition found dead, in turn order from you."""
        return list(ctx.values.get(_DIED_KEY, ()))

    single = False


_DIED_KEY = "#among_died"
