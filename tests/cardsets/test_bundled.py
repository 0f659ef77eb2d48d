"""The bundled card sets (cardsets/): they check clean, have the right shape, and together
use every keyword and every structure of the card-text language.

Keyword use is decided from the parsed ASTs (node types and fields), never from the raw
text, so a keyword that only appears inside a 说明 or a comment does not count.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from pathlib import Path

import pytest

from zhdsl.games.zongheng.cardset import FACTIONS, GeneralCard, LordCard, energy_text, load_cardset
from zhdsl.games.zongheng.keywords import KEYWORDS
from zhdsl.sources import check_file, collect
from zhdsl.games.zongheng.verbs import arrange, convert, exchange, give, history, look, lord, notes, restore, revive
from zhdsl.games.zongheng.verbs import stack_bottom
from zhdsl.text import ast

ROOT = Path(__file__).resolve().parents[2]
CARDSETS = ROOT / "cardsets"
ZONGHENG = CARDSETS / "zongheng"
DECKS = ("base.toml", "expansion.toml")  # 40-card general-card sets
COLOURS = ("green", "red", "blue", "yellow")
COLOUR_WORDS = {"green": "绿", "red": "红", "blue": "蓝", "yellow": "黄"}


def _load(name: str):
    result = load_cardset(ZONGHENG / name)
    assert result.ok, [d.diagnostic.message for d in result.diagnostics]
    return result.cardset


@pytest.fixture(scope="module")
def sets():
    return {name: _load(name) for name in ("base.toml", "lords.toml", "expansion.toml")}


@pytest.fixture(scope="module")
def all_cards(sets):
    return [card for s in sets.values() for card in (*s.general, *s.lords)]


def _nodes(card):
    for version in card.versions:
        yield from ast.walk(version)


def _colour(card: GeneralCard) -> str:
    """The card's colour from its cost; a zero cost keeps its colour when written `0绿`."""
    colours = [c for c, _ in card.cost.amounts if c != "black"]
    return colours[0] if colours else "black"


# ---- clean ---------------------------------------------------------------------------


def test_bundled_files_check_clean():
    files, missing = collect([str(CARDSETS)])
    assert not missing
    names = {f.name for f in files}
    assert {"base.toml", "lords.toml", "expansion.toml"} <= names
    for f in files:
        diagnostics = check_file(f)
        assert diagnostics == [], f"{f}: " + "; ".join(
            f"{d.line}:{d.column} {d.diagnostic.code} {d.diagnostic.message}" for d in diagnostics
        )


# ---- shape ---------------------------------------------------------------------------


def _tier(point: int) -> int:
    """The documented cost curve: 0 free, 1–3 one, 4–6 two, 7–9 three 精力."""
    return 0 if point == 0 else (point + 2) // 3


@pytest.mark.parametrize("name", DECKS)
def test_deck_is_four_colours_by_ten_points(sets, name):
    deck = sets[name]
    raw = tomllib.loads((ZONGHENG / name).read_text(encoding="utf-8"))
    assert len(raw["通用牌"]) == len(deck.general), "every entry must load"
    copies = [entry.get("数量", 1) for entry in raw["通用牌"]]
    assert all(c == 1 for c in copies), "the 4×10 grid has one copy of each card"
    assert not deck.lords
    grid = Counter()
    for card in deck.general:
        assert len(card.versions) == 1, f"{card.name}: a `|` card would add cards outside the grid"
        grid[(_colour(card), card.point)] += 1
    assert sum(grid.values()) == 40
    assert set(grid) == {(c, p) for c in COLOURS for p in range(10)}
    assert set(grid.values()) == {1}


def _black_part(point: int) -> int:
    """The black share of the cost (docs/cardsets.md 第8节): none up to 3 points, 1 from 4 points on,
    so that 4–6 points cost 1色1黑 and 7–9 points 2色1黑."""
    return 0 if point <= 3 else 1


@pytest.mark.parametrize("name", DECKS)
def test_costs_follow_the_point_curve_in_the_cards_own_colour(sets, name):
    for card in sets[name].general:
        colour = _colour(card)
        assert colour in COLOURS, f"{card.name}{card.point}: no colour"
        black = _black_part(card.point)
        expected = [colour, "black"] if black else [colour]
        assert [c for c, _ in card.cost.amounts] == expected, f"{card.name}{card.point}: cost {card.cost.amounts}"
        assert card.cost.get("black") == black, f"{card.name}{card.point}: cost {card.cost.amounts}"
        assert card.cost.total == _tier(card.point), f"{card.name}{card.point}: cost {card.cost.total}"


