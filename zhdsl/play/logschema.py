"""The fields of a log or save, each checked for its type and range before anything uses it.

A log or save is user input like any other: a file whose checksum was recomputed after its
fields were changed must still give a clear `LogError` naming the field, never a TypeError.
"""

from __future__ import annotations

import re

from zhdsl import safeio

MAX_PLAYERS = 64  # far above any mode (rule 16.5: at most 7); bounds the work before the mode says no
MAX_LORDS_DEALT = 64
MAX_CARDSETS = 64
MAX_ANSWERS = 1_000_000  # answers in a save (the engine ends a game after 20,000 decisions)
MAX_OPTIONS = 100_000  # options of one logged decision

_SHA256 = re.compile(r"[0-9a-f]{64}")


class LogError(Exception):
    """A log or save that cannot be used: unreadable, corrupt, tampered, or for other card sets."""


def _type_name(value) -> str:
    return safeio.type_name(value, mapping="对象")


def _field(record: dict, key: str, where: str, what: str):
    if key not in record:
        raise LogError(f"{where}: 缺少「{key}」（应为{what}）")
    return record[key]


def _int(record: dict, key: str, where: str, low: int, high: int | None = None, optional: bool = False) -> None:
    if optional and record.get(key) is None:
        return
    what = f"{low}到{high}之间的整数" if high is not None else f"不小于{low}的整数"
    value = _field(record, key, where, what)
    if not isinstance(value, int) or isinstance(value, bool):
        raise LogError(f"{where}: 「{key}」应为{what}，实际是{_type_name(value)}")
    if value < low or high is not None and value > high:
        raise LogError(f"{where}: 「{key}」应为{what}，实际是{value}")


def _str(record: dict, key: str, where: str, optional: bool = False) -> None:
    if optional and record.get(key) is None:
        return
    value = _field(record, key, where, "文本")
    if not isinstance(value, str):
        raise LogError(f"{where}: 「{key}」应为文本，实际是{_type_name(value)}")


def _bool(record: dict, key: str, where: str) -> None:
    value = _field(record, key, where, "真假值")
    if not isinstance(value, bool):
        raise LogError(f"{where}: 「{key}」应为真假值，实际是{_type_name(value)}")


def _sha256(record: dict, key: str, where: str) -> None:
    value = _field(record, key, where, "64位十六进制的 SHA-256")
    if not isinstance(value, str) or not _SHA256.fullmatch(value):
        raise LogError(f"{where}: 「{key}」应为64位十六进制的 SHA-256")


def _list(record: dict, key: str, where: str, limit: int, what: str) -> list:
    value = _field(record, key, where, what)
    if not isinstance(value, list):
        raise LogError(f"{where}: 「{key}」应为{what}，实际是{_type_name(value)}")
    if len(value) > limit:
        raise LogError(f"{where}: 「{key}」最多{limit}项，实际有{len(value)}项")
    return value


def spec(record, where: str) -> None:
    """The game spec a log header or a save holds (see `GameSpec.header`)."""
    if not isinstance(record, dict):
        raise LogError(f"{where}: 游戏设置应为对象，实际是{_type_name(record)}")
    _str(record, "game", where, optional=True)  # older logs have none: 纵横坛
    _str(record, "mode", where)
    _int(record, "players", where, 1, MAX_PLAYERS, optional=True)  # older logs have none: 2 players
    _int(record, "seed", where, -(2**63), 2**63 - 1)
    _int(record, "lords_dealt", where, 1, MAX_LORDS_DEALT)
    for i, entry in enumerate(_list(record, "cardsets", where, MAX_CARDSETS, "卡组列表"), start=1):
        at = f"{where}: 第{i}个卡组"
        if not isinstance(entry, dict):
            raise LogError(f"{at}应为对象（path 与 sha256），实际是{_type_name(entry)}")
        _str(entry, "path", at)
        if not entry["path"].strip() or "\0" in entry["path"]:
            raise LogError(f"{at}: 「path」不是可用的路径")
        _sha256(entry, "sha256", at)


def header(record: dict, where: str) -> None:
    spec(record, where)
    for i, agent in enumerate(_list(record, "agents", where, MAX_PLAYERS, "机器人名列表"), start=1):
        if not isinstance(agent, str):
            raise LogError(f"{where}: 「agents」第{i}项应为文本，实际是{_type_name(agent)}")


def event(record: dict, where: str) -> None:
    _str(record, "kind", where)
    _int(record, "player", where, 0, MAX_PLAYERS - 1, optional=True)
    _str(record, "text", where)


def decision(record: dict, where: str) -> None:
    _int(record, "player", where, 0, MAX_PLAYERS - 1)
    _str(record, "kind", where)
    _str(record, "prompt", where)
    options = _list(record, "options", where, MAX_OPTIONS, "选项文字列表")
    if not all(isinstance(o, str) for o in options):
        raise LogError(f"{where}: 「options」的每一项都应为文本")
    _int(record, "answer", where, 0, max(0, len(options) - 1))


def end(record: dict, where: str) -> None:
    _bool(record, "terminal", where)
    _int(record, "winner", where, 0, MAX_PLAYERS)
    _str(record, "reason", where, optional=True)
    _int(record, "decisions", where, 0)
    _sha256(record, "sha256", where)


BODY = {"event": event, "decision": decision}


def save(doc: dict, where: str) -> None:
    answers = _list(doc, "answers", where, MAX_ANSWERS, "整数列表")
    if not all(isinstance(a, int) and not isinstance(a, bool) and 0 <= a <= MAX_OPTIONS for a in answers):
        raise LogError(f"{where}: 存档已损坏：answers 应是整数列表（每个回答是从0起的选项编号）")
    _sha256(doc, "sha256", where)
    spec(_field(doc, "spec", where, "游戏设置"), f"{where}: spec")
