"""Dialects: what a game brings to zhdsl, registered by name.

A game is a package (`zhdsl/games/<name>/`, or a distribution of its own) with a `Dialect`
subclass: its grammar file (composing the core grammar), its keyword table, its verbs (one
module per verb: AST node, building, check, lowering, run/ready, describe) and its rules
(`game()`: schema, turn structure, timings, modes, card sets, scenarios, rendering).

Dialects override by merging tables, sqlglot-style: a game that only respells some words is

    class Mine(Zongheng):
        name = "mine"
        KEYWORDS = {**Zongheng.KEYWORDS, "DRAW": "摸", "WEALTH": ("军力", "兵力")}

Every subclass with a `name` registers itself when its module is imported; installed games are
found through the `zhdsl.dialects` entry-point group (`zhdsl.registry`).
"""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType
from typing import Any, ClassVar

from zhdsl.text.keywords import CORE_KEYWORDS, Keyword, all_words, merge

_REGISTRY: dict[str, type[Dialect]] = {}
_CORE: dict[str, Any] = {}  # the core's `check` and `lower`, imported on first use (an import per text costs)


class VerbPackage:
    """A dialect's `VERBS` named by its package: `VERBS = VerbPackage("mygame.verbs")` imports the
    package (which imports its verb modules) the first time `VERBS` is read — when the game's first
    text is built, checked or compiled — and gives its `MODULES` tuple, the same modules in the same
    order as `VERBS = verbs.MODULES`. So naming a game (`--game`, `zhdsl games`, the registry)
    does not import its verbs."""

    def __init__(self, package: str, attribute: str = "MODULES") -> None:
        self.package = package
        self.attribute = attribute
        self._modules: tuple[ModuleType, ...] | None = None

    def __get__(self, instance, owner) -> tuple[ModuleType, ...]:
        modules = self._modules
        if modules is None:
            import importlib

            modules = self._modules = tuple(getattr(importlib.import_module(self.package), self.attribute))
        return modules

    def __repr__(self) -> str:
        return f"VerbPackage({self.package!r})"


class DialectError(ValueError):
    """A game that is not installed, or cannot do what was asked of it (Chinese message)."""


