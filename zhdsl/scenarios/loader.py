"""Read a scenario TOML file (docs/scenario-format.md) into a `Scenario`; errors are Chinese.

A scenario names its game (`游戏`, default 纵横坛, or the `--game` of `zhdsl scenario run`); the
game's scenario module (`GameRules.scenario`) says which keys a player and the public zones may
have, builds the position and reads the expectations off a game.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import attrs

from zhdsl import registry
from zhdsl.dialect import DialectError

TOP_KEYS = {"名称", "说明", "游戏", "模式", "模式状态", "种子", "卡组", "当前角色", "角色", "公共区域", "步骤", "期望"}
STEP_KEYS = {"角色", "使用", "目标", "选择", "弃", "过", "结束回合", "拒绝", "期望", "说明"}


class ScenarioError(Exception):
    """The scenario file itself is wrong (not the game)."""


@attrs.frozen
class Scenario:
    path: str
    name: str
    description: str
    mode: str
    seed: int
    cardsets: tuple | None
    current: int  # 1-based seat
    players: tuple  # dict per seat
    public: dict
    steps: tuple  # dict per step
    expect: dict
    mode_state: dict = attrs.Factory(dict)  # [模式状态]: the mode's own state (生存: X …)
    game: str = registry.DEFAULT  # the game's id

    def support(self):
        """The game's scenario module."""
        return registry.get(self.game).game().scenario


def _check_keys(table: dict, allowed: set, where: str) -> None:
    unknown = [k for k in table if k not in allowed]
    if unknown:
        raise ScenarioError(f"{where}有未知的键：{'、'.join(unknown)}（可用：{'、'.join(sorted(allowed))}）")


def quote_bare_keys(source: str) -> str:
    """Quote bare keys with Chinese characters (`名称 = …`, `[[角色]]`), which TOML 1.0 does not
    allow but the scenario format is written with. Strings and comments are left alone; outside
    them a bare run of word characters with a non-ASCII character can only be a key."""
    out: list[str] = []
    i, n = 0, len(source)
    while i < n:
        ch = source[i]
        if ch == "#":
            j = source.find("\n", i)
            j = n if j == -1 else j
            out.append(source[i:j])
            i = j
        elif ch in "\"'":
            triple = source[i:i + 3] == ch * 3
            quote = ch * 3 if triple else ch
            j = i + len(quote)
            while j < n and not source.startswith(quote, j):
                j += 2 if ch == '"' and source[j] == "\\" else 1
            j = min(n, j + len(quote))
            out.append(source[i:j])
            i = j
        elif ch.isalnum() or ch in "_-":
            j = i
            while j < n and (source[j].isalnum() or source[j] in "_-"):
                j += 1
            word = source[i:j]
            out.append(f'"{word}"' if not word.isascii() else word)
            i = j
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def load(path: str | Path, game: str | None = None) -> Scenario:
    """`game`: the game of a scenario that names none (default 纵横坛)."""
    path = Path(path)
    try:
        data = tomllib.loads(quote_bare_keys(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"无法读取场景文件：{exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"TOML 语法错误：{exc}") from None
    return parse(data, str(path), game)


def parse(data: dict, path: str = "<scenario>", game: str | None = None) -> Scenario:
    _check_keys(data, TOP_KEYS, "场景")
    try:
        dialect = registry.get(data.get("游戏", game))
        support = dialect.game().scenario
    except DialectError as exc:
        raise ScenarioError(str(exc)) from None
    if support is None:
        raise ScenarioError(f"「{dialect.display_name()}」没有场景测试")
    players = data.get("角色", [{}, {}])
    if not isinstance(players, list) or not players:
        raise ScenarioError("「角色」应写成 [[角色]] 表数组，每个座次一张表")
    for i, p in enumerate(players, start=1):
        if not isinstance(p, dict):
            raise ScenarioError(f"第{i}个角色不是表")
        _check_keys(p, support.PLAYER_KEYS, f"角色{i}")
    public = data.get("公共区域", {})
    _check_keys(public, support.PUBLIC_KEYS, "公共区域")
    steps = data.get("步骤", [])
    for i, st in enumerate(steps, start=1):
        _check_keys(st, STEP_KEYS, f"第{i}步")
    cardsets = data.get("卡组")
    mode_state = data.get("模式状态", {})
    if not isinstance(mode_state, dict):
        raise ScenarioError("「模式状态」应写成一张表：[模式状态]")
    current = data.get("当前角色", 1)
    if not isinstance(current, int) or not 1 <= current <= len(players):
        raise ScenarioError(f"「当前角色」应为1到{len(players)}之间的座次")
    return Scenario(
        path=path, name=str(data.get("名称", Path(path).stem)), description=str(data.get("说明", "")),
        mode=str(data.get("模式", next(iter(dialect.game().modes())))), seed=int(data.get("种子", 0)),
        cardsets=tuple(cardsets) if cardsets is not None else None, current=current, players=tuple(players),
        public=dict(public), steps=tuple(steps), expect=dict(data.get("期望", {})), mode_state=dict(mode_state),
        game=dialect.name,
    )


def _root(path: Path) -> Path | None:
    for parent in [path.parent, *path.parents]:
        if (parent / "pyproject.toml").is_file():
            return parent
    return None


def resolve_cardsets(sc: Scenario, bundled: list[Path]) -> list[Path]:
    """The scenario's card sets: found next to the scenario, in its project, or the working
    directory; the game's bundled sets when it names none."""
    if sc.cardsets is None:
        return list(bundled)
    here = Path(sc.path).resolve()
    bases = [here.parent, _root(here), Path.cwd(), Path(__file__).resolve().parents[2]]
    out = []
    for name in sc.cardsets:
        for base in bases:
            if base is not None and (base / name).is_file():
                out.append(base / name)
                break
        else:
            raise ScenarioError(f"找不到卡组文件「{name}」")
    return out
