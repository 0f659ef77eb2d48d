"""Behaviours a player relies on that no other test pinned down (issue 18: each one let a mutant of the
engine or of 纵横坛's rules survive). Each test plays a small position and asserts the outcome and the
log line the player reads."""

from __future__ import annotations

import pytest
from decisions import answer
from scenario_cards import card

from zhdsl.agents.random import RandomAgent
from zhdsl.play.spec import GameSpec

FILLER = [card("牌甲", "生产1财富", "1绿", 1)]
LORD = {"阵营": "中立", "名称": "农官", "效率": 4, "仓储": 6, "精力": "2绿", "技能": "横置：生产1财富"}


def settle(game) -> None:
    while game.state.stack:
        answer(game, "过")


def play(position, text: str, me: dict | None = None, others: list | None = None, point: int = 0, **kw):
    """Player 1 uses a card with `text`; everyone passes until the 堆叠 is empty."""
    hand = [card("试", text, "0", point), *(me or {}).pop("手牌", [])]
    game = position(players=[{**(me or {}), "手牌": hand}, *(others or [{}])], deck=FILLER, **kw)
    answer(game, "试")
    settle(game)
    return game


def lines(game, n: int) -> list[str]:
    return [e.text for e in game.log][-n:]


def test_a_coloured_payment_needs_that_colour(position):
    """支付1红精力 with only 1绿: the step fails, nothing is paid, what follows does not happen."""
    game = play(position, "支付1红精力，抽1张牌", me={"精力": "1绿"})
    me = game.state.players[0]
    assert me.energy == {"green": 1} and me.hand == []
    assert lines(game, 3)[:2] == ["角色1支付失败：精力不足：需要1红，现有1绿", "「试」的某一步骤未能完成，后续步骤不执行"]


def test_a_coloured_cost_before_the_colon_makes_the_card_unusable(position):
    game = position(players=[{"精力": "1绿", "手牌": [card("红付", "支付1红精力：抽1张牌")]}, {}], deck=FILLER)
    assert "使用「红付」" not in game.decision.labels()
    assert game.explain(0, "红付") == "精力不足：需要1红，现有1绿"
    paid = position(players=[{"精力": "1红", "手牌": [card("红付", "支付1红精力：抽1张牌")]}, {}], deck=FILLER)
    assert "使用「红付」" in paid.decision.labels() and paid.explain(0, "红付") == ""


def test_an_x_expression_adds(position):
    game = play(position, "生产X财富（X为2+3）")
    assert game.state.players[0].wealth == 15
    assert "角色1生产5财富，现有15" in lines(game, 3)


@pytest.mark.parametrize(("expr", "produced"), [
    ("5-2", 3),
    ("10-2-3", 5),  # left to right
    ("2×3", 6),
    ("2*3", 6),
    ("1+2×3", 7),  # × before +
    ("7÷2", 3),  # ÷ rounds down
    ("8÷2÷2", 2),
    ("1-3", 0),  # a negative amount counts as 0 (rule 1.2)
    ("你的物资+1", 4),
    ("你的财富-你的物资", 7),
    ("角色数×2", 4),
])
def test_an_x_expression_is_evaluated_when_the_card_resolves(position, expr, produced):
    game = play(position, f"生产X财富（X为{expr}）", me={"物资": 3})
    assert game.state.players[0].wealth == 10 + produced


def test_this_cards_point_counts_after_it_left_the_stack(position):
    game = play(position, "将此牌移入牌库顶，生产X财富（X为此牌的点数）", point=4)
    assert game.state.players[0].wealth == 14


def test_a_slash_option_that_moves_a_hand_card_needs_one(position):
    """With no other hand card, 将1张手牌移入牌库顶 cannot be chosen: the other option is taken without asking."""
    game = play(position, "将1张手牌移入牌库顶/生产1财富")
    assert game.state.players[0].wealth == 11
    assert lines(game, 3)[:2] == ["角色1选择「生产1财富」", "角色1生产1财富，现有11"]


