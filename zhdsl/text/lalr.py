"""A lean LALR driver: Lark's tables and contextual lexer as plain data, our AST builder
called directly.

Lark builds a parse tree (with positions propagated through wrapper objects) and a
`Transformer` then walks it again to build the AST. For short card texts those two passes
cost more than the parsing itself, so this driver runs Lark's own parse table and lexers
and calls the builder's rule methods as each rule is reduced, with the same semantics Lark
gives the tree: `_rule`s are inlined into their parent, `?rule`s with one child are
replaced by that child, `_TOKENS` are filtered out unless the rule is `!`-marked, and a
node's position runs from its first to its last positioned child, filtered tokens and
inlined rules included. The builder methods take `(meta, children)` as Lark's
`v_args(meta=True)` would pass them; a method marked `first_child` is not called at all.

Tokens are matched with the terminals of the contextual lexer for the parser state at hand,
in Lark's order, so they come out exactly as Lark's contextual lexer would give them.

After a parse, `calls` holds how many builder methods it called: with the dialect contract of
zhdsl.text.bounds (a builder call puts at most `MAX_RULE_LEVELS` levels of syntax tree above the
tallest child it gets), the tree is at most `calls × MAX_RULE_LEVELS` levels deep, so the checker
can skip its depth walk for most texts.

The tables (`compile_tables`) are plain data, cached as JSON by `zhdsl.text.grammar`, so a
warm start neither imports Lark nor unpickles its parser. Anything unexpected (a syntax
error) returns None; the caller then parses with Lark itself for Lark's exception and its
error details. Only the error path pays for that.
"""

from __future__ import annotations

import re
from functools import lru_cache

TABLES_FORMAT = 3


class Token(str):
    """A token: its text, its terminal name and its offsets (what `lark.Token` offers the builder)."""

    __slots__ = ("type", "start_pos", "end_pos")

    def __new__(cls, type_: str, value: str, start_pos: int, end_pos: int):
        self = super().__new__(cls, value)
        self.type = type_
        self.start_pos = start_pos
        self.end_pos = end_pos
        return self

    @property
    def value(self) -> str:
        return str(self)


class Meta:
    """The part of `lark.tree.Meta` the builder reads."""

    __slots__ = ("empty", "start_pos", "end_pos")

    def __init__(self, start: int | None, end: int | None) -> None:
        self.empty = start is None
        self.start_pos = start
        self.end_pos = end


# ---- tables: plain data compiled once from Lark, cached as JSON ----------------------------


def compile_tables(lark) -> dict:
    """The parse table, the rules and the contextual lexer of a Lark LALR parser, as plain data.

    Lexer steps match the way Lark's lexer does — the first terminal, in Lark's order, that
    matches — but fast: a run of literal terminals becomes one dict lookup per length
    (longest first, which is Lark's order within such a run), each regex terminal its own
    regex. Lark's own scanner is one big alternation of named groups, slow for ~100 keywords.
    """
    from lark.parsers.lalr_analysis import Shift

    frontend = lark.parser
    contextual = frontend.lexer
    table = frontend.parser.parser.parse_table
    rules: list = []
    rule_ids: dict = {}
    kept: set[str] = set()  # filtered-out terminals a `!rule` keeps anyway

    def rule_id(rule) -> int:
        if rule not in rule_ids:
            keep_all = rule.options.keep_all_tokens
            if keep_all:
                kept.update(sym.name for sym in rule.expansion if sym.is_term and sym.filter_out)
            include = [
                [i, (not sym.is_term) and sym.name.startswith("_")]
                for i, sym in enumerate(rule.expansion)
                if keep_all or not (sym.is_term and sym.filter_out)
            ]
            name = rule.alias or rule.options.template_source or rule.origin.name
            expand1 = bool(rule.options.expand1) and not rule.alias
            rule_ids[rule] = len(rules)
            rules.append([len(rule.expansion), include, expand1, name, rule.origin.name])
        return rule_ids[rule]

    states = {}
    for state, actions in table.states.items():
        states[str(state)] = {
            token: ([1, arg] if action is Shift else [0, rule_id(arg)]) for token, (action, arg) in actions.items()
        }
    lexers: dict[str, list] = {}
    matcher_ids: dict[int, int] = {}
    matchers: list = []
    for state, lexer in contextual.lexers.items():
        if id(lexer) not in matcher_ids:  # states share lexers: each checked and compiled once
            if _has_callbacks(lexer):
                raise ValueError("lexer callbacks are not supported by the LALR driver")
            matcher_ids[id(lexer)] = len(matchers)
            matchers.append(_matcher_steps(lexer.terminals))
        lexers[str(state)] = matcher_ids[id(lexer)]
    return {
        "format": TABLES_FORMAT,
        "start": table.start_states["start"],
        "end": table.end_states["start"],
        "states": states,
        "rules": rules,
        "lexers": lexers,
        "matchers": matchers,
        "ignore": sorted(contextual.root_lexer.ignore_types),
        # tokens no rule keeps: the driver records only where they are, not their text
        "dropped": sorted(
            t.name for t in contextual.root_lexer.terminals if t.name.startswith("_") and t.name not in kept
        ),
        "flags": contextual.root_lexer.g_regex_flags,
    }


