"""Find where a value sits in a TOML file, so diagnostics in card text point into the file.

tomllib gives no positions; card-set files are simple (arrays of tables, one key per line),
so a line scan is enough: the n-th `[[table]]` header, then the `key =` line inside it.
"""

from __future__ import annotations

import re

from zhdsl.text.source import Origin

# Table names and keys may be bare or quoted: `[[通用牌]]` is not valid TOML (bare keys are
# ASCII), so card-set files write `[["通用牌"]]` and `"名称" = …`.
_HEADER = re.compile(r"""^\s*\[\[\s*(?:"([^"]+)"|'([^']+)'|([^\]"']+?))\s*\]\]\s*(#.*)?$""")
_TABLE = re.compile(r"""^\s*\[\s*(?:"([^"]+)"|'([^']+)'|([^\]"']+?))\s*\]\s*(#.*)?$""")


def _name(m: re.Match) -> str:
    return next(g for g in m.groups()[:3] if g is not None)


class TomlLocator:
    def __init__(self, source: str, file: str) -> None:
        self.file = file
        self.lines = source.split("\n")
        self._blocks: dict[str, list[int]] = {}
        for i, line in enumerate(self.lines):
            m = _HEADER.match(line)
            if m:
                self._blocks.setdefault(_name(m), []).append(i)

    def _block_range(self, table: str, index: int) -> tuple[int, int]:
        starts = self._blocks.get(table, [])
        if index >= len(starts):
            return 0, len(self.lines)
        start = starts[index]
        end = len(self.lines)
        for j in range(start + 1, len(self.lines)):
            if _HEADER.match(self.lines[j]) or _TABLE.match(self.lines[j]):
                end = j
                break
        return start, end

    def table(self, name: str) -> Origin | None:
        """The header of table `name` (`[[name]]` or `[name]`, bare or quoted), if the file has one."""
        if name in self._blocks:
            return Origin(self.file, self._blocks[name][0] + 1, 1)
        for i, line in enumerate(self.lines):
            m = _TABLE.match(line)
            if m and _name(m) == name:
                return Origin(self.file, i + 1, 1)
        return None

    def entry(self, table: str, index: int) -> Origin:
        start, _ = self._block_range(table, index)
        return Origin(self.file, start + 1, 1)

    def key(self, table: str, index: int, key: str) -> Origin:
        start, end = self._block_range(table, index)
        k = re.escape(key)
        pattern = re.compile(rf"""^\s*(?:{k}|"{k}"|'{k}')\s*=\s*""")
        for j in range(start, end):
            m = pattern.match(self.lines[j])
            if m:
                return Origin(self.file, j + 1, m.end() + 1)
        return self.entry(table, index)

    def string_value(self, table: str, index: int, key: str, value: str) -> Origin | None:
        """The position of the first character of a string value, when the file spells it literally."""
        origin = self.key(table, index, key)
        line = self.lines[origin.line - 1]
        rest = line[origin.column - 1:]
        for quote in ('"""', "'''", '"', "'"):
            if rest.startswith(quote):
                if quote in ('"""', "'''"):
                    after = rest[3:]
                    if after == "" and origin.line < len(self.lines):  # value starts on the next line
                        if self.lines[origin.line].startswith(value.split("\n")[0]):
                            return Origin(self.file, origin.line + 1, 1)
                        return None
                    if after.startswith(value.split("\n")[0]):
                        return Origin(self.file, origin.line, origin.column + 3)
                    return None
                if rest[len(quote):].startswith(value) if "\n" not in value else False:
                    return Origin(self.file, origin.line, origin.column + len(quote))
                return None
        return None
