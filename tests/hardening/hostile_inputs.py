"""Hostile files for every loader, and the oracle that says what each loader may answer.

Shared by the CI property tests (tests/hardening/test_fuzz_inputs.py) and the long fuzz run
(tools/fuzz.py). A loader may answer a hostile file only with its clear error — a located
diagnostic (card sets, effect text), a `ScenarioError` (scenarios), a `LogError` (logs, saves) —
or, for a file that happens to be valid, with its result. Any other exception is a crash.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]

# Pieces a hostile author would put anywhere: deep nesting, huge and odd numbers, bytes that are
# not UTF-8, quotes and brackets that do not close, control characters, rich markup.
SNIPPETS = [
    b"[" * 5000,
    b"{a=" * 2000,
    b"9" * 5000,
    b"-" + b"9" * 30,
    b"0x" + b"f" * 300,
    b"1e99999",
    b"nan",
    b"-inf",
    b"1979-05-27T07:32:00Z",
    b"\xff\xfe",
    b"\xed\xa0\x80",  # a UTF-8-encoded surrogate
    b"\x00",
    b"\r\n",
    b'"""',
    b"'''",
    b'"',
    b"]]",
    b"[[",
    b"=",
    b".",
    b"#",
    b"\\u0000",
    b"\\ud800",
    "[/]「」|（）&：".encode(),
    "抽999999张牌".encode(),
    "X为你的财富×99".encode(),
    '\n"数量" = 100\n'.encode(),  # E311 (a card's copies past 99)
    '\n"数量" = 99\n'.encode(),  # the most copies: 11 such cards are past E312's 1,000
    "²".encode(),
    b"\x1b[31m",
]

# Values a TOML field could hold instead of the right one.
TOML_VALUES = [
    '"x"', '""', '"²"', "1.5", "-5", "0", "99999999999", "9" * 5000, "true", "false", "[1, 2]", "[]",
    "{ a = 1 }", "{}", "1979-05-27", "07:32:00", '["a", 1]', "[[1]]", '"9999999999红"', '"' + "9" * 5000 + '绿"',
    "[" * 40 + "]" * 40, "inf", "nan", '"[/]"', '"[bold]粗"', '":smile:"', '"\\u001b[2J"', '"抽999999张牌"',
    '"若你的财富大于1，若你的财富大于1，若你的财富大于1，抽1|2|3|4|5|6|7|8|9张牌"', '"生产X财富（X为你的财富×你的财富）"',
]

# Values a JSON field could hold instead of the right one.
JSON_VALUES = [
    None, True, False, 0, -1, 1.5, 2**63 - 1, -(2**63), "", "x", "²", "\ud800", "\x1b[31m", "[/]", "0" * 70, [],
    [1], [None], {}, {"a": 1}, [[[[[]]]]], "9" * 400, ["x"] * 3,
]


def corpus(pattern: str, limit: int | None = None) -> list[bytes]:
    files = sorted(ROOT.glob(pattern))[:limit]
    return [f.read_bytes() for f in files]


@st.composite
def mutated(draw, sources: list[bytes]) -> bytes:
    """A real file with one to three mutations: truncated, a snippet or random bytes inserted, a
    range replaced, a value of a `key = value` line swapped for a hostile one."""
    data = draw(st.sampled_from(sources))
    for _ in range(draw(st.integers(1, 3))):
        op = draw(st.sampled_from(["truncate", "insert", "random", "value", "value", "delete"]))
        at = draw(st.integers(0, len(data)))
        if op == "truncate":
            data = data[:at]
        elif op == "insert":
            data = data[:at] + draw(st.sampled_from(SNIPPETS)) + data[at:]
        elif op == "random":
            data = data[:at] + draw(st.binary(min_size=1, max_size=16)) + data[at + draw(st.integers(0, 8)):]
        elif op == "delete":
            data = data[:at] + data[at + draw(st.integers(1, 64)):]
        else:
            lines = data.split(b"\n")
            fields = [i for i, line in enumerate(lines) if b"=" in line and not line.lstrip().startswith(b"#")]
            if fields:
                i = draw(st.sampled_from(fields))
                key = lines[i].split(b"=", 1)[0]
                lines[i] = key + b"= " + draw(st.sampled_from(TOML_VALUES)).encode("utf-8")
                data = b"\n".join(lines)
    return data


