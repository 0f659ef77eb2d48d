#!/usr/bin/env python3
"""Mutation testing, one module at a time, with mutmut (pip install -e '.[mutation]').

    tools/mutation.py zhdsl/text/versions.py [zhdsl/engine/usage.py …] [--tests tests/text tests/engine]
    tools/mutation.py --all                                  # the core and every game package, module by module
    tools/mutation.py --survivors zhdsl/text/versions.py     # list the surviving mutants of the last run
    tools/mutation.py --recheck zhdsl/text/versions.py       # run the survivors again after adding tests
    tools/mutation.py --show zhdsl.text.versions.x_split__mutmut_3 zhdsl/text/versions.py
    tools/mutation.py --confirm zhdsl/compiler/lower.py --tests tests/engine   # each survivor in a fresh process
    tools/mutation.py zhdsl/compiler/check.py --only 'xǁCheckerǁcheck_condition*' 'x_survey*'   # a subset, by function
    tools/mutation.py zhdsl/engine/game.py zhdsl/games/xingxiu --sample 80 --seed 18   # a seeded random sample

Each module runs in its own work directory, .mutation/<module>/, holding a copy of the project and a
pyproject.toml whose [tool.mutmut] section mutates only that module (or, for a package such as
zhdsl/games/xingxiu, every module under it), so runs of different modules never
share state and a rerun of one module reuses its cached results. mutmut first runs the chosen tests once
to learn which tests reach which function, then runs, for every mutant, only the tests that reach it.
The tests are the suite without the `slow` random-game runs (they caught nothing the others missed).
The score printed is caught / (mutants − skipped), a timeout counting as caught: the figure in docs/testing.md.
With `--sample N --seed S` only N mutants are run, drawn with the seed from the module's (or package's) full
list of mutants, so the same source, N and S give the same mutants on any machine; the score is then the
sample's, printed with its 95% interval (Wilson) for the whole module. A sample learns which tests reach
its mutants itself, from one untraced run of the chosen tests in which only the drawn functions record
their calls (mutmut's own step traces every function of the package: too slow for a whole game).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import math
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WORK = ROOT / ".mutation"
COPIED = ("tests", "cardsets", "examples", "docs", "tools")  # tools: tests read tools/textcheck.py
# Loaded into every pytest run of a mutation run (-p): the compiled programs are cached per process
# (compile_text, card_program), and mutmut forks each mutant from a process whose clean run already
# compiled the texts its tests play, so a mutant of the checker, the lowering or the describer would be
# handed the unmutated program. Emptying the caches before each test makes every test compile afresh.
FRESH_PLUGIN = '''
import importlib


def pytest_runtest_setup(item):
    for module, name in (("zhdsl.pipeline", "_compile"), ("zhdsl.games.zongheng.rules", "card_program"),
                         ("zhdsl.sources", "_loaded")):
        cached = getattr(importlib.import_module(module), name, None)
        if cached is not None and hasattr(cached, "cache_clear"):
            cached.cache_clear()


# Once per pytest session, that is once per mutant (mutmut runs each mutant's tests in a pytest session of
# its own, forked after the clean run): a game's card library compiled from its catalog, kept for the
# process (Riftbound: about 1 s to compile again). Without this every Riftbound card of the catalog keeps
# the program the unmutated compiler gave it, and a mutant of the compilation looks alive.
def pytest_sessionstart(session):
    for module, name in (("zhdsl.games.riftbound.game", "_LIBRARIES"), ("zhdsl.games.riftbound.smoke", "_library")):
        cached = getattr(importlib.import_module(module), name, None)
        if isinstance(cached, dict):
            cached.clear()
        elif cached is not None and hasattr(cached, "cache_clear"):
            cached.cache_clear()
'''
ALL = sorted(
    p for part in ("text", "compiler", "engine", "games") for p in (ROOT / "zhdsl" / part).rglob("*.py")
)


# Generates a work directory's mutants without running anything: mutmut's own first step of `run`, so the
# full list of mutant names is known before a sample is drawn from it.
GENERATE = """
import os
from mutmut.__main__ import (copy_also_copy_files, copy_src_dir, create_mutants, set_mutant_under_test,
                             setup_source_paths)