def test_a_slash_option_that_moves_a_hand_card_is_offered_with_one(position):
    game = position(players=[{"手牌": [card("试", "将1张手牌移入牌库顶/生产1财富"), card("乙", "生产1财富")]}, {}],
                    deck=FILLER)
    answer(game, "试")
    assert game.decision.kind == "choice"
    assert game.decision.labels() == ["将1张手牌移入牌库顶", "生产1财富"]


def test_a_slash_option_that_uses_a_hand_card_free_needs_one(position):
    """Rule 10.6: 使用1张手牌（不支付精力） is offered when a hand card could be used without its 精力,
    even one its owner could not pay for; with no such card only the other option remains."""
    alone = play(position, "使用1张手牌（不支付精力）/生产1财富")
    assert alone.state.players[0].wealth == 11
    game = position(players=[{"手牌": [card("试", "使用1张手牌（不支付精力）/生产1财富"), card("贵", "生产2财富", "3红")]}, {}],
                    deck=FILLER)
    answer(game, "试")
    assert game.decision.labels() == ["使用1张手牌（不支付精力）", "生产1财富"]
    answer(game, "使用1张手牌")
    settle(game)
    assert game.state.players[0].wealth == 12 and game.state.players[0].energy == {}


WEALTH_CHANGES = pytest.mark.parametrize("change", ["折损1财富", "生产1财富"])


@WEALTH_CHANGES
def test_a_slash_option_that_changes_a_living_players_wealth_is_offered(position, change):
    game = position(players=[{"手牌": [card("试", f"{change}/抽1张牌")]}, {}], deck=FILLER)
    answer(game, "试")
    assert game.decision.kind == "choice"
    assert game.decision.labels() == [change, "抽1张牌"]


@WEALTH_CHANGES
def test_a_slash_option_that_changes_a_locked_wealth_is_not_offered(position, change):
    """Rules 10.6, 13.1(a): with 财富 held by 始终, 折损/生产 cannot change it, so the other option is
    taken unasked."""
    keeper = {"阵营": "中立", "名称": "守财", "效率": 5, "仓储": 5, "精力": "1黑", "技能": "（你的财富始终等于10）"}
    game = play(position, f"{change}/抽1张牌", me={"领主": keeper})
    me = game.state.players[0]
    assert me.wealth == 10 and len(me.hand) == 1
    assert lines(game, 4)[:2] == ["角色1选择「抽1张牌」", "角色1抽了1张牌"]


@WEALTH_CHANGES
def test_a_slash_option_that_changes_a_dead_players_wealth_is_not_offered(position, change):
    """权杖 keeps the dead in the game: a player the card's first step killed cannot 折损 or 生产 any more."""
    game = play(position, f"折损10财富，{change}/令所有其他角色生产1财富", others=[{}, {}], mode="权杖")
    assert [p.dead for p in game.state.players] == [True, False, False]
    assert [p.wealth for p in game.state.players] == [0, 11, 11]
    logged = [e.text for e in game.log]
    assert logged[logged.index("角色1死亡") + 1] == "角色1选择「令所有其他角色生产1财富」"


@pytest.mark.parametrize(("others", "offered"), [(2, True), (1, False)])
def test_a_slash_option_that_discards_needs_that_many_other_hand_cards(position, others, offered):
    """Rule 10.6: 弃2张手牌 is offered with two hand cards besides the card being used, not with one."""
    hand = [card("试", "弃2张手牌/抽1张牌"), *[card(f"乙{i}", "生产1财富") for i in range(others)]]
    game = position(players=[{"手牌": hand}, {}], deck=FILLER)
    answer(game, "试")
    if offered:
        assert game.decision.kind == "choice" and game.decision.labels() == ["弃2张手牌", "抽1张牌"]
    else:
        settle(game)
        assert len(game.state.players[0].hand) == others + 1
        assert lines(game, 4)[:2] == ["角色1选择「抽1张牌」", "角色1抽了1张牌"]


