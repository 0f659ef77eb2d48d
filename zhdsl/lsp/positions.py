"""Positions: zhdsl counts 1-based lines and columns in code points; LSP counts 0-based lines and
UTF-16 code units (a character outside the BMP, 𠀋 or an emoji, is two units)."""

from __future__ import annotations


def utf16_column(line: str, column: int) -> int:
    """The UTF-16 offset in `line` of the 1-based code-point `column` (clamped to the line)."""
    prefix = line[: max(0, column - 1)]
    return len(prefix.encode("utf-16-le", "surrogatepass")) // 2


def lsp_position(lines: list[str], line: int, column: int) -> tuple[int, int]:
    """(line, character) for LSP from zhdsl's 1-based code-point line and column."""
    index = min(max(0, line - 1), max(0, len(lines) - 1))
    text = lines[index] if lines else ""
    return index, utf16_column(text, column)


def code_point_offset(line: str, character: int) -> int:
    """The code-point index in `line` of LSP's UTF-16 `character` (inside a surrogate pair: the pair's start)."""
    units = 0
    for i, ch in enumerate(line):
        width = 2 if ord(ch) > 0xFFFF else 1
        if units + width > character:
            return i
        units += width
    return len(line)
