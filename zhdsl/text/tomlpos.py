"""Find where a value sits in a TOML file, so diagnostics in card text point into the file.

tomllib gives no positions; card-set files are simple (arrays of tables, one key per line),
so a line scan is enough: the n-th `[[table]]` header, then the `key =` line inside it.

One scan of the file indexes every header; the keys of a block are indexed the first time a key
of that block is asked for. Every lookup is then a dictionary access, so a file with many
unknown keys (each one a W307 with its position) is located in linear time.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from zhdsl.text.source import Origin

# Table names and keys may be bare or quoted: `[[通用牌]]` is not valid TOML (bare keys are
# ASCII), so card-set files write `[["通用牌"]]` and `"名称" = …`.
_HEADER = re.compile(r"""^\s*\[\[\s*(?:"([^"]+)"|'([^']+)'|([^\]"']+?))\s*\]\]\s*(#.*)?$""")
_TABLE = re.compile(r"""^\s*\[\s*(?:"([^"]+)"|'([^']+)'|([^\]"']+?))\s*\]\s*(#.*)?$""")
# A `key =` line: the key quoted as written (no escapes) or bare; the match ends where the value starts.
_KEY = re.compile(r"""^\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=\[#][^\s=]*?))\s*=\s*""")


def _name(m: re.Match) -> str:
    return next(g for g in m.groups()[:3] if g is not None)


class TomlLocator:
    def __init__(self, source: str, file: str) -> None:
        self.file = file
        self.lines = source.split("\n")
        self._blocks: dict[str, list[int]] = {}  # `[[name]]` -> the line of each of its headers
        self._tables: dict[str, int] = {}  # `[name]` -> the line of its first header
        self._headers: list[int] = []  # every header line, in order (where blocks end)
        self._keys: dict[tuple[int, int], dict[str, tuple[int, int]]] = {}  # line range -> key -> (line, column)
        for i, line in enumerate(self.lines):
            if "[" not in line:
                continue
            m = _HEADER.match(line)
            if m:
                self._blocks.setdefault(_name(m), []).append(i)
                self._headers.append(i)
                continue
            m = _TABLE.match(line)
            if m:
                self._tables.setdefault(_name(m), i)
                self._headers.append(i)

    def _block_range(self, table: str, index: int) -> tuple[int, int]:
        starts = self._blocks.get(table, [])
        if index >= len(starts):
            return 0, len(self.lines)
        start = starts[index]
        following = bisect_right(self._headers, start)
        end = self._headers[following] if following < len(self._headers) else len(self.lines)
        return start, end

    def _keys_in(self, start: int, end: int) -> dict[str, tuple[int, int]]:
        """The first `key =` line of every key in lines [start, end), built once per range."""
        found = self._keys.get((start, end))
        if found is None:
            found = {}
            for j in range(start, end):
                m = _KEY.match(self.lines[j])
                if m:
                    found.setdefault(_name(m), (j + 1, m.end() + 1))
            self._keys[(start, end)] = found
        return found

    def table(self, name: str) -> Origin | None:
        """The header of table `name` (`[[name]]` or `[name]`, bare or quoted), or the line of a
        top-level key `name`, if the file has one."""
        if name in self._blocks:
            return Origin(self.file, self._blocks[name][0] + 1, 1)
        if name in self._tables:
            return Origin(self.file, self._tables[name] + 1, 1)
        top = self._keys_in(0, self._headers[0] if self._headers else len(self.lines)).get(name)
        return Origin(self.file, top[0], 1) if top is not None else None

    def entry(self, table: str, index: int) -> Origin:
        start, _ = self._block_range(table, index)
        return Origin(self.file, start + 1, 1)

    def key(self, table: str, index: int, key: str) -> Origin:
        found = self._keys_in(*self._block_range(table, index)).get(key)
        if found is not None:
            return Origin(self.file, *found)
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
