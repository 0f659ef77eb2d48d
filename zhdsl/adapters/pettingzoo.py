"""zhdsl as a PettingZoo AEC environment (`pip install 'zhdsl[pettingzoo]'`), for any installed game.

    from zhdsl.adapters.pettingzoo import env

    e = env(game="zongheng", mode="决斗")
    e.reset(seed=7)
    for agent in e.agent_iter():
        observation, reward, termination, truncation, info = e.last()
        mask = observation["action_mask"]
        action = None if termination or truncation else e.action_space(agent).sample(mask)
        e.step(action)

Agents are `player_0` … (seat 0 …). An observation is `{"observation": float32 vector (the numeric
encoding of what that seat may see, zhdsl.adapters.encoding), "action_mask": int8 vector}`; an
action is an index into the current decision's options, at most `max_actions` of them (options past
that are masked out; no bundled game reaches 128). Rewards come once, at the end: each seat's
return (+1 won, −1 lost, 0 draw). `info` carries the decision's option labels for the deciding
agent. The game's own bound on actions ends a game that runs too long in a draw (a termination).
"""

from __future__ import annotations

import io

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from zhdsl.adapters.encoding import Encoder
from zhdsl.engine import contract
from zhdsl.play.spec import GameSpec

MAX_ACTIONS = 128


class ZhdslEnv(AECEnv):
    metadata = {"render_modes": ["human", "ansi"], "name": "zhdsl_v0", "is_parallelizable": False}

    def __init__(self, game: str = "zongheng", mode: str | None = None, players: int | None = None,
                 cardsets: tuple[str, ...] = (), max_actions: int = MAX_ACTIONS, render_mode: str | None = None) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode 应为 {self.metadata['render_modes']} 之一")
        self.spec_args = {"game": game, "mode": mode, "players": players, "cardsets": tuple(cardsets)}
        self.max_actions = max_actions
        self.render_mode = render_mode
        probe = GameSpec(**self.spec_args).create()
        self.info = contract.game_info(probe)
        self.encoder = Encoder(self.info)
        n = self.info["players"]
        self.possible_agents = [f"player_{seat}" for seat in range(n)]
        self.agent_name_mapping = {name: seat for seat, name in enumerate(self.possible_agents)}
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(-np.inf, np.inf, (self.encoder.size,), np.float32),
            "action_mask": spaces.Box(0, 1, (max_actions,), np.int8),
        })
        self._action_space = spaces.Discrete(max_actions)
        self._rng = np.random.default_rng()
        self.game = None

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    # -- the AEC cycle -----------------------------------------------------------------------------------

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = int(self._rng.integers(0, 2**31 - 1))
        self.game = GameSpec(**self.spec_args, seed=game_seed).create()
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._after_action()

    def _after_action(self) -> None:
        game = self.game
        if game.is_terminal():
            returns = game.returns()
            for agent, seat in self.agent_name_mapping.items():
                if agent in self.agents:
                    self.rewards[agent] = float(returns[seat])
                    self.terminations[agent] = True
            if self.agent_selection_is_unset():
                self.agent_selection = self.agents[0]
            return
        decider = self.possible_agents[game.current_player()]
        self.agent_selection = decider
        for agent in self.agents:
            self.infos[agent] = {}
        self.infos[decider] = {"labels": [game.action_to_string(a) for a in game.legal_actions()[: self.max_actions]],
                               "step": game.actions}

    def agent_selection_is_unset(self) -> bool:
        return getattr(self, "agent_selection", None) not in self.agents

    def observe(self, agent):
        seat = self.agent_name_mapping[agent]
        mask = np.zeros(self.max_actions, dtype=np.int8)
        legal = self.game.legal_actions(seat)[: self.max_actions]
        mask[legal] = 1
        return {"observation": self.encoder.encode(self.game.observation(seat)), "action_mask": mask}

    def step(self, action) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        seat = self.agent_name_mapping[agent]
        if action is None or not 0 <= int(action) < min(self.max_actions, len(self.game.legal_actions(seat))):
            raise ValueError(f"{agent} 的动作 {action} 不合法（合法：{self.game.legal_actions(seat)[: self.max_actions]}）")
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self.game.apply_action(int(action))
        self._after_action()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # -- showing it ---------------------------------------------------------------------------------------

    def render(self):
        if self.render_mode is None or self.game is None:
            return None
        from zhdsl.play.render import generic_view, make_console

        buffer = io.StringIO()
        console = make_console(file=buffer, width=100, color_system=None)
        console.print(generic_view(self.game.observation(None), self.info))
        text = buffer.getvalue()
        if self.render_mode == "human":
            print(text, end="")
            return None
        return text

    def close(self) -> None:
        self.game = None


def env(**kwargs) -> ZhdslEnv:
    """The environment (PettingZoo's convention: `env()` makes one)."""
    return ZhdslEnv(**kwargs)