set_mutant_under_test("mutant_generation")
os.makedirs("mutants", exist_ok=True)
copy_src_dir()
copy_also_copy_files()
setup_source_paths()
create_mutants(1)
"""
# A sample's stats without tracing every function: mutmut's own stats step runs every chosen test once with
# every function of the package recording each call through its trampoline (14,500 mutants of 星宿 mean
# thousands of traced functions: longer than a session on this machine). A sample only needs to know which
# tests reach the functions of its drawn mutants, so this runs the chosen tests once untraced (no mutant
# active: each trampoline only forwards) with just those functions recording their calls, then saves the
# result as mutmut's stats file, which `mutmut run` loads instead of collecting its own.
SAMPLE_STATS = """
import json, sys
from time import process_time
sys.path.insert(0, "tools")
import mutation
from mutmut.__main__ import _refresh_change_detection_baseline, create_mutants
from mutmut.mutation.trampoline import set_mutant_under_test
from mutmut.runners.harness import PytestRunner
from mutmut.state import state
from mutmut.stats import save_stats
from mutmut.utils.file_utils import copy_also_copy_files, copy_src_dir, setup_source_paths
functions = json.loads(sys.argv[1])
set_mutant_under_test("mutant_generation")
copy_src_dir()
copy_also_copy_files()  # the current tests (a --recheck names new test files), as `mutmut run` copies them
setup_source_paths()
create_mutants(1)  # the files are generated already: this only reads their function hashes
set_mutant_under_test("")  # no mutant: every trampoline forwards to the original
missing = [f for f in functions if not mutation.record_calls(f, state()._stats.add)]
if missing:
    raise SystemExit("no trampoline found for " + ", ".join(missing))
start = process_time()
code = PytestRunner().run_stats(tests=[])
if code:
    raise SystemExit(f"the chosen tests failed without any mutant (pytest exit code {code})")
state().stats_time = process_time() - start
_refresh_change_detection_baseline()
save_stats()
"""
# How mutmut records a mutant's verdict (its exit codes, mutmut/stats.py): a timeout or a crash of the tests
# counts as caught, like a kill; "no tests" (no chosen test reaches the mutant) counts as surviving.
CAUGHT_CODES = {1, 3, 36, 24, -24, 152, 255, -11, -9}
SURVIVED_CODES = {0, 5, 33}
SKIPPED_CODES = {34, 37}


def workdir(module: str) -> Path:
    return WORK / module.removesuffix(".py").rstrip("/").replace("/", ".")


def mutate_pattern(module: str) -> str:
    """mutmut's `only_mutate` glob: the module itself, or every module under a package directory."""
    return module if module.endswith(".py") else module.rstrip("/") + "/*"


def sample_mutants(names, size: int, seed: int) -> list[str]:
    """`size` mutant names drawn at random with `seed` from `names` (all of them if there are fewer),
    sorted. The draw depends only on the set of names, the size and the seed — not on the order the
    names come in — so a sample can be repeated from the same source anywhere."""
    population = sorted(set(names))
    if size >= len(population):
        return population
    return sorted(random.Random(seed).sample(population, size))


def function_of(mutant: str) -> str:
    """The function a mutant belongs to, as mutmut's stats name it: `zhdsl.games.xingxiu.measures.xǁMeasureOpsǁdistance`
    for `…distance__mutmut_3`."""
    return mutant.rpartition("__mutmut_")[0]


