"""A numeric encoding of the contract's observations: one fixed-size float32 vector per observation,
for learning agents. It is built from the game info alone (counters, pools, zones, card
definitions), so every game gets one.

Layout (seats rotated so the viewer comes first, then the next seat in turn order …):

- the game: turn, stack depth, whether the viewer is the active player, whether it decides now;
- per seat: in play (not dead), active, the viewer's teammate, every counter, every pool colour,
  the size of every zone of a player;
- the size of every shared zone;
- card counts by definition (one slot per card definition of the game's library) for every zone of
  every seat, every shared zone and the stack — only the cards the viewer may see are counted, so
  the vector holds nothing the viewer could not see.
"""

from __future__ import annotations

import numpy as np


class Encoder:
    def __init__(self, info: dict) -> None:
        self.players = info["players"]
        self.definitions = len(info["cards"])
        self.counters = [c["id"] for c in info["counters"]]
        self.pools = [(p["id"], [c["id"] for c in p["colours"]]) for p in info["pools"]]
        self.player_zones = [z["id"] for z in info["zones"] if z["owned"]]
        self.shared_zones = [z["id"] for z in info["zones"] if not z["owned"]]
        colours = sum(len(cs) for _p, cs in self.pools)
        self.per_player = 3 + len(self.counters) + colours + len(self.player_zones)
        self.scalars = 4 + self.players * self.per_player + len(self.shared_zones)
        self.histograms = self.players * len(self.player_zones) + len(self.shared_zones) + 1
        self.size = self.scalars + self.histograms * self.definitions

    def seats(self, viewer: int) -> list[int]:
        return [(viewer + k) % self.players for k in range(self.players)]

    def encode(self, obs: dict) -> np.ndarray:
        """The vector of one observation (of a seat: the rotation needs a viewer)."""
        viewer = obs["viewer"] if obs["viewer"] is not None else 0
        out = np.zeros(self.size, dtype=np.float32)
        decision = obs["decision"]
        out[0:4] = (obs["turn"], len(obs["stack"]), obs["active"] == viewer,
                    decision is not None and decision["seat"] == viewer)
        mates = set(obs["players"][viewer]["team"])
        at = 4
        hist = self.scalars
        d = self.definitions
        for seat in self.seats(viewer):
            p = obs["players"][seat]
            row = [not p["dead"], obs["active"] == seat, seat in mates and seat != viewer]
            row += [p["counters"].get(c, 0) for c in self.counters]
            for pool, colours in self.pools:
                amounts = p["pools"].get(pool, {})
                row += [amounts.get(c, 0) for c in colours]
            row += [p["zones"][z]["count"] for z in self.player_zones]
            out[at:at + len(row)] = row
            at += self.per_player
            for z in self.player_zones:
                _count(out, hist, d, p["zones"][z]["cards"])
                hist += d
        for z in self.shared_zones:
            zone = obs["shared_zones"][z]
            out[at] = zone["count"]
            at += 1
            _count(out, hist, d, zone["cards"])
            hist += d
        _count(out, hist, d, [e["card"] for e in obs["stack"] if e["card"] is not None])
        return out


def _count(out: np.ndarray, start: int, definitions: int, cards) -> None:
    for card in cards or ():
        def_id = card.get("def_id")
        if def_id is not None and 0 <= def_id < definitions:
            out[start + def_id] += 1
