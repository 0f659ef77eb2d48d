"""Settings for the whole suite: hypothesis runs derandomized in CI (env CI set), so a property test
explores the same examples on every run there; locally it explores new ones each time."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# -- bytecode: written even where PYTHONDONTWRITEBYTECODE is set -------------------------------------------
# With the variable set (this machine's environment has it, as many container images do) nothing ever writes
# the checkout's .pyc files, so every process compiles zhdsl and pytest rewrites every test module from
# source again, run after run: each xdist worker spent about 5 s of CPU more collecting (8.6 s instead of
# 3.1 s) and each `zhdsl` subprocess 0.3-0.7 s more (docs/testing.md, "Ninth pass"). The suite writes them
# (__pycache__ is ignored by git), in this process and the subprocesses it starts; the modules imported
# before this file (pytest, its plugins, hypothesis) come from the environment's own compiled files.
sys.dont_write_bytecode = False
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


# -- the parsers' cache, filled once before the xdist workers start ------------------------------------------
# A process that parses a game's text reads the LALR tables and Lark's serialized parser from the user's cache
# (zhdsl.text.grammar); when the grammar has changed since the last run (a fresh clone of a new commit, as CI
# runs) neither file is there and the process builds Lark from the grammar, saves it and compiles the tables:
# 16 s of CPU for the three games. Both workers met that at their first text of each game at the same time
# and both built everything (and every `zhdsl` subprocess started before the files were written built them
# again). So the controller fills the cache first: one process for Riftbound's grammar, one for the other
# two, side by side on the two cores, and waits for them; with the cache warm it only looks whether the files
# are there. A failure here is left to the tests to report (they build the parser themselves and say why).
WARM = (("riftbound",), ("zongheng", "xingxiu"))
_WARM_CODE = """
import sys
from zhdsl import cachedir, registry
from zhdsl.text.grammar import _lark_name, build_lark, load_tables
for game in sys.argv[1:]:
    source = registry.get(game).grammar_source()
    load_tables(source)  # on a miss: Lark built (and saved), the tables compiled and saved
    if cachedir.read(_lark_name(source.text)) is None:
        build_lark(source)
