"""Reading a Riftbound card's text before it is parsed: reminder text blanked (rule 22.2), with
every offset kept (the blanks are spaces of the same length)."""

from __future__ import annotations

_OPEN = "（"
_CLOSE = "）"


def blank_reminders(text: str) -> str:
    """Text in （…） (nested or not) becomes spaces: it explains, it never acts (rule 19.27, 22.2).
    A bracket left open runs to the end of its line; a stray closing bracket is blanked too. A
    quotation mark left open at the end of a line (the catalog has some) is blanked."""
    chars = list(text)
    depth = 0
    for i, ch in enumerate(chars):
        if ch == "\n":
            depth = 0
            continue
        if ch == _OPEN:
            depth += 1
            chars[i] = " "
        elif ch == _CLOSE:
            chars[i] = " "
            depth = max(0, depth - 1)
        elif depth:
            chars[i] = " "
    lines = "".join(chars).split("\n")
    for n, line in enumerate(lines):
        if line.count("「") > line.count("」"):
            k = line.rfind("「")
            lines[n] = line[:k] + " " + line[k + 1:]
        elif line.count("」") > line.count("「"):
            k = line.rfind("」")
            lines[n] = line[:k] + " " + line[k + 1:]
    out = "\n".join(lines)
    assert len(out) == len(text)
    return out