def _has_callbacks(lexer) -> bool:
    """Whether Lark's lexer would run callbacks on its tokens: the user's, or the ones Lark makes for a
    literal terminal that a regex terminal of the same priority also matches whole. Lark makes those
    (`_create_unless`) when it builds the lexer's scanner, and the scanner itself — one big regex of every
    terminal, compiled — is most of that work (60% of compiling Riftbound's tables) and never used here:
    the callbacks are asked of `_create_unless` alone, as `_build_scanner` asks them, unless the scanner
    was built already."""
    if lexer.user_callbacks:
        return True
    if getattr(lexer, "_scanner", None) is not None:
        return bool(lexer.callback)
    from lark import lexer as lark_lexer

    create_unless = getattr(lark_lexer, "_create_unless", None)
    if create_unless is None:  # another Lark: build the scanner as Lark does
        return lexer.scanner is not None and bool(lexer.callback)
    return bool(create_unless(lexer.terminals, lexer.g_regex_flags, lexer.re, lexer.use_bytes)[1])


def _matcher_steps(terminals) -> list:
    order = sorted(terminals, key=lambda t: (-t.priority, -t.pattern.max_width, -len(t.pattern.value), t.name))
    steps: list = []
    for t in order:
        if t.pattern.type == "str" and not t.pattern.flags:
            # literals of one priority are tried longest first, as Lark orders them; a literal of a lower
            # priority must not win over a shorter one of a higher priority, so it starts a step of its own
            if steps and steps[-1][0] == "lits" and steps[-1][2] == t.priority:
                steps[-1][1][t.pattern.value] = t.name
            else:
                steps.append(["lits", {t.pattern.value: t.name}, t.priority])
        else:
            steps.append(["re", t.pattern.to_regexp(), t.name])
    return steps


_ALTERNATION = re.compile(r"\(\?:([^\\.^$*+?{}\[\]()]+)\)")


def _literal_alternatives(pattern: str, flags: int) -> list[str] | None:
    """The words of a terminal written as a group of plain words, `(?:并且|并|且)`, when matching
    the longest of them that fits is what the regex does (no word is preceded by a word that is
    its own prefix); else None."""
    m = _ALTERNATION.fullmatch(pattern)
    if m is None or flags:
        return None
    words = m.group(1).split("|")
    if "" in words:
        return None
    for i, word in enumerate(words):
        if any(later.startswith(word) and later != word for later in words[i + 1:]):
            return None
    return words


def _literal_step(lits: dict) -> tuple:
    # first character -> the lengths of the literals starting with it, longest first
    by_first: dict[str, list[int]] = {}
    for k in lits:
        by_first.setdefault(k[0], []).append(len(k))
    lengths = {c: tuple(sorted(set(ns), reverse=True)) for c, ns in by_first.items()}
    return (lits, lengths, None, None)


