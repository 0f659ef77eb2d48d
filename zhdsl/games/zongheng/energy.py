"""精力 pools by colour. 黑 in a pool pays for any colour; a 黑 cost is paid by any colour.

Payment is automatic (docs/engine-decisions.md D7): a coloured cost takes its own colour
first, then 黑; a 黑 cost takes the colours in the order 绿 红 蓝 黄, and 黑 last.
"""

from __future__ import annotations

from zhdsl.engine.schema import Pool as PoolSpec

COLOURS = ("green", "red", "blue", "yellow", "black")
NAMES = {"green": "绿", "red": "红", "blue": "蓝", "yellow": "黄", "black": "黑"}
BY_NAME = {v: k for k, v in NAMES.items()}
POOL = PoolSpec("energy", "精力", COLOURS, tuple(NAMES[c] for c in COLOURS), wildcard="black")

Pool = dict  # colour -> amount (>0 entries only)
Cost = tuple  # ((colour, amount), ...)


def total(pool: Pool) -> int:
    return sum(pool.values())


def text(pool_or_cost) -> str:
    return POOL.text(pool_or_cost)


def plan(pool: Pool, cost: Cost) -> dict | None:
    """How much of each pool colour pays `cost`, or None when it cannot be paid."""
    left = dict(pool)
    spent: dict[str, int] = {}

    def take(colour: str, n: int) -> int:
        k = min(n, left.get(colour, 0))
        if k:
            left[colour] -= k
            spent[colour] = spent.get(colour, 0) + k
        return n - k

    black_need = 0
    for colour, n in cost:
        if colour == "black":
            black_need += n
            continue
        n = take(colour, n)
        n = take("black", n)
        if n:
            return None
    for colour in COLOURS:
        black_need = take(colour, black_need)
    if black_need:
        return None
    return spent


def can_pay(pool: Pool, cost: Cost) -> bool:
    return plan(pool, cost) is not None


def pay(pool: Pool, cost: Cost) -> bool:
    spent = plan(pool, cost)
    if spent is None:
        return False
    for colour, n in spent.items():
        pool[colour] -= n
        if pool[colour] == 0:
            del pool[colour]
    return True


def consume(pool: Pool, colour: str | None, n: int) -> int:
    """Remove up to n: a colour takes itself then 黑; none (or 黑) takes 绿红蓝黄 then 黑 (rule 11.8).
    Never fails; returns the amount removed."""
    removed = 0
    order = (colour, "black") if colour not in (None, "black") else COLOURS
    for c in order:
        k = min(n - removed, pool.get(c, 0))
        if k:
            pool[c] -= k
            removed += k
            if pool[c] == 0:
                del pool[c]
    return removed


def gain(pool: Pool, colour: str | None, n: int) -> None:
    if n > 0:
        c = colour or "black"
        pool[c] = pool.get(c, 0) + n


def parse(spec: str) -> dict | None:
    """`2红1黑` → {"red": 2, "black": 1}; "0" or "" → {}; None when malformed."""
    return POOL.parse(spec)
