"""The static abilities' shortcuts (zhdsl/games/riftbound/statics.py, docs/performance.md "Riftbound statics"):
each card program is read once for its restriction sentences and `获得` clauses, and a scan skips the words no
card of the game has. A card added to the game later (a scenario's inline card, a token) must still count."""

from __future__ import annotations

from zhdsl.engine.cards import CardInstance
from zhdsl.games.riftbound import select, statics
from zhdsl.games.riftbound.game import new_game
from zhdsl.games.riftbound.library import compile_card_text


def _enter(rt, d, seat: int) -> int:
    s = rt.state
    uid = s.new_uid()
    s.add_card(CardInstance(uid, d.id, seat, seat, "none"))
    rt.put(uid, "base", seat)
    return uid


def test_a_program_is_indexed_by_what_its_sentences_say():
    restricting, _ = compile_card_text("对手无法得分。")
    gaining, _ = compile_card_text("我获得{{S}}+2和{{强攻}}。")
    index = statics._index(restricting)
    assert set(index.restrictions) == {"CANNOT_SCORE"} and index.gains == ()
    assert statics._index(gaining).restrictions == {} and len(statics._index(gaining).gains) == 1
    assert statics._index(restricting) is index  # read once


def test_a_card_added_after_the_game_began_is_seen_by_the_scan():
    game = new_game("1v1", 2, seed=3)
    rt = game.runtime()
    before = statics._present(rt)
    size = before.size
    d = rt.library.add_card("缄默卫士", "unit", "我无法造成战斗伤害。", might=2)
    after = statics._present(rt)  # the card list grew: the new definition is read
    assert after.size == len(rt._defs) == size + 1
    assert after.table[d.id] is not None and "NO_COMBAT_DAMAGE" in after.words
    other = _enter(rt, rt.library.add_card("见习兵", "unit", "我获得{{强攻}}。", might=1), 0)
    uid = _enter(rt, d, 0)
    assert statics.restricted(rt, "NO_COMBAT_DAMAGE", uid=uid)
    assert not statics.restricted(rt, "NO_COMBAT_DAMAGE", uid=other)  # the sentence speaks of its own card


def test_a_static_gain_added_mid_game_changes_might_and_keywords():
    game = new_game("1v1", 2, seed=5)
    rt = game.runtime()
    d = rt.library.add_card("铁壁新兵", "unit", "我获得{{S}}+2和{{强攻}}。", might=1)
    uid = _enter(rt, d, 1)
    assert rt.might(uid) == 3
    assert rt.keyword(uid, "强攻") == 1
    assert getattr(rt, "_scan", None) is None  # the one-query scan is dropped after the query


def test_the_scan_table_skips_spells_and_counts_each_hosts_gear_in_order():
    game = new_game("1v1", 2, seed=7)
    rt = game.runtime()
    spell = rt.library.add_card("封口令", "spell", "对手无法得分。")
    guard = rt.library.add_card("守门人", "unit", "对手无法得分。", might=2)
    blade = rt.library.add_card("短刃", "gear", "我获得{{强攻}}。", might=1)
    table = statics._present(rt).table
    assert table[spell.id] is None  # a spell's text is never in force, whatever it says
    assert table[guard.id] is not None and table[guard.id][0] is guard
    host = _enter(rt, guard, 0)
    first, second = _enter(rt, blade, 0), _enter(rt, blade, 0)
    for g in (second, first):  # attached in the other order: the permanents' order still decides
        rt.state.mut(g).marks = {**rt.state.cards[g].marks, "host": host}
    outside = select.gear_on(rt, host)
    assert outside == [first, second]
    rt._scan = statics._Scan(rt)
    try:
        assert select.gear_on(rt, host) == outside
        assert select.gear_on(rt, first) == []
    finally:
        rt._scan = None
    assert rt.might(host) == 2 + 1 + 1  # each attached gear's printed might (18.1(b))
    assert statics.restricted(rt, "CANNOT_SCORE", seat=1)
    assert not statics.restricted(rt, "CANNOT_SCORE", seat=0)