def test_base_deck_names_and_colours(sets):
    expected = {"劳作": "green", "攻伐": "red", "教育": "blue", "压制": "yellow"}
    seen = Counter()
    for card in sets["base.toml"].general:
        assert expected[card.name] == _colour(card)
        seen[card.name] += 1
    assert seen == Counter({name: 10 for name in expected})


def test_expansion_names_are_unique(sets):
    names = [card.name for card in sets["expansion.toml"].general]
    assert len(names) == len(set(names))


def test_one_default_lord(all_cards):
    defaults = [c for c in all_cards if isinstance(c, LordCard) and c.default]
    assert len(defaults) == 1
    (lord,) = defaults
    assert (lord.faction, lord.name, lord.efficiency, lord.storage) == ("中立", "默认领主", 5, 5)
    assert lord.energy.amounts == (("black", 2),)
    assert lord.versions == () and lord.text == ""


def test_at_least_two_lords_per_faction(sets):
    lords = [lord for lord in sets["lords.toml"].lords if not lord.default]
    per_faction = Counter(lord.faction for lord in lords)
    for faction in FACTIONS:
        assert per_faction[faction] >= 2, faction
    assert set(per_faction) <= set(FACTIONS)


def test_lords_have_an_identity_and_sane_numbers(sets):
    raw = tomllib.loads((ZONGHENG / "lords.toml").read_text(encoding="utf-8"))
    notes = {entry["名称"]: entry.get("说明", "") for entry in raw["领主牌"]}
    for lord in sets["lords.toml"].lords:
        assert len(notes[lord.name]) >= 10, f"{lord.name}: write its identity in 说明"
        assert 4 <= lord.efficiency <= 6, lord.name
        assert 4 <= lord.storage <= 6, lord.name
        assert 2 <= lord.energy.total <= 3, lord.name
        assert lord.energy.get("black") >= 1, f"{lord.name}: without black energy most cards cannot be used"
        if not lord.default:
            assert lord.versions, f"{lord.name}: a lord needs a skill"


# ---- coverage: every keyword ------------------------------------------------------------


def _ref(kind):
    return lambda n: isinstance(n, ast.Ref) and n.kind == kind


def _timing(kind):
    return lambda n: isinstance(n, ast.Timing) and n.kind == kind


def _is(*types):
    return lambda n: isinstance(n, types)


