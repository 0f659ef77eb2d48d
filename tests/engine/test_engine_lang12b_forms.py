"""Issue 11, lang12b: accepted texts that played wrong — a ward's trigger on its holder's death (rule 9.15(b)), 其 in
a 追加 (12.8(h)), 因此 across 。 (10.40(b)), a dead target's lord card gained (12.45(a)) — and the forms of batch w's
leftovers, each played with subjects, zones and amounts other than the batch's own texts."""

from __future__ import annotations

from decisions import answer, pass_to_end, use_when_offered
from test_engine_lowered_texts import play

from scenario_cards import card
from game_views import player, zone_names

DECK = [card(f"牌{i}", "生产1财富", "1绿", i) for i in range(8)]
KILL = card("杀", "令目标角色折损3财富", "0")


# -- 结附的角色死亡后 (rule 9.15(b)) ------------------------------------------------------------------------------


def _ward_then_kill(position, ward_text: str, victim_wealth: int = 2):
    """角色1 attaches 「界」 to 角色2, then kills (or only hurts) 角色2 with 「杀」, in a 3-player game."""
    game = position(players=[{"手牌": [card("界", ward_text, "0"), KILL]}, {"财富": victim_wealth}, {}], deck=DECK,
                    mode="权杖")
    answer(game, "界")
    answer(game, "角色2")
    pass_to_end(game)
    answer(game, "杀")
    answer(game, "角色2")
    pass_to_end(game)
    return game


def test_a_wards_trigger_on_its_holders_death_fires(position):
    text = "结附目标其他角色。结附的角色死亡后：此结界的控制者抽2张牌。"
    died = _ward_then_kill(position, text)
    assert player(died, 2).dead
    assert len(player(died, 1).hand) == 2  # the controller (角色1) draws, though the holder is dead
    lived = _ward_then_kill(position, text, victim_wealth=9)
    assert not player(lived, 2).dead and len(player(lived, 1).hand) == 0


def test_the_death_trigger_written_with_dang_and_shi_and_a_step_of_the_holder(position):
    given = _ward_then_kill(position, "结附目标其他角色。锁定&当结附的角色死亡时：令此牌的控制者生产3财富。")
    assert player(given, 1).wealth == 13
    back = _ward_then_kill(position, "结附目标其他角色。结附的角色死亡后：将此牌移入其控制者的手牌区。")
    assert [back.runtime().defn(u).name for u in player(back, 1).hand] == ["界"]
    assert player(back, 2).ward == []


def test_another_players_death_does_not_fire_the_wards_trigger(position):
    text = "结附目标其他角色。结附的角色死亡后：此结界的控制者抽2张牌。"
    game = position(players=[{"手牌": [card("界", text, "0"), KILL]}, {}, {"财富": 2}], deck=DECK, mode="权杖")
    answer(game, "界")
    answer(game, "角色2")
    pass_to_end(game)
    answer(game, "杀")
    answer(game, "角色3")
    pass_to_end(game)
    assert player(game, 3).dead and len(player(game, 1).hand) == 0


# -- 其 in a 追加 with a condition about you (rule 12.8(n)) --------------------------------------------------------


def _follow(position, text: str, me: dict | None = None):
    """角色1 uses 「攻」 on 角色2 and answers its own 追加 「追」."""
    from decisions import use_when_offered

    hand = [card("攻", "令目标其他角色折损1财富"), card("追", text), *(me or {}).pop("手牌", [])]
    game = position(players=[{**(me or {}), "手牌": hand}, {"手牌": [card("甲", "抽1张牌"), card("乙", "抽1张牌")]}],
                    deck=DECK)
    answer(game, "攻")
    assert use_when_offered(game, "追")
    while game.state.stack:  # everyone passes; a choice of a card to discard takes the first
        labels = game.decision.labels()
        answer(game, "过" if "过" in labels else labels[0])
    return game


def test_it_in_a_followup_names_the_target_with_or_without_a_condition_about_you(position):
    plain = _follow(position, "追加：令其弃1张手牌。")
    rich = _follow(position, "追加：若你的财富大于5，则令其弃1张手牌。")
    poor = _follow(position, "追加：若你的财富大于5，则令其弃1张手牌。", {"财富": 3})
    assert len(player(plain, 2).hand) == len(player(rich, 2).hand) == 1  # the target discards, not you
    assert len(player(poor, 2).hand) == 2  # the condition fails: nobody discards


