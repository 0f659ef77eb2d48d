"""The rules of 《丰收》: its state, its turn, its one mode, its card sets and its scenarios — all built
on zhdsl's engine, none of it known to zhdsl.

Each player has 粮食 (grain) and 声望 (fame) and a 田地 (field) of sown cards. A turn: draw 1 card,
the 回合开始 effects of the cards in your 田地, then use cards until you end the turn. The first to
5 声望 wins (the most 声望 after 60 turns; a tie is a draw).
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import attrs

from zhdsl.dialect import GameRules
from zhdsl.engine.cards import CardDef, CardInstance
from zhdsl.engine.decisions import Decision, Option
from zhdsl.engine.game import Game
from zhdsl.engine.library import CardLibrary
from zhdsl.engine.limits import Limits
from zhdsl.engine.mode import Mode
from zhdsl.engine.rng import Rng
from zhdsl.engine.runtime import Runtime
from zhdsl.engine.schema import HIDDEN, OWNER, PUBLIC, Counter, Schema, Zone
from zhdsl.engine.state import GameState
from zhdsl.engine.turn import END, stack_window
from zhdsl.engine import usage
from zhdsl.pipeline import analyze, compile_text
from zhdsl.text.diagnostics import Located, error, locate
from zhdsl.text.source import Origin, Span
from zhdsl.text.tomlpos import TomlLocator

WIN_FAME = 5
MAX_TURNS = 60
CARDS = Path(__file__).with_name("cards.toml")

SCHEMA = Schema(
    counters=(Counter("grain", "粮食", 3, floor=0), Counter("fame", "声望", 0, floor=0)),
    zones=(
        Zone("pile", "牌堆", owned=False, visibility=HIDDEN),
        Zone("discard", "弃牌堆", owned=False, visibility=PUBLIC),
        Zone("hand", "手牌", owned=True, visibility=OWNER, takes_ownership=True),
        Zone("field", "田地", owned=True, visibility=PUBLIC),
    ),
    roles={"deck": "pile", "discard": "discard", "hand": "hand"},
)


# -- the runtime: this game's timings and triggers -------------------------------------------------------


class HarvestRuntime(Runtime):
    WORDS = {**Runtime.WORDS, "stack": "结算区", "free": ""}
    # The data of this game's own events, for frontends (zhdsl.engine.events).
    EVENT_FIELDS = {
        **Runtime.EVENT_FIELDS,
        "reap": (("amount", "int"),),
        "tribute": (("amount", "int"), ("fame", "int")),
        "raid": (("victim", "seat"), ("amount", "int")),
    }

    def failing_timings(self, seat: int):
        s = self.state
        if s.players[seat].dead:
            return None
        bad = set()
        if not (s.active == seat and s.phase == "main" and not s.stack):
            bad.add("ACTIVE")
        if not (s.active == seat and s.phase == "start"):
            bad.add("TURN_START")
        return bad

    def timing_reason(self, seat: int, prog) -> str | None:
        bad = self.failing_timings(seat)
        if bad is None:
            return "你已出局"
        if "ACTIVE" in bad & prog.base_set:
            return "时机不符：只能在自己的回合内、没有牌正在结算时使用"
        if "TURN_START" in bad & prog.base_set:
            return "时机不符：「回合开始」的效果由田地里的牌自动执行"
        return None

    def triggered(self, seat: int, trigger: str) -> list[tuple]:
        """回合开始: every card in your 田地 with a 回合开始 effect, in the order they were sown."""
        out = []
        for uid in self.state.players[seat].field:
            d = self.defn(uid)
            out += [("skill", d.id, uid, e.index) for e in d.program.effects if trigger in e.timings]
        return out


# -- the turn ----------------------------------------------------------------------------------------------


def priority(rt) -> None:
    if stack_window(rt):
        return
    s = rt.state
    seat = s.active
    if s.phase == "start":
        s.phase = "main"
        s.tasks.append(("priority",))
        return
    opts = rt.recall(usage.options, seat)
    if s.turn_uses >= rt.limits.uses_per_turn:
        opts = []
    choice = rt.ask(Decision(seat, "priority", "你的回合：使用一张牌，或结束回合", tuple(opts) + (Option("结束回合", END),)))
    if choice == END:
        rt.log("turn_end", seat, f"{rt.pname(seat)}结束回合")
        s.tasks.append(("turn_start", (seat + 1) % len(s.players)))
        return
    s.tasks.append(("priority",))
    s.turn_uses += 1
    usage.perform(rt, seat, choice)


def turn_start(rt, seat: int) -> None:
    s = rt.state
    if s.turn >= MAX_TURNS:
        best = max(p.fame for p in s.players)
        top = [p.seat for p in s.players if p.fame == best]
        s.over, s.winner = True, (top[0] if len(top) == 1 else None)
        s.end_reason = f"{MAX_TURNS}回合后声望最多者胜"
        rt.log("end", s.winner, f"游戏结束：{s.end_reason}")
        return
    s.active, s.turn, s.phase = seat, s.turn + 1, "start"
    s.passed, s.window_entry, s.turn_uses = frozenset(), None, 0
    rt.log("turn_start", seat, f"第{s.turn}回合：{rt.pname(seat)}的回合开始", s.turn)
    s.tasks.append(("priority",))
    rt.draw(seat, 1)
    usage.fire(rt, seat, "TURN_START")


def deal(rt) -> None:
    s = rt.state
    s.rng.shuffle(s.zones["pile"])
    for seat in s.seats:
        rt.draw(seat, 3)
    s.phase = "between"
    s.tasks.append(("turn_start", 0))


class Duel(Mode):
    name = "对决"
    game = "harvest"
    min_players = 2
    max_players = 4
    runtime_class = HarvestRuntime
    tasks = {"priority": priority, "turn_start": turn_start, "deal": deal}

    def check_end(self, rt):
        s = rt.state
        if s.phase == "setup":
            return None
        top = max(s.players, key=lambda p: p.fame)
        if top.fame >= WIN_FAME:
            return top.seat, f"声望达到{WIN_FAME}"
        return None


# -- card sets ---------------------------------------------------------------------------------------------


@attrs.frozen(eq=False)
class HarvestCard(CardDef):
    count: int = 1


@attrs.frozen
class CardSet:
    name: str
    cards: tuple  # (name, text, count)


def check_cardset(path, source: str) -> tuple[CardSet | None, list[Located]]:
    file = str(path)
    try:
        data = tomllib.loads(source)
    except tomllib.TOMLDecodeError as exc:
        return None, [locate(error("E300", Span(0, 0), f"TOML 语法错误：{exc}"), "", Origin(file))]
    loc = TomlLocator(source, file)
    out: list[Located] = []
    cards = []
    for i, entry in enumerate(data.get("牌", [])):
        where = loc.entry("牌", i)
        if not isinstance(entry, dict) or not isinstance(entry.get("名称"), str) or not isinstance(entry.get("效果"), str):
            out.append(locate(error("E301", Span(0, 0), "每张牌要有文本「名称」和「效果」"), "", where))
            continue
        count = entry.get("数量", 1)
        if not isinstance(count, int) or not 1 <= count <= 40:
            out.append(locate(error("E303", Span(0, 0), "「数量」应为1到40的整数"), "", loc.key("牌", i, "数量")))
            continue
        result = analyze(entry["效果"], "harvest")
        origin = loc.string_value("牌", i, "效果", entry["效果"]) or loc.key("牌", i, "效果")
        out += [locate(d, entry["效果"], origin) for d in result.diagnostics]
        if result.ok:
            cards.append((entry["名称"], entry["效果"], count))
    meta = data.get("卡组", {})
    return CardSet(str(meta.get("名称", Path(file).stem)), tuple(cards)), out


def load_cardsets(paths) -> list[CardSet]:
    out = []
    for path in paths:
        cardset, diagnostics = check_cardset(path, Path(path).read_text(encoding="utf-8"))
        errors = [d for d in diagnostics if d.diagnostic.is_error]
        if errors:
            raise ValueError(f"卡组文件有错误：{errors[0].render()}")
        out.append(cardset)
    return out


def library_of(cardsets) -> tuple[CardLibrary, list]:
    library, deck = CardLibrary(), []
    for cs in cardsets:
        for name, text, count in cs.cards:
            (program,) = compile_text(text, "harvest")
            d = library.add(HarvestCard, kind="card", name=name, category="牌", text=text, program=program, count=count)
            deck += [d] * count
    return library, deck


def new_game(players: int, cardsets, seed: int, limits=None) -> Game:
    library, deck = library_of(cardsets)
    state = GameState.new(SCHEMA, players, Rng(seed))
    for d in deck:
        uid = state.new_uid()
        state.cards[uid] = CardInstance(uid, d.id, 0, 0, "pile")
        state.zones["pile"].append(uid)
    state.tasks.append(("deal",))
    return Game(state, library, Duel(), limits)


# -- scenarios: the keys of a player and of the public zones, and their values ------------------------------

class ScenarioSupport:
    PLAYER_FIELDS = {"粮食": "count", "声望": "count", "手牌": "cards", "田地": "cards"}  # kinds: zhdsl.scenarios.schema
    PUBLIC_KEYS = {"牌堆", "弃牌堆"}
    CARD_FIELDS = {"名称": "text"}
    CARD_NAMING = ("名称",)
    POOL_KEYS = ()
    PLAYER_EXPECT_KEYS = {"粮食", "声望", "手牌", "田地", "手牌数"}

    @staticmethod
    def build(sc) -> Game:
        from zhdsl.scenarios.loader import ScenarioError, resolve_cardsets

        library, _deck = library_of(load_cardsets(resolve_cardsets(sc, [CARDS])))
        state = GameState.new(SCHEMA, len(sc.players), Rng(sc.seed))

        def place(card, zone, seat, where):
            name = card["名称"] if isinstance(card, dict) else card
            found = library.find(name)
            if found is None:
                raise ScenarioError(f"{where}：找不到名为「{name}」的牌")
            uid = state.new_uid()
            c = CardInstance(uid, found.id, seat or 0, seat or 0, zone, seat)
            c.face_up = zone in ("field", "discard")
            c.seen_by = frozenset({seat}) if zone == "hand" else frozenset()
            state.cards[uid] = c
            state.zone_list(zone, seat).append(uid)

        for seat, spec in enumerate(sc.players):
            p = state.players[seat]
            p.grain, p.fame = int(spec.get("粮食", 3)), int(spec.get("声望", 0))
            for zone, key in (("hand", "手牌"), ("field", "田地")):
                for name in spec.get(key, []):
                    place(name, zone, seat, f"角色{seat + 1}的{key}")
        for zone, key in (("pile", "牌堆"), ("discard", "弃牌堆")):
            for name in sc.public.get(key, []):
                place(name, zone, None, f"公共区域的{key}")
        state.active, state.phase, state.turn = sc.current - 1, "main", 1
        state.tasks.append(("priority",))
        return Game(state, library, Duel())

    @staticmethod
    def player_value(game, rt, seat: int, attr: str):
        p = game.state.players[seat]
        names = lambda uids: [game.library[game.state.cards[u].def_id].name for u in uids]  # noqa: E731
        return {"粮食": p.grain, "声望": p.fame, "手牌": names(p.hand), "田地": names(p.field),
                "手牌数": len(p.hand)}[attr]


# -- the game, for zhdsl's CLI, bots and scenarios -----------------------------------------------------------


class HarvestGame(GameRules):
    SEAT_LABEL = "座次"

    def __init__(self, dialect) -> None:
        self.dialect = dialect
        self.scenario = ScenarioSupport

    def modes(self) -> dict:
        return {Duel.name: Duel}

    def bundled_cardsets(self) -> list:
        return [CARDS]

    def check_cardset(self, path, source: str) -> list:
        return check_cardset(path, source)[1]

    def load_cardsets(self, paths) -> list:
        return load_cardsets(paths)

    def new_game(self, mode: str, players: int, cardsets, seed: int, options: dict, limits=None):
        return new_game(players, cardsets, seed, limits or Limits())

    def evaluate(self, game, seat: int) -> float:
        if game.is_terminal():
            return 1000.0 * game.returns()[seat]
        me = game.state.players[seat]
        best_other = max((p.fame for p in game.state.players if p.seat != seat), default=0)
        return 10.0 * (me.fame - best_other) + me.grain + 0.5 * len(me.field) + 0.3 * len(me.hand)
