"""zhdsl as an OpenSpiel game (`pip install 'zhdsl[openspiel]'`), for any installed game.

Importing this module registers `python_zhdsl` with pyspiel:

    import pyspiel
    import zhdsl.adapters.openspiel  # noqa: F401

    game = pyspiel.load_game("python_zhdsl", {"game": "zongheng", "mode": "团队", "players": 4, "seed": 7})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(random.choice(state.legal_actions()))
    print(state.returns())

The game's randomness comes from its seed (a parameter), so for OpenSpiel the game is deterministic
with imperfect information: each player observes what its seat may see (the numeric encoding of
zhdsl.adapters.encoding as the observation tensor, the contract's observation as JSON as the string). An
action is an index into the current decision's options (at most `max_actions`); the game's own
bound on actions ends it in a draw. Parameter `mode` "" is the game's first mode, `players` 0 the
mode's smallest count.
"""

from __future__ import annotations

import json

import numpy as np
import pyspiel

from zhdsl.adapters.encoding import Encoder
from zhdsl.engine import contract
from zhdsl.engine.limits import Limits
from zhdsl.play.spec import GameSpec

SHORT_NAME = "python_zhdsl"
MAX_ACTIONS = 128
MAX_PLAYERS = 7
DEFAULTS = {"game": "zongheng", "mode": "", "players": 0, "seed": 0, "max_actions": MAX_ACTIONS}

GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="zhdsl card games (Chinese card text, any installed game)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=MAX_PLAYERS,
    min_num_players=2,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULTS,
)


def _spec(params: dict) -> GameSpec:
    return GameSpec(
        mode=params["mode"] or None, seed=int(params["seed"]), players=int(params["players"]) or None,
        game=params["game"],
    )


class _Match:
    """The zhdsl game inside a state, with the actions that made it. OpenSpiel clones a state by
    deep-copying its attributes: the game is copied with `Game.clone()`, which shares the immutable
    card library. It serializes a state by pickling them: a match pickles as its spec and actions,
    and is replayed when unpickled (the same seed and actions give the same game).

    `seen` holds each player's observation tensor at the match's position (encoded on first
    request, read-only): clones of one position share it and an action starts a new one, so a
    position is encoded once per player however many clones of it OpenSpiel observes. Only the
    tensor is kept: the JSON string is asked once per position, and kept observation dicts would
    cost the garbage collector more than rebuilding them (the observer holds the last one it
    encoded, for the string asked right after: `ZhdslObserver`)."""

    def __init__(self, spec: GameSpec, game=None, actions: list[int] | None = None, seen: dict | None = None) -> None:
        self.spec = spec
        if game is None:
            first = _initial(spec)
            game, seen = first.game.clone(), first.seen
        self.game = game
        self.actions = actions if actions is not None else []
        self.seen = seen if seen is not None else {}

    def apply(self, action: int) -> None:
        self.game.apply_action(action)
        self.actions.append(action)
        self.seen = {}

    def __deepcopy__(self, memo) -> _Match:
        return _Match(self.spec, self.game.clone(), list(self.actions), self.seen)

    def __reduce__(self):
        return (_replay, (self.spec, list(self.actions)))


_INITIAL: dict = {}


def _initial(spec: GameSpec) -> _Match:
    """A match at its first decision, made once per spec (OpenSpiel makes a new initial state for
    every clone); states start from a clone of its game and share what it has observed."""
    if spec not in _INITIAL:
        if len(_INITIAL) > 64:
            _INITIAL.clear()
        _INITIAL[spec] = _Match(spec, spec.create(), [], {})
    return _INITIAL[spec]


def _replay(spec: GameSpec, actions: list[int]) -> _Match:
    match = _Match(spec)
    for action in actions:
        match.apply(action)
    return match


class ZhdslGame(pyspiel.Game):
    def __init__(self, params=None) -> None:
        params = {**DEFAULTS, **(params or {})}
        spec = _spec(params)
        probe = _initial(spec).game
        self.spec = spec
        self.max_actions = int(params["max_actions"])
        self.game_info = contract.game_info(probe)
        self.encoder = Encoder(self.game_info)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.max_actions,
            max_chance_outcomes=0,
            num_players=self.game_info["players"],
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=Limits().actions_per_game,
        )
        super().__init__(GAME_TYPE, info, params)

    def new_initial_state(self) -> ZhdslState:
        return ZhdslState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> ZhdslObserver:
        return ZhdslObserver(self, params)


