"""`zhdsl simulate --backend ray`: the same games as one process, on a local Ray instance.

CI installs the `ray` extra (`.ci/run`), so these tests run there; without Ray installed only
the ones that need no Ray run.
"""

from __future__ import annotations

import json
import sys

import pytest
from click.testing import CliRunner

from zhdsl.cli import main
from zhdsl.play import ray_backend
from zhdsl.play.simulate import SimulationError, simulate
from zhdsl.play.spec import GameSpec


@pytest.fixture
def local_ray():
    """A small local Ray instance, shut down after the test."""
    ray = pytest.importorskip("ray")
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False,
             object_store_memory=80 * 1024 * 1024, logging_level="ERROR")
    try:
        yield ray
    finally:
        ray.shutdown()


@pytest.mark.long  # scheduled first (tests/conftest.py)
def test_ray_plays_the_same_games_as_one_process(local_ray, monkeypatch):
    spec = GameSpec(seed=21)
    agents = ["greedy", "random"]
    one = simulate(spec, 12, agents, jobs=1, alternate=True)
    counts: list[int] = []
    notices: list[str] = []
    spread = simulate(spec, 12, agents, alternate=True, backend="ray", progress=counts.append, notice=notices.append)
    assert spread == one
    assert [r.index for r in spread] == list(range(12))
    assert sum(counts) == 12 and len(counts) > 1  # progress streamed chunk by chunk
    assert notices == ["使用本进程已初始化的 Ray：2 个 CPU"]

    # The command: the same JSON summary as --jobs 1 (a 3-player mode, agents rotated).
    args = ["simulate", "--mode", "权杖", "--players", "3", "--games", "9", "--seed", "5",
            "--agents", "random,greedy", "--json"]
    local = CliRunner().invoke(main, args)
    assert local.exit_code == 0, local.output
    spread_cli = CliRunner().invoke(main, [*args, "--backend", "ray"])
    assert spread_cli.exit_code == 0, spread_cli.output
    assert json.loads(spread_cli.output) == json.loads(local.output)
    assert json.loads(local.output)["games"] == 9

    # A node whose card sets differ fails the run instead of changing the results.
    real = ray_backend.portable
    monkeypatch.setattr(ray_backend, "portable", lambda s: (real(s)[0], ("0" * 64,) * len(s.paths())))
    with pytest.raises(SimulationError, match="节点上的牌组文件与本机不同"):
        simulate(spec, 4, agents, backend="ray")


def test_check_cardsets_compares_every_file():
    spec, hashes = ray_backend.portable(GameSpec())
    assert len(hashes) == len(spec.paths()) > 0
    ray_backend.check_cardsets(spec, hashes)  # this machine agrees with itself
    with pytest.raises(SimulationError, match="牌组文件与本机不同"):
        ray_backend.check_cardsets(spec, hashes[:-1] + ("0" * 64,))
    missing = GameSpec(cardsets=("/nonexistent/牌组.toml",))
    with pytest.raises(SimulationError, match="找不到牌组文件"):
        ray_backend.check_cardsets(missing, hashes)


def test_card_set_paths_become_absolute(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "sets").mkdir()
    (tmp_path / "sets" / "a.toml").write_text("# empty\n", encoding="utf-8")
    spec, hashes = ray_backend.portable(GameSpec(cardsets=("sets/a.toml",)))
    assert spec.cardsets == (str(tmp_path / "sets" / "a.toml"),)
    assert len(hashes) == 1


def test_without_ray_the_command_says_how_to_install_it(monkeypatch):
    monkeypatch.setitem(sys.modules, "ray", None)  # `import ray` raises ImportError
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--backend", "ray"])
    assert result.exit_code == 2
    assert "请先安装：pip install 'zhdsl[ray]'" in result.output
    with pytest.raises(ray_backend.RayMissing):
        simulate(GameSpec(), 2, ["random", "random"], backend="ray")


def test_ray_options_are_checked():
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--address", "10.0.0.5:6379"])
    assert result.exit_code == 2 and "--address 只用于 --backend ray" in result.output
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--backend", "ray", "--jobs", "2"])
    assert result.exit_code == 2 and "--jobs 只用于 --backend local" in result.output


def test_an_unreachable_cluster_is_a_clear_error():
    pytest.importorskip("ray")
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--backend", "ray", "--address", "127.0.0.1:1"])
    assert result.exit_code == 1
    assert "无法连接 Ray 集群「127.0.0.1:1」" in result.output
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--backend", "ray", "--address", "head"])
    assert result.exit_code == 1
    assert "主机:端口" in result.output
