"""The contract every frontend reads: a game's static info, observations, decisions, events and
results as plain JSON data, the same for every game (docs/protocol.md; JSON Schemas in
zhdsl/protocol/schemas/).

Conventions: seats are 0-based integers in every field (display strings count from 1: 角色1 is
seat 0); keys and machine values (kinds, zone, counter and colour ids) are English snake_case;
display strings (names, texts, readings, labels, prompts, words) are Chinese. A card instance is
known by its `id` (its uid), stable for the whole game and kept by clones; a viewer is shown a
card's id and face only where that card is visible to them, else `{"hidden": true}`.

Everything is built from the game's state schema (counters, pools, zones with visibility), the
card definitions (`CardDef`: name, kind, category, text, facts, canonical readings) and a few
runtime hooks a game may override (`card_cost`, `card_stats`, `player_stats`, `EVENT_FIELDS`,
`Mode.public_info`), so a new game gets a valid observation without writing any of this.
"""

from __future__ import annotations

from weakref import WeakKeyDictionary

from zhdsl.engine.schema import OWNER, PUBLIC

VERSION = 1
_FACES: WeakKeyDictionary = WeakKeyDictionary()  # library -> def_id -> face (definitions never change)
_SCALARS = (int, str, bool, float)


# -- cards ----------------------------------------------------------------------------------------


def _plain(value):
    """A value as JSON: tuples of pairs and dicts become objects, other tuples lists, frozensets sorted lists."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        if value and all(isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], str) for x in value):
            return {k: _plain(v) for k, v in value}
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(_plain(v) for v in value)
    return value


def face(rt, d) -> dict:
    """A card definition as players see its face: name, kind, category, text, canonical readings (one
    per `|` version), facts (point, colour …), cost and the game's printed stats. Built once per
    definition; a fresh copy each call."""
    faces = _faces(rt)
    make = faces.get(d.id)
    return (make if make is not None else _face_copier(rt, d, faces))()


def _faces(rt) -> dict:
    """The library's table def_id -> a function returning a fresh copy of that definition's face."""
    per_library = _FACES.get(rt.library)
    if per_library is None:
        per_library = _FACES[rt.library] = {}
    return per_library


def _face_copier(rt, d, faces: dict):
    program = d.program
    readings = [r for r in _readings(program) if r] if program is not None else []
    make = faces[d.id] = _copier({
        "def_id": d.id, "name": d.name, "kind": d.kind, "category": d.category, "text": d.text,
        "readings": readings, "facts": _plain(d.facts()), "cost": _plain(rt.card_cost(d)),
        "stats": _plain(rt.card_stats(d)),
    })
    return make


def _readings(program) -> tuple[str, ...]:
    """A compiled card's canonical readings: one per `|` version, or its one text."""
    readings = getattr(program, "readings", None)
    return tuple(readings) if readings is not None else (program.text,)


def _copier(value):
    """A function that returns a deep copy of this plain value (callers may change theirs); the
    value's shape is looked at once, so a copy costs only the containers it holds."""
    if isinstance(value, list):
        if all(isinstance(v, _SCALARS) or v is None for v in value):
            return value.copy
        parts = [_copier(v) for v in value]
        return lambda: [f() for f in parts]
    if not isinstance(value, dict):
        return lambda: value
    flat = {k: v for k, v in value.items() if not isinstance(v, (dict, list))}
    nested = tuple((k, _copier(v)) for k, v in value.items() if isinstance(v, (dict, list)))
    if not nested:
        return flat.copy

    def copy() -> dict:
        out = flat.copy()
        for k, f in nested:
            out[k] = f()
        return out
    return copy


def visible(state, uid: int, viewer: int | None) -> bool:
    """Whether the viewer (a seat, or None for a spectator) may see this card's face."""
    c = state.cards[uid]
    return c.face_up or (viewer is not None and viewer in c.seen_by)


def card(rt, uid: int, viewer: int | None) -> dict:
    """A card instance as the viewer sees it: its id, face and state, or `{"hidden": true}`."""
    if not visible(rt.state, uid, viewer):
        return {"hidden": True}
    return _shown(rt, uid, rt.state.cards[uid], _faces(rt))


def _shown(rt, uid: int, c, faces: dict) -> dict:
    """A card instance `c` (uid `uid`) the viewer may see: its face and state."""
    make = faces.get(c.def_id)
    out = make() if make is not None else face(rt, rt.defn(uid))
    out["id"] = uid
    out["owner"] = c.owner
    out["controller"] = c.controller
    out["tapped"] = c.tapped
    out["virtual"] = c.virtual
    marks = c.marks
    out["marks"] = {k: v for k, v in marks.items() if isinstance(v, _SCALARS)} if marks else {}
    return out


