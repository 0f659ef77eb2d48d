"""JSON-RPC errors of `zhdsl serve`: the standard codes and zhdsl's own (docs/protocol.md).

Every error has a Chinese message; `data.kind` names it for programs and carries what a client
needs to act on it (diagnostics of card text, the reason an action was refused, the current step).
"""

from __future__ import annotations

PARSE_ERROR = -32700  # not JSON, not UTF-8, too large or too deep
INVALID_REQUEST = -32600  # JSON, but not a JSON-RPC 2.0 request
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602  # a missing, unknown or ill-typed parameter
INTERNAL_ERROR = -32603  # a bug in zhdsl (never a traceback)

INVALID_CARDS = 1001  # card text or a card set with errors: data.diagnostics
ILLEGAL_ACTION = 1002  # the rules refuse the action: data.reason; the game is unchanged
GAME_ERROR = 1003  # no game can be made from this spec (mode, players, card sets, game)
BAD_SAVE = 1004  # a save that cannot be loaded
UNKNOWN_HANDLE = 1005
LIMIT = 1006  # too many open games or card sets: close some
INPUT_ERROR = 1007  # a file that cannot be read (missing, not a regular file, too large, not UTF-8)
STALE_STEP = 1008  # apply_action named a step the game has already left: data.step is the current one

KINDS = {
    PARSE_ERROR: "parse_error", INVALID_REQUEST: "invalid_request", METHOD_NOT_FOUND: "method_not_found",
    INVALID_PARAMS: "invalid_params", INTERNAL_ERROR: "internal_error", INVALID_CARDS: "invalid_cards",
    ILLEGAL_ACTION: "illegal_action", GAME_ERROR: "game_error", BAD_SAVE: "bad_save",
    UNKNOWN_HANDLE: "unknown_handle", LIMIT: "limit", INPUT_ERROR: "input_error", STALE_STEP: "stale_step",
}


class RpcError(Exception):
    """An error answer: code, Chinese message, data (with its `kind`)."""

    def __init__(self, code: int, message: str, **data) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.data = {"kind": KINDS.get(code, "error"), **data}

    def to_json(self) -> dict:
        return {"code": self.code, "message": self.message, "data": self.data}
