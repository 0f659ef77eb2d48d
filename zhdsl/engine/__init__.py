"""The rules engine every game shares: state built from a game's schema, zones, the one stack,
decisions, the task loop, events and the seeded RNG.

The engine knows nothing about card text or any one game: it runs compiled effect programs
(`zhdsl.engine.program`, built by `zhdsl.compiler.lower`) with the runtime a game gives it (a
`Runtime` subclass with the game's rules as hooks). The one embedding API is
`zhdsl.engine.game.Game`, shaped like OpenSpiel's State; a game is made by its rules
(`zhdsl.play.spec.GameSpec(game=…).create()`)::

    game = GameSpec(game="zongheng", mode="决斗", seed=7).create()
    while not game.is_terminal():
        d = game.decision                      # Decision(player, kind, prompt, options)
        game.apply_action(agent.act(game))     # an index into d.options (= game.legal_actions())
    game.returns(), game.winners(), game.log

Also: `current_player()`, `legal_actions(player=None)`, `action_to_string(a)`, `clone()`,
`observation(player)`, `explain(player, name)`, `apply_label(player, label)`; an illegal action raises
`zhdsl.engine.errors.IllegalAction` (Chinese `reason`) and changes nothing.

Modules: `schema` (a game's counters, pools, zones), `state`, `cards`, `stack`, `rng`, `library`,
`program` (effect programs: structure, expressions, references), `runtime` (primitive operations,
state checks and the hooks a game overrides), `zones`, `stackops`, `usage` (timing, costs, targets,
using cards and skills, triggers), `turn` (the stack's part of every turn), `mode` (what a mode is
told), `decisions`, `events`, `errors`, `limits`, `game`.
"""