def record_calls(function: str, record) -> bool:
    """Make the (already imported or importable) mutated `function` call `record(function)` every time it is
    called, through the trampoline's table of versions: its original is wrapped, nothing else changes. False
    when the module has no such trampoline."""
    import functools
    import importlib

    module_name, _, mangled = function.rpartition(".")
    versions = getattr(importlib.import_module(module_name), f"mutants_{mangled}__mutmut", None)
    if not isinstance(versions, dict) or "_mutmut_orig" not in versions:
        return False
    original = versions["_mutmut_orig"]
    if getattr(original, "_mutation_records", None) is not None:
        return True

    @functools.wraps(original)
    def recording(*args, **kwargs):
        record(function)
        return original(*args, **kwargs)

    recording._mutation_records = function
    versions["_mutmut_orig"] = recording
    # A classmethod's trampoline does not call the table's original: it looks the original up by name on the
    # class it was called on (`getattr(cls, "xǁGameStateǁnew__mutmut_orig")`), so the class's own attribute
    # records too. Without this, every mutant of a classmethod (GameState.new) was reported "no tests".
    if "ǁ" in mangled:
        owner = getattr(importlib.import_module(module_name), mangled.split("ǁ")[1], None)
        held = vars(owner).get(original.__name__) if isinstance(owner, type) else None
        if isinstance(held, classmethod):
            inner = held.__func__

            @functools.wraps(inner)
            def recording_classmethod(*args, **kwargs):
                record(function)
                return inner(*args, **kwargs)

            setattr(owner, original.__name__, classmethod(recording_classmethod))
    return True


