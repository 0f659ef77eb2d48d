"""The four ways to play 星宿 (rules 17, 18): 单挑 (2), 斩首论功 (3), 两两对决 (4), 官军剿匪 (5–8).

Every mode deals three generals to each player, who picks one (rule 17.1.2); deals the starting hands;
decides who starts; and says when the game is over and what each player's result is. Their moments:
a general dies (斩首论功 hands over its card and revives the player from the pool once the stack is empty),
the turn passes to the next player."""

from __future__ import annotations

from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.mode import Mode
from zhdsl.games.xingxiu.runtime import XingxiuRuntime
from zhdsl.games.xingxiu.turn import TASKS as TURN_TASKS

ROLE_WORDS = {"lord": "主帅", "loyalist": "良将", "renegade": "恶将", "rebel": "叛匪"}
ROLE_TABLE = {  # rule 17.5.1
    5: ("lord", "loyalist", "renegade", "rebel", "rebel"),
    6: ("lord", "loyalist", "renegade", "rebel", "rebel", "rebel"),
    7: ("lord", "loyalist", "loyalist", "renegade", "rebel", "rebel", "rebel"),
    8: ("lord", "loyalist", "loyalist", "renegade", "rebel", "rebel", "rebel", "rebel"),
}
RENEGADE_RETURNS = {"win": 1.0, "small_win": 0.5, "small_loss": -0.5, "big_loss": -1.0}  # rule 18.5
RENEGADE_WORDS = {"win": "获胜", "small_win": "小胜", "small_loss": "小败", "big_loss": "大败"}
GENERALS_DEALT = 3
HAND = 4


# -- setup tasks ----------------------------------------------------------------------------------------------


def deal(rt) -> None:
    """Rule 17.1.2, 17.5.2: the general deck shuffled, three generals each; 官军剿匪's roles."""
    s = rt.state
    md = s.mode_data
    generals = list(md["general_deck"])
    s.rng.shuffle(generals)
    n = len(s.players)
    md["candidates"] = tuple(tuple(generals[i * GENERALS_DEALT:(i + 1) * GENERALS_DEALT]) for i in range(n))
    md["general_deck"] = tuple(generals[n * GENERALS_DEALT:])
    md["picks"] = ()
    rt.mode.setup(rt)
    s.tasks.append(("x_begin",))
    for seat in reversed(rt.mode.pick_order(rt)):
        s.tasks.append(("x_pick", seat))
    rt.log("deal", None, f"每名玩家摸{GENERALS_DEALT}张武将牌")


def pick(rt, seat: int) -> None:
    """Rule 17.1.2: a player picks one of their three generals (the others do not see it yet)."""
    s = rt.state
    md = s.mode_data
    cands = md["candidates"][seat]
    options = tuple(Option(_general_label(rt, d), d, (("definition", d),)) for d in cands)
    choice = rt.ask(Decision(seat, "pick_general", "选择你的武将", options))
    md["picks"] = md["picks"] + ((seat, choice),)
    rt.mode.picked(rt, seat, choice)


def _general_label(rt, def_id: int) -> str:
    g = rt.library[def_id]
    skills = "、".join(rt.library[i].name for i in g.skills)
    return f"{g.name}（{g.faction}，军力{g.strength}，{skills}）"


def begin(rt) -> None:
    """Generals into play, the unpicked ones set aside or into the pool (rule 17.1.3), the deck shuffled,
    the starting hands, then who starts (rule 17.1.4–17.1.5)."""
    s = rt.state
    md = s.mode_data
    picks = dict(md["picks"])
    for seat in s.seats:
        take_general(rt, seat, picks[seat])
    unpicked = tuple(d for seat in s.seats for d in md["candidates"][seat] if d != picks[seat])
    rt.mode.unpicked(rt, unpicked)
    s.rng.shuffle(s.wzone("deck"))
    for seat in s.seats:
        rt.draw(seat, rt.mode.hand_size(seat))
    first = rt.mode.first_player(rt)
    s.phase = "between"
    s.tasks.append(("x_turn_start", first))