def _load_matcher(steps, flags) -> tuple:
    """A lexer state's steps, and for each first character the steps that may match a token that
    starts with it (in the same order): (steps by character, the steps for any other character)."""
    out = []
    firsts: list = []  # per step: the characters a match may start with, or None for any
    for step in steps:
        if step[0] == "lits":
            out.append(_literal_step(step[1]))
            firsts.append(frozenset(out[-1][1]))
            continue
        words = _literal_alternatives(step[1], flags)
        if words is not None:  # a dict lookup, not a regex, for a keyword with synonyms
            out.append(_literal_step(dict.fromkeys(words, step[2])))
            firsts.append(frozenset(out[-1][1]))
        else:
            out.append((None, None, re.compile(step[1], flags).match, step[2]))
            firsts.append(_first_chars(step[1], flags))
    # Each step is appended to the lists of the characters it may start with (a step that may start
    # with any character: to every list), in step order: the same tuples as asking every character
    # of every step, without the |characters| x |steps| membership tests.
    lists: dict[str, list] = {c: [] for c in set().union(*(f for f in firsts if f is not None))}
    for st, f in zip(out, firsts):
        if f is None:
            for steps_of in lists.values():
                steps_of.append(st)
        else:
            for c in f:
                lists[c].append(st)
    by_char = {c: tuple(steps_of) for c, steps_of in lists.items()}
    return by_char, tuple(st for st, f in zip(out, firsts) if f is None)


_MAX_CLASS = 512  # a character class larger than this is taken as "any character"


@lru_cache(maxsize=4096)  # a grammar's regex terminals recur in most of its lexer states (Riftbound: 313 states)
def _first_chars(pattern: str, flags: int) -> frozenset | None:
    """The characters a match of the regex can start with, when that is easy to know for sure
    (literals, classes, groups, alternatives, lookaheads, repeats of at least one); None for any.
    Read once per pattern and process: half of loading Riftbound's tables was reading the same
    patterns again for each lexer state."""
    if flags:
        return None
    try:
        from re import _parser  # the regex parser behind `re` (CPython 3.11+)

        parsed = _parser.parse(pattern)
        if parsed.state.flags & re.IGNORECASE:
            return None
        return _first_of(list(parsed))
    except Exception:  # noqa: BLE001 - an unknown form: no screening, every character is tried
        return None


def _first_of(items: list) -> frozenset | None:
    from re import _constants as c

    for op, av in items:
        if op in (c.ASSERT, c.ASSERT_NOT, c.AT):
            continue  # zero-width: the next item decides
        if op is c.LITERAL:
            return frozenset(chr(av))
        if op is c.IN:
            out: set[str] = set()
            for kind, value in av:
                if kind is c.LITERAL:
                    out.add(chr(value))
                elif kind is c.RANGE and value[1] - value[0] < _MAX_CLASS:
                    out.update(chr(x) for x in range(value[0], value[1] + 1))
                else:
                    return None
            return frozenset(out)
        if op is c.SUBPATTERN:
            return None if av[1] & re.IGNORECASE else _first_of(list(av[3]))
        if op is c.BRANCH:
            out = set()
            for branch in av[1]:
                first = _first_of(list(branch))
                if first is None:
                    return None
                out |= first
            return frozenset(out)
        if op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[0] >= 1:
            return _first_of(list(av[2]))
        return None
    return None


def plain_name(name: str) -> str:
    """A symbol's name as its grammar file writes it: Lark prefixes what a game's grammar uses
    from the core without importing it by name (`core__sequence`, `_core__effects`)."""
    stripped = name.lstrip("_")
    if stripped.startswith("core__"):
        return name[: len(name) - len(stripped)] + stripped[len("core__"):]
    return name


def _FIRST_CHILD(meta, children):  # a marker: the value of the rule is its first child
    return children[0]