def test_that_player_and_it_after_a_step_of_yours_in_a_followup(position):
    drawn = _follow(position, "追加：你抽1张牌，然后令其折损2财富。")
    assert (len(player(drawn, 1).hand), player(drawn, 1).wealth, player(drawn, 2).wealth) == (1, 10, 7)
    named = _follow(position, "追加：若你的手牌数小于3，则令该角色弃1张手牌。")
    assert len(player(named, 2).hand) == 1
    used = _follow(position, "追加：若你本回合使用过「攻」，则其折损2财富。")
    assert player(used, 2).wealth == 7 and player(used, 1).wealth == 10


# -- 若其因此死亡，你获得其领主牌 with a target (rule 12.45(a)) ---------------------------------------------------------

LORD = {"阵营": "中立", "名称": "试主", "效率": 5, "仓储": 5, "精力": "2红", "技能": "回合结束：抽1张牌"}


def _hand_names(game, seat: int) -> list[str]:
    rt = game.runtime()
    return sorted(rt.defn(u).name for u in player(game, seat).hand)


def test_a_target_who_died_of_the_step_gives_you_their_lord_card(position):
    text = "令目标其他角色折损3财富，若其因此死亡，你获得其领主牌。"
    others = [{"财富": 2, "领主": {**LORD, "名称": "乙主"}}, {"领主": {**LORD, "名称": "丙主"}}]
    died = play(position, text, others=others, target="角色2", mode="权杖", deck=DECK)
    assert player(died, 2).dead and _hand_names(died, 1) == ["乙主"]
    assert died.runtime().lord_def(1).name != "乙主"  # the dead player's lord is now the default one
    lived = play(position, text, others=[{"财富": 9, "领主": LORD}, {}], target="角色2", mode="权杖", deck=DECK)
    assert not player(lived, 2).dead and _hand_names(lived, 1) == []


def test_the_dead_targets_lord_by_other_words(position):
    others = [{"财富": 1, "领主": {**LORD, "名称": "乙主"}}, {}]
    named = play(position, "令目标其他角色折损2财富，若目标其他角色因此死亡，则获得目标其他角色的领主牌（移入手牌区）。",
                 others=others, target="角色2", mode="权杖", deck=DECK)
    assert _hand_names(named, 1) == ["乙主"]
    that = play(position, "令目标角色折损5财富，若该角色因此死亡，你获得其领主牌，然后抽1张牌。", others=others,
                target="角色2", mode="权杖", deck=DECK)
    assert _hand_names(that, 1) == ["乙主", "牌0"]


# -- a cap on a step's amount: （至多5） (rule 10.70) ----------------------------------------------------------------


def _hand(n: int) -> list:
    return [card(f"手{i}", "抽1张牌", "1绿", i) for i in range(n)]


def test_an_amount_is_capped_by_its_note(position):
    text = "展示牌库顶的1张牌，令目标角色折损等于该牌点数的财富（至多5），然后将该牌移入过往。"
    big = play(position, text, others=[{}], target="角色2", deck=[card("大", "抽1张牌", "1红", 8)])
    assert player(big, 2).wealth == 5  # 8, capped at 5
    small = play(position, text, others=[{}], target="角色2", deck=[card("小", "抽1张牌", "1红", 3)])
    assert player(small, 2).wealth == 7  # 3 is under the cap


def test_a_cap_on_a_variable_amount_of_your_own(position):
    text = "生产X财富（X为你的手牌数）（至多3）。"
    assert player(play(position, text, me={"手牌": _hand(4)}, deck=DECK), 1).wealth == 13
    assert player(play(position, text, me={"手牌": _hand(2)}, deck=DECK), 1).wealth == 12


def test_a_cap_on_what_each_player_does(position):
    text = "令所有其他角色各折损X财富（X为其手牌数）（至多2）。"
    game = play(position, text, others=[{"手牌": _hand(5)}, {"手牌": _hand(1)}], mode="权杖", deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 8, 9]


def test_a_capped_draw_and_a_cap_written_as_a_variable(position):
    drawn = play(position, "抽X张牌（X为你的物资）（至多2）。", me={"物资": 5}, deck=DECK)
    assert len(player(drawn, 1).hand) == 2
    by_var = play(position, "令目标角色弃2张手牌（至多X）（X为你的物资）。", me={"物资": 1},
                  others=[{"手牌": _hand(3)}], target="角色2", choose=("手0",), deck=DECK)
    assert len(player(by_var, 2).hand) == 2  # 2 capped at your 1 物资


# -- 选择1名队友 / 1名队友 in 团队 (rule 11.50(a)) -------------------------------------------------------------------


def _team(position, text: str, mate: dict | None = None, **kw):
    """角色1 uses `text` in 团队 (角色1 and 角色4 are a team)."""
    return play(position, text, others=[{}, {}, mate or {}], mode="团队", **kw)