def take_general(rt, seat: int, def_id: int) -> None:
    s = rt.state
    p = s.players[seat]
    g = rt.library[def_id]
    p.general = def_id
    bonus = 1 if rt.mode.is_lord(rt, seat) else 0  # rule 17.5.5
    p.max_strength = g.strength + bonus
    p.strength = p.max_strength
    if bonus:
        p.lord_skill = rt.library.game_data.get("lord_skills", {}).get(g.faction)
    rt.log("general", seat, f"{rt.pname(seat)}的武将是{g.name}（{g.faction}，军力{p.strength}）", def_id)


def reveal_for_first(rt, seats) -> int:
    """Rule 17.1.5: each reveals the top card of the deck; the highest point starts; ties reveal again."""
    s = rt.state
    contenders = list(seats)
    for _round in range(20):
        points = {}
        for seat in contenders:
            uid = rt.top_card()
            if uid is None:
                return contenders[0]
            rt.move_card(uid, "discard", log=False)
            points[seat] = rt.defn(uid).point or 0
            rt.log("reveal", seat, f"{rt.pname(seat)}亮出{rt.card_name(uid)}（点数{points[seat]}）", uid)
        best = max(points.values())
        contenders = [seat for seat in contenders if points[seat] == best]
        if len(contenders) == 1:
            rt.log("first", contenders[0], f"{rt.pname(contenders[0])}点数最大，先开始回合")
            return contenders[0]
    return contenders[0]


SETUP_TASKS = {"x_deal": deal, "x_pick": pick, "x_begin": begin}


# -- modes ----------------------------------------------------------------------------------------------------


class XingxiuMode(Mode):
    game = "xingxiu"
    runtime_class = XingxiuRuntime
    tasks = {**TURN_TASKS, **SETUP_TASKS}

    def setup(self, rt) -> None:
        """After the generals are dealt (官军剿匪: roles)."""

    def pick_order(self, rt) -> list[int]:
        return list(rt.state.seats)

    def picked(self, rt, seat: int, def_id: int) -> None:
        """A general has been picked (官军剿匪: the lord's is shown at once)."""

    def unpicked(self, rt, generals: tuple) -> None:
        rt.state.mode_data["set_aside"] = generals

    def hand_size(self, seat: int) -> int:
        return HAND

    def first_player(self, rt) -> int:
        return reveal_for_first(rt, rt.state.seats)

    def is_lord(self, rt, seat: int) -> bool:
        return False

    def next_seat(self, rt, seat: int) -> int | None:
        s = rt.state
        n = len(s.players)
        for k in range(1, n + 1):
            other = (seat + k) % n
            if not s.players[other].dead:
                return other
        return None

    def died(self, rt, seat: int, killer: int | None) -> None:
        """Rule 13.4(2): the mode's reveal, before the end of the game is checked."""

    def after_death(self, rt, seat: int, killer: int | None) -> None:
        """Rule 13.4(6)."""

    def settle(self, rt) -> None:
        """With the stack empty (rule 10.9): what the mode does then (斩首论功's revivals)."""

    def needs_settle(self, rt) -> bool:
        return False

    def check_end(self, rt):
        if rt.state.phase == "setup":
            return None
        return self.end(rt)

    def end(self, rt):
        return None


class Duel(XingxiuMode):
    """单挑 (rule 17.2)."""

    name = "单挑"
    min_players = 2
    max_players = 2

    def end(self, rt):
        alive = rt.state.alive()
        if len(alive) == 1:
            return alive[0], "对方的武将阵亡"
        if not alive:
            return None, "双方都已阵亡"
        return None


class Doubles(XingxiuMode):
    """两两对决 (rule 17.4): seats 1 & 4 against 2 & 3; the first team five cards, seat 1 skips its first draw."""

    name = "两两对决"
    min_players = 4
    max_players = 4
    TEAMS = ((0, 3), (1, 2))

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        return next(t for t in self.TEAMS if seat in t)

    def hand_size(self, seat: int) -> int:
        return 5 if seat in self.TEAMS[0] else 4

    def first_player(self, rt) -> int:
        return 0

    def turn_starting(self, rt, seat: int) -> None:
        if rt.state.turn == 1 and seat == 0:
            p = rt.state.players[0]
            p.skips = p.skips | {"draw"}

    def end(self, rt):
        s = rt.state
        for team, other in ((self.TEAMS[0], self.TEAMS[1]), (self.TEAMS[1], self.TEAMS[0])):
            if all(s.players[p].dead for p in team):
                if all(s.players[p].dead for p in other):
                    return None, "两队都已全部阵亡"
                return other[0], f"{'一' if other is self.TEAMS[0] else '二'}队获胜：对方两名武将都已阵亡"
        return None

    def public_info(self, rt) -> dict:
        return {"teams": [list(t) for t in self.TEAMS], "summary": "一队：角色1与角色4；二队：角色2与角色3"}

    def scenario_values(self, rt) -> dict:
        return {"队伍": [[p + 1 for p in t] for t in self.TEAMS]}


