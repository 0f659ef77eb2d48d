"""Whom a pronoun names (zhdsl/compiler/pronouns.py) as a card plays it, where the seeded mutation sample of branch
`mut18g` (docs/testing.md) found it unasserted: 其 on the right of a comparison of one attribute (纵横坛 rule 12.29),
该队友 after another player was named; and, for `mut14b`'s last survivors (`mut14c`), what is compared and not named
(12.8(b), 12.8(g), 12.30), 该角色 before `的目标` (E204), and a head whose timings bring two players (E224)."""

from __future__ import annotations

from decisions import answer
from scenario_cards import card


DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]


def _settle(game) -> None:
    while game.state.stack:
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])


def test_it_on_the_right_of_a_comparison_names_the_player_named_before_it(position):
    """Rule 12.29: in `若你的财富大于其财富`, 其 is the target named before the comparison, not 你."""
    text = "令目标其他角色抽1张牌，若你的财富大于其财富，则生产1财富"
    poorer = position(players=[{"手牌": [card("试", text, "0")]}, {"财富": 5}], deck=DECK)
    answer(poorer, "试")
    _settle(poorer)
    assert poorer.state.players[0].wealth == 11
    richer = position(players=[{"手牌": [card("试", text, "0")]}, {"财富": 15}], deck=DECK)
    answer(richer, "试")
    _settle(richer)
    assert richer.state.players[0].wealth == 10


def test_that_mate_names_the_mates_even_after_another_player(position):
    """`该队友` names the teammates named last even when another player was named since: in a 团队 game 角色1's mate
    角色4 draws and produces, not the target 角色2."""
    text = "令你的队友抽1张牌，令目标其他角色弃1张手牌，该队友生产1财富"
    game = position(players=[{"手牌": [card("试", text, "0")]}, {"手牌": [card("乙", "生产1财富", "0")]}, {}, {}],
                    deck=DECK, mode="团队")
    answer(game, "试")
    answer(game, "角色2")
    _settle(game)
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 11]
    assert game.state.players[1].hand == [] and len(game.state.players[3].hand) == 1



def test_a_cost_before_the_timing_leaves_the_answered_player_to_the_pronoun():
    """Rule 12.8(a): in `支付1财富&追加：令其抽1张牌` the cost written first does not hide the timing: 其 is the player
    the 追加 answers, as in `追加&支付1财富：令其抽1张牌`; the same for 响应 and for a trigger naming who acted."""
    from zhdsl import analyze

    for text in ("支付1财富&追加：令其抽1张牌", "追加&支付1财富：令其抽1张牌", "支付1财富&响应：令其抽1张牌",
                 "支付1财富&当一名其他角色抽牌后：令其折损1财富"):
        assert analyze(text).diagnostics == (), text


def _who(text: str) -> list[str]:
    """The players a compiled text names, in the order written: each commanded player (`令X…`) and each player whose
    attribute a condition reads (`X的财富`), by the reference they stand for once its pronouns are resolved."""
    import attrs

    from zhdsl.engine import program as fx
    from zhdsl.pipeline import compile_text

    (program,) = compile_text(text)
    found: list[str] = []

    def walk(node) -> None:
        if isinstance(node, fx.CommandStep):
            found.append("令" + node.actor.kind)
        elif isinstance(node, fx.AttrOf) and isinstance(node.subject, fx.PlayerRef):
            found.append(node.subject.kind)
        if attrs.has(type(node)):
            for field in attrs.fields(type(node)):
                walk(getattr(node, field.name))
        elif isinstance(node, tuple | list):
            for item in node:
                walk(item)

    walk(program.effects[0].body)
    return found


def _diagnostics(text: str) -> list[tuple[str, str]]:
    from zhdsl import analyze

    return [(d.code, d.message) for d in analyze(text).diagnostics]


def test_it_names_x_not_the_other_player_x_is_compared_with():
    """Rule 12.8(g): in `若X的财富大于Y的财富，令其…` (X not 你) Y is not named for a later pronoun: 其 is X."""
    assert _who("若目标角色的财富大于目标其他角色的财富，令其生产1财富") == [
        "target_player", "target_other", "令target_player"]


