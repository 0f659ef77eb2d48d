"""Read a scenario TOML file (docs/scenario-format.md) into a `Scenario`; errors are Chinese.

A scenario names its game (`游戏`, default 纵横坛, or the `--game` of `zhdsl scenario run`); the
game's scenario module (`GameRules.scenario`) says which keys a player, a card and the public
zones may have, builds the position and reads the expectations off a game.

The file is read through `zhdsl.safeio` (a regular file, size cap, bounded nesting and integers)
and every field is checked by `zhdsl.scenarios.schema` before a `Scenario` is made."""

from __future__ import annotations

from pathlib import Path

import attrs

from zhdsl import registry, safeio
from zhdsl.dialect import DialectError
from zhdsl.scenarios import schema
from zhdsl.scenarios.errors import ScenarioError

__all__ = ["Scenario", "ScenarioError", "load", "parse", "resolve_cardsets"]


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
    opening: bool = False  # 开局: start from the mode's real opening instead of the position written

    def support(self):
        """The game's scenario module."""
        return registry.get(self.game).game().scenario


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
        data = safeio.parse_toml(quote_bare_keys(safeio.read_text(path, safeio.SCENARIO_LIMIT)))
    except safeio.InputError as exc:
        what = {"syntax": "", "bound": "超出界限：", "read": "无法读取场景文件："}[exc.kind]
        where = f"第{exc.line}行：" if exc.line is not None else ""  # columns shift where bare keys were quoted
        raise ScenarioError(f"{where}{what}{exc.message}") from None
    scenario = parse(data, str(path), game)
    if not scenario.steps and not scenario.expect:  # it would pass without testing anything
        raise ScenarioError("场景没有步骤也没有期望：至少写一个 [[步骤]] 或一条 [期望]")
    return scenario


def parse(data: dict, path: str = "<scenario>", game: str | None = None) -> Scenario:
    schema.header(data)
    try:
        dialect = registry.get(data.get("游戏", game))
        support = dialect.game().scenario
    except DialectError as exc:
        raise ScenarioError(str(exc)) from None
    if support is None:
        raise ScenarioError(f"「{dialect.display_name()}」没有场景测试")
    schema.validate(data, support)
    players = data.get("角色", [{}, {}])
    cardsets = data.get("卡组")
    return Scenario(
        path=path, name=data.get("名称", Path(path).stem), description=data.get("说明", ""),
        mode=data.get("模式", next(iter(dialect.game().modes()))), seed=data.get("种子", 0),
        cardsets=tuple(cardsets) if cardsets is not None else None, current=data.get("当前角色", 1),
        players=tuple(players), public=dict(data.get("公共区域", {})), steps=tuple(data.get("步骤", [])),
        expect=dict(data.get("期望", {})), mode_state=dict(data.get("模式状态", {})), game=dialect.name,
        opening=data.get("开局", False),
    )


def _root(path: Path) -> Path | None:
    for parent in [path.parent, *path.parents]:
        if (parent / "pyproject.toml").is_file():
            return parent
    return None


def _is_file(path: Path) -> bool:
    """`path.is_file()`, False for a name the system refuses (too long, a NUL byte)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


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
            if base is not None and _is_file(base / name):
                out.append(base / name)
                break
        else:
            raise ScenarioError(f"找不到卡组文件「{name}」")
    return out
