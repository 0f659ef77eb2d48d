"""The rules engine: state, zones, the stack, the turn loop, decisions and events.

The engine knows nothing about card text; it runs compiled effect programs
(`zhdsl.compiler.effects`, built by `zhdsl.compiler.lower`). The one embedding API is
`zhdsl.engine.game.Game`, shaped like OpenSpiel's State::

    from zhdsl.games.zongheng.game import new_game
    from zhdsl.agents.random import RandomAgent

    game = new_game("决斗", seed=7)            # or new_game("生存", 5, …); first decision: seat 0 picks a lord
    agent = RandomAgent(seed=1)
    while not game.is_terminal():
        d = game.decision                      # Decision(player, kind, prompt, options)
        game.apply_action(agent.act(game))     # an index into d.options (= game.legal_actions())
    game.returns()                             # [1.0, -1.0], [-1.0, 1.0] or [0.0, 0.0]
    game.winners()                             # the winning seats (团队: both of a team); () for a draw
    game.log                                   # Events, each with a Chinese `text`

Also: `current_player()`, `legal_actions(player=None)`, `action_to_string(a)`, `clone()`,
`observation(player)`, `explain(player, name)`, `apply_label(player, label)`; an illegal action raises
`zhdsl.engine.errors.IllegalAction` (Chinese `reason`) and changes nothing.

Modules: `state` (players, zones, card instances), `cards`, `stack`, `energy`, `rng`,
`library` (card definitions), `runtime` (primitive operations and state checks),
`usage` (timing, costs, targets, using cards and skills, triggers), `turn` (priority
windows, resolving, turn start and end; it calls the mode's hooks, see
`zhdsl.games.zongheng.modes.Mode`), `decisions`, `events`, `errors`, `limits`.
"""