def test_that_player_after_you_are_compared_with_another_names_you():
    """Rules 12.8(b) and 12.30: in `若你不是目标角色，令该角色…` 目标角色 is what 你 is compared with, not named; the
    condition names no other player, so 你 counts as named and 该角色 is 你 (no E224)."""
    assert _diagnostics("若你不是目标角色，令该角色生产1财富") == []
    assert _who("若你不是目标角色，令该角色生产1财富") == ["令you"]


def test_that_player_is_no_card_whose_targets_are_meant():
    """`该牌的目标` names a card's target players (rule 12.32); `该角色的目标` is E204 even where the timing brings a
    card (响应, 追加): 该角色 stays a player, never read as that card."""
    for text in ("响应：令该角色的目标抽1张牌", "追加：令该角色的目标抽1张牌"):
        assert [code for code, _m in _diagnostics(text)] == ["E204"], text
    assert _diagnostics("响应：令该牌的目标抽1张牌") == []


def test_a_pronoun_after_a_comparison_of_one_attribute_names_the_last_player():
    """Rule 12.29 reaches only the pronoun on the comparison's right side: in
    `令目标其他角色抽1张牌，若目标角色的财富大于其财富，令该角色…` 其 is 目标其他角色 (named before the comparison) and the
    later 该角色 is 目标角色, the last player named; with no player before the comparison, 其 is E224."""
    assert _who("令目标其他角色抽1张牌，若目标角色的财富大于其财富，令该角色生产1财富") == [
        "令target_other", "target_player", "target_other", "令target_player"]
    assert [code for code, _m in _diagnostics("若目标角色的财富大于其财富，令其生产1财富")] == ["E224"]


def test_mates_named_before_a_comparison_of_one_attribute():
    """`令你的队友抽1张牌，若目标角色的财富大于其财富，令其…` compiles (no internal error E199): the 其 in the comparison
    is 你的队友, named before it (rule 12.29), and the later 其 is 目标角色."""
    text = "令你的队友抽1张牌，若目标角色的财富大于其财富，令其生产1财富"
    assert _diagnostics(text) == []
    assert _who(text) == ["令mates", "target_player", "mates", "令target_player"]


def test_it_after_two_timings_bringing_different_players_is_e224():
    """`当结附的角色抽牌后&追加：令其…`: the trigger brings who drew (结附的角色), the 追加 the player it answers; the two
    may differ, so 其 with nobody before it names neither: E224, in either order."""
    for text in ("当结附的角色抽牌后&追加：令其生产1财富", "追加&当结附的角色抽牌后：令其生产1财富"):
        assert [code for code, _m in _diagnostics(text)] == ["E224"], text


# -- mut16: pronouns.py's seed-28 draw of 40 on the current source (docs/testing.md, the `mut16` section) ------------


def _two_cards_same_colour(position, discarded_cost: str) -> int:
    """角色1 uses 甲 (red, point 3); 角色2 answers with a card comparing 目标牌 (named, never moved) with the hand card
    it discards — 两张牌 are those two (rule 10.170) — and produces 2 财富 when their colours are the same."""
    text = "即刻：若目标牌的点数大于2，弃1张手牌，若两张牌颜色相同，生产2财富"
    game = position(players=[{"手牌": [card("甲", "抽1张牌", "1红", 3)], "精力": "1红"},
                             {"手牌": [card("乙", text), card("丙", "抽1张牌", discarded_cost, 1)]}],
                    deck=[card("丁", "生产1财富")] * 3)
    answer(game, "甲")
    answer(game, "乙")
    _settle(game)
    return game.state.players[1].wealth


def test_the_two_cards_are_the_target_card_named_and_the_card_discarded(position):
    assert _two_cards_same_colour(position, "1红") == 12
    assert _two_cards_same_colour(position, "1绿") == 10
