"""Fixtures for engine tests: build a position the way a scenario file does."""

from __future__ import annotations

import pytest

from zhdsl.scenarios.loader import parse
from zhdsl.scenarios.setup import build


@pytest.fixture
def position():
    """position(players=[{…}, {…}], deck=[…], current=1) → a Game inside that player's turn.
    Three or more players need a mode that seats them (mode="权杖" is 3–5, "生存" 4–7)."""

    def _make(players=None, deck=None, past=None, current=1, seed=0, mode="决斗"):
        data = {
            "模式": mode,
            "卡组": [],
            "当前角色": current,
            "种子": seed,
            "角色": players or [{}, {}],
            "公共区域": {"牌库": deck or [], "过往": past or []},
        }
        return build(parse(data))

    return _make
