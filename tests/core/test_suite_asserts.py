"""The suite's own lint (issue 18): every test states something that can fail.

A test passes this lint when its body — or a helper in tests/ it calls, at any depth — has an `assert`,
a `raise`, `pytest.raises`/`pytest.warns`/`pytest.fail`, or compares with a reviewed `snapshot`, or
when it hands the game to a third-party conformance checker that raises on a violation, or asserts with
Playwright's `expect(locator).to_…` (ACCEPTED_CHECKERS).
A test may not `return` early (a position it cannot reach must fail, not pass), and shared helpers are
imported by a unique module name, never `from conftest import` (two conftest modules shadow each other
when test folders run together)."""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
# Library checkers that raise on a violation: PettingZoo's api_test, OpenSpiel's random_sim_test.
ACCEPTED_CHECKERS = {"api_test", "random_sim_test", "expect"}  # expect: Playwright's web-first assertion
FAILING_ATTRIBUTES = {"raises", "warns", "fail", "deprecated_call"}


@cache
def _trees() -> dict[Path, ast.Module]:
    """Every file of tests/ parsed, once per process for the three lints below (read, never changed)."""
    return {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in sorted(TESTS.rglob("*.py"))}


def _called_names(node: ast.AST):
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            func = sub.func
            if isinstance(func, ast.Name):
                yield func.id
            elif isinstance(func, ast.Attribute):
                yield func.attr


def _fails_by_itself(fn: ast.AST) -> bool:
    for sub in ast.walk(fn):
        if isinstance(sub, (ast.Assert, ast.Raise)):
            return True
        if isinstance(sub, ast.Attribute) and sub.attr in FAILING_ATTRIBUTES:
            return True
        if isinstance(sub, ast.Name) and sub.id == "snapshot":
            return True
    return False


def _functions(trees) -> dict[str, list[ast.FunctionDef]]:
    found: dict[str, list] = {}
    for tree in trees.values():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found.setdefault(node.name, []).append(node)
    return found


def _asserting(functions) -> set[str]:
    """Names of functions in tests/ that can fail: directly or through one that can, at any depth."""
    names = set(ACCEPTED_CHECKERS)
    grew = True
    while grew:
        grew = False
        for name, defs in functions.items():
            if name not in names and any(
                _fails_by_itself(fn) or any(c in names for c in _called_names(fn)) for fn in defs
            ):
                names.add(name)
                grew = True
    return names


def _tests(trees):
    for path, tree in trees.items():
        if not path.name.startswith("test_"):
            continue
        for node in tree.body:
            members = node.body if isinstance(node, ast.ClassDef) else [node]
            for fn in members:
                if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and fn.name.startswith("test"):
                    yield path, fn


def _own_returns(fn: ast.AST):
    """`return` statements of `fn` itself, not of functions or lambdas defined inside it."""
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            continue
        if isinstance(node, ast.Return):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(TESTS.parent)}:{node.lineno} {getattr(node, 'name', '')}".rstrip()


def test_every_test_asserts_something():
    trees = _trees()
    can_fail = _asserting(_functions(trees))
    silent = [
        _where(path, fn) for path, fn in _tests(trees)
        if not _fails_by_itself(fn) and not any(c in can_fail for c in _called_names(fn))
    ]
    assert not silent, "tests with nothing that can fail:\n" + "\n".join(silent)


def test_no_test_returns_early():
    trees = _trees()
    early = [_where(path, ret) for path, fn in _tests(trees) for ret in _own_returns(fn)]
    assert not early, "a test that returns passes silently; assert or skip instead:\n" + "\n".join(early)


def test_no_test_imports_from_conftest():
    bad = [
        _where(path, node) for path, tree in _trees().items() for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == "conftest"
        or isinstance(node, ast.Import) and any(alias.name == "conftest" for alias in node.names)
    ]
    assert not bad, "import shared helpers from a uniquely named module, not conftest:\n" + "\n".join(bad)


def test_the_lint_finds_a_test_without_assertion():
    """The lint itself can fail: a test body with only a call to a non-asserting helper is found."""
    tree = ast.parse("def helper(x):\n    return x\n\ndef test_nothing():\n    helper(1)\n\n"
                     "def test_early():\n    if True:\n        return\n    assert False\n")
    functions = _functions({Path("t.py"): tree})
    can_fail = _asserting(functions)
    test_nothing, test_early = functions["test_nothing"][0], functions["test_early"][0]
    assert not _fails_by_itself(test_nothing)
    assert "helper" not in can_fail
    assert len(list(_own_returns(test_early))) == 1
