"""Meaning-level checks the grammar cannot express, as located diagnostics.

The grammar is deliberately broad (any verb takes any quantity, any reference may stand
anywhere a reference may); this module says which combinations mean something.
"""

from __future__ import annotations

from collections.abc import Iterator

from zhdsl.games.zongheng.keywords import KEYWORDS, TIMINGS
from zhdsl.text import ast
from zhdsl.text.diagnostics import Diagnostic, error, warning

KEYWORD_TEXTS = [k.text for k in KEYWORDS]
MAX_QUOTE_DEPTH = 4  # 执行「执行「…」」 nesting

PLAYER_REFS = frozenset({"you", "target_player", "target_other", "all_players", "all_others"})
SINGLE_PLAYER_REFS = frozenset({"you", "target_player", "target_other"})
CARD_REFS = frozenset({"self", "this_card", "target_card"})
PLAYER_ATTRIBUTES = frozenset({"wealth", "supply", "energy", "storage", "efficiency", "hand_count"})
CARD_ATTRIBUTES = frozenset({"point", "colour"})
PUBLIC_ZONES = frozenset({"stack", "deck", "deck_top", "deck_bottom", "past", "void"})

OBJECT_NAMES = {
    "card": "牌", "hand": "手牌", "hand_count": "手牌数", "energy": "精力", "wealth": "财富",
    "supply": "物资", "storage": "仓储", "efficiency": "效率",
}
# What each measured verb may act on, and how to say it right.
VERB_OBJECTS: dict[type, tuple[frozenset[str], str, str]] = {
    ast.Draw: (frozenset({"card"}), "抽", "抽只能抽牌，例如「抽2张牌」"),
    ast.Discard: (frozenset({"hand", "card"}), "弃", "弃只能弃手牌，例如「弃1张手牌」"),
    ast.Use: (frozenset({"hand", "card"}), "使用", "使用的对象是手牌，例如「使用1张手牌」"),
    ast.Gain: (frozenset({"wealth", "supply", "energy"}), "获得", "可以获得财富、物资或精力"),
    ast.Pay: (frozenset({"wealth", "supply", "energy", "storage", "efficiency"}), "支付", "可以支付财富、物资、精力、仓储或效率"),
    ast.Consume: (frozenset({"wealth", "supply", "energy", "storage", "efficiency"}), "消耗", "可以消耗财富、物资、精力、仓储或效率"),
    ast.Produce: (frozenset({"wealth"}), "生产", "生产只能增加财富，例如「生产2财富」"),
    ast.Damage: (frozenset({"wealth"}), "折损", "折损只能减少财富，例如「折损2财富」"),
}
COST_ACTIONS = (ast.Pay, ast.Consume, ast.Discard, ast.Tap)
TRIGGERS = frozenset({"TURN_START", "TURN_END", "RESPONSE", "FOLLOWUP"})


def _is_player(ref) -> bool:
    if isinstance(ref, ast.Ref):
        return ref.kind in PLAYER_REFS
    return isinstance(ref, (ast.Within, ast.Holder))


def _is_single_player(ref) -> bool:
    if isinstance(ref, ast.Ref):
        return ref.kind in SINGLE_PLAYER_REFS
    if isinstance(ref, ast.Within):
        return ref.targeted
    return isinstance(ref, ast.Holder)


def _is_card(ref) -> bool:
    return isinstance(ref, ast.Ref) and ref.kind in CARD_REFS


def _ref_text(ref) -> str:
    names = {
        "you": "你", "self": "自身", "this_card": "此牌", "target_card": "目标牌", "target_player": "目标角色",
        "target_other": "目标其他角色", "all_players": "所有角色", "all_others": "所有其他角色",
    }
    if isinstance(ref, ast.Ref):
        return names[ref.kind]
    if isinstance(ref, ast.Within):
        return "距离…以内的" + ("目标角色" if ref.targeted else "角色")
    return "…的" + ("所有者" if ref.role == "owner" else "控制者")


