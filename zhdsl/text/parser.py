"""Card text → AST: normalize, expand `|` versions, parse (Lark's LALR tables, our driver), build the AST.

Malformed text never raises: every problem is a located `Diagnostic`.
"""

from __future__ import annotations

import re
import threading

import attrs

from zhdsl.text import ast
from zhdsl.text.bounds import MAX_NESTING, MAX_RULE_LEVELS, MAX_TEXT_LENGTH
from zhdsl.text.diagnostics import Diagnostic, error
from zhdsl.text.grammar import build_lark, load_tables
from zhdsl.text.lalr import LalrDriver, plain_name
from zhdsl.text.normalize import blank_duplicate_punctuation, normalize
from zhdsl.text.source import Span
from zhdsl.text.versions import Version, expand, expand_phrases


_PUNCT_NAMES = {
    "_COLON": "：", "_COMMA": "，", "_END": "。", "_LPAREN": "（", "_RPAREN": "）", "_SLASH": "/",
    "_AMP": "&", "_LQUOTE": "「", "_RQUOTE": "」", "PLUS": "+", "MINUS": "-", "TIMES": "×", "DIVIDE": "÷",
    "NUMBER": "数字", "CN_NUMBER": "数字", "VAR": "变量X", "FREE_TEXT": "颜色",
    "$END": "文本结束",
}
# Keyword classes named as a class in 「此处应为」 hints rather than word by word; the game's
# HINTS give each an example (`example_verb` …), else its first keyword is the example.
_CLASS_NAMES = {
    "verb": "动作", "timing": "时机", "reference": "角色或牌", "attribute": "属性或资源", "zone": "区域",
    "comparator": "比较词",
}


def _class_names(dialect) -> dict[str, str]:
    out = {}
    for category, name in _CLASS_NAMES.items():
        first = next(iter(dialect.terminals(category).values()), None)
        example = dialect.HINTS.get("example_" + category) or (first.text if first else "")
        out[category] = f"{name}（如「{example}」）" if example else name
    return out
_OPENERS = {"（": "）", "「": "」"}
_CLOSERS = {v: k for k, v in _OPENERS.items()}
_WORD_BREAK = re.compile(r"[\s，。：；（）「」/&|0-9+\-×÷*]")


@attrs.frozen
class ParseResult:
    text: str  # the original text
    versions: tuple[ast.CardText, ...]  # one per `|` version; empty when there are errors
    diagnostics: tuple[Diagnostic, ...]
    # One per version, when known: how deep its tree can be, by the builder calls that made it and the
    # dialect contract (zhdsl.text.lalr, zhdsl.text.bounds.MAX_RULE_LEVELS); empty when unknown.
    depth_bounds: tuple[int, ...] = attrs.field(default=(), eq=False, repr=False)
    # A game's card fields written before the text (a lord on one line, 纵横坛 rule 15.28): the dialect's header, or None
    header: object = attrs.field(default=None, eq=False, repr=False)

    @property
    def ok(self) -> bool:
        # (no generator for the usual text, which has no diagnostic)
        return not self.diagnostics or not any(d.is_error for d in self.diagnostics)


