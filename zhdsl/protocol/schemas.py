"""The contract's JSON Schemas, shipped in the package (`zhdsl/protocol/schemas/*.schema.json`).

Each file has a `urn:zhdsl:schema:<name>` id; they refer to each other by those ids. `validate`
needs the `jsonschema` package (the `test` extra); reading the schemas needs nothing.
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


def errors(name: str, instance) -> list[str]:
    """Every way `instance` breaks the schema `name`, one line each (empty when it follows it)."""
    return [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}" for e in validator(name).iter_errors(instance)]