def hostile_bytes() -> st.SearchStrategy[bytes]:
    """Input from nowhere: random bytes, and runs of the snippets."""
    return st.one_of(
        st.binary(max_size=300),
        st.lists(st.sampled_from(SNIPPETS), min_size=1, max_size=4).map(b"".join),
        st.text(max_size=200).map(lambda s: s.encode("utf-8", "surrogatepass")),
    )


# -- card text near its bounds ------------------------------------------------------------------------

# Numbers at and past the bound of E228 (99), in digits and in Chinese.
NUMBERS = ["0", "1", "2", "9", "十", "98", "99", "九十九", "100", "一百", "999999", "-1"]
# Attributes and numbers that expressions join (E229 bounds the terms).
TERMS = ["你的财富", "你的手牌数", "你的物资", "角色数", "2", "99", "目标角色的财富"]
# Steps a card may have: {n} a number, {x} a variable with its definition, {q} a quoted text.
STEPS = [
    "抽{n}张牌", "生产{n}财富", "弃{n}张手牌", "获得{n}物资", "获得{n}精力", "令目标角色折损{n}财富", "令所有角色抽{n}张牌",
    "使用1张手牌（不支付精力）", "使用{n}张手牌（不支付精力）", "执行「{q}」", "生产X财富（X为{x}）", "抽X张牌（X为{x}）",
    "其抽{n}张牌", "将此牌移入过往", "洗乱牌库", "支付{n}物资", "转化", "将过往中的1张牌移入你的手牌区",
]
HEADS = ["", "回合开始：", "回合结束：", "响应：", "主动&横置：", "限定：", "锁定&回合开始："]


@st.composite
def card_text(draw, within: bool = False) -> str:
    """A card text built from the language's own pieces, often repeated past a bound: many steps,
    conditions one inside the next, 否则 chains, groups, quotes, pronouns, `|` slots and versions,
    long expressions, big numbers. `within`: every count stays inside the bounds (texts that mostly
    pass `check`, for games)."""

    def pick(inside: list, past: list):
        return draw(st.sampled_from(inside if within else inside + past))

    def step(depth: int = 0) -> str:
        template = draw(st.sampled_from(STEPS))
        n = pick(NUMBERS[:8], NUMBERS[8:])  # E228 past 99
        terms = pick([1, 2, 3, 16], [17, 40])  # E229 past 16
        x = draw(st.sampled_from(["×", "+", "-", "÷"])).join(draw(st.sampled_from(TERMS)) for _ in range(terms))
        q = step(depth + 1) if depth < 3 and "{q}" in template else "抽1张牌"
        return template.replace("{n}", n).replace("{x}", x).replace("{q}", q)

    steps = [step() for _ in range(draw(st.integers(1, 4)))]
    body = draw(st.sampled_from(["，", "/", "&"])).join(steps)
    nest = draw(st.sampled_from(["若你的财富大于{n}，", "若你的手牌数至少为{n}，", "弃1张手牌，否则", "其"]))
    for _ in range(pick([0, 0, 1, 3, 20], [47, 48, 60])):  # E227 at about 48 nested conditions
        body = nest.replace("{n}", pick(NUMBERS[:8], NUMBERS[8:])) + body
    for _ in range(pick([0, 0, 1, 2], [12, 13])):  # E212 past 12 brackets
        body = draw(st.sampled_from(["（{b}）", "执行「{b}」"])).replace("{b}", body)
    versions = pick([1, 1, 2, 8], [9, 70])  # E113 past 8 versions, E112 past 64 `|`
    if versions > 1 and "1" in body:
        at = body.index("1")
        body = body[:at] + "|".join(str(k % 10) for k in range(1, versions + 1)) + body[at + 1:]
    text = draw(st.sampled_from(HEADS)) + body
    return "。".join([text] * pick([1, 1, 1, 2], [40]))  # E213 past 2000 characters