def test_a_grown_card_list_sums_up_as_a_fresh_read_of_the_whole_list():
    game = new_game("1v1", 2, seed=4)
    rt = game.runtime()
    statics._present(rt)
    added = [rt.library.add_card("守门人", "unit", "对手无法得分。", might=2),
             rt.library.add_card("咒文", "spell", "我获得{{强攻}}。"),
             rt.library.add_card("铁壁新兵", "unit", "我获得{{S}}+2和{{强攻}}。", might=1)]
    grown, fresh = statics._present(rt), statics._Present(rt._defs)
    assert grown.size == fresh.size == len(rt._defs)
    assert grown.words == fresh.words and grown.gains == fresh.gains is True
    assert grown.table == fresh.table
    assert grown.table[added[1].id] is None and grown.table[added[2].id][0] is added[2]


def test_a_reading_answers_as_fresh_queries_and_forgets_before_a_change():
    game = new_game("1v1", 2, seed=5)
    rt = game.runtime()
    uid = _enter(rt, rt.library.add_card("见习兵", "unit", "我获得{{S}}+1。", might=1), 0)
    with statics.reading(rt) as read:
        assert rt.might(uid) == 2 and rt.might(uid) == 2
        assert set(read.each) == {uid} and read.scan is not None  # worked out once, one scan kept
        assert getattr(rt, "_scan", None) is None  # outside a query no scan is in force
    assert getattr(rt, "_read", None) is None
    booster = rt.library.add_card("鼓手", "unit", "你的单位获得{{S}}+2。", might=1)
    with read:  # kept across a change it was not told of, it would still say 2
        read.forget()
        _enter(rt, booster, 0)
        assert rt.might(uid) == 4
    assert read.each.get(uid) is not None
    kept = rt.state
    rt.state = kept.copy()
    rt.mark(uid, buff=1)
    with read:  # bound to the state it read: on another state what it remembered is dropped
        assert read.state is rt.state and not read.each
        assert rt.might(uid) == 5
    rt.state = kept
    assert rt.might(uid) == 4


def test_every_reading_in_play_only_reads_and_answers_as_fresh_queries(monkeypatch):
    """The stretches played inside a statics.Reading (option lists, cleanup's might checks) change nothing,
    and each card's remembered statics are what a query without the Reading answers, in games of every table."""
    from zhdsl.agents.random import RandomAgent
    from zhdsl.engine.state import fingerprint

    enter, leave, each = statics.Reading.__enter__, statics.Reading.__exit__, statics._each
    seen = {"stretches": 0, "answers": 0, "entered": 0}

    def checked_enter(self):  # every fourth outermost stretch: a fingerprint of the whole state is dear
        outermost = getattr(self.rt, "_read", None) is None
        seen["entered"] += outermost
        self.outer_print = fingerprint(self.rt.state) if outermost and seen["entered"] % 4 == 0 else None
        return enter(self)

    def checked_leave(self, *exc):
        if self.outer_print is not None and exc[0] is None:
            assert fingerprint(self.rt.state) == self.outer_print, "Reading 内的代码改变了状态"
            seen["stretches"] += 1
        return leave(self, *exc)

    def checked_each(rt, uid):
        got = list(each(rt, uid))
        read = getattr(rt, "_read", None)
        if read is not None and read.state is rt.state and not getattr(rt, "_in_statics", False):
            rt._read = None
            try:
                assert got == list(each(rt, uid)), f"单位{uid}：Reading 记下的静态效果与重新查询不同"
            finally:
                rt._read = read
            seen["answers"] += 1
        yield from got

    monkeypatch.setattr(statics, "Reading", type("CheckedReading", (), {
        "__init__": statics.Reading.__init__, "forget": statics.Reading.forget,
        "__enter__": checked_enter, "__exit__": checked_leave}))
    monkeypatch.setattr(statics, "_each", checked_each)
    game = new_game("1v1", 2, seed=1)
    agents = [RandomAgent(31 + seat) for seat in range(2)]
    for _step in range(120):  # the first turns: plays, moves, a showdown
        game.apply_action(agents[game.decision.player].act(game))
    assert not game.is_terminal()
    assert seen["stretches"] > 150 and seen["answers"] > 500


