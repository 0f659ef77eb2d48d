"""Simulations on a Ray cluster (`zhdsl simulate --backend ray`, the optional extra `zhdsl[ray]`).

Games are sent in chunks of indices to Ray tasks that run `zhdsl.play.simulate._run_chunk`, the
code path of the local backends, so a game's result depends only on the spec, its index and the
agents: the same as with `--jobs 1`. Every node must have zhdsl installed; before playing, a task
checks that its card-set files are byte for byte the ones this machine uses (SHA-256), so a node
with other card sets fails the run instead of quietly changing the results.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import attrs

from zhdsl.play.simulate import GameResult, SimulationError, _run_chunk, chunks
from zhdsl.play.spec import GameSpec, file_hash
from zhdsl.safeio import InputError

INSTALL_HINT = "请先安装：pip install 'zhdsl[ray]'"
MAX_CHUNK = 50  # games per task: seconds of work (a random duel ~20 ms, a greedy one ~110 ms), smooth progress
TASKS_PER_CPU = 2  # tasks in flight per cluster CPU: every CPU busy, results streamed back


class RayMissing(SimulationError):
    """Ray is not installed."""


def import_ray():
    try:
        import ray
    except ImportError as exc:
        raise RayMissing(INSTALL_HINT) from exc
    return ray


def portable(spec: GameSpec) -> tuple[GameSpec, tuple[str, ...]]:
    """The spec with absolute card-set paths (tasks do not run in this directory) and the SHA-256
    of each card-set file it plays with (empty `cardsets`: the bundled files)."""
    spec = attrs.evolve(spec, cardsets=tuple(str(Path(p).resolve()) for p in spec.cardsets))
    return spec, tuple(file_hash(p) for p in spec.paths())


def check_cardsets(spec: GameSpec, hashes: Sequence[str]) -> None:
    """Raise SimulationError unless this node's card-set files are the ones hashed."""
    try:
        here = tuple(file_hash(p) for p in spec.paths())
    except (OSError, InputError) as exc:
        raise SimulationError(f"节点上找不到牌组文件：{exc}") from None
    if here != tuple(hashes):
        paths = "、".join(str(p) for p in spec.paths()) or "（无）"
        raise SimulationError(f"节点上的牌组文件与本机不同（{paths}），结果将不一致；请在每个节点安装同一版本")


def _reachable(address: str, timeout: float = 5.0) -> None:
    """Raise OSError unless `host:port` accepts a TCP connection, ValueError for no `host:port`
    (Ray itself would retry an unreachable address for minutes); "auto" and ray:// are left to Ray."""
    if address == "auto" or "://" in address:
        return
    host, sep, port = address.rpartition(":")
    if not sep or not port.isdigit():
        raise ValueError("地址应写作「主机:端口」，如 10.0.0.5:6379")
    with socket.create_connection((host.strip("[]"), int(port)), timeout=timeout):
        pass


def play_chunk(spec: GameSpec, hashes: tuple[str, ...], indices: list[int], agents: tuple[str, ...],
               alternate: bool) -> list[GameResult]:
    """The body of a Ray task."""
    check_cardsets(spec, hashes)
    return _run_chunk((spec, indices, agents, alternate))


def run_ray(
    spec: GameSpec,
    games: int,
    agents: tuple[str, ...],
    alternate: bool,
    address: str | None = None,
    notice: Callable[[str], None] | None = None,
) -> Iterator[list[GameResult]]:
    """Chunks of results as they finish, in any order. Joins the cluster at `address`, uses the
    Ray already initialized in this process, or starts a local instance for the run."""
    ray = import_ray()
    started = not ray.is_initialized()
    if started:
        options = {"logging_level": logging.ERROR, "log_to_driver": False}
        try:
            if address:
                _reachable(address)
                ray.init(address=address, **options)
            else:  # "local": a new instance even if a cluster runs on this machine
                ray.init(address="local", include_dashboard=False, **options)
        except (OSError, ValueError, RuntimeError) as exc:
            raise SimulationError(f"无法连接 Ray 集群「{address or 'local'}」：{exc}") from None
    pending: dict = {}
    try:
        cpus = max(1, int(ray.cluster_resources().get("CPU", 1)))
        if notice:
            if not started:
                where = "使用本进程已初始化的 Ray"
            else:
                where = f"已连接 Ray 集群 {address}" if address else "已启动 Ray 本地实例"
            notice(f"{where}：{cpus} 个 CPU")
        spec, hashes = portable(spec)
        task = ray.remote(num_cpus=1, max_retries=3)(play_chunk)
        size = max(1, min(MAX_CHUNK, games // (cpus * 8)))
        todo = iter(chunks(games, size))
        spec_ref = ray.put(spec)

        def submit() -> None:
            for indices in todo:
                pending[task.remote(spec_ref, hashes, indices, agents, alternate)] = indices
                if len(pending) >= cpus * TASKS_PER_CPU:
                    return

        submit()
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            ref = done[0]
            try:
                batch = ray.get(ref)
            except ray.exceptions.RayError as exc:
                cause = getattr(exc, "cause", None)
                if isinstance(cause, SimulationError):
                    raise SimulationError(str(cause)) from None
                raise SimulationError(f"Ray 任务失败（第{pending[ref][0]}局起）：{exc}") from None
            del pending[ref]
            submit()
            yield batch
    finally:
        # Chunks still running are left to finish (at most cpus × TASKS_PER_CPU of them), not cancelled:
        # Ray 2.60 aborts the whole driver process when a cancel meets a task completing at that moment
        # ("Check failed: … Tried to complete task that was not pending"), which a failed run made likely.
        pending.clear()
        if started:
            ray.shutdown()
