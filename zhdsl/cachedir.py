"""A cache only its user can write: `$XDG_CACHE_HOME/zhdsl`, else `~/.cache/zhdsl`.

The directory is created with mode 0700. A cache file is read only when the directory and the
file are owned by the current user and writable by no one else, and the file is a regular file
(not a link); otherwise the cache is ignored and nothing is written, so a file another user
planted is never loaded. On systems without POSIX ownership there is no cache.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

READ_LIMIT = 64 * 1024 * 1024  # a cache file larger than this is not ours


def _owned_and_private(info: os.stat_result) -> bool:
    return info.st_uid == os.geteuid() and not info.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def cache_dir() -> Path | None:
    """The user's zhdsl cache directory (created if missing), or None when it is not safe to use."""
    if not hasattr(os, "geteuid"):
        return None
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # the XDG spec: a relative value is ignored
        base = os.path.join(os.path.expanduser("~"), ".cache")
        if not os.path.isabs(base):  # no home directory
            return None
    path = Path(base) / "zhdsl"
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = os.lstat(path)
    except OSError:
        return None
    if not stat.S_ISDIR(info.st_mode) or not _owned_and_private(info):
        return None
    return path


def read(name: str) -> bytes | None:
    """The bytes of cache file `name`, or None when it is missing or not provably ours."""
    directory = cache_dir()
    if directory is None:
        return None
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(directory / name, flags)
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or not _owned_and_private(info) or info.st_size > READ_LIMIT:
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read(READ_LIMIT)
    except OSError:
        return None
    finally:
        os.close(fd)


def write(name: str, data: bytes) -> bool:
    """Write cache file `name` atomically (mode 0600). Nothing is written when the directory is not
    safe, or when a file of that name exists that is not provably ours."""
    directory = cache_dir()
    if directory is None:
        return False
    target = directory / name
    try:
        existing = os.lstat(target)
    except FileNotFoundError:
        existing = None
    except OSError:
        return False
    if existing is not None and (not stat.S_ISREG(existing.st_mode) or not _owned_and_private(existing)):
        return False
    tmp = directory / f".{name}.{os.getpid()}.tmp"
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, target)
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return False
    return True
