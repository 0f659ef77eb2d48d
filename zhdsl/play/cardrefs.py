"""Find the card sets a log or save names, wherever the file is loaded from.

Each set is recorded as a path relative to the log or save plus its SHA-256 (`GameSpec.header`).
A set is looked up relative to the file first, then relative to the working directory (how older
logs wrote it), then among the bundled sets by content; only a file with the recorded SHA-256 is
used. A set that exists but has changed is refused, naming it.
"""

from __future__ import annotations

from pathlib import Path

from zhdsl import registry, safeio
from zhdsl.play.logschema import LogError
from zhdsl.play.spec import file_hash


def _hash(path: Path) -> str | None:
    try:
        return file_hash(path)
    except safeio.InputError:
        return None


def _bundled_by_hash(game: str) -> dict[str, Path]:
    out: dict[str, Path] = {}
    for path in registry.get(game).game().bundled_cardsets():
        digest = _hash(path)
        if digest is not None:
            out.setdefault(digest, path)
    return out


def resolve(entries: list[dict], base: Path, where: str, game: str = registry.DEFAULT) -> tuple[str, ...]:
    """The path of each recorded card set (`{"path", "sha256"}`, already validated), or LogError;
    `game` is whose bundled sets are searched by content."""
    out: list[str] = []
    bundled: dict[str, Path] | None = None
    for entry in entries:
        name, digest = entry["path"], entry["sha256"]
        recorded = Path(name)
        candidates = [recorded] if recorded.is_absolute() else [base / recorded, Path.cwd() / recorded]
        changed = None
        for candidate in candidates:
            found = _hash(candidate)
            if found == digest:
                out.append(str(candidate))
                break
            if found is not None and changed is None:
                changed = candidate
        else:
            if bundled is None:
                bundled = _bundled_by_hash(game)
            if digest in bundled:
                out.append(str(bundled[digest]))
                continue
            if changed is not None:
                raise LogError(f"{where}: 卡组文件 {changed} 与记录时不同（SHA-256 不符），无法重现这局游戏")
            raise LogError(f"{where}: 找不到卡组文件 {name}（在 {candidates[0].parent} 中没有，"
                           "自带卡组中也没有内容相同的）")
    return tuple(out)