@pytest.mark.parametrize(("others", "reason"), [(0, "手牌不足：需要弃2张，现有0张"), (1, "手牌不足：需要弃2张，现有1张"), (2, "")])
def test_a_discard_cost_counts_the_hand_without_the_card_itself(position, others, reason):
    """弃2张手牌：… needs two hand cards besides itself; `为什么` says how many there are."""
    hand = [card("弃抽", "弃2张手牌：抽1张牌"), *[card(f"乙{i}", "生产1财富") for i in range(others)]]
    game = position(players=[{"手牌": hand}, {}], deck=FILLER)
    assert ("使用「弃抽」" in game.decision.labels()) == (reason == "")
    assert game.explain(0, "弃抽") == reason


@pytest.mark.parametrize(("supply", "reason"), [(0, "物资不足：需要2，现有0"), (1, "物资不足：需要2，现有1"), (2, ""), (5, "")])
def test_a_pay_cost_is_offered_exactly_when_it_can_be_paid(position, supply, reason):
    """支付2物资：… is listed only with 2 物资 (the listing tests the cost without its reason); `为什么`
    gives the reason when it cannot be paid."""
    game = position(players=[{"物资": supply, "手牌": [card("付抽", "支付2物资：抽1张牌")]}, {}], deck=FILLER)
    assert ("使用「付抽」" in game.decision.labels()) == (reason == "")
    assert game.explain(0, "付抽") == reason


def resolve(position, text: str, hand: list | None = None, **me):
    """Player 1 uses a card with `text` (targets: the only other player); everyone passes."""
    game = position(players=[{**me, "手牌": [card("试", text), *(hand or [])]}, {}], deck=FILLER * 4)
    answer(game, "试")
    settle(game)
    return game


@pytest.mark.parametrize(("text", "me", "hand_after"), [
    ("生产2财富，抽X张牌（X为以此法生产的财富数量）", {}, 2),
    ("生产2财富，抽等量张牌", {}, 2),
    ("折损2财富，抽X张牌（X为以此法折损的财富数量）", {}, 2),
    ("获得2物资&1绿精力，抽X张牌（X为以此法获得的数量）", {}, 3),  # both parts of the step count
    ("获得2物资&1绿精力，抽等量张牌", {}, 3),
    ("消耗2物资，抽X张牌（X为以此法消耗的物资数量）", {"物资": 3}, 2),
    ("弃1张手牌，抽X张牌（X为以此法弃置的牌数）", {"手牌": [card("乙", "生产1财富")]}, 1),
])
def test_the_amount_a_verb_acted_on_counts_later_in_the_effect(position, text, me, hand_after):
    """Rule 10.16: 以此法<动词>的数量 and 等量 are what the step of that verb acted on."""
    me = dict(me)  # the parameters are shared by every run of the test in this process
    game = resolve(position, text, hand=me.pop("手牌", None), **me)
    assert len(game.state.players[0].hand) == hand_after
    assert f"角色1抽了{hand_after}张牌" in lines(game, 4)


@pytest.mark.parametrize(("text", "logged"), [
    ("令目标其他角色生产1财富", "角色2生产1财富（来源：角色1），现有11"),
    ("目标其他角色生产1财富", "角色2生产1财富，现有11"),  # no 令: the player is the source of their own change
    ("令目标其他角色折损1财富", "角色2折损1财富（来源：角色1），现有9"),
    ("目标其他角色折损1财富", "角色2折损1财富，现有9"),
])
def test_a_wealth_change_names_its_source(position, text, logged):
    """Rules 11.10, 11.21: 令X… makes 你 the source of X's change, and the log says so."""
    assert logged in lines(resolve(position, text), 3)


def test_gaining_a_coloured_energy_gives_that_colour(position):
    game = resolve(position, "获得1红精力&2物资，抽1张牌")
    me = game.state.players[0]
    assert me.energy == {"red": 1} and me.supply == 2 and len(me.hand) == 1
    assert lines(game, 4)[:3] == ["角色1获得1红精力", "角色1获得2物资", "角色1抽了1张牌"]