class _Inline(list):
    """The children of an inlined `_rule`, spliced into the parent."""


class _Fail(Exception):
    """The input cannot be parsed; Lark re-parses it to explain why."""


def _missing(builder: str, name: str):
    def callback(meta, children):
        raise TypeError(f"{builder} has no method for grammar rule {name!r}")

    return callback


class _Scanners(dict):
    """Lexer state -> its matcher (`_load_matcher`), built the first time a text is lexed in that
    state and kept: a process that reads a few texts builds the few matchers they reach, not all
    of them (纵横坛 has 433, Riftbound 396: building them all was most of a parser's start). The
    parse loop reads it as the dict it is (`scanners[state]`); only a state not yet seen goes
    through `__missing__`. A state with no lexer is a KeyError, as in a plain dict."""

    __slots__ = ("_steps", "_flags", "_lexers", "_built")

    def __init__(self, steps: list, flags: int, lexers: dict) -> None:
        super().__init__()
        self._steps = steps
        self._flags = flags
        self._lexers = {int(state): i for state, i in lexers.items()}
        self._built: dict[int, tuple] = {}  # matcher index -> matcher (lexer states share matchers)

    def __missing__(self, state: int) -> tuple:
        index = self._lexers[state]
        matcher = self._built.get(index)
        if matcher is None:
            matcher = self._built[index] = _load_matcher(self._steps[index], self._flags)
        self[state] = matcher
        return matcher


