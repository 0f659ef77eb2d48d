"""The two shapes of the official catalog (rules-riftbound.md 2.34): `cardCategory` before the VEN/RAD sets,
`cardCategoryList` since; `errata` replacing the printed text; `isPreview` recorded. Small catalogs of our own cards."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from zhdsl.cli import main
from zhdsl.games.riftbound.catalog import CatalogError, read_catalog
from zhdsl.games.riftbound.check import check_catalog, report_lines

APPRENTICE = "{{强化1红色}}（支付此费用：让我变为已强化。）\n{{已强化>}} 我获得{{S}}+2。"


def _old(no, text=APPRENTICE, **more):
    return {"cardNo": no, "cardName": f"试炼学徒{no}", "subTitle": "", "cardCategory": "unit", "cardCategoryName": "单位",
            "cardColorList": ["red"], "cardEffect": text, "energy": 2, "returnEnergy": None, "power": 2, "tag": "", **more}


def _new(no, text=APPRENTICE, categories=("unit",), names=("单位",), **more):
    return {"cardNo": no, "cardName": f"试炼学徒{no}", "subTitle": "", "cardCategoryList": list(categories),
            "cardCategoryNameList": list(names), "cardColorList": ["red"], "cardEffect": text, "energy": 2,
            "returnEnergy": None, "power": 2, "tag": "", "isPreview": False, "errata": "", **more}


def _write(tmp_path, *cards):
    path = tmp_path / "catalog.json"
    path.write_text(json.dumps({"cards": list(cards)}, ensure_ascii=False), encoding="utf-8")
    return path


def test_category_list_reads_like_the_single_category(tmp_path):
    old, new = read_catalog(_write(tmp_path, _old("T-1"), _new("T-2")))
    assert (old.category, old.base_category, old.text) == (new.category, new.base_category, new.text) == ("unit", "unit", APPRENTICE)


def test_signature_and_token_codes_in_the_list(tmp_path):
    spell, token = read_catalog(_write(tmp_path, _new("T-3", "抽一张牌。", ("exclusive_spell",), ("专属法术",)),
                                       _new("T-4", "", ("indicator_unit",), ("指示物单位",))))
    assert (spell.category, spell.signature) == ("spell", True)
    assert (token.category, token.base_category) == ("token", "unit")


def test_a_list_that_is_not_text_is_an_error_naming_the_card(tmp_path):
    with pytest.raises(CatalogError, match="T-5"):
        read_catalog(_write(tmp_path, _new("T-5", categories=(3,))))


def test_errata_replaces_the_printed_text_and_is_reported(tmp_path):
    printed = "我获得了无法读取的文字。"
    path = _write(tmp_path, _new("T-6", printed, errata="当你打出我时，抽一张牌。"), _new("T-7", isPreview=True))
    report = check_catalog(path)
    rows = {r["card"]: r for r in report["cards"]}
    assert rows["T-6"]["clean"] and rows["T-6"]["errata"] and not rows["T-7"]["errata"]
    assert rows["T-7"]["preview"] and not rows["T-6"]["preview"]
    assert report["errata"] == 1
    assert "其中 1 张按勘误文字读取" in report_lines(report)[0]


def test_an_empty_errata_keeps_the_printed_text(tmp_path):
    (p,) = read_catalog(_write(tmp_path, _new("T-8", errata="  ")))
    assert p.text == APPRENTICE and not p.errata


def test_both_shapes_in_one_file_check_clean_and_play(tmp_path):
    path = _write(tmp_path, _old("T-9"), _new("T-10"))
    result = CliRunner().invoke(main, ["check", "--game", "符文战场", "--catalog", str(path), "--format", "json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert [(r["card"], r["clean"], r["plays"], r["errata"]) for r in report["cards"]] == [
        ("T-9", True, True, False), ("T-10", True, True, False)]
    assert report["keywords"]["强化"]["cards"] == 2


def test_recur_on_a_unit_is_read_but_reported_unplayable(tmp_path):
    report = check_catalog(_write(tmp_path, _new("T-11", "{{流转2}}")))
    (row,) = report["cards"]
    assert not row["compiles"] and [d.diagnostic.code for d in row["diagnostics"]] == ["E401"]