def test_choosing_a_teammate_names_them_for_the_steps_after(position):
    game = _team(position, "选择1名队友，令其生产2财富。", deck=DECK)
    assert [p.wealth for p in game.state.players] == [10, 10, 10, 12]
    drew = _team(position, "选择一名队友，该队友抽1张牌，你获得1物资。", deck=DECK)
    assert (len(player(drew, 4).hand), player(drew, 1).supply) == (1, 1)


def test_a_chosen_teammate_who_is_dead_is_revived(position):
    text = "选择1名队友，若其已死亡，则令其复活。"
    dead = _team(position, text, {"死亡": True, "财富": 4}, deck=DECK)
    assert not player(dead, 4).dead and player(dead, 4).wealth == 4
    halves = "选择1名队友，支付一半财富（向下取整），令其生产等量财富，若其已死亡，则其复活。"
    alive = _team(position, halves, {"财富": 3}, deck=DECK)
    assert (player(alive, 1).wealth, player(alive, 4).wealth, player(alive, 4).dead) == (5, 8, False)
    # a dead teammate cannot produce (14.3): that step fails and the ones after it do not happen (10.2)
    stopped = _team(position, halves, {"死亡": True, "财富": 3}, deck=DECK)
    assert (player(stopped, 1).wealth, player(stopped, 4).wealth, player(stopped, 4).dead) == (5, 3, True)


def test_one_teammate_written_without_your_and_no_teammate_outside_a_team_mode(position):
    game = _team(position, "令1名队友抽1张牌。", deck=DECK)
    assert [len(p.hand) for p in game.state.players] == [0, 0, 0, 1]
    duel = play(position, "选择1名队友，令其生产2财富，你抽1张牌。", deck=DECK)
    assert player(duel, 1).wealth == 10 and len(player(duel, 1).hand) == 0  # nobody to choose: the steps stop


# -- 堆叠中除此牌外 (rule 10.80) and 堆叠底部的牌 (rule 12.50) --------------------------------------------------------


def _three_on_the_stack(position, text: str, me: dict | None = None):
    """角色1 uses 「攻」 on 角色2; 角色2 answers with 「谋」 (生产1财富); 角色3 answers with 「底」 (`text`), then all pass."""
    game = position(players=[{"手牌": [card("攻", "令目标其他角色折损2财富", "1红")], "精力": "1红"},
                             {"手牌": [card("谋", "即刻：生产1财富")]},
                             {**(me or {}), "手牌": [card("底", text), *(me or {}).get("手牌", [])]}], deck=DECK,
                    mode="权杖")
    answer(game, "攻")
    answer(game, "角色2")
    assert use_when_offered(game, "谋")
    used = use_when_offered(game, "底")
    pass_to_end(game)
    return game, used


def test_the_bottom_card_of_the_stack_is_countered_and_its_controller_named(position):
    text = "即刻：若堆叠中除此牌外还有至少2张牌，反制其中最底部的牌，然后其控制者生产1财富。"
    game, used = _three_on_the_stack(position, text)
    assert used
    # 「攻」 (the bottom) is countered: 角色2 loses nothing and gains 1 from 「谋」; 「攻」's controller 角色1 produces 1
    assert [p.wealth for p in game.state.players] == [11, 11, 10]
    assert "攻" in zone_names(game, "past")


def test_the_count_without_this_card(position):
    drawn, _ = _three_on_the_stack(position, "即刻：抽X张牌（X为堆叠中除此牌外的牌数）。")
    assert len(player(drawn, 3).hand) == 2  # 「攻」 and 「谋」, not 「底」 itself
    none, _ = _three_on_the_stack(position, "即刻：若堆叠中除此牌外没有牌，抽1张牌。")
    assert len(player(none, 3).hand) == 0
    more, _ = _three_on_the_stack(position, "即刻：若堆叠中除此牌外有3张牌，抽1张牌。")
    assert len(player(more, 3).hand) == 0 and player(more, 2).wealth == 9  # only 2: nothing; 「攻」 resolves


def test_the_bottom_card_copied_and_moved(position):
    copied, _ = _three_on_the_stack(position, "即刻：复制堆叠底部的牌。")
    assert player(copied, 2).wealth == 7  # 「攻」 twice (-4), 「谋」 +1
    moved, _ = _three_on_the_stack(position, "即刻：反制堆叠最底部的牌，将该牌移入虚空，令其控制者抽1张牌。")
    assert "攻" in zone_names(moved, "void") and len(player(moved, 1).hand) == 1


