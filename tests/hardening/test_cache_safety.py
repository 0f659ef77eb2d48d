"""Caches: no pickle at all, and our parse-table cache only in a directory only this user can
write (zhdsl.cachedir). Files planted in the shared temporary directory are never loaded."""

from __future__ import annotations

import json
import os
import pickle
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from zhdsl import cachedir
from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.text.grammar import _lark_name, _save_lark, _tables_name, build_lark
from zhdsl.text.lalr import TABLES_FORMAT

GRAMMAR = Zongheng.grammar_source().text


class _Payload:
    """Unpickling this creates a directory: proof that a planted pickle ran."""

    def __init__(self, marker: str) -> None:
        self.marker = marker

    def __reduce__(self):
        return (os.mkdir, (self.marker,))


def _run(code: str, env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)


def _env(tmp: Path, cache: Path) -> dict:
    env = dict(os.environ)
    env.update(TMPDIR=str(tmp), TEMP=str(tmp), TMP=str(tmp), XDG_CACHE_HOME=str(cache))
    return env


def _poisoned_tables() -> bytes:
    """Tables that claim to be for this grammar but parse nothing: used, they break every parse."""
    return json.dumps({"format": TABLES_FORMAT, "grammar": GRAMMAR, "states": {}, "rules": []}).encode("utf-8")


PARSE_AND_FAIL = """
import sys
from zhdsl.pipeline import analyze
ok = analyze("抽1张牌")
bad = analyze("抽1张牌X")  # a syntax error: the Lark parser is built for its details
print(ok.ok, [d.code for d in bad.diagnostics])
"""


def test_files_planted_in_the_temp_directory_are_never_loaded(tmp_path):
    tmp, cache = tmp_path / "tmp", tmp_path / "cache"
    tmp.mkdir()
    env = _env(tmp, cache)
    # A cache file of Lark's own for our grammar, built with the options zhdsl builds it with: its name and the
    # key on its first line as Lark works them out (the key hashes the options, the import function's repr
    # among them, so the name is this process's). Lark's `FS.open` is stopped where Lark opens the file to
    # read it, before it builds anything: building it (4-6 s of CPU) only wrote a file whose content after
    # the first line is replaced by the payload below. Whatever the name, a zhdsl that let Lark cache in the
    # temp directory would write a file of its own there, which the listing below refuses.
    learn = """
import sys
import lark.lark
from lark import Lark
from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.text.grammar import _collision_check
source = Zongheng.grammar_source()
def load_core(base_path, grammar_path):
    if grammar_path == "core.lark":
        return "core.lark", source.core
    raise FileNotFoundError(grammar_path)
class Found(BaseException):  # not an Exception: Lark carries on past those
    pass
def open_(name, mode="r", **kwargs):
    assert mode == "rb", mode
    raise Found(name, sys._getframe(1).f_locals["cache_sha256"])
lark.lark.FS.open = open_
try:
    with _collision_check(False):
        Lark(source.game, parser="lalr", lexer="contextual", propagate_positions=True, maybe_placeholders=False,
             import_paths=[load_core], cache=True, strict=False)
except Found as found:
    print(*found.args, sep="\\n")
"""
    learned = _run(learn, env)
    assert learned.returncode == 0, learned.stderr
    name, digest = learned.stdout.splitlines()
    lark_cache = Path(name)
    assert lark_cache.parent == tmp and lark_cache.name.startswith(".lark_cache_") and digest in lark_cache.name
    marker = tmp_path / "pwned"
    lark_cache.write_bytes(digest.encode("utf-8") + b"\n" + pickle.dumps(_Payload(str(marker))))
    key = zlib.crc32(GRAMMAR.encode("utf-8"))
    (tmp / f".zhdsl_tables_{TABLES_FORMAT}_{key:08x}_{len(GRAMMAR)}.json").write_bytes(_poisoned_tables())

    result = _run(PARSE_AND_FAIL, env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "['E100']"]
    assert not marker.exists()
    assert sorted(p.name for p in tmp.iterdir()) == sorted([lark_cache.name, f".zhdsl_tables_{TABLES_FORMAT}_{key:08x}_{len(GRAMMAR)}.json"])
    written = cache / "zhdsl" / _tables_name(GRAMMAR)
    assert written.is_file()
    assert (cache / "zhdsl").stat().st_mode & 0o777 == 0o700
    assert written.stat().st_mode & 0o777 == 0o600


def test_a_cache_file_others_can_write_is_ignored_and_left_alone(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    (cache / "zhdsl").mkdir(parents=True, mode=0o700)
    # The user's own Lark parser, in its JSON form, as a warm cache holds it: the process then compiles the
    # tables it refuses to read from that parser instead of building Lark from the grammar (3-4 s of CPU).
    # What this test asks is only whether the planted tables are used or overwritten.
    own = cachedir.read(_lark_name(GRAMMAR))
    if own is None:  # a cold cache: the parser built (or loaded) here, saved to the user's cache
        _save_lark(Zongheng.grammar_source(), build_lark(Zongheng.grammar_source()))
        own = cachedir.read(_lark_name(GRAMMAR))
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    assert own is not None and cachedir.write(_lark_name(GRAMMAR), own)
    planted = cache / "zhdsl" / _tables_name(GRAMMAR)
    planted.write_bytes(_poisoned_tables())
    planted.chmod(0o666)
    result = _run(PARSE_AND_FAIL, _env(tmp_path, cache))
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "['E100']"]
    assert planted.read_bytes() == _poisoned_tables()  # neither used nor overwritten


def test_a_cache_directory_others_can_write_is_not_used(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    (cache / "zhdsl").mkdir(parents=True)
    (cache / "zhdsl").chmod(0o777)
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    assert cachedir.cache_dir() is None
    assert cachedir.write("x.json", b"{}") is False
    assert list((cache / "zhdsl").iterdir()) == []
    (cache / "zhdsl" / "x.json").write_bytes(b"{}")
    assert cachedir.read("x.json") is None


def test_the_cache_directory_is_private_and_round_trips(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "c"))
    assert cachedir.write("a.json", b"[1]")
    assert cachedir.read("a.json") == b"[1]"
    assert (tmp_path / "c" / "zhdsl").stat().st_mode & 0o777 == 0o700
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/dir")  # ignored, as the XDG spec says
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cachedir.cache_dir() == tmp_path / "home" / ".cache" / "zhdsl"


def test_links_and_non_regular_cache_files_are_not_read(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "c"))
    directory = cachedir.cache_dir()
    elsewhere = tmp_path / "elsewhere.json"
    elsewhere.write_bytes(b"{}")
    elsewhere.chmod(0o600)
    (directory / "link.json").symlink_to(elsewhere)
    os.mkfifo(directory / "fifo.json", 0o600)
    assert cachedir.read("link.json") is None
    assert cachedir.read("fifo.json") is None
    assert cachedir.write("link.json", b"[]") is False and elsewhere.read_bytes() == b"{}"


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="needs root to give a file away")
def test_a_cache_file_owned_by_another_user_is_ignored(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "c"))
    directory = cachedir.cache_dir()
    (directory / "theirs.json").write_bytes(b"{}")
    (directory / "theirs.json").chmod(0o600)
    os.chown(directory / "theirs.json", 12345, 12345)
    assert cachedir.read("theirs.json") is None
    assert cachedir.write("theirs.json", b"[]") is False