class _GradedMode(XingxiuMode):
    """A mode whose results are not one team's win (its own `returns`)."""

    def winners(self, game) -> tuple[int, ...]:
        """Rule 18.7: the players whose result is positive."""
        s = game.state
        if not s.over or s.winner is None:
            return ()
        return tuple(seat for seat, r in enumerate(self.returns(game)) if r > 0)


class Headhunt(_GradedMode):
    """斩首论功 (rule 17.3): the extra generals form a public pool; a dead general's card goes to its killer's
    player (or the next player); a player whose general died returns with one from the pool, full 军力 and
    four cards, once the stack is empty; most generals wins when one general is left."""

    name = "斩首论功"
    min_players = 3
    max_players = 3

    def unpicked(self, rt, generals: tuple) -> None:
        md = rt.state.mode_data
        md["pool"] = generals
        md["owned"] = tuple(() for _ in rt.state.seats)
        md["pending"] = ()
        md["out"] = frozenset()
        rt.log("pool", None, f"公共卡池：{'、'.join(rt.library[d].name for d in generals)}")

    def died(self, rt, seat: int, killer: int | None) -> None:
        s = rt.state
        md = s.mode_data
        owner = killer if killer is not None and killer != seat else self._next_player(rt, seat)
        dead_general = s.players[seat].general
        owned = list(md["owned"])
        if owner is not None and dead_general is not None:
            owned[owner] = owned[owner] + (dead_general,)
            rt.log("trophy", owner, f"{rt.pname(owner)}获得武将牌「{rt.library[dead_general].name}」")
        md["owned"] = tuple(owned)
        if len(md["pool"]) > len(md["pending"]):
            md["pending"] = md["pending"] + (seat,)
            rt.log("pending", seat, f"{rt.pname(seat)}将从公共卡池中挑选武将回到游戏")
        else:
            md["out"] = md["out"] | {seat}
            rt.log("out", seat, f"公共卡池已空，{rt.pname(seat)}出局")

    def _next_player(self, rt, seat: int) -> int | None:
        s = rt.state
        n = len(s.players)
        out = s.mode_data.get("out", frozenset())
        for k in range(1, n):
            other = (seat + k) % n
            if other not in out:
                return other
        return None

    def settle(self, rt) -> None:
        """Rule 17.3.6: with the stack empty, the waiting players return, in the order they died."""
        s = rt.state
        md = s.mode_data
        while md.get("pending") and not s.stack and not s.over:
            seat = md["pending"][0]
            pool = md["pool"]
            options = tuple(Option(_general_label(rt, d), d, (("definition", d),)) for d in pool)
            choice = pool[0] if len(pool) == 1 else rt.ask(
                Decision(seat, "pick_general", "从公共卡池中挑选一名武将", options))
            md["pool"] = tuple(d for d in pool if d != choice)
            md["pending"] = md["pending"][1:]
            p = s.players[seat]
            p.dead = False
            take_general(rt, seat, choice)
            p.game_used = frozenset()
            rt.log("revive", seat, f"{rt.pname(seat)}以{rt.library[choice].name}回到游戏")
            rt.draw(seat, HAND)

    def turn_over(self, rt, seat: int) -> None:
        self.settle(rt)

    def needs_settle(self, rt) -> bool:
        s = rt.state
        return bool(s.mode_data.get("pending")) and not s.stack and not s.over

    def end(self, rt):
        s = rt.state
        md = s.mode_data
        alive = s.alive()
        if len(alive) + len(md.get("pending", ())) > 1:
            return None
        counts = self.counts(rt)
        best = max(counts)
        top = [seat for seat in s.seats if counts[seat] == best]
        if len(top) == 1:
            return top[0], f"场上只剩一名武将，{rt.pname(top[0])}拥有的武将牌最多（{best}张）"
        last = alive[0] if alive else None
        if last in top:
            return last, f"拥有武将牌最多者并列（{best}张），{rt.pname(last)}拥有最后存活的武将"
        s.mode_data["tied"] = tuple(top)
        return None, f"拥有武将牌最多者并列（{best}张），打平"

    def counts(self, rt) -> list[int]:
        s = rt.state
        owned = s.mode_data.get("owned", tuple(() for _ in s.seats))
        return [len(owned[seat]) + (0 if s.players[seat].dead else 1) for seat in s.seats]

    def returns(self, game) -> list[float]:
        s = game.state
        if not s.over:
            return [0.0] * len(s.players)
        if s.winner is not None:
            return [1.0 if p.seat == s.winner else -1.0 for p in s.players]
        tied = s.mode_data.get("tied", ())
        if not tied:
            return [0.0] * len(s.players)
        return [0.0 if p.seat in tied else -1.0 for p in s.players]

    def next_seat(self, rt, seat: int) -> int | None:
        self.settle(rt)
        return super().next_seat(rt, seat)

    def scenario_state(self, state, table: dict) -> None:
        """`公共卡池 = N`: the pool holds the first N generals of the card sets no player has (in their order)."""
        unknown = [k for k in table if k != "公共卡池"]
        if unknown:
            raise ValueError(f"斩首论功的模式状态只有「公共卡池」（收到：{'、'.join(unknown)}）")
        n = table.get("公共卡池", 0)
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError("「公共卡池」应为武将的张数（0或正整数）")
        used = {p.general for p in state.players}
        free = [g for g in state.mode_data.get("general_deck", ()) if g not in used]
        if n > len(free):
            raise ValueError(f"卡组中只有{len(free)}名未用的武将，不能放{n}名进公共卡池")
        state.mode_data["pool"] = tuple(free[:n])

    def public_info(self, rt) -> dict:
        md = rt.state.mode_data
        if "pool" not in md:
            return {}
        pool = [rt.library[d].name for d in md["pool"]]
        counts = self.counts(rt)
        return {
            "pool": pool, "generals_won": counts, "out": sorted(md["out"]),
            "summary": f"公共卡池：{'、'.join(pool) or '空'}；武将牌数："
                       + "、".join(f"{rt.pname(seat)} {n}" for seat, n in enumerate(counts)),
        }

    def scenario_values(self, rt) -> dict:
        md = rt.state.mode_data
        if "pool" not in md:
            return {}
        return {
            "公共卡池": [rt.library[d].name for d in md["pool"]],
            "武将牌数": self.counts(rt),
            "出局": sorted(seat + 1 for seat in md["out"]),
        }


