"""Every field of a scenario file checked for its type and range before anything uses it
(docs/scenario-format.md; the bounds are in docs/reliability.md). A value of the wrong kind is
a `ScenarioError` naming the field, never a TypeError later on."""

from __future__ import annotations

import re

from zhdsl.scenarios.errors import ScenarioError

TOP_KEYS = {"名称", "说明", "模式", "模式状态", "种子", "卡组", "当前角色", "角色", "公共区域", "步骤", "期望"}
PLAYER_KEYS = {"领主", "财富", "物资", "精力", "手牌", "结界区", "造物区", "死亡", "仓储", "效率", "领主区"}
PUBLIC_KEYS = {"牌库", "过往", "虚空"}
STEP_KEYS = {"角色", "使用", "目标", "选择", "弃", "过", "结束回合", "拒绝", "期望", "说明"}
ACTIONS = ("使用", "选择", "弃", "过", "结束回合")
CARD_KEYS = {"名称", "效果", "技能", "精力", "点数", "类别", "效率", "仓储", "阵营", "回合"}

MAX_AMOUNT = 10**9  # 财富, 物资 and other amounts in a scenario
MAX_CARDS = 1000  # cards listed in one zone
MAX_STEPS = 10_000
MAX_CARDSETS = 64
MAX_LIST = 1000  # entries of a list in an expectation

# `2红1黑`, `0`, `` — at most nine digits an amount (what the engine's parser reads, bounded)
_ENERGY = re.compile(r"\s*(?:0|(?:[0-9]{1,9}\s*[绿红蓝黄黑]色?\s*)+)?\s*")

_TYPE_NAMES = ((bool, "真假值"), (int, "整数"), (float, "小数"), (str, "文本"), (list, "数组"), (dict, "表"))


def type_name(value) -> str:
    for typ, name in _TYPE_NAMES:
        if isinstance(value, typ):
            return name
    return "日期或时间"


def _fail(where: str, expected: str, value) -> ScenarioError:
    return ScenarioError(f"{where}应为{expected}，实际是{type_name(value)}")


def _keys(table: dict, allowed: set, where: str) -> None:
    unknown = [k for k in table if k not in allowed]
    if unknown:
        raise ScenarioError(f"{where}有未知的键：{'、'.join(unknown)}（可用：{'、'.join(sorted(allowed))}）")


def _table(value, where: str) -> dict:
    if not isinstance(value, dict):
        raise _fail(where, "表", value)
    return value


def _text(value, where: str) -> str:
    if not isinstance(value, str):
        raise _fail(where, "文本", value)
    return value


