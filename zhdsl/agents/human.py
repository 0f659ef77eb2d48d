"""A human at the terminal: sees exactly what that player may see, answers by number."""

from __future__ import annotations

from collections.abc import Callable

from zhdsl.registry import rules_of
from zhdsl.play.render import generic_view, make_console, options_view

HELP = "输入选项编号作答；「?」重新显示局面；「为什么 牌名」说明一张牌为何不能用；「save 文件名」存档；「q」退出。"


class QuitGame(Exception):
    """The player asked to leave."""


class HumanAgent:
    def __init__(self, console=None, read: Callable[[str], str] | None = None,
                 on_save: Callable[[str], str] | None = None) -> None:
        self.console = console or make_console()
        self.read = read or self.console.input
        self.on_save = on_save

    def act(self, game) -> int:
        decision = game.decision
        rules = rules_of(game)

        def view(observation):
            return rules.view(observation) or generic_view(observation)

        self.console.print(view(game.observation(decision.player)))
        labels = decision.labels()
        self.console.print(options_view(f"角色{decision.player + 1}：{decision.prompt}", labels))
        while True:
            try:
                answer = self.read("> ").strip()
            except EOFError:
                raise QuitGame from None
            if answer in ("q", "quit", "退出"):
                raise QuitGame
            if answer in ("?", "？", "help", "帮助"):
                self.console.print(view(game.observation(decision.player)))
                self.console.print(options_view(decision.prompt, labels))
                self.console.print(HELP, style="dim")
                continue
            if answer.startswith(("为什么 ", "why ")):
                name = answer.split(" ", 1)[1].strip().strip("「」")
                reason = game.explain(decision.player, name)
                self.console.print(reason or f"「{name}」现在可以使用", style="cyan")
                continue
            if answer.startswith("save ") and self.on_save is not None:
                self.console.print(self.on_save(answer[5:].strip()))
                continue
            if answer.isdigit() and 1 <= int(answer) <= len(labels):
                return int(answer) - 1
            self.console.print(f"无法接受「{answer}」：请输入 1 到 {len(labels)} 之间的编号。{HELP}", style="yellow")