# How each keyword of the categories timing, verb and reference shows in the AST.
USES = {
    # timings
    "ACTIVE": _timing("ACTIVE"),
    "INSTANT": _timing("INSTANT"),
    "RESPONSE": _timing("RESPONSE"),
    "FOLLOWUP": _timing("FOLLOWUP"),
    "LIMITED": _timing("LIMITED"),
    "LOCKED": _timing("LOCKED"),
    "TURN_START": _timing("TURN_START"),
    "TURN_END": _timing("TURN_END"),
    # verbs
    "DRAW": _is(ast.Draw),
    "DISCARD": _is(ast.Discard),
    "USE": _is(ast.Use),
    "GAIN": _is(ast.Gain),
    "PAY": _is(ast.Pay),
    "CONSUME": _is(ast.Consume),
    "PRODUCE": _is(ast.Produce),
    "DAMAGE": _is(ast.Damage),
    "RESTORE": _is(restore.Restore),
    "TAP": _is(ast.Tap),
    "UNTAP": _is(ast.Untap),
    "BECOME": _is(ast.Transform),
    "EXECUTE": _is(ast.Execute),
    "AS_USE": _is(ast.Execute),  # 视为使用: 执行 (rule 11.144)
    "CREATE": _is(ast.Execute),  # 创建…并令…使用: 执行 (rule 11.181)
    "COUNTER": _is(ast.Counter),
    "COPY": _is(ast.Copy),
    "ATTACH": _is(ast.Attach),
    "TAKE": _is(ast.Move, ast.Transform),
    "MOVE_INTO": _is(ast.Move),
    "SHUFFLE": _is(ast.Shuffle),
    "ARRANGE": _is(arrange.Arrange),
    "CONVERT": _is(convert.Convert),
    "LET": _is(ast.Command),
    "GIVE": _is(give.Give),
    "CHOOSE": _is(ast.Chosen),
    "LOOK": _is(look.Look),
    "REVEAL": lambda n: isinstance(n, look.Look) and bool(n.reveal),
    "EXCHANGE": _is(exchange.Exchange),
    "REVIVE": _is(revive.Revive),
    # references
    "OWNER": lambda n: isinstance(n, ast.Holder) and n.role == "owner",
    "CONTROLLER": lambda n: isinstance(n, ast.Holder) and n.role == "controller",
    "YOU": _ref("you"),
    "SELF": _ref("self"),
    "THIS_CARD": _ref("this_card"),
    "ATTACHED_PLAYER": _ref("zone_holder"),
    "TARGET_CARD": _ref("target_card"),
    "TARGET_PLAYER": lambda n: _ref("target_player")(n) or isinstance(n, ast.Within) and n.targeted,
    "TARGET_OTHER": _ref("target_other"),
    "ALL_PLAYERS": _ref("all_players"),
    "MATES": _ref("mates"),
    "THAT_MATE": _ref("that_mate"),  # 该队友 (rule 7.13(c))
    "OPPONENTS": _ref("opponents"),  # 对手 (rule 7.15; see WAITING)
    "ALL_OTHERS": _ref("all_others"),
    "PLAYER": lambda n: isinstance(n, ast.Within) and not n.targeted,
    "PLAYER_COUNT": _is(ast.PlayerCount),
    # 存活角色数, 存活的其他角色数, 对手数 (rule 10.63; see WAITING)
    "ALIVE_COUNT": lambda n: isinstance(n, history.AliveCount) and n.who == "all_players",
    "ALIVE_OTHERS_COUNT": lambda n: isinstance(n, history.AliveCount) and n.who == "all_others",
    "OPPONENT_COUNT": lambda n: isinstance(n, history.AliveCount) and n.who == "opponents",
    "LORD": _is(lord.LordOf),
    "LORD_TOP": _is(lord.LordOf),  # 领主区顶部的领主牌 is the lord (rule 12.39)
    "THAT_CARD_USER": lambda n: isinstance(n, ast.Holder) and n.role == "controller",  # 该牌的使用者 (rule 12.40)
    "TARGET_CARD_USER": lambda n: isinstance(n, ast.Holder) and n.role == "controller",
    "AMONG": _is(ast.Among),
    "ANOTHER": _is(ast.Among),  # 另1张 is 其中1张 (rule 11.122)
    "PLACE": lambda n: type(n).__name__ == "FlipUp",  # 正面向上放置 (rule 11.120)
    "FLIP": lambda n: type(n).__name__ == "FlipUp",  # 翻开 (rule 11.120)
    # 洗入: the cards moved into the zone, then the zone shuffled, one group (rule 11.140)
    "SHUFFLE_INTO": lambda n: isinstance(n, ast.Group) and [type(x) for x in n.body.steps] == [ast.Move, ast.Shuffle],
    "TARGET_DEAD": _ref("target_dead"),
    "TARGET_DEAD_MATE": _ref("target_dead_mate"),
    "THAT_CARD": _ref("that_card"),  # restated by 纵横坛 for its synonyms (弃置的牌, rule 12.22)
    "THAT_PLAYER": _ref("that_player"),
    "STACK_TOP": _ref("event_card"),  # 堆叠顶部的牌 (rule 12.20)
    "STACK_BOTTOM": _is(stack_bottom.StackBottom),  # 堆叠底部的牌 (rule 12.50)
    "TARGET_MATE": _ref("target_mate"),  # 目标队友 (rule 7.17)
    "TARGET_SELF_MATE": _ref("target_self_mate"),  # 你或目标队友 (rule 7.17)
    "FORMER_CARD": _ref("former_card"),  # 上一张牌 (rule 10.170)
}
COVERED_CATEGORIES = ("timing", "verb", "reference")


def _command(action_type):
    return lambda n: isinstance(n, ast.Command) and isinstance(n.action, action_type)


