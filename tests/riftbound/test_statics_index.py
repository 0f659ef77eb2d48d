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
    d = rt.library.add_card("缄默卫士", "unit", "我无法造成战斗伤害。", might=2)
    assert statics._present(rt) is not before  # the card list grew: read again
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
