"""Read a scenario TOML file (docs/scenario-format.md) into a `Scenario`; errors are Chinese."""

from __future__ import annotations

import tomllib
from pathlib import Path

import attrs

TOP_KEYS = {"名称", "说明", "模式", "模式状态", "种子", "卡组", "当前角色", "角色", "公共区域", "步骤", "期望"}
PLAYER_KEYS = {"领主", "财富", "物资", "精力", "手牌", "结界区", "造物区", "死亡", "仓储", "效率", "领主区"}
PUBLIC_KEYS = {"牌库", "过往", "虚空"}
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


def load(path: str | Path) -> Scenario:
    path = Path(path)
    try:
        data = tomllib.loads(quote_bare_keys(path.read_text(encoding="utf-8")))
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"无法读取场景文件：{exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ScenarioError(f"TOML 语法错误：{exc}") from None
    return parse(data, str(path))


def parse(data: dict, path: str = "<scenario>") -> Scenario:
    _check_keys(data, TOP_KEYS, "场景")
    players = data.get("角色", [{}, {}])
    if not isinstance(players, list) or not players:
        raise ScenarioError("「角色」应写成 [[角色]] 表数组，每个座次一张表")
    for i, p in enumerate(players, start=1):
        if not isinstance(p, dict):
            raise ScenarioError(f"第{i}个角色不是表")
        _check_keys(p, PLAYER_KEYS, f"角色{i}")
    public = data.get("公共区域", {})
    _check_keys(public, PUBLIC_KEYS, "公共区域")
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
        mode=str(data.get("模式", "决斗")), seed=int(data.get("种子", 0)),
        cardsets=tuple(cardsets) if cardsets is not None else None, current=current, players=tuple(players),
        public=dict(public), steps=tuple(steps), expect=dict(data.get("期望", {})), mode_state=dict(mode_state),
    )
