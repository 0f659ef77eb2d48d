"""`zhdsl serve`'s dispatcher: JSON-RPC 2.0 requests in, responses out, independent of the transport.

A transport hands each message to `Server.handle_text` (a JSON text) or `Server.handle` (parsed
JSON) and sends back what it returns: stdio does it line by line (`zhdsl.protocol.stdio`), a
WebSocket would do it message by message. The server holds card sets and games by handle
(`c1`, `g1` …), at most `max_games` games and `max_cardsets` card sets at once. Every request is
checked before anything changes, so a bad request or an illegal action changes nothing. Methods,
errors and a transcript: docs/protocol.md.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path

import attrs

from zhdsl import registry, safeio
from zhdsl.dialect import DialectError
from zhdsl.engine import contract
from zhdsl.engine.errors import IllegalAction
from zhdsl.protocol import errors as E
from zhdsl.protocol.errors import RpcError

PROTOCOL = 1
MAX_REQUEST = safeio.SAVE_LIMIT  # bytes of one request (a save or an inline card set fits)
MAX_BATCH = 64  # requests in one batch
MAX_EVENTS = 10_000  # events in one answer
MAX_TEXT = 100_000  # characters of card text for check / parse / describe
SEED_RANGE = (-(2**63), 2**63 - 1)


@attrs.define
class CardsetEntry:
    game: str
    path: str  # a file: the user's, or the server's copy of an inline set
    sha256: str
    source: str | None  # the TOML of an inline set (saves carry it)
    name: str  # the file's path, or the name given to an inline set


@attrs.define
class Session:
    spec: object  # zhdsl.play.spec.GameSpec
    game: object  # zhdsl.engine.game.Game
    answers: list  # every action applied, for saves
    sources: dict  # sha256 -> (name, TOML) of the inline card sets it was made from


class Params:
    """A request's named parameters, each read once with its type checked; unknown ones are refused."""

    def __init__(self, method: str, params) -> None:
        if params is None:
            params = {}
        if not isinstance(params, dict):
            raise RpcError(E.INVALID_PARAMS, f"「{method}」的参数应为对象（按名称给出），不接受数组")
        self.method = method
        self.params = params
        self.seen: set[str] = set()

    def _get(self, name: str, required: bool):
        self.seen.add(name)
        if name not in self.params or self.params[name] is None and required:
            if required:
                raise RpcError(E.INVALID_PARAMS, f"「{self.method}」缺少参数「{name}」", param=name)
            return None
        return self.params[name]

    def _bad(self, name: str, what: str):
        return RpcError(E.INVALID_PARAMS, f"「{self.method}」的参数「{name}」应为{what}", param=name)

    def str(self, name: str, required: bool = True, default: str | None = None) -> str | None:
        value = self._get(name, required)
        if value is None:
            return default
        if not isinstance(value, str):
            raise self._bad(name, "文本")
        return value

    def int(self, name: str, low: int, high: int, required: bool = True, default: int | None = None) -> int | None:
        value = self._get(name, required)
        if value is None:
            return default
        if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
            raise self._bad(name, f"{low}到{high}之间的整数")
        return value

    def seat(self, name: str) -> int | None:
        """A seat or null (absent: null)."""
        return self.int(name, 0, 63, required=False)

    def list(self, name: str, limit: int) -> list | None:
        value = self._get(name, False)
        if value is None:
            return None
        if not isinstance(value, list) or len(value) > limit:
            raise self._bad(name, f"最多{limit}项的数组")
        return value

    def object(self, name: str, required: bool = True) -> dict | None:
        value = self._get(name, required)
        if value is None:
            return None
        if not isinstance(value, dict):
            raise self._bad(name, "对象")
        return value

    def done(self) -> None:
        """Refuse parameters the method does not take (a misspelt name would otherwise be ignored)."""
        unknown = sorted(set(self.params) - self.seen)
        if unknown:
            raise RpcError(E.INVALID_PARAMS, f"「{self.method}」没有参数「{unknown[0]}」", param=unknown[0])