def test_alone_on_the_stack_there_is_no_bottom_card(position):
    """With only this card on the 堆叠, 堆叠底部的牌 names none: the count is 0 and 反制 does nothing."""
    game = play(position, "即刻：若堆叠中除此牌外没有牌，生产2财富。", deck=DECK)
    assert player(game, 1).wealth == 12
    alone = play(position, "即刻：反制堆叠底部的牌，生产2财富。", deck=DECK)
    assert player(alone, 1).wealth == 10  # the counter fails and the step after it does not happen (10.2)


# -- 每以此法 with a colour, 弃置 and 令…进入 a zone (rule 10.62(a)) ---------------------------------------------------


def _coloured(name: str, colour: str) -> dict:
    return card(name, "抽1张牌", f"1{colour}", 1)


def test_each_yellow_card_the_others_discarded_draws_one(position):
    text = "所有其他角色各弃1张手牌，你每以此法令1张黄色牌进入过往，就抽1张牌。"
    others = [{"手牌": [_coloured("黄甲", "黄")]}, {"手牌": [_coloured("黄乙", "黄")]}, {"手牌": [_coloured("绿丙", "绿")]}]
    game = play(position, text, others=others, mode="权杖", deck=DECK)
    assert [len(p.hand) for p in game.state.players] == [2, 0, 0, 0]  # two yellow cards entered 过往: you draw 2
    none = play(position, text, others=[{"手牌": [_coloured("绿甲", "绿")]}, {}], mode="权杖", deck=DECK)
    assert len(player(none, 1).hand) == 0


def test_each_red_card_discarded_and_each_card_moved_of_a_colour(position):
    hand = [_coloured("红1", "红"), _coloured("红2", "红"), _coloured("蓝1", "蓝")]
    red = play(position, "弃3张手牌，每以此法弃置1张红色牌，生产2财富。", me={"手牌": hand}, choose=("红1", "红2", "蓝1"),
               deck=DECK)
    assert player(red, 1).wealth == 14 and len(player(red, 1).hand) == 0
    ward = [_coloured("红结", "红"), _coloured("蓝结", "蓝"), _coloured("红界", "红")]
    moved = play(position, "将你结界区中的所有牌移入过往，每以此法移入1张红色牌，你获得1物资。", me={"结界区": ward},
                 deck=DECK)
    assert player(moved, 1).supply == 2


def test_cards_made_to_enter_another_zone_are_not_counted(position):
    """`每以此法令1张牌进入过往` after a move into 虚空 counts none: the cards entered 虚空, not 过往."""
    ward = [_coloured("甲", "红"), _coloured("乙", "红")]
    void = play(position, "将你结界区中的所有牌移入虚空，每以此法令1张牌进入过往，生产1财富。", me={"结界区": ward},
                deck=DECK)
    assert player(void, 1).wealth == 10
    past = play(position, "将你结界区中的所有牌移入过往，每以此法令1张牌进入过往，生产1财富。", me={"结界区": ward},
                deck=DECK)
    assert player(past, 1).wealth == 12


# -- a triggered note before a segment's head: （你转化时，…）限定：… (rules 13.20, 9.15(c)) ------------------------------


def _lord_with(skills: str, **me):
    return {"领主": {**LORD, "名称": "注主", "技能": skills}, **me}


def test_a_triggered_note_before_a_lords_skill_is_a_segment_of_its_own(position):
    text = "（你转化时，额外抽1张牌）限定：横置，将1张手牌置于牌库顶，获得2物资。"
    game = position(players=[_lord_with(text, 手牌=[card("转", "进行1次转化")], 物资=3), {}], deck=DECK)
    answer(game, "转")
    pass_to_end(game)
    me = player(game, 1)
    assert len(me.hand) == 2 and me.supply == 2  # 转化: pays 1 物资, draws 1; the note draws 1 more
    plain = position(players=[{"手牌": [card("转", "进行1次转化")], "物资": 3}, {}], deck=DECK)
    answer(plain, "转")
    pass_to_end(plain)
    assert len(player(plain, 1).hand) == 1  # without the lord, no extra card


def test_the_skill_after_the_note_is_still_the_lords(position):
    text = "（你转化时，额外抽1张牌）限定：横置，获得2物资。"
    game = position(players=[_lord_with(text), {}], deck=DECK)
    answer(game, "技能「限定")
    pass_to_end(game)
    assert player(game, 1).supply == 2 and len(player(game, 1).hand) == 0  # the skill; no 转化, no extra card