class Dialect:
    name: ClassVar[str] = ""  # the id: ASCII, used in files and on the command line
    title: ClassVar[str] = ""  # the game's name for people (Chinese)
    aliases: ClassVar[tuple[str, ...]] = ()  # more names `--game` accepts
    grammar_file: ClassVar[str | Path] = ""
    TABLE: ClassVar[tuple[Keyword, ...]] = ()  # the game's keyword rows
    KEYWORDS: ClassVar[dict[str, Any]] = {}  # terminal -> word or words; respells TABLE (set by default)
    COLOURS: ClassVar[dict[str, str]] = {}  # colour word -> colour id (free-text words, not keywords)
    VERBS: ClassVar[tuple[ModuleType, ...]] = ()  # verb modules (see zhdsl.compiler.verbs), or a VerbPackage

    # What the core's checks and lowering need to know about the game's words (terminal names
    # for timings, meanings for attributes and zones):
    DEFAULT_TIMING: ClassVar[str] = ""  # the timing of an effect that writes none
    MOMENTS: ClassVar[tuple[str, ...]] = ()  # timings that are moments: triggers, one use per moment
    MANDATORY: ClassVar[frozenset[str]] = frozenset()  # make an effect automatic at its moment
    ONCE_PER_TURN: ClassVar[frozenset[str]] = frozenset()
    EXCLUSIVE: ClassVar[tuple[frozenset[str], ...]] = ()  # timings that can never hold together
    PLAYER_ATTRIBUTES: ClassVar[frozenset[str]] = frozenset()
    CARD_ATTRIBUTES: ClassVar[frozenset[str]] = frozenset()
    COLOUR_ATTRIBUTE: ClassVar[str] = ""  # the card attribute compared with colour words
    # objects a colour word may stand before in any verb's quantity (E202 elsewhere; empty: not checked)
    COLOURED_OBJECTS: ClassVar[frozenset[str]] = frozenset()
    STACK_TIMINGS: ClassVar[frozenset[str]] = frozenset()  # timings usable while a card is on the stack (W231)
    MUTABLE: ClassVar[frozenset[str]] = frozenset()  # player attributes a static effect may hold
    SHARED_ZONES: ClassVar[frozenset[str]] = frozenset()  # zones nobody owns
    HAND_ZONE: ClassVar[str] = "hand"  # the zone meaning of a player's hand (`目标角色的1张手牌`)
    # a timing that answers a card (the card right beneath on the stack) -> who 其 means when the effect
    # names nobody before it: "event_targets" (the players that card targets but you) or "event_user" (its user)
    EVENT_PLAYERS: ClassVar[dict[str, str]] = {}
    # timings that bring a card with them, which 该牌 with no card before it names: the card answered (纵横坛 rule 12.8(h))
    EVENT_CARDS: ClassVar[frozenset[str]] = frozenset()
    ZONE_POSITIONS: ClassVar[dict[str, tuple[str, str]]] = {}  # zone meaning -> (zone, top/bottom): 牌库底
    # zones whose holder owns every card in them: `将目标结界移入其所有者的手牌区` names the holder (纵横坛 rule 12.16)
    HOLDER_OWNS: ClassVar[frozenset[str]] = frozenset()
    # a card-kind word's meaning -> the stack entry kind ("card" or "skill") a target card of that kind must be
    STACK_KINDS: ClassVar[dict[str, str]] = {}
    HINTS: ClassVar[dict[str, str]] = {}  # example phrases the core's diagnostics quote (see Zongheng)
    LONG_FORMS: ClassVar[dict[str, str]] = {}  # a phrase the rules define a timing by -> the timing's word (hints)
    # words that may lead into a step (纵横坛's 再, 与…交换) but are not worth suggesting beside a class of words:
    # terminal -> the keyword category whose presence in a hint (「此处应为：动作…」) leaves the word out
    QUIET_BESIDE: ClassVar[dict[str, str]] = {}

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if "KEYWORDS" not in cls.__dict__ and "TABLE" in cls.__dict__:
            cls.KEYWORDS = {k.terminal: (k.words if k.synonyms else k.text) for k in merge(CORE_KEYWORDS, cls.TABLE, {})}
        cls._derived = {}
        if cls.name:
            _REGISTRY[cls.name] = cls

    # -- the keyword table, merged ------------------------------------------------------------

    @classmethod
    def _memo(cls, key: str, make):
        derived = cls.__dict__.get("_derived")
        if derived is None:
            derived = cls._derived = {}
        if key not in derived:
            derived[key] = make()
        return derived[key]

    @classmethod
    def split_header(cls, text: str) -> tuple[object, str, tuple]:
        """A card's fields written before its text on one line (纵横坛: a lord, rule 15.28): (the header, the
        text with the header masked by spaces, diagnostics); a game without such lines: (None, text, ())."""
        return None, text, ()

    @classmethod
    def table(cls) -> tuple[Keyword, ...]:
        """Every keyword of the game, the core's included, spelled as `KEYWORDS` says."""
        return cls._memo("table", lambda: merge(CORE_KEYWORDS, cls.TABLE, cls.KEYWORDS))

    @classmethod
    def by_terminal(cls) -> dict[str, Keyword]:
        return cls._memo("by_terminal", lambda: {k.terminal: k for k in cls.table()})

    @classmethod
    def keyword_texts(cls) -> tuple[str, ...]:
        """Every spelling of every keyword, longest first (maximal munch)."""
        return cls._memo("words", lambda: all_words(cls.table()))

    @classmethod
    def word(cls, terminal: str) -> str:
        """The canonical spelling of a keyword."""
        return cls.by_terminal()[terminal].text

    @classmethod
    def meaning(cls, terminal: str) -> str | None:
        k = cls.by_terminal().get(terminal)
        return k.meaning if k is not None else None

    @classmethod
    def terminals(cls, category: str) -> dict[str, Keyword]:
        """Keywords of one category, by terminal, in table order."""
        return cls._memo("cat:" + category, lambda: {k.terminal: k for k in cls.table() if k.category == category})

    @classmethod
    def timings(cls) -> dict[str, str]:
        """Timing word (every spelling) -> terminal."""
        return cls._memo("timings", lambda: {w: k.terminal for k in cls.terminals("timing").values() for w in k.words})

    @classmethod
    def timing_names(cls) -> list[str]:
        """Each timing once, by its main spelling: what a hint lists."""
        return [k.text for k in cls.terminals("timing").values()]

    @classmethod
    def pronoun_words(cls) -> tuple[str, ...]:
        """Every spelling of the pronouns (其, 该角色, 该牌 and the game's synonyms)."""
        from zhdsl.compiler.pronouns import HOLDS_PRONOUN, PRONOUNS

        return cls._memo("pronouns", lambda: tuple(w for k in cls.table() if k.meaning in PRONOUNS or k.meaning in HOLDS_PRONOUN
                                                   for w in k.words))

    @classmethod
    def has_pronoun(cls, text: str) -> bool:
        """Whether `text` may hold a pronoun: a pronoun's spelling that is not inside a longer
        keyword (其 in 其他 is none)."""
        def make():
            pronouns = cls.pronoun_words()
            longer = [w for w in cls.keyword_texts() if w not in pronouns and any(p in w for p in pronouns)]
            alternatives = "|".join(re.escape(w) for w in sorted(longer, key=len, reverse=True))
            return re.compile((f"(?:{alternatives})|" if alternatives else "") + f"({'|'.join(map(re.escape, pronouns))})")

        derived = cls.__dict__.get("_derived")  # the pipeline asks for a text when checking and lowering it
        seen = derived.get("pronoun_texts") if derived is not None else None
        if seen is None:
            seen = cls._memo("pronoun_texts", dict)
        found = seen.get(text)
        if found is None:
            pattern = cls._memo("pronoun_pattern", make)
            found = any(m.group(1) for m in pattern.finditer(text))
            if len(seen) >= 4096:
                seen.clear()
            seen[text] = found
        return found

    @classmethod
    def may_name_card_target(cls, text: str) -> bool:
        """Whether `text` may name a target card: its word, a card kind's word (`目标技能牌`), or a target word
        beside a colour word (`目标红色牌`) or a quoted name (`目标「攻伐」`). A gate, like `may_name`."""
        # Two searches, each built once: the words of the target card and of every stack kind in one
        # alternation (the same answer as a search per meaning, a fifth of the work: the pipeline asks
        # for every text), then the target words only where a colour word or a quoted name is.
        derived = cls.__dict__.get("_derived")
        searches = derived.get("card_target_search") if derived is not None else None
        if searches is None:
            def make():
                card_words = {w for k in cls.table() if k.meaning == "target_card" or k.meaning in cls.STACK_KINDS
                              for w in k.words}
                return _search_any(card_words), _search_any(cls.COLOURS)

            searches = cls._memo("card_target_search", make)
        card, colour = searches
        if card(text) is not None:
            return True
        # `反制1张点数不大于4的牌`, `反制以你为目标的牌`: the verbs whose object is the target card, with no 目标牌 written
        if cls.may_name(text, "counter") or cls.may_name(text, "copy"):
            return True
        named = "「" in text or "【" in text  # `目标「攻伐」`: a card's name
        return (named or colour(text) is not None) and cls.may_name(text, "target_player")

    @classmethod
    def may_name(cls, text: str, meaning: str) -> bool:
        """Whether `text` may hold a keyword of this meaning (a spelling of it appears; a gate that
        lets checks about that meaning skip texts that cannot need them)."""
        derived = cls.__dict__.get("_derived")
        pattern = derived.get(("words_of", meaning)) if derived is not None else None
        if pattern is None:
            pattern = cls._memo(("words_of", meaning),
                                lambda: _search_any({w for k in cls.table() if k.meaning == meaning for w in k.words}))
        return pattern(text) is not None

    @classmethod
    def english(cls) -> dict[str, str]:
        """Keyword word -> its English name (hints)."""
        return cls._memo("english", lambda: {w: k.english for k in cls.table() for w in k.words})

    @classmethod
    def grammar_source(cls):
        from zhdsl.text.grammar import compose

        def make():
            core_terminals = {k.terminal for k in CORE_KEYWORDS}
            rows = cls.table()
            return compose(
                cls.grammar_file,
                [k for k in rows if k.terminal in core_terminals],
                [k for k in rows if k.terminal not in core_terminals],
                cls.keyword_texts(),
            )

        return cls._memo("grammar", make)

    # -- verbs --------------------------------------------------------------------------------

    @classmethod
    def verbs(cls):
        """The verb registry of this game (zhdsl.compiler.verbs.Verbs)."""
        derived = cls.__dict__.get("_derived")
        if derived is not None and "verbs" in derived:  # every checked and compiled text asks
            return derived["verbs"]
        from zhdsl.compiler.verbs import Verbs

        return cls._memo("verbs", lambda: Verbs(cls.VERBS))

    @classmethod
    def describer(cls):
        """Canonical text in this game's words (zhdsl.compiler.describe.Describer); it holds no state."""
        derived = cls.__dict__.get("_derived")
        if derived is not None and "describer" in derived:
            return derived["describer"]
        from zhdsl.compiler.describe import Describer

        return cls._memo("describer", lambda: Describer(cls))

    @classmethod
    def builder(cls):
        """A new AST builder for this game's grammar."""
        from zhdsl.text.build import AstBuilder

        return AstBuilder(cls)

    # -- reading, checking and compiling a text (a game with an AST of its own overrides these) ----

    @classmethod
    def prepare(cls, text: str) -> str:
        """The normalized text with what carries no rules meaning blanked out (spaces of the same
        length, so every offset stays true): a game whose cards print reminder text in plain
        brackets blanks it here. Default: the text as it is."""
        return text

    @classmethod
    def check_version(cls, version, variables: bool = True, pronouns: bool = True, stack_card: bool = True,
                      walk: bool = True) -> list:
        """The meaning-level diagnostics of one parsed version (default: the core's checker). The
        flags promise what the text cannot hold, so checks about it are skipped: no variable, no
        pronoun, no word for the target card; `walk=False`: nothing the core checker's survey looks
        for (zhdsl.compiler.check.needs_survey, within_depth)."""
        check = _CORE.get("check")
        if check is None:
            from zhdsl.compiler.check import check

            _CORE["check"] = check
        return check(version, cls, variables=variables, pronouns=pronouns, stack_card=stack_card, walk=walk)

    @classmethod
    def lower_version(cls, version, source: str = ""):
        """The program of one checked version (default: the core's lowering)."""
        lower = _CORE.get("lower")
        if lower is None:
            from zhdsl.compiler.lower import lower

            _CORE["lower"] = lower
        return lower(version, cls, source)

    # -- the game ------------------------------------------------------------------------------

    @classmethod
    def game(cls):
        """The game's rules (zhdsl.engine.rules.GameRules): imported on first use, so checking
        card text never loads the engine. A dialect of card text alone has none."""
        raise DialectError(f"「{cls.display_name()}」只有卡牌文本，没有可玩的规则")

    @classmethod
    def display_name(cls) -> str:
        return cls.title or cls.name


