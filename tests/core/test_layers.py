"""Imports run one way: text and engine know nothing above them, the compiler joins the two, the
game-picking modules sit on the compiler, games on all of that, and play/agents/scenarios/cli on
top. No module outside a game's package imports that game: games are found through the registry."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "zhdsl"

# layer -> the layers it may import from
ALLOWED = {
    "base": {"base"},  # safe file reading and writing, the cache folder: below everything
    "text": {"base", "text"},
    "engine": {"base", "engine"},
    "compiler": {"base", "text", "engine", "compiler"},
    "core": {"base", "text", "engine", "compiler", "core"},  # dialect, registry, pipeline, sources: where a game is picked
    "games": {"base", "text", "engine", "compiler", "core", "games"},
    "top": {"base", "text", "engine", "compiler", "core", "top"},  # play, agents, scenarios, cli: any game, none by name
}
BASE_MODULES = {"safeio", "outfile", "cachedir"}
CORE_MODULES = {"dialect", "registry", "pipeline", "sources", "__init__"}
# The scenario file format (its data model, schema and loader) is shared: each game builds its positions from it.
CORE_SUBMODULES = {"zhdsl.scenarios.loader", "zhdsl.scenarios.schema", "zhdsl.scenarios.errors"}


def layer(module: str) -> str:
    parts = module.split(".")
    if parts[0] != "zhdsl":
        return "outside"
    if len(parts) == 1:
        return "top"  # zhdsl/__init__.py: the public API
    head = parts[1]
    if head in BASE_MODULES:
        return "base"
    if ".".join(parts[:3]) in CORE_SUBMODULES:
        return "core"
    if head in ("text", "engine", "compiler", "games"):
        return head
    if head in CORE_MODULES:
        return "core"
    return "top"


def modules():
    for path in sorted(ROOT.rglob("*.py")):
        rel = path.relative_to(ROOT.parent).with_suffix("")
        name = ".".join(rel.parts[:-1] if rel.name == "__init__" else rel.parts)
        yield name, path


def _is_submodule(package: str, name: str) -> bool:
    where = ROOT.parent.joinpath(*package.split("."))
    return (where / f"{name}.py").is_file() or (where / name / "__init__.py").is_file()


def imports(path: Path, name: str) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            base = node.module
            if node.level:
                package = name.split(".")[: -node.level + (1 if path.name == "__init__.py" else 0) or None]
                base = ".".join([*package, node.module])
            if not all(_is_submodule(base, a.name) for a in node.names):  # `from zhdsl import registry`
                out.append(base)  # imports zhdsl.registry (the package's __init__ is checked on its own)
            out += [f"{base}.{a.name}" for a in node.names]
    return [m for m in out if m.split(".")[0] == "zhdsl"]


@pytest.mark.parametrize("name,path", list(modules()), ids=[n for n, _ in modules()])
def test_imports_run_one_way(name, path):
    mine = layer(name)
    game = name.split(".")[2] if mine == "games" and name.count(".") >= 2 else None
    for target in imports(path, name):
        theirs = layer(target)
        if theirs == "outside":
            continue
        if name == "zhdsl" and target.startswith("zhdsl.games."):
            continue  # the public API re-exports the default game's card-set loader
        assert theirs in ALLOWED[mine], f"{name} ({mine}) imports {target} ({theirs})"
        if theirs == "games" and target.count(".") >= 2:
            assert mine == "games" and target.split(".")[2] == game, f"{name} imports another game: {target}"


def test_the_layer_map_is_real():
    assert layer("zhdsl.text.parser") == "text" and layer("zhdsl.engine.game") == "engine"
    assert layer("zhdsl.pipeline") == "core" and layer("zhdsl.play.spec") == "top"
    bad = imports(ROOT / "engine" / "game.py", "zhdsl.engine.game")
    assert bad and all(layer(m) == "engine" for m in bad)
