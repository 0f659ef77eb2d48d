"""Every field of a scenario file checked for its type and range before anything uses it
(docs/scenario-format.md; the bounds are in docs/reliability.md). A value of the wrong kind is
a `ScenarioError` naming the field, never a TypeError later on."""

from __future__ import annotations

from zhdsl.scenarios.errors import ScenarioError

TOP_KEYS = {"名称", "说明", "游戏", "模式", "模式状态", "种子", "卡组", "开局", "当前角色", "角色", "公共区域", "步骤", "期望"}
STEP_KEYS = {"角色", "使用", "目标", "选择", "弃", "过", "结束回合", "结算", "拒绝", "期望", "说明"}
ACTIONS = ("使用", "选择", "弃", "过", "结束回合")

# What a game's scenario module declares about its fields (`GameRules.scenario`):
#   PLAYER_FIELDS  {key: kind} of a [[角色]] table
#   PUBLIC_KEYS    the public zones under [公共区域] (each a list of cards)
#   CARD_FIELDS    {key: kind} of a card written as a table; CARD_NAMING the keys one of which it needs
#   POOL           a compiled pattern a "pool" value must match in full; POOL_HINT how to write one
#   POOL_KEYS      expectation keys whose values are pools
# Kinds: card, cards, text, flag, pool, amount (signed), count (0 and up), small (0..999),
# point (0..9), stat (1..99), turn (0..999), seat (a seat number), seats (a list of them).
KINDS = ("card", "cards", "text", "flag", "pool", "amount", "count", "small", "point", "stat", "turn", "seat", "seats")
MAX_SEAT = 99

MAX_AMOUNT = 10**9  # 财富, 物资 and other amounts in a scenario
MAX_CARDS = 1000  # cards listed in one zone
MAX_STEPS = 10_000
MAX_CARDSETS = 64
MAX_LIST = 1000  # entries of a list in an expectation

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


_RANGES = {
    "amount": (-MAX_AMOUNT, MAX_AMOUNT), "count": (0, MAX_AMOUNT), "small": (0, 999), "point": (0, 9),
    "stat": (1, 99), "turn": (0, 999), "seat": (1, MAX_SEAT),
}


def pool(value, where: str, support) -> str:
    text = _text(value, where)
    if not support.POOL.fullmatch(text):
        raise ScenarioError(f"{where}「{text[:40]}」无法识别（{support.POOL_HINT}）")
    return text


def _value(value, kind: str, where: str, support) -> None:
    if kind == "card":
        card(value, where, support)
    elif kind == "cards":
        _cards(value, where, support)
    elif kind == "text":
        _text(value, where)
    elif kind == "flag":
        _flag(value, where)
    elif kind == "pool":
        pool(value, where, support)
    elif kind == "seats":
        for i, seat in enumerate(_list(value, where, MAX_SEAT), start=1):
            _int(seat, f"{where}第{i}项", 1, MAX_SEAT)
    else:
        _int(value, where, *_RANGES[kind])


def card(value, where: str, support) -> None:
    """A card: a name (`劳作`, `劳作5`), inline text in 「」, or a table of the game's card fields."""
    if isinstance(value, str):
        if not value.strip():
            raise ScenarioError(f"{where}的牌名为空")
        return
    spec = _table(value, f"{where}的牌（牌名或表）")
    _keys(spec, set(support.CARD_FIELDS), f"{where}的牌")
    if not any(k in spec for k in support.CARD_NAMING):
        raise ScenarioError(f"{where}的牌表至少要写{'或'.join(f'「{k}」' for k in support.CARD_NAMING)}之一")
    for key, value in spec.items():
        _value(value, support.CARD_FIELDS[key], f"{where}的牌的「{key}」", support)


def _cards(value, where: str, support) -> None:
    for i, c in enumerate(_list(value, where, MAX_CARDS), start=1):
        card(c, f"{where}第{i}张", support)


def _player(p, seat: int, support) -> None:
    where = f"角色{seat}"
    p = _table(p, f"第{seat}个[[角色]]")
    _keys(p, set(support.PLAYER_FIELDS), where)
    for key, value in p.items():
        _value(value, support.PLAYER_FIELDS[key], f"{where}的「{key}」", support)


def _expected(value, where: str, key: str, support) -> None:
    if key == "事件":  # texts the game's events must contain, in this order
        for i, item in enumerate(_list(value, where, MAX_LIST), start=1):
            if not _text(item, f"{where}第{i}项").strip():
                raise ScenarioError(f"{where}第{i}项为空")
        return
    if key in support.POOL_KEYS or any(key.endswith(k) for k in support.POOL_KEYS):
        pool(value, where, support)
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


def expectations(table, where: str, support) -> None:
    for key, value in _table(table, where).items():
        _expected(value, f"{where}中「{key}」的值", key, support)


def _step(st, n: int, players: int, support) -> None:
    where = f"第{n}步"
    st = _table(st, f"{where}（[[步骤]]）")
    _keys(st, STEP_KEYS, where)
    actions = [k for k in ACTIONS if k in st]
    if not actions and "期望" not in st and "结算" not in st:
        raise ScenarioError(f"{where}既没有动作（{'、'.join(ACTIONS)}）也没有「期望」或「结算」")
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
    if "结算" in st and actions:
        raise ScenarioError(f"{where}的「结算」只能单独写（与「期望」一起），不能和{'、'.join(actions)}写在同一步")
    for key in ("过", "结束回合", "结算"):
        if key in st and st[key] is not True:
            raise ScenarioError(f"{where}的「{key}」只能写 true，实际是{st[key]!r}")
    if "期望" in st:
        expectations(st["期望"], f"{where}的「期望」", support)


def header(data) -> None:
    """The keys read before the game is known: the table's keys and the game's name."""
    _keys(_table(data, "场景文件"), TOP_KEYS, "场景")
    if "游戏" in data:
        _text(data["游戏"], "「游戏」")


def validate(data: dict, support) -> None:
    """Raise ScenarioError for the first field of the wrong type or out of range; `support` is the
    game's scenario module, which names its fields and their kinds."""
    header(data)
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
    opening = _flag(data["开局"], "「开局」") if "开局" in data else False
    for seat, p in enumerate(players, start=1):
        _player(p, seat, support)
        if opening and p:
            raise ScenarioError(f"「开局 = true」时局面由模式的真实开局决定：第{seat}个[[角色]]应为空表（只表示人数）")
    if opening:
        for key in ("公共区域", "当前角色", "模式状态"):
            if key in data:
                raise ScenarioError(f"「开局 = true」时不能写「{key}」：局面由模式的真实开局决定")
    if "当前角色" in data:
        _int(data["当前角色"], "「当前角色」", 1, len(players))
    public = _table(data.get("公共区域", {}), "「公共区域」")
    _keys(public, set(support.PUBLIC_KEYS), "公共区域")
    for key, value in public.items():
        _cards(value, f"公共区域的「{key}」", support)
    state = _table(data.get("模式状态", {}), "「模式状态」（[模式状态]）")
    for key, value in state.items():
        if isinstance(value, int) and not isinstance(value, bool):
            _int(value, f"模式状态「{key}」", -MAX_AMOUNT, MAX_AMOUNT)
        elif not isinstance(value, bool):
            raise _fail(f"模式状态「{key}」", "整数或真假值", value)
    steps = _list(data.get("步骤", []), "「步骤」（[[步骤]]）", MAX_STEPS)
    for n, st in enumerate(steps, start=1):
        _step(st, n, len(players), support)
    if "期望" in data:
        expectations(data["期望"], "[期望]", support)