class GameRules:
    """What a game gives the player-facing layers (`zhdsl.play`, agents, scenarios, the CLI): modes,
    card sets, new games, scenarios, a position's worth for the greedy bot, the terminal view. A game
    subclasses it and returns an instance from its `Dialect.game()`."""

    dialect: type[Dialect]
    scenario = None  # the game's scenario module (zhdsl.scenarios documents what it provides)
    SEAT_LABEL = "出场"  # what a seat plays as, in simulation tables (纵横坛: 领主)
    GREEDY_RANDOM_KINDS: tuple[str, ...] = ()  # decision kinds the greedy bot answers at random (ties)
    GREEDY_ONCE_PER_TURN: tuple[str, ...] = ()  # option labels (prefixes) the greedy bot takes once a turn

    def modes(self) -> dict:
        """Mode name -> mode class, in the rulebook's order; the first is the default."""
        raise DialectError(f"「{self.dialect.display_name()}」没有模式")

    def bundled_cardsets(self) -> list:
        """The card-set files the game ships (paths)."""
        return []

    def check_cardset(self, path, source: str) -> list:
        """The located diagnostics of one card-set file of this game (zhdsl.text.diagnostics.Located)."""
        raise DialectError(f"「{self.dialect.display_name()}」没有卡组文件")

    def load_cardsets(self, paths) -> list:
        """Load card-set files; raises ValueError with the first error (Chinese)."""
        raise DialectError(f"「{self.dialect.display_name()}」不能读取卡组")

    def new_game(self, mode: str, players: int, cardsets, seed: int, options: dict, limits=None):
        """A game at its first decision (zhdsl.engine.game.Game); raises ValueError (Chinese)."""
        raise DialectError(f"「{self.dialect.display_name()}」不能开始对局")

    def check_catalog(self, path) -> dict:
        """Check a catalog file in the game's own format card by card (`zhdsl check --catalog`): a dict
        with "cards" (each {"card", "name", "clean", "compiles", "plays", "diagnostics"}), "total",
        "clean", "compiles", "plays"; ValueError (Chinese) for a file that cannot be read."""
        raise DialectError(f"「{self.dialect.display_name()}」没有目录格式（--catalog）")

    def catalog_report_lines(self, report: dict) -> list[str]:
        """The coverage summary of `check_catalog`, for people."""
        return [f"{report['compiles']}/{report['total']} 张卡牌可以编译"]

    def evaluate(self, game, seat: int) -> float:
        """How good the position is for `seat` (the greedy bot's one-step look-ahead); default: the
        game's result when it is over, else 0."""
        return 1000.0 * game.returns()[seat] if game.is_terminal() else 0.0

    def seat_labels(self, game) -> tuple[str, ...]:
        """What each seat played as (a lord, a general, a legend …), for simulation tables."""
        return tuple(f"座次{seat + 1}" for seat in range(len(game.state.players)))

    def view(self, observation: dict, info: dict):
        """The terminal view of one player's observation (a rich renderable) — the contract's objects
        (zhdsl.engine.contract: the observation and the game's static info); None: the generic view."""
        return None


def _no_match(text: str) -> None:
    return None


def _search_any(words) -> Any:
    """`search(text)`: a match when any of `words` appears in `text` (the longest first), else None."""
    if not words:
        return _no_match
    return re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True)))).search


def registered() -> dict[str, type[Dialect]]:
    """The dialects whose modules have been imported, by id."""
    return dict(_REGISTRY)