class LalrDriver:
    def __init__(self, tables: dict, builder) -> None:
        # each lexer state's matcher is built when a text is first lexed in that state (_Scanners)
        self._scanners = _Scanners(tables["matchers"], tables["flags"], tables["lexers"])
        self._ignore = frozenset(tables["ignore"])
        self._dropped = frozenset(tables["dropped"])
        self._start_state = tables["start"]
        self._end_state = tables["end"]
        plans = [self._plan(rule, builder) for rule in tables["rules"]]
        # actions: a shift is the next state (an int), a reduce is the rule's plan (a tuple)
        self._states = {
            int(state): {tok: (arg if shift else plans[arg]) for tok, (shift, arg) in actions.items()}
            for state, actions in tables["states"].items()
        }
        self._chains: dict[tuple, int] = {}  # (state below, top state, lookahead) -> state after unit rules
        self.calls = 0  # builder methods the last parse called (see the module's doc)

    @staticmethod
    def _plan(rule, builder):
        size, include, expand1, name, origin = rule
        include = tuple((i, expand) for i, expand in include)
        if name.startswith("_"):
            callback = None  # inlined into the parent
        else:
            callback = builder.callback(plain_name(name))
            if callback is None:  # only ever reduced with one child (`?rule`), else a grammar bug
                callback = _missing(type(builder).__name__, name)
            elif getattr(callback, "first_child", False):
                callback = _FIRST_CHILD
        # One child that becomes the rule's value unchanged (`?rule: x`, `!rule: X` returning
        # its token): the driver passes the stack entry through, positions and all.
        one_child = callback is _FIRST_CHILD or getattr(callback, "one_child_is_value", False)
        passthrough = size == 1 and include == ((0, False),) and (expand1 or one_child)
        return size, include, expand1, callback, origin, passthrough

    def _unit_chain(self, below: int, origin: str, token_type: str) -> int:
        """The state a pass-through reduction of `origin` leads to over `below` with this lookahead,
        after the pass-through reductions that follow it (each replaces the top state, so `below`
        stays): where the parser next shifts, reduces a real rule, accepts or fails. Unit rules are
        about half the reductions of a card text; each chain is worked out once per parser."""
        states, end_state = self._states, self._end_state
        state = states[below][origin]
        while not (token_type == "$END" and state == end_state):
            action = states[state].get(token_type)
            if action is None or action.__class__ is int or not action[5]:
                break
            state = states[below][action[4]]
        return state

    def parse(self, text: str, trace: list | None = None):
        """The AST of `text`, or None when the text has a syntax error. `trace`, when given,
        receives every token lexed (for tests and tools)."""
        try:
            return self._parse(text, trace)
        except _Fail:
            return None

    def _parse(self, text: str, trace: list | None = None):
        scanners = self._scanners
        ignore = self._ignore
        dropped = self._dropped
        states = self._states
        end_state = self._end_state
        chains = self._chains
        new_str, new_object = str.__new__, object.__new__
        state_stack = [self._start_state]
        value_stack: list[tuple] = []
        pos, length = 0, len(text)
        token_type = None
        entry = None
        calls = 0
        while True:
            if token_type is None:  # lex the next token in the current parser state
                while True:
                    if pos >= length:
                        token_type, entry = "$END", None
                        break
                    token_type = None
                    first = text[pos]
                    by_char, other = scanners[state_stack[-1]]
                    for literals, lengths, regex, name in by_char.get(first, other):
                        if literals is None:
                            m = regex(text, pos)
                            if m is not None:
                                token_type, stop = name, m.end()
                                break
                        else:
                            for n in lengths[first]:
                                if pos + n <= length:
                                    token_type = literals.get(text[pos:pos + n])
                                    if token_type is not None:
                                        stop = pos + n
                                        break
                            if token_type is not None:
                                break
                    if token_type is None:
                        raise _Fail
                    if token_type in ignore:
                        pos = stop
                        continue
                    if token_type in dropped and trace is None:  # punctuation: only its place counts
                        entry = (None, pos, stop)
                    else:
                        tok = new_str(Token, text[pos:stop])  # Token(...) without a Python call
                        tok.type, tok.start_pos, tok.end_pos = token_type, pos, stop
                        entry = (tok, pos, stop)
                        if trace is not None:
                            trace.append(entry[0])
                    pos = stop
                    break
            try:
                action = states[state_stack[-1]][token_type]
            except KeyError:
                raise _Fail from None
            if action.__class__ is int:  # shift
                state_stack.append(action)
                value_stack.append(entry)
                token_type = None
                continue
            size, include, expand1, callback, origin, passthrough = action
            if passthrough:  # a unit rule and the unit rules it leads to, in one step
                top = state_stack.pop()
                key = (state_stack[-1], top, token_type)
                state = chains.get(key)
                if state is None:
                    state = chains[key] = self._unit_chain(state_stack[-1], origin, token_type)
                state_stack.append(state)
                if token_type == "$END" and state == end_state:
                    self.calls = calls
                    return value_stack[-1][0]
                continue
            if size == 1:
                item = value_stack.pop()
                state_stack.pop()
                start, end = item[1], item[2]
                if not include:
                    children = []
                elif include[0][1]:
                    children = list(item[0])
                else:
                    children = [item[0]]
            elif size:
                raw = value_stack[-size:]
                del value_stack[-size:]
                del state_stack[-size:]
                start = end = None
                for item in raw:
                    if item[1] is not None:
                        start = item[1]
                        break
                for item in reversed(raw):
                    if item[2] is not None:
                        end = item[2]
                        break
                if len(include) == 1 and not include[0][1]:
                    children = [raw[include[0][0]][0]]
                else:
                    children = []
                    for i, expand in include:
                        if expand:
                            children.extend(raw[i][0])
                        else:
                            children.append(raw[i][0])
            else:
                start = end = None
                children = []
            if callback is None:
                value = _Inline(children)
            elif (expand1 and len(children) == 1) or callback is _FIRST_CHILD:
                value = children[0]
            else:
                meta = new_object(Meta)  # Meta(start, end) without a Python call
                meta.empty, meta.start_pos, meta.end_pos = start is None, start, end
                value = callback(meta, children)
                calls += 1
            state_stack.append(states[state_stack[-1]][origin])
            value_stack.append((value, start, end))
            if token_type == "$END" and state_stack[-1] == end_state:
                self.calls = calls
                return value
