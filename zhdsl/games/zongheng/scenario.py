"""纵横坛 scenarios (docs/scenario-format.md): build the position a scenario describes — a `Game`
inside the current player's turn — and read its expectation keys off a game."""

from __future__ import annotations

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState
from zhdsl.games.zongheng import energy as en
from zhdsl.games.zongheng import lords
from zhdsl.games.zongheng.modes import load_all
from zhdsl.games.zongheng.rules import add_general, add_lord, build_library, bundled_paths, load_cardsets
from zhdsl.games.zongheng.schema import SCHEMA, STANDARD_WEALTH
from zhdsl.scenarios.loader import Scenario, ScenarioError, resolve_cardsets

# the fields a scenario may write (their kinds: zhdsl.scenarios.schema)
PLAYER_FIELDS = {
    "领主": "card", "财富": "amount", "物资": "count", "精力": "pool", "手牌": "cards", "结界区": "cards",
    "造物区": "cards", "死亡": "flag", "仓储": "small", "效率": "small", "领主区": "cards",
}
PUBLIC_KEYS = {"牌库", "过往", "虚空"}
CARD_FIELDS = {
    "名称": "text", "效果": "text", "技能": "text", "精力": "pool", "点数": "point", "类别": "text",
    "效率": "stat", "仓储": "stat", "阵营": "text", "回合": "turn",
    # the card's state where the scenario puts it (docs/scenario-format.md)
    "横置": "flag", "正面朝上": "flag", "已见": "seats", "所有者": "seat", "控制者": "seat",
}
STATE_KEYS = ("横置", "正面朝上", "已见", "所有者", "控制者")
CARD_NAMING = ("名称", "效果", "技能")
POOL = en.POOL.pattern
POOL_HINT = "写作「2红1黑」，或「0」；每个数量最多9位"
POOL_KEYS = ("精力",)


def _energy(spec, where: str) -> dict:
    pool = en.parse(str(spec))
    if pool is None:
        raise ScenarioError(f"{where}的精力「{spec}」无法识别（写作「2红1黑」，或「0」）")
    return pool