def card_text_outcome(text: str) -> str:
    """`check` answers with diagnostics (never E199), and whatever it accepts compiles."""
    from zhdsl.pipeline import analyze, compile_text

    result = analyze(text)
    for d in result.diagnostics:
        if d.code == "E199":
            raise Escaped(f"internal error: {d.message}")
    if not result.ok:
        return "error"
    compile_text(text)
    return "ok"


def card_game_outcome(texts: list[str], seed: int, bot: str = "random", decisions: int = 400) -> str:
    """The texts check accepts, as a card set with the bundled lords: a bot game (up to `decisions`
    decisions) ends, its work stays within the engine's bounds, and the same seed and answers play
    the same game again, event for event."""
    import tempfile

    from zhdsl.pipeline import analyze
    from zhdsl.play.agents import make_bot
    from zhdsl.play.spec import GameSpec

    accepted = [t for t in texts if analyze(t).ok]
    if not accepted:
        return "no card"
    entries = "".join(
        f'[["通用牌"]]\n"类别" = "行动"\n"名称" = "牌{i}"\n"点数" = {i % 10}\n"精力" = "0"\n"效果" = {json.dumps(t, ensure_ascii=False)}\n"数量" = 4\n'
        for i, t in enumerate(accepted)
    )
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cards.toml"
        path.write_text(entries, encoding="utf-8")
        spec = GameSpec(seed=seed, cardsets=(str(path), str(ROOT / "cardsets" / "zongheng" / "lords.toml")))
        game = spec.create()
        bots = [make_bot(bot, seed + k) for k in range(len(game.state.players))]
        answers = []
        while not game.is_terminal() and len(answers) < decisions:
            action = bots[game.current_player()].act(game)
            answers.append(action)
            game.apply_action(action)
        limits = game.limits
        work = game.work
        if work.tasks > limits.tasks_per_game + 1 or work.moves > limits.moves_per_game:
            raise Escaped(f"work past the bounds: {work.tasks} tasks, {work.moves} moves")
        again = spec.create()
        for action in answers:
            again.apply_action(action)
        if [(e.kind, e.text) for e in again.log] != [(e.kind, e.text) for e in game.log]:
            raise Escaped("the same seed and answers played a different game")
        if game.is_terminal():
            return "draw at a bound" if "上限" in game.state.end_reason else "ended"
        return "played"


# -- logs and saves -----------------------------------------------------------------------------------


def _dump(record) -> str:
    """As zhdsl writes a record; with \\u escapes when it holds lone surrogates (not UTF-8 encodable)."""
    text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        text = json.dumps(record, separators=(",", ":"))
    return text


def _paths(value, prefix=()):
    """Every place in a JSON value: (path, value)."""
    yield prefix, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*prefix, i))


def _set(doc, path, value):
    if not path:
        return value
    target = doc
    for step in path[:-1]:
        target = target[step]
    if value is _DELETE:
        if isinstance(target, dict):
            del target[path[-1]]
        else:
            target.pop(path[-1])
    else:
        target[path[-1]] = value
    return doc


_DELETE = object()


@st.composite
def mutated_json(draw, doc):
    """A JSON value with one to three places replaced by a hostile value, or deleted."""
    doc = json.loads(json.dumps(doc))
    for _ in range(draw(st.integers(1, 3))):
        places = list(_paths(doc))
        path, _old = draw(st.sampled_from(places))
        value = draw(st.sampled_from([*JSON_VALUES, _DELETE] if path else JSON_VALUES))
        doc = _set(doc, path, value if value is _DELETE else json.loads(json.dumps(value)))
    return doc


def log_with_checksum(records) -> bytes:
    """Log lines with the checksum recomputed, so the fields themselves are what is tested."""
    if not isinstance(records, list):
        return _dump(records).encode("utf-8")
    body = [_dump(r) for r in records[:-1]]
    end = records[-1] if records else {}
    if isinstance(end, dict):
        end = dict(end, sha256=hashlib.sha256("\n".join(body).encode("utf-8")).hexdigest())
    return ("\n".join([*body, _dump(end)]) + "\n").encode("utf-8")


