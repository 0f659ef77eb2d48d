"""Game logs (JSON lines) and saves: writing, reading, verifying.

A log is one JSON object per line: a header (format, the game spec with each card set's
SHA-256, the agents), then every event and every decision with its answer in the order they
happened, then an end line with the result and the SHA-256 of all lines before it. The same
seed, card sets and choices give the same bytes.

A save is one JSON document: the game spec, every answer so far, and a SHA-256 over both.
Loading re-plays the answers, so a save cannot hold a state the rules could not reach.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from pathlib import Path

from zhdsl import registry, safeio
from zhdsl.dialect import DialectError
from zhdsl.engine.events import Event
from zhdsl.engine.errors import IllegalAction
from zhdsl.play import cardrefs, logschema
from zhdsl.play.driver import Step
from zhdsl.play.logschema import LogError
from zhdsl.play.spec import GameSpec

LOG_FORMAT = "zhdsl-log/1"
SAVE_FORMAT = "zhdsl-save/1"

__all__ = ["LOG_FORMAT", "SAVE_FORMAT", "LogError", "LogWriter", "load_document", "load_game", "read_log", "save_digest", "save_document",
           "save_game", "write_lines"]


def _dump(obj: dict) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def event_record(event: Event) -> dict:
    return {"type": "event", "kind": event.kind, "player": event.player, "text": event.text}


def decision_record(step: Step) -> dict:
    d = step.decision
    return {
        "type": "decision",
        "player": d.player,
        "kind": d.kind,
        "prompt": d.prompt,
        "options": d.labels(),
        "answer": step.action,
    }


class LogWriter:
    """Collects log lines; `lines()` gives the finished log including the end line."""

    def __init__(self, spec: GameSpec, agents: Iterable[str], path: str | Path | None = None) -> None:
        """`path`: where the log will be written, so its card-set paths are relative to it."""
        base = Path(path).parent if path is not None else None
        header = {"type": "header", "format": LOG_FORMAT, **spec.header(base), "agents": list(agents)}
        self._lines = [_dump(header)]

    def start(self, events: Iterable[Event]) -> None:
        self._lines.extend(_dump(event_record(e)) for e in events)

    def step(self, step: Step) -> None:
        self._lines.append(_dump(decision_record(step)))
        self._lines.extend(_dump(event_record(e)) for e in step.events)

    def finish(self, game, decisions: int) -> list[str]:
        digest = hashlib.sha256("\n".join(self._lines).encode("utf-8")).hexdigest()
        winner = game.winner
        end = {
            "type": "end",
            "terminal": game.is_terminal(),
            "winner": 0 if winner is None else winner + 1,
            "reason": getattr(game.state, "end_reason", None),
            "decisions": decisions,
            "sha256": digest,
        }
        return [*self._lines, _dump(end)]


def write_lines(path: str | Path, lines: list[str]) -> None:
    Path(path).write_text("\n".join(lines) + "\n", encoding="utf-8")


def _read(path: str | Path, limit: int, what: str) -> str:
    try:
        return safeio.read_text(path, limit)
    except safeio.InputError as exc:
        raise LogError(f"无法读取{what} {exc.where(str(path))}：{exc.message}") from None


def read_log(path: str | Path) -> list[dict]:
    """The records of a log file, after checking its JSON, header, checksum and every field."""
    raw = _read(path, safeio.LOG_LIMIT, "日志")
    lines = raw.rstrip("\n").split("\n")
    records = []
    for number, line in enumerate(lines, start=1):
        try:
            record = safeio.parse_json(line, first_line=number)
        except safeio.InputError as exc:
            where = exc.where(str(path)) if exc.line is not None else f"{path}:{number}"
            raise LogError(f"{where}: 日志已损坏：{exc.message}") from None
        if not isinstance(record, dict) or not isinstance(record.get("type"), str):
            raise LogError(f"{path}:{number}: 日志已损坏，这一行缺少 type")
        records.append(record)
    if not records or records[0].get("type") != "header" or records[0].get("format") != LOG_FORMAT:
        raise LogError(f"{path}:1: 不是 zhdsl 日志（缺少 {LOG_FORMAT} 文件头）")
    end = records[-1]
    if end.get("type") != "end" or len(records) < 2:
        raise LogError(f"{path}:{len(lines)}: 日志不完整：缺少结束行")
    digest = hashlib.sha256("\n".join(lines[:-1]).encode("utf-8")).hexdigest()
    if end.get("sha256") != digest:
        raise LogError(f"{path}: 日志校验失败：内容被修改或损坏")
    logschema.header(records[0], f"{path}:1")
    for number, record in enumerate(records[1:-1], start=2):
        check = logschema.BODY.get(record["type"])
        if check is None:
            raise LogError(f"{path}:{number}: 日志已损坏：未知的记录类型「{str(record['type'])[:40]}」")
        check(record, f"{path}:{number}")
    logschema.end(end, f"{path}:{len(records)}")
    return records


def check_cardsets(header: dict, where: str, base: str | Path | None = None) -> GameSpec:
    """The spec a validated log header or save names, with each card set found (`zhdsl.play.cardrefs`)
    relative to `base`, the folder of the log or save."""
    try:
        game = registry.get(header.get("game")).name
    except DialectError as exc:
        raise LogError(f"{where}: {exc}") from None
    paths = cardrefs.resolve(header["cardsets"], Path(base) if base is not None else Path.cwd(), where, game)
    return GameSpec(mode=header["mode"], seed=header["seed"], lords_dealt=header["lords_dealt"], cardsets=paths,
                    players=header.get("players"), game=game)


def create_game(spec: GameSpec, where: str):
    """The game a log or save describes; LogError when its mode, player count or card sets cannot make one."""
    try:
        return spec.create()
    except ValueError as exc:
        raise LogError(f"{where}: 无法重建这局游戏：{exc}") from None


# -- saves ---------------------------------------------------------------------------------------------


def save_digest(spec_header: dict, answers: list[int]) -> str:
    body = _dump({"spec": spec_header, "answers": answers})
    return hashlib.sha256(body.encode("utf-8")).hexdigest()


def save_document(spec: GameSpec, answers: list[int], base: str | Path | None = None) -> dict:
    """A save as a JSON document: the spec (card-set paths relative to `base`, the folder the save will
    be read from), every answer so far, and a SHA-256 over both."""
    header = spec.header(base)
    return {"format": SAVE_FORMAT, "spec": header, "answers": list(answers), "sha256": save_digest(header, answers)}


def save_game(path: str | Path, spec: GameSpec, answers: list[int]) -> None:
    doc = save_document(spec, answers, Path(path).parent)
    Path(path).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def load_game(path: str | Path):
    """(spec, game, answers) from a save; LogError when it is unreadable, corrupt or tampered."""
    try:
        doc = safeio.parse_json(_read(path, safeio.SAVE_LIMIT, "存档"))
    except safeio.InputError as exc:
        raise LogError(f"{exc.where(str(path))}: 存档已损坏：{exc.message}") from None
    return load_document(doc, str(path), Path(path).parent)


def load_document(doc, where: str, base: str | Path):
    """(spec, game, answers) from a parsed save document, its card sets found relative to `base`;
    LogError when it is not a save, corrupt or tampered, or an answer cannot be replayed."""
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise LogError(f"{where}: 不是 zhdsl 存档（缺少 {SAVE_FORMAT}）")
    logschema.save(doc, where)
    answers = doc["answers"]
    if doc["sha256"] != save_digest(doc["spec"], answers):
        raise LogError(f"{where}: 存档校验失败：内容被修改或损坏")
    spec = check_cardsets(doc["spec"], where, base)
    game = create_game(spec, where)
    for i, answer in enumerate(answers, start=1):
        try:
            game.apply_action(answer)
        except IllegalAction as exc:
            raise LogError(f"{where}: 存档中第{i}个回答无法重现：{exc}") from None
    return spec, game, list(answers)