class Parser:
    def __init__(self, dialect, strict: bool = False) -> None:
        self.dialect = dialect
        self._grammar = dialect.grammar_source()
        self._builder = dialect.builder()
        if strict:  # build Lark now: strict mode rejects conflicts and terminal collisions
            from zhdsl.text.lalr import compile_tables

            self._lark = build_lark(self._grammar, strict=True)
            self._driver = LalrDriver(compile_tables(self._lark), self._builder)
        else:  # Lark itself is built only for the first syntax error
            self._lark = None
            self._driver = LalrDriver(load_tables(self._grammar), self._builder)
        self._lock = threading.Lock()
        # a `|` slot is one keyword or one colour word (`目标红色|蓝色行动`: 红色 and 蓝色, not 色|蓝)
        colours = tuple(w for w in getattr(dialect, "COLOURS", {}) if len(w) > 1)
        self._keywords = tuple(sorted(dict.fromkeys(dialect.keyword_texts() + colours), key=len, reverse=True))
        self._by_terminal = dialect.by_terminal()
        self._timings = dialect.timings()
        self._timing_names = dialect.timing_names()
        # what may open an effect's head: a timing word, or 当 (and its synonyms) before a trigger
        self._head_starts = tuple(self._timings) + tuple(w for k in dialect.table() if k.terminal == "WHEN"
                                                         for w in k.words)
        # what may end a trigger written before `：` without 当 (the game's words for "when"/"after", if it has them)
        self._head_ends = tuple(w for k in dialect.table() if k.terminal in ("WHILE_END", "AFTER") for w in k.words)
        self._classes = _class_names(dialect)
        self._display = {k.terminal: f"「{k.text}」" for k in dialect.table()}
        self._display.update({k: (v if len(v) > 1 and not v.isascii() else f"「{v}」") for k, v in _PUNCT_NAMES.items()})

    @property
    def lark(self):
        """The Lark parser of this grammar (for syntax-error details and tools)."""
        if self._lark is None:
            self._lark = build_lark(self._grammar)
        return self._lark

    def _keyword(self, terminal: str):
        return self._by_terminal.get(plain_name(terminal))

    def parse(self, text: str) -> ParseResult:
        if len(text) > MAX_TEXT_LENGTH:
            return ParseResult(
                text, (), (error("E213", Span(MAX_TEXT_LENGTH, len(text)), f"效果文本过长（超过{MAX_TEXT_LENGTH}字）"),)
            )
        clean, diagnostics = blank_duplicate_punctuation(self.dialect.prepare(normalize(text)))
        if not clean.strip():
            diagnostics.append(error("E104", Span(0, len(text)), "效果文本为空", "写下至少一个步骤，例如「抽1张牌」"))
            return ParseResult(text, (), tuple(diagnostics))
        bracket_errors = _check_brackets(clean)
        if bracket_errors:
            return ParseResult(text, (), tuple(diagnostics + bracket_errors))
        versions, version_errors = expand(clean, self._keywords)
        versions = [self._break_after_note(v) for v in versions]
        diagnostics.extend(version_errors)
        trees, depth_bounds, errors = self._parse_versions(versions)
        if any(d.is_error for d in errors) or version_errors:
            # `抽1张牌|生产2财富`: the bars may stand between whole phrases; that reading is taken when it parses
            phrased = expand_phrases(clean)
            if phrased is not None:
                again = self._parse_versions([self._break_after_note(v) for v in phrased])
                if not any(d.is_error for d in again[2]):
                    diagnostics = [d for d in diagnostics if d not in version_errors]
                    trees, depth_bounds, errors = again
        for d in errors:
            if d not in diagnostics:
                diagnostics.append(d)
        if diagnostics and any(d.is_error for d in diagnostics):
            return ParseResult(text, (), tuple(diagnostics))
        return ParseResult(text, tuple(trees), tuple(diagnostics), tuple(depth_bounds))

    def _parse_versions(self, versions) -> tuple[list, list, list]:
        """The trees, depth bounds and diagnostics of the versions."""
        trees: list[ast.CardText] = []
        depth_bounds: list[int] = []
        errors: list[Diagnostic] = []
        for version in versions:
            tree, found, calls = self._parse_version(version)
            errors.extend(d for d in found if d not in errors)
            if tree is not None:
                trees.append(tree)
                depth_bounds.append(calls * MAX_RULE_LEVELS)
        return trees, depth_bounds, errors

    def _break_after_note(self, version: Version) -> Version:
        """A note in （） followed directly by the next effect's head, with no end mark between them, ends its effect
        (rule 10.113 of the primary game): an end mark is put after the `）` (mapped to it, so spans stay true). The
        words after it are a head when they run to a `：` with no punctuation between and either open with a timing
        word or WHEN, or end with the game's WHILE_END/AFTER word (a trigger without WHEN)."""
        text = version.text
        if "）" not in text or "：" not in text:
            return version
        starts = self._head_starts
        cuts, depth, opened = [], 0, 0
        for i, ch in enumerate(text):
            if ch in "（(":
                if depth == 0:
                    opened = i
                depth += 1
            elif ch in "）)":
                depth -= 1
                # only a note after a step: a （…） that opens its segment is a segment of its own (a static, or a
                # triggered note before the head, rule 13.20 of the primary game)
                after_step = opened > 0 and text[:opened].rstrip()[-1:] not in ("", "。", "；", "：")
                if depth == 0 and after_step and _opens_head(text, i + 1, starts, self._head_ends):
                    cuts.append(i)
        if not cuts:
            return version
        offsets = [version.original(i) for i in range(len(text))]
        for at in reversed(cuts):
            text = text[:at + 1] + "。" + text[at + 1:]
            offsets.insert(at + 1, offsets[at])
        return Version(text, tuple(offsets))

    def _parse_version(self, version: Version) -> tuple[ast.CardText | None, list[Diagnostic], int]:
        """The version's tree (None on a syntax error), its diagnostics and how many builder calls made it."""
        with self._lock:
            self._builder.version = version
            self._builder.diagnostics = []
            result = self._driver.parse(version.text)
            if result is not None:
                return result, self._builder.diagnostics, self._driver.calls
        # A syntax error: let Lark itself raise, for its error details.
        from lark.exceptions import UnexpectedInput

        try:
            self.lark.parse(version.text)
        except UnexpectedInput as exc:
            return None, [self._sum_hint(self._static_hint(self._syntax_error(exc, version), version), version)], 0
        raise RuntimeError(f"the LALR driver rejected a text Lark accepts: {version.text!r}")

    # -- syntax errors -------------------------------------------------------------------

    def _sum_hint(self, d: Diagnostic, version: Version) -> Diagnostic:
        """An E100 at a `（` that holds only a variable and a number summed (`抽（X+1）张牌`): the game's hint
        (`HINTS["bracketed_sum"]`) says how it writes such an amount (rule 10.200 of the primary game)."""
        hint = self.dialect.HINTS.get("bracketed_sum")
        if hint is None or d.code != "E100" or version.offsets is not None:
            return d
        at = d.span.start
        if _BRACKETED_SUM.match(version.text, at) is None:
            return d
        return attrs.evolve(d, hint=hint)

    def _static_hint(self, d: Diagnostic, version: Version) -> Diagnostic:
        """An E100/E101 inside a （…） that stands as a segment of its own (`（你的手牌对所有角色可见）`) is a lasting rule
        change the game does not read: the game's hint (`HINTS["static"]`) says which ones it does."""
        hint = self.dialect.HINTS.get("static")
        if hint is None or d.code not in ("E100", "E101") or version.offsets is not None:  # (a `|` text: as it is)
            return d
        text, at = version.text, d.span.start
        opened = text.rfind("（", 0, at)
        if opened < 0 or text.find("）", opened, at) >= 0 or (opened > 0 and text[opened - 1] not in "。：；"):
            return d
        closed = text.find("）", at)
        inside = text[opened:closed if closed >= 0 else len(text)]
        bounds = (w for t in ("ALWAYS", "AT_LEAST", "AT_MOST") if t in self._by_terminal for w in self._by_terminal[t].words)
        if any(w in inside for w in bounds):  # a bound written wrong (`（你的仓储始终等与5）`): the usual hint helps more
            return d
        return attrs.evolve(d, hint=hint)

    def _syntax_error(self, exc, version: Version) -> Diagnostic:
        from lark.exceptions import UnexpectedCharacters, UnexpectedToken

        text = version.text

        def span(start: int, end: int) -> Span:
            end = max(end, start + 1)
            return Span(version.original(start), version.original(min(end, len(text)) - 1) + 1)

        expected = self._expected(exc)
        pos = getattr(exc, "pos_in_stream", None)
        if isinstance(exc, UnexpectedToken):
            pos = exc.token.start_pos if exc.token.type != "$END" else None
        if pos is not None:
            run = _RUN.match(text, pos)
            if run and _in_head(text, pos, run.end()):
                # `回合结束时：` — a timing with a word glued on: blame the whole word.
                timing = run.group() if run.group() in self._timings else None
                glued = next((t for t in self._timings if text.endswith(t, 0, pos)), None)
                if glued is not None and timing is not None:
                    # `锁定回合开始：` — two timings written together
                    return error(
                        "E203", span(pos - len(glued), run.end()), f"「{glued + timing}」不是时机",
                        f"两个时机之间用「&」（都满足）或「/」（满足其一）连接：写作「{glued}&{timing}」",
                    )
                if glued is not None:
                    # `回合结束时：` — a timing with a word glued on: blame the whole word.
                    word = glued + run.group()
                    return error(
                        "E203", span(pos - len(glued), run.end()), f"「{word}」不是时机", f"写作「{glued}」"
                    )
                head = max(text.rfind(mark, 0, pos) for mark in "。，；&/") + 1
                if timing is not None and head < pos:
                    # `当你的回合开始：` — words before a timing that stands alone: blame the whole head.
                    word = text[head:run.end()]
                    if head > 0 and text[head - 1] in "，；":  # an effect ran on into the next one's timing
                        hint = f"「{timing}」开始一段新的效果：在它前面用「。」结束上一段"
                    else:
                        hint = f"时机「{timing}」前不加其他字：写作「{timing}：…」"
                    return error("E203", span(head, run.end()), f"「{word}」不是时机", hint)
                head = max(text.rfind(mark, 0, pos) for mark in "。，；&/：") + 1
                phrase = text[head:run.end()]
                if head < pos and any(p in phrase for p in (self.dialect.LONG_FORMS or {})):
                    # `堆叠内有卡牌时：`: a zone read first, then the long form's rest — the whole phrase is the timing
                    return _unknown_timing(phrase, span(head, run.end()), self._timing_names, self.dialect.LONG_FORMS)
                return _unknown_timing(run.group(), span(pos, run.end()), self._timing_names, self.dialect.LONG_FORMS)
        # A word read as a colour (free text before 精力) that is no colour: the real problem,
        # as in 抽1张派 (派 for 牌), is that word, not what follows it.
        trace = self._trace(version)
        last = trace[-1] if trace else None
        if last is not None and plain_name(last.type) == "FREE_TEXT" and str(last) not in self.dialect.COLOURS:
            word = str(last)
            before = self._keyword(trace[-2].type) if len(trace) > 1 else None
            if before is not None and before.category == "comparator":
                fallback = self.dialect.HINTS.get("colour_words")
            elif before is not None and before.category == "reference" and "after_target" in self.dialect.HINTS:
                fallback = self.dialect.HINTS["after_target"]  # `目标他角色`: a garbled target word, or a colour
            else:
                fallback = self.dialect.HINTS.get("objects")
            # after a target word, what may follow it says more than the nearest spelling of one character (`目标他角色`)
            after_target = before is not None and before.category == "reference" and len(word) == 1 and fallback
            close = [] if after_target else _close_matches(word, self._keywords, n=1, cutoff=0.5)
            hint = f"是否想写「{close[0]}」？" if close else fallback
            return error("E101", span(last.start_pos, last.end_pos), f"无法识别的词语「{word}」", hint)
        if isinstance(exc, UnexpectedCharacters):
            pos = exc.pos_in_stream
            keyword = next((k for k in self._keywords if text.startswith(k, pos)), None)
            if keyword is not None:
                return error("E100", span(pos, pos + len(keyword)), f"此处不能出现「{keyword}」", expected)
            word = _word_at(text, pos, self._keywords)
            return error("E101", span(pos, pos + len(word)), f"无法识别的词语「{word}」", self._suggest(word, expected))
        if isinstance(exc, UnexpectedToken) and exc.token.type != "$END":
            tok = exc.token
            if plain_name(tok.type) in ("FREE_TEXT", "HEAD_TEXT"):
                return error(
                    "E101", span(tok.start_pos, tok.end_pos), f"无法识别的词语「{tok}」", self._suggest(str(tok), expected)
                )
            kw = self._keyword(tok.type)
            allowed = {plain_name(a) for a in getattr(exc, "expected", None) or ()}
            before = self._keyword(last.type) if last is not None else None
            # `抽1张牌和弃1张手牌`: a joining word (与/和, which join players and quantities) before a verb
            joined = before is not None and before.category == "structure" and before.meaning is None
            if kw is not None and kw.category == "verb" and ("_COMMA" in allowed or joined):
                expected = "两个步骤之间要用「，」分开（先后执行），或用「&」（同时）、「/」（选一）"
            return error("E100", span(tok.start_pos, tok.end_pos), f"此处不应出现「{tok}」", expected)
        # The text ended too early.
        end = len(text.rstrip())
        effect = re.split("[。；]", text.rstrip())[-1]
        for word in self._by_terminal["IF"].words:
            if word in effect and "，" not in effect.rsplit(word, 1)[1]:
                example = self.dialect.HINTS.get("condition")
                expected = f"「{word}」的条件之后要用「，」接上要做的事" + (f"，例如「{example}」" if example else "")
                break
        return error("E102", span(max(0, end - 1), end), "效果在此意外结束，缺少后续内容", expected)

    def _trace(self, version: Version) -> list:
        """The tokens the driver lexed up to the syntax error."""
        trace: list = []
        with self._lock:
            self._builder.version = version
            self._builder.diagnostics = []
            self._driver.parse(version.text, trace)
        return trace

    def _expected(self, exc) -> str | None:
        """What the parser would have accepted, keyword classes first: 「此处应为：动作、时机、「（」」."""
        names = getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
        by_class: dict[str, list[str]] = {}
        singles: set[str] = set()
        for name in map(plain_name, names):
            kw = self._by_terminal.get(name)
            if kw is not None and kw.category in self._classes:
                by_class.setdefault(self._classes[kw.category], []).append(name)
            elif name in self._display:
                singles.add(self._display[name])
        for terminal, category in self.dialect.QUIET_BESIDE.items():  # 再 beside the actions: not worth naming
            if self._classes.get(category) in by_class:
                singles.discard(self._display.get(terminal))
        classes: set[str] = set()
        for cls, members in by_class.items():
            if len(members) > 3:
                classes.add(cls)
            else:  # a few words: name them
                singles.update(self._display[m] for m in members)
        shown = [c for c in self._classes.values() if c in classes] + sorted(singles)
        if not shown:
            return None
        more = "等" if len(shown) > 10 else ""
        return "此处应为：" + "、".join(shown[:10]) + more

    def _suggest(self, word: str, expected: str | None) -> str | None:
        if word in _CONNECTIVES:
            mark, meaning = _CONNECTIVES[word]
            return f"卡牌文本用标点表示「{meaning}」：把「{word}」写作「{mark}」"
        close = _close_matches(word, self._keywords, n=1, cutoff=0.5)
        if close:
            english = self.dialect.english().get(close[0])
            return f"是否想写「{close[0]}」（{english}）？" if english else f"是否想写「{close[0]}」？"
        return expected