class ZhdslState(pyspiel.State):
    def __init__(self, game: ZhdslGame) -> None:
        super().__init__(game)
        self.match = _Match(game.spec)
        self.max_actions = game.max_actions

    @property
    def zhdsl(self):
        """The zhdsl game (zhdsl.engine.game.Game) of this state."""
        return self.match.game

    def current_player(self) -> int:
        g = self.match.game
        return pyspiel.PlayerId.TERMINAL if g.is_terminal() else g.current_player()

    def _legal_actions(self, player: int) -> list[int]:
        return self.match.game.legal_actions(player)[: self.max_actions]

    def _apply_action(self, action: int) -> None:
        self.match.apply(int(action))

    def _action_to_string(self, player: int, action: int) -> str:
        names = action_names(self.match.game, player)
        shown = names[action] if 0 <= action < len(names) else f"<不合法的动作 {action}>"
        return f"角色{player + 1}：{shown}"

    def is_terminal(self) -> bool:
        return self.match.game.is_terminal()

    def returns(self) -> list[float]:
        return [float(r) for r in self.match.game.returns()]

    def __str__(self) -> str:
        g = self.match.game
        result = contract.result(g)
        head = f"第{g.state.turn}回合，第{g.actions}步"
        if result["terminal"]:
            return f"{head}，已结束：{result['reason']}"
        return f"{head}，等待角色{g.current_player() + 1}：{g.decision.prompt}"


def action_names(game, player: int) -> list[str]:
    """Each option's label, told apart where labels repeat (two copies of 「教育」 in a hand) by the
    ids of the cards it names that `player` may see, else by its number: OpenSpiel wants a
    different string for every action."""
    d = game.decision
    if d is None or d.player != player:
        return []
    names = []
    for o in d.options:
        ids = [f"#{value}" for kind, value in o.refs if kind == "card" and contract.visible(game.state, value, player)]
        names.append(o.label + (f"（{'、'.join(ids)}）" if ids else ""))
    if len(set(names)) < len(names):
        names = [f"{name}（选项{i + 1}）" for i, name in enumerate(names)]
    return names


class ZhdslObserver:
    """What one player observes: the numeric encoding as the tensor, the contract's observation as the string."""

    def __init__(self, game: ZhdslGame, params) -> None:
        if params:
            raise ValueError(f"不支持观察参数：{params}")
        self.encoder = game.encoder
        self.tensor = np.zeros(self.encoder.size, np.float32)
        self.dict = {"observation": self.tensor}
        # The observation last encoded, with its position (the match's `seen` table: a new one after every
        # action, held here so it is not reused) and player. OpenSpiel asks a position's string right after
        # its tensor (random_sim_test, and an algorithm logging both): the string is made from the same
        # observation instead of building it a second time. One observation is held, not one per position.
        self._last: tuple | None = None

    def set_from(self, state: ZhdslState, player: int) -> None:
        seen = state.match.seen
        tensor = seen.get(player)
        if tensor is None:
            observation = state.zhdsl.observation(player)
            tensor = self._encode(state, player, observation)
            self._last = (seen, player, observation)
        self.tensor[:] = tensor

    def string_from(self, state: ZhdslState, player: int) -> str:
        """The contract's observation as compact JSON (keys sorted): equal observations, equal strings."""
        last, seen = self._last, state.match.seen
        if last is not None and last[0] is seen and last[1] == player:
            observation = last[2]
        else:
            observation = state.zhdsl.observation(player)
            if player not in seen:
                self._encode(state, player, observation)
        return json.dumps(observation, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    def _encode(self, state: ZhdslState, player: int, observation: dict) -> np.ndarray:
        tensor = state.match.seen[player] = self.encoder.encode(observation)
        tensor.flags.writeable = False
        return tensor


pyspiel.register_game(GAME_TYPE, ZhdslGame)