def save_with_checksum(doc) -> bytes:
    if isinstance(doc, dict):
        body = _dump({"spec": doc.get("spec"), "answers": doc.get("answers")})
        doc = dict(doc, sha256=hashlib.sha256(body.encode("utf-8", "surrogatepass")).hexdigest())
    return _dump(doc).encode("utf-8")


def short_log(path: Path, decisions: int = 12, seed: int = 4) -> list[dict]:
    """Write the log of the first `decisions` decisions of a random duel; its records."""
    from zhdsl.play.agents import make_bot
    from zhdsl.play.driver import Step
    from zhdsl.play.gamelog import LogWriter, write_lines
    from zhdsl.play.spec import GameSpec

    spec = GameSpec(seed=seed)
    game = spec.create()
    bots = [make_bot("random", seed + s) for s in range(2)]
    writer = LogWriter(spec, ["random", "random"], path)
    writer.start(game.log)
    for _ in range(decisions):
        decision, seen = game.decision, len(game.log)
        action = bots[decision.player].act(game)
        game.apply_action(action)
        writer.step(Step(decision, action, tuple(game.log[seen:])))
    write_lines(path, writer.finish(game, decisions))
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def short_save(path: Path, answers: int = 8) -> dict:
    from zhdsl.play.gamelog import save_game
    from zhdsl.play.spec import GameSpec

    spec = GameSpec(seed=9)
    game = spec.create()
    chosen = []
    for _ in range(answers):
        chosen.append(0)
        game.apply_action(0)
    save_game(path, spec, chosen)
    return json.loads(path.read_text(encoding="utf-8"))


# -- the oracle: what each loader may answer ------------------------------------------------------------


class Escaped(AssertionError):
    """A loader let an exception other than its own clear error escape, or hid one inside a message."""


def _diagnostics_ok(diagnostics) -> str:
    for d in diagnostics:
        d.render()
        json.dumps(d.to_json(), ensure_ascii=False)
        if d.diagnostic.code == "E199":
            raise Escaped(f"internal error: {d.diagnostic.message}")
    return "error" if any(d.diagnostic.is_error for d in diagnostics) else "ok"


def cardset_outcome(path: Path) -> str:
    from zhdsl.games.zongheng.cardset import load_cardset

    return _diagnostics_ok(load_cardset(path).diagnostics)


def any_cardset_outcome(path: Path) -> str:
    """A card-set file of whichever game it names, as `zhdsl check` reads it, then loaded for a game
    (a refusal is a ValueError with a Chinese message)."""
    from zhdsl import registry
    from zhdsl.dialect import DialectError
    from zhdsl.sources import check_file, declared_game

    outcome = _diagnostics_ok(check_file(path))
    if outcome == "ok":
        try:
            registry.get(declared_game(path.read_text(encoding="utf-8"))).game().load_cardsets([path])
        except (ValueError, DialectError) as exc:
            _chinese(str(exc))
            return "refused"
    return outcome


def catalog_outcome(path: Path) -> str:
    """A Riftbound catalog: read, or refused with a Chinese CatalogError."""
    from zhdsl.games.riftbound.catalog import CatalogError, read_catalog

    try:
        read_catalog(path)
    except CatalogError as exc:
        _chinese(str(exc))
        return "CatalogError"
    return "ok"


def _chinese(message: str) -> None:
    if not re.search(r"[\u4e00-\u9fff]", message) or "Traceback" in message:
        raise Escaped(message[:300])


def text_outcome(data: bytes) -> str:
    from zhdsl.sources import check_bytes

    return _diagnostics_ok(check_bytes(data, "<fuzz>"))


_ESCAPED = re.compile(r"场景数据有误|内部错误|Traceback")


def scenario_outcome(path: Path) -> str:
    from zhdsl.scenarios.runner import run_file

    result = run_file(path)
    text = result.report()
    if _ESCAPED.search(text):
        raise Escaped(text[:500])
    return "error" if result.error else ("failed" if result.failures else "passed")


def log_outcome(path: Path) -> str:
    from zhdsl.play.gamelog import LogError
    from zhdsl.play.replay import replay

    try:
        result = replay(path)
    except LogError:
        return "LogError"
    if not result.ok:
        result.divergence.describe()
        return "divergence"
    return "ok"


