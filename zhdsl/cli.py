"""The `zhdsl` command: thin — parse arguments, call the library, render."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click

if TYPE_CHECKING:
    from zhdsl.text.diagnostics import Located

# Each command imports what it needs when it runs: starting `zhdsl` (--help, --version, a usage error)
# loads click and this module, no game (tests/core/test_cold_start.py; docs/performance.md, "Cold start").


@click.group()
@click.version_option(package_name="zhdsl")
def main() -> None:
    """zhdsl：中文卡牌文本的编译器与解释器（《纵横坛》及其他游戏，见 zhdsl games）。"""


def _game_name(game: str | None) -> str | None:
    """A `--game` value checked against the installed games (a usage error names them)."""
    if game is None:
        return None
    from zhdsl import registry
    from zhdsl.dialect import DialectError

    try:
        return registry.get(game).name
    except DialectError as exc:
        raise click.UsageError(str(exc)) from None


_GAME = click.option("--game", "game", default=None, metavar="NAME",
                     help="游戏（名称或代号，见 zhdsl games；默认：纵横坛。卡组文件写明的游戏也被它覆盖）")


@main.command()
def games() -> None:
    """列出已安装的游戏及其模式。"""
    from zhdsl import registry

    for cls in registry.available().values():
        try:
            modes = cls.game().modes()
            shown = "、".join(f"{name}（{m.min_players}" + (f"–{m.max_players}" if m.max_players != m.min_players else "")
                             + "人）" for name, m in modes.items())
        except Exception as exc:  # a plug-in's broken rules are reported, not raised
            shown = f"无法载入规则：{exc}"
        default = "（默认）" if cls.name == registry.DEFAULT else ""
        click.echo(f"{cls.title or cls.name}{default}  代号 {cls.name}  模式：{shown}")
    for problem in registry.load_problems():
        click.echo(problem, err=True)


_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _utf8(s: str) -> str:
    """`s` as valid UTF-8: a file name that is not UTF-8 (its bytes carried as surrogates) shows U+FFFD."""
    try:
        s.encode("utf-8")
        return s
    except UnicodeEncodeError:
        pass
    try:
        raw = s.encode("utf-8", "surrogateescape")  # the bytes a file name really has
    except UnicodeEncodeError:
        raw = s.encode("utf-8", "surrogatepass")
    return raw.decode("utf-8", "replace")


def _text(s: str) -> str:
    """`s` as it may go to a terminal: valid UTF-8 and no control characters (an escape sequence in
    a card text would drive the terminal); each shows as its Control Pictures symbol (␛), one
    column wide like itself, so carets still line up."""
    return _CONTROL.sub(_picture, _utf8(s))


def _picture(m: re.Match) -> str:
    code = ord(m.group())
    return chr(0x2400 + code) if code < 0x20 else "\u2421" if code == 0x7F else "\ufffd"


def _json(value) -> str:
    """JSON as valid UTF-8 with no raw control character: json escapes those below 0x20, DEL and C1
    are escaped here; strings are kept exactly (but for file-name bytes that are not UTF-8)."""
    text = _utf8(json.dumps(value, ensure_ascii=False, indent=2))
    return re.sub("[\x7f-\x9f]", lambda m: f"\\u{ord(m.group()):04x}", text)


def _emit(diagnostics: list[Located], fmt: str) -> None:
    if fmt == "json":
        click.echo(_json([d.to_json() for d in diagnostics]))
        return
    for d in diagnostics:
        click.echo(_text(d.render()))
    errors = sum(d.diagnostic.is_error for d in diagnostics)
    warnings = len(diagnostics) - errors
    click.echo(f"{errors} 个错误，{warnings} 个警告", err=True)


@main.command()
@click.argument("paths", nargs=-1, required=False)
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", help="输出格式")
@click.option("--catalog", "catalog", default=None, type=click.Path(exists=True, dir_okay=False),
              help="目录文件（游戏自己的格式，如《符文战场》的官方目录 JSON）：逐张检查并报告覆盖率")
@_GAME
def check(paths: tuple[str, ...], fmt: str, game: str | None, catalog: str | None) -> None:
    """检查卡组文件、目录，或标准输入（-）中每行一段的效果文本。

    退出码：0 全部有效（允许警告），1 有错误，2 用法错误。
    """
    from zhdsl.sources import check_file, check_stream, collect

    game = _game_name(game)
    if catalog is not None:
        _check_catalog(catalog, game, fmt)
        return
    if not paths:
        raise click.UsageError("没有可检查的文件（.toml 卡组或 .txt 效果文本），也没有 --catalog")
    diagnostics: list[Located] = []
    file_paths = [p for p in paths if p != "-"]
    files, missing = collect(file_paths)
    if missing:
        raise click.UsageError(_text("找不到路径：" + "、".join(missing)))
    if "-" in paths:
        diagnostics.extend(check_stream(sys.stdin.buffer, "<stdin>", game))
    for f in files:
        diagnostics.extend(check_file(f, game))
    if not files and "-" not in paths:
        raise click.UsageError("没有可检查的文件（.toml 卡组或 .txt 效果文本）")
    _emit(diagnostics, fmt)
    sys.exit(1 if any(d.diagnostic.is_error for d in diagnostics) else 0)


def _check_catalog(path: str, game: str | None, fmt: str) -> None:
    from zhdsl import registry
    from zhdsl.dialect import DialectError

    rules = registry.get(game).game()
    try:
        report = rules.check_catalog(path)
    except DialectError as exc:
        raise click.UsageError(str(exc)) from None
    except ValueError as exc:
        click.echo(_text(f"{path}: 错误[E300] {exc}"), err=True)
        sys.exit(1)
    if fmt == "json":
        out = {**report, "cards": [{**row, "diagnostics": [d.to_json() for d in row["diagnostics"]]}
                                    for row in report["cards"]]}
        click.echo(_json(out))
    else:
        for row in report["cards"]:
            for d in row["diagnostics"]:
                click.echo(_text(f"{row['card']} {row['name']}: " + d.render()))
        for line in rules.catalog_report_lines(report):
            click.echo(_text(line))
    sys.exit(1 if report["compiles"] < report["total"] else 0)


@main.command()
@click.argument("text")
@click.option("--json", "as_json", is_flag=True, help="输出稳定的 JSON")
@_GAME
def parse(text: str, as_json: bool, game: str | None) -> None:
    """解析一段效果文本并打印语法树（每个「|」版本一棵）。"""
    from zhdsl.pipeline import analyze
    from zhdsl.text.diagnostics import locate
    from zhdsl.text.render import to_json, tree
    from zhdsl.text.source import Origin

    result = analyze(text, _game_name(game))
    located = [locate(d, text, Origin("<text>")) for d in result.diagnostics]
    if as_json:
        out = {
            "text": text,
            "versions": [to_json(v) for v in result.versions],
            "diagnostics": [d.to_json() for d in located],
        }
        click.echo(_json(out))
    else:
        for i, version in enumerate(result.versions, start=1):
            if len(result.versions) > 1:
                click.echo(f"版本 {i}：")
            click.echo(_text(tree(version, text)))
        for d in located:
            click.echo(_text(d.render()), err=True)
    sys.exit(0 if result.ok else 1)


@main.command()
@click.argument("paths", nargs=-1, required=True)
@click.option("--check", "check_only", is_flag=True, help="只检查，不改写；有需要改写的文件时退出码为1")
@_GAME
def fmt(paths: tuple[str, ...], check_only: bool, game: str | None) -> None:
    """把卡组文件和效果文本改写为规范标点（幂等）；改写会改变含义的文本保持原样。"""
    from zhdsl.safeio import InputError
    from zhdsl.sources import collect, format_source, read_source

    game = _game_name(game)
    files, missing = collect(list(paths))
    if missing:
        raise click.UsageError(_text("找不到路径：" + "、".join(missing)))
    changed: list[Path] = []
    for f in files:
        try:
            source = read_source(f)
        except InputError as exc:
            raise click.ClickException(_text(f"无法读取 {exc.where(str(f))}：{exc.message}")) from None
        formatted = format_source(f, source, game)
        if formatted != source:
            changed.append(f)
            if not check_only:
                f.write_text(formatted, encoding="utf-8")
    for f in changed:
        click.echo(f"{'需要改写' if check_only else '已改写'}：{f}")
    sys.exit(1 if check_only and changed else 0)


# -- playing -------------------------------------------------------------------------------------------

_MODE = click.option("--mode", default=None, help="游戏模式（默认：该游戏的第一个模式；纵横坛：决斗、团队、权杖、生存）")
_PLAYERS = click.option("--players", type=click.IntRange(2, 8), default=None,
                        help="玩家人数（默认：该模式的最少人数；团队4，权杖3–5，生存4–7）")
_SEED_RANGE = click.IntRange(-(2**63), 2**63 - 1)  # what a log or save may hold (docs/reliability.md)
_SEED = click.option("--seed", default=0, show_default=True, type=_SEED_RANGE, help="随机种子")
_LORDS = click.option("--lords-dealt", default=3, show_default=True, type=click.IntRange(3, 7), help="每人发几张领主牌")


def _input_files(ctx, param, value):
    """Card-set files: regular files only (never a FIFO or /dev/zero), refused before anything starts."""
    from zhdsl.safeio import check_regular

    for path in value:
        if why := check_regular(path):
            raise click.UsageError(_text(f"--cardset {path}：{why}"), ctx)
    return value


def _output_file(ctx, param, value):
    """A file written at the end (--log): checked now, so a bad path fails before the game is played."""
    from zhdsl.outfile import problem

    if value is not None and (why := problem(value)):
        raise click.UsageError(_text(f"--log {value}：无法写入，{why}"), ctx)
    return value


_CARDSETS = click.option("--cardset", "cardsets", multiple=True, type=click.Path(exists=True, dir_okay=False),
                         callback=_input_files, help="卡组文件（可多次给出；默认：全部自带卡组）")


def _with_catalog(f):
    """`--catalog FILE`: a game's catalog file, read as one more card set (《符文战场》 builds its decks
    from it when no deck file is given)."""
    import functools

    @functools.wraps(f)
    def wrapper(*args, catalog=None, **kwargs):
        if catalog is not None:
            kwargs["cardsets"] = tuple(kwargs.get("cardsets") or ()) + (catalog,)
        return f(*args, **kwargs)

    return click.option("--catalog", "catalog", default=None, type=click.Path(exists=True, dir_okay=False),
                        callback=_input_file, help="目录文件（游戏自己的格式）：从中组成卡组")(wrapper)


def _input_file(ctx, param, value):
    return None if value is None else _input_files(ctx, param, (value,))[0]


def _spec(game: str | None, mode: str | None, players: int | None, seed: int, lords_dealt: int,
          cardsets: tuple[str, ...]):
    """(spec, its fresh game), after checking that the game and mode exist, the mode takes this many
    players and the card sets can make the game (so a bad option is a usage error, not a failure mid-game)."""
    from zhdsl.play.spec import GameSpec, modes

    game = _game_name(game) or "zongheng"
    known = modes(game)
    if mode is None:
        mode = next(iter(known))
    if mode not in known:
        raise click.UsageError(f"未知模式「{mode}」（可用：{'、'.join(known)}）")
    if players is not None and (why := known[mode].player_count_error(players)):
        raise click.UsageError(why)
    spec = GameSpec(mode, seed, lords_dealt, tuple(cardsets), players, game)
    try:
        return spec, spec.create()
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None


def _result(game) -> str:
    won = game.winners()
    if not won:
        return "平局"
    return "、".join(f"角色{seat + 1}" for seat in won) + "获胜"


def _run_logged(game, spec, agents, agent_names, console, log_path, record=None, fresh=True):
    """Play `game` to the end, printing every event; write the JSON-lines log if asked.
    `record` sees each answer (for saves); a game loaded from a save (`fresh=False`) writes no log."""
    from zhdsl.engine import contract
    from zhdsl.play.driver import play
    from zhdsl.play.gamelog import LogWriter, write_lines
    from zhdsl.play.render import event_line

    writer = LogWriter(spec, agent_names, log_path)
    cursor = len(game.log)  # the events printed so far (the contract's cursor)

    def print_events(since: int) -> None:
        nonlocal cursor
        for e in contract.events(game, since):
            console.print(event_line(e))
        cursor = len(game.log)

    def on_start(events):
        writer.start(events)
        print_events(0)

    def on_step(step):
        if record is not None:
            record(step.action)
        writer.step(step)
        print_events(cursor)

    decisions = play(game, agents, on_start=on_start if fresh else None, on_step=on_step)
    if log_path and fresh:
        try:
            write_lines(log_path, writer.finish(game, decisions))
        except OSError as exc:
            raise click.ClickException(_text(f"无法写入日志 {log_path}：{exc.strerror or exc}")) from None
    return decisions


@main.command()
@_GAME
@_MODE
@_PLAYERS
@click.option("--seed", default=1, show_default=True, type=_SEED_RANGE, help="随机种子")
@_LORDS
@_CARDSETS
@click.option("--agent", "agent", default="greedy", type=click.Choice(["greedy", "random"]), show_default=True,
              help="所有座次使用的机器人")
@click.option("--log", "log_path", type=click.Path(), callback=_output_file,
              help="把 JSON-lines 日志写到这个文件")
@_with_catalog
def demo(game, mode, players, seed, lords_dealt, cardsets, agent, log_path) -> None:
    """机器人对战一局，用中文打印全过程，最后宣布胜者。"""
    from zhdsl.play.agents import make_bot
    from zhdsl.play.render import make_console

    console = make_console()
    spec, match = _spec(game, mode, players, seed, lords_dealt, cardsets)
    n = spec.player_count()
    bots = [make_bot(agent, seed * 7919 + seat) for seat in range(n)]
    title = spec.rules().dialect.display_name()
    console.print(f"《{title}》{spec.mode_name()}（{n}人）· 种子 {seed} · 全部座次：{agent}", style="bold")
    decisions = _run_logged(match, spec, bots, [agent] * n, console, log_path)
    console.print(f"\n对局结束：{_result(match)}（{match.state.end_reason}；{match.state.turn} 回合，{decisions} 次决定）",
                  style="bold magenta")


@main.command()
@_GAME
@_MODE
@_PLAYERS
@_SEED
@_LORDS
@_CARDSETS
@click.option("--opponent", default="greedy", type=click.Choice(["greedy", "random", "human"]), show_default=True,
              help="其他座次：机器人，或 human（同屏轮流）")
@click.option("--seat", default=1, type=click.IntRange(1, 8), show_default=True, help="你坐几号位")
@click.option("--log", "log_path", type=click.Path(), callback=_output_file,
              help="对局结束后写 JSON-lines 日志")
@click.option("--load", "load_path", type=click.Path(exists=True, dir_okay=False), help="读取存档继续")
@_with_catalog
def play(game, mode, players, seed, lords_dealt, cardsets, opponent, seat, log_path, load_path) -> None:
    """在终端里与机器人对战（或同屏对战）。输入「?」查看帮助。"""
    from zhdsl.agents.human import HumanAgent, QuitGame
    from zhdsl.play.agents import make_bot
    from zhdsl.play.gamelog import LogError, load_game, save_game
    from zhdsl.play.render import make_console

    console = make_console()
    answers: list[int] = []
    if load_path:
        try:
            spec, match, answers = load_game(load_path)
        except LogError as exc:
            raise click.ClickException(str(exc)) from None
        console.print(_text(f"已读取存档 {load_path}（{len(answers)} 个回答）"), style="bold")
    else:
        spec, match = _spec(game, mode, players, seed, lords_dealt, cardsets)
    n = len(match.state.players)
    if seat > n:
        raise click.UsageError(f"这局只有{n}个座次，--seat 应在1到{n}之间")

    def on_save(path: str) -> str:
        from zhdsl.outfile import problem

        if why := problem(path):
            return f"无法存档到 {path}：{why}"
        try:
            save_game(path, spec, answers)
        except OSError as exc:
            return f"无法存档到 {path}：{exc.strerror or exc}"
        return f"已存档到 {path}"

    human = HumanAgent(console, on_save=on_save)
    agents = []
    for s in range(n):
        if s == seat - 1 or opponent == "human":
            agents.append(human)
        else:
            agents.append(make_bot(opponent, spec.seed * 7919 + s))
    names = ["human" if a is human else opponent for a in agents]
    try:
        _run_logged(match, spec, agents, names, console, log_path, record=answers.append, fresh=not load_path)
    except QuitGame:
        console.print("已退出。用「save 文件名」可以在对局中存档。", style="dim")
        return
    console.print(f"对局结束：{_result(match)}（{match.state.end_reason}）", style="bold magenta")


@main.command()
@_GAME
@_MODE
@_PLAYERS
@_SEED
@_LORDS
@_CARDSETS
@click.option("--games", default=100, show_default=True, type=click.IntRange(1, 1_000_000), help="对局数")
@click.option("--agents", "agents", default="greedy,random", show_default=True,
              help="各座次的机器人，逗号分隔；比座次少时循环使用")
@click.option("--alternate/--no-alternate", default=True, show_default=True, help="每局轮换座次")
@click.option("--jobs", default=1, show_default=True, type=click.IntRange(1, 64), help="并行进程数（结果与 1 相同）")
@click.option("--backend", default="local", show_default=True, type=click.Choice(["local", "ray"]),
              help="local：本机（--jobs 个进程）；ray：分到 Ray 集群（结果与 --jobs 1 相同）")
@click.option("--address", help="要加入的 Ray 集群地址（如 10.0.0.5:6379 或 auto）；不给则为这次运行启动本地实例")
@click.option("--json", "as_json", is_flag=True, help="输出 JSON")
@_with_catalog
def simulate(game, mode, players, seed, lords_dealt, cardsets, games, agents, alternate, jobs, backend, address,
             as_json) -> None:
    """机器人对机器人：批量模拟并统计胜率。"""
    from rich.progress import Progress
    from rich.table import Table

    from zhdsl.play.agents import BOTS
    from zhdsl.play.render import make_console
    from zhdsl.play.simulate import SimulationError, simulate as run, summarize

    if backend == "ray":
        if jobs != 1:
            raise click.UsageError("--jobs 只用于 --backend local；Ray 使用集群的全部 CPU")
        from zhdsl.play.ray_backend import RayMissing, import_ray

        try:
            import_ray()
        except RayMissing as exc:
            raise click.UsageError(str(exc)) from None
    elif address:
        raise click.UsageError("--address 只用于 --backend ray")
    spec, _match = _spec(game, mode, players, seed, lords_dealt, cardsets)
    n = spec.player_count()
    names = [a.strip() for a in agents.split(",") if a.strip()]
    if not 1 <= len(names) <= n or any(name not in BOTS for name in names):
        raise click.UsageError(f"--agents 需要1到{n}个机器人名，逗号分隔；可用：{'、'.join(BOTS)}")
    names = [names[i % len(names)] for i in range(n)]
    console = make_console(stderr=True)
    with Progress(console=console, transient=True, disable=as_json) as bar:
        task = bar.add_task("模拟中", total=games)
        try:
            results = run(spec, games, names, jobs=jobs, alternate=alternate, progress=lambda n: bar.advance(task, n),
                          backend=backend, address=address, notice=None if as_json else console.print)
        except SimulationError as exc:
            raise click.ClickException(str(exc)) from None
    summary = summarize(results)
    if as_json:
        click.echo(json.dumps(summary, ensure_ascii=False, indent=2))
    else:
        out = make_console()
        seats = Table(title=f"{games} 局 · 种子 {seed} · {' 对 '.join(names)}")
        for col in ("座次", "胜局", "胜率"):
            seats.add_column(col)
        played = max(1, games - len(summary["errors"]))
        for i, wins in enumerate(summary["wins_by_seat"]):
            seats.add_row(f"{i + 1}号位", str(wins), f"{wins / played:.1%}")
        seats.add_row("平局", str(summary["draws"]), f"{summary['draws'] / played:.1%}")
        out.print(seats)
        for title, key in ((spec.rules().SEAT_LABEL, "lords"), ("机器人", "agents")):
            table = Table(title=f"按{title}")
            for col in (title, "局数", "胜局", "胜率"):
                table.add_column(col)
            for name, entry in summary[key].items():
                table.add_row(_text(name), str(entry["games"]), str(entry["wins"]), f"{entry['win_rate']:.1%}")
            out.print(table)
        out.print(f"平均回合数 {summary['mean_turns']} · 平均决定数 {summary['mean_decisions']}")
        for err in summary["errors"]:
            out.print(f"引擎错误（第{err['index']}局，种子{err['seed']}）：{err['error']}", style="red")
    sys.exit(1 if summary["errors"] else 0)


@main.command()
@click.argument("log", type=click.Path(exists=True, dir_okay=False))
@click.option("--step", "stepwise", is_flag=True, help="逐步显示，每步按回车继续")
def replay(log: str, stepwise: bool) -> None:
    """重放一局的 JSON-lines 日志，逐条核对事件；报告第一处不一致。"""
    from zhdsl.play.gamelog import LogError
    from zhdsl.play.render import event_line, make_console
    from zhdsl.play.replay import replay as run

    console = make_console()

    def on_step(step, events):
        label = step.decision.options[step.action].label
        console.print(_text(f"角色{step.decision.player + 1}：{step.decision.prompt} → {label}"), style="bold")
        for e in events:
            console.print(event_line(e))
        if stepwise:
            try:
                click.prompt("", default="", show_default=False, prompt_suffix="")
            except click.Abort:
                raise SystemExit(0) from None

    try:
        result = run(log, on_step=on_step if stepwise else None)
    except LogError as exc:
        raise click.ClickException(str(exc)) from None
    if result.ok:
        winner = "平局" if result.winner is None else f"角色{result.winner + 1}获胜"
        console.print(f"重放一致：{result.decisions} 个决定、{result.events} 个事件全部相符（{winner}）", style="green")
        return
    console.print(_text(result.divergence.describe()), style="red")
    sys.exit(1)


@main.command()
@click.option("--max-games", default=32, show_default=True, type=click.IntRange(1, 10_000), help="同时打开的对局上限")
@click.option("--max-cardsets", default=64, show_default=True, type=click.IntRange(1, 10_000), help="同时载入的卡组上限")
def serve(max_games: int, max_cardsets: int) -> None:
    """JSON-RPC 2.0 服务：从标准输入每行读一个请求，向标准输出每行写一个回答（见 docs/protocol.md）。"""
    from zhdsl.protocol.server import Server
    from zhdsl.protocol.stdio import serve as run

    try:
        run(Server(max_games=max_games, max_cardsets=max_cardsets), sys.stdin.buffer, sys.stdout.buffer)
    except (KeyboardInterrupt, BrokenPipeError):
        pass


@main.command()
def lsp() -> None:
    """语言服务器（LSP，标准输入输出）：在编辑器里为卡组 .toml 和效果文本边写边检查。需要 pip install 'zhdsl[lsp]'。"""
    try:
        from zhdsl.lsp.server import main as run
    except ImportError as exc:
        raise click.ClickException(f"zhdsl lsp 需要可选依赖：pip install 'zhdsl[lsp]'（{exc.name} 未安装）") from None
    run()


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="监听地址（只在本机使用时保持 127.0.0.1）")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(0, 65535), help="端口")
@click.option("--no-browser", is_flag=True, help="不自动打开浏览器")
def web(host: str, port: int, no_browser: bool) -> None:
    """设计者工作台：在浏览器里写牌、边写边检查、和机器人试玩。需要 pip install 'zhdsl[web]'。"""
    try:
        from zhdsl.web.app import run
    except ImportError as exc:
        raise click.ClickException(f"zhdsl web 需要可选依赖：pip install 'zhdsl[web]'（{exc.name} 未安装）") from None
    try:
        run(host, port, not no_browser)
    except OSError as exc:
        raise click.ClickException(_text(f"无法在 {host}:{port} 上监听：{exc.strerror or exc}")) from None


def _add_scenario_command() -> None:
    from zhdsl.scenarios.cli import scenario

    main.add_command(scenario)


_add_scenario_command()


if __name__ == "__main__":
    main()
