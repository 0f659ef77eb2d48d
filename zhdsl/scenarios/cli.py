"""`zhdsl scenario run PATH...`: run scenario files, print a summary and readable failures."""

from __future__ import annotations

import sys

import click


@click.group()
def scenario() -> None:
    """场景测试：用纯文本 TOML 描述局面、动作与期望（docs/scenario-format.md）。"""


@scenario.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("-v", "--verbose", is_flag=True, help="列出每个通过的场景")
@click.option("--game", "game", default=None, metavar="NAME", help="没有写「游戏」的场景属于哪个游戏（默认：纵横坛）")
def run(paths: tuple[str, ...], verbose: bool, game: str | None) -> None:
    """运行场景文件或目录；有失败时退出码为1。"""
    from zhdsl import registry
    from zhdsl.dialect import DialectError
    from zhdsl.scenarios.runner import collect, run_file

    if game is not None:
        try:
            game = registry.get(game).name
        except DialectError as exc:
            raise click.UsageError(str(exc)) from None
    try:
        files = collect(paths)
    except FileNotFoundError as exc:
        raise click.UsageError(f"找不到路径：{exc}") from None
    if not files:
        raise click.UsageError("没有找到场景文件（.toml）")
    failed = 0
    for f in files:
        try:
            result = run_file(f, game)
        except Exception as exc:  # noqa: BLE001  a bug in zhdsl, not in the file: report it, run the others
            failed += 1
            click.echo(f"✗ {f}：内部错误（请报告）：{type(exc).__name__}: {str(exc)[:200]}")
            continue
        if result.passed:
            if verbose:
                click.echo(f"✓ {f}：{result.name}")
        else:
            failed += 1
            click.echo(result.report())
    click.echo(f"{len(files) - failed} 个通过，{failed} 个失败（共 {len(files)} 个场景）")
    sys.exit(1 if failed else 0)
