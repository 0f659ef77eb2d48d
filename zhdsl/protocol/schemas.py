"""The contract's JSON Schemas, shipped in the package (`zhdsl/protocol/schemas/*.schema.json`).

Each file has a `urn:zhdsl:schema:<name>` id; they refer to each other by those ids. `validate`
and `validator` need the `jsonschema` package (the `test` extra); reading the schemas needs nothing.
`errors` uses `jsonschema-rs` (compiled, several hundred times faster on an observation) when it is
installed — the `test` extra installs it, and tests/protocol/test_schemas.py checks that both
validators find the same problems — and `jsonschema` otherwise.
"""

from __future__ import annotations

import json
from functools import lru_cache
from importlib import resources

NAMES = ("card", "decision", "event", "game_info", "observation", "result", "rpc")


def urn(name: str) -> str:
    return f"urn:zhdsl:schema:{name}"


@lru_cache(maxsize=None)
def schema(name: str) -> dict:
    """The schema called `name` (one of NAMES), as parsed JSON."""
    if name not in NAMES:
        raise KeyError(name)
    text = resources.files("zhdsl.protocol").joinpath("schemas", f"{name}.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


@lru_cache(maxsize=None)
def _validators() -> dict:
    from jsonschema import Draft202012Validator
    from referencing import Registry, Resource

    registry = Registry().with_resources((urn(n), Resource.from_contents(schema(n))) for n in NAMES)
    return {n: Draft202012Validator(schema(n), registry=registry) for n in NAMES}


def validator(name: str):
    """A jsonschema validator for the schema `name` (the others resolvable by their ids)."""
    return _validators()[name]


def validate(name: str, instance) -> None:
    """Raise jsonschema.ValidationError when `instance` does not follow the schema `name`."""
    validator(name).validate(instance)


def errors(name: str, instance, at: str = "") -> list[str]:
    """Every way `instance` breaks the schema `name` — or the part of it at the JSON pointer `at`, such
    as `/$defs/results/play` — one line each, `path: message` (empty when it follows it)."""
    fast = _fast_validator(name, at)
    if fast is not None:
        return [_line(e.instance_path, e.message) for e in fast.iter_errors(instance)]
    return python_errors(name, instance, at)


def python_errors(name: str, instance, at: str = "") -> list[str]:
    """`errors` by the `jsonschema` package, whether or not `jsonschema-rs` is installed."""
    checker = validator(name)
    if at:
        checker = checker.evolve(schema={"$ref": urn(name) + "#" + at})
    return [_line(e.absolute_path, e.message) for e in checker.iter_errors(instance)]


def _line(path, message: str) -> str:
    return f"{'/'.join(map(str, path)) or '(root)'}: {message}"


@lru_cache(maxsize=None)
def _fast_validator(name: str, at: str):
    try:
        import jsonschema_rs
    except ImportError:
        return None
    contents = schema(name) if not at else {"$ref": urn(name) + "#" + at}
    return jsonschema_rs.Draft202012Validator(contents, registry=_fast_registry())


@lru_cache(maxsize=None)
def _fast_registry():
    import jsonschema_rs

    return jsonschema_rs.Registry([(urn(n), schema(n)) for n in NAMES])