def wilson_interval(caught: int, judged: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of the share caught, as fractions: where the whole module's score
    lies given a sample of `judged` mutants of which `caught` were caught."""
    if judged <= 0:
        return (0.0, 1.0)
    share = caught / judged
    scale = 1 + z * z / judged
    centre = (share + z * z / (2 * judged)) / scale
    half = z * math.sqrt(share * (1 - share) / judged + z * z / (4 * judged * judged)) / scale
    return (max(0.0, centre - half), min(1.0, centre + half))


def tally(codes: dict[str, int | None]) -> dict[str, int]:
    """How many of the mutants (name → mutmut's exit code) were caught, survived, skipped or not run."""
    counts = {"caught": 0, "survived": 0, "skipped": 0, "not_checked": 0, "suspicious": 0}
    for code in codes.values():
        if code is None:
            counts["not_checked"] += 1
        elif code in CAUGHT_CODES:
            counts["caught"] += 1
        elif code in SURVIVED_CODES:
            counts["survived"] += 1
        elif code in SKIPPED_CODES:
            counts["skipped"] += 1
        else:
            counts["suspicious"] += 1
    return counts


def prepare(module: str, tests: list[str]) -> Path:
    """A work directory with the project's sources and a pyproject that mutates `module` only."""
    where = workdir(module)
    where.mkdir(parents=True, exist_ok=True)
    src = where / "zhdsl"
    if src.exists():
        shutil.rmtree(src)
    shutil.copytree(ROOT / "zhdsl", src, ignore=shutil.ignore_patterns("__pycache__"))
    for name in COPIED:
        target = where / name
        if target.exists():
            shutil.rmtree(target)
        shutil.copytree(ROOT / name, target, ignore=shutil.ignore_patterns("__pycache__", ".hypothesis"))
    mutated = where / "mutants" / module
    if mutated.is_file() and mutated.stat().st_size == 0:  # a run stopped while generating: start afresh
        shutil.rmtree(where / "mutants")
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    pyproject += "\n[tool.mutmut]\n" + "\n".join([
        'source_paths = ["zhdsl"]',
        f"only_mutate = [{json.dumps(mutate_pattern(module))}]",
        f"also_copy = {json.dumps(list(COPIED))}",
        # one process per mutant is enough: mutmut runs the mutants in parallel (--max-children)
        # node ids as written (团队, 2×3), not escaped (\\u56e2): mutmut hands the ids of a function's tests back
        # to pytest.main in a process that has already collected once, and there an escaped parametrized id is
        # "not found" (exit code 4) — which made --only fail with tests/scenarios or test_engine_behaviours.py
        # --snapshot-warn-unused: mutmut lists the chosen tests with --collect-only, where syrupy finds every snapshot of
        # test_ast_snapshots.py unused and exits 1 ("Failed to collect list of tests"); a snapshot that differs still fails
        'pytest_add_cli_args = ["-n", "0", "-p", "no:cacheprovider", "-p", "mutation_fresh", "-m", "not slow", "-x", "-q", '
        '"--snapshot-warn-unused", '
        '"-o", "disable_test_id_escaping_and_forfeit_all_rights_to_community_support=true"]',
        f"pytest_add_cli_args_test_selection = {json.dumps(tests)}",
    ]) + "\n"
    (where / "pyproject.toml").write_text(pyproject, encoding="utf-8")
    chosen = where / "tests-chosen.json"  # another --tests: mutmut must learn again which tests reach what
    if not chosen.exists() or json.loads(chosen.read_text(encoding="utf-8")) != tests:
        (where / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
        chosen.write_text(json.dumps(tests), encoding="utf-8")
    (where / "mutants").mkdir(exist_ok=True)  # the tests run there, and it is on their sys.path
    (where / "mutants" / "mutation_fresh.py").write_text(FRESH_PLUGIN, encoding="utf-8")
    return where


def mutmut(where: Path, *args: str) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("mutmut")
    env = dict(os.environ, CI="1")  # hypothesis derandomized: the same examples for every mutant
    return subprocess.run([str(exe), *args], cwd=where, env=env, text=True, capture_output=True)


def score(where: Path) -> dict:
    mutmut(where, "export-cicd-stats")
    stats = json.loads((where / "mutants" / "mutmut-cicd-stats.json").read_text(encoding="utf-8"))
    judged = stats["total"] - stats.get("skipped", 0) - stats.get("not_checked", 0)
    caught = stats["killed"] + stats.get("timeout", 0) + stats.get("segfault", 0)  # the tests did not pass
    stats["score"] = round(100 * caught / judged, 1) if judged else None
    return stats


def results(where: Path, module: str) -> dict[str, int | None]:
    """Each mutant of the last run with its exit code (None: not run yet), from mutmut's meta files (one
    per source file; a package has one for each of its modules)."""
    if module.endswith(".py"):
        metas = [where / "mutants" / (module + ".meta")]
    else:
        metas = sorted((where / "mutants" / module.rstrip("/")).rglob("*.py.meta"))
    known: dict[str, int | None] = {}
    for meta in metas:
        if meta.exists():
            known.update(json.loads(meta.read_text(encoding="utf-8")).get("exit_code_by_key", {}))
    return known


def ungenerated(where: Path, module: str) -> list[str]:
    """The source files of `module` (a file, or every file of a package) whose mutants have not been
    written yet: mutmut writes a file's meta after its mutants, so a generation stopped part-way (a package
    takes many minutes) leaves some files without one. A sample drawn then would silently leave their
    mutants out of the population, a draw no other machine repeats."""
    source = where / module.rstrip("/")
    files = [source] if module.endswith(".py") else sorted(source.rglob("*.py"))
    return [str(f.relative_to(where)) for f in files
            if not (where / "mutants" / f.relative_to(where)).with_name(f.name + ".meta").exists()]


def generate(where: Path) -> None:
    """Write the work directory's mutants (and their meta files) without running any test."""
    done = subprocess.run([sys.executable, "-c", GENERATE], cwd=where, text=True, capture_output=True)
    if done.returncode:
        raise SystemExit(f"mutant generation failed in {where}:\n{done.stderr[-3000:]}")


def run_sample(module: str, args: argparse.Namespace) -> int:
    """Run the seeded sample of `module`'s mutants that has no result yet (with --recheck, its survivors
    too), then print the sample's score with its interval and its survivors."""
    where = prepare(module, args.tests)
    known = results(where, module)
    if not known or ungenerated(where, module):  # a generation stopped part-way: finish it before drawing
        generate(where)
        known = results(where, module)
    chosen = sample_mutants(known, args.sample, args.seed)
    todo = [name for name in chosen if known[name] is None or (args.recheck and known[name] in SURVIVED_CODES)]
    stats = where / "mutants" / "mutmut-stats.json"
    if args.recheck:
        stats.unlink(missing_ok=True)
    functions = sorted({function_of(name) for name in chosen})
    traced = where / "sample-functions.json"  # the functions the stats file knows about (another draw: again)
    if stats.exists() and (not traced.exists() or json.loads(traced.read_text(encoding="utf-8")) != functions):
        stats.unlink()
    if todo and not stats.exists():  # which chosen tests reach the sampled functions (not every function)
        found = subprocess.run([sys.executable, "-c", SAMPLE_STATS, json.dumps(functions)], cwd=where, text=True,
                               capture_output=True, env=dict(os.environ, CI="1"))
        if found.returncode or not stats.exists():
            print(found.stdout[-3000:], found.stderr[-3000:], sep="\n", file=sys.stderr)
            return found.returncode or 1
        traced.write_text(json.dumps(functions), encoding="utf-8")
    if todo:
        run = mutmut(where, "run", "--max-children", str(args.max_children), *todo)
        if run.returncode:
            print(run.stdout[-3000:], run.stderr[-3000:], sep="\n", file=sys.stderr)
            return run.returncode
    codes = {name: code for name, code in results(where, module).items() if name in set(chosen)}
    counts = tally(codes)
    judged = counts["caught"] + counts["survived"] + counts["suspicious"]
    low, high = wilson_interval(counts["caught"], judged)
    score_text = f"{100 * counts['caught'] / judged:.1f}%" if judged else "—"
    print(f"{module}: sample of {len(chosen)} of {len(known)} mutants (seed {args.seed}): {counts['caught']} of "
          f"{judged} caught = {score_text}, 95% interval {100 * low:.1f}–{100 * high:.1f}% "
          f"(survived {counts['survived']}, skipped {counts['skipped']}, not run {counts['not_checked']}, "
          f"suspicious {counts['suspicious']})")
    for name, code in sorted(codes.items()):
        if code in SURVIVED_CODES:
            print(f"  {'no tests' if code in (5, 33) else 'survived'}: {name}")
    return 0


def undecided(where: Path, module: str, patterns: list[str]) -> list[str] | None:
    """The mutants matching `patterns` that have no result yet — None before the first run. mutmut
    runs every mutant it is given by name again, so a stopped `--only` run resumes by name."""
    known = results(where, module)
    if not known:
        return None
    return [name for name, code in known.items() if code is None and any(fnmatch.fnmatchcase(name, p) for p in patterns)]


def survivors(where: Path, untested: bool = False) -> list[str]:
    """The surviving mutants of the last run (with `untested`, also those no chosen test reached)."""
    out = mutmut(where, "results").stdout
    ends = (": survived", ": no tests") if untested else (": survived",)
    return [line.split(":")[0].strip() for line in out.splitlines() if line.strip().endswith(ends)]


def confirm(module: str, tests: list[str]) -> list[str]:
    """Run every survivor of the last run (and every mutant no test reached) against `tests` in a fresh
    process of its own, with the project's current tests; returns those still alive. mutmut forks each
    mutant from a process that may already hold cached programs (compile_text), where a mutant of the
    compiler can look alive; a fresh process shares nothing."""
    where = workdir(module)
    target = where / "mutants" / "tests"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(ROOT / "tests", target, ignore=shutil.ignore_patterns("__pycache__", ".hypothesis"))
    alive = []
    for name in survivors(where, untested=True):
        env = dict(os.environ, CI="1", MUTANT_UNDER_TEST=name)
        run = subprocess.run(
            [sys.executable, "-m", "pytest", "-x", "-q", "-n", "0", "-p", "no:cacheprovider", "-m", "not slow",
             "--snapshot-warn-unused",  # a subset of the snapshot tests would fail for the rest's snapshots: no kill
             "-o", "disable_test_id_escaping_and_forfeit_all_rights_to_community_support=true", *tests],
            cwd=where / "mutants", env=env, capture_output=True, text=True,
        )
        print(f"  {'killed' if run.returncode else 'alive'}: {name}")
        if not run.returncode:
            alive.append(name)
    return alive


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("modules", nargs="*", help="source files, e.g. zhdsl/text/versions.py")
    ap.add_argument("--all", action="store_true",
                    help="every module of the core (text, compiler, engine) and of every game package")
    ap.add_argument("--tests", nargs="*", default=["tests"], help="test paths mutmut may run (default: tests)")
    ap.add_argument("--max-children", type=int, default=1, help="mutants run at once (default 1)")
    ap.add_argument("--only", nargs="*", default=[], metavar="PATTERN",
                    help="mutate only the functions matching these patterns (fnmatch, e.g. 'xǁCheckerǁcheck_*'); "
                         "the score counts the mutants run")
    ap.add_argument("--sample", type=int, metavar="N",
                    help="run only N mutants drawn with --seed from each module's (or package's) mutants; "
                         "the score is the sample's, with its 95%% interval")
    ap.add_argument("--seed", type=int, default=18, help="the seed of --sample's draw (default 18)")
    ap.add_argument("--survivors", action="store_true", help="only list the survivors of the last run")
    ap.add_argument("--show", metavar="MUTANT", help="only show one mutant's diff")
    ap.add_argument("--recheck", action="store_true",
                    help="run the last run's survivors again (after adding tests), the others keep their result")
    ap.add_argument("--confirm", action="store_true",
                    help="run each survivor of the last run in a fresh process against --tests (after adding tests)")
    args = ap.parse_args()
    if args.all:
        args.modules += [str(p.relative_to(ROOT)) for p in ALL if p.name != "__init__.py"]
    if not args.modules:
        ap.error("name the modules to mutate, or --all")
    for module in args.modules:
        if args.sample and not (args.confirm or args.show or args.survivors):
            code = run_sample(module, args)
            if code:
                return code
            continue
        if args.confirm:
            alive = confirm(module, args.tests)
            print(f"{module}: {len(alive)} still alive")
            continue
        if args.show:
            print(mutmut(workdir(module), "show", args.show).stdout)
            continue
        if not args.survivors:
            names = survivors(workdir(module), untested=True) if args.recheck else []
            prefix = module.removesuffix(".py").replace("/", ".") + "."
            patterns = [prefix + pattern + ("" if pattern.endswith("*") else "__mutmut_*") for pattern in args.only]
            todo = undecided(workdir(module), module, patterns) if patterns else None
            names += patterns if todo is None else todo
            if args.recheck:  # new tests: mutmut must learn again which tests reach which function
                (workdir(module) / "mutants" / "mutmut-stats.json").unlink(missing_ok=True)
            if todo == [] and not names:  # given no names, mutmut would run every mutant of the module
                print(f"{module}: every mutant of --only has a result (--recheck runs the survivors again)")
                run = None
            else:
                where = prepare(module, args.tests)
                run = mutmut(where, "run", "--max-children", str(args.max_children), *names)
            if run is not None and run.returncode:
                print(run.stdout[-3000:], run.stderr[-3000:], sep="\n", file=sys.stderr)
                return run.returncode
        where = workdir(module)
        stats = score(where)
        print(f"{module}: {stats['score']}% caught ({stats['killed']} killed and {stats.get('timeout', 0)} timeouts "
              f"of {stats['total']}; survived {stats['survived']}, "
              f"no tests {stats.get('no_tests', 0)}, skipped {stats.get('skipped', 0)})")
        for name in survivors(where, untested=True):
            print("  survived:", name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