def test_other_triggered_notes_before_a_head(position):
    drew = "（当你抽牌后，生产1财富）主动：横置，获得1物资。"
    game = play(position, "抽1张牌。", me=_lord_with(drew), deck=DECK)
    assert player(game, 1).wealth == 11 and len(player(game, 1).hand) == 1
    after = "（你转化后，生产1财富）锁定&回合结束：抽1张牌。"
    converted = play(position, "进行1次转化。", me=_lord_with(after, 物资=2), deck=DECK)
    assert player(converted, 1).wealth == 11 and player(converted, 1).supply == 1


# -- X defined right after a condition (rule 10.81) -----------------------------------------------------------------


def test_a_variable_defined_after_a_condition_is_seen_by_it(position):
    text = "若你的手牌数大于X（X为你的物资），生产2财富。"
    assert player(play(position, text, me={"手牌": _hand(3), "物资": 1}, deck=DECK), 1).wealth == 12
    assert player(play(position, text, me={"手牌": _hand(3), "物资": 5}, deck=DECK), 1).wealth == 10
    nested = "若你的手牌数大于X（X为你的物资），若你的财富少于15，抽X张牌。"
    drew = play(position, nested, me={"手牌": _hand(3), "物资": 2}, deck=DECK)
    assert len(player(drew, 1).hand) == 5  # 3 > 2, then X (2) cards drawn


def test_the_stack_count_compared_with_a_variable(position):
    text = "即刻：若堆叠中除此牌外还有至少X张牌（X为你的手牌数），反制其中最底部的牌，然后其控制者生产1财富。"
    game, used = _three_on_the_stack(position, text, {"手牌": _hand(2)})
    assert used and [p.wealth for p in game.state.players] == [11, 11, 10]  # 2 others ≥ X = 2 (「底」 left the hand)
    more, _ = _three_on_the_stack(position, text, {"手牌": _hand(3)})
    assert [p.wealth for p in more.state.players] == [10, 9, 10]  # 2 < 3: nothing countered


# -- 你死亡的队友 (rule 7.12(a)): 团队's own words, `队友复活并获得等量财富` ------------------------------------------------


def test_your_dead_teammate_is_revived_with_what_you_paid(position):
    text = "即刻：支付一半财富（向下取整），令你死亡的队友复活，其获得等量的财富。"
    game = _team(position, text, {"死亡": True, "财富": 0}, deck=DECK)
    mate = player(game, 4)
    assert (player(game, 1).wealth, mate.dead, mate.wealth) == (5, False, 5)
    joined = _team(position, "支付一半财富（向下取整），令你已死亡的队友复活并获得等量财富。", {"死亡": True, "财富": 0},
                   me={"财富": 7}, deck=DECK)
    assert (player(joined, 1).wealth, player(joined, 4).dead, player(joined, 4).wealth) == (4, False, 3)


def test_your_dead_teammate_in_other_words(position):
    drew = _team(position, "令死亡的队友复活，其抽1张牌。", {"死亡": True, "财富": 2}, deck=DECK)
    assert not player(drew, 4).dead and len(player(drew, 4).hand) == 1
    paid = _team(position, "支付3财富，你的已死亡的队友复活并获得3财富。", {"死亡": True, "财富": 1},
                 deck=DECK)
    assert (player(paid, 1).wealth, player(paid, 4).wealth, player(paid, 4).dead) == (7, 4, False)


def test_with_no_dead_teammate_the_card_cannot_be_used(position):
    """Your dead teammate is a target among the dead of your team (7.12): with your teammate alive there is none."""
    game = position(players=[{"手牌": [card("复", "令你死亡的队友复活，其抽1张牌。")]}, {}, {}, {}], deck=DECK, mode="团队")
    assert not any("复" in label for label in game.decision.labels())


# -- 牌库最底部的牌, 牌库顶部的牌 (rule 12.50(a)) -----------------------------------------------------------------------


def _drawn_names(game) -> list[str]:
    return sorted(game.runtime().defn(u).name for u in player(game, 1).hand)


def test_the_bottom_and_top_card_of_the_deck(position):
    bottom = play(position, "将牌库最底部的牌移入你的手牌区。", deck=DECK)
    top = play(position, "将牌库顶部的牌移入你的手牌区。", deck=DECK)
    drawn = play(position, "抽1张牌。", deck=DECK)
    assert _drawn_names(top) == _drawn_names(drawn) != _drawn_names(bottom)  # 抽 takes the top card
    assert len(player(bottom, 1).hand) == 1
    again = play(position, "将牌库底部的1张牌移入你的手牌区。", deck=DECK)
    assert _drawn_names(again) == _drawn_names(bottom)