def save_outcome(path: Path) -> str:
    from zhdsl.play.gamelog import LogError, load_game

    try:
        load_game(path)
    except LogError:
        return "LogError"
    return "ok"


def cli_outcome(args: list[str], stdin: bytes | None = None) -> str:
    """Run the CLI in process: exit 0, 1 or 2, valid UTF-8 output, no exception but SystemExit."""
    from click.testing import CliRunner

    from zhdsl.cli import main

    result = CliRunner().invoke(main, args, input=stdin)
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise Escaped(f"{type(result.exception).__name__}: {result.exception}") from result.exception
    if result.exit_code not in (0, 1, 2):
        raise Escaped(f"exit code {result.exit_code}")
    result.stdout_bytes.decode("utf-8")
    if "Traceback" in result.output:
        raise Escaped(result.output[-500:])
    return f"exit {result.exit_code}"


# -- protocol requests (`zhdsl serve`) ------------------------------------------------------------------

# Every session starts from a server with one inline card set (c1) and a game of it (g1) a few answers in.
PROTOCOL_PRELUDE = [
    json.dumps({"jsonrpc": "2.0", "id": 0, "method": "load_cardset", "params": {"toml": (
        '["卡组"]\n"名称" = "小"\n\n[["通用牌"]]\n"类别" = "行动"\n"名称" = "小产"\n"点数" = 1\n"精力" = "0"\n'
        '"效果" = "生产2财富。"\n"数量" = 30\n')}}, ensure_ascii=False).encode("utf-8"),
    b'{"jsonrpc":"2.0","id":0,"method":"new_game","params":{"seed":5,"cardsets":["c1"]}}',
    *[b'{"jsonrpc":"2.0","id":0,"method":"apply_action","params":{"handle":"g1","action":0}}'] * 3,
]
PARAM_NAMES = ["handle", "text", "toml", "path", "game", "mode", "players", "seed", "viewer", "seat", "action", "step",
               "since", "limit", "save", "cardsets", "name", "lords_dealt"]
PARAM_VALUES = [*JSON_VALUES, "g1", "g2", "c1", "决斗", "生存", "zongheng", "/", "/dev/zero", ".", 1, 2, 3, 4, 7, 64,
                2**31, -(2**31), "抽999999张牌", "生产X财富（X为" + "+".join(["1"] * 40) + "）", "[[通用牌]]\n" * 3,
                ["c1"], ["c1", "c1"], ["g1"]]
METHODS = ["server_info", "games", "check", "parse", "describe", "load_cardset", "new_game", "info", "observe",
           "legal_actions", "apply_action", "clone", "save", "load", "events", "result", "close"]


def _rpc(method, params, rid=1) -> dict:
    request = {"jsonrpc": "2.0", "method": method, "params": params}
    if rid is not _DELETE:
        request["id"] = rid
    return request


def real_save_doc() -> dict:
    """The save of g1 after the prelude, as the server writes it (its inline card set riding along)."""
    from zhdsl.protocol.server import Server

    server = Server()
    for line in PROTOCOL_PRELUDE:
        server.handle_text(line.decode("utf-8"))
    doc = json.loads(server.handle_text('{"jsonrpc":"2.0","id":1,"method":"save","params":{"handle":"g1"}}'))
    return doc["result"]["save"]


