"""A scripted agent: answers from a list given in advance, by option number or by label."""

from __future__ import annotations

from collections.abc import Iterable

from zhdsl.engine.errors import IllegalAction


class ScriptedAgent:
    """Each answer is an option index (int) or an option label (str, exact or a unique substring)."""

    def __init__(self, answers: Iterable[int | str]) -> None:
        self.answers = list(answers)
        self.position = 0

    @property
    def exhausted(self) -> bool:
        return self.position >= len(self.answers)

    def act(self, game) -> int:
        if self.exhausted:
            raise IllegalAction("脚本已用完，没有更多的回答")
        answer = self.answers[self.position]
        self.position += 1
        return resolve_answer(game.decision, answer)


def resolve_answer(decision, answer: int | str) -> int:
    labels = decision.labels()
    if isinstance(answer, int) and not isinstance(answer, bool):
        if 0 <= answer < len(labels):
            return answer
        raise IllegalAction(f"选项编号{answer}超出范围：「{decision.prompt}」只有{len(labels)}个选项")
    if answer in labels:
        return labels.index(answer)
    matches = [i for i, label in enumerate(labels) if str(answer) in label]
    if len(matches) == 1:
        return matches[0]
    shown = "、".join(labels)
    if not matches:
        raise IllegalAction(f"没有选项「{answer}」：「{decision.prompt}」的选项是 {shown}")
    raise IllegalAction(f"「{answer}」同时符合多个选项：{shown}")
