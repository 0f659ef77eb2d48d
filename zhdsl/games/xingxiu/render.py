"""The terminal view of a 星宿 position for `zhdsl play`: each player's general, 军力, hand, 装备区 and
判定区, the stack, the public zones and the mode's public facts. User text is printed as it is (no rich
markup): names come from card sets."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text


def _card(c) -> str:
    if isinstance(c, str):
        return c
    face = c.get("牌面", "")
    return f"{c['名称']}{('·' + face) if face else ''}"


def observation_view(obs: dict):
    table = Table(title=Text(f"第{obs['回合']}回合 · 角色{obs['当前角色']}的{_phase(obs['阶段'])}"), show_lines=True)
    for column in ("座次", "武将", "军力", "手牌", "装备区", "判定区"):
        table.add_column(column)
    for p in obs["角色"]:
        seat = Text(str(p["座次"]) + (" ★" if p["座次"] == obs["视角"] else ""))
        general = Text(f"{p['武将']}（{p['阵营']}）" + ("【阵亡】" if p["阵亡"] else ""))
        role = p.get("身份")
        if role:
            general.append(f"\n{role}")
        strength = Text(f"{p['军力']}/{p['军力上限']}")
        hand = Text("、".join(_card(c) for c in p["手牌"]) if any(not isinstance(c, str) for c in p["手牌"])
                    else f"{p['手牌数']}张")
        table.add_row(seat, general, strength, hand, Text("、".join(_card(c) for c in p["装备区"])),
                      Text("、".join(_card(c) for c in p["判定区"])))
    extra = []
    stack = obs.get("结算栈") or []
    if stack:
        extra.append("结算栈：" + " ← ".join(e["名称"] for e in stack))
    extra.append(f"牌堆：{obs.get('牌堆数', 0)}张 · 弃牌堆：{len(obs.get('弃牌堆', []))}张")
    for key, value in obs.get("模式", {}).items():
        if key != "名称":
            extra.append(f"{key}：{value}")
    from rich.console import Group

    return Group(table, Text("\n".join(extra)))


_PHASES = {"prepare": "准备阶段", "judge": "判定阶段", "draw": "摸牌阶段", "play": "出牌阶段", "discard": "弃牌阶段",
           "finish": "结束阶段", "turn_start": "回合开始", "turn_end": "回合结束", "setup": "准备对局", "between": "回合之间"}


def _phase(phase: str) -> str:
    return _PHASES.get(phase, phase)
