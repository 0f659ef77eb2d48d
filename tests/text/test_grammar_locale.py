"""Card texts read the same whatever the system's locale. The grammars (zhdsl/grammar/core.lark and each
game's .lark) are UTF-8 files full of Chinese keywords; a designer on Windows (a GBK/cp936 locale) or on a
server whose locale is plain C (ASCII) gets the same reading as on a UTF-8 system. Python reads a file in
the locale's encoding unless told otherwise, so this runs zhdsl in a fresh process under the C locale with
Python's UTF-8 mode and locale coercion turned off (where `open()` without an encoding reads ASCII).

Found by the mutation sample of zhdsl/text/grammar.py (docs/testing.md): the grammar files read without
`encoding="utf-8"` behaved the same on every UTF-8 system, so no other test could tell."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import zhdsl
from zhdsl.games.riftbound.dialect import Riftbound
from zhdsl.games.xingxiu.dialect import Xingxiu
from zhdsl.games.zongheng.dialect import Zongheng
from zhdsl.pipeline import analyze

# (dialect module, class name or None for the default game, text): one text per game's grammar file
CASES = (
    (None, None, "若你的财富小于10，抽1张牌"),
    ("zhdsl.games.xingxiu.dialect", "Xingxiu", "摸一张牌"),
    ("zhdsl.games.riftbound.dialect", "Riftbound", "抽一张牌"),
)
DIALECTS = {None: Zongheng, "Xingxiu": Xingxiu, "Riftbound": Riftbound}

# Run in the child: the texts arrive as ASCII JSON (argv itself is decoded in the locale's encoding) and
# the readings leave as ASCII JSON (stdout is ASCII there too).
CHILD = """
import importlib, json, locale, sys
from zhdsl.pipeline import analyze
out = {"encoding": locale.getpreferredencoding(False), "readings": []}
for module, name, text in json.loads(sys.argv[1]):
    game = getattr(importlib.import_module(module), name) if module else None
    result = analyze(text, game)
    out["readings"].append([result.ok, [d.code for d in result.diagnostics], repr(result.versions)])
print(json.dumps(out))
"""


def _reading(text: str, game) -> list:
    """This process's reading, through a grammar composed now (a game class defined here, not registered:
    the installed games' grammars were composed before the test, maybe by another zhdsl)."""

    class Fresh(game):
        name = ""

    result = analyze(text, Fresh)
    return [result.ok, [d.code for d in result.diagnostics], repr(result.versions)]


def test_card_texts_read_the_same_under_an_ascii_locale():
    env = {key: value for key, value in os.environ.items()
           if not key.startswith(("LC_", "LANG", "PYTHONUTF8", "PYTHONIOENCODING"))}
    # the zhdsl under test (the mutation runs import it from their own copy), imported first
    env["PYTHONPATH"] = os.pathsep.join([str(Path(zhdsl.__file__).resolve().parents[1]), env.get("PYTHONPATH", "")])
    env.update(LC_ALL="C", PYTHONCOERCECLOCALE="0")
    done = subprocess.run([sys.executable, "-X", "utf8=0", "-c", CHILD, json.dumps(CASES)],
                          env=env, capture_output=True, timeout=120)
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")[-2000:]
    child = json.loads(done.stdout)
    # the child really ran where a file opened without an encoding is read as ASCII
    assert child["encoding"].lower().replace("_", "-") in {"ansi-x3.4-1968", "ascii", "us-ascii"}, child["encoding"]
    assert child["readings"] == [_reading(text, DIALECTS[name]) for _, name, text in CASES]
    assert all(ok and not codes for ok, codes, _ in child["readings"])