@pytest.mark.parametrize(("text", "left"), [("消耗1绿精力", {"red": 1}), ("消耗1红精力", {"green": 1})])
def test_consuming_a_coloured_energy_takes_that_colour(position, text, left):
    game = resolve(position, f"{text}，抽1张牌", 精力="1红1绿")
    me = game.state.players[0]
    assert me.energy == left and len(me.hand) == 1


def test_a_choice_labels_each_option_as_written(position):
    """The options of a `/` are labelled with their own text, as the card prints them."""
    game = position(players=[{"物资": 2, "手牌": [card("试", "获得1物资/消耗1物资/生产2财富/弃1张牌"), card("乙", "抽1张牌")]}, {}],
                    deck=FILLER)
    answer(game, "试")
    assert game.decision.labels() == ["获得1物资", "消耗1物资", "生产2财富", "弃1张牌"]


def test_a_card_moves_into_another_players_hand(position):
    game = position(players=[{"手牌": [card("试", "将此牌移入目标角色的手牌区")]}, {}], deck=FILLER)
    answer(game, "试")
    answer(game, "角色2")
    settle(game)
    s = game.state
    assert s.players[0].hand == [] and [game.library[s.cards[u].def_id].name for u in s.players[1].hand] == ["试"]
    assert s.cards[s.players[1].hand[0]].zone_owner == 1
    assert lines(game, 1) == ["1张牌移入角色2的手牌区"]


def test_a_command_with_nobody_to_act_fails_and_stops_the_effect(position):
    """权杖 keeps dead players in the game: 令所有其他角色 finds nobody, so nothing after it happens."""
    dead = {"死亡": True, "财富": 0}
    game = play(position, "令所有其他角色生产1财富，抽1张牌", others=[dict(dead), dict(dead)], mode="权杖")
    assert game.state.players[0].hand == [] and not game.is_terminal()
    assert lines(game, 3)[:2] == ["「令」没有可以执行的角色", "「试」的某一步骤未能完成，后续步骤不执行"]


@pytest.mark.parametrize(("text", "storage", "efficiency", "logged"), [
    ("消耗9仓储", 1, 5, "角色1消耗4仓储"),
    ("消耗9效率", 5, 1, "角色1消耗4效率"),
    ("消耗2仓储", 3, 5, "角色1消耗2仓储"),
])
def test_consuming_storage_or_efficiency_stops_at_one(position, text, storage, efficiency, logged):
    """Rules 5.2, 11.8: 仓储 and 效率 are at least 1; 消耗 takes what there is above it."""
    game = play(position, text)
    me = game.state.players[0]
    assert (me.storage, me.efficiency) == (storage, efficiency)
    assert logged in lines(game, 3)


def test_arrange_is_offered_again_after_a_lord_is_used(position):
    """Rule 7.9: 调度 may not follow 调度; using a lord card in between makes it usable again."""
    game = position(players=[{"手牌": [LORD, card("乙", "生产1财富")]}, {}], deck=FILLER)
    answer(game, "调度")
    while game.decision.kind == "arrange":
        game.apply_action(0)
    assert "「调度」" not in game.decision.labels()
    assert game.explain(0, "调度") == "不能连续进行调度"
    answer(game, "农官")
    assert "「调度」" in game.decision.labels() and game.explain(0, "调度") == ""


@pytest.mark.parametrize("seed", range(4))
def test_explain_agrees_with_the_options_offered(seed):
    """`为什么 牌名` (Game.explain, the slow path through every rule) says "" exactly when the card is among
    the options; two printings of one name (「教育」) count as usable when either is."""
    game = GameSpec(seed=seed).create()
    agents = [RandomAgent(seed * 7 + seat) for seat in range(2)]
    compared = 0
    for _ in range(200):
        if game.is_terminal():
            break
        d = game.decision
        if d.kind == "priority":
            labels = set(d.labels())
            names = {game.library[game.state.cards[u].def_id].name for u in game.state.players[d.player].hand}
            for name in names:
                offered = f"使用「{name}」" in labels or f"使用领主「{name}」" in labels
                assert offered == (game.explain(d.player, name) == ""), (name, game.explain(d.player, name))
                compared += 1
        game.apply_action(agents[d.player].act(game))
    assert compared > 20
