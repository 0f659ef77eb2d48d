"""《符文战场》 scenarios (docs/scenario-format.md, docs/riftbound.md part 9): build the position a
scenario describes — a `Game` inside the current player's main phase, or at the start of their
turn — and read its expectation keys off a game.

A player's table holds their resources and zones (`基地` holds units and gear with their state);
the public `战场` list holds the battlefields in play, each with its controller, the units there and
a face-down card. A card is a name from the card sets (the bundled catalog by default), or a table:
`名称` alone names a known card and adds its state (`休眠`, `伤害`, `增益`, `眩晕`, `控制者`,
`贴附`); with `效果` (and `类别`, `颜色`, `法力`, `符能`, `战力`, `标签`) it defines a card inline.
"""

from __future__ import annotations

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState
from zhdsl.games.riftbound.catalog import CATEGORY_WORDS, COLOUR_WORDS
from zhdsl.games.riftbound.keywords import COLOUR_SHORT
from zhdsl.games.riftbound.modes import MODES
from zhdsl.games.riftbound.schema import SCHEMA
from zhdsl.scenarios.loader import Scenario, ScenarioError, resolve_cardsets

# the fields a scenario may write (their kinds: zhdsl.scenarios.schema)
PLAYER_FIELDS = {
    "传奇": "card", "分数": "count", "经验": "count", "法力": "count", "符能": "pool",
    "手牌": "cards", "主牌堆": "cards", "废牌堆": "cards", "放逐区": "cards", "基地": "cards", "符文": "cards",
    "符文牌堆": "cards", "英雄区域": "cards", "本回合已打出": "small", "本回合已得分": "cards",
}
PUBLIC_KEYS = {"战场"}
CARD_FIELDS = {
    "名称": "text", "副标题": "text", "效果": "text", "类别": "text", "颜色": "text", "法力": "small", "符能": "small",
    "战力": "small", "标签": "text", "英雄": "text",
    "休眠": "flag", "伤害": "small", "增益": "flag", "眩晕": "flag", "控制者": "small", "贴附": "text", "已强化": "flag",
    "强化层数": "small",
    "单位": "cards", "待命": "card", "本回合布置": "flag",
}
CARD_NAMING = ("名称", "效果")
POOL = SCHEMA.pools[0].pattern
POOL_HINT = "写作「1红2任意」，或「0」；颜色：红、绿、蓝、橙、紫、黄、任意"
POOL_KEYS = ("符能",)

PLAYER_EXPECT_KEYS = {
    "分数", "队伍分数", "经验", "法力", "符能", "手牌", "手牌数", "主牌堆", "主牌堆数", "废牌堆", "放逐区", "基地", "符文数",
    "活跃符文数", "符文", "符文牌堆数", "英雄区域", "控制的战场", "单位", "本回合已打出",
}
PLAYER_EXPECT_FAMILIES = {"战力", "伤害", "位置", "休眠", "增益", "眩晕", "贴附", "关键词", "已强化"}
GAME_EXPECT_FAMILIES = {"战场"}
ORDERED = {"主牌堆"}

_CATEGORIES = {**CATEGORY_WORDS, "装备指示物": "token_gear", "单位指示物": "token"}
_MODE_KEYS = {"回合": "turn", "先手": "first", "从回合开始": "begin", "调度": "mulligan"}


def _colours(text: str, where: str) -> tuple:
    out, rest = [], text.strip()
    while rest:
        for word, code in list(COLOUR_WORDS.items()) + [(k, v) for k, v in COLOUR_SHORT.items()]:
            if rest.startswith(word):
                if code != "colorless":
                    out.append(code)
                rest = rest[len(word):].lstrip("、，, ")
                break
        else:
            raise ScenarioError(f"{where}的颜色「{text}」无法识别（红、绿、蓝、橙、紫、黄，可写多个如「红橙」，或「无色」）")
    return tuple(out)