def _zone(rt, uids, viewer, faces: dict) -> dict:
    """A zone's size and its cards in order; `cards` is null when the viewer can see none of them
    (a deck, another player's hand)."""
    if not uids:
        return {"count": 0, "cards": []}
    cards = rt.state.cards
    instances = [cards[u] for u in uids]
    if viewer is None:
        shown = [c.face_up for c in instances]
    else:
        shown = [c.face_up or viewer in c.seen_by for c in instances]
    if not any(shown):
        return {"count": len(uids), "cards": None}
    return {"count": len(uids),
            "cards": [_shown(rt, u, c, faces) if see else {"hidden": True}
                      for u, c, see in zip(uids, instances, shown)]}


def _entry(rt, e, viewer) -> dict:
    return {
        "id": e.uid, "kind": e.kind, "name": e.name, "controller": e.controller, "owner": e.owner,
        "text": rt.entry_text(e), "card": card(rt, e.card, viewer) if e.card is not None else None,
        "source": e.source if e.source is not None and visible(rt.state, e.source, viewer) else None,
        "targets": [seat for _key, seat in e.targets], "target_entry": e.card_target,
        "virtual": e.virtual, "resolving": e.resolving,
    }


# -- references (what an option refers to) ----------------------------------------------------------


def ref(rt, item: tuple, viewer: int | None) -> dict:
    """One reference of an option (`Option.refs`) as the viewer sees it."""
    kind, value = item
    s = rt.state
    if kind == "card":
        if value in s.cards and visible(s, value, viewer):
            return {"type": "card", "id": value, "card": card(rt, value, viewer)}
        c = s.cards.get(value)
        out: dict = {"type": "card", "hidden": True}
        if c is not None:
            out.update(zone=c.zone, zone_owner=c.zone_owner)
        return out
    if kind == "player":
        return {"type": "player", "seat": value}
    if kind == "entry":
        e = s.entry(value)
        return {"type": "stack_entry", "id": value, "name": e.name if e is not None else ""}
    if kind == "definition":
        return {"type": "definition", "card": face(rt, rt.library[value])}
    raise ValueError(f"unknown option reference {kind!r}")


# -- decisions, results, observations ----------------------------------------------------------------


def decision(game, viewer: int | None, rt=None) -> dict | None:
    """The current decision: who decides and what kind of choice it is; its prompt and options only
    for the deciding seat (options name cards the others may not see)."""
    d = game.decision
    if d is None:
        return None
    out: dict = {"seat": d.player, "kind": d.kind, "step": game.actions}
    if viewer == d.player:
        rt = rt or game.runtime(game.state)
        out["prompt"] = d.prompt
        out["options"] = [
            {"index": i, "label": o.label, "refs": [ref(rt, r, viewer) for r in o.refs]}
            for i, o in enumerate(d.options)
        ]
    return out


def result(game) -> dict:
    """Whether the game is over, who won (every seat of a winning team), each seat's return and why."""
    s = game.state
    return {
        "terminal": s.over, "winners": list(game.winners()), "draw": s.over and s.winner is None,
        "returns": [float(r) for r in game.returns()], "reason": s.end_reason if s.over else "",
        "turn": s.turn,
    }


def _player(rt, p, viewer, n: int, faces: dict) -> dict:
    schema = rt.schema
    return {
        "seat": p.seat,
        "dead": p.dead,
        "team": list(rt.mode.team_of(p.seat, n)),
        "counters": {c.name: rt.attr(p.seat, c.name) for c in schema.counters if c.shown},
        "pools": {pool.name: dict(getattr(p, pool.name)) for pool in schema.pools},
        "zones": {z.name: _zone(rt, p.zone(z.name), viewer, faces) for z in schema.player_zones},
        "stats": _plain(rt.player_stats(p.seat)),
    }


