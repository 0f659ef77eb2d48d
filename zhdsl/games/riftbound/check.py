"""`zhdsl check` for Riftbound files: deck files (rule 5.2) and catalogs (`--catalog`): every card's
diagnostics, located by card number, and the coverage report."""

from __future__ import annotations

import re
from pathlib import Path

from zhdsl.text.diagnostics import error, locate
from zhdsl.text.source import Origin, Span

# a 流转 printed on the card as its own keyword line; `给予…{{流转}}` in an effect is another thing (rules-riftbound.md 19.60)
_PRINTED_RECUR = re.compile(r"(?m)^\s*(?:\{\{流转|\[流转)")


def check_deck_file(path, source: str) -> list:
    from zhdsl.games.riftbound import library as lib
    from zhdsl.games.riftbound.game import _library

    path = Path(path)
    try:
        import tomllib

        from zhdsl import safeio

        data = safeio.parse_toml(source)
        meta = data.get("卡组") or {}
        catalog = meta.get("目录")
        cat_path = (path.parent / catalog) if catalog else None
        library = _library(cat_path)
        lib.read_deck(path, library)
    except Exception as exc:  # noqa: BLE001 — reported as a located diagnostic
        message = str(exc) if isinstance(exc, ValueError) else f"{type(exc).__name__}: {exc}"
        return [locate(error("E330", Span(0, 0), message, "卡组格式见 docs/riftbound.md 第五部分"), "", Origin(str(path)))]
    return []


# -- catalogs: `zhdsl check --game 符文战场 --catalog FILE` ---------------------------------------------

def check_catalog(path) -> dict:
    """Every card of a catalog (alternate printings once): its diagnostics, whether it compiles and
    whether it plays in a smoke game; the coverage and per-keyword counts. CatalogError for a file
    that cannot be read."""
    from zhdsl.games.riftbound import smoke
    from zhdsl.games.riftbound.catalog import group, read_catalog
    from zhdsl.games.riftbound.keywords import PLACEHOLDERS
    from zhdsl.pipeline import analyze

    cards = group(read_catalog(path))
    rows = []
    keywords = {word: {"cards": 0, "clean": 0, "plays": 0} for word, *_ in PLACEHOLDERS}
    for card in cards:
        p = card.printing
        origin = Origin(f"{path}#{p.number}")
        text = p.text
        from zhdsl.games.riftbound.library import is_blank

        diags = [] if is_blank(text) else list(analyze(text, "riftbound").diagnostics)
        located = [locate(d, text, origin) for d in diags]
        if p.base_category in ("unit", "gear", "champion") and _PRINTED_RECUR.search(text):
            # 流转 is run for spells only (rules-riftbound.md 19.50): read, but it cannot be played
            at = text.find("流转") - 2
            located.append(locate(error("E401", Span(max(0, at), max(0, at) + 4), "单位与装备上的{{流转}}还不能执行",
                                        "见 docs/rules-riftbound.md 19.50"), text, origin))
        compiles = not any(d.is_error for d in diags) and not located
        plays, why = (smoke.plays(path, p) if compiles else (False, ""))
        if compiles and not plays:
            located.append(locate(error("E331", Span(0, 0), f"在试玩对局中无法执行：{why}",
                                        "这是 zhdsl 的缺陷或尚未支持的写法"), text, origin))
        clean = not located
        row = {"card": p.number, "name": p.full_name, "printings": [q.number for q in card.printings],
               "clean": clean, "compiles": compiles, "plays": plays, "diagnostics": located,
               "errata": p.errata, "preview": p.preview}  # rules-riftbound.md 2.34(b)(c)
        rows.append(row)
        for word in keywords:
            if f"{{{{{word}" in text or f"[{word}" in text:
                k = keywords[word]
                k["cards"] += 1
                k["clean"] += clean
                k["plays"] += plays
    total = len(rows)
    return {
        "cards": rows,
        "printings": sum(len(c.printings) for c in cards),
        "total": total,
        "clean": sum(r["clean"] for r in rows),
        "compiles": sum(r["compiles"] for r in rows),
        "plays": sum(r["plays"] for r in rows),
        "keywords": {w: k for w, k in keywords.items() if k["cards"]},
        "errata": sum(r["errata"] for r in rows),
    }


def report_lines(report: dict) -> list[str]:
    total = report["total"] or 1

    def pct(n):
        return f"{n}/{report['total']}（{100 * n / total:.1f}%）"

    lines = [
        f"目录：{report['printings']} 条印刷，{report['total']} 张不同的卡牌（异画与促销合并）"
        + (f"，其中 {report['errata']} 张按勘误文字读取" if report.get("errata") else ""),
        f"检查无误：{pct(report['clean'])}",
        f"可以编译：{pct(report['compiles'])}",
        f"试玩可执行：{pct(report['plays'])}",
        "关键词：" + "，".join(f"{w} {k['plays']}/{k['cards']}" for w, k in report["keywords"].items()),
    ]
    return lines