"""


def _cold_games() -> list[str]:
    from zhdsl import cachedir, registry
    from zhdsl.text.grammar import _lark_name, _tables_name

    directory = cachedir.cache_dir()
    if directory is None:
        return []
    cold = []
    for game in (g for group in WARM for g in group):
        text = registry.get(game).grammar_source().text
        if not ((directory / _tables_name(text)).is_file() and (directory / _lark_name(text)).is_file()):
            cold.append(game)
    return cold


def pytest_configure(config):
    workers = config.getoption("numprocesses", None)
    if hasattr(config, "workerinput") or not isinstance(workers, int) or workers < 2 or config.getoption("collectonly"):
        return
    import subprocess

    cold = set(_cold_games())
    runs = [subprocess.Popen([sys.executable, "-c", _WARM_CODE, *(g for g in group if g in cold)])
            for group in WARM if cold & set(group)]
    for run in runs:
        run.wait()


# -- the example game 《丰收》 (examples/dialects/harvest), registered the way a third-party package is:
# a distribution's metadata with a `zhdsl.dialects` entry point, found by importlib.metadata on the
# path — what `pip install examples/dialects/harvest` would write, without installing anything.

ROOT = Path(__file__).resolve().parents[1]
HARVEST = ROOT / "examples" / "dialects" / "harvest"


def make_site(site: Path) -> Path:
    dist = site / "zhdsl_harvest-0.1.0.dist-info"
    dist.mkdir(parents=True, exist_ok=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: zhdsl-harvest\nVersion: 0.1.0\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text("[zhdsl.dialects]\nharvest = harvest.dialect:Harvest\n", encoding="utf-8")
    return site


@pytest.fixture(scope="session")
def harvest_path(tmp_path_factory) -> list[str]:
    """The path entries that make 《丰收》 installed: its source and its distribution metadata."""
    site = make_site(tmp_path_factory.mktemp("site"))
    return [str(HARVEST), str(site)]


@pytest.fixture()
def harvest(harvest_path, monkeypatch):
    """《丰收》 installed in this process (sys.path), the registry rescanned."""
    from zhdsl import registry

    for entry in harvest_path:
        monkeypatch.syspath_prepend(entry)
    monkeypatch.setattr(registry, "_scanned", False)
    return registry.get("丰收")


@pytest.fixture()
def harvest_env(harvest_path) -> dict:
    """The environment of a `zhdsl` process that has 《丰收》 installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([*harvest_path, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["PYTHONIOENCODING"] = "utf-8"
    return env




# -- scheduling: the long tests first, shared out between the workers --------------------------------------
# xdist's worksteal hands each worker a contiguous share of the collection order (the first len/n tests to
# the first worker …) and lets an idle worker take from the END of another's queue. Sorting the long tests
# to the front of the whole collection (the sixth pass) put all of them in the first worker's share: the
# other worker ran the short tests, then stole the last long ones, and the run ended on a long test alone
# (the eighth pass saw 星宿's strict build run last, alone). So the long tests (markers `slow` and `long`,
# and the few unmarked tests of some seconds named in COSTS) are dealt longest first to the lightest share
# (LPT), each share starts with its own, and the short tests fill the rest of each share in collection
# order: every worker starts on its long tests at once, and what is stolen at the end is short. Only the
# order changes; every test runs.
#
# Costs: seconds of CPU, roughly, from the ninth pass's per-test CPU (the tests the tenth pass made cheaper re-measured) (docs/testing.md "Wall time": user + sys of
# the worker and its subprocesses, under load, so relative); a long or slow test not named here counts
# DEFAULT_COST (the random-game runs take 0.3-1.3 s each). A wrong figure only makes the deal less even.
COSTS = {
    # session 13: re-measured from the per-test CPU of the suite on main 26a4804 (load 2 -> 11), less the cuts of
    # that pass (the runaway game's quadratic history, the refused-tables process, the strict builds' padding)
    "test_every_original_card_checks_compiles_and_plays_and_every_keyword_is_on_some_card": 16,  # Riftbound's catalog report
    "test_openspiel_random_simulation_test_passes[params1]": 10,  # 团队, 4 players (eleventh pass: one random game)
    "test_cached_tables_parse_like_a_fresh_strict_build": 8.5,  # strict build of 纵横坛
    "test_files_planted_in_the_temp_directory_are_never_loaded": 6,  # one cold zhdsl process (session 14: the Lark build that learnt the cache name is gone)
    "test_lark_loaded_from_the_cache_reads_and_fails_like_a_fresh_build[符文战场]": 6.8,
    "test_first_lord_walkthrough_outputs_are_true": 5.8,
    "test_a_runaway_game_is_logged_and_replayed_identically": 4.5,
    "test_greedy_games_keep_the_invariants_and_end_with_a_winner[混战3人]": 4.1,
    "test_the_node_bot_plays_a_duel_to_the_end": 4.1,
    "test_composed_texts_parse": 3.8,
    "test_demo_then_replay_in_every_mode[1v12人]": 3.4,  # the greedy bots; the other tables play random ones
    "test_greedy_games_are_the_same_with_the_positions_taken[kinds0-符文战场-1v1]": 3.4,
    "test_glued_keyword_pairs_lex_whole": 2.5,  # session 14: each lexer check once
    "test_simulate_reports_each_agent": 3.3,
    "test_ray_plays_the_same_games_as_one_process": 3.2,
    "test_driver_agrees_with_lark": 3.2,
    "test_greedy_games_keep_the_invariants_and_end_with_a_winner[2v24人]": 2.8,
    "test_the_strict_build_reads_every_text_as_the_cached_tables_do": 2.5,  # strict build of 星宿
    "test_greedy_games_keep_the_invariants_and_end_with_a_winner[混战4人]": 2.6,
    "test_card_texts_read_the_same_under_an_ascii_locale": 2.5,
    # session 14: from the per-test CPU of the suite on main 0717c0c (load 4 -> 12)
    "test_quiet_tasks_play_and_count_like_tasks_of_their_own[团队-4-1-limits3-True]": 2.4,
    "test_matchers_built_on_first_use_lex_and_parse_as_all_built_first[riftbound]": 2.4,
    "test_quiet_tasks_play_and_count_like_tasks_of_their_own[团队-4-1-limits3-False]": 1.4,
    # not marked, but a few seconds each: named here, they are dealt first too, so that none of them is
    # stolen last and ends the run alone (not the depth-bound tests of tests/text/test_depth_bound.py: they
    # share a per-process parse of the corpus with the screens tests next to them; nor the browser tests,
    # which share one browser per module, nor the language-server tests, which share one server)
    "test_half_width_punctuation_and_spaces_mean_the_same": 2.0,
    "test_no_task_writes_past_its_trial[符文战场-2v2]": 1.9,
    "test_a_version_slot_gives_the_texts_it_stands_for": 1.9,
    "test_control_characters_in_card_names_do_not_reach_the_terminal_in_play": 1.8,
    "test_the_cli_answers_hostile_files_with_exit_codes_not_tracebacks": 1.7,
    "test_demo_plays_each_mode_to_a_winner_and_logs_it": 1.65,
    "test_every_test_asserts_something": 1.6,
    "test_greedy_games_are_the_same_with_the_positions_taken[kinds1-符文战场-1v1]": 1.5,
    "test_the_greedy_bots_lookahead_is_bounded_in_hostile_positions[huge hand]": 1.5,
    "test_a_cache_file_others_can_write_is_ignored_and_left_alone": 1.2,
    "test_any_string_gives_diagnostics_or_an_ast": 1.1,
    "test_the_zhdsl_command_finds_it_and_checks_its_cards": 1.0,
}
DEFAULT_COST = 0.8


_ESCAPED = {name.encode("unicode_escape").decode("ascii"): cost for name, cost in COSTS.items()}  # ids as pytest writes them


def _cost(item) -> float:
    return _ESCAPED.get(item.name, COSTS.get(item.name, DEFAULT_COST))


def _first(item) -> bool:
    """Dealt before the short tests: marked `slow` or `long`, or named in COSTS."""
    return (item.get_closest_marker("slow") is not None or item.get_closest_marker("long") is not None
            or item.name in _ESCAPED or item.name in COSTS)


def _workers(config) -> int:
    """How many xdist workers share the collection (1 without xdist, or in the controller)."""
    workerinput = getattr(config, "workerinput", None)
    return int(workerinput.get("workercount", 1)) if workerinput else 1


def pytest_collection_modifyitems(config, items):
    is_long = [_first(item) for item in items]
    long_items = sorted((item for item, flag in zip(items, is_long) if flag), key=_cost, reverse=True)
    short = [item for item, flag in zip(items, is_long) if not flag]
    n = _workers(config)
    if n <= 1:
        items[:] = long_items + short
        return
    # the shares worksteal's first schedule makes: each idle node in turn takes len(pending) // nodes left
    sizes, left = [], len(items)
    for k in range(n):
        sizes.append(left // (n - k))
        left -= sizes[-1]
    deal: list[list] = [[] for _ in range(n)]
    load = [0.0] * n
    for item in long_items:  # longest first, to the lightest share with room
        k = min((k for k in range(n) if len(deal[k]) < sizes[k]), key=lambda k: load[k])
        deal[k].append(item)
        load[k] += _cost(item)
    order, rest = [], iter(short)
    for k in range(n):
        order += deal[k]
        order += [next(rest) for _ in range(sizes[k] - len(deal[k]))]
    order += list(rest)
    assert len(order) == len(items)
    items[:] = order