# Words people write where the language has punctuation (然后, 并, 且 are the language's own: keywords).
_CONNECTIVES = {
    "和": ("&", "并且"), "同时": ("&", "并且"),
    "或": ("/", "或者"), "或者": ("/", "或者"),
    "再": ("，", "然后"), "之后": ("，", "然后"), "、": ("，", "然后"),
}
_BRACKET = re.compile("[（）「」]")
_RUN = re.compile(r"[^\s，。：；（）「」/&|]+")
# `（X+1）`, `（2X-1）`, `（1+X）`: a variable and a number summed, alone in brackets
_BRACKETED_SUM = re.compile(r"（\s*(?:[0-9]*[XYZ]\s*[+\-]\s*[0-9]+|[0-9]+\s*\+\s*[0-9]*[XYZ])\s*）")


def _opens_head(text: str, at: int, starts: tuple[str, ...], ends: tuple[str, ...]) -> bool:
    """Whether text[at:] is a head (timings or a trigger) up to its `：` (see Parser._break_after_note)."""
    end = text.find("：", at)
    head = text[at:end].strip() if end > at else ""
    if not head or any(ch in head for ch in "。；，,（）()「」“”\"|"):
        return False
    return head.startswith(starts) or bool(ends) and head.endswith(ends)


def _in_head(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a word of a timing head: before the effect's `：`,
    followed by `：` or `&`, or by `/` with the `：` still to come."""
    if end >= len(text) or "：" in text[:start].rsplit("。", 1)[-1]:
        return False
    after = text[end]
    if after in "：&":
        return True
    return after == "/" and "：" in text[end:].split("。", 1)[0]


def _unknown_timing(word: str, span: Span, timings: list[str], long_forms: dict | None = None) -> Diagnostic:
    for phrase, keyword in (long_forms or {}).items():  # a timing written as the rulebook defines it
        if phrase in word or word in phrase and len(word) > 2:
            return error("E203", span, f"「{word}」不是时机", f"「{phrase}」就是时机「{keyword}」：写作「{keyword}：…」")
    close = _close_matches(word, timings, n=1, cutoff=0.0)
    hint = (f"是否想写「{close[0]}」？" if close else "") + "时机有：" + "、".join(timings)
    return error("E203", span, f"「{word}」不是时机", hint)


def _word_at(text: str, pos: int, keywords: tuple[str, ...]) -> str:
    """The unknown word at `pos`: up to the next break or the next keyword."""
    end = pos + 1
    while end < len(text) and not _WORD_BREAK.match(text[end]):
        if any(text.startswith(k, end) for k in keywords):
            break
        end += 1
    return text[pos:end]


def _check_brackets(text: str) -> list[Diagnostic]:
    stack: list[tuple[str, int]] = []
    errors: list[Diagnostic] = []
    for m in _BRACKET.finditer(text):
        i, ch = m.start(), m.group()
        if ch in _OPENERS:
            stack.append((ch, i))
            if len(stack) > MAX_NESTING:
                return [error("E212", Span(i, i + 1), f"括号或引号嵌套超过{MAX_NESTING}层", "拆分成更简单的效果")]
        elif ch in _CLOSERS:
            if not stack or stack[-1][0] != _CLOSERS[ch]:
                errors.append(error("E103", Span(i, i + 1), f"多余的「{ch}」，前面没有对应的「{_CLOSERS[ch]}」", "删除它或补上左括号"))
                return errors
            stack.pop()
    for ch, i in stack:
        errors.append(error("E103", Span(i, i + 1), f"「{ch}」没有闭合", f"在合适的位置补上「{_OPENERS[ch]}」"))
    return errors


def _close_matches(word, possibilities, n, cutoff):
    """difflib.get_close_matches, imported only when a hint needs it (it costs start-up time)."""
    from difflib import get_close_matches

    return get_close_matches(word, possibilities, n=n, cutoff=cutoff)