def _flag(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise _fail(where, "真假值（true 或 false）", value)
    return value


def _int(value, where: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise _fail(where, f"{low}到{high}之间的整数", value)
    if not low <= value <= high:
        raise ScenarioError(f"{where}应在{low}到{high}之间，实际是{value}")
    return value


def _list(value, where: str, limit: int) -> list:
    if not isinstance(value, list):
        raise _fail(where, "数组", value)
    if len(value) > limit:
        raise ScenarioError(f"{where}最多{limit}项，实际有{len(value)}项")
    return value


def energy(value, where: str) -> str:
    text = _text(value, where)
    if not _ENERGY.fullmatch(text):
        raise ScenarioError(f"{where}「{text[:40]}」无法识别（写作「2红1黑」，或「0」；每个数量最多9位）")
    return text


def card(value, where: str) -> None:
    """A card: a name (`劳作`, `劳作5`), inline text in 「」, or a table."""
    if isinstance(value, str):
        if not value.strip():
            raise ScenarioError(f"{where}的牌名为空")
        return
    spec = _table(value, f"{where}的牌（牌名或表）")
    _keys(spec, CARD_KEYS, f"{where}的牌")
    if not any(k in spec for k in ("名称", "效果", "技能")):
        raise ScenarioError(f"{where}的牌表至少要写「名称」「效果」或「技能」之一")
    for key in ("名称", "效果", "技能", "类别", "阵营"):
        if key in spec:
            _text(spec[key], f"{where}的牌的「{key}」")
    if "精力" in spec:
        energy(spec["精力"], f"{where}的牌的「精力」")
    if "点数" in spec:
        _int(spec["点数"], f"{where}的牌的「点数」", 0, 9)
    for key in ("效率", "仓储"):
        if key in spec:
            _int(spec[key], f"{where}的牌的「{key}」", 1, 99)
    if "回合" in spec:
        _int(spec["回合"], f"{where}的牌的「回合」", 0, 999)


def _cards(value, where: str) -> None:
    for i, c in enumerate(_list(value, where, MAX_CARDS), start=1):
        card(c, f"{where}第{i}张")


def _player(p, seat: int) -> None:
    where = f"角色{seat}"
    p = _table(p, f"第{seat}个[[角色]]")
    _keys(p, PLAYER_KEYS, where)
    if "领主" in p:
        card(p["领主"], f"{where}的「领主」")
    if "财富" in p:
        _int(p["财富"], f"{where}的「财富」", -MAX_AMOUNT, MAX_AMOUNT)
    if "物资" in p:
        _int(p["物资"], f"{where}的「物资」", 0, MAX_AMOUNT)
    if "精力" in p:
        energy(p["精力"], f"{where}的「精力」")
    for key in ("仓储", "效率"):
        if key in p:
            _int(p[key], f"{where}的「{key}」", 0, 999)
    if "死亡" in p:
        _flag(p["死亡"], f"{where}的「死亡」")
    for key in ("手牌", "结界区", "造物区", "领主区"):
        if key in p:
            _cards(p[key], f"{where}的「{key}」")


def _expected(value, where: str, key: str) -> None:
    if key.endswith("精力"):
        energy(value, where)
    elif isinstance(value, list):
        for i, item in enumerate(_list(value, where, MAX_LIST), start=1):
            if not isinstance(item, str | int) or isinstance(item, bool):
                raise _fail(f"{where}第{i}项", "文本或整数", item)
            if isinstance(item, int):
                _int(item, f"{where}第{i}项", -MAX_AMOUNT, MAX_AMOUNT)
    elif isinstance(value, int) and not isinstance(value, bool):
        _int(value, where, -MAX_AMOUNT, MAX_AMOUNT)
    elif not isinstance(value, str | bool):
        raise _fail(where, "整数、文本、真假值或数组", value)


def expectations(table, where: str) -> None:
    for key, value in _table(table, where).items():
        _expected(value, f"{where}中「{key}」的值", key)


def _step(st, n: int, players: int) -> None:
    where = f"第{n}步"
    st = _table(st, f"{where}（[[步骤]]）")
    _keys(st, STEP_KEYS, where)
    actions = [k for k in ACTIONS if k in st]
    if not actions and "期望" not in st:
        raise ScenarioError(f"{where}既没有动作（{'、'.join(ACTIONS)}）也没有「期望」")
    if actions and "角色" not in st:
        raise ScenarioError(f"{where}缺少「角色」")
    if "角色" in st:
        _int(st["角色"], f"{where}的「角色」", 1, players)
    for key in ("使用", "拒绝", "说明"):
        if key in st:
            _text(st[key], f"{where}的「{key}」")
    if "目标" in st:
        target = st["目标"]
        if isinstance(target, int) and not isinstance(target, bool):
            _int(target, f"{where}的「目标」", 1, players)
        elif not isinstance(target, str):
            raise _fail(f"{where}的「目标」", "座次（整数）或牌名（文本）", target)
    if "选择" in st:
        choice = st["选择"]
        if isinstance(choice, int) and not isinstance(choice, bool):
            _int(choice, f"{where}的「选择」", 1, MAX_AMOUNT)
        elif not isinstance(choice, str):
            raise _fail(f"{where}的「选择」", "选项编号（整数）或选项文字（文本）", choice)
    if "弃" in st:
        names = st["弃"] if isinstance(st["弃"], list) else [st["弃"]]
        for i, name in enumerate(_list(names, f"{where}的「弃」", MAX_CARDS), start=1):
            _text(name, f"{where}的「弃」第{i}项")
    for key in ("过", "结束回合"):
        if key in st and st[key] is not True:
            raise ScenarioError(f"{where}的「{key}」只能写 true，实际是{st[key]!r}")
    if "期望" in st:
        expectations(st["期望"], f"{where}的「期望」")


def validate(data: dict) -> None:
    """Raise ScenarioError for the first field of the wrong type or out of range."""
    _keys(data, TOP_KEYS, "场景")
    for key in ("名称", "说明", "模式"):
        if key in data:
            _text(data[key], f"「{key}」")
    if "种子" in data:
        _int(data["种子"], "「种子」", -(2**63), 2**63 - 1)
    if "卡组" in data:
        for i, name in enumerate(_list(data["卡组"], "「卡组」", MAX_CARDSETS), start=1):
            if not _text(name, f"「卡组」第{i}项").strip():
                raise ScenarioError(f"「卡组」第{i}项为空")
    players = data.get("角色", [{}, {}])
    if not isinstance(players, list) or not players:
        raise ScenarioError("「角色」应写成 [[角色]] 表数组，每个座次一张表")
    for seat, p in enumerate(players, start=1):
        _player(p, seat)
    if "当前角色" in data:
        _int(data["当前角色"], "「当前角色」", 1, len(players))
    public = _table(data.get("公共区域", {}), "「公共区域」")
    _keys(public, PUBLIC_KEYS, "公共区域")
    for key, value in public.items():
        _cards(value, f"公共区域的「{key}」")
    state = _table(data.get("模式状态", {}), "「模式状态」（[模式状态]）")
    for key, value in state.items():
        if isinstance(value, int) and not isinstance(value, bool):
            _int(value, f"模式状态「{key}」", -MAX_AMOUNT, MAX_AMOUNT)
        elif not isinstance(value, bool):
            raise _fail(f"模式状态「{key}」", "整数或真假值", value)
    steps = _list(data.get("步骤", []), "「步骤」（[[步骤]]）", MAX_STEPS)
    for n, st in enumerate(steps, start=1):
        _step(st, n, len(players))
    if "期望" in data:
        expectations(data["期望"], "[期望]")