class Builder:
    def __init__(self, sc: Scenario) -> None:
        from zhdsl.games.riftbound import game as rgame

        self.sc = sc
        try:
            loaded = rgame.load_cardsets(resolve_cardsets(sc, [rgame.lib.DEFAULT_CATALOG]))
        except ValueError as exc:
            raise ScenarioError(str(exc)) from None
        self.library = loaded.library.copy()
        self._inline: dict = {}
        self.attach: list = []  # (gear uid, host name, where)

    # -- cards -------------------------------------------------------------------------------------

    def card_def(self, spec, where: str):
        lib = self.library
        if isinstance(spec, dict) and "效果" not in spec:
            name = str(spec["名称"])
            found = lib.find(f"{name}，{spec['副标题']}" if "副标题" in spec else name)
            if found is None:
                raise ScenarioError(f"{where}：找不到名为「{name}」的牌（检查「卡组」，或用「效果」写出它）")
            return found
        if isinstance(spec, dict):
            key = tuple(sorted((k, str(v)) for k, v in spec.items() if k in ("名称", "副标题", "效果", "类别", "颜色", "法力",
                                                                              "符能", "战力", "标签", "英雄")))
            if key not in self._inline:
                self._inline[key] = self._define(spec, where)
            return self._inline[key]
        name = str(spec)
        found = lib.find(name)
        if found is None:
            raise ScenarioError(f"{where}：找不到名为「{name}」的牌（检查「卡组」，或用「效果」写出它）")
        return found

    def _define(self, spec: dict, where: str):
        text = str(spec.get("效果", ""))
        word = str(spec.get("类别", "单位" if "战力" in spec else "法术"))
        category = _CATEGORIES.get(word)
        if category is None:
            raise ScenarioError(f"{where}的类别「{word}」无法识别（单位、英雄单位、法术、装备、传奇、战场、符文、指示物）")
        gear_token = category == "token_gear"
        category = "token" if gear_token else category
        try:
            d = self.library.add_card(
                str(spec.get("名称", text[:12] or word)), category, text,
                colours=_colours(str(spec.get("颜色", "")), where), mana=int(spec.get("法力", 0)),
                power_cost=int(spec.get("符能", 0)), might=int(spec.get("战力", 0)),
                tags=tuple(t for t in str(spec.get("标签", "")).replace("，", "、").split("、") if t),
                hero=str(spec.get("英雄", "")), subtitle=str(spec.get("副标题", "")),
            )
        except ValueError as exc:
            raise ScenarioError(f"{where}：{exc}") from None
        if gear_token:
            import attrs

            d = attrs.evolve(d, base="gear")
            self.library.defs[d.id] = d
        return d

    def place(self, state, spec, zone: str, seat: int, where: str, at=None) -> int:
        d = self.card_def(spec, where)
        uid = state.new_uid()
        owner = seat
        controller = seat
        if isinstance(spec, dict) and "控制者" in spec:
            controller = self.seat(spec["控制者"], f"{where}的「控制者」")
            owner = controller
        shared = zone in state.zones
        c = CardInstance(uid, d.id, owner, controller, zone, None if shared else seat)
        c.face_up = zone not in ("deck", "runes", "hand", "facedown")
        if zone in ("hand", "facedown"):
            c.seen_by = frozenset({owner})
        marks: dict = {}
        if zone in ("field", "facedown"):
            marks["at"] = at
        if isinstance(spec, dict):
            c.tapped = bool(spec.get("休眠", False))
            if spec.get("伤害"):
                marks["damage"] = int(spec["伤害"])
            if spec.get("增益"):
                marks["buff"] = 1
            if spec.get("眩晕"):
                marks["stunned"] = True
            if spec.get("已强化"):  # rules-riftbound.md 19.49
                marks["empowered"] = 1
            if spec.get("强化层数"):  # several levels of empowerment (rules-riftbound.md 19.58)
                marks["empowered"] = int(spec["强化层数"])
            if "贴附" in spec:
                self.attach.append((uid, str(spec["贴附"]), where))
            if spec.get("本回合布置"):
                marks["hidden_turn"] = self.turn
        c.marks = marks
        state.add_card(c)
        state.wzone_list(zone, None if shared else seat).append(uid)
        return uid

    def seat(self, value, where: str) -> int:
        if not 1 <= int(value) <= self.players:
            raise ScenarioError(f"{where}应为1到{self.players}之间的座次，实际是{value}")
        return int(value) - 1

    # -- the position ------------------------------------------------------------------------------

    def build(self) -> Game:
        sc = self.sc
        self.players = n = len(sc.players)
        mode_cls = MODES.get(sc.mode)
        if mode_cls is None:
            raise ScenarioError(f"未知的模式「{sc.mode}」（已有：{'、'.join(MODES)}）")
        why = mode_cls.player_count_error(n)
        if why:
            raise ScenarioError(f"{why}：场景里写了{n}个[[角色]]")
        unknown = [k for k in sc.mode_state if k not in _MODE_KEYS]
        if unknown:
            raise ScenarioError(f"[模式状态]：未知的键{'、'.join(unknown)}（可用：{'、'.join(_MODE_KEYS)}）")
        ms = sc.mode_state
        self.turn = int(ms.get("回合", 1))
        if self.turn < 1:
            raise ScenarioError("[模式状态]：「回合」至少为1")
        first = self.seat(ms.get("先手", sc.current), "[模式状态]「先手」")
        state = GameState.new(SCHEMA, n, Rng(sc.seed))
        state.mode_data["first"] = first
        for seat, spec in enumerate(sc.players):
            where = f"角色{seat + 1}"
            p = state.players[seat]
            p.points = int(spec.get("分数", 0))
            p.xp = int(spec.get("经验", 0))
            p.mana = int(spec.get("法力", 0))
            power = SCHEMA.pools[0].parse(str(spec.get("符能", "0")))
            p.power = power or {}
            p.played = int(spec.get("本回合已打出", 0))
            p.team = seat % 2 if mode_cls.teams else seat
            if "传奇" in spec:
                uid = self.place(state, spec["传奇"], "legend", seat, f"{where}的传奇")
                if self.library[state.cards[uid].def_id].base != "legend":
                    raise ScenarioError(f"{where}：「{self.library[state.cards[uid].def_id].name}」不是传奇")
            for zone, key in (("hand", "手牌"), ("deck", "主牌堆"), ("trash", "废牌堆"), ("banish", "放逐区"),
                              ("base", "基地"), ("rune_area", "符文"), ("runes", "符文牌堆"), ("champion", "英雄区域")):
                for card in spec.get(key, []):
                    uid = self.place(state, card, zone, seat, f"{where}的{key}")
                    d = self.library[state.cards[uid].def_id]
                    if zone in ("rune_area", "runes") and d.base != "rune":
                        raise ScenarioError(f"{where}的{key}：「{d.name}」不是符文")
                    if zone == "base" and d.base not in ("unit", "gear"):
                        raise ScenarioError(f"{where}的基地：「{d.name}」不是单位或装备")
        scored = {}
        for i, bf in enumerate(sc.public.get("战场", []), start=1):
            where = f"公共区域的第{i}处战场"
            spec = {k: v for k, v in bf.items() if k not in ("单位", "待命", "控制者")} if isinstance(bf, dict) else bf
            uid = self.place(state, spec, "battlefields", 0, where)
            d = self.library[state.cards[uid].def_id]
            if d.base != "battlefield":
                raise ScenarioError(f"{where}：「{d.name}」不是战场")
            ctrl = self.seat(bf["控制者"], f"{where}的「控制者」") if isinstance(bf, dict) and "控制者" in bf else None
            state.cards[uid].marks = {"ctrl": ctrl} if ctrl is not None else {}
            scored[d.name] = uid
            for k, unit in enumerate(bf.get("单位", []) if isinstance(bf, dict) else [], start=1):
                owner = ctrl
                if not (isinstance(unit, dict) and "控制者" in unit) and owner is None:
                    raise ScenarioError(f"{where}的第{k}名单位要写「控制者」（该战场无人控制）")
                u = self.place(state, unit, "field", owner if owner is not None else 0, f"{where}的第{k}名单位", at=uid)
                if self.library[state.cards[u].def_id].base not in ("unit", "gear"):
                    raise ScenarioError(f"{where}的第{k}名单位不是单位或装备")
            if isinstance(bf, dict) and "待命" in bf:
                if ctrl is None:
                    raise ScenarioError(f"{where}：无人控制的战场不能有待命牌（规则 19.3）")
                self.place(state, bf["待命"], "facedown", ctrl, f"{where}的待命牌", at=uid)
        for seat, spec in enumerate(sc.players):
            names = spec.get("本回合已得分", [])
            got = set()
            for name in names:
                name = name if isinstance(name, str) else str(name.get("名称", ""))
                if name not in scored:
                    raise ScenarioError(f"角色{seat + 1}的本回合已得分：没有名为「{name}」的战场")
                got.add(scored[name])
            state.players[seat].scored = frozenset(got)
        for gear, host, where in self.attach:
            at = state.cards[gear]
            hosts = [u for u, c in state.cards.items() if c.zone == at.zone and c.zone_owner == at.zone_owner
                     and c.marks.get("at") == at.marks.get("at") and self.library[c.def_id].name == host
                     and self.library[c.def_id].base == "unit"]
            if not hosts:
                raise ScenarioError(f"{where}：同一位置没有名为「{host}」的单位可以贴附")
            at.marks = {**at.marks, "host": hosts[0]}
        state.active = sc.current - 1
        state.turn = self.turn
        mode = mode_cls()
        if ms.get("调度"):
            state.phase = "setup"
            state.tasks.append(("turn_begin",))
            state.tasks.append(("mulligan", 0))
            state.turn = self.turn - 1
        elif ms.get("从回合开始"):
            state.phase = "start"
            state.turn = self.turn - 1
            state.tasks.append(("turn_begin",))
        else:
            state.phase = "main"
            state.tasks.append(("priority",))
        return Game(state, self.library, mode, Limits())