class Builder:
    def __init__(self, sc: Scenario) -> None:
        self.sc = sc
        try:
            library, _deck, _lords = build_library(load_cardsets(resolve_cardsets(sc, bundled_paths())))
        except ValueError as exc:
            raise ScenarioError(str(exc)) from None
        lords.prepare(library)
        self.library = library
        self._inline: dict = {}

    def card_def(self, spec, where: str):
        lib = self.library
        try:
            if isinstance(spec, str) and not spec.startswith("「"):
                from zhdsl.games.zongheng.lord_line import split

                header, _, problems = split(spec)
                if problems:
                    raise ScenarioError(f"{where}的领主无效：{problems[0].message}")
                if header is not None:  # `领主 = "烽烟·铁骑督，效率4，仓储6，精力红红蓝，技能：…"` (rule 15.28)
                    spec = header.spec(spec[header.span.end:].strip())
            if isinstance(spec, dict) and "效果" not in spec and "技能" not in spec and "名称" in spec:
                point = int(spec["点数"]) if "点数" in spec else None
                d = lib.find(str(spec["名称"]), "general", point) or lib.find(str(spec["名称"]), "lord")
                if d is None:
                    raise ScenarioError(f"{where}：找不到名为「{spec['名称']}」的牌")
                return d
            if isinstance(spec, dict):
                key = tuple(sorted((k, str(v)) for k, v in spec.items() if k != "回合" and k not in STATE_KEYS))
                if key not in self._inline:
                    if "技能" in spec or "效率" in spec:
                        self._inline[key] = add_lord(
                            lib, str(spec.get("名称", "领主")), str(spec.get("技能", "")), int(spec.get("效率", 5)),
                            int(spec.get("仓储", 5)), tuple(_energy(spec.get("精力", "0"), where).items()),
                            str(spec.get("阵营", "中立")),  # a lord's 阵营, read by `若…属于“烽烟”阵营` (rule 10.72)
                        )
                    else:
                        text = str(spec.get("效果", ""))
                        _energy(spec.get("精力", "0"), where)
                        colour_cost = _colour_order(str(spec.get("精力", "0")))
                        self._inline[key] = add_general(
                            lib, str(spec.get("名称", text)), text, int(spec.get("点数", 0)), colour_cost,
                            str(spec.get("类别", "行动")),
                        )
                return self._inline[key]
            name = str(spec)
            if name.startswith("「") and name.endswith("」"):
                text = name[1:-1]
                if name not in self._inline:
                    self._inline[name] = add_general(lib, text, text, 0, ())
                return self._inline[name]
        except ScenarioError:
            raise
        except Exception as exc:  # the compiler refuses invalid card text
            raise ScenarioError(f"{where}的牌无效：{exc}") from None
        d = lib.find(name, "general") or lib.find(name, "lord") or lib.find(name, "creation")
        if d is None:
            raise ScenarioError(f"{where}：找不到名为「{name}」的牌（检查「卡组」）")
        return d

    @staticmethod
    def card_state(c: CardInstance, spec: dict, where: str, players: int) -> None:
        """横置, 正面朝上, 已见, 所有者, 控制者 written on a card."""
        for key in ("所有者", "控制者"):
            if key in spec and not 1 <= spec[key] <= players:
                raise ScenarioError(f"{where}的牌的「{key}」应为1到{players}之间的座次")
        if "所有者" in spec:
            c.owner = spec["所有者"] - 1
        if "控制者" in spec:
            c.controller = spec["控制者"] - 1
        if "横置" in spec:
            c.tapped = spec["横置"]
        if "正面朝上" in spec:
            c.face_up = spec["正面朝上"]
        if "已见" in spec:
            if any(not 1 <= seat <= players for seat in spec["已见"]):
                raise ScenarioError(f"{where}的牌的「已见」应是1到{players}之间的座次")
            c.seen_by = frozenset(seat - 1 for seat in spec["已见"])

    def build(self) -> Game:
        sc = self.sc
        state = GameState.new(SCHEMA, len(sc.players), Rng(sc.seed))
        players = state.players
        modes = load_all()
        mode_cls = modes.get(sc.mode)
        if mode_cls is None:
            raise ScenarioError(f"未知的模式「{sc.mode}」（已有：{'、'.join(modes)}）")
        why = mode_cls.player_count_error(len(players))
        if why:
            raise ScenarioError(f"{why}：场景里写了{len(players)}个[[角色]]")
        mode = mode_cls()
        try:
            mode.scenario_state(state, sc.mode_state)
        except ValueError as exc:
            raise ScenarioError(f"[模式状态]：{exc}") from None
        default = lords.default_lord(self.library)

        def place(spec, zone: str, seat: int | None, where: str):
            d = self.card_def(spec, where)
            uid = state.new_uid()
            owner = seat if seat is not None else 0
            c = CardInstance(uid, d.id, owner, owner, zone, seat)
            if zone == "hand":
                c.seen_by = frozenset({seat})
            elif zone != "deck":
                c.face_up = True
            if isinstance(spec, dict) and "回合" in spec:
                c.marks = {"turns_left": int(spec["回合"])}
            if isinstance(spec, dict):
                self.card_state(c, spec, where, len(players))
            state.add_card(c)
            state.wzone_list(zone, seat).append(uid)
            return d

        for seat, spec in enumerate(sc.players):
            where = f"角色{seat + 1}"
            p = players[seat]
            p.dead = bool(spec.get("死亡", False))
            p.wealth = int(spec.get("财富", 0 if p.dead else STANDARD_WEALTH))  # the dead have 0 (rule 14.1)
            p.supply = int(spec.get("物资", 0))
            p.energy = _energy(spec.get("精力", "0"), where)
            for lord in spec.get("领主区", []):
                place(lord, "lord", seat, where + "的领主区")
            lord = spec.get("领主")
            if lord is not None and not (isinstance(lord, str) and self.library.find(lord, "lord") is default):
                d = place(lord, "lord", seat, where + "的领主")
                if d.kind != "lord":
                    raise ScenarioError(f"{where}：「{d.name}」不是领主牌")
            for zone, key in (("hand", "手牌"), ("ward", "结界区"), ("creation", "造物区")):
                for card in spec.get(key, []):
                    place(card, zone, seat, f"{where}的{key}")
        for zone, key in (("deck", "牌库"), ("past", "过往"), ("void", "虚空")):
            for card in sc.public.get(key, []):
                place(card, zone, None, f"公共区域的{key}")
        rt = mode.runtime_class(state, self.library, mode, None, Limits())
        for seat, spec in enumerate(sc.players):
            rt.sync_lord(seat)
            if "仓储" in spec:
                players[seat].storage = int(spec["仓储"])
            if "效率" in spec:
                players[seat].efficiency = int(spec["效率"])
        rt.apply_statics()
        state.active = sc.current - 1
        state.phase = "main"
        state.turn = 1
        players[state.active].supply_level = rt.supply_level(state.active)
        state.tasks.append(("priority",))
        return Game(state, self.library, mode)


def _colour_order(spec: str) -> tuple:
    """`0绿` keeps its colour (with 0) so the card is green (rule 4.1)."""
    import re

    out = []
    for m in re.finditer(r"([0-9]+)\s*([绿红蓝黄黑])色?", spec):
        out.append((en.BY_NAME[m.group(2)], int(m.group(1))))
    return tuple(out)


def build(sc: Scenario) -> Game:
    return Builder(sc).build()


# -- expectations (zhdsl.scenarios.expect) ------------------------------------------------------------

PLAYER_EXPECT_KEYS = {"财富", "物资", "精力", "手牌", "手牌数", "结界区", "造物区", "领主区", "仓储", "效率", "死亡", "领主"}
ORDERED = {"领主区"}


def player_value(game, rt, seat: int, attr: str):
    p = game.state.players[seat]
    card_names = lambda uids: [game.library[game.state.cards[u].def_id].name for u in uids]  # noqa: E731
    values = {
        "财富": lambda: p.wealth, "物资": lambda: p.supply, "精力": lambda: dict(p.energy),
        "手牌": lambda: card_names(p.hand), "手牌数": lambda: rt.hand_count(seat), "结界区": lambda: card_names(p.ward),
        "造物区": lambda: card_names(p.creation), "领主区": lambda: card_names(p.lord),
        "仓储": lambda: rt.attr(seat, "storage"), "效率": lambda: rt.attr(seat, "efficiency"),
        "死亡": lambda: p.dead, "领主": lambda: rt.lord_def(seat).name,
    }
    return values[attr]()