def observation(game, viewer: int | None) -> dict:
    """What `viewer` (a seat, or None for a spectator who sees only public information) may see."""
    s = game.state
    rt = game.runtime(s)
    n = len(s.players)
    if viewer is not None and not 0 <= viewer < n:
        raise ValueError(f"没有座次{viewer}（座次从0起，这局有{n}个）")
    faces = _faces(rt)
    info = _plain(game.mode.public_info(rt))
    summary = info.pop("summary", "")
    return {
        "version": VERSION,
        "game": game.mode.game,
        "mode": {"name": game.mode.name, "summary": summary, "facts": info,
                 "private": _plain(game.mode.private_info(rt, viewer)) if viewer is not None else {}},
        "viewer": viewer,
        "step": game.actions,
        "turn": s.turn,
        "active": s.active,
        "phase": s.phase,
        "players": [_player(rt, p, viewer, n, faces) for p in s.players],
        "shared_zones": {z.name: _zone(rt, s.zones[z.name], viewer, faces) for z in s.schema.shared_zones},
        "stack": [_entry(rt, e, viewer) for e in s.stack],
        "decision": decision(game, viewer, rt),
        "result": result(game),
    }


# -- events ---------------------------------------------------------------------------------------------


def _zone_visible(schema, zone, owner, viewer) -> bool:
    try:
        z = schema.zone(zone)
    except KeyError:  # the stack, "destroyed": public
        return True
    if z.visibility == PUBLIC:
        return True
    return z.visibility == OWNER and viewer is not None and viewer == owner


def event(game, index: int, viewer: int | None, rt=None) -> dict:
    """The event at `index` of the game's log as the viewer sees it: its kind, seat, Chinese text and
    fields named by its kind (`zhdsl.engine.events`)."""
    e = game.log[index]
    rt = rt or game.runtime(game.state)
    declared = rt.EVENT_FIELDS.get(e.kind, ())
    pairs = list(zip(declared, e.data))
    zone = next((value for (_n, typ), value in pairs if typ == "zone"), None)
    owner = next((value for (name, typ), value in pairs if typ == "seat" and name == "owner"), e.player)
    shown = zone is None or _zone_visible(rt.schema, zone, owner, viewer)
    fields: dict = {}
    for (name, typ), value in pairs:
        if typ == "card":
            c = rt.state.cards.get(value) if isinstance(value, int) else None
            fields[name] = {"id": value, "def_id": c.def_id, "name": rt.defn(value).name} if c is not None and shown else None
        elif typ == "amounts":
            fields[name] = _plain(dict(value)) if value else {}
        else:
            fields[name] = value
    return {"seq": index, "kind": e.kind, "seat": e.player, "text": e.text, "fields": fields}


def events(game, since: int = 0, viewer: int | None = None, limit: int | None = None) -> list[dict]:
    """The events from `since` (a cursor: the number of events already seen) on, at most `limit`."""
    end = len(game.log) if limit is None else min(len(game.log), since + limit)
    rt = game.runtime(game.state)
    return [event(game, i, viewer, rt) for i in range(max(0, since), end)]


# -- the game's static description ---------------------------------------------------------------------------


def _fact_words(library) -> dict:
    words: dict = {}
    for cls in {type(d) for d in getattr(library, "defs", ())}:
        words.update(getattr(cls, "FACT_WORDS", {}))
    return dict(sorted(words.items()))


def game_info(game) -> dict:
    """What does not change during a game: the schema's words (counters, pools and colours, zones and
    who sees them), the game's words for the stack and a player, each event kind's fields, the seats
    and every card definition of the game's library."""
    rt = game.runtime(game.state)
    schema = game.state.schema
    n = len(game.state.players)
    return {
        "version": VERSION,
        "game": game.mode.game,
        "mode": game.mode.name,
        "players": n,
        "seats": [{"seat": seat, "name": rt.pname(seat)} for seat in range(n)],
        "words": {"stack": rt.word("stack"), "player": rt.word("player")},
        "counters": [
            {"id": c.name, "word": c.word, "default": c.default, "floor": c.floor,
             "ceiling": c.ceiling if isinstance(c.ceiling, int) or c.ceiling is None else None}
            for c in schema.counters if c.shown
        ],
        "pools": [
            {"id": p.name, "word": p.word, "wildcard": p.wildcard,
             "colours": [{"id": c, "word": w} for c, w in zip(p.colours, p.colour_words)]}
            for p in schema.pools
        ],
        "zones": [{"id": z.name, "word": z.word, "owned": z.owned, "visibility": z.visibility} for z in schema.zones],
        "fact_words": _fact_words(game.library),
        "event_fields": {kind: [{"name": name, "type": typ} for name, typ in fields]
                         for kind, fields in sorted(rt.EVENT_FIELDS.items())},
        "cards": [face(rt, d) for d in game.library.defs] if hasattr(game.library, "defs") else [],
    }