def _dump(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


class Server:
    def __init__(self, max_games: int = 32, max_cardsets: int = 64, allow_files: bool = True) -> None:
        """`allow_files`: whether requests may name files to read (load_cardset's and load's `path`);
        a server that strangers reach should not let them read its files."""
        self.max_games = max_games
        self.max_cardsets = max_cardsets
        self.allow_files = allow_files
        self.games: dict[str, Session] = {}
        self.cardsets: dict[str, CardsetEntry] = {}
        self._counters: dict[str, int] = {}
        self._tmp: tempfile.TemporaryDirectory | None = None
        self.methods = {
            "server_info": self.server_info, "games": self.list_games,
            "check": self.check, "parse": self.parse, "describe": self.describe,
            "load_cardset": self.load_cardset, "new_game": self.new_game, "info": self.info,
            "observe": self.observe, "legal_actions": self.legal_actions, "apply_action": self.apply_action,
            "clone": self.clone, "save": self.save, "load": self.load, "events": self.events,
            "result": self.result, "close": self.close,
        }

    # -- the transport's side ---------------------------------------------------------------------

    def handle_text(self, text: str) -> str | None:
        """One message (a request or a batch) as JSON text; the answer as JSON text, or None when
        there is nothing to answer (notifications only)."""
        if len(text.encode("utf-8", "surrogatepass")) > MAX_REQUEST:
            return _dump(_error(None, RpcError(E.PARSE_ERROR, f"请求过大：上限是 {safeio.size_text(MAX_REQUEST)}")))
        try:
            message = safeio.parse_json(text)
        except safeio.InputError as exc:
            where = f"（第{exc.line}行第{exc.column}列）" if exc.line is not None and exc.column is not None else ""
            return _dump(_error(None, RpcError(E.PARSE_ERROR, f"无法解析请求{where}：{exc.message}")))
        answer = self.handle(message)
        return None if answer is None else _dump(answer)

    def handle(self, message):
        """A parsed request or batch → its response(s), or None for notifications."""
        if isinstance(message, list):
            if not message:
                return _error(None, RpcError(E.INVALID_REQUEST, "空的批量请求"))
            if len(message) > MAX_BATCH:
                return _error(None, RpcError(E.INVALID_REQUEST, f"批量请求最多{MAX_BATCH}个"))
            answers = [a for a in (self._one(m) for m in message) if a is not None]
            return answers or None
        return self._one(message)

    def _one(self, request):
        if not isinstance(request, dict):
            return _error(None, RpcError(E.INVALID_REQUEST, "请求应为 JSON 对象"))
        rid = request.get("id")
        if "id" in request and not (rid is None or isinstance(rid, str) or isinstance(rid, int) and not isinstance(rid, bool)):
            return _error(None, RpcError(E.INVALID_REQUEST, "id 应为文本、整数或 null"))
        if request.get("jsonrpc") != "2.0":
            return _error(rid, RpcError(E.INVALID_REQUEST, "缺少 \"jsonrpc\": \"2.0\""))
        method = request.get("method")
        if not isinstance(method, str):
            return _error(rid, RpcError(E.INVALID_REQUEST, "缺少方法名 method"))
        unknown = sorted(set(request) - {"jsonrpc", "method", "params", "id"})
        if unknown:
            return _error(rid, RpcError(E.INVALID_REQUEST, f"请求中有未知的键「{unknown[0][:40]}」"))
        fn = self.methods.get(method)
        try:
            if fn is None:
                raise RpcError(E.METHOD_NOT_FOUND, f"没有方法「{method[:60]}」（可用：{'、'.join(self.methods)}）")
            p = Params(method, request.get("params"))
            result = fn(p)
        except RpcError as exc:
            return _error(rid, exc) if "id" in request else None
        except Exception as exc:  # noqa: BLE001  a bug in zhdsl is an answer, never a traceback
            error = RpcError(E.INTERNAL_ERROR, f"内部错误：{type(exc).__name__}: {str(exc)[:200]}",
                             hint="这是 zhdsl 的缺陷，请连同这个请求一起报告")
            return _error(rid, error) if "id" in request else None
        if "id" not in request:
            return None
        return {"jsonrpc": "2.0", "id": rid, "result": result}

    def shutdown(self) -> None:
        """Forget every game and card set; remove the copies of inline card sets."""
        self.games.clear()
        self.cardsets.clear()
        if self._tmp is not None:
            self._tmp.cleanup()
            self._tmp = None

    # -- helpers ---------------------------------------------------------------------------------------

    def _handle(self, prefix: str) -> str:
        """A new handle: `g1`, `g2` … for games, `c1` … for card sets; never reused."""
        self._counters[prefix] = self._counters.get(prefix, 0) + 1
        return f"{prefix}{self._counters[prefix]}"

    def _session(self, p: Params) -> Session:
        handle = p.str("handle")
        session = self.games.get(handle)
        if session is None:
            raise RpcError(E.UNKNOWN_HANDLE, f"没有对局「{handle[:40]}」（可能已关闭）", handle=handle[:40])
        return session

    def _room_for_game(self) -> None:
        if len(self.games) >= self.max_games:
            raise RpcError(E.LIMIT, f"打开的对局已达上限（{self.max_games}）：请先用 close 关闭不再需要的对局",
                           limit=self.max_games)

    def _dialect(self, name: str | None):
        try:
            return registry.get(name)
        except DialectError as exc:
            raise RpcError(E.GAME_ERROR, str(exc)) from None

    def _viewer(self, p: Params, game, name: str = "viewer", default=None) -> int | None:
        viewer = p.seat(name)
        if name not in p.params:
            viewer = default
        n = len(game.state.players)
        if viewer is not None and viewer >= n:
            raise RpcError(E.INVALID_PARAMS, f"「{name}」应为0到{n - 1}之间的座次或 null", param=name)
        return viewer

    def _info(self, session: Session) -> dict:
        info = contract.game_info(session.game)
        info["title"] = registry.get(session.game.mode.game).display_name()
        return info

    def _path(self, p: Params) -> str:
        if not self.allow_files:
            raise RpcError(E.INVALID_PARAMS, "这个服务器不读取文件：请直接给出内容（toml 或 save）", param="path")
        return p.str("path")

    def _tmpdir(self) -> Path:
        if self._tmp is None:
            self._tmp = tempfile.TemporaryDirectory(prefix="zhdsl-serve-")
        return Path(self._tmp.name)

    # -- the server and its games -------------------------------------------------------------------------

    def server_info(self, p: Params) -> dict:
        p.done()
        from importlib.metadata import PackageNotFoundError, version

        try:
            zhdsl_version = version("zhdsl")
        except PackageNotFoundError:
            zhdsl_version = "unknown"
        return {
            "protocol": PROTOCOL, "contract": contract.VERSION, "zhdsl": zhdsl_version, "methods": list(self.methods),
            "limits": {"games": self.max_games, "cardsets": self.max_cardsets, "request_bytes": MAX_REQUEST,
                       "batch": MAX_BATCH, "events": MAX_EVENTS, "text": MAX_TEXT},
        }

    def list_games(self, p: Params) -> dict:
        p.done()
        out = []
        for name, cls in sorted(registry.available().items()):
            try:
                modes = [{"name": m, "min_players": c.min_players, "max_players": c.max_players}
                         for m, c in cls.game().modes().items()]
            except DialectError:
                modes = []  # a dialect of card text alone: it checks, it does not play
            out.append({"id": name, "title": cls.display_name(), "default": name == registry.DEFAULT, "modes": modes})
        return {"games": out}

    # -- card text ---------------------------------------------------------------------------------------------

    def _text(self, p: Params) -> tuple[str, object]:
        text = p.str("text")
        if len(text) > MAX_TEXT:
            raise RpcError(E.INVALID_PARAMS, f"卡牌文本过长：上限是{MAX_TEXT}个字符", param="text")
        dialect = self._dialect(p.str("game", required=False))
        p.done()
        return text, dialect

    @staticmethod
    def _located(result, text: str) -> list[dict]:
        from zhdsl.text.diagnostics import locate
        from zhdsl.text.source import Origin

        return [locate(d, text, Origin("<text>")).to_json() for d in result.diagnostics]

    def check(self, p: Params) -> dict:
        """Card text (`text`) or a whole card-set file (`toml`): its located diagnostics."""
        if "toml" in p.params:
            source = p.str("toml")
            name = p.str("name", required=False, default="<inline>.toml")
            dialect = self._toml_dialect(p, source)
            p.done()
            diagnostics = [d.to_json() for d in dialect.game().check_cardset(Path(name), source)]
        else:
            from zhdsl.pipeline import analyze

            text, dialect = self._text(p)
            diagnostics = self._located(analyze(text, dialect), text)
        return {"ok": not any(d["severity"] == "error" for d in diagnostics), "game": dialect.name,
                "diagnostics": diagnostics}

    def parse(self, p: Params) -> dict:
        from zhdsl.pipeline import analyze
        from zhdsl.text.render import to_json

        text, dialect = self._text(p)
        result = analyze(text, dialect)
        return {"ok": result.ok, "game": dialect.name, "versions": [to_json(v) for v in result.versions],
                "diagnostics": self._located(result, text)}

    def describe(self, p: Params) -> dict:
        """The canonical reading of each `|` version, and each version's effects."""
        from zhdsl.pipeline import analyze, compile_text

        text, dialect = self._text(p)
        result = analyze(text, dialect)
        readings, effects = [], []
        if result.ok and result.versions:
            for program in compile_text(text, dialect):
                readings.append(program.text)
                effects.append([e.text for e in program.effects] + [r.text for r in program.statics])
        return {"ok": result.ok, "game": dialect.name, "readings": readings, "effects": effects,
                "diagnostics": self._located(result, text)}

    # -- card sets -------------------------------------------------------------------------------------------------

    def _toml_dialect(self, p: Params, source: str):
        from zhdsl.sources import declared_game

        if len(source.encode("utf-8", "surrogatepass")) > safeio.CARDSET_LIMIT:
            raise RpcError(E.INPUT_ERROR, f"卡组过大：上限是 {safeio.size_text(safeio.CARDSET_LIMIT)}")
        return self._dialect(p.str("game", required=False) or declared_game(source))

    def load_cardset(self, p: Params) -> dict:
        """A card-set file (`path`) or its TOML (`toml`), checked and loaded: a handle for new_game."""
        if len(self.cardsets) >= self.max_cardsets:
            raise RpcError(E.LIMIT, f"打开的卡组已达上限（{self.max_cardsets}）：请先用 close 关闭不再需要的卡组",
                           limit=self.max_cardsets)
        if ("path" in p.params) == ("toml" in p.params):
            raise RpcError(E.INVALID_PARAMS, "load_cardset 需要 path（卡组文件）或 toml（卡组内容）之一")
        inline = "toml" in p.params
        if inline:
            source = p.str("toml")
            name = p.str("name", required=False, default="<inline>.toml")
        else:
            name = self._path(p)
            try:
                source = safeio.read_text(name, safeio.CARDSET_LIMIT)
            except (safeio.InputError, ValueError) as exc:
                message = exc.message if isinstance(exc, safeio.InputError) else "路径不可用"
                raise RpcError(E.INPUT_ERROR, f"无法读取卡组文件 {name[:200]}：{message}") from None
        dialect = self._toml_dialect(p, source)
        p.done()
        rules = dialect.game()
        diagnostics = [d.to_json() for d in rules.check_cardset(Path(name), source)]
        if any(d["severity"] == "error" for d in diagnostics):
            raise RpcError(E.INVALID_CARDS, f"卡组有错误：{diagnostics[0]['message'] if diagnostics else ''}",
                           diagnostics=diagnostics)
        digest = hashlib.sha256(source.encode("utf-8")).hexdigest()
        path = self._materialize(digest, source) if inline else str(Path(name).resolve())
        try:
            rules.load_cardsets([path])
        except ValueError as exc:
            raise RpcError(E.INVALID_CARDS, str(exc), diagnostics=diagnostics) from None
        handle = self._handle("c")
        self.cardsets[handle] = CardsetEntry(dialect.name, path, digest, source if inline else None, name)
        return {"cardset": handle, "game": dialect.name, "sha256": digest, "diagnostics": diagnostics}

    def _materialize(self, digest: str, source: str) -> str:
        """The server's own copy of an inline card set (games load card sets from files), by content."""
        path = self._tmpdir() / f"{digest}.toml"
        if not path.exists():
            path.write_text(source, encoding="utf-8")
        return str(path)

    # -- games -------------------------------------------------------------------------------------------------------

    def new_game(self, p: Params) -> dict:
        from zhdsl.play.spec import GameSpec

        self._room_for_game()
        handles = p.list("cardsets", 64)
        entries = []
        for h in handles or ():
            if not isinstance(h, str) or h not in self.cardsets:
                raise RpcError(E.UNKNOWN_HANDLE, f"没有卡组「{str(h)[:40]}」（先用 load_cardset 载入）")
            entries.append(self.cardsets[h])
        games = {e.game for e in entries}
        if len(games) > 1:
            raise RpcError(E.GAME_ERROR, f"这些卡组属于不同的游戏：{'、'.join(sorted(games))}")
        name = p.str("game", required=False) or (games.pop() if games else None)
        dialect = self._dialect(name)
        if entries and entries[0].game != dialect.name:
            raise RpcError(E.GAME_ERROR, f"卡组属于「{entries[0].game}」，不是「{dialect.name}」")
        try:
            modes = dialect.game().modes()
        except DialectError as exc:
            raise RpcError(E.GAME_ERROR, str(exc)) from None
        mode = p.str("mode", required=False, default=next(iter(modes)))
        players = p.int("players", 1, 64, required=False)
        seed = p.int("seed", *SEED_RANGE, required=False, default=0)
        lords = p.int("lords_dealt", 3, 7, required=False, default=3)
        p.done()
        if mode not in modes:
            raise RpcError(E.GAME_ERROR, f"未知模式「{mode[:40]}」（{dialect.display_name()}的模式：{'、'.join(modes)}）")
        if players is not None and (why := modes[mode].player_count_error(players)):
            raise RpcError(E.GAME_ERROR, why)
        spec = GameSpec(mode, seed, lords, tuple(e.path for e in entries), players, dialect.name)
        try:
            game = spec.create()
        except ValueError as exc:
            raise RpcError(E.GAME_ERROR, str(exc)) from None
        sources = {e.sha256: (e.name, e.source) for e in entries if e.source is not None}
        return self._open(Session(spec, game, [], sources))

    def _open(self, session: Session) -> dict:
        handle = self._handle("g")
        self.games[handle] = session
        return {"handle": handle, "step": session.game.actions, "info": self._info(session)}

    def info(self, p: Params) -> dict:
        session = self._session(p)
        p.done()
        return self._info(session)

    def observe(self, p: Params) -> dict:
        session = self._session(p)
        viewer = self._viewer(p, session.game)
        p.done()
        return session.game.observation(viewer)

    def legal_actions(self, p: Params) -> dict:
        """The legal actions of the deciding seat (of `seat`, if given: empty when it is not deciding)."""
        game = self._session(p).game
        seat = self._viewer(p, game, "seat")
        p.done()
        decider = game.decision.player if game.decision is not None else None
        actions = game.legal_actions(seat)
        return {"seat": decider, "step": game.actions, "actions": actions,
                "labels": [game.action_to_string(a) for a in actions]}

    def apply_action(self, p: Params) -> dict:
        """Answer the current decision with an option's index. Refused (and nothing changes) when the
        game is over, the index is not an option, `seat` is not the deciding seat or `step` is stale."""
        session = self._session(p)
        game = session.game
        action = p.int("action", 0, 2**31, required=True)
        seat = self._viewer(p, game, "seat")
        step = p.int("step", 0, 2**63 - 1, required=False)
        decision = game.decision
        viewer = self._viewer(p, game, "viewer", default=decision.player if decision is not None else None)
        p.done()
        if step is not None and step != game.actions:
            raise RpcError(E.STALE_STEP, f"这局已在第{game.actions}步，不是第{step}步：请重新查看局面", step=game.actions)
        if decision is not None and seat is not None and seat != decision.player:
            raise RpcError(E.ILLEGAL_ACTION, f"现在等待座次{decision.player}（角色{decision.player + 1}）作决定，不是座次{seat}",
                           reason="not_your_turn", seat=decision.player, step=game.actions)
        before = len(game.log)
        try:
            game.apply_action(action)
        except IllegalAction as exc:
            raise RpcError(E.ILLEGAL_ACTION, exc.reason, reason=exc.reason, step=game.actions) from None
        session.answers.append(action)
        return {
            "step": game.actions, "terminal": game.is_terminal(),
            "events": contract.events(game, before, viewer),
            "next": {"seat": game.decision.player, "kind": game.decision.kind} if game.decision is not None else None,
        }

    def clone(self, p: Params) -> dict:
        session = self._session(p)
        p.done()
        self._room_for_game()
        copy = Session(session.spec, session.game.clone(), list(session.answers), dict(session.sources))
        return self._open(copy)

    def events(self, p: Params) -> dict:
        game = self._session(p).game
        since = p.int("since", 0, 2**63 - 1, required=False, default=0)
        limit = p.int("limit", 1, MAX_EVENTS, required=False, default=1000)
        viewer = self._viewer(p, game)
        p.done()
        since = min(since, len(game.log))
        out = contract.events(game, since, viewer, limit)
        return {"events": out, "next": since + len(out), "total": len(game.log)}

    def result(self, p: Params) -> dict:
        session = self._session(p)
        p.done()
        return contract.result(session.game)

    def close(self, p: Params) -> dict:
        handle = p.str("handle")
        p.done()
        if self.games.pop(handle, None) is not None or self.cardsets.pop(handle, None) is not None:
            return {"closed": handle}
        raise RpcError(E.UNKNOWN_HANDLE, f"没有对局或卡组「{handle[:40]}」", handle=handle[:40])

    # -- saves ----------------------------------------------------------------------------------------------------

    def save(self, p: Params) -> dict:
        """The game as a save document (zhdsl-save/1, as `zhdsl play` writes; inline card sets ride
        along in `cardset_sources`)."""
        from zhdsl.play.gamelog import save_digest, save_document

        session = self._session(p)
        p.done()
        doc = save_document(session.spec, session.answers)
        if session.sources:  # an inline set is named as the client named it; its TOML rides along
            spec = doc["spec"]
            spec["cardsets"] = [{**c, "path": session.sources[c["sha256"]][0]} if c["sha256"] in session.sources else c
                                for c in spec["cardsets"]]
            doc["sha256"] = save_digest(spec, doc["answers"])
            doc["cardset_sources"] = {digest: source for digest, (_name, source) in session.sources.items()}
        return {"save": doc}

    def load(self, p: Params) -> dict:
        """A game from a save document (`save`) or a save file (`path`), replayed answer by answer."""
        from zhdsl.play.gamelog import LogError, load_document, load_game

        self._room_for_game()
        if ("save" in p.params) == ("path" in p.params):
            raise RpcError(E.INVALID_PARAMS, "load 需要 save（存档内容）或 path（存档文件）之一")
        try:
            if "path" in p.params:
                path = self._path(p)
                p.done()
                spec, game, answers = load_game(path)
                sources = {}
            else:
                doc = p.object("save")
                p.done()
                doc, sources = self._with_sources(doc)
                spec, game, answers = load_document(doc, "存档", Path.cwd())
        except LogError as exc:
            raise RpcError(E.BAD_SAVE, str(exc)) from None
        return self._open(Session(spec, game, answers, sources))

    def _with_sources(self, doc: dict) -> tuple[dict, dict]:
        """The save with each inline card set (`cardset_sources`, checked by its SHA-256) written to
        the server's copies and named by that path."""
        from zhdsl.play.gamelog import LogError

        sources = doc.get("cardset_sources") or {}
        if not isinstance(sources, dict) or len(sources) > 64:
            raise LogError("存档已损坏：cardset_sources 应为 SHA-256 到卡组内容的对象")
        checked = {}
        for digest, source in sources.items():
            if not isinstance(source, str) or hashlib.sha256(source.encode("utf-8")).hexdigest() != digest:
                raise LogError("存档已损坏：cardset_sources 中的卡组与其 SHA-256 不符")
            if len(source.encode("utf-8")) > safeio.CARDSET_LIMIT:
                raise LogError("存档已损坏：cardset_sources 中的卡组过大")
            checked[digest] = source
        named = {digest: (f"{digest[:12]}.toml", source) for digest, source in checked.items()}
        spec = doc.get("spec")
        if not checked or not isinstance(spec, dict) or not isinstance(spec.get("cardsets"), list):
            return doc, named
        cardsets = []
        for entry in spec["cardsets"]:
            if isinstance(entry, dict) and entry.get("sha256") in checked:
                named[entry["sha256"]] = (entry.get("path") if isinstance(entry.get("path"), str) else "", checked[entry["sha256"]])
                entry = {**entry, "path": self._materialize(entry["sha256"], checked[entry["sha256"]])}
            cardsets.append(entry)
        # The digest covers the spec as saved; the paths of inline sets are the server's own, so the
        # spec is checked as saved and then pointed at the copies.
        from zhdsl.play.gamelog import save_digest

        if doc.get("sha256") != save_digest(spec, doc.get("answers")):
            raise LogError("存档校验失败：内容被修改或损坏")
        renamed = {**spec, "cardsets": cardsets}
        return {**doc, "spec": renamed, "sha256": save_digest(renamed, doc.get("answers"))}, named


def _error(rid, exc: RpcError) -> dict:
    return {"jsonrpc": "2.0", "id": rid, "error": exc.to_json()}

