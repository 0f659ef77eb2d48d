"""Property tests: hostile files — deep nesting, huge numbers, wrong types, random bytes,
truncations of real files — give each loader's clear error, never another exception. Each test
runs in a few seconds; tools/fuzz.py runs the same generators for minutes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import hostile_inputs as h

FAST = settings(max_examples=80)


@pytest.fixture(scope="module")
def work(tmp_path_factory):
    return tmp_path_factory.mktemp("fuzz")


CARDSETS = h.corpus("cardsets/zongheng/*.toml") + h.corpus("examples/broken/*.toml")
SCENARIOS = h.corpus("tests/scenarios/rules/动作/*.toml", limit=12) + h.corpus("tests/scenarios/modes/生存/*.toml", limit=4)


@FAST
@given(data=st.one_of(h.mutated(CARDSETS), h.hostile_bytes()))
def test_hostile_card_set_files_give_diagnostics(work, data):
    path = work / "set.toml"
    path.write_bytes(data)
    h.cardset_outcome(path)


@FAST
@given(data=st.one_of(h.mutated(SCENARIOS), h.hostile_bytes()))
def test_hostile_scenario_files_give_scenario_errors(work, data):
    path = work / "scenario.toml"
    path.write_bytes(data)
    h.scenario_outcome(path)


@FAST
@given(data=st.one_of(h.hostile_bytes(), h.mutated(h.corpus("examples/*.txt"))))
def test_hostile_effect_text_input_gives_diagnostics(data):
    h.text_outcome(data)


@FAST
@given(text=h.card_text())
def test_card_text_near_its_bounds_gives_diagnostics_and_what_check_accepts_compiles(text):
    """Deep conditions, long expressions, many `|`, big numbers, nested quotes: never E199, never a
    RecursionError; every text `check` accepts compiles (its bounds are in zhdsl/text/bounds.py)."""
    h.card_text_outcome(text)


@settings(max_examples=12)
@given(texts=st.lists(h.card_text(within=True), min_size=1, max_size=5), seed=st.integers(0, 2**16),
       bot=st.sampled_from(["random", "greedy"]))
def test_games_of_generated_cards_end_within_the_engines_bounds_and_replay(texts, seed, bot):
    """The cards check accepts, played by the bundled bots: the game's work stays within `Limits`, and the
    same seed and answers play it again event for event."""
    h.card_game_outcome(texts, seed, bot, decisions=150)


@pytest.fixture(scope="module")
def log_records(work):
    return h.short_log(work / "real.jsonl")


@pytest.fixture(scope="module")
def save_doc(work):
    return h.short_save(work / "real.json")


@settings(max_examples=60)
@given(data=st.data())
def test_hostile_logs_give_log_errors(work, log_records, data):
    """Fields changed with the checksum recomputed, or the bytes mutated (then the checksum fails)."""
    if data.draw(st.booleans()):
        raw = h.log_with_checksum(data.draw(h.mutated_json(log_records)))
    else:
        raw = data.draw(h.mutated([h.log_with_checksum(log_records)]))
    path = work / "game.jsonl"
    path.write_bytes(raw)
    assert h.log_outcome(path) in {"LogError", "divergence", "ok"}  # never another exception


@settings(max_examples=60)
@given(data=st.data())
def test_hostile_saves_give_log_errors(work, save_doc, data):
    if data.draw(st.booleans()):
        raw = h.save_with_checksum(data.draw(h.mutated_json(save_doc)))
    else:
        raw = data.draw(h.mutated([h.save_with_checksum(save_doc)]))
    path = work / "save.json"
    path.write_bytes(raw)
    assert h.save_outcome(path) in {"LogError", "ok"}  # never another exception


@settings(max_examples=30)
@given(data=st.one_of(h.mutated(CARDSETS[:1]), h.hostile_bytes()))
def test_the_cli_answers_hostile_files_with_exit_codes_not_tracebacks(work, data):
    path = work / "cli.toml"
    path.write_bytes(data)
    h.cli_outcome(["check", "--format", "json", str(path), "-"], stdin=data)
    h.cli_outcome(["scenario", "run", str(path)])
    h.cli_outcome(["replay", str(path)])


@pytest.fixture(scope="module")
def game_at_a_decision():
    from zhdsl.play.spec import GameSpec

    return GameSpec(seed=3).create()


ODD_ANSWERS = ["²", "9" * 5000, "save", "save /", "save \ud800", "为什么 ", "为什么 [/]", "[/]", "\x1b[2J", "?", "\ud800"]


@settings(max_examples=60)
@given(answers=st.lists(st.one_of(st.text(max_size=40), st.sampled_from(ODD_ANSWERS)), max_size=6))
def test_the_prompt_takes_any_answers_and_prints_only_encodable_text(game_at_a_decision, answers):
    import io

    from rich.console import Console

    from zhdsl.agents.human import HumanAgent, QuitGame

    out = io.StringIO()
    feed = iter([*answers, "1"])
    agent = HumanAgent(Console(file=out, width=100), read=lambda prompt: next(feed), on_save=lambda path: f"已存档到 {path}")
    try:
        choice = agent.act(game_at_a_decision)
    except QuitGame:
        assert any(a.strip() in ("q", "quit", "退出") for a in answers)
    else:
        assert 0 <= choice < len(game_at_a_decision.decision.options)
    out.getvalue().encode("utf-8")


@pytest.fixture(scope="module")
def served_save():
    return h.real_save_doc()


@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_hostile_protocol_requests_get_chinese_errors_and_change_nothing(served_save, data):
    """`zhdsl serve` line by line: malformed JSON-RPC, wrong parameters, illegal or stale actions,
    tampered saves, batches and bytes from nowhere — each answered (valid UTF-8 JSON) with a Chinese
    error that is never an internal one, and a refused request leaves every game and card set as it was."""
    h.protocol_outcome(data.draw(h.protocol_lines(served_save)))


RIFTBOUND_DECKS = h.corpus("cardsets/riftbound/decks/*.toml")


@FAST
@given(data=st.one_of(h.mutated(RIFTBOUND_DECKS + CARDSETS[:2]), h.hostile_bytes()))
def test_hostile_card_set_files_of_any_game_give_diagnostics_or_a_chinese_refusal(work, data):
    """A file as `zhdsl check` reads it, whichever game it names (《符文战场》's decks too), and the
    game's loader: located diagnostics, or a Chinese reason the set cannot be played."""
    path = work / "any.toml"
    path.write_bytes(data)
    h.any_cardset_outcome(path)


@settings(max_examples=40)
@given(data=st.one_of(h.mutated(h.corpus("cardsets/riftbound/*.json")), h.hostile_bytes()))
def test_hostile_catalogs_are_refused_in_chinese(work, data):
    """A Riftbound catalog mutated (deep nesting, huge integers, wrong types): read, or a CatalogError."""
    path = work / "catalog.json"
    path.write_bytes(data)
    h.catalog_outcome(path)