class Checker:
    def __init__(self, variables: bool = True) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.variables = variables

    def report(self, d: Diagnostic) -> None:
        if d not in self.diagnostics:  # a head's alternatives share their parts
            self.diagnostics.append(d)

    # -- entry -----------------------------------------------------------------------------

    def check_text(self, text: ast.CardText, depth: int = 0) -> None:
        for effect in text.effects:
            if isinstance(effect, ast.StaticEffect):
                self.check_invariant(effect.invariant)
            else:
                self.check_effect(effect, depth)

    def check_effect(self, effect: ast.Effect, depth: int) -> None:
        if effect.head is not None:
            self.check_head(effect.head)
        self.check_sequence(effect.body, depth)
        if self.variables:
            self.check_variables(effect)

    # -- heads -----------------------------------------------------------------------------

    def check_head(self, head: ast.Head) -> None:
        for alternative in head.alternatives:
            self.check_head_parts(alternative, head)

    def check_head_parts(self, parts: tuple, head: ast.Head) -> None:
        """One alternative of a head: timings and costs that must all hold."""
        seen: set[str] = set()
        for part in parts:
            if isinstance(part, ast.Timing):
                if part.kind is None:
                    close = _close_matches(part.word, list(TIMINGS), n=1, cutoff=0.0)
                    self.report(
                        error(
                            "E203",
                            part.span,
                            f"「{part.word}」不是时机",
                            (f"是否想写「{close[0]}」？" if close else "")
                            + "时机有：" + "、".join(TIMINGS),
                        )
                    )
                elif part.kind in seen:
                    self.report(warning("W204", part.span, f"时机「{part.word}」重复"))
                else:
                    seen.add(part.kind)
            elif isinstance(part, COST_ACTIONS):
                self.check_action(part, 0)
            else:
                self.report(
                    error(
                        "E218",
                        part.span,
                        "「：」之前只能写时机或代价（支付、消耗、弃手牌、横置）",
                        "把这个动作移到「：」之后",
                    )
                )
        if {"TURN_START", "TURN_END"} <= seen:
            self.report(error("E214", head.span, "「回合开始」与「回合结束」不能同时满足", "用「/」或拆成两段效果"))
        if "LOCKED" in seen and not seen & TRIGGERS:
            self.report(
                error(
                    "E219",
                    head.span,
                    "「锁定」的效果需要一个触发时机",
                    "与回合开始、回合结束、响应或追加同用，例如「锁定&回合开始：」",
                )
            )

    # -- structure -------------------------------------------------------------------------

    def check_sequence(self, seq: ast.Sequence, depth: int) -> None:
        for step in seq.steps:
            self.check_step(step, depth)
        if seq.conditional is not None:
            self.check_condition(seq.conditional.condition)
            self.check_sequence(seq.conditional.then, depth)

    def check_step(self, step, depth: int) -> None:
        if isinstance(step, ast.Choice):
            for option in step.options:
                self.check_step(option, depth)
        elif isinstance(step, ast.Conjunction):
            for part in step.parts:
                self.check_step(part, depth)
        elif isinstance(step, ast.Group):
            self.check_sequence(step.body, depth)
            self.check_notes(step.notes, None)
        elif isinstance(step, ast.Timing):
            if step.kind is None:  # free text that is no timing and no action either
                close = _close_matches(step.word, KEYWORD_TEXTS, n=1, cutoff=0.5)
                self.report(
                    error(
                        "E101",
                        step.span,
                        f"无法识别的词语「{step.word}」",
                        f"是否想写「{close[0]}」？" if close else "每个步骤以动作开头，例如「抽1张牌」",
                    )
                )
            else:
                self.report(
                    error("E220", step.span, f"时机「{step.word}」只能写在「：」之前", f"写作「{step.word}：…」")
                )
        else:
            self.check_action(step, depth)

    def check_notes(self, notes, action) -> None:
        target = action.action if isinstance(action, ast.Command) else action
        for note in notes:
            if isinstance(note, (ast.FreeOfEnergy, ast.VirtualNote)) and not isinstance(target, ast.Use):
                word = "不支付精力" if isinstance(note, ast.FreeOfEnergy) else "虚拟"
                self.report(
                    warning("W217", note.span, f"「{word}」只对「使用…手牌」有意义，这里不起作用", "把它写在「使用N张手牌」之后")
                )

    # -- actions ---------------------------------------------------------------------------

    def check_action(self, action: ast.Action, depth: int) -> None:
        self.check_notes(action.notes, action)
        if isinstance(action, ast.Measured):
            self.check_measured(action)
        elif isinstance(action, ast.Command):
            if not _is_player(action.actor):
                self.report(
                    error("E204", action.actor.span, f"「令」的对象必须是角色，「{_ref_text(action.actor)}」是牌", "例如「令目标角色抽1张牌」")
                )
            self.check_ref(action.actor)
            if isinstance(action.action, ast.Command):
                self.report(error("E221", action.action.span, "「令」不能嵌套", "直接写「令X…」"))
            self.check_action(action.action, depth)
        elif isinstance(action, (ast.Counter, ast.Copy, ast.Transform)):
            if not _is_card(action.target):
                verb = {ast.Counter: "反制", ast.Copy: "复制", ast.Transform: "变为"}[type(action)]
                self.report(error("E204", action.target.span, f"「{verb}」的对象必须是牌", "例如「反制目标牌」"))
            if isinstance(action, ast.Transform):
                self.check_quoted(action.effect, depth)
        elif isinstance(action, (ast.Tap, ast.Untap)):
            if action.target is not None and not _is_card(action.target):
                verb = "横置" if isinstance(action, ast.Tap) else "重置"
                self.report(error("E204", action.target.span, f"「{verb}」的对象必须是牌", f"省略对象即{verb}自身"))
        elif isinstance(action, ast.Execute):
            self.check_quoted(action.effect, depth)
        elif isinstance(action, ast.Attach):
            if not _is_single_player(action.target):
                self.report(error("E204", action.target.span, "「结附」的对象必须是单个角色", "例如「结附目标角色」"))
            if action.turns is not None:
                self.check_amount(action.turns, positive=True)
        elif isinstance(action, ast.Move):
            if isinstance(action.cards, ast.HandCards):
                self.check_amount(action.cards.amount, positive=True)
            elif not _is_card(action.cards):
                self.report(error("E204", action.cards.span, "「将…移入」的对象必须是牌", "例如「将此牌移入虚空」"))
            self.check_zone(action.zone)
        elif isinstance(action, ast.Shuffle):
            if action.zone.kind not in ("deck", "past"):
                self.report(error("E222", action.zone.span, "只能洗乱牌库或过往", "写作「洗乱牌库」或「洗乱过往」"))

    def check_measured(self, action: ast.Measured) -> None:
        allowed, verb, hint = VERB_OBJECTS[type(action)]
        for q in action.quantities:
            if q.object not in allowed:
                self.report(
                    error("E202", q.span, f"不能「{verb}」{OBJECT_NAMES[q.object]}", hint)
                )
            self.check_amount(q.amount, positive=False)
            if q.colour is not None and q.colour.colour is None:
                self.report(
                    error(
                        "E201",
                        q.colour.span,
                        f"未知的颜色「{q.colour.word}」",
                        "精力的颜色有：绿、红、蓝、黄，以及代表任意颜色的黑",
                    )
                )

    def check_amount(self, amount, positive: bool) -> None:
        if isinstance(amount, ast.Number):
            if amount.value < 0:
                self.report(error("E200", amount.span, f"数量不能为负数（{amount.value}）", "把数量改为0或正数"))
            elif amount.value == 0:
                self.report(warning("W211", amount.span, "数量为0，此步骤不会产生效果"))

    def check_quoted(self, text: ast.CardText, depth: int) -> None:
        if depth + 1 > MAX_QUOTE_DEPTH:
            self.report(error("E212", text.span, f"引用的效果嵌套超过{MAX_QUOTE_DEPTH}层"))
            return
        for effect in text.effects:
            if isinstance(effect, ast.Effect) and effect.head is not None:
                self.report(
                    error("E216", effect.head.span, "引用的效果不能带时机", "被执行或变为的效果沿用原牌的时机")
                )
            if isinstance(effect, ast.StaticEffect):
                self.report(error("E216", effect.span, "引用的效果不能是常驻效果"))
        self.check_text(text, depth + 1)

    # -- references, zones, expressions ---------------------------------------------------------

    def check_ref(self, ref) -> None:
        if isinstance(ref, ast.Holder):
            if not _is_card(ref.of):
                self.report(error("E204", ref.of.span, "只有牌才有所有者或控制者", "例如「此牌的所有者」"))
        elif isinstance(ref, ast.Within):
            self.check_amount(ref.distance, positive=True)

    def check_zone(self, zone: ast.Zone) -> None:
        if zone.owner is None:
            return
        if zone.kind in PUBLIC_ZONES:
            self.report(error("E223", zone.owner.span, "公共区域没有所有者", "去掉「…的」"))
        elif not _is_single_player(zone.owner):
            self.report(error("E204", zone.owner.span, "区域的所有者必须是单个角色", "例如「目标角色的手牌区」"))
        self.check_ref(zone.owner)

    def check_condition(self, cond) -> None:
        if isinstance(cond, (ast.AllOf, ast.AnyOf)):
            for item in cond.items:
                self.check_condition(item)
            return
        left_colour = isinstance(cond.left, ast.Attribute) and cond.left.name == "colour"
        if isinstance(cond.right, ast.Colour):
            if not left_colour:
                self.report(error("E210", cond.left.span, "只有「颜色」可以与颜色比较", "例如「若目标牌的颜色等于红色」"))
            if cond.right.colour is None:
                self.report(error("E201", cond.right.span, f"未知的颜色「{cond.right.word}」", "颜色有：绿、红、蓝、黄、黑"))
            if cond.op not in ("=", "!="):
                self.report(error("E210", cond.span, "颜色只能用「等于」或「不等于」比较"))
        elif left_colour:
            self.report(error("E210", cond.right.span, "「颜色」只能与颜色比较", "例如「等于红色」"))
        self.check_expr(cond.left)
        if not isinstance(cond.right, ast.Colour):
            self.check_expr(cond.right)

    def check_expr(self, expr) -> None:
        if isinstance(expr, ast.BinOp):
            self.check_expr(expr.left)
            self.check_expr(expr.right)
        elif isinstance(expr, ast.Attribute) and expr.subject is not None:
            subject = expr.subject
            self.check_ref(subject)
            if expr.name in CARD_ATTRIBUTES and not _is_card(subject):
                word = "点数" if expr.name == "point" else "颜色"
                self.report(error("E204", subject.span, f"只有牌才有{word}", f"例如「目标牌的{word}」"))
            elif expr.name in PLAYER_ATTRIBUTES and not _is_single_player(subject):
                if _is_card(subject):
                    self.report(error("E204", subject.span, "牌没有这个属性，角色才有", "例如「你的财富」"))
                else:
                    self.report(error("E204", subject.span, "属性的主体必须是单个角色", "例如「目标角色的手牌数」"))

    def check_invariant(self, inv: ast.Invariant) -> None:
        if not isinstance(inv.left, ast.Attribute) or inv.left.name not in PLAYER_ATTRIBUTES - {"hand_count"}:
            self.report(
                error(
                    "E209",
                    inv.left.span,
                    "「始终」前面必须是角色的一个可改变的属性",
                    "例如「你的仓储始终等于财富」（财富、物资、精力、仓储、效率）",
                )
            )
        elif inv.left.subject is not None and not (isinstance(inv.left.subject, ast.Ref) and inv.left.subject.kind == "you"):
            # A static effect has no targets and acts for its card's 你 (rule 13.2); the engine keeps no other.
            self.report(
                error(
                    "E209",
                    inv.left.subject.span,
                    "常驻效果只能约束「你」的属性",
                    "写作「你的仓储始终等于3」；要约束别人，把带这段效果的牌结附给他（结界上的「你」是结界区的所有者）",
                )
            )
            return
        self.check_expr(inv.left)
        self.check_expr(inv.right)

    # -- variables -------------------------------------------------------------------------

    def check_variables(self, effect: ast.Effect) -> None:
        defined: dict[str, ast.Define] = {}
        used: list[ast.Var] = []
        for node in ast.walk(effect):
            if isinstance(node, ast.Define):
                if node.var in defined:
                    self.report(error("E207", node.span, f"变量{node.var}被定义了两次"))
                defined[node.var] = node
            elif isinstance(node, ast.Var):
                used.append(node)
        for name, define in defined.items():
            for node in ast.walk(define.expr):
                if isinstance(node, ast.Var) and node.name == name:
                    self.report(
                        error("E208", node.span, f"变量{name}的定义引用了它自己", f"用属性或数字定义{name}，例如「（{name}为你的物资）」")
                    )
        for var in used:
            if var.name not in defined:
                self.report(
                    error("E205", var.span, f"变量{var.name}没有定义", f"在同一段效果中加上说明，例如「（{var.name}为你的物资）」")
                )
        used_names = {v.name for v in used}
        for name, define in defined.items():
            if name not in used_names:
                self.report(warning("W206", define.span, f"变量{name}定义了但没有使用"))


