"""The setup every mode shares (rules 16.0–16.4): shuffle, deal lords, secret picks revealed
together, starting 财富 and draws, then the first turn.

A mode's `begin(rt)` finishes the setup; the tasks here are registered by `SETUP_TASKS`.
"""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option


def lords_per_player(mode, pool_size: int, players: int) -> int:
    """As many as the mode deals (3–7), fewer when the lord cards run short (rule 16.0)."""
    return min(mode.lords_dealt, pool_size // players) if players else 0


def deal(rt, lord_pool: tuple) -> None:
    """Shuffle the 牌库 and the lord cards; deal each player their lords to pick from."""
    s = rt.state
    s.rng.shuffle(s.wzone("deck"))
    pool = list(lord_pool)
    s.rng.shuffle(pool)
    n = lords_per_player(rt.mode, len(pool), len(s.players))
    s.mode_data["dealt"] = tuple(tuple(pool[seat * n:(seat + 1) * n]) for seat in s.seats)
    if n:
        short = "（领主牌不够，少发）" if n < rt.mode.lords_dealt else ""
        rt.log("setup", None, f"{rt.mode.name}开始：每名玩家发{n}张领主牌{short}")
    else:
        rt.log("setup", None, f"{rt.mode.name}开始：没有领主牌可发，所有角色使用默认领主")
    s.tasks.append(("mode_begin",))
    for seat in reversed(list(s.seats)):
        s.tasks.append(("mode_pick", seat))


def pick(rt, seat: int) -> None:
    """Each player secretly picks one dealt lord for the 领主区 (生存: and a second for the 手牌区);
    the picks are revealed together (D21). Lords not picked leave the game (rule 16.0)."""
    s = rt.state
    dealt = s.mode_data["dealt"][seat]
    if not dealt:
        return
    options = tuple(Option(rt.library[d].name, d, (("definition", d),)) for d in dealt)
    lord = rt.ask(Decision(seat, "lord_pick", "挑选1张领主牌移入领主区", options))
    in_hand = None
    if rt.mode.lords_to_hand and len(dealt) > 1:
        rest = tuple(o for o in options if o.value != lord)
        in_hand = rt.ask(Decision(seat, "lord_pick", "再挑选1张领主牌移入手牌区", rest))
    s.mode_data["picked"] = s.mode_data.get("picked", ()) + ((seat, lord, in_hand),)


def reveal(rt) -> None:
    """The picked lords enter the 领主区 together; a second pick goes to the hand, seen by its owner only."""
    s = rt.state
    for seat, lord, in_hand in s.mode_data.get("picked", ()):
        uid = rt.create_card(lord, "lord", seat)
        rt.log("lord", seat, f"{rt.pname(seat)}的领主是「{rt.library[lord].name}」", uid)
        if in_hand is not None:
            rt.create_card(in_hand, "hand", seat)
            rt.log("setup", seat, f"{rt.pname(seat)}把1张领主牌移入手牌区")
    for p in s.players:
        rt.sync_lord(p.seat)


def start(rt, wealth: list[int], draws: list[int], first: int = 0) -> None:
    """Starting 财富 per seat, the opening draws in seat order, then the first turn."""
    s = rt.state
    for p, w in zip(s.players, wealth):
        p.wealth = w
    for seat, n in enumerate(draws):
        if n:
            rt.draw(seat, n)
    s.phase = "between"
    s.tasks.append(("turn_start", first))


def start_equal(rt, wealth: int, note: str = "") -> None:
    """权杖 and 生存: seat 1 — the youngest player, whom the table seats first (D23) — starts; everyone
    has the same 财富 and draws 1."""
    reveal(rt)
    n = len(rt.state.players)
    rt.log("setup", None, f"{rt.pname(0)}先开始回合；所有角色起始财富{wealth}，各抽1张牌{note}")
    start(rt, [wealth] * n, [1] * n)


SETUP_TASKS = {"mode_deal": deal, "mode_pick": pick}
