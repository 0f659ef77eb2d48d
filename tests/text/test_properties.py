"""Property tests: any string gives diagnostics or an AST (never an exception), spans stay
inside the text, fmt is idempotent and keeps the meaning, and texts composed from the
language's parts — verbs × targets × amounts × conditions × punctuation — all parse."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from zhdsl.games.zongheng.keywords import KEYWORDS
from zhdsl.text import ast
from zhdsl.text.fmt import format_text
from zhdsl.text.parser import ParseResult

KEYWORD_TEXTS = [k.text for k in KEYWORDS]
FRAGMENTS = sorted({k.text[:i] for k in KEYWORDS for i in range(1, len(k.text))} | {k.text[1:] for k in KEYWORDS})
PUNCT = list("，。：；（）「」“”\"'/&|,:();.　 \n\t-+×÷*【】『』！？") + ["，，", "。。", "||", "&&"]
NUMBERS = ["0", "1", "2", "10", "-1", "一", "两", "三", "十", "十二", "一一", "百", "X", "Y", "２"]
OTHER = list("红绿蓝黄黑紫色的了战斗甲乙") + ["回合中", "紫色", "你们"]

pieces = st.sampled_from(KEYWORD_TEXTS + FRAGMENTS + PUNCT + NUMBERS + OTHER)
soup = st.lists(pieces, max_size=20).map("".join)
anything = st.one_of(st.text(max_size=60), soup, st.text(alphabet=st.characters(min_codepoint=0x3000, max_codepoint=0x9FFF), max_size=30))

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def check_invariants(text: str, result: ParseResult) -> None:
    assert isinstance(result, ParseResult)
    assert result.text == text
    assert all(d.code != "E199" for d in result.diagnostics), result.diagnostics
    for d in result.diagnostics:
        assert 0 <= d.span.start <= d.span.end <= len(text), d
        assert d.message
    if result.ok:
        assert result.versions or not text.strip()
    else:
        assert result.versions == ()
    for version in result.versions:
        for node in ast.walk(version):
            assert 0 <= node.span.start <= node.span.end <= len(text), node


@SETTINGS
@given(anything)
def test_any_string_gives_diagnostics_or_an_ast(run, text):
    check_invariants(text, run(text))


@SETTINGS
@given(anything)
def test_fmt_is_idempotent(text):
    once = format_text(text)
    assert format_text(once) == once


@SETTINGS
@given(soup)
def test_fmt_keeps_the_meaning(run, text):
    before = run(text)
    after = run(format_text(text))
    if before.ok:
        assert after.ok
        assert after.versions == before.versions  # node equality ignores spans


# ---- texts composed from the parts of the language -----------------------------------

num = st.sampled_from(["1", "2", "3", "一", "两", "三", "十"])
colour = st.sampled_from(["", "绿", "红", "蓝", "黄", "黑", "绿色", "红色", "蓝色", "黄色"])
player = st.sampled_from(["你", "目标角色", "目标其他角色", "所有角色", "所有其他角色"]) | num.map(
    lambda n: f"距离{n}以内的角色"
) | num.map(lambda n: f"距离{n}以内的目标角色") | st.sampled_from(["此牌的所有者", "目标牌的控制者"])
single_player = st.sampled_from(["你", "目标角色", "目标其他角色"])
card = st.sampled_from(["此牌", "目标牌", "自身", "目标红色牌", "目标技能牌"])  # one narrowing each: two are E271
zone = st.sampled_from(["手牌区", "结界区", "领主区", "造物区"]).flatmap(
    lambda z: st.sampled_from(["", "你的", "目标角色的"]).map(lambda o: o + z)
) | st.sampled_from(["堆叠", "牌库", "牌库顶", "牌库底", "过往", "虚空"])
resource = st.sampled_from(["财富", "物资", "仓储", "效率"]) | colour.map(lambda c: c + "精力")


measured = st.one_of(
    num.map(lambda n: f"抽{n}张牌"),
    num.map(lambda n: f"弃{n}张手牌"),
    st.tuples(num, st.sampled_from(["红色", "蓝", "黑色"])).map(lambda t: f"弃{t[0]}张{t[1]}手牌"),
    num.map(lambda n: f"使用{n}张手牌"),
    st.tuples(num, st.sampled_from(["财富", "物资"]) | colour.map(lambda c: c + "精力")).map(lambda t: f"获得{t[0]}{t[1]}"),
    st.tuples(st.sampled_from(["支付", "消耗"]), num, resource).map(lambda t: f"{t[0]}{t[1]}{t[2]}"),
    num.map(lambda n: f"生产{n}财富"),
    num.map(lambda n: f"折损{n}财富"),
)
action = st.one_of(
    measured,
    st.tuples(player, measured).map(lambda t: f"令{t[0]}{t[1]}"),
    st.sampled_from(["恢复", "横置", "重置", "调度", "转化", "洗乱牌库", "洗乱过往"]),
    card.map(lambda c: f"横置{c}"),
    card.map(lambda c: f"反制{c}") | card.map(lambda c: f"复制{c}"),
    st.tuples(single_player, st.sampled_from(["", "1回合", "三回合"])).map(lambda t: f"结附{t[0]}{t[1]}"),
    st.tuples(card, zone).map(lambda t: f"将{t[0]}移入{t[1]}"),
    st.tuples(num, zone).map(lambda t: f"将{t[0]}张手牌移入{t[1]}"),
    measured.map(lambda m: f"执行「{m}」"),
    measured.map(lambda m: f"将目标牌变为“{m}”"),
    num.map(lambda n: f"使用{n}张手牌（不支付精力）"),
    # the rulebook's own phrasing and the shared forms (issue 11)
    st.tuples(st.sampled_from(["所有角色都", "每名角色", "每名其他角色", "其他所有角色都", "令你&目标其他角色",
                               "令一名角色", "令一名其他角色"]), measured).map("".join),
    st.tuples(st.sampled_from(["令目标角色", ""]), st.sampled_from(["生产/折损", "折损/生产"]), num).map(
        lambda t: f"{t[0]}{t[1]}{t[2]}财富"),
    num.map(lambda n: f"获得{n}红色/蓝色精力"),
    st.tuples(num, st.sampled_from(["过往中", "牌库顶", "目标其他角色", "你"])).map(lambda t: f"将{t[1]}的{t[0]}张牌移入你的手牌区"
                                                                              if "角色" not in t[1] and t[1] != "你"
                                                                              else f"将{t[1]}的{t[0]}张手牌移入你的手牌区"),
    st.sampled_from(["消耗所有精力", "弃所有手牌", "支付一半财富", "支付一半财富（向下取整）", "支付一半财富（向上取整）",
                     "将你的领主横置", "重置你的领主", "将目标牌重置", "将目标牌移入其控制者的手牌区", "将此牌移回其拥有者的手牌",
                     "将过往中的1张「攻伐」移入你的手牌区", "执行「抽1张牌」"]),
    st.tuples(st.sampled_from(["你的财富", "你的物资", "将你的仓储", "将你的效率"]), num).map(lambda t: f"{t[0]}变为{t[1]}"),
    num.map(lambda n: f"从牌库中抽{n}张牌") | num.map(lambda n: f"从牌库顶抽{n}张牌"),
    st.tuples(measured, st.sampled_from(["并", "且", "并且"]), measured).map("".join),
    st.tuples(measured, measured).map(lambda t: f"令目标角色{t[0]}并{t[1]}"),
    st.tuples(measured, measured).map(lambda t: f"令目标角色{t[0]}，其{t[1]}"),
    st.tuples(measured, measured).map(lambda t: f"令目标其他角色{t[0]}，令该角色{t[1]}"),
    # amounts chosen at resolution, what a step before did, card names as effects, players as subject
    st.tuples(st.sampled_from(["弃置任意张手牌", "弃任意数量的手牌", "支付任意物资", "消耗任意精力", "抽任意张牌",
                               "将任意张手牌移入牌库底", "令目标角色弃置任意张手牌"]),
              st.sampled_from(["抽等量的牌", "生产等量财富", "获得等量物资"])).map("，".join),
    # (variables, one definition each in a composed text: `以此法…` and `X为…，` are in text_corpus)
    st.sampled_from(["执行「攻伐」", "执行“劳作”", "将目标牌变为「教育」", "将目标牌变为「压制」", "洗混牌库"]),
    st.tuples(st.sampled_from(["你的仓储", "令目标角色的物资", "将你的效率", "你的财富"]), st.sampled_from(["+", "-"]), num).map(
        "".join),
    st.tuples(st.sampled_from(["生产", "抽", "令目标角色折损"]), st.sampled_from(["你的手牌数", "目标角色的物资", "角色数-1"]),
              st.sampled_from(["财富", "张牌"])).map(lambda t: f"{t[0]}等同于{t[1]}的{'财富' if '抽' not in t[0] else '牌'}"),
    st.tuples(st.sampled_from(["你与目标角色", "你和目标其他角色", "你&所有其他角色"]), st.sampled_from(["各", "都", ""]),
              measured).map("".join),
    # giving, choosing, looking, exchanging, 再, cards of other zones (lang7, rules 10.26, 11.25–11.29)
    st.tuples(num, st.sampled_from(["目标其他角色", "目标角色", "目标牌的控制者"])).map(
        lambda t: f"将{t[0]}张手牌交给{t[1]}"),
    st.tuples(st.sampled_from(["目标其他角色", "所有其他角色", "目标角色"]), num).map(lambda t: f"令{t[0]}将{t[1]}张手牌交给你"),
    st.tuples(st.sampled_from(["过往", "牌库", "牌库顶的3张牌", "牌库底的两张牌", "你的结界区"]), num,
              st.sampled_from(["牌", "张牌", "「攻伐」", "张「劳作」", "领主牌"]),
              st.sampled_from(["移入你的手牌区", "移入牌库底", "交给目标其他角色"])).map(
        lambda t: f"从{t[0]}中选择{t[1]}{'' if t[2].startswith('张') else '张'}{t[2]}{t[3]}"),
    st.tuples(st.sampled_from(["目标其他角色的手牌", "牌库顶的3张牌", "你的手牌区", "牌库底的1张牌"]),
              st.sampled_from(["", "，然后弃置其中1张", "，将其中1张移入你的手牌区", "，将其中1张交给你", "，使用其中1张"])).map(
        lambda t: f"查看{t[0]}{t[1]}"),
    st.tuples(st.sampled_from(["令你与目标角色", "你与目标其他角色", "与目标角色", "令目标角色与目标其他角色"]),
              st.sampled_from(["财富", "物资", "仓储", "效率", "手牌"])).map(lambda t: f"{t[0]}交换{t[1]}"),
    measured.map(lambda m: f"再{m}"),
    # several targets of one kind (rule 7.11), 令X A/B (rule 10.28)
    st.tuples(st.sampled_from(["令两名目标角色", "令2名目标其他角色", "令至多两名目标其他角色", "两名角色各", "令至多3名目标角色各"]),
              measured).map("".join),
    st.tuples(measured, measured).map(lambda t: f"令目标其他角色{t[0]}/{t[1]}"),
    st.sampled_from(["使用过往中的1张牌", "使用过往中的1张牌（不支付精力）", "使用牌库顶的1张牌", "使用过往中的1张「攻伐」",
                     "将你手牌中的1张领主牌移入你的领主区", "将过往中的1张领主牌移入你的手牌区", "交换你与目标角色的财富",
                     "将目标其他角色的1张结界移入过往", "将过往中的1张蓝色牌移入你的手牌区", "使用过往中的1张红色牌",
                     "令目标角色折损1财富（以你为来源）"]),
    # batch l (lang11): rules 10.33, 11.34–11.40, 12.12, 12.13
    st.sampled_from(["执行「劳作」的效果", "将目标牌的效果变为「抽1张牌」", "令目标角色折损1财富（折损以你为来源）",
                     "将目标其他角色造物区中的「权杖」移入你的造物区", "获得目标其他角色的1张手牌", "进行1次转化（不支付物资）",
                     "将目标结界移入过往", "令目标已死亡的队友复活并获得1财富", "令一名已死亡的角色复活", "反制目标「攻伐」",
                     "复制目标「攻伐」"]),
    # batch m (lang11b): rules 7.13, 12.16 (目标行动 is 目标通用牌, which a narrowed 目标技能牌 elsewhere conflicts with: E271)
    st.sampled_from(["令你的队友生产1财富", "令队友抽1张牌", "将目标结界移入其所有者的手牌区"]),
    st.tuples(st.sampled_from(["目标其他角色", "所有其他角色"]), num).map(lambda t: f"令{t[0]}交给你{t[1]}张手牌"),
    # batch q (lang11f): rules 7.14, 10.52, 11.49 (10.46 among the conditions)
    st.tuples(num, st.sampled_from(["「教育」", "「攻伐」（不支付精力）"])).map(lambda t: f"使用{t[0]}张{t[1]}"),
    st.tuples(st.sampled_from(["额外", "再"]), measured).map("".join),
    st.tuples(st.sampled_from(["令所有与你距离为1的角色", "令所有距离2以内的其他角色", "令与你距离为1的其他角色"]),
              measured).map("".join),
    # session 14 (lang14a): rules 10.172, 10.175, 11.170, 12.171, 12.172
    st.sampled_from(["获得过往顶部的1张牌", "获得牌库底部的牌", "使用过往最上方的牌", "弃牌库顶的2张牌", "生产你手牌数一半的财富",
                     "生产等同于你与目标角色的财富之差的财富", "令目标牌的效果改为“抽1张牌”"]),
    st.tuples(st.sampled_from(["令每名财富多于你的角色", "每名手牌数少于你的其他角色", "令每个物资为0的其他角色"]),
              measured).map("".join),
)
step = st.one_of(
    action,
    st.lists(action, min_size=2, max_size=3).map("/".join),
    st.lists(action, min_size=2, max_size=3).map("&".join),
    st.lists(action, min_size=2, max_size=3).map(lambda a: "（" + "，".join(a) + "）"),
)
attribute = st.sampled_from(["财富", "物资", "仓储", "效率", "精力", "手牌数"])
comparator = st.sampled_from(["大于", "小于", "等于", "不小于", "不大于", "不等于", "至少", "至多", "多于", "少于"])
comparison = st.one_of(
    st.tuples(single_player, attribute, comparator, num).map(lambda t: f"{t[0]}的{t[1]}{t[2]}{t[3]}"),
    st.tuples(card, comparator, num).map(lambda t: f"{t[0]}的点数{t[1]}{t[2]}"),
    st.tuples(card, st.sampled_from(["等于", "不等于"]), st.sampled_from(["红色", "绿色", "蓝色", "黄色"])).map(
        lambda t: f"{t[0]}的颜色{t[1]}{t[2]}"
    ),
)
comparison = comparison | st.sampled_from(["你没有手牌", "过往中有牌", "目标角色有手牌", "你的财富超过10", "你的手牌数至少为2",
                                          "你的手牌中有领主牌", "你的造物区中没有「权杖」", "本回合你使用过「攻伐」",
                                          "你本回合没有使用「劳作」", "目标牌为红色牌", "你拥有「权杖」", "目标其他角色拥有「权杖」",
                                          # batch q (lang11f): rules 10.48–10.50
                                          "此时是回合外", "现在是你的回合", "你的队友已死亡", "目标角色未死亡",
                                          "你是目标牌的目标", "你的结界数大于1"])
condition = st.lists(comparison, min_size=1, max_size=3).flatmap(
    lambda cs: st.sampled_from(["&", "/", "且"]).map(lambda j: j.join(cs))
)
then = st.sampled_from(["，", "，则", "则", "，那么"])
joiner = st.sampled_from(["，", "，", "，然后", "然后", "，并"])
if_word = st.sampled_from(["若", "如果"])
# after `：`, `当…时，` is the condition of the steps after it (rule 9.14)
otherwise = st.none() | st.tuples(st.sampled_from(["，否则", "；否则", "；否则，"]), st.lists(step, min_size=1, max_size=2)).map(
    lambda t: t[0] + "，".join(t[1]))
sequence = st.tuples(
    st.lists(step, min_size=1, max_size=3),
    st.lists(joiner, min_size=2, max_size=2),
    st.none() | st.tuples(if_word, condition, then, st.lists(step, min_size=1, max_size=2), otherwise),
).map(lambda t: t[1][0].join(t[0]) + ("" if t[2] is None else
                                      "，" + t[2][0] + t[2][1] + t[2][2] + "，".join(t[2][3]) + (t[2][4] or "")))
timing = st.sampled_from(["主动", "即刻", "响应", "追加", "限定", "回合开始", "回合结束", "锁定&回合开始", "锁定&回合结束",
                          "当你成为他人使用牌的目标时", "当你使用牌指定他人时", "在回合开始时", "回合结束时",
                          "锁定&当回合开始时", "锁定&当你进行转化后", "当一名其他角色转化时"])
head = st.one_of(
    timing,
    st.tuples(timing, num).map(lambda t: f"{t[0]}&支付{t[1]}物资"),
    st.sampled_from(["回合开始/回合结束", "横置", "支付1蓝色精力&1黄色精力"]),
)
# session 15 (lang15c): rule 10.200, an amount written X+1 (X defined once per effect, by the discard or by a note)
offset = st.tuples(st.sampled_from(["", "2"]), st.sampled_from(["+", "-"]), num).map(lambda t: f"{t[0]}X{t[1]}{t[2]}")
offset_effect = st.one_of(
    st.tuples(offset, st.sampled_from(["抽{}张牌", "生产{}财富", "令目标角色折损{}财富"])).map(lambda t: f"弃X张手牌，{t[1].format(t[0])}"),
    st.tuples(offset, st.sampled_from(["你的手牌数", "你的结界数"])).map(lambda t: f"生产{t[0]}财富（X为{t[1]}）"),
)
effect = st.one_of(
    sequence,
    st.tuples(head, sequence).map(lambda t: f"{t[0]}：{t[1]}"),
    offset_effect,
    st.tuples(st.sampled_from(["你的仓储", "你的效率", "你的财富"]), st.sampled_from(["财富", "3", "你的物资+1"])).map(
        lambda t: f"（{t[0]}始终等于{t[1]}）"
    ),
)
card_text = st.tuples(st.lists(effect, min_size=1, max_size=3), st.sampled_from(["", "（附注：说明文字）"])).map(
    lambda t: "。".join(t[0]) + "。" + t[1])


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_text)
def test_composed_texts_parse(run, text):
    result = run(text)
    assert result.ok, (text, [(d.code, d.message, text[d.span.start:d.span.end]) for d in result.diagnostics])
    assert len(result.versions) == 1
    check_invariants(text, result)
    # composed in canonical form already, but for the “” quotes, which become 「」
    assert format_text(text) == text.replace("“", "「").replace("”", "」")


@SETTINGS
@given(st.one_of(soup, card_text))
def test_driver_agrees_with_lark(parser, text):
    """zhdsl's LALR driver (cached tables, own lexer loop) accepts exactly what Lark accepts,
    lexing the same tokens."""
    from lark.exceptions import UnexpectedInput

    from zhdsl.text.normalize import blank_duplicate_punctuation, normalize
    from zhdsl.text.versions import Version

    clean, _ = blank_duplicate_punctuation(normalize(text))
    try:
        lark_tokens = [(t.type, str(t), t.start_pos) for t in parser.lark.parse_interactive(clean).iter_parse()]
        parser.lark.parse(clean)
        lark_ok = True
    except UnexpectedInput:
        lark_ok = False
    traced: list = []
    parser._builder.version = Version(clean, None)
    driver_ok = parser._driver.parse(clean, traced) is not None
    assert driver_ok == lark_ok
    if lark_ok:
        assert [(t.type, str(t), t.start_pos) for t in traced] == lark_tokens


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_text, st.data())
def test_a_version_slot_gives_the_texts_it_stands_for(run, text, data):
    """Put a `|` slot on one amount of a composed text: version k is the text with the k-th
    alternative written in (the same AST; spans differ, and node equality ignores them)."""
    import re

    amounts = [m for m in re.finditer(r"(?<![0-9])[0-9](?![0-9])", text)]
    assume(amounts)
    m = data.draw(st.sampled_from(amounts))
    first, second = m.group(), str(int(m.group()) % 9 + 1)
    slotted = text[: m.start()] + f"{first}|{second}" + text[m.end():]
    result = run(slotted)
    assert result.ok, (slotted, result.diagnostics)
    one = run(text[: m.start()] + first + text[m.end():])
    two = run(text[: m.start()] + second + text[m.end():])
    assert result.versions == (one.versions[0], two.versions[0])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(card_text, st.randoms(use_true_random=False))
def test_half_width_punctuation_and_spaces_mean_the_same(run, text, rnd):
    """Typing `, : ( ) .` (and spaces) instead of the canonical marks changes nothing but
    punctuation: the same AST, with spans still on the author's characters; fmt restores it."""
    half = {"，": ",", "：": ":", "（": "(", "）": ")", "。": ".", "；": ";"}
    typed = "".join(
        (half.get(ch, ch) if rnd.random() < 0.5 else ch) + (" " if ch in half and rnd.random() < 0.2 else "")
        for ch in text
    )
    canonical, variant = run(text), run(typed)
    assert variant.ok, (typed, variant.diagnostics)
    assert variant.versions == canonical.versions
    check_invariants(typed, variant)
    assert format_text(typed) == format_text(text)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(timing, comparison, st.lists(step, min_size=1, max_size=2))
def test_a_condition_written_as_a_trigger_after_the_colon_is_an_if(run, head, cond, steps):
    """Rule 9.14: `H：当C时，S` is `H：若C，S` (the same tree; node equality ignores spans)."""
    body = "，".join(steps)
    when, if_ = run(f"{head}：当{cond}时，{body}。"), run(f"{head}：若{cond}，{body}。")
    assert when.ok == if_.ok, (head, cond, body, [d.code for d in when.diagnostics], [d.code for d in if_.diagnostics])
    if when.ok:
        assert when.versions[0].effects[0].body == if_.versions[0].effects[0].body
