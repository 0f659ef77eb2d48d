"""星宿 scenarios (docs/xingxiu.md 七, docs/scenario-format.md): build the position a scenario describes — a
game in the current player's play phase with an empty stack — and read its expectations off a game.

A player names a general from the card sets (`"武将" = "角宿·角木蛟"`) or gives skills as text
(`"技能" = ["锁定技，你的手牌上限加一。"]`); cards are named (`"进攻"`, `"进攻（秋9）"`), or written as a table
(`{ "名称" = "进攻", "牌面" = "冬9" }`, or a new card with `效果`, `类别`, `类型`, `进攻范围`)."""

from __future__ import annotations

import re

from zhdsl.engine.cards import CardInstance
from zhdsl.engine.game import Game
from zhdsl.engine.limits import Limits
from zhdsl.engine.rng import Rng
from zhdsl.engine.state import GameState
from zhdsl.games.xingxiu.modes import ROLE_TABLE, ROLE_WORDS, load_all
from zhdsl.games.xingxiu.schema import SCHEMA
from zhdsl.scenarios.loader import Scenario, ScenarioError, resolve_cardsets

PLAYER_FIELDS = {
    "武将": "text", "技能": "cards", "阵营": "text", "军力": "count", "军力上限": "count", "手牌": "cards", "装备区": "cards",
    "判定区": "cards", "阵亡": "flag", "身份": "text",
}
PUBLIC_KEYS = {"牌堆", "弃牌堆"}
CARD_FIELDS = {"名称": "text", "牌面": "text", "效果": "text", "类别": "text", "类型": "text", "进攻范围": "small"}
CARD_NAMING = ("名称", "效果")
POOL = re.compile("")
POOL_HINT = ""
POOL_KEYS = ()
PLAYER_EXPECT_KEYS = {"军力", "军力上限", "手牌", "手牌数", "装备区", "判定区", "阵亡", "武将", "进攻范围", "手牌上限", "身份"}
ORDERED = {"判定区"}

_FACE = re.compile(r"^(.+?)[（(]?([春夏秋冬])([0-9]{1,2})[）)]?$")
_SEASONS = {"春": "spring", "夏": "summer", "秋": "autumn", "冬": "winter"}
_CATEGORIES = {"基本牌": "basic", "计策牌": "strategy", "装备牌": "equipment"}
_EQUIP = {"武器": "weapon", "防具": "armour", "轻骑兵": "light_cavalry", "重骑兵": "heavy_cavalry"}


