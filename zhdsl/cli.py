"""The `zhdsl` command: thin — parse arguments, call the library, render."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from zhdsl.text.diagnostics import Located


class _Group(click.Group):
    def main(self, *args, **kwargs):  # usage errors exit 2 (click's default), never a traceback
        return super().main(*args, **kwargs)


@click.group(cls=_Group)
@click.version_option(package_name="zhdsl")
def main() -> None:
    """zhdsl：中文卡牌文本的编译器与解释器（《纵横坛》）。"""


def _emit(diagnostics: list[Located], fmt: str) -> None:
    if fmt == "json":
        click.echo(json.dumps([d.to_json() for d in diagnostics], ensure_ascii=False, indent=2))
        return
    for d in diagnostics:
        click.echo(d.render())
    errors = sum(d.diagnostic.is_error for d in diagnostics)
    warnings = len(diagnostics) - errors
    click.echo(f"{errors} 个错误，{warnings} 个警告", err=True)


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", help="输出格式")
def check(paths: tuple[str, ...], fmt: str) -> None:
    """检查卡组文件、目录，或标准输入（-）中每行一段的效果文本。

    退出码：0 全部有效（允许警告），1 有错误，2 用法错误。
    """
    from zhdsl.sources import check_file, check_lines, collect

    diagnostics: list[Located] = []
    file_paths = [p for p in paths if p != "-"]
    files, missing = collect(file_paths)
    if missing:
        raise click.UsageError("找不到路径：" + "、".join(missing))
    if "-" in paths:
        diagnostics.extend(check_lines(sys.stdin.read().split("\n"), "<stdin>"))
    for f in files:
        diagnostics.extend(check_file(f))
    if not files and "-" not in paths:
        raise click.UsageError("没有可检查的文件（.toml 卡组或 .txt 效果文本）")
    _emit(diagnostics, fmt)
    sys.exit(1 if any(d.diagnostic.is_error for d in diagnostics) else 0)


@main.command()
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="输出稳定的 JSON")
def parse(text: str, as_json: bool) -> None:
    """解析一段效果文本并打印语法树（每个「|」版本一棵）。"""
    from zhdsl.pipeline import analyze
    from zhdsl.text.diagnostics import locate
    from zhdsl.text.render import to_json, tree
    from zhdsl.text.source import Origin

    result = analyze(text)
    located = [locate(d, text, Origin("<text>")) for d in result.diagnostics]
    if as_json:
        click.echo(
            json.dumps(
                {
                    "text": text,
                    "versions": [to_json(v) for v in result.versions],
                    "diagnostics": [d.to_json() for d in located],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
    else:
        for i, version in enumerate(result.versions, start=1):
            if len(result.versions) > 1:
                click.echo(f"版本 {i}：")
            click.echo(tree(version, text))
        for d in located:
            click.echo(d.render(), err=True)
    sys.exit(0 if result.ok else 1)


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--check", "check_only", is_flag=True, help="只检查，不改写；有需要改写的文件时退出码为1")
def fmt(paths: tuple[str, ...], check_only: bool) -> None:
    """把卡组文件和效果文本改写为规范标点（幂等）。"""
    from zhdsl.sources import collect, format_source

    files, missing = collect(list(paths))
    if missing:
        raise click.UsageError("找不到路径：" + "、".join(missing))
    changed: list[Path] = []
    for f in files:
        try:
            source = f.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise click.ClickException(f"无法读取 {f}：{exc}") from None
        formatted = format_source(f, source)
        if formatted != source:
            changed.append(f)
            if not check_only:
                f.write_text(formatted, encoding="utf-8")
    for f in changed:
        click.echo(f"{'需要改写' if check_only else '已改写'}：{f}")
    sys.exit(1 if check_only and changed else 0)


if __name__ == "__main__":
    main()