# The appendix's compound keywords and the language's structures.
FORMS = {
    "令…生产": _command(ast.Produce),
    "令…折损": _command(ast.Damage),
    "令…使用": _command(ast.Use),
    "结附（长期）": lambda n: isinstance(n, ast.Attach) and n.turns is None,
    "结附…N回合": lambda n: isinstance(n, ast.Attach) and n.turns is not None,
    "虚拟": _is(notes.VirtualNote),
    "不支付精力": _is(notes.FreeOfEnergy),
    "/ 选择": _is(ast.Choice),
    "& 时机与代价": lambda n: isinstance(n, ast.Head) and len(n.parts) >= 2,
    "& 效果": _is(ast.Conjunction),
    "& 条件": _is(ast.AllOf),
    "& 说明": lambda n: isinstance(n, ast.Action) and len(n.notes) >= 2,
    "（…，…） 整体": _is(ast.Group),
    "（…始终…） 常驻效果": _is(ast.StaticEffect),
    "若…， 条件": _is(ast.Conditional),
    "（X为…） 变量": _is(ast.Define),
    "变量的使用": _is(ast.Var),
    "移入虚空": lambda n: isinstance(n, ast.Move) and n.zone.kind == "void",
}


def test_keyword_table_is_mapped():
    """A keyword added to the language must get a rule here (and then a bundled card)."""
    wanted = {k.terminal for k in KEYWORDS if k.category in COVERED_CATEGORIES}
    assert set(USES) == wanted


def _unused(predicates, cards):
    used = set()
    for card in cards:
        for node in _nodes(card):
            for name, pred in predicates.items():
                if name not in used and pred(node):
                    used.add(name)
    return [name for name in predicates if name not in used]


# Keywords no bundled card uses yet, each with why; a keyword leaves this set when a card takes it (the test below fails
# while it is listed and used). 对手 (rule 7.15, session 10): 烽火连天's 所有其他角色 is the one card it fits, and that card
# alone carries ALL_OTHERS; a `|` version would break the 4×10 grid and a new lord changes every seeded game's lord picks.
# It plays in tests/engine/test_engine_lang11i_forms.py.
# 存活角色数, 存活的其他角色数, 对手数 (rule 10.63, lang11k, session 11): counts of the players living now; a bundled card
# taking one would change the bundled sets' seeded games for a count the 4×10 grid does not need. They play in
# tests/engine/test_engine_lang11k_forms.py.
# 展示 (rule 11.61, lang11n, session 11): the same reason; it plays in tests/engine/test_engine_lang11n_forms.py.
# 堆叠底部的牌 (rule 12.50, lang12b, session 12): the same reason; it plays in tests/engine/test_engine_lang12b_forms.py.
# 正面向上放置/翻开 (rule 11.120, lang13b, session 13): the same reason; they play in tests/engine/test_engine_lang13b_forms.py.
# 洗入 (rule 11.140, lang13c, session 13): the same reason; it plays in tests/engine/test_engine_lang13c_forms.py.
# 目标队友, 你或目标队友 (rule 7.17) and 上一张牌 (10.170) (lang14c, session 14): the same reason; they play in
# tests/engine/test_engine_lang14c_forms.py.
WAITING = {"OPPONENTS", "ALIVE_COUNT", "ALIVE_OTHERS_COUNT", "OPPONENT_COUNT", "REVEAL", "STACK_BOTTOM", "PLACE", "FLIP",
           "SHUFFLE_INTO", "TARGET_MATE", "TARGET_SELF_MATE", "FORMER_CARD"}


def test_every_keyword_is_used_by_a_bundled_card(all_cards):
    unused = _unused(USES, all_cards)
    assert set(unused) >= WAITING, "a waiting keyword is on a card now: take it out of WAITING"
    unused = [t for t in unused if t not in WAITING]
    by_terminal = {k.terminal: k.text for k in KEYWORDS}
    assert unused == [], "no bundled card uses: " + "、".join(by_terminal[t] for t in unused)


def test_every_form_is_used_by_a_bundled_card(all_cards):
    assert _unused(FORMS, all_cards) == []


def test_bar_versions_are_used(all_cards):
    assert any(len(card.versions) > 1 for card in all_cards)


def test_every_timing_appears_on_a_lord(sets):
    lords = sets["lords.toml"].lords
    timings = {name: pred for name, pred in USES.items() if name in {k.terminal for k in KEYWORDS if k.category == "timing"}}
    assert _unused(timings, lords) == []


LORD_STRUCTURES = {
    "/": _is(ast.Choice),
    "&": lambda n: isinstance(n, (ast.Head, ast.Conjunction, ast.AllOf)) and len(getattr(n, "parts", getattr(n, "items", ()))) >= 2,
    "notes": _is(notes.FreeOfEnergy, notes.VirtualNote, ast.Define),
    "groups": _is(ast.Group),
    "statics": _is(ast.StaticEffect),
    "conditions": _is(ast.Conditional),
    "variables": _is(ast.Define),
}


