"""The verbs of 《星宿》: one module per verb or verb family, each holding its AST nodes, how its
grammar rules build them, its checks, its lowering, the steps that run it and how it is described.
A word is found here by its name: 受到伤害 in `strength.py`, 判定 in `judge.py`, 当…使用 in `convert.py`."""

from zhdsl.games.xingxiu.verbs import (
    cards,
    choose,
    conditions,
    convert,
    discard,
    draw,
    events,
    gain,
    judge,
    misc,
    place,
    players,
    playout,
    respond,
    statics,
    strength,
    text,
    usage,
)

MODULES = (
    text, players, cards, events, usage, draw, discard, gain, place, strength, judge, playout, respond, choose,
    convert, statics, conditions, misc,
)
