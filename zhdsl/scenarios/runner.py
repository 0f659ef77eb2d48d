"""Run a scenario: set up the position, play its steps, check its expectations.

Automatic passing (docs/scenario-format.md): when the current decision is a priority or
response window of a player other than the one the next step names, that player passes.
After the last step, remaining windows are passed until the stack is empty.

Unanswered decisions (docs/scenario-format.md): a decision other than a priority window, left by a step, must
be answered by the next action step (a 选择 or 弃 of the player asked); a scenario that moves on without
answering it, or ends with it pending, fails.
"""

from __future__ import annotations

from pathlib import Path

import attrs

from zhdsl import registry, safeio
from zhdsl.engine import usage
from zhdsl.engine.errors import IllegalAction
from zhdsl.engine.turn import CONTINUE, END, PASS
from zhdsl.scenarios import expect
from zhdsl.scenarios.loader import Scenario, ScenarioError, load

MAX_AUTO = 2000  # automatic passes in one step


class Refused(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@attrs.define
class Result:
    path: str
    name: str
    failures: list = attrs.Factory(list)
    log: list = attrs.Factory(list)  # the last events of the game
    error: str | None = None  # the scenario could not be run

    @property
    def passed(self) -> bool:
        return not self.failures and self.error is None

    def report(self) -> str:
        lines = [f"✗ {self.path}：{self.name}"]
        if self.error:
            lines.append(f"  场景错误：{self.error}")
        for f in self.failures:
            lines.append(f"  - {f}")
        if self.log:
            lines.append("  最近的事件：")
            lines.extend(f"    {e}" for e in self.log)
        return "\n".join(lines)


def _best(reasons: list[str]) -> str:
    """The most telling refusal reason: the first that is not about timing, else the first."""
    reasons = [r for r in reasons if r]
    for r in reasons:
        if not r.startswith("时机"):
            return r
    return reasons[0] if reasons else ""


def _find(decision, match) -> int | None:
    for i, o in enumerate(decision.options):
        if match(o):
            return i
    return None


def kind_of(step: dict) -> str | None:
    return next((k for k in ("使用", "选择", "弃", "过", "结束回合") if k in step), None)


def opening(sc: Scenario):
    """`开局 = true`: the mode's real opening (its deal, its starting amounts), from the seed."""
    from zhdsl.scenarios.loader import resolve_cardsets

    rules = registry.get(sc.game).game()
    try:
        cardsets = rules.load_cardsets([str(p) for p in resolve_cardsets(sc, rules.bundled_cardsets())])
        return rules.new_game(sc.mode, len(sc.players), cardsets, sc.seed, {})
    except ValueError as exc:
        raise ScenarioError(f"无法按「{sc.mode}」开局：{exc}") from None


class Runner:
    def __init__(self, sc: Scenario) -> None:
        self.sc = sc
        self.game = opening(sc) if sc.opening else sc.support().build(sc)
        self.pending_target = None  # (seat, target) still to answer
        self.step_start = 0  # log position at the previous action step
        self.consumed: list = []  # forced discards already matched by a 弃 step
        self.open: tuple | None = None  # (step number, decision) left pending by that step

    # -- driving the game ----------------------------------------------------------------------

    def _apply(self, index: int) -> None:
        try:
            self.game.apply_action(index)
        except IllegalAction as exc:
            raise Refused(exc.reason) from None

    def _decision(self):
        d = self.game.decision
        if d is None:
            raise Refused(f"游戏已经结束（{self.game.state.end_reason}）")
        return d

    def advance_to(self, seat: int):
        """Pass other players' windows until `seat` has the decision."""
        for _ in range(MAX_AUTO):
            d = self._decision()
            if d.player == seat:
                return d
            i = _find(d, lambda o: o.value == PASS) if d.kind == "priority" else None
            if i is None:
                raise Refused(f"时机不符：现在等待角色{d.player + 1}作决定（{d.prompt}）")
            self._apply(i)
        raise Refused("自动让过的次数过多")

    def settle(self) -> None:
        """After the last step: pass every remaining window until the stack is empty."""
        for _ in range(MAX_AUTO):
            d = self.game.decision
            if d is None or d.kind != "priority":
                return
            i = _find(d, lambda o: o.value == PASS)
            if i is None:
                return
            self._apply(i)

    def _names(self, value) -> str:
        return expect.strip(value)

    def _option_name(self, o) -> set[str]:
        v, g = o.value, self.game
        if isinstance(v, tuple) and v and v[0] == "skill":
            d = g.library[v[1]]
            return usage.skill_names(d, d.program.effects[v[3]])
        if isinstance(v, tuple) and len(v) > 1 and isinstance(v[1], int) and v[1] in g.state.cards:
            # using a card (or a game's own use of one, such as a lord card): named by the card
            d = g.library[g.state.cards[v[1]].def_id]
            point = getattr(d, "point", None)
            return {d.name} if point is None else {d.name, f"{d.name}{point}", f"{d.name}（{point}）"}
        return {expect.strip(o.label)}

    # -- steps ---------------------------------------------------------------------------------------

    def use(self, seat: int, name: str, target) -> None:
        """Pass other players' windows until `seat` decides, then use `name` there. When it cannot be
        used, the reason is the one found at the first moment `seat` could have acted (a reason other
        than timing wins), so an unaffordable response is refused for 精力, not for timing."""
        name = self._names(name)
        reasons: list[str] = []
        for _ in range(MAX_AUTO):
            d = self._decision()
            if d.player == seat:
                break
            i = _find(d, lambda o: o.value == PASS) if d.kind == "priority" else None
            if i is None:
                raise Refused(_best(reasons + [self.game.explain(seat, name)])
                              or f"时机不符：现在等待角色{d.player + 1}作决定（{d.prompt}）")
            reasons.append(self.game.explain(seat, name))
            self._apply(i)
        else:
            raise Refused("自动让过的次数过多")
        i = _find(d, lambda o: name in self._option_name(o)) if d.kind == "priority" else None
        if i is None:
            raise Refused(_best([self.game.explain(seat, name)] + reasons)
                          or f"时机不符：现在不能使用「{name}」（{d.prompt}）")
        before = len(self.game.state.stack)
        self._apply(i)
        if isinstance(target, str) and target.isascii() and target.isdigit() and len(target) <= 9:
            target = int(target)
        if target is not None:
            self.pending_target = (seat, target, name, before)
            self.answer_targets()

    def answer_targets(self) -> None:
        if self.pending_target is None:
            return
        seat, target, name, before = self.pending_target
        d = self.game.decision
        if d is not None and d.kind in ("target_player", "target_card"):
            if isinstance(target, int):
                i = _find(d, lambda o: o.label == f"角色{target}")
            else:
                want = self._names(target)
                i = _find(d, lambda o: want in o.label)
            if i is None:
                raise Refused(f"目标「{target}」不合法；可选：{'、'.join(d.labels())}")
            self.pending_target = None
            self._apply(i)
            return
        if d is not None and d.kind == "version":
            return  # answered by a following 选择 step; the target comes after it
        self.pending_target = None
        self._verify_target(target, name, before)

    def _verify_target(self, target, name: str, before: int) -> None:
        """The engine chose the only legal target itself (rule 1.4): check it is the one named."""
        s = self.game.state
        for e in reversed(s.stack[before:]):
            if isinstance(target, int) and e.player_target is not None:
                if e.player_target != target - 1:
                    raise Refused(f"目标应为角色{target}，但唯一合法的目标是角色{e.player_target + 1}")
                return
            if not isinstance(target, int) and e.card_target is not None:
                return

    def choose(self, seat: int, value) -> None:
        d = self.advance_to(seat)
        if isinstance(value, int) and not isinstance(value, bool):
            if not 1 <= value <= len(d.options):
                raise Refused(f"没有第{value}个选项（「{d.prompt}」有{len(d.options)}个选项）")
            i = value - 1
        else:
            want = self._names(value)
            i = _find(d, lambda o: self._names(o.label) == want)
            if i is None:
                hits = [k for k, o in enumerate(d.options) if want in o.label]
                i = hits[0] if len(hits) == 1 else None
            if i is None:
                raise Refused(f"没有选项「{value}」；可选：{'、'.join(d.labels())}")
        self._apply(i)
        self.answer_targets()

    def discard(self, seat: int, names) -> None:
        for name in names if isinstance(names, list) else [names]:
            want = self._names(name)
            if self._forced_discard(seat, want):
                continue
            d = self.advance_to(seat)
            i = _find(d, lambda o: self._names(o.label) == want) if d.kind in ("card", "arrange") else None
            if i is None:
                raise Refused(f"没有可选的「{want}」（{d.prompt}：{'、'.join(d.labels())}）")
            self._apply(i)

    def _forced_discard(self, seat: int, name: str) -> bool:
        """The engine discards without asking when the choice is forced (rules 1.4); accept a 弃 step
        naming a card it has just discarded that way."""
        d = self.game.decision
        if d is not None and d.player == seat and d.kind == "card":
            return False
        for e in self.game.log[self.step_start:]:
            if e.kind == "discard" and e.player == seat and f"「{name}」" in e.text and e not in self.consumed:
                self.consumed.append(e)
                return True
        return False

    def pass_(self, seat: int) -> None:
        d = self.advance_to(seat)
        i = _find(d, lambda o: o.value in (PASS, CONTINUE)) if d.kind == "priority" else None
        if i is None:
            raise Refused("时机不符：现在不能过（主阶段堆叠为空时请用「结束回合」）")
        self._apply(i)

    def end_turn(self, seat: int) -> None:
        for _ in range(MAX_AUTO):
            d = self._decision()
            if d.kind != "priority":
                raise Refused(f"时机不符：现在等待角色{d.player + 1}作决定（{d.prompt}）")
            if d.player == seat:
                i = _find(d, lambda o: o.value == END)
                if i is not None:
                    self._apply(i)
                    return
                i = _find(d, lambda o: o.value == CONTINUE and self.game.state.phase == "start")
                if i is not None:
                    self._apply(i)
                    continue
                raise Refused(f"时机不符：只有主阶段、堆叠为空时才能结束回合（现在：{d.prompt}）")
            i = _find(d, lambda o: o.value == PASS)
            if i is None:
                raise Refused(f"时机不符：角色{seat}现在不能结束回合（{d.prompt}）")
            self._apply(i)
        raise Refused("自动让过的次数过多")

    # -- the whole scenario ---------------------------------------------------------------------------

    def check(self, table: dict, where: str, since: int = 0) -> list[str]:
        """The differences from `table`; `事件` is matched against the events from `since` on."""
        out = []
        for key, value in table.items():
            if key == "事件":
                diff = expect.events(self.game.log[since:], value)
            else:
                diff = expect.compare(self.game, key, value)
            if diff:
                out.append(f"{where}：{diff}")
        return out

    def run_step(self, n: int, st: dict) -> list[str]:
        where = f"第{n}步"
        refuse = st.get("拒绝")
        actions = [k for k in ("使用", "选择", "弃", "过", "结束回合") if k in st]
        if len(actions) > 1:
            raise ScenarioError(f"{where}同时写了{'、'.join(actions)}，一步只能做一件事")
        failures = []
        if actions:
            if "角色" not in st:
                raise ScenarioError(f"{where}缺少「角色」")
            seat = int(st["角色"]) - 1
            if not 0 <= seat < len(self.game.state.players):
                raise ScenarioError(f"{where}的角色{st['角色']}不存在")
            snapshot = self.game.clone()
            if kind_of(st) != "弃":
                self.step_start, self.consumed = len(self.game.log), []
            try:
                kind = actions[0]
                if kind == "使用":
                    self.use(seat, st["使用"], st.get("目标"))
                elif kind == "选择":
                    self.choose(seat, st["选择"])
                elif kind == "弃":
                    self.discard(seat, st["弃"])
                elif kind == "过":
                    self.pass_(seat)
                else:
                    self.end_turn(seat)
            except Refused as r:
                self.game = snapshot  # a refused step changes nothing, automatic passes included
                self.pending_target = None
                if refuse is None:
                    failures.append(f"{where}（{kind}）被拒绝：{r.reason}")
                elif str(refuse) not in r.reason:
                    failures.append(f"{where}被拒绝，但原因「{r.reason}」不含「{refuse}」")
            else:
                if refuse is not None:
                    failures.append(f"{where}应被拒绝（原因含「{refuse}」），但执行成功")
        elif refuse is not None:
            raise ScenarioError(f"{where}写了「拒绝」却没有动作")
        if st.get("结算"):  # everyone passes until the 堆叠 has resolved
            self.step_start = len(self.game.log)
            self.settle()
        if "期望" in st:
            failures.extend(self.check(st["期望"], f"{where}的期望", self.step_start))
        return failures

    def _pending(self):
        """The decision the scenario itself must answer: any but a priority window (where not acting is an
        answer the runner gives by passing). None while there is none, or once the game has ended."""
        d = self.game.decision
        return None if d is None or d.kind == "priority" else d

    def _note_pending(self, n: int) -> None:
        d = self._pending()
        if d is None:
            self.open = None
        elif self.open is None or self.open[1] != d:
            self.open = (n, d)

    def _answers_open(self, st: dict) -> bool:
        n, d = self.open
        return kind_of(st) in ("选择", "弃") and str(st.get("角色", "")) == str(d.player + 1)

    def unanswered(self, later: str) -> str:
        n, d = self.open
        after = f"第{n}步之后" if n else "开局时"
        return (f"{self.sc.path}：{after}，角色{d.player + 1}的决定「{d.prompt}」"
                f"（可选：{'、'.join(d.labels())}）没有回答，{later}；"
                f"请在这之前加一个「选择」（或「弃」）步骤回答它")

    def unnamed_version(self, n: int) -> list[str]:
        """A card used with several usable versions must be followed by a 选择 naming one (rule 10.9):
        a scenario never plays a silent first version."""
        d = self.game.decision
        if d is None or d.kind != "version":
            return []
        following = self.sc.steps[n] if n < len(self.sc.steps) else {}
        if "选择" in following and int(following.get("角色", -1)) - 1 == d.player:
            return []
        return [f"第{n}步：{d.prompt}——有多个版本可用（{'、'.join(d.labels())}），下一步应当用「选择」写明版本"]

    def run(self) -> list[str]:
        failures: list[str] = []
        for n, st in enumerate(self.sc.steps, start=1):
            if self.open is not None and kind_of(st) is not None and "拒绝" not in st \
                    and not self._answers_open(st):
                return failures + [self.unanswered(f"第{n}步却是角色{st.get('角色')}的「{kind_of(st)}」步骤")]
            step_failures = self.run_step(n, st) or self.unnamed_version(n)
            failures.extend(step_failures)
            if step_failures:
                return failures
            self._note_pending(n)
        self.settle()
        self._note_pending(len(self.sc.steps))
        if self.open is not None:
            return failures + [self.unanswered("场景就结束了")]
        failures.extend(self.check(self.sc.expect, "期望"))
        return failures


def run_scenario(sc: Scenario) -> Result:
    result = Result(sc.path, sc.name)
    runner = None
    try:
        runner = Runner(sc)
        result.failures = runner.run()
    except ScenarioError as exc:
        result.error = str(exc)
    except (ValueError, TypeError, KeyError) as exc:  # a value of the wrong kind in the file
        result.error = f"场景数据有误：{type(exc).__name__}: {exc}"
    if runner is not None and not result.passed:
        result.log = [e.text for e in runner.game.log[-15:]]
    return result


def run_file(path: str | Path, game: str | None = None) -> Result:
    """Run one scenario file; `game` is the game of a scenario that names none."""
    try:
        sc = load(path, game)
    except ScenarioError as exc:
        return Result(str(path), Path(path).stem, error=str(exc))
    return run_scenario(sc)


def collect(paths) -> list[Path]:
    out: list[Path] = []
    for p in map(Path, paths):
        kind = safeio.path_kind(p)
        if kind == "dir":
            out.extend(sorted(p.rglob("*.toml")))
        elif kind == "file":  # one that is not regular is refused when read, as a scenario error
            out.append(p)
        else:
            raise FileNotFoundError(str(p))
    return out
