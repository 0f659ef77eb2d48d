"""Starting zhdsl loads no game until one is used (docs/performance.md, "Cold start").

What is imported is read from `sys.modules` in a fresh process: structural, never timed. A command
that names no game (`zhdsl --help`, `--version`, a usage error) must not pay for 纵横坛's verbs,
grammar tables and rules; naming a game (`--game`, the registry) imports its dialect but not its
verbs; its first text imports them, the same modules in the same order.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

# Prints the zhdsl modules a fresh process holds after running the given statements.
_PROBE = """
import json, sys
{code}
print(json.dumps(sorted(m for m in sys.modules if m == "zhdsl" or m.startswith("zhdsl."))))
"""


def _loaded_after(code: str) -> set[str]:
    done = subprocess.run([sys.executable, "-c", _PROBE.format(code=code)], capture_output=True, text=True, check=True)
    return set(json.loads(done.stdout.splitlines()[-1]))


def _games(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith("zhdsl.games.")}


def _verbs(modules: set[str]) -> set[str]:
    """A game's verb package and modules (`zhdsl.games.<game>.verbs[.…]`; the core's registry code is not one)."""
    return {m for m in _games(modules) if m.split(".")[3:4] == ["verbs"]}


def test_starting_the_command_line_loads_no_game_and_no_card_text_machinery():
    help_run = (
        "import contextlib, io\n"
        "from zhdsl.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()) as out, contextlib.suppress(SystemExit):\n"
        "    main(['--help'])\n"
        "assert 'zhdsl' in out.getvalue() and 'check' in out.getvalue()\n"
    )
    for code in ("import zhdsl", "import zhdsl.cli", help_run):
        loaded = _loaded_after(code)
        assert "zhdsl.cli" in loaded or code == "import zhdsl"
        assert not _games(loaded), f"{code!r} imported {sorted(_games(loaded))}"
        # nor the text pipeline, the compiler or the engine: a game's first text brings those
        assert not {m for m in loaded if m.split(".")[1:2] and m.split(".")[1] in ("text", "compiler", "engine")}, \
            f"{code!r} imported {sorted(loaded)}"


@pytest.mark.parametrize("game", ["zongheng", "xingxiu"])
def test_naming_a_game_imports_its_dialect_not_its_verbs(game):
    loaded = _loaded_after(f"from zhdsl import registry\nassert registry.get({game!r}).name == {game!r}")
    assert f"zhdsl.games.{game}.dialect" in loaded
    assert not _verbs(loaded), sorted(_verbs(loaded))
    # only the game named: the other games are not imported either
    assert {m.split(".")[2] for m in _games(loaded)} == {game}


def test_a_game_s_first_text_imports_its_verbs_in_the_package_order():
    loaded = _loaded_after(
        "from zhdsl import analyze\n"
        "assert analyze('抽1张牌').ok\n"
        "import zhdsl.games.zongheng.verbs as package\n"
        "from zhdsl.games.zongheng.dialect import Zongheng\n"
        "assert Zongheng.VERBS == package.MODULES and Zongheng.VERBS is Zongheng.VERBS\n"
        "assert Zongheng.verbs().modules == package.MODULES\n"
    )
    assert "zhdsl.games.zongheng.verbs.draw" in loaded
    assert {m.split(".")[2] for m in _games(loaded)} == {"zongheng"}, "another game was imported"


def test_the_lazy_public_names_are_the_modules_own():
    import zhdsl
    from zhdsl.games.zongheng import cardset
    from zhdsl.pipeline import analyze
    from zhdsl.text import diagnostics, parser, source

    for name in zhdsl.__all__:
        assert name in dir(zhdsl)
    assert zhdsl.analyze is analyze
    assert zhdsl.load_cardset is cardset.load_cardset and zhdsl.LoadResult is cardset.LoadResult
    assert zhdsl.Located is diagnostics.Located and zhdsl.Severity is diagnostics.Severity
    assert zhdsl.ParseResult is parser.ParseResult and zhdsl.Span is source.Span
    with pytest.raises(AttributeError, match="no attribute 'nothing_here'"):
        zhdsl.nothing_here  # noqa: B018