def build(sc: Scenario) -> Game:
    return Builder(sc).build()


# -- expectations (zhdsl.scenarios.expect) ------------------------------------------------------------


def _names(game, uids) -> list[str]:
    return [game.library[game.state.cards[u].def_id].name for u in uids]


def _one(game, rt, seat: int, name: str, anywhere: bool = False) -> int:
    s = game.state
    # the legend counts as in play for `角色N.休眠.名称` (rules-riftbound.md 9.52)
    on_board = [u for u in rt.permanents() + list(s.players[seat].legend)
                if s.cards[u].controller == seat and game.library[s.cards[u].def_id].name == name]
    found = on_board
    if not found and anywhere:
        found = [u for u, c in s.cards.items() if c.owner == seat and c.zone != "destroyed"
                 and game.library[c.def_id].name == name]
    if not found:
        raise ScenarioError(f"角色{seat + 1}{'' if anywhere else '在场上'}没有名为「{name}」的牌")
    if len(found) > 1:
        raise ScenarioError(f"角色{seat + 1}有{len(found)}张名为「{name}」的牌，期望无法确定指哪一张")
    return found[0]


def location(rt, uid: int) -> str:
    c = rt.state.cards[uid]
    if c.zone == "base":
        return "基地"
    if c.zone == "field":
        return rt.defn(c.marks["at"]).name
    if c.zone == "destroyed":
        return "不再存在"
    if c.zone == "stack":
        return "结算链"
    return next((z.word for z in SCHEMA.zones if z.name == c.zone), c.zone)