class Builder:
    def __init__(self, sc: Scenario) -> None:
        from zhdsl.games.xingxiu.game import _cardsets, library_of
        from zhdsl.games.xingxiu.rules import bundled_paths

        self.sc = sc
        try:
            self.lib = library_of(_cardsets(resolve_cardsets(sc, bundled_paths())))
        except ValueError as exc:
            raise ScenarioError(str(exc)) from None
        # scenarios add their own cards: a private library copy so games made from the card sets stay clean
        from zhdsl.engine.library import CardLibrary

        library = CardLibrary()
        library.defs = list(self.lib.library.defs)
        library.by_name = {k: list(v) for k, v in self.lib.library.by_name.items()}
        library.game_data = {k: (dict(v) if isinstance(v, dict) else v) for k, v in self.lib.library.game_data.items()}
        self.library = library

    # -- cards -----------------------------------------------------------------------------------------------

    def card_def(self, spec, where: str):
        lib = self.library
        if isinstance(spec, dict):
            if "效果" in spec:
                return self._new_card(spec, where)
            name = str(spec.get("名称", ""))
            face = spec.get("牌面")
            return self._find(name, str(face) if face is not None else None, where)
        name = str(spec)
        m = _FACE.match(name)
        if m and lib.by_name.get(m.group(1)):
            return self._find(m.group(1), m.group(2) + m.group(3), where)
        return self._find(name, None, where)

    def _find(self, name: str, face: str | None, where: str):
        cards = [d for d in self.library.by_name.get(name, ()) if d.kind == "card"]
        if not cards:
            raise ScenarioError(f"{where}：找不到名为「{name}」的牌（检查「卡组」）")
        if face is None:
            return cards[0]
        m = re.match(r"^([春夏秋冬])([0-9]{1,2})$", face)
        if m is None:
            raise ScenarioError(f"{where}：无法识别的牌面「{face}」（写作季节加点数，如「秋9」）")
        season, point = _SEASONS[m.group(1)], int(m.group(2))
        for d in cards:
            if d.season == season and d.point == point:
                return d
        from zhdsl.games.xingxiu.rules import GameCardDef

        base = cards[0]
        from zhdsl.games.xingxiu.aliases import COLOUR_OF_SEASON

        return self.library.add(GameCardDef, kind="card", name=base.name, category=base.category, text=base.text,
                                program=base.program, season=season, point=point, colour=COLOUR_OF_SEASON[season],
                                equip_type=base.equip_type, attack_range=base.attack_range, plan=base.plan,
                                group=base.group)

    def _new_card(self, spec: dict, where: str):
        from zhdsl.games.xingxiu.cardset import GameCard
        from zhdsl.games.xingxiu.plan import PlanError, plan_card
        from zhdsl.games.xingxiu.rules import add_card
        from zhdsl.games.xingxiu.dialect import Xingxiu
        from zhdsl.pipeline import CompileError, analyze, compile_text
        from zhdsl.text.source import Origin

        text = str(spec["效果"])
        category = _CATEGORIES.get(str(spec.get("类别", "计策牌")))
        if category is None:
            raise ScenarioError(f"{where}：「类别」应为基本牌、计策牌或装备牌")
        equip = None
        if category == "equipment":
            equip = _EQUIP.get(str(spec.get("类型", "")))
            if equip is None:
                raise ScenarioError(f"{where}：装备牌的「类型」应为武器、防具、轻骑兵或重骑兵")
        result = analyze(text, "xingxiu")
        if not result.ok:
            first = next(d for d in result.diagnostics if d.is_error)
            raise ScenarioError(f"{where}的牌无效：{first.message}")
        try:
            plan = plan_card(result.versions, compile_text(text, "xingxiu"), Xingxiu, category == "equipment")
        except (PlanError, CompileError) as exc:
            raise ScenarioError(f"{where}的牌无效：{exc}") from None
        face = str(spec.get("牌面", "春1"))
        m = re.match(r"^([春夏秋冬])([0-9]{1,2})$", face)
        if m is None:
            raise ScenarioError(f"{where}：无法识别的牌面「{face}」")
        name = str(spec.get("名称", text[:8]))
        card = GameCard(category, name, text, ((_SEASONS[m.group(1)], int(m.group(2))),), Origin(where), equip,
                        int(spec["进攻范围"]) if "进攻范围" in spec else (1 if equip == "weapon" else None), plan)
        d = add_card(self.library, card, _SEASONS[m.group(1)], int(m.group(2)))
        self.library.game_data["plans"][name] = plan
        return d

    # -- generals -----------------------------------------------------------------------------------------------

    def general(self, spec: dict, where: str):
        from zhdsl.games.xingxiu.cardset import FACTIONS
        from zhdsl.games.xingxiu.plan import PlanError, plan_skill
        from zhdsl.games.xingxiu.rules import GeneralDef, add_skill
        from zhdsl.games.xingxiu.dialect import Xingxiu
        from zhdsl.pipeline import CompileError, analyze, compile_text

        name = spec.get("武将")
        skills = spec.get("技能")
        if name is not None and skills is None:
            found = [d for d in self.library.by_name.get(str(name), ()) if d.kind == "general"]
            if not found:
                raise ScenarioError(f"{where}：找不到名为「{name}」的武将")
            return found[0]
        faction = str(spec.get("阵营", "青龙"))
        if faction not in FACTIONS:
            raise ScenarioError(f"{where}：阵营应为{'、'.join(FACTIONS)}之一")
        ids = []
        for i, skill in enumerate(skills or [], start=1):
            text = str(skill["效果"] if isinstance(skill, dict) else skill)
            skill_name = str(skill.get("名称", f"技能{i}")) if isinstance(skill, dict) else f"技能{i}"
            result = analyze(text, "xingxiu")
            if not result.ok:
                first = next(d for d in result.diagnostics if d.is_error)
                raise ScenarioError(f"{where}的技能无效：{first.message}")
            try:
                plan = plan_skill(result.versions, compile_text(text, "xingxiu"), Xingxiu)
            except (PlanError, CompileError) as exc:
                raise ScenarioError(f"{where}的技能无效：{exc}") from None
            ids.append(add_skill(self.library, skill_name, text, plan, str(name or where)).id)
        return self.library.add(GeneralDef, kind="general", name=str(name or f"{where}的武将"), category=faction,
                                text="", program=None, faction=faction, strength=4, skills=tuple(ids))

    # -- the position -----------------------------------------------------------------------------------------------

    def build(self) -> Game:
        sc = self.sc
        modes = load_all()
        mode_cls = modes.get(sc.mode)
        if mode_cls is None:
            raise ScenarioError(f"未知的模式「{sc.mode}」（已有：{'、'.join(modes)}）")
        why = mode_cls.player_count_error(len(sc.players))
        if why:
            raise ScenarioError(f"{why}：场景里写了{len(sc.players)}个[[角色]]")
        mode = mode_cls()
        state = GameState.new(SCHEMA, len(sc.players), Rng(sc.seed))
        roles = []

        def place(spec, zone: str, seat: int | None, where: str) -> None:
            d = self.card_def(spec, where)
            uid = state.new_uid()
            owner = seat if seat is not None else 0
            c = CardInstance(uid, d.id, owner, owner, zone, seat)
            if zone == "hand":
                c.seen_by = frozenset({seat})
            elif zone != "deck":
                c.face_up = True
            if zone == "equip" and d.equip_type is None:
                raise ScenarioError(f"{where}：「{d.name}」不是装备牌")
            state.add_card(c)
            state.wzone_list(zone, seat).append(uid)

        for seat, spec in enumerate(sc.players):
            where = f"角色{seat + 1}"
            p = state.players[seat]
            g = self.general(spec, where)
            p.general = g.id
            p.max_strength = int(spec.get("军力上限", g.strength))
            p.strength = min(p.max_strength, int(spec.get("军力", p.max_strength)))
            p.dead = bool(spec.get("阵亡", False))
            if p.dead:
                p.strength = 0
            role = spec.get("身份")
            if role is not None:
                words = {v: k for k, v in ROLE_WORDS.items()}
                if role not in words:
                    raise ScenarioError(f"{where}：身份应为{'、'.join(ROLE_WORDS.values())}之一")
                roles.append(words[role])
            for zone, key in (("hand", "手牌"), ("equip", "装备区"), ("judge", "判定区")):
                for card in spec.get(key, []):
                    place(card, zone, seat, f"{where}的{key}")
        for zone, key in (("deck", "牌堆"), ("discard", "弃牌堆")):
            for card in sc.public.get(key, []):
                place(card, zone, None, f"公共区域的{key}")
        if mode.name == "官军剿匪":
            if roles and len(roles) != len(sc.players):
                raise ScenarioError("官军剿匪的场景要么给每名角色写「身份」，要么都不写")
            roles = roles or list(ROLE_TABLE[len(sc.players)])
            if roles[0] != "lord":
                raise ScenarioError("官军剿匪中角色1是主帅（规则 17.5.2）")
            state.mode_data["roles"] = tuple(roles)
            state.mode_data["outcome"] = None
            lord = state.players[0]
            g = self.library[lord.general]
            lord.lord_skill = self.library.game_data.get("lord_skills", {}).get(g.faction)
        if mode.name == "斩首论功":
            out = frozenset(seat for seat, p in enumerate(state.players) if p.dead)
            state.mode_data.update({"pool": (), "owned": tuple(() for _ in sc.players), "pending": (), "out": out,
                                    "general_deck": tuple(d.id for d in self.library.defs if d.kind == "general")})
        try:
            mode.scenario_state(state, sc.mode_state)
        except ValueError as exc:
            raise ScenarioError(f"[模式状态]：{exc}") from None
        state.active = sc.current - 1
        state.phase = "play"
        state.turn = 1
        state.tasks.append(("x_phase_end", "play"))
        state.tasks.append(("priority",))
        return Game(state, self.library, mode, Limits())


def build(sc: Scenario) -> Game:
    return Builder(sc).build()


def player_value(game, rt, seat: int, attr: str):
    p = game.state.players[seat]
    names = lambda uids: [game.library[game.state.cards[u].def_id].name for u in uids]  # noqa: E731
    values = {
        "军力": lambda: p.strength, "军力上限": lambda: p.max_strength, "手牌": lambda: names(p.hand),
        "手牌数": lambda: len(p.hand), "装备区": lambda: names(p.equip), "判定区": lambda: names(p.judge),
        "阵亡": lambda: p.dead, "武将": lambda: rt.general(seat).name if rt.general(seat) is not None else "",
        "进攻范围": lambda: rt.attack_range(seat), "手牌上限": lambda: rt.hand_limit(seat),
        "身份": lambda: ROLE_WORDS.get((game.state.mode_data.get("roles") or ("",) * (seat + 1))[seat], ""),
    }
    return values[attr]()