@pytest.mark.parametrize("structure", [*LORD_STRUCTURES, "|"])
def test_several_lords_use_each_structure(sets, structure):
    lords = sets["lords.toml"].lords
    if structure == "|":
        users = [lord.name for lord in lords if len(lord.versions) > 1]
    else:
        pred = LORD_STRUCTURES[structure]
        users = [lord.name for lord in lords if any(pred(n) for n in _nodes(lord))]
    assert len(users) >= 2, f"{structure}: {users}"


# ---- the deliberately broken example ------------------------------------------------------


def test_broken_example_prints_the_expected_diagnostics(monkeypatch):
    """examples/broken/broken.expected.txt is exactly what `zhdsl check` prints for the broken file."""
    from click.testing import CliRunner

    from zhdsl.cli import main

    monkeypatch.chdir(ROOT)
    result = CliRunner().invoke(main, ["check", "examples/broken/broken.toml"])
    assert result.exit_code == 1
    expected = (ROOT / "examples" / "broken" / "broken.expected.txt").read_text(encoding="utf-8")
    assert result.stdout + result.stderr == expected


# ---- the first-lord walk-through: every command prints what the document says --------------


def _walkthrough_steps(markdown: str):
    """Files to write (```toml blocks starting with `# 文件：NAME`) and console commands with their output."""
    steps, lines, i = [], markdown.split("\n"), 0
    while i < len(lines):
        fence = lines[i].strip()
        if fence in ("```toml", "```console"):
            j = i + 1
            while lines[j].strip() != "```":
                j += 1
            block = lines[i + 1:j]
            if fence == "```toml" and block and block[0].startswith("# 文件："):
                steps.append(("file", block[0].removeprefix("# 文件："), "\n".join(block) + "\n"))
            elif fence == "```console":
                for line in block:
                    if line.startswith("$ "):
                        steps.append(("run", line[2:], []))
                    else:
                        steps[-1][2].append(line)
            i = j
        i += 1
    return steps


@pytest.mark.long  # scheduled first (tests/conftest.py)
def test_first_lord_walkthrough_outputs_are_true(tmp_path):
    import os
    import subprocess
    import sys

    steps = _walkthrough_steps((ROOT / "examples" / "first-lord.md").read_text(encoding="utf-8"))
    assert sum(kind == "run" for kind, *_ in steps) >= 8
    env = {**os.environ, "PATH": os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", "")}
    for kind, what, body in steps:
        if kind == "file":
            (tmp_path / what).write_text(body, encoding="utf-8")
            continue
        done = subprocess.run(["bash", "-c", what], cwd=tmp_path, env=env, capture_output=True, text=True)
        assert done.stdout + done.stderr == "\n".join(body) + "\n", what


def test_structures_example_quotes_bundled_cards(all_cards):
    """Every line of examples/structures.txt is (part of) the text of a bundled card."""
    texts = [card.text for card in all_cards]
    lines = (ROOT / "examples" / "structures.txt").read_text(encoding="utf-8").split("\n")
    quoted = [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]
    assert len(quoted) >= 20
    for line in quoted:
        assert any(line in text for text in texts), line


def test_design_doc_lists_every_lord_with_its_current_skill(sets):
    """docs/cardsets.md explains each lord; its table must quote the skill as it is now."""
    doc = (ROOT / "docs" / "cardsets.md").read_text(encoding="utf-8")
    for lord in sets["lords.toml"].lords:
        row = f"| {lord.faction} | {lord.name} | {lord.efficiency}/{lord.storage} | {energy_text(lord.energy)} |"
        assert row in doc, f"{lord.name}: no row {row!r} in docs/cardsets.md"
        line = next(line for line in doc.split("\n") if line.startswith(row))
        assert f"| {lord.text.replace('|', chr(92) + '|') or '（无）'} |" in line, f"{lord.name}: skill text differs"


def test_design_doc_tables_quote_the_base_deck(sets):
    """The per-colour tables in docs/cardsets.md show each base card's cost and effect as they are now."""
    doc = (ROOT / "docs" / "cardsets.md").read_text(encoding="utf-8")
    for card in sets["base.toml"].general:
        cost = energy_text(card.cost) if card.cost.total else "0" + COLOUR_WORDS[_colour(card)]
        row = f"| {card.point} | {cost} | {card.text} |"
        assert row in doc, f"{card.name}{card.point}: no row {row!r}"
