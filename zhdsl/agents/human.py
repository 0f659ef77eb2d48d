"""A human at the terminal: sees exactly what that player may see, answers by number."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from zhdsl.engine import contract
from zhdsl.registry import rules_of
from zhdsl.play.render import generic_view, make_console, options_view

HELP = "输入选项编号作答；「?」重新显示局面；「为什么 牌名」说明一张牌为何不能用；「save 文件名」存档；「q」退出。"
MAX_ANSWER = 200  # characters of an answer shown back or looked up


def shown(text: str, limit: int | None = MAX_ANSWER) -> str:
    """Text as it may be printed back: control, format and unpaired surrogate characters escaped; cut
    at `limit` characters."""
    out = []
    for ch in text[:limit]:
        if unicodedata.category(ch) in ("Cc", "Cs", "Cf") and ch not in "\u200d":
            out.append(f"\\x{ord(ch):02x}" if ord(ch) < 0x100 else f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return "".join(out) + ("…" if limit is not None and len(text) > limit else "")


def option_number(answer: str, count: int) -> int | None:
    """The 0-based option an answer names (`1` … `count`, ASCII digits only), or None."""
    if answer.isascii() and answer.isdigit() and len(answer) <= 9 and 1 <= int(answer) <= count:
        return int(answer) - 1
    return None


class QuitGame(Exception):
    """The player asked to leave."""


class HumanAgent:
    def __init__(self, console=None, read: Callable[[str], str] | None = None,
                 on_save: Callable[[str], str] | None = None) -> None:
        self.console = console or make_console()
        self.read = read or self.console.input
        self.on_save = on_save

    def act(self, game) -> int:
        """Show the position and the options from the contract's objects (the observation of the
        deciding seat and the game's static info), read an answer."""
        seat = game.decision.player
        rules = rules_of(game)
        info = contract.game_info(game)
        observation = game.observation(seat)
        decision = observation["decision"]
        options = decision["options"]

        def view():
            return rules.view(observation, info) or generic_view(observation, info)

        self.console.print(view())
        self.console.print(options_view(f"{info['seats'][seat]['name']}：{decision['prompt']}", options, info))
        while True:
            try:
                answer = self.read("> ").strip()
            except EOFError:
                raise QuitGame from None
            except UnicodeDecodeError:
                self.console.print("无法读取这行输入：请使用 UTF-8 编码。", style="yellow", markup=False)
                continue
            if answer in ("q", "quit", "退出"):
                raise QuitGame
            if answer in ("?", "？", "help", "帮助"):
                self.console.print(view())
                self.console.print(options_view(decision["prompt"], options, info))
                self.console.print(HELP, style="dim", markup=False)
                continue
            if answer.startswith(("为什么 ", "why ")):
                name = answer.split(" ", 1)[1].strip().strip("「」")[:MAX_ANSWER]
                reason = game.explain(seat, name) if name else "请写出牌名：为什么 牌名"
                self.console.print(shown(reason or f"「{name}」现在可以使用", None), style="cyan", markup=False)
                continue
            if answer.split(" ", 1)[0] == "save" and self.on_save is not None:
                path = answer[4:].strip()
                message = self.on_save(path) if path else "请写出文件名：save 文件名"
                self.console.print(shown(message, None), markup=False)
                continue
            index = option_number(answer, len(options))
            if index is not None:
                return index
            self.console.print(f"无法接受「{shown(answer)}」：请输入 1 到 {len(options)} 之间的编号。{HELP}",
                               style="yellow", markup=False)
