"""Files zhdsl writes (a log, a save): checked before the work that fills them starts."""

from __future__ import annotations

import os
import stat
from pathlib import Path


def problem(path: str | Path) -> str | None:
    """Why `path` cannot be written (Chinese), or None: a missing folder, a directory given as the
    file, no permission. The final write can still fail (a full disk); callers catch OSError."""
    name = str(path)
    if not name.strip():
        return "文件名为空"
    if "\0" in name:
        return "文件名含有空字符"
    if name.endswith(("/", os.sep)):
        return "这是一个目录，不是文件"
    try:
        info = os.stat(name)
    except (FileNotFoundError, NotADirectoryError):
        info = None
    except OSError as exc:
        return f"无法访问（{exc.strerror or exc}）"
    if info is not None:
        if stat.S_ISDIR(info.st_mode):
            return "这是一个目录，不是文件"
        return None if os.access(name, os.W_OK) else "没有写入这个文件的权限"
    parent = Path(name).parent
    try:
        parent_info = os.stat(parent)
    except FileNotFoundError:
        return f"目录 {parent} 不存在"
    except OSError as exc:
        return f"无法访问目录 {parent}（{exc.strerror or exc}）"
    if not stat.S_ISDIR(parent_info.st_mode):
        return f"{parent} 不是目录"
    if not os.access(parent, os.W_OK | os.X_OK):
        return f"没有在目录 {parent} 中写入的权限"
    return None


def write_text(path: str | Path, text: str) -> str | None:
    """Write `text` as UTF-8; the reason it failed (Chinese), or None."""
    why = problem(path)
    if why is not None:
        return why
    try:
        Path(path).write_text(text, encoding="utf-8")
    except OSError as exc:
        return f"写入失败（{exc.strerror or exc}）"
    return None