@st.composite
def protocol_request(draw, save_doc: dict):
    """One request as a JSON value: a method with hostile or plausible parameters, an action on g1
    (legal or not, with a right or stale step), or a tampered save loaded (checksum recomputed)."""
    rid = draw(st.sampled_from([1, "a", None, _DELETE, 0]))
    kind = draw(st.sampled_from(["any", "any", "act", "load"]))
    if kind == "act":
        params = {"handle": "g1", "action": draw(st.integers(0, 40))}
        for name, values in (("step", [3, 0, 2**40, -1, "3"]), ("seat", [0, 1, 5, None, "0"]), ("viewer", [0, 1, 9, None])):
            if draw(st.booleans()):
                params[name] = draw(st.sampled_from(values))
        return _rpc("apply_action", params, rid)
    if kind == "load":
        doc = draw(mutated_json(save_doc))
        if isinstance(doc, dict) and draw(st.booleans()):
            body = _dump({"spec": doc.get("spec"), "answers": doc.get("answers")})
            doc = dict(doc, sha256=hashlib.sha256(body.encode("utf-8", "surrogatepass")).hexdigest())
        return _rpc("load", {"save": doc}, rid)
    method = draw(st.sampled_from([*METHODS, "fly", "", "__init__", "handle"]))
    params = draw(st.one_of(
        st.dictionaries(st.sampled_from(PARAM_NAMES), st.sampled_from(PARAM_VALUES), max_size=4),
        st.sampled_from([None, [], [1], "x", 3, {"handle": "g1"}, {"handle": "c1"}]),
    ))
    return _rpc(method, params, rid)


@st.composite
def protocol_lines(draw, save_doc: dict) -> list[bytes]:
    """A session's input lines: requests and batches as zhdsl's clients write them, request lines
    mutated byte by byte, and bytes from nowhere."""
    lines = []
    for _ in range(draw(st.integers(1, 6))):
        shape = draw(st.sampled_from(["one", "one", "one", "batch", "bytes", "mutated"]))
        if shape == "batch":
            message = draw(st.lists(protocol_request(save_doc), min_size=1, max_size=4))
        else:
            message = draw(protocol_request(save_doc))
        line = _dump(message).encode("utf-8", "surrogatepass")
        if shape == "bytes":
            line = draw(hostile_bytes())
        elif shape == "mutated":
            line = draw(mutated([line]))
        lines.extend(line.split(b"\n"))
    return lines


_CHINESE = re.compile(r"[\u4e00-\u9fff]")


def _server_state(server) -> tuple:
    """What a refused request must leave as it was: every game (its step, events, answers and what
    everyone sees) and every card set, by handle."""
    games = tuple(
        (handle, s.game.actions, len(s.game.log), len(s.answers),
         hashlib.sha256(_dump(s.game.observation(None)).encode("utf-8")).hexdigest())
        for handle, s in sorted(server.games.items())
    )
    return games, tuple(sorted(server.cardsets))


def protocol_outcome(lines: list[bytes]) -> str:
    """Each line through the stdio transport's own handling: the answer is valid UTF-8 JSON-RPC; an
    error is never an internal error and says in Chinese what is wrong; a line answered only with
    errors changes no game and no card set."""
    from zhdsl.protocol import errors as E
    from zhdsl.protocol.server import MAX_REQUEST, Server
    from zhdsl.protocol.stdio import answer_line

    server = Server(max_games=4, max_cardsets=4, allow_files=False)
    try:
        for line in PROTOCOL_PRELUDE:
            assert '"result"' in answer_line(server, line), line
        kinds = []
        for line in lines:
            if len(line) > MAX_REQUEST:
                continue  # the transport skips an over-long line (test_serve.py)
            before = _server_state(server)
            text = answer_line(server, line)
            if text is None:
                kinds.append("none")
                continue
            answer = json.loads(text.encode("utf-8"))
            answers = answer if isinstance(answer, list) else [answer]
            errors = [a["error"] for a in answers if "error" in a]
            for error in errors:
                if error["code"] == E.INTERNAL_ERROR or not _CHINESE.search(error["message"]):
                    raise Escaped(f"{error} for {line[:300]!r}")
            if len(errors) == len(answers) and not _is_notification_batch(line) and _server_state(server) != before:
                raise Escaped(f"refused but changed: {errors[0]['message']} for {line[:300]!r}")
            kinds.append(errors[0]["data"]["kind"] if errors else "result")
        return " ".join(sorted(set(kinds)))
    finally:
        server.shutdown()


def _is_notification_batch(line: bytes) -> bool:
    """Whether the line holds a request without an id (carried out, never answered), so its answers
    do not tell all it did."""
    try:
        message = json.loads(line)
    except (ValueError, RecursionError):
        return False
    return any(isinstance(m, dict) and "id" not in m for m in (message if isinstance(message, list) else [message]))
