"""The verbs of 《纵横坛》: one module per verb (or verb family), each holding everything about it —
its AST node (a shared one from `zhdsl.text.ast`, or its own), how its grammar rule builds it,
its meaning-level checks, its lowering, the step that runs it (`run`/`ready`) and how it is
described. A keyword is found here by its name: 反制 in `counter.py`, 结附 in `attach.py`.
"""

from zhdsl.games.zongheng.verbs import (
    again,
    arrange,
    attach,
    cards,
    conditions,
    consume,
    convert,
    copy,
    counter,
    damage,
    discard,
    distance,
    draw,
    events,
    excess,
    exchange,
    execute,
    gain,
    give,
    history,
    lasting,
    look,
    lord,
    measures,
    move,
    named_owner,
    notes,
    pay,
    produce,
    restore,
    revive,
    set,
    shuffle,
    take,
    tap,
    target_cards,
    target_groups,
    transform,
    until,
    use,
)

MODULES = (
    draw, discard, use, gain, pay, consume, produce, damage, restore, tap, transform, execute, counter, copy,
    attach, move, shuffle, arrange, convert, set, notes, lord, events, conditions, history, measures, until,
    cards, give, look, exchange, again, target_cards, target_groups, distance, take, revive, excess, named_owner, lasting,
)
