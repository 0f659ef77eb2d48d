"""Rule 2.14 of docs/rules-riftbound.md: a game's token definitions are its own, so a token's id depends on
that game alone and not on the games the process played before it."""

from __future__ import annotations

from zhdsl.games.riftbound.game import load_cardsets, new_game


def test_a_token_made_in_one_game_does_not_change_another_games_ids():
    loaded = load_cardsets([])
    catalog_size = len(loaded.library)
    first = new_game("1v1", cardsets=loaded, seed=7)
    made = first.library.token("规则测试指示物", might=2)
    assert made.id == catalog_size  # the first definition the game adds
    second = new_game("1v1", cardsets=loaded, seed=7)
    assert len(second.library) == catalog_size  # the first game's token is not in the second's library
    assert second.library.token("规则测试指示物", might=2).id == made.id  # the same id as if played first
    assert len(loaded.library) == catalog_size  # the shared catalog library is never extended by a game
