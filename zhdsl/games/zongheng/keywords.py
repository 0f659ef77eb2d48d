"""The 纵横坛 keyword table: every keyword of the card-text language, once.

The grammar's keyword terminals are generated from this table (priority 2), and so
is the free-text terminal, which can therefore never swallow a keyword. Each row gives
the keyword's meaning to the AST builder (a verb, a reference kind, a zone, an attribute,
an operator) and an example text in which the keyword is glued to its neighbours; the
tests re-lex every example and require the keyword to come out whole. The row of the
core's 若 (IF) is re-stated here with its example.
"""

from __future__ import annotations

from zhdsl.text.keywords import Keyword


def _kw(terminal: str, text: str, english: str, category: str, example: str, meaning: str | None = None,
        synonyms: tuple[str, ...] = ()) -> Keyword:
    return Keyword(terminal, text, english, category, example, meaning, synonyms)


KEYWORDS: tuple[Keyword, ...] = (
    # timings
    _kw("ACTIVE", "主动", "active", "timing", "主动：抽1张牌"),
    _kw("INSTANT", "即刻", "instant", "timing", "即刻：反制目标牌"),
    _kw("RESPONSE", "响应", "response", "timing", "响应：抽1张牌"),
    _kw("FOLLOWUP", "追加", "follow-up", "timing", "追加：生产1财富"),
    _kw("LIMITED", "限定", "limited", "timing", "限定：抽2张牌"),
    _kw("LOCKED", "锁定", "locked", "timing", "锁定&回合开始：抽1张牌"),
    _kw("TURN_START", "回合开始", "turn start", "timing", "回合开始：抽一张牌", None, ("你的回合开始",)),
    _kw("TURN_END", "回合结束", "turn end", "timing", "回合结束：弃一张手牌", None, ("你的回合结束",)),
    # events after 当 (the rulebook's own definitions of 响应 and 追加)
    _kw("EV_TARGETED", "你成为他人使用牌的目标时", "you are targeted by another's card", "event",
        "当你成为他人使用牌的目标时：抽1张牌", "targeted",
        # the same moment said from the user's side, as 追加's definition says it (rule 9.24)
        ("一名其他角色使用牌指定你时", "其他角色使用牌指定你时", "他人使用牌指定你时",
         "你成为其他角色使用牌的目标时")),
    _kw("EV_TARGETING", "你使用牌指定他人时", "your card targets another", "event", "当你使用牌指定他人时：生产1财富",
        "targeting"),
    _kw("EV_TURN_START", "回合开始时", "at turn start", "event", "当回合开始时：抽1张牌", "turn_start", ("你的回合开始时",)),
    _kw("EV_TURN_END", "回合结束时", "at turn end", "event", "当回合结束时：弃1张手牌", "turn_end", ("你的回合结束时",)),
    # `当一张牌进入堆叠后`: the rulebook's 「每当一张牌进入…堆叠后」, a card used (rule 9.22)
    _kw("EV_CARD_ENTERS", "一张牌进入堆叠", "a card enters the stack", "event", "锁定&当一张牌进入堆叠后：抽1张牌",
        "card_enters", ("1张牌进入堆叠", "一张卡牌进入堆叠", "有牌进入堆叠", "一张牌被置于堆叠顶部")),
    # `当你的财富少于5时`: a condition as a trigger (rule 9.11)
    _kw("WHILE_END", "时", "when (a condition)", "structure", "锁定&当你的财富少于5时：生产1财富", "while"),
    # `当你抽牌后`: an action as a trigger (rule 9.12)
    _kw("AFTER", "后", "after", "structure", "锁定&当你弃置手牌后：抽1张牌", "after", ("之后",)),
    # `你的领主牌被重置后`: 被 before the verb of what is done to a card (rule 9.15)
    _kw("_PASSIVE", "被", "is (done to)", "structure", "锁定&你的领主牌被重置后：抽1张牌", None),
    # `当你的领主变更后`: a player's lord is another one now (rule 9.26)
    _kw("LORD_CHANGES", "变更", "changes (a lord)", "structure", "锁定&当你的领主变更后：抽1张牌", "lord_changes"),
    _kw("BECOMES", "成为", "becomes", "structure", "当你成为「攻伐」的目标时：抽1张牌", "becomes"),
    # `当你成为他人使用红色牌的目标时`: 响应's own words narrowed to a colour or a name (rule 9.50)
    _kw("BY_OTHERS", "他人使用", "used by another", "structure", "当你成为他人使用红色牌的目标时：抽1张牌", "by_others",
        ("他人使用的", "他人所使用的", "其他角色使用的")),
    _kw("DIE", "死亡", "death", "structure", "当一名角色死亡时：生产2财富", "die"),
    # `当你击杀一名角色后`, `当你通过令折损财富击杀一名角色时`: killing as a trigger (rule 9.19)
    _kw("KILL", "击杀", "kill", "structure", "当你击杀一名角色后：抽1张牌", "kill", ("杀死",)),
    _kw("_BY", "通过", "by", "structure", "当你通过令折损财富击杀一名角色时：抽1张牌", None),
    # verbs taking a quantity
    _kw("DRAW", "抽", "draw", "verb", "抽3张牌", "draw"),
    _kw("DISCARD", "弃", "discard", "verb", "弃1张手牌", "discard", ("弃置", "弃掉")),
    _kw("USE", "使用", "use", "verb", "使用1张手牌（不支付精力）", "use"),
    _kw("GAIN", "获得", "gain", "verb", "获得2物资", "gain"),
    _kw("PAY", "支付", "pay", "verb", "支付1蓝色精力&1黄色精力，抽2张牌", "pay"),
    _kw("CONSUME", "消耗", "consume", "verb", "消耗2物资，生产1财富", "consume", ("消耗掉", "失去")),
    _kw("PRODUCE", "生产", "produce", "verb", "生产2财富", "produce"),
    _kw("DAMAGE", "折损", "damage", "verb", "令目标角色折损2财富", "damage"),
    # other verbs
    _kw("RESTORE", "恢复", "restore", "verb", "恢复", "restore", ("恢复精力", "恢复（精力）")),
    _kw("TAP", "横置", "tap", "verb", "横置，抽1张牌", "tap"),
    _kw("UNTAP", "重置", "untap", "verb", "重置/（横置，抽1张牌）", "untap", ("重置状态", "重置（状态）")),
    _kw("BECOME", "变为", "transform", "verb", "将目标牌变为「抽1张牌」", "transform",
        ("改为", "变成", "替换为", "改成")),  # `令目标行动的效果改为「抽1张牌」` (rule 11.170)
    # `你的仓储增加1` / `（你的效率减少1）`: the words of +1 / -1 after a counter (rule 10.66)
    _kw("INCREASE", "增加", "increases by", "structure", "你的仓储增加1", "+"),
    _kw("DECREASE", "减少", "decreases by", "structure", "你的效率减少1", "-"),
    _kw("EXECUTE", "执行", "execute", "verb", "执行「抽2张牌」", "execute"),
    # `视为使用1张「攻伐」`: a 虚拟 card used, i.e. 执行 (rule 11.144)
    # `创建1张虚拟的「劳作」并令目标角色使用`: the appendix's 【执行】 in its own words, 「创造一张虚拟的卡牌并使用」 (rule 11.181)
    _kw("CREATE", "创建", "create", "verb", "创建1张虚拟的「劳作」并令目标角色使用", "create", ("创造",)),
    _kw("AS_USE", "视为使用", "use as if", "verb", "视为使用1张「攻伐」", "use", ("视作使用", "视为你使用")),
    # `执行「劳作」的效果`, `将目标牌的效果变为「抽1张牌」`: a card's 效果 is what 执行 and 变为 already act on (rule 11.34)
    _kw("_EFFECT", "效果", "effect", "structure", "执行「劳作」的效果", None),
    # `执行「劳作」两次`: how many times (rule 11.24)
    _kw("REPEAT", "次", "times", "structure", "执行「抽1张牌」两次", "times", ("遍",)),
    _kw("COUNTER", "反制", "counter", "verb", "反制目标牌", "counter"),
    _kw("REMOVE", "移除", "remove (from the stack)", "structure", "即刻：将目标牌从堆叠中移除", "remove", ("移出",)),
    _kw("COPY", "复制", "copy", "verb", "复制目标牌", "copy"),
    # `复制目标行动（你成为复制品的控制者）`: rule 11.15 said again after 复制, for the reader (rule 11.15(a))
    # `复制目标牌，你可以为复制品选择新的目标`: refused by decision, the rulebook's 复制 keeps the targets (rule 11.100)
    _kw("COPY_RETARGET", "为复制品选择新的目标", "new targets for the copy", "structure",
        "即刻：复制目标牌，为复制品选择新的目标", "copy_retarget",
        ("你可以为复制品选择新的目标", "可以为复制品选择新的目标", "为复制品选择新目标", "你可以为复制品选择新目标",
         "你可以为该复制品选择新的目标", "为该复制品选择新的目标", "你可以改变复制品的目标", "改变复制品的目标")),
    _kw("COPY_CONTROL", "你成为复制品的控制者", "you control the copy", "structure", "即刻：复制目标牌（你成为复制品的控制者）",
        "copy_control", ("复制品的控制者为你", "你是复制品的控制者", "你成为该复制品的控制者", "你是该复制品的控制者",
                         # `（由你控制该复制品）`: the same said the other way round (rule 11.15(b)); `（该复制品由你控制）` is
                         # _COPY_BY 你 _CONTROLS
                         "由你控制该复制品", "由你控制复制品", "该复制品的控制者为你",
                         "该复制品归你控制", "复制品归你控制")),
    # `（该复制品由你控制）` is （你成为复制品的控制者）; `（该复制品由目标角色控制）`, another controller than the copier, is E251
    # (rule 11.15(b))
    _kw("_COPY_BY", "该复制品由", "the copy by", "structure", "即刻：复制目标牌（该复制品由你控制）", None, ("复制品由",)),
    _kw("_CONTROLS", "控制", "controls", "structure", "即刻：复制目标牌（该复制品由你控制）", None),
    _kw("REVIVE", "复活", "revive", "verb", "令目标已死亡的角色复活", "revive"),
    _kw("ATTACH", "结附", "attach", "verb", "结附目标角色3回合", "attach"),
    _kw("TAKE", "将", "take", "verb", "将此牌移入虚空", "take"),
    _kw("MOVE_INTO", "移入", "move", "verb", "将目标牌移入过往", "move_into",
        ("移动到", "移回", "置入", "放入", "移至", "置于", "加入", "放回", "放置于", "放到")),  # 放回…: batch w (rule 11.27(b))
    # `将牌库顶的3张牌正面向上移入过往`, `将1张手牌背面向上置于牌库顶`: how the zone holds its cards (rule 11.41)
    _kw("FACE_UP", "正面向上", "face up", "structure", "将牌库顶的1张牌正面向上移入过往", "face_up", ("正面朝上",)),
    _kw("FACE_DOWN", "背面向上", "face down", "structure", "将1张手牌背面向上置于牌库顶", "face_down", ("背面朝上",)),
    # `将你的1张手牌正面向上放置`, `翻开牌库顶的1张牌`: turned face up where they lie, not moved (rule 11.120)
    _kw("PLACE", "放置", "place", "verb", "将你的1张手牌正面向上放置", "place", ("摆放",)),
    _kw("FLIP", "翻开", "turn face up", "verb", "翻开牌库顶的1张牌", "flip",
        ("翻至正面", "翻为正面", "翻到正面", "翻成正面", "翻为正面向上", "翻至正面向上", "翻成正面向上")),
    # 将1张手牌交给目标其他角色 (rule 11.25); 从过往中选择1张牌移入你的手牌区 (rule 11.26); 查看…，然后弃置其中1张
    # (rule 11.27); 令你与目标角色交换财富 (rule 11.28)
    _kw("GIVE", "交给", "give", "verb", "将1张手牌交给目标其他角色", "give", ("交予",)),
    # `选择一项：A/B/C` announces the options of a `/` (the rulebook's 「/」: 选项之间需选择一个), rule 10.38
    _kw("_CHOOSE_ONE", "选择一项：", "choose one:", "structure", "主动：选择一项：生产2财富/抽1张牌", None,
        ("选择一项执行：", "选择其一：", "选择一项:")),
    _kw("CHOOSE", "选择", "choose", "verb", "从过往中选择1张牌移入你的手牌区", "choose", ("选出", "挑选")),
    # `展示牌库顶的1张牌`: every player sees the cards (rule 11.61)
    _kw("REVEAL", "展示", "reveal", "verb", "展示牌库顶的1张牌，若该牌为红色，抽1张牌", "reveal", ("公开",)),
    _kw("LOOK", "查看", "look at", "verb", "查看目标其他角色的手牌，然后弃置其中1张", "look", ("观看", "检视", "看")),
    _kw("AMONG", "其中", "among them", "reference", "查看牌库顶的3张牌，将其中1张移入你的手牌区", "among"),
    # `每有1名角色的财富大于你，你生产1财富`: the step after it once per N players or cards (rule 10.132); also
    # `每有1名角色因此死亡，你获得1物资`: once for each player of the step before now dead (rule 10.112)
    _kw("PER_HAS", "每有", "for each", "structure", "你的结界区每有1张结界，你便抽1张牌", "per_has", ("每存在", "其中每有", "每拥有")),
    _kw("ANOTHER", "另", "another", "reference", "查看牌库顶的2张牌，将其中1张移入过往，另1张移入你的手牌区", "another",
        ("另外",)),  # 另1张: of the cards looked at still there (rule 11.122)
    # `将其中点数最大的1张移入你的手牌区`: among the cards looked at, those of the greatest point (rule 11.121)
    _kw("MOST", "最大", "greatest", "structure", "查看牌库顶的3张牌，将其中点数最大的1张移入你的手牌区", "most", ("最高",)),
    _kw("LEAST", "最小", "smallest", "structure", "查看牌库顶的3张牌，将其中点数最小的1张移入过往", "least", ("最低",)),
    # `观看牌库顶的3张牌，将其中1张加入手牌，其余按任意顺序置于牌库底`: all the cards looked at still there (rule 11.27(b))
    _kw("REST", "其余", "the rest", "structure", "查看牌库顶的3张牌，将其中1张移入你的手牌区，其余移入过往", "rest",
        ("其余的牌", "其余牌", "剩余的牌", "余下的牌", "其他的牌",
         "这些牌", "它们", "剩下的牌", "其余卡牌")),  # `将这些牌以任意顺序放回`: all of them still there (rule 11.101)
    _kw("ANY_ORDER", "按任意顺序", "in any order", "structure", "查看牌库顶的2张牌，将其余按任意顺序置于牌库底", "any_order",
        ("以任意顺序", "依任意顺序", "按任意的顺序")),
    # `其余以任意顺序放回原处`: where the cards looked at were (rule 11.101)
    _kw("BACK_PLACE", "原处", "where they were", "structure", "观看牌库顶的3张牌，将其中1张加入手牌，其余以任意顺序放回原处",
        "back_place", ("原位", "原来的位置")),
    _kw("EXCHANGE", "交换", "exchange", "verb", "令你与目标角色交换财富", "exchange", ("互换",)),
    # `若…，再生产1财富`: 再 (also, once more) before a step does that step; nothing is repeated (rule 10.26)
    _kw("_AGAIN", "再", "also (before a step)", "structure", "生产1财富。若你的手牌数为0，再生产1财富", None, ("再次", "额外")),  # 额外 (rule 10.52)
    _kw("SHUFFLE", "洗乱", "shuffle", "verb", "洗乱牌库", "shuffle", ("洗混", "洗切")),
    _kw("ARRANGE", "调度", "arrange", "verb", "调度", "arrange"),
    _kw("CONVERT", "转化", "convert", "verb", "转化", "convert"),
    # `进行1次转化`, `进行调度`: the rulebook names 转化 and 调度 as processes one carries out
    _kw("_PERFORM", "进行", "carry out", "structure", "进行转化，生产1财富", None, ("进行1次", "进行一次", "发动")),
    _kw("LET", "令", "command", "verb", "令所有其他角色弃1张手牌", "command"),
    # structure words
    _kw("IF", "若", "if", "structure", "若你的财富小于10，生产1财富/抽1张牌", "if", ("如果",)),
    # the core's 当, restated: 每当 is written too (`每当一名角色使用「攻伐」后：…`, rule 9.21)
    _kw("WHEN", "当", "when", "structure", "锁定&当你弃置手牌后：抽1张牌", "when", ("每当",)),
    _kw("OF", "的", "of", "structure", "若你的手牌数大于3，弃1张手牌", "of"),
    _kw("ZHANG", "张", "measure word", "structure", "抽两张牌", "measure"),
    # `令两名目标角色各抽1张牌`: several targets of one kind (rule 7.11)
    _kw("PERSONS", "名", "measure word (players)", "structure", "令两名目标角色各抽1张牌", "persons"),
    _kw("CARD", "牌", "card", "structure", "抽1张牌", "card", ("卡牌",)),
    _kw("HAND", "手牌", "hand card", "structure", "弃2张手牌", "hand"),
    # `使用手牌中的1张领主牌`: the 手牌区, where 使用 may also be followed by 手牌 alone (rule 11.51)
    _kw("HAND_IN", "手牌中", "in the hand", "zone", "使用手牌中的1张领主牌", "hand_in", ("手牌内",)),
    # the rulebook: 结界区里面的通用牌统称为「结界」 (rule 11.32)
    _kw("WARD", "结界", "ward", "structure", "将目标其他角色的1张结界移入过往", "ward_card"),
    # `获得目标结界的控制权` (rule 11.53)
    _kw("CONTROL", "控制权", "control", "structure", "即刻：获得目标结界的控制权", "control"),
    _kw("ROUND", "回合", "turn", "structure", "结附目标角色2回合", "turns"),
    _kw("DISTANCE", "距离", "distance", "structure", "令距离1以内的目标角色折损1财富", "distance",
        ("与你距离", "与你的距离", "距离你")),  # distance is always counted from the user (rule 2.3(a), 12.5(b))
    # `你与目标角色之间的距离`: 之间 says nothing more than 与 (rule 12.80)
    _kw("_BETWEEN", "之间", "between", "structure", "抽X张牌（X为你与目标角色之间距离）", None),
    _kw("_WITH", "与", "and (joining players)", "structure", "令你与目标其他角色各抽1张牌", None, ("和",)),
    _kw("WITHIN", "以内", "within", "structure", "令距离2以内的角色生产1财富", "within"),
    # `选择1名距离你最远的角色`: a target at the greatest or least distance from you (rule 7.16)
    _kw("FARTHEST", "最远", "farthest", "structure", "令1名距离你最远的角色折损1财富", "max"),
    _kw("NEAREST", "最近", "nearest", "structure", "令1名距离你最近的其他角色抽1张牌", "min"),
    _kw("ALWAYS", "始终", "always", "structure", "（你的仓储始终等于财富）", "always"),
    _kw("SAME_PLAYER", "是", "is (the same player)", "structure", "若其是你，生产1财富", "same_player"),
    _kw("NOT_SAME_PLAYER", "不是", "is not (the same player)", "structure", "若目标牌的控制者不是你，反制目标牌", "not_same_player"),
    _kw("IS", "为", "is", "structure", "生产X财富（X为你的物资）", "is"),
    # `若该牌不为「攻伐」`: the card has another name (rule 10.54)
    _kw("NOT_IS", "不为", "is not", "structure", "即刻：反制目标牌，若该牌不为「攻伐」，则抽1张牌", "is_not"),
    _kw("NO_ENERGY", "不支付精力", "free of energy", "structure", "使用1张手牌（不支付精力）", "free"),
    # `进行1次转化（不支付物资）`: a 转化 that draws without paying its 物资 (rule 11.38)
    _kw("NO_SUPPLY", "不支付物资", "free of supply", "structure", "限定：进行1次转化（不支付物资）", "free_supply"),
    _kw("VIRTUAL", "虚拟", "virtual", "structure", "使用1张手牌（虚拟）", "virtual"),
    # `使用你手牌中的1张领主牌（不消耗精力和物资）`: the lord changes without spending them (rule 15.5(a))
    _kw("KEEP_RESOURCES", "不消耗精力和物资", "keeping energy and supply", "structure",
        "主动：使用你手牌中的1张领主牌（不消耗精力和物资）", "keep_resources", ("不消耗精力与物资", "不消耗所有精力和物资")),
    # the appendix's 【令…生产/折损】 said again after the step, for the reader (rule 10.27)
    _kw("SOURCE_NOTE", "以你为来源", "with you as the source", "structure", "令目标角色折损1财富（以你为来源）", "source"),
    _kw("HAS", "有", "has", "structure", "若过往中有牌，抽1张牌", "has", ("还有", "包含", "含有")),  # 包含: rule 10.176  # `除此牌外还有` (rule 10.80)
    # `若你拥有「权杖」`: the card is in one of the player's own zones (the rulebook's 拥有”权杖“, rule 10.34)
    _kw("OWNS", "拥有", "owns", "structure", "回合开始：若你拥有「权杖」，抽1张牌", "owns"),
    # `若其财富仍少于你`: 仍 (still) before a comparison says nothing more than the comparison (rule 10.35)
    # `若此时你的财富大于该角色`: 此时 (now) before a condition says nothing more; a condition is read when it is reached
    # (rule 10.64)
    _kw("_NOW", "此时", "now", "structure", "即刻：若此时你的财富大于10，抽1张牌", None, ("此刻", "这时", "现在", "当前")),
    _kw("_STILL", "仍", "still", "structure", "若你的财富仍少于10，生产1财富", None, ("仍然", "依然", "依旧")),
    _kw("HAS_NO", "没有", "has no", "structure", "若你没有手牌，抽2张牌", "has_no"),
    _kw("IN", "中", "in", "structure", "将过往中的1张牌移入你的手牌区", "in", ("内",)),
    _kw("UNABLE", "无法", "cannot", "structure", "令目标角色弃1张手牌，若其无法弃牌，令其折损1财富", "unable", ("不能",)),
    _kw("DO_SO", "如此做", "do so", "structure", "弃1张手牌，若你无法如此做，折损1财富", "do_so", ("这样做",)),
    # the core's 任意张, with the ways this game writes it (`支付任意物资`, `弃置任意数量的手牌`)
    _kw("ANY_COUNT", "任意张", "any number of", "structure", "弃置任意张手牌，抽等量的牌", "any", ("任意数量的", "任意数量", "任意")),
    # `（X为超出的张数）`: by how much the last 大于 comparison's left side exceeded its right (rule 10.39)
    _kw("EXCESS", "超出的张数", "the excess", "structure", "若你的手牌数大于你的仓储，消耗X财富（X为超出的张数）", "excess",
        ("超出的数量", "超出的数", "超出的部分", "多出的张数", "多出的数量", "超过的张数", "超过的数量")),
    _kw("SAME_AS", "等同于", "as much as", "structure", "生产等同于你的手牌数的财富", "same_as"),
    # `若移入的牌不少于2张`: the cards the step before moved (rule 10.44)
    _kw("MOVED_CARDS", "移入的牌", "the cards moved", "structure", "将1张手牌移入过往，若移入的牌不少于1张，抽1张牌", "moved_cards",
        ("移走的牌", "被移入的牌")),
    _kw("COUNT", "数量", "number", "structure", "消耗任意物资，抽X张牌（X为以此法消耗的物资数量）", "count", ("数", "总和", "总数")),
    # `若其精力因此变为0`, `X为因此获得的物资`: the result of the step before (rule 10.56)
    _kw("_BY_THIS", "因此", "as a result", "structure", "令目标角色折损2财富，若其因此死亡，则你生产3财富", "as_result", ("由此",)),
    # `获得1点任意颜色的精力`: 点 counts a resource as 张 counts cards (rule 5.10); 任意颜色 is 黑色 (the rulebook:
    # 黑色的精力……代表任意颜色)
    _kw("_DIAN", "点", "(counter word)", "structure", "获得1点红色精力"),
    _kw("ANY_COLOUR", "任意颜色", "any colour", "structure", "获得1点任意颜色精力", "any_colour", ("任意颜色的", "任意色", "任意色的")),
    # `当你因其他角色折损财富后`, `当你的财富因生产超过15后`: the cause of a change, in a trigger (rule 9.24)
    _kw("_BECAUSE", "因", "because of", "structure", "当你因其他角色折损财富后：生产1财富"),
    # `当你因他人折损财富时`: 他人 (the rulebook's word for another player, as in 他人使用牌) as the cause (rule 9.28)
    # (whole words: 他人 alone would be the nearest keyword to any garbled 他)
    _kw("OTHER_DAMAGES", "因他人折损财富", "loses wealth because of another", "structure", "当你因他人折损财富后：生产1财富",
        "damage"),
    _kw("OTHER_PRODUCES", "因他人生产财富", "gains wealth because of another", "structure", "当你因他人生产财富后：抽1张牌",
        "produce"),
    # `结附目标角色3回合（其回合开始时，其折损1财富）`: the attached player's turn, in a ward's bracket only (rule 13.12)
    _kw("ITS_TURN_START", "其回合开始时", "at its turn start", "structure", "结附目标角色（其回合开始时，其折损1财富）",
        "its_turn_start", ("该角色的回合开始时", "结附的角色的回合开始时", "其的回合开始时", "该角色回合开始时",
         "在其回合开始时", "在其的回合开始时", "在该角色的回合开始时", "在该角色回合开始时", "被结附的角色的回合开始时",
         "被结附角色的回合开始时", "其每个回合开始时", "该角色每个回合开始时", "其每回合开始时")),
    _kw("ITS_TURN_END", "其回合结束时", "at its turn end", "structure", "结附目标角色（其回合结束时，其弃1张手牌）",
        "its_turn_end", ("该角色的回合结束时", "结附的角色的回合结束时", "其的回合结束时", "该角色回合结束时",
         "在其回合结束时", "在其的回合结束时", "在该角色的回合结束时", "在该角色回合结束时", "被结附的角色的回合结束时",
         "被结附角色的回合结束时", "其每个回合结束时", "该角色每个回合结束时", "其每回合结束时")),
    # `令该角色使用该牌（由你选择目标）`: the controller of what 令X uses is you (rule 11.63)
    _kw("YOU_CHOOSE_TARGETS", "由你选择目标", "you choose the targets", "structure", "令目标角色使用该牌（由你选择目标）",
        "you_choose_targets", ("目标由你选择", "由你指定目标", "由你选择其目标", "你选择目标", "目标由你指定", "由你来选择目标",
         "目标由你来选择", "由你指定其目标", "你来选择目标")),
    # `当你因折损而失去财富时`: the cause said with the change it makes — 折损财富, 生产财富 (rule 9.29)
    _kw("DAMAGE_LOSS", "因折损而失去财富", "loses wealth by damage", "structure", "当你因折损而失去财富时：抽1张牌", "damage",
        ("因折损失去财富", "因折损而减少财富", "因折损减少财富", "因为折损而失去财富", "因为折损失去财富",
         "由于折损而失去财富", "由于折损失去财富", "因折损而损失财富", "因折损损失财富", "因折损而失去了财富", "因折损失去了财富")),
    _kw("PRODUCE_GAIN", "因生产而获得财富", "gains wealth by production", "structure", "当你因生产而获得财富后：抽1张牌",
        "produce", ("因生产获得财富", "因生产而增加财富", "因生产增加财富", "因为生产而获得财富", "因为生产获得财富",
         "由于生产而获得财富", "由于生产获得财富", "因生产而得到财富", "因生产得到财富", "因生产而获得了财富", "因生产获得了财富")),
    # `你财富的一半（向下取整）`, `其仓储一半（向下取整）的` inside a larger amount: （向下取整） right after 一半 only restates
    # 1.2's rounding (rule 10.71)
    _kw("HALF_DOWN", "一半（向下取整）", "half (rounded down)", "structure", "抽等同于你的仓储一半（向下取整）的牌", "half",
        ("半数（向下取整）", "一半，向下取整", "半数，向下取整")),
    # `若目标角色的领主属于“烽烟”阵营` (rule 10.72), `若本局为决斗且你为后手` (rule 10.73)
    _kw("BELONGS", "属于", "belongs to", "structure", "若你的领主属于「烽烟」阵营，抽1张牌", "belongs", ("隶属于",)),
    _kw("NOT_BELONGS", "不属于", "does not belong to", "structure", "若你的领主不属于「中立」阵营，抽1张牌", "not_belongs"),
    _kw("FACTION", "阵营", "faction", "structure", "若你的领主属于「烽烟」阵营，抽1张牌", "faction", ("所属阵营", "所属的阵营")),
    _kw("THIS_GAME", "本局", "this game", "structure", "若本局为决斗，抽1张牌", "this_game",
        # `若对局为团队模式`: the rulebook's own words for the game being played (rules 10.73(a), 10.110)
        ("本局游戏", "本局的模式", "本局模式", "本场对局", "本局对局", "对局", "当前对局", "本次对局", "此局", "对局的模式", "当前模式", "本对局", "这局游戏",
         "本场游戏", "本局游戏的模式", "本局的游戏模式", "本局游戏模式", "对局模式", "游戏模式", "本局对局的模式", "本对局的模式")),
    _kw("_MODE", "模式", "mode", "structure", "若本局为决斗模式，抽1张牌", None),
    # `（你可以连续进行调度）`: lifts 7.9's 无法连续进行调度 for 你 (rule 13.33)
    _kw("ARRANGE_AGAIN", "可以连续进行调度", "may arrange twice in a row", "structure", "（你可以连续进行调度）", "arrange_again",
        ("可以连续调度", "能连续进行调度", "能够连续进行调度", "可连续进行调度", "能连续调度")),
    _kw("FIRST_SEAT", "先手", "first player", "structure", "若你为先手，抽1张牌", "first_seat",
        ("先手角色", "先手玩家", "1号位", "一号位", "1号座次", "一号座次", "1号位角色", "1号座次的角色")),
    _kw("SECOND_SEAT", "后手", "second player", "structure", "若你为后手，抽1张牌", "second_seat", ("后手角色", "后手玩家")),
    # `若你因此弃了3张或更多牌`: 了 after a verb says it was done (rule 10.56)
    _kw("_DONE", "了", "(done)", "structure", "弃所有手牌，若你因此弃了3张或更多牌，生产1财富"),
    # references
    _kw("OWNER", "所有者", "owner", "reference", "令此牌的所有者生产1财富", "owner", ("拥有者",)),
    # the rulebook: 结界的控制者是使用者 — 该牌的使用者 is its controller (rule 12.36)
    _kw("CONTROLLER", "控制者", "controller", "reference", "令目标牌的控制者弃1张手牌", "controller"),
    # `响应：若使用者的财富多于你，反制目标牌`: 使用者 alone is 该牌的使用者 (rule 12.170); after a card, its controller (12.36)
    _kw("USER", "使用者", "user", "structure", "响应：令使用者折损1财富", "controller"),
    _kw("YOU", "你", "you", "reference", "若你的物资大于0，转化", "you"),
    _kw("SELF", "自身", "self", "reference", "横置自身", "self"),
    _kw("THIS_CARD", "此牌", "this card", "reference", "将此牌移入虚空", "this_card", ("此结界",)),  # 此结界: rule 12.33
    # the player in whose 结界区 this card lies (rule 3.7(a)); only a ward's segments may name them
    _kw("ATTACHED_PLAYER", "结附的角色", "attached player", "reference",
        "结附目标其他角色。回合结束：令结附的角色折损1财富", "zone_holder", ("被结附的角色", "所结附的角色")),
    # a target card of one kind: `反制目标技能牌`, `反制目标通用牌` (rule 12.11; 目标 + the kind's word)
    # the rulebook: 堆叠中的通用牌称为「行动」, so `目标行动` is a target 通用牌 (on the stack, as every target card is)
    _kw("GENERAL_CARD", "通用牌", "general card", "structure", "即刻：反制目标通用牌", "general_card", ("行动",)),
    _kw("SKILL_CARD", "技能牌", "skill card", "structure", "即刻：反制目标技能牌", "skill_card"),
    _kw("TARGET_CARD", "目标牌", "target card", "reference", "反制目标牌", "target_card", ("目标卡牌",)),
    _kw("TARGET_PLAYER", "目标角色", "target player", "reference", "令目标角色抽1张牌", "target_player", ("目标", "一名角色", "1名角色")),
    # `令目标已死亡的队友复活`: a target among the dead (of your team: 队友, the mode's teams) (rules 7.12, 11.40)
    _kw("TARGET_DEAD", "目标已死亡的角色", "target dead player", "reference", "令目标已死亡的角色复活", "target_dead",
        ("一名已死亡的角色", "1名已死亡的角色", "一名死亡的角色", "1名死亡的角色")),
    _kw("TARGET_DEAD_MATE", "目标已死亡的队友", "target dead teammate", "reference", "令目标已死亡的队友复活",
        "target_dead_mate", ("一名已死亡的队友", "1名已死亡的队友", "一名死亡的队友", "1名死亡的队友",
                             # `令你死亡的队友复活，其获得等量的财富`: your dead teammate, the only one (rule 7.12(a))
                             "你死亡的队友", "你已死亡的队友", "你的已死亡的队友", "你的死亡的队友", "死亡的队友",
                             "已死亡的队友")),
    # `令你的队友生产2财富`: the other living players of your team, the mode's (none outside a team mode) (rule 7.13)
    _kw("MATES", "你的队友", "your teammates", "reference", "令你的队友生产2财富", "mates",
        ("队友", "你的1名队友", "你的一名队友", "1名队友", "一名队友")),  # 团队 teams are two: your one teammate is 你的队友 (rule 7.13(a))
    _kw("TARGET_OTHER", "目标其他角色", "target other player", "reference", "令目标其他角色折损1财富", "target_other", ("一名其他角色", "1名其他角色")),
    # `两名其他角色`: after a count, 其他角色 are target other players, as 一名其他角色 is (rules 7.11, 12.10)
    _kw("OTHER_PLAYERS", "其他角色", "other players", "structure", "令两名其他角色各折损1财富", "target_other"),
    _kw("ALL_PLAYERS", "所有角色", "all players", "reference", "令所有角色抽1张牌", "all_players", ("每个角色", "每名角色")),
    _kw("ALL_OTHERS", "所有其他角色", "all other players", "reference", "令所有其他角色折损1财富", "all_others", ("每个其他角色", "每名其他角色", "其他所有角色")),
    _kw("PLAYER", "角色", "player", "reference", "令距离1以内的角色抽1张牌", "player"),
    # `X为存活角色数-2`, `X为对手数`: the living players (others, opponents) counted now (rule 10.63)
    _kw("ALIVE_COUNT", "存活角色数", "living player count", "reference", "生产X财富（X为存活角色数-2）", "alive_count",
        ("存活的角色数", "存活角色的数量", "存活的角色数量", "存活角色数量", "未死亡的角色数", "未死亡角色数", "活着的角色数",
         "场上存活的角色数", "场上的存活角色数", "场上角色数")),
    _kw("ALIVE_OTHERS_COUNT", "存活的其他角色数", "living other player count", "reference",
        "生产X财富（X为存活的其他角色数）", "alive_others_count",
        ("其他存活角色数", "存活其他角色数", "其他存活角色的数量", "存活的其他角色的数量", "未死亡的其他角色数")),
    _kw("OPPONENT_COUNT", "对手数", "opponent count", "reference", "抽X张牌（X为对手数）", "opponent_count",
        ("对手的数量", "你的对手数", "对手数量", "存活对手数", "存活的对手数")),
    # `使用手牌中的1张领主牌，原有的领主牌移入虚空而非手牌区`: the lord card the lord change replaced (rule 15.7)
    _kw("REPLACED_LORD", "原有的领主牌", "the replaced lord card", "structure",  # a step's own card, as 移入的牌
        "使用手牌中的1张领主牌，原有的领主牌移入虚空", "replaced_lord",
        ("原来的领主牌", "原领主牌", "原有领主牌", "原有的领主", "原来的领主", "被替换的领主牌", "被换下的领主牌", "原领主")),
    _kw("_INSTEAD_OF", "而非", "instead of", "structure", "使用手牌中的1张领主牌，原有的领主牌移入虚空而非手牌区", None,
        ("而不是", "而不是移入", "而非移入", "而不移入")),
    _kw("PLAYER_COUNT", "角色数", "player count", "reference", "令所有角色折损X财富（X为角色数-2）", "player_count"),
    _kw("LORD", "领主", "lord", "reference", "横置你的领主，抽1张牌", "lord", ("领主牌",)),
    # resources and attributes
    _kw("WEALTH", "财富", "wealth", "attribute", "生产1财富", "wealth"),
    _kw("SUPPLY", "物资", "supply", "attribute", "获得1物资", "supply"),
    _kw("ENERGY", "精力", "energy", "attribute", "获得2红精力", "energy"),
    _kw("STORAGE", "仓储", "storage", "attribute", "消耗1仓储", "storage"),
    _kw("EFFICIENCY", "效率", "efficiency", "attribute", "若你的效率不大于3，获得1物资", "efficiency"),
    _kw("HAND_COUNT", "手牌数", "hand count", "attribute", "若目标角色的手牌数多于你的手牌数，抽1张牌", "hand_count"),
    _kw("POINT", "点数", "point", "attribute", "若目标牌的点数大于5，反制目标牌", "point"),
    _kw("COLOUR", "颜色", "colour", "attribute", "若目标牌的颜色等于红色，反制目标牌", "colour"),
    # zones
    _kw("HAND_ZONE", "手牌区", "hand", "zone", "将目标牌移入你的手牌区", "hand"),
    _kw("WARD_ZONE", "结界区", "ward zone", "zone", "将目标牌移入目标角色的结界区", "ward"),
    _kw("LORD_ZONE", "领主区", "lord zone", "zone", "将此牌移入领主区", "lord"),
    # `每以此法移入1张牌，你生产1财富`: the step after it once for each N cards the step before moved (rule 10.62)
    _kw("PER_THIS_WAY", "每以此法", "for each moved in this way", "structure",
        "将你结界区中的所有牌移入过往，每以此法移入1张牌，你生产1财富", "per_this_way", ("每以此方式", "每通过此方式")),
    # `你每以此法令1张黄色牌进入过往，就抽1张牌`: 就 opens the step done each time, and says nothing more (rule 10.62(a))
    # `反制以你为目标的牌`, `反制目标为你的领主的牌`, `反制指定了你的牌`: a target card whose target players include you (rule 12.81)
    _kw("TARGETING_YOU", "以你为目标的", "targeting you", "structure", "即刻：反制以你为目标的牌", "targeting_you",
        ("以你作为目标的", "以你的领主为目标的", "以你的领主作为目标的")),
    _kw("TARGETING_MATES", "以你的队友为目标的", "targeting your teammate", "structure", "即刻：反制以你的队友为目标的牌",
        "targeting_mates", ("以你的队友作为目标的",)),
    _kw("TARGETING_OTHERS", "以其他角色为目标的", "targeting another player", "structure", "即刻：复制以其他角色为目标的牌",
        "targeting_others", ("以其他角色作为目标的", "以他人为目标的")),
    _kw("TARGETS_ARE", "目标包括", "whose targets include", "structure", "即刻：反制目标包括你的牌", "targets_are",
        ("目标包含", "目标中有")),
    # `当你使用红色牌指定他人时`: 追加's own words narrowed to a colour or a name (rule 9.191)
    _kw("TARGETS_OTHERS", "指定他人", "targets another", "structure", "限定：当你使用红色牌指定他人时，抽1张牌",
        "targets_others", ("指定了他人",)),
    _kw("TARGETING_WHO", "指定", "which targets", "structure", "即刻：反制指定你的牌", "targeting_who", ("指定了",)),
    # `若其为你的队友，你也生产1财富`: 也 between a player and the step says no more (rule 10.182)
    _kw("_ALSO", "也", "also", "structure", "若其为你的队友，你也生产1财富", None, ("同样", "亦")),
    _kw("_JUST", "就", "then (each time)", "structure", "弃2张手牌，每以此法弃置1张红色牌，就抽1张牌", "just", ("便",)),
    # `（X由你选择且至少为1）`: X chosen by the card's controller within the bound (rule 10.153, lang13c)
    _kw("CHOSEN_BY_YOU", "由你选择", "chosen by you", "structure", "支付X物资，抽X张牌（X由你选择且至少为1）", "chosen_by_you",
        ("由你决定", "由你指定", "由你任选", "由你来选择", "由你来决定")),
    # `若弃置的牌点数之和大于10`: the points of the cards the step before moved, summed (rule 10.154, lang13c)
    _kw("_SUM", "之和", "sum", "structure", "弃2张手牌，若弃置的牌点数之和大于10，生产2财富", "sum", ("的和", "加起来")),
    # `若其与此牌颜色相同`, `若两张牌点数不同`: two cards' colour or point compared for equality (rule 10.170, lang14c)
    _kw("ALIKE", "相同", "the same (of two cards)", "structure", "弃1张手牌，若其与此牌颜色相同，抽1张牌", "alike",
        ("一样", "相等")),
    _kw("UNLIKE", "不同", "different (of two cards)", "structure", "弃1张手牌，若其与此牌颜色不同，抽1张牌", "unlike",
        ("不一样", "不相同", "不相等")),
    # `若该牌与上一张牌颜色相同`: the card named before 该牌's (rule 10.170, lang14c)
    _kw("FORMER_CARD", "上一张牌", "the card before that", "reference", "弃1张手牌，抽1张牌，若该牌与上一张牌颜色相同，抽1张牌",
        "former_card"),
    # `若堆叠中没有其他牌`, `堆叠中每有1张其他牌`: the cards on the 堆叠 other than this one (rule 10.171, lang14c)
    _kw("OTHER_CARD", "其他牌", "other cards", "structure", "即刻：若堆叠中没有其他牌，抽2张牌", "other_card",
        ("其他卡牌", "其它牌", "别的牌")),
    _kw("ONLY_THIS", "只有此牌", "only this card", "structure", "即刻：若堆叠中只有此牌，抽2张牌", "only_this",
        ("仅有此牌", "只剩此牌")),
    # `锁定：你使用的攻伐少支付1点精力`, `你使用的红色牌需额外支付1精力`, `你使用的下一张牌的精力消耗-1`: a card's 精力 cost
    # changed (rules 13.40, 13.41, lang14c)
    _kw("PAY_LESS", "少支付", "pay less", "structure", "锁定：你使用的攻伐少支付1点精力", "pay_less", ("可少支付", "少付")),
    _kw("PAY_MORE", "额外支付", "pay more", "structure", "锁定：你使用的红色牌额外支付1精力", "pay_more",
        ("需额外支付", "多支付", "需多支付", "须额外支付")),
    _kw("NEXT_ONE", "下一张", "the next (card)", "structure", "你使用的下一张牌少支付1精力", "next_one"),
    # `令目标队友抽2张牌`: a target among your living teammates; `你或目标队友抽1张牌`, `以你或你的队友为目标，…`: a target
    # among you and them (rule 7.17, lang14c)
    _kw("TARGET_MATE", "目标队友", "target teammate", "reference", "令目标队友抽2张牌", "target_mate",
        ("一名目标队友", "1名目标队友", "你的目标队友", "目标友方角色")),
    _kw("TARGET_SELF_MATE", "你或目标队友", "you or a target teammate", "reference", "令你或目标队友抽1张牌",
        "target_self_mate", ("你或你的目标队友", "你或一名目标队友", "目标角色（你或你的队友）", "你或你的一名队友",
                             "你或你的队友中的一名")),
    _kw("AS_TARGET_SELF_MATE", "以你或你的队友为目标", "targeting you or your teammate", "structure",
        "以你或你的队友为目标，生产2财富", "as_target_self_mate",
        ("以你或你的一名队友为目标", "以你或一名队友为目标", "以你或队友为目标", "指定你或你的队友为目标")),
    # `将过往中的所有牌洗入牌库`: the cards into that zone, which is then shuffled (rule 11.140, lang13c)
    _kw("SHUFFLE_INTO", "洗入", "shuffle into", "verb", "将过往中的所有牌洗入牌库", "shuffle_into", ("洗回",)),
    # `（此技能每回合限1次。）主动：抽1张牌`: a note before the timing saying 限定's own definition, 每回合限1次 (rule 13.170)
    _kw("ONCE_NOTE", "此技能每回合限1次", "once per turn (a note)", "structure", "（此技能每回合限1次）主动：抽1张牌", "once_note",
        ("此技能每回合限一次", "此技能每回合只能使用1次", "此技能每回合只能使用一次", "此技能每回合只能发动1次", "此技能每回合只能发动一次", "此技能每回合至多使用1次", "此技能每回合至多发动1次", "此牌每回合限1次", "此牌每回合限一次", "此牌每回合只能使用1次", "此牌每回合只能使用一次", "此牌每回合只能发动1次", "此牌每回合只能发动一次", "此牌每回合至多使用1次", "此牌每回合至多发动1次", "本技能每回合限1次", "本技能每回合限一次", "本技能每回合只能使用1次", "本技能每回合只能使用一次", "本技能每回合只能发动1次", "本技能每回合只能发动一次", "本技能每回合至多使用1次", "本技能每回合至多发动1次", "该技能每回合限1次", "该技能每回合限一次", "该技能每回合只能使用1次", "该技能每回合只能使用一次", "该技能每回合只能发动1次", "该技能每回合只能发动一次", "该技能每回合至多使用1次", "该技能每回合至多发动1次", "此效果每回合限1次", "此效果每回合限一次", "此效果每回合只能使用1次", "此效果每回合只能使用一次", "此效果每回合只能发动1次", "此效果每回合只能发动一次", "此效果每回合至多使用1次", "此效果每回合至多发动1次")),
    # `消耗你所有精力，每消耗1点精力，抽1张牌`: 每 + a verb, once per N of what that verb's last step acted on (rule 10.174)
    _kw("PER_CONSUME", "每消耗", "for each consumed", "structure", "消耗所有精力，每消耗1点精力，抽1张牌", "consume",
        ("每消耗掉", "每失去")),
    _kw("PER_PAY", "每支付", "for each paid", "structure", "支付任意物资，每支付1物资，生产2财富", "pay"),
    _kw("PER_DISCARD", "每弃置", "for each discarded", "structure", "弃置任意张手牌，每弃置1张，生产2财富", "discard",
        ("每弃", "每弃掉")),
    _kw("PER_DRAW", "每抽", "for each drawn", "structure", "抽2张牌，每抽1张牌，折损1财富", "draw"),
    _kw("PER_GAIN", "每获得", "for each gained", "structure", "获得任意物资，每获得1物资，抽1张牌", "gain"),
    _kw("PER_PRODUCE", "每生产", "for each produced", "structure", "生产2财富，每生产1财富，抽1张牌", "produce"),
    _kw("PER_DAMAGE", "每折损", "for each lost", "structure", "令目标角色折损2财富，每折损1财富，你生产1财富", "damage"),
    _kw("IT_USER", "其使用者", "its user", "structure", "即刻：反制目标牌，令其使用者弃1张手牌", "controller",
        ("其的使用者",)),
    # `令每名财富多于你的角色折损1财富`: every living player whose attribute compares so (rule 12.172); 每名角色 stays 所有角色
    _kw("EACH_WHO", "每名", "every (player who)", "structure", "令每名财富多于你的角色折损1财富", "each_who",
        ("每一名", "每个", "每位")),
    # `X为你与目标角色的手牌数之差`, `你们财富之差`: how far apart two players' amounts are (rule 10.175)
    _kw("_DIFF", "之差", "difference", "structure", "生产X财富（X为你与目标角色的财富之差）", None,
        ("的差", "的差值", "之差值", "差值", "相差的数量", "的差额", "之差额")),
    _kw("YOU_ALL", "你们", "you two", "structure", "令目标角色抽X张牌（X为你们财富之差）", "you_all", ("你们的", "你们两者的", "你们两人的")),
    # `若展示的牌中有蓝色牌`: the cards the effect looked at or revealed, 其中 (rule 10.176)
    _kw("LOOKED_CARDS", "展示的牌", "the cards looked at", "structure", "展示牌库顶的2张牌，若展示的牌中有红色牌，抽1张牌",
        "among", ("查看的牌", "观看的牌", "看到的牌", "翻开的牌", "公开的牌", "以此法展示的牌", "以此法查看的牌", "被展示的牌",
                  "展示出的牌", "此法展示的牌", "此法查看的牌")),
    # `每名角色依次选择一项：抽1张牌；或生产1财富`: each player in turn order chooses for themselves (rule 10.178)
    _kw("IN_TURN_ORDER", "依次", "in turn order", "structure", "所有角色依次选择一项：抽1张牌/生产1财富", "in_turn_order",
        ("各自依次", "轮流", "按座次依次", "按顺序依次", "从你开始依次")),
    _kw("_OR_NEXT", "；或", "or (between options)", "structure", "选择一项：抽1张牌；或生产1财富", None,
        ("，或", "；或者", "，或者")),
    # `若使用该牌的角色财富多于你`: 该牌的使用者, its controller (rules 12.36, 12.40); one word each, so that 使用 stays the verb
    _kw("THAT_CARD_USER", "使用该牌的角色", "the player who used that card", "reference", "响应：令使用该牌的角色折损1财富",
        "that_card"),
    _kw("TARGET_CARD_USER", "使用目标牌的角色", "the player who used the target card", "reference",
        "即刻：令使用目标牌的角色抽1张牌", "target_card"),
    # `目标角色领主区顶部的领主牌`: the last lord card of the 领主区, the player's lord (rules 3.8, 12.39)
    _kw("LORD_TOP", "领主区顶部的领主牌", "the top lord card of the lord zone", "reference",
        "将目标角色领主区顶部的领主牌移入其手牌区", "lord", ("领主区的顶牌", "领主区顶部的牌", "领主区的顶部领主牌",
                                                   "领主区顶的领主牌", "领主区的最后一张领主牌")),
    _kw("CREATION_ZONE", "造物区", "creation zone", "zone", "将此牌移入造物区", "creation"),
    _kw("STACK", "堆叠", "stack", "zone", "将1张手牌移入堆叠", "stack"),
    _kw("DECK", "牌库", "deck", "zone", "洗乱牌库", "deck"),
    # `复制堆叠顶部的牌`: the entry right beneath this card, on top when it was used (rule 12.20)
    # `当你的队友折损财富时：该队友生产1财富`: the teammate who acted, read as 该角色 (rule 12.23)
    _kw("THAT_PLAYER", "该角色", "that player", "reference", "当你的队友折损财富时：该角色生产1财富", "that_player"),
    # `若你的队友财富少于你，则你支付2财富，令该队友生产2财富`: the teammate named last — 你的队友 — even after 你; with no
    # teammate named before it, 该角色 (rule 7.13(d)); in a trigger on a teammate, the one who acted (12.23)
    _kw("THAT_MATE", "该队友", "that teammate", "reference", "当你的队友折损财富时：该队友生产1财富", "that_mate"),
    # `若你的财富少于对手`: the players of the other teams (rule 7.15)
    _kw("OPPONENTS", "对手", "opponents", "reference", "令对手折损1财富", "opponents", ("你的对手", "对方", "所有对手", "你的所有对手", "每名对手")),
    # `弃1张手牌，若弃置的牌为红色`: the card the step before discarded, read as 该牌 (rule 12.22)
    _kw("THAT_CARD", "该牌", "that card", "reference", "弃1张手牌，若该牌为红色牌，抽1张牌", "that_card",
        ("弃置的牌", "弃掉的牌", "被弃置的牌", "该行动", "之",  # 该行动, 反制之: rule 12.34
         "其以此法弃置的牌", "你以此法弃置的牌",  # the card 其/你 discarded in the step before (rule 12.22(a))
         "此法弃置的牌", "弃置的那张牌", "弃掉的那张牌",  # the same (rule 12.82)
         "该结界", "该造物", "该卡牌", "该通用牌", "该技能牌")),  # 该结界, 该造物: the card named last, by its kind (rule 12.41)
    # `反制1张点数小于弃置牌点数的牌`: 该牌, the card the step before discarded — a word only there (rule 12.82), so that
    # `弃置牌库顶的…` still reads 弃置 + 牌库顶
    _kw("DISCARDED_CARD", "弃置牌", "the card discarded", "structure", "即刻：弃置1张手牌，反制1张点数小于弃置牌点数的牌",
        "that_card"),
    _kw("STACK_TOP", "堆叠顶部的牌", "the top card of the stack", "reference", "即刻：复制堆叠顶部的牌", "event_card",
        ("堆叠顶端的牌", "堆叠顶的牌", "堆叠顶部的卡牌",
         # the one card at the top, counted or with 最 (rule 12.120, lang13c)
         "堆叠顶部的1张牌", "堆叠顶部的一张牌", "堆叠顶的1张牌", "堆叠顶端的1张牌", "堆叠最顶部的牌", "堆叠最顶端的牌",
         "堆叠中最顶部的牌", "堆叠顶部的那张牌", "堆叠最顶部的1张牌")),
    # `反制其中最底部的牌`: the bottom card of the 堆叠 other than this card, the oldest (rule 12.50)
    _kw("STACK_BOTTOM", "堆叠底部的牌", "the bottom card of the stack", "reference", "即刻：反制堆叠底部的牌",
        "stack_bottom", ("堆叠最底部的牌", "堆叠中最底部的牌", "堆叠底端的牌", "堆叠底的牌", "堆叠底部的卡牌",
                         "其中最底部的牌", "其中最底部的卡牌", "其中最底层的牌", "堆叠最底层的牌",
                         # `反制其中最早使用的1张`: the one used first is the bottom one (rule 12.182)
                         "其中最早使用的1张", "其中最早使用的牌", "其中最早使用的1张牌", "其中最先使用的1张",
                         "其中最先使用的牌", "其中最早被使用的牌", "其中最早被使用的1张", "堆叠中最早使用的牌",
                         "堆叠中最早使用的1张牌", "堆叠中最先使用的牌")),
    # `若堆叠中除此牌外还有至少2张牌`: the 堆叠 without the card whose effect resolves (rule 10.80)
    _kw("EXCEPT_THIS", "除此牌外", "except this card", "structure", "即刻：抽X张牌（X为堆叠中除此牌外的牌数）",
        "except_this", ("除此牌以外", "除本牌外", "除这张牌外", "除此牌之外")),
    _kw("DECK_TOP", "牌库顶", "deck top", "zone", "将1张手牌移入牌库顶", "deck_top",
        ("牌库顶部", "牌库顶端", "牌库最顶部")),  # `牌库顶部的牌`: its top card (rule 12.50(a))
    _kw("DECK_BOTTOM", "牌库底", "deck bottom", "zone", "将目标牌移入牌库底", "deck_bottom",
        ("牌库底部", "牌库底端", "牌库最底部")),  # `牌库最底部的牌`: its bottom card (rule 12.50(a))
    _kw("PAST", "过往", "past", "zone", "洗乱过往", "past", ("过往区",)),
    # `将过往中最底部的牌加入你的手牌`: the card that entered the 过往 first; 过往顶, the last (rule 12.100)
    _kw("PAST_TOP", "过往顶", "past top", "zone", "将过往顶的牌移入你的手牌区", "past_top",
        ("过往顶部", "过往顶端", "过往最顶部", "过往最上方", "过往中最顶部", "过往中最上方", "过往最顶端", "过往中最顶端")),
    _kw("PAST_BOTTOM", "过往底", "past bottom", "zone", "将过往底的牌移入你的手牌区", "past_bottom",
        ("过往底部", "过往底端", "过往最底部", "过往最下方", "过往中最底部", "过往中最下方", "过往最底端", "过往中最底端")),
    _kw("VOID", "虚空", "void", "zone", "将此牌移入虚空", "void", ("虚空区",)),
    # `或更多` / `或更少` after an amount (rule 10.18); `为空` (rule 10.19); a card's tapped state (rule 10.20)
    _kw("OR_MORE", "或更多", "or more", "structure", "若你的财富达到20或更多，生产1财富", "or_more", ("或以上",)),
    _kw("OR_LESS", "或更少", "or less", "structure", "若你的财富为5或更少，获得1物资", "or_less", ("或以下",)),
    _kw("EMPTY", "为空", "is empty", "structure", "若牌库为空，生产1财富", "empty", ("是空的",)),
    _kw("TAPPED", "已横置", "is tapped", "structure", "若你的领主已横置，重置你的领主", "tapped",
        ("处于横置状态", "已被横置", "是横置的")),
    _kw("UNTAPPED", "未横置", "is not tapped", "structure", "若此牌未横置，横置此牌", "untapped",
        ("没有横置", "未被横置", "没有被横置")),
    # `抽牌直到你的手牌数等于你的仓储` (rule 11.23)
    _kw("UNTIL", "直到", "until", "structure", "弃牌直到你的手牌数等于你的仓储", "until"),
    # `直到你的下回合开始，你的仓储+2`: a change undone when your next turn starts (rule 11.123)
    _kw("NEXT_TURN_START", "你的下回合开始", "your next turn start", "structure", "直到你的下回合开始，你的仓储+2",
        "next_turn_start", ("你的下个回合开始", "你的下一回合开始", "你的下一个回合开始", "你下回合开始", "你下个回合开始",
                            "你的下回合开始时", "你的下个回合开始时", "你的下一回合开始时")),
    # `若你本回合使用过牌`, `若你本回合没有使用牌` (rule 10.23)
    _kw("THIS_TURN", "本回合", "this turn", "structure", "回合结束：若你本回合使用过牌，抽1张牌", "this_turn",
        ("这回合", "此回合")),
    _kw("USED_PAST", "使用过", "has used", "structure", "回合结束：若你本回合使用过牌，抽1张牌", "used"),
    _kw("NOT_YET", "未", "has not", "structure", "回合结束：若你本回合未使用牌，生产1财富", "not"),
    # `若此时是回合外`: whose turn it is now (rule 10.48); whole phrases, so that 回合内 alone stays 主动's long form
    _kw("IN_TURN", "此时是你的回合", "it is your turn", "structure", "即刻：若此时是你的回合，抽1张牌", "in_turn",
        ("此时是回合内", "现在是回合内", "当前是回合内", "此时在回合内", "此时处于回合内", "现在是你的回合", "当前是你的回合",
         "在你的回合内", "处于你的回合内", "是你的回合", "此时在你的回合内", "现在在你的回合内",
         "此时为回合内", "现在为回合内", "此时为你的回合", "现在为你的回合", "在回合内", "处于回合内")),
    _kw("OUT_OF_TURN", "此时是回合外", "it is not your turn", "structure", "即刻：若此时是回合外，抽2张牌", "out_of_turn",
        ("现在是回合外", "当前是回合外", "此时在回合外", "此时处于回合外", "此时不是你的回合", "现在不是你的回合",
         "当前不是你的回合", "不是你的回合", "在你的回合外", "处于你的回合外", "此时在你的回合外", "现在在你的回合外",
         "不在你的回合内", "此时不在你的回合内",
         "此时为回合外", "现在为回合外", "在回合外", "处于回合外")),
    # `令其目标弃1张手牌`: the target players of the card 其 names (rule 12.32); one word, beside 其 + 目标角色
    _kw("IT_TARGETS", "其目标", "its targets", "structure", "使用1张虚拟的「攻伐」，令其目标弃1张手牌", "it_targets",
        ("其的目标", "其目标角色")),
    # `当一张「攻伐」进入堆叠后` (rule 9.21)
    _kw("ENTER", "进入", "enters", "structure", "当一张「攻伐」进入堆叠后：生产1财富", "enter", ("被置入",)),
    # `若你的队友已死亡`, `若目标角色未死亡` (rule 10.49)
    _kw("DEAD", "已死亡", "is dead", "structure", "回合开始：若你的队友已死亡，抽1张牌", "dead", ("已经死亡",)),
    _kw("ALIVE", "未死亡", "is alive", "structure", "回合开始：若你的队友未死亡，抽1张牌", "alive",
        ("没有死亡", "仍存活", "存活")),
    # comparators
    _kw("GT", "大于", "greater than", "comparator", "若你的财富大于10，抽1张牌", ">", ("超过", "高于")),
    _kw("LT", "小于", "less than", "comparator", "若你的财富小于10，生产1财富", "<", ("低于",)),  # 高于/低于: rule 12.101
    _kw("EQ", "等于", "equal to", "comparator", "若你的物资等于0，获得1物资", "="),
    _kw("GE", "不小于", "not less than", "comparator", "若你的财富不小于15，抽1张牌", ">=",
        ("大于等于", "大于或等于", "不少于", "不低于")),
    _kw("LE", "不大于", "not greater than", "comparator", "若你的财富不大于5，生产2财富", "<=",
        ("小于等于", "小于或等于", "不多于", "不超过", "不高于")),
    _kw("NE", "不等于", "not equal to", "comparator", "若你的物资不等于0，转化", "!="),
    _kw("AT_LEAST", "至少", "at least", "comparator", "若你的手牌数至少2，弃1张手牌", ">=", ("至少为", "达到")),
    _kw("AT_MOST", "至多", "at most", "comparator", "若你的手牌数至多1，抽2张牌", "<=", ("至多为",)),
    _kw("MORE", "多于", "more than", "comparator", "若你的手牌数多于3，弃1张手牌", ">"),
    _kw("FEWER", "少于", "fewer than", "comparator", "若你的手牌数少于2，抽1张牌", "<"),
)

BY_TERMINAL: dict[str, Keyword] = {k.terminal: k for k in KEYWORDS}
BY_TEXT: dict[str, Keyword] = {k.text: k for k in KEYWORDS}

TIMINGS: dict[str, str] = {k.text: k.terminal for k in KEYWORDS if k.category == "timing"}

# Colour words accepted before 精力 and in comparisons; 黑 pays any colour.
COLOURS: dict[str, str] = {
    "绿": "green", "绿色": "green",
    "红": "red", "红色": "red",
    "蓝": "blue", "蓝色": "blue",
    "黄": "yellow", "黄色": "yellow",
    "黑": "black", "黑色": "black",
}
