"""AST rendering: a readable indented tree and a stable JSON form."""

from __future__ import annotations

from typing import Any

import attrs

from zhdsl.text import ast


def to_json(node: Any) -> Any:
    """A stable JSON-ready form: {"type": class, "span": [start, end], fields in declaration order}."""
    if isinstance(node, ast.Node):
        out: dict[str, Any] = {"type": type(node).__name__, "span": [node.span.start, node.span.end]}
        for field in attrs.fields(type(node)):
            if field.name == "span":
                continue
            value = getattr(node, field.name)
            if field.metadata.get("json") == "omit_default" and value == field.default:
                continue  # a later, optional field (ast.OPTIONAL)
            out[field.name] = to_json(value)
        return out
    if isinstance(node, tuple):
        return [to_json(x) for x in node]
    return node


def tree(node: ast.Node, source: str | None = None) -> str:
    lines: list[str] = []
    _tree(node, source, 0, None, lines)
    return "\n".join(lines)


def _label(node: ast.Node) -> str:
    scalars = []
    for field in attrs.fields(type(node)):
        if field.name == "span":
            continue
        value = getattr(node, field.name)
        if isinstance(value, (str, int, bool)) and value is not None:
            scalars.append(f"{field.name}={value!r}" if not isinstance(value, str) else f"{field.name}={value}")
    return type(node).__name__ + (" " + " ".join(scalars) if scalars else "")


def _tree(node: Any, source: str | None, depth: int, name: str | None, lines: list[str]) -> None:
    pad = "  " * depth
    prefix = f"{name}: " if name else ""
    if isinstance(node, ast.Node):
        quote = f"  「{source[node.span.start:node.span.end]}」" if source is not None else ""
        lines.append(f"{pad}{prefix}{_label(node)} [{node.span.start}:{node.span.end}]{quote}")
        for field in attrs.fields(type(node)):
            if field.name == "span":
                continue
            value = getattr(node, field.name)
            if isinstance(value, ast.Node):
                _tree(value, source, depth + 1, field.name, lines)
            elif isinstance(value, tuple) and value:
                for item in value:
                    _tree(item, source, depth + 1, field.name, lines)
    else:
        lines.append(f"{pad}{prefix}{node!r}")


def compact(node: Any) -> str:
    """A one-line form without spans, leaving out empty and default fields:
    `Draw(quantities=[Quantity(amount=Number(value=3), object="card", measured=True)])`."""
    if isinstance(node, ast.Node):
        parts = []
        for field in attrs.fields(type(node)):
            if field.name == "span":
                continue
            value = getattr(node, field.name)
            if value is None or value == () or (field.name == "measured" and value is False):
                continue
            parts.append(f"{field.name}={compact(value)}")
        return f"{type(node).__name__}({', '.join(parts)})"
    if isinstance(node, tuple):
        return "[" + ", ".join(compact(x) for x in node) + "]"
    if isinstance(node, str):
        return '"' + node + '"'
    return repr(node)


def compact_text(text: ast.CardText) -> str:
    """`compact` of the smallest node that says it all: the one step of a one-step effect
    without a head, else the sequence of an effect without a head, else the whole text."""
    if len(text.effects) == 1 and isinstance(text.effects[0], ast.Effect) and text.effects[0].head is None \
            and not text.reminders:
        body = text.effects[0].body
        if body.conditional is None and body.otherwise is None and len(body.steps) == 1:
            return compact(body.steps[0])
        return compact(body)
    return compact(text)