def test_cleanup_reads_afresh_after_a_unit_becomes_mighty(monkeypatch):
    """What happens when a unit becomes mighty (its mark, its trigger) may change the statics of the units checked
    after it in the same cleanup (rule 11.5): their might is then read afresh, not from the scan made before."""
    from zhdsl.games.riftbound import combat, triggers

    game = new_game("1v1", 2, seed=6)
    rt = game.runtime()
    strong = _enter(rt, rt.library.add_card("巨像", "unit", "", might=5), 0)
    near = _enter(rt, rt.library.add_card("新兵", "unit", "", might=4), 0)
    booster = rt.library.add_card("鼓手", "unit", "你的单位获得{{S}}+1。", might=1)
    fire = triggers.fire

    def fire_and_enter(rt_, kind, **data):  # a trigger that puts a unit with a static into play at once
        if kind == "mighty" and data.get("uid") == strong:
            _enter(rt_, booster, 0)
        return fire(rt_, kind, **data)

    monkeypatch.setattr(triggers, "fire", fire_and_enter)
    units = rt.units()
    assert units.index(strong) < units.index(near)
    combat.cleanup(rt)
    assert rt.might(near) == 5
    assert rt.card(strong).marks.get("mighty") and rt.card(near).marks.get("mighty")


def _in_hand(rt, d, seat: int) -> int:
    s = rt.state
    uid = s.new_uid()
    s.add_card(CardInstance(uid, d.id, seat, seat, "none"))
    rt.put(uid, "hand", seat)
    return uid


def test_a_hand_passive_is_read_for_the_state_of_each_call():
    """`你手牌中的所有装备都获得{{灵便}}` (rules-riftbound.md 19.29) is asked outside any static query (a card's speed,
    play_card): a source that enters or leaves play between two calls, with no other query in between, changes
    the answer at once (the list of `获得` clauses was once kept on the runtime until the next query)."""
    game = new_game("1v1", 2, seed=5)
    rt = game.runtime()
    gear = _in_hand(rt, rt.library.add_card("青铜护手", "gear", "", might=1), 0)
    lord = rt.library.add_card("武库统领", "unit", "你手牌中的所有装备都获得{{灵便}}。", might=3)
    assert statics.hand_keywords(rt, gear) == set()
    uid = _enter(rt, lord, 0)
    assert statics.hand_keywords(rt, gear) == {"灵便"}
    rt.put(uid, "trash", 0)
    assert statics.hand_keywords(rt, gear) == set()
    other = _enter(rt, lord, 1)  # the other player's passive speaks of that player's hand only
    assert statics.hand_keywords(rt, gear) == set()
    with statics.reading(rt) as read:  # inside a read-only stretch the stretch's scan serves
        assert statics.hand_keywords(rt, gear) == set() and read.scan is not None
        read.forget()
        rt.put(other, "trash", 1)
        _enter(rt, lord, 0)
        assert statics.hand_keywords(rt, gear) == {"灵便"}
    assert statics.hand_keywords(rt, gear) == {"灵便"}


def test_a_programs_cost_reductions_are_read_once_in_the_texts_order_without_the_optional_ones():
    """statics._reducers: what `_reductions` reads of a card's text at every cost asked, found once per program."""
    two, _ = compile_card_text("我的费用减少{{2}}。你的“龙”属性单位法力费用减少{{1}}。")
    rows = statics._reducers(two)
    assert [(ability.kind, [clause.kind for _sentence, clause, _found in found]) for ability, found in rows] \
        == [("effect", ["clause", "clause"])]
    assert [[q.kind for q in found] for _sentence, _clause, found in rows[0][1]] == [["cost_reduce"], ["cost_reduce"]]
    assert rows[0][1][0][0] is two.abilities[0].sentences[0]  # the first sentence's clause first
    assert statics._reducers(two) is rows
    paid, _ = compile_card_text("你可以选择支付{{A}}，以此让我的费用减少{{2}}。")  # only when paid (play.as_played)
    assert statics._reducers(paid) == ()
    neither, _ = compile_card_text("当我进攻时，抽一张牌。")
    assert statics._reducers(neither) == ()
