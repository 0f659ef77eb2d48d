"""The one place that picks a game: installed dialects by id, title or alias.

Games register through the `zhdsl.dialects` entry-point group (zhdsl's own games too, in its
pyproject.toml), so a game can ship as its own distribution:

    [project.entry-points."zhdsl.dialects"]
    mygame = "mygame.dialect:MyGame"
"""

from __future__ import annotations

from zhdsl.dialect import Dialect, DialectError, registered

DEFAULT = "zongheng"
GROUP = "zhdsl.dialects"
_BUILTIN = {"zongheng": "zhdsl.games.zongheng.dialect", "xingxiu": "zhdsl.games.xingxiu.dialect"}  # found without scanning entry points

_scanned = False


def _load_entry_points() -> list[str]:
    """Import every installed game; returns the problems (a broken plug-in must not stop the others)."""
    global _scanned
    problems: list[str] = []
    if _scanned:
        return problems
    _scanned = True
    from importlib.metadata import entry_points

    for ep in entry_points(group=GROUP):
        try:
            cls = ep.load()
        except Exception as exc:  # a third-party package's import error is reported, not raised
            problems.append(f"无法载入游戏「{ep.name}」（{ep.value}）：{type(exc).__name__}: {exc}")
            continue
        if not (isinstance(cls, type) and issubclass(cls, Dialect) and cls.name):
            problems.append(f"入口「{ep.name}」（{ep.value}）不是带名称的 Dialect 子类")
    return problems


def available() -> dict[str, type[Dialect]]:
    """Every installed game, by id."""
    _load_entry_points()
    return registered()


def load_problems() -> list[str]:
    """Why some installed game could not be loaded (for `zhdsl games`)."""
    global _scanned
    _scanned = False
    return _load_entry_points()


def _find(name: str) -> type[Dialect] | None:
    for cls in registered().values():
        if name in (cls.name, cls.title, *cls.aliases):
            return cls
    return None


def get(name: str | None = None) -> type[Dialect]:
    """The game called `name` (its id, title or an alias); the default game for None."""
    name = DEFAULT if name is None else name.strip()
    found = _find(name)
    if found is None and name in _BUILTIN:
        __import__(_BUILTIN[name])
        found = _find(name)
    if found is None:
        _load_entry_points()
        found = _find(name)
    if found is None:
        known = "、".join(f"{c.title}（{c.name}）" if c.title else c.name for c in available().values())
        raise DialectError(f"未知的游戏「{name}」（已安装：{known}）")
    return found


def rules_of(game):
    """The rules (zhdsl.dialect.GameRules) of the game a `Game` is a game of (its mode names it)."""
    return get(game.mode.game).game()
