"""tools/mutation.py's seeded sample (`--sample N --seed S`): the figures in docs/testing.md's sampled rows
are only repeatable if the same source, size and seed draw the same mutants everywhere, and the interval
printed with them is the one the table states. No mutmut run here: the draw and the interval are pure."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("mutation_tool", ROOT / "tools" / "mutation.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
NAMES = [f"zhdsl.engine.game.xǁGameǁapply_action__mutmut_{i}" for i in range(1, 301)] + [
    f"zhdsl.engine.game.x__work__mutmut_{i}" for i in range(1, 41)
]


def test_the_same_seed_draws_the_same_mutants_whatever_order_they_come_in():
    first = TOOL.sample_mutants(NAMES, 80, 18)
    again = TOOL.sample_mutants(list(reversed(NAMES)), 80, 18)
    assert first == again
    assert len(first) == 80 and len(set(first)) == 80
    assert set(first) <= set(NAMES)
    assert first == sorted(first)


def test_the_draw_is_fixed_by_the_seed_not_by_the_process():
    # Pinned: a change of the draw (another generator, another order of the population) would silently
    # make every sampled row of docs/testing.md unrepeatable.
    names = [f"m.x_f__mutmut_{i}" for i in range(1, 21)]
    assert TOOL.sample_mutants(names, 5, 18) == [
        "m.x_f__mutmut_12", "m.x_f__mutmut_14", "m.x_f__mutmut_16", "m.x_f__mutmut_19", "m.x_f__mutmut_4",
    ]


def test_another_seed_draws_other_mutants():
    assert TOOL.sample_mutants(NAMES, 80, 18) != TOOL.sample_mutants(NAMES, 80, 19)


def test_a_sample_no_smaller_than_the_module_is_every_mutant_once():
    assert TOOL.sample_mutants(NAMES + NAMES[:5], 1000, 18) == sorted(NAMES)
    assert TOOL.sample_mutants(NAMES, len(NAMES), 7) == sorted(NAMES)


@pytest.mark.parametrize(
    ("caught", "judged", "low", "high"),
    [
        (90, 100, 0.8256, 0.9448),  # Wilson's interval, not the normal one (which would reach 0.9588)
        (80, 80, 0.9542, 1.0),  # all caught: the upper end is 100%, the lower one below it
        (0, 10, 0.0, 0.2775),
        (57, 60, 0.8630, 0.9829),
    ],
)
def test_the_interval_is_wilsons_95_percent_interval(caught, judged, low, high):
    got_low, got_high = TOOL.wilson_interval(caught, judged)
    assert got_low == pytest.approx(low, abs=1e-4)
    assert got_high == pytest.approx(high, abs=1e-4)
    assert got_low <= caught / judged <= got_high


def test_no_judged_mutant_says_nothing_about_the_score():
    assert TOOL.wilson_interval(0, 0) == (0.0, 1.0)


def test_verdicts_are_counted_as_the_score_counts_them():
    # a timeout (36) and a crash of the tests count as caught, "no tests" (33) as surviving
    counts = TOOL.tally({"a": 1, "b": 36, "c": 0, "d": 33, "e": None, "f": 34, "g": -11})
    assert counts == {"caught": 3, "survived": 2, "skipped": 1, "not_checked": 1, "suspicious": 0}


def test_a_package_is_mutated_whole_and_works_in_its_own_directory():
    assert TOOL.mutate_pattern("zhdsl/games/xingxiu") == "zhdsl/games/xingxiu/*"
    assert TOOL.mutate_pattern("zhdsl/games/xingxiu/") == "zhdsl/games/xingxiu/*"
    assert TOOL.mutate_pattern("zhdsl/engine/game.py") == "zhdsl/engine/game.py"
    assert TOOL.workdir("zhdsl/games/xingxiu/").name == "zhdsl.games.xingxiu"
    assert TOOL.workdir("zhdsl/engine/game.py").name == "zhdsl.engine.game"


def test_a_mutant_belongs_to_the_function_mutmut_names_in_its_stats():
    assert TOOL.function_of("zhdsl.games.xingxiu.measures.xǁMeasureOpsǁdistance__mutmut_3") == (
        "zhdsl.games.xingxiu.measures.xǁMeasureOpsǁdistance"
    )
    assert TOOL.function_of("zhdsl.games.zongheng.rules.x_card_program__mutmut_120") == (
        "zhdsl.games.zongheng.rules.x_card_program"
    )


def _mutated_module(monkeypatch, name):
    """A module laid out as mutmut writes one: the trampoline reads the original from a table of versions."""
    import sys
    import types

    module = types.ModuleType(name)

    def x_twice__mutmut_orig(n):
        return 2 * n

    def x_twice__mutmut_1(n):
        return 3 * n

    module.mutants_x_twice__mutmut = {"_mutmut_orig": x_twice__mutmut_orig, "x_twice__mutmut_1": x_twice__mutmut_1}
    module.twice = lambda n: module.mutants_x_twice__mutmut["_mutmut_orig"](n)
    monkeypatch.setitem(sys.modules, name, module)
    return module


def test_the_sample_stats_record_each_call_of_a_drawn_function_and_change_nothing_else(monkeypatch):
    # --sample's stats step: only the drawn functions record their calls, and they still answer as before
    module = _mutated_module(monkeypatch, "mutation_sample_fake")
    calls = []
    assert TOOL.record_calls("mutation_sample_fake.x_twice", calls.append)
    assert module.twice(4) == 8 and module.twice(5) == 10
    assert calls == ["mutation_sample_fake.x_twice", "mutation_sample_fake.x_twice"]
    assert module.mutants_x_twice__mutmut["_mutmut_orig"].__name__ == "x_twice__mutmut_orig"
    assert module.mutants_x_twice__mutmut["x_twice__mutmut_1"](4) == 12  # the mutants are left alone
    # asked twice (a stopped run resumed), a call is still recorded once
    assert TOOL.record_calls("mutation_sample_fake.x_twice", calls.append)
    module.twice(1)
    assert len(calls) == 3


def test_a_function_without_a_trampoline_is_reported_not_recorded(monkeypatch):
    _mutated_module(monkeypatch, "mutation_sample_fake2")
    assert not TOOL.record_calls("mutation_sample_fake2.x_thrice", print)


def test_the_sample_stats_record_the_calls_of_a_drawn_classmethod(monkeypatch):
    # mutmut's trampoline of a classmethod looks the original up by name on the class it was called on, not in
    # the table: a drawn classmethod (GameState.new) must record there too, or its mutants run no test at all
    import sys
    import types

    module = types.ModuleType("mutation_sample_fake3")

    class Box:
        def __init__(self, n):
            self.n = n

        @classmethod
        def xǁBoxǁmake__mutmut_orig(cls, n):
            return cls(n)

        @classmethod
        def make(cls, n):
            original = module.mutants_xǁBoxǁmake__mutmut["_mutmut_orig"]
            return getattr(cls, original.__name__)(n)  # as mutmut's trampoline does for a classmethod

    module.Box = Box
    setattr(module, "mutants_xǁBoxǁmake__mutmut", {"_mutmut_orig": vars(Box)["xǁBoxǁmake__mutmut_orig"].__func__})
    monkeypatch.setitem(sys.modules, "mutation_sample_fake3", module)
    calls = []
    assert TOOL.record_calls("mutation_sample_fake3.xǁBoxǁmake", calls.append)
    assert TOOL.record_calls("mutation_sample_fake3.xǁBoxǁmake", calls.append)  # a resumed run: still once a call
    made = Box.make(3)
    assert isinstance(made, Box) and made.n == 3
    assert calls == ["mutation_sample_fake3.xǁBoxǁmake"]


def test_a_generation_stopped_part_way_is_finished_before_a_sample_is_drawn(tmp_path):
    # A package's mutants take many minutes to write; a run stopped then leaves some files without their
    # meta, and a sample drawn from the metas there are would leave those files' mutants out of the draw.
    package = tmp_path / "zhdsl" / "games" / "g"
    (package / "verbs").mkdir(parents=True)
    for name in ("__init__.py", "rules.py", "verbs/draw.py"):
        (package / name).write_text("x = 1\n", encoding="utf-8")
    mutated = tmp_path / "mutants" / "zhdsl" / "games" / "g"
    (mutated / "verbs").mkdir(parents=True)
    (mutated / "__init__.py.meta").write_text("{}", encoding="utf-8")
    (mutated / "rules.py.meta").write_text("{}", encoding="utf-8")
    assert TOOL.ungenerated(tmp_path, "zhdsl/games/g") == ["zhdsl/games/g/verbs/draw.py"]
    (mutated / "verbs" / "draw.py.meta").write_text("{}", encoding="utf-8")
    assert TOOL.ungenerated(tmp_path, "zhdsl/games/g") == []
    assert TOOL.ungenerated(tmp_path, "zhdsl/games/g/rules.py") == []