class Bandits(_GradedMode):
    """官军剿匪 (rule 17.5): hidden roles; the 主帅 sits first, shown, +1 军力上限 and the faction's lord skill."""

    name = "官军剿匪"
    min_players = 5
    max_players = 8

    def setup(self, rt) -> None:
        s = rt.state
        roles = list(ROLE_TABLE[len(s.players)][1:])
        s.rng.shuffle(roles)
        s.mode_data["roles"] = ("lord", *roles)
        s.mode_data["outcome"] = None
        rt.log("roles", 0, "身份已分发：角色1是主帅")

    def role(self, rt, seat: int) -> str:
        return rt.state.mode_data["roles"][seat]

    def is_lord(self, rt, seat: int) -> bool:
        roles = rt.state.mode_data.get("roles")
        return roles is not None and roles[seat] == "lord"

    def pick_order(self, rt) -> list[int]:
        return list(rt.state.seats)  # the lord (seat 1) first, rule 17.5.4

    def picked(self, rt, seat: int, def_id: int) -> None:
        if self.is_lord(rt, seat):
            rt.log("general", seat, f"主帅选择了{rt.library[def_id].name}")

    def first_player(self, rt) -> int:
        return 0

    def team_of(self, seat: int, players: int) -> tuple[int, ...]:
        return (seat,)

    def died(self, rt, seat: int, killer: int | None) -> None:
        s = rt.state
        role = self.role(rt, seat)
        rt.log("role", seat, f"{rt.pname(seat)}的身份是{ROLE_WORDS[role]}")
        if role == "renegade":
            s.mode_data["outcome"] = self._renegade_outcome(rt, seat, dying=True)

    def _renegade_outcome(self, rt, seat: int, dying: bool) -> str:
        """Rule 17.5.8 (the renegade's graded outcome)."""
        s = rt.state
        others = [p for p in s.alive() if p != seat]
        if not dying and not others:
            return "win"
        roles = s.mode_data["roles"]
        if any(roles[p] == "rebel" for p in others):
            return "big_loss"
        if any(roles[p] == "loyalist" for p in others):
            return "small_loss"
        return "small_win"

    def end(self, rt):
        s = rt.state
        roles = s.mode_data.get("roles")
        if roles is None:
            return None
        alive = s.alive()
        lord_dead = s.players[0].dead
        renegade = roles.index("renegade")
        if lord_dead:
            if alive == [renegade]:
                s.mode_data["outcome"] = "win"
                s.mode_data["side"] = "renegade"
                return renegade, "恶将成为唯一的存活者"
            s.mode_data["side"] = "rebels"
            if not s.players[renegade].dead:
                s.mode_data["outcome"] = self._renegade_outcome(rt, renegade, dying=False)
            rebel = roles.index("rebel")
            return rebel, "主帅阵亡，叛匪获胜"
        if all(s.players[p].dead for p in s.seats if roles[p] in ("rebel", "renegade")):
            s.mode_data["side"] = "lord"
            return 0, "叛匪与恶将全部阵亡，主帅与良将获胜"
        return None

    def team_members(self, rt_state, side: str) -> tuple:
        roles = rt_state.mode_data["roles"]
        if side == "lord":
            return tuple(p for p, r in enumerate(roles) if r in ("lord", "loyalist"))
        if side == "rebels":
            return tuple(p for p, r in enumerate(roles) if r == "rebel")
        return (roles.index("renegade"),)

    def returns(self, game) -> list[float]:
        s = game.state
        if not s.over or s.winner is None:
            return [0.0] * len(s.players)
        roles = s.mode_data["roles"]
        winners = set(self.team_members(s, s.mode_data.get("side", "lord")))
        out = []
        for p in s.players:
            if roles[p.seat] == "renegade":
                outcome = s.mode_data.get("outcome") or ("win" if p.seat in winners else "big_loss")
                out.append(RENEGADE_RETURNS[outcome])
            else:
                out.append(1.0 if p.seat in winners else -1.0)
        return out

    def private_info(self, rt, viewer: int) -> dict:
        roles = rt.state.mode_data.get("roles")
        return {"role": roles[viewer]} if roles is not None else {}

    def shown_roles(self, rt) -> list[str | None]:
        """Each seat's role as every player sees it (rule 17.5.3: the 主帅 from the start, the others when
        their general dies, and all at the end); None: hidden."""
        s = rt.state
        roles = s.mode_data.get("roles") or ()
        return [r if r == "lord" or s.players[p].dead or s.over else None for p, r in enumerate(roles)]

    def public_info(self, rt) -> dict:
        s = rt.state
        if s.mode_data.get("roles") is None:
            return {}
        shown = self.shown_roles(rt)
        info: dict = {"roles": shown, "summary": "身份：" + "、".join(
            f"{rt.pname(p)} {ROLE_WORDS[r] if r else '?'}" for p, r in enumerate(shown))}
        if s.over and s.mode_data.get("outcome"):
            info["renegade_outcome"] = s.mode_data["outcome"]
            info["summary"] += f"；恶将{RENEGADE_WORDS[s.mode_data['outcome']]}"
        return info

    def scenario_values(self, rt) -> dict:
        s = rt.state
        if s.mode_data.get("roles") is None:
            return {}
        info: dict = {"身份": [ROLE_WORDS[r] if r else "?" for r in self.shown_roles(rt)]}
        if s.over and s.mode_data.get("outcome"):
            info["恶将结局"] = RENEGADE_WORDS[s.mode_data["outcome"]]
        return info


def load_all() -> dict:
    return {m.name: m for m in (Duel, Headhunt, Doubles, Bandits)}
