"""The core (zhdsl/text, zhdsl/compiler, zhdsl/engine and the core grammar) knows no game's words:
纵横坛's vocabulary appears there only in docstrings and comments, which may cite a rule."""

from __future__ import annotations

import io
import re
import tokenize
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "zhdsl"
CORE = ("text", "compiler", "engine", "grammar")

# 纵横坛's own words (its resources, zones, verbs, modes) and the English names the glossary gives them.
CHINESE = ("财富", "物资", "精力", "仓储", "效率", "领主", "结界", "造物", "过往", "虚空", "牌库", "堆叠", "生产", "折损",
           "结附", "反制", "调度", "转化", "恢复", "权杖", "决斗", "团队", "生存", "纵横")
ENGLISH = ("wealth", "supply", "energy", "storage", "efficiency", "lord", "lords", "ward", "creation", "sceptre",
           "zongheng")


def core_files() -> list[Path]:
    return sorted(f for d in CORE for f in (ROOT / d).rglob("*") if f.suffix in (".py", ".lark"))


def _docstring_lines(source: str) -> set[int]:
    """Line numbers of docstrings: a string standing alone as the first statement of a module,
    class or function."""
    import ast

    lines: set[int] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                lines.update(range(body[0].lineno, body[0].end_lineno + 1))
    return lines


def _words(name: str) -> list[str]:
    return [w.lower() for w in re.split(r"_|(?<=[a-z])(?=[A-Z])", name) if w]


def findings(path: Path) -> list[str]:
    source = path.read_text(encoding="utf-8")
    out = []
    if path.suffix == ".lark":
        for number, line in enumerate(source.split("\n"), start=1):
            code = line.split("//", 1)[0]
            out += [f"{path.name}:{number}: {w}" for w in CHINESE if w in code]
        return out
    docstrings = _docstring_lines(source)
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        line = tok.start[0]
        if tok.type == tokenize.STRING and line not in docstrings:
            out += [f"{path.name}:{line}: {w} in {tok.string[:40]}" for w in CHINESE if w in tok.string]
            out += [f"{path.name}:{line}: {w} in {tok.string[:40]}" for w in ENGLISH
                    if re.search(rf"\b{w}\b", tok.string)]
        elif tok.type == tokenize.NAME:
            out += [f"{path.name}:{line}: {tok.string}" for w in _words(tok.string) if w in ENGLISH]
    return out


def test_there_are_core_files():
    assert len(core_files()) > 20


@pytest.mark.parametrize("path", core_files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_game_vocabulary_in_the_core(path):
    assert not findings(path)


def test_the_check_itself_finds_vocabulary(tmp_path):
    planted = tmp_path / "planted.py"
    planted.write_text('"""A docstring may say 财富."""\n\nSTORAGE_LIMIT = 3  # 仓储\nlabel = "生产1财富"\n', encoding="utf-8")
    found = findings(planted)
    assert any("STORAGE_LIMIT" in f for f in found) and any("生产" in f for f in found)
    assert not any(":1:" in f for f in found)  # the docstring is allowed