def player_value(game, rt, seat: int, attr: str):
    s = game.state
    p = s.players[seat]
    if "." in attr:
        family, name = attr.split(".", 1)
        uid = _one(game, rt, seat, name, anywhere=family == "位置")
        c = s.cards[uid]
        if family == "位置":
            return location(rt, uid)
        if family == "战力":
            return rt.might(uid)
        if family == "伤害":
            return c.marks.get("damage", 0)
        if family == "休眠":
            return bool(c.tapped)
        if family == "增益":
            return bool(c.marks.get("buff"))
        if family == "眩晕":
            return bool(c.marks.get("stunned"))
        if family == "已强化":  # rules-riftbound.md 19.49
            return bool(c.marks.get("empowered"))
        if family == "贴附":
            host = c.marks.get("host")
            return rt.defn(host).name if host is not None else ""
        if family == "关键词":
            from zhdsl.games.riftbound.keywords import KEYWORD_NAMES

            return [f"{w}{n if n > 1 else ''}" for w in KEYWORD_NAMES for n in [rt.keyword(uid, w)] if n]
    values = {
        "分数": lambda: p.points, "队伍分数": lambda: rt.mode.team_points(rt, seat), "经验": lambda: p.xp,
        "法力": lambda: p.mana, "符能": lambda: {k: v for k, v in p.power.items() if v},
        "手牌": lambda: _names(game, p.hand), "手牌数": lambda: len(p.hand), "主牌堆": lambda: _names(game, p.deck),
        "主牌堆数": lambda: len(p.deck), "废牌堆": lambda: _names(game, p.trash), "放逐区": lambda: _names(game, p.banish),
        "基地": lambda: _names(game, p.base), "符文": lambda: _names(game, p.rune_area), "符文数": lambda: len(p.rune_area),
        "活跃符文数": lambda: sum(1 for u in p.rune_area if not s.cards[u].tapped),
        "符文牌堆数": lambda: len(p.runes), "英雄区域": lambda: _names(game, p.champion),
        "控制的战场": lambda: [rt.defn(b).name for b in rt.battlefields() if rt.bf_controller(b) == seat],
        "单位": lambda: _names(game, [u for u in rt.units() if s.cards[u].controller == seat]),
        "本回合已打出": lambda: p.played,
    }
    return values[attr]()


def game_value(game, rt, key: str):
    """`战场.X.控制者` (1-based seat, 0 for none), `战场.X.单位` (names of the units there)."""
    parts = key.split(".")
    if len(parts) != 3 or parts[2] not in ("控制者", "单位"):
        raise ScenarioError(f"未知的期望键「{key}」（战场的键：战场.名称.控制者、战场.名称.单位）")
    found = [b for b in rt.battlefields() if rt.defn(b).name == parts[1]]
    if not found:
        raise ScenarioError(f"期望的键「{key}」：没有名为「{parts[1]}」的战场")
    bf = found[0]
    if parts[2] == "控制者":
        ctrl = rt.bf_controller(bf)
        return 0 if ctrl is None else ctrl + 1
    return _names(game, rt.units_at_bf(bf))
