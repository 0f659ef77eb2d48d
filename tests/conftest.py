"""Settings for the whole suite: hypothesis runs derandomized in CI (env CI set), so a property test
explores the same examples on every run there; locally it explores new ones each time."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    derandomize=True,
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("dev", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


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




# -- scheduling: the long tests first ---------------------------------------------------------------------
# xdist's worksteal hands each worker a contiguous share of the collection order and lets an idle worker
# take from the end of the other's queue. A long test collected late (tests/xingxiu, tests/riftbound and
# tests/text come after most of the suite) starts when the short ones are gone and ends the run alone on
# one core. Started first, the long tests run side by side with the short ones the other worker steals,
# and the run ends on short tests (longest-first scheduling). Only the order changes; every test runs.


def pytest_collection_modifyitems(config, items):
    items.sort(key=lambda item: item.get_closest_marker("slow") is None and item.get_closest_marker("long") is None)
