"""Identical diagnostics and programs: record what the text pipeline says about many card texts, then
check that it still says exactly that after a change meant to keep behaviour (a speed-up, a refactor).

    python tools/textcheck.py record FILE    # write FILE (JSON lines: game, text, diagnostics, programs)
    python tools/textcheck.py verify FILE    # analyze and compile every text again, compare with FILE

The corpus, per game (纵横坛, 星宿, 符文战场): every string of the bundled card sets (TOML values; the
Riftbound catalogs' card effects), of the scenario files, of the held-out texts, and every string
literal with a Chinese character in the tests of that game's text pipeline — card texts and much
that is not one, so the error paths are covered too — and, for the bundled 纵横坛 card texts,
every text with one character left out. For each text it records `analyze(text).diagnostics`
(code, severity, span, message, hint) and, when the text compiles, the `repr` of its programs
(their canonical texts included). `verify` prints the first differences and exits 1 if any.
"""

from __future__ import annotations

import argparse
import ast as pyast
import json
import os
import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CJK = re.compile(r"[\u4e00-\u9fff]")
QUOTED = re.compile(r"「([^「」]*)」")

SOURCES = {
    "zongheng": {
        "toml": ["cardsets/zongheng", "tests/scenarios/engine", "tests/scenarios/modes", "tests/scenarios/rules"],
        "lines": ["tests/text/heldout"],
        "python": ["tests/text", "tests/hardening", "tests/core", "tests/engine", "tests/dialects", "tests/lsp",
                   "tests/cardsets", "tests/test_cli.py"],
    },
    "xingxiu": {"toml": ["cardsets/xingxiu", "tests/scenarios/xingxiu"], "lines": [], "python": ["tests/xingxiu"]},
    "riftbound": {"toml": ["tests/scenarios/riftbound"], "lines": [], "python": ["tests/riftbound"],
                  "catalog": ["cardsets/riftbound"]},
}


def _toml_strings(node, out: list[str]) -> None:
    if isinstance(node, dict):
        for value in node.values():
            _toml_strings(value, out)
    elif isinstance(node, list):
        for item in node:
            _toml_strings(item, out)
    elif isinstance(node, str):
        out.append(node)


def _files(paths: list[str], suffix: str) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        path = ROOT / p
        if path.is_file():
            out.append(path)
        elif path.is_dir():
            out.extend(sorted(path.rglob("*" + suffix)))
    return out


def corpus(game: str) -> list[str]:
    """The texts of one game, each once, in a fixed order."""
    spec = SOURCES[game]
    found: list[str] = []
    for path in _files(spec["toml"], ".toml"):
        try:
            _toml_strings(tomllib.loads(path.read_text(encoding="utf-8")), found)
        except tomllib.TOMLDecodeError:
            continue  # a test's deliberately broken file
    for path in _files(spec["lines"], ".txt"):
        found.extend(path.read_text(encoding="utf-8").splitlines())
    for path in _files(spec["python"], ".py"):
        try:
            tree = pyast.parse(path.read_text(encoding="utf-8"))
        except SyntaxError:
            continue
        found.extend(n.value for n in pyast.walk(tree) if isinstance(n, pyast.Constant) and isinstance(n.value, str))
    for path in _files(spec.get("catalog", []), ".json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        for card in data.get("cards", []) if isinstance(data, dict) else []:
            for key in ("cardEffect", "effect", "text"):
                if isinstance(card.get(key), str):
                    found.append(card[key])
    texts = []
    for s in found:
        if CJK.search(s) and len(s) <= 400:
            texts.append(s)
            texts.extend(QUOTED.findall(s))  # 「…」 inside a scenario's card or a test's string
    if game == "zongheng":
        for path in _files(["cardsets/zongheng"], ".toml"):
            bundled: list[str] = []
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            _effects(data, bundled)
            for text in bundled:
                texts.extend(text[:i] + text[i + 1:] for i in range(len(text)))
    return list(dict.fromkeys(t for t in texts if t.strip()))


def _effects(node, out: list[str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("效果", "技能") and isinstance(value, str):
                out.append(value)
            else:
                _effects(value, out)
    elif isinstance(node, list):
        for item in node:
            _effects(item, out)


def outcome(game: str, text: str) -> dict:
    from zhdsl import pipeline

    dialect = pipeline.dialect_of(game)
    result = pipeline.analyze(text, game)
    diagnostics = [[d.code, str(d.severity.value), d.span.start, d.span.end, d.message, d.hint, repr(d.fix)]
                   for d in result.diagnostics]
    record = {"game": game, "text": text, "diagnostics": diagnostics}
    if result.ok:
        try:
            programs = pipeline._compile.__wrapped__(text, dialect)
            record["programs"] = [repr(p) for p in programs]
        except Exception as exc:  # noqa: BLE001 - a text that checks but does not compile is recorded as such
            record["programs"] = f"{type(exc).__name__}: {exc}"
    return record


def records() -> list[dict]:
    return [outcome(game, text) for game in SOURCES for text in corpus(game)]


def main() -> int:
    if os.environ.get("PYTHONHASHSEED") != "0":  # a frozenset's repr follows the string hashes
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, "PYTHONHASHSEED": "0"})
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=["record", "verify"])
    ap.add_argument("file", type=Path)
    args = ap.parse_args()
    now = records()
    if args.what == "record":
        with args.file.open("w", encoding="utf-8") as f:
            for r in now:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        print(f"recorded {len(now)} texts ({sum(bool(r['diagnostics']) for r in now)} with diagnostics) in {args.file}")
        return 0
    before = {(r["game"], r["text"]): r for r in map(json.loads, args.file.read_text(encoding="utf-8").splitlines())}
    differ = missing = 0
    for r in now:
        old = before.pop((r["game"], r["text"]), None)
        if old is None:
            missing += 1
            continue
        if old != r:
            differ += 1
            if differ <= int(os.environ.get("TEXTCHECK_SHOW", "10")):
                print(f"[{r['game']}] {r['text']!r}\n  before: {json.dumps(old, ensure_ascii=False)[:600]}\n"
                      f"  now:    {json.dumps(r, ensure_ascii=False)[:600]}")
    print(f"{len(now)} texts: {differ} differ; {missing} not in the record, {len(before)} recorded texts not found")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