def check(text: ast.CardText, variables: bool = True) -> list[Diagnostic]:
    """The diagnostics of one version. `variables=False` promises the text has no X, Y or Z,
    so the variable checks (a walk over every effect) are skipped."""
    checker = Checker(variables)
    checker.check_text(text)
    return checker.diagnostics


def iter_codes() -> Iterator[str]:
    """Every diagnostic code the text pipeline can report (for docs and tests)."""
    yield from CODES


CODES: dict[str, str] = {
    "E100": "此处不应出现的词语或符号",
    "E101": "无法识别的词语",
    "E102": "效果意外结束",
    "E103": "括号或引号不配对",
    "E104": "效果文本为空",
    "E105": "无法识别的数字",
    "E110": "「|」对应的版本数不一致",
    "E111": "「|」两侧缺少内容",
    "E199": "内部错误（zhdsl 的缺陷）",
    "W120": "重复的标点",
    "E200": "数量为负数",
    "E201": "未知的颜色",
    "E202": "动作不能作用于该对象",
    "E203": "不存在的时机",
    "W204": "重复的时机",
    "E204": "对象的种类不对（角色/牌）",
    "E205": "未定义的变量",
    "W206": "未使用的变量",
    "E207": "重复定义的变量",
    "E208": "变量的定义引用了自身",
    "E209": "常驻效果的左边不是可改变的属性",
    "E210": "颜色比较有误",
    "W211": "数量为0",
    "E212": "嵌套过深",
    "E213": "效果文本过长",
    "E214": "相互矛盾的时机",
    "E215": "「&」后的数量没有可附着的动作",
    "E216": "引用的效果带有时机或是常驻效果",
    "W217": "说明对该步骤不起作用",
    "E218": "「：」之前写了动作",
    "E219": "「锁定」缺少触发时机",
    "E220": "时机写在了「：」之后",
    "E221": "「令」嵌套",
    "E222": "只能洗乱牌库或过往",
    "E223": "公共区域没有所有者",
}


def _close_matches(word, possibilities, n, cutoff):
    """difflib.get_close_matches, imported only when a hint needs it (it costs start-up time)."""
    from difflib import get_close_matches

    return get_close_matches(word, possibilities, n=n, cutoff=cutoff)
