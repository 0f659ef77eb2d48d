"""What the check tells a card designer, word for word: the message and the hint of every diagnostic the
check (zhdsl/compiler/check.py and the verbs' checks) reports for a 纵横坛 text.

tests/text/test_diagnostic_codes.py states where each code points and that its message is Chinese; this
file states what it says, since the message and the hint are how a designer learns what to write instead
(a hint that goes missing, or names the wrong keyword, is a regression a designer sees)."""

from __future__ import annotations

import pytest

from zhdsl.compiler.check import CODES, codes_of, register_codes

# (code, text, message, hint): the first diagnostic of that code in the text
MESSAGES = [
    ("E101", "战斗&抽1张牌", "无法识别的词语「战斗」", "每个步骤以动作开头，例如「抽1张牌」"),
    ("E101", "横值&抽1张牌", "无法识别的词语「横值」", "是否想写「横置」？"),  # the nearest keyword
    ("E200", "抽-1张牌", "数量不能为负数（-1）", "把数量改为0或正数"),
    ("E201", "支付1紫色精力", "未知的颜色「紫色」", "精力的颜色有：绿、红、蓝、黄，以及代表任意颜色的黑"),
    ("E202", "弃1财富", "不能「弃」财富", "弃只能弃手牌，例如「弃1张手牌」"),
    ("W204", "回合开始&回合开始：抽1张牌", "时机「回合开始」重复", None),
    ("E204", "反制目标角色", "「反制」的对象必须是牌", "例如「反制目标牌」"),
    ("E205", "生产X财富", "变量X没有定义", "在同一段效果中加上说明，例如「（X为你的物资）」"),
    ("W206", "生产1财富（X为你的物资）", "变量X定义了但没有使用", None),
    ("E207", "生产X财富（X为你的物资&X为你的财富）", "变量X被定义了两次", None),
    ("E208", "生产X财富（X为X+1）", "变量X的定义引用了它自己", "用属性或数字定义X，例如「（X为你的物资）」"),
    ("E209", "（你的手牌数始终等于财富）", "「始终」前面必须是角色的一个可改变的属性",
     "例如「你的仓储始终等于财富」（财富、物资、精力、仓储、效率）"),
    ("E210", "若目标牌的颜色大于红色，抽1张牌", "颜色只能用「等于」或「不等于」比较", None),
    ("W211", "抽0张牌", "数量为0，此步骤不会产生效果", None),
    ("E212", "执行「执行「执行「执行「执行「抽1张牌」」」」」", "引用的效果嵌套超过4层", None),
    ("E214", "回合开始&回合结束：抽1张牌", "「回合开始」与「回合结束」不能同时满足", "用「/」或拆成两段效果"),
    ("E215", "横置&1财富", "「&」后的数量前面没有可以附着的动作", "数量只能接在一个带数量的动作之后，用「&」连接"),
    ("E216", "执行「回合开始：抽1张牌」", "引用的效果不能带时机", "被执行或变为的效果沿用原牌的时机"),
    ("E216", "执行「（你的仓储始终等于3）」", "引用的效果不能是常驻效果", None),
    ("W217", "抽1张牌（虚拟）", "「虚拟」只对「使用…手牌」有意义，这里不起作用", "把它写在「使用N张手牌」之后"),
    ("E217", "若所有等于1，抽1张牌", "「所有」「一半」「等量」只能用作动作的数量", "写一个数或一个变量"),
    ("E218", "抽1张牌：生产1财富", "「：」之前只能写时机或代价（支付、消耗、弃手牌、横置）", "把这个动作移到「：」之后"),
    ("E219", "锁定：抽1张牌", "「锁定」的效果需要一个触发时机", "与回合开始、回合结束、响应或追加同用，例如「锁定&回合开始：」"),
    ("E220", "抽1张牌，回合开始", "时机「回合开始」只能写在「：」之前", "写作「回合开始：…」"),
    ("E220", "抽1张牌，当你使用牌指定他人时", "触发时机「当你使用牌指定他人时」应写在效果开头，后接它触发的效果",
     "写作「当你使用牌指定他人时：抽1张牌」"),
    ("E221", "令你令目标角色抽1张牌", "「令」不能嵌套", "直接写「令X…」"),
    ("E222", "洗乱虚空", "只能洗乱牌库或过往", "写作「洗乱牌库」或「洗乱过往」"),
    ("E223", "将此牌移入你的过往", "公共区域没有所有者", "公共区域每局只有一个，所有角色共用：去掉「…的」，例如「过往中的1张牌」"),
    ("E224", "抽1张牌，其生产1财富", "「其」前面没有可以指代的角色或牌", "先写出所指的角色或牌"),
    ("E225", "从过往中抽1张牌", "「抽1张牌」不能从过往取牌", "从其他区域取牌写作「将过往中的1张牌移入你的手牌区」"),
    ("E226", "你的手牌数变为3", "「手牌数」不能直接变为一个数值",
     "可以变为数值的是财富、物资、仓储、效率，例如「你的财富变为10」"),
    ("E228", "抽100张牌", "数字过大：100，卡牌文本中的数字最多为99", "写一个不超过99的数"),
    ("E229", "生产X财富（X为" + "+".join(["1"] * 17) + "）", "表达式过长：17项，一个表达式最多16项", "用变量分几步写，或简化计算"),
    ("E232", "生产任意财富", "「生产」的数量不能由执行者任意选择",
     "写出具体的数字，例如「2」；【结附…任意回合】中的「任意」代表一个数字，如「结附目标角色2回合」"),
    ("E233", "抽1张牌，X为你的手牌数", "「X为…」后面没有用到它的步骤",
     "写在用到它的步骤之前（「X为…，…」），或写在该步骤后的括号中（「（X为…）」）"),
    ("E235", "抽1张牌，若你无法弃牌，折损1财富", "「若…无法…」说的不是它前面那一步",
     "接在它所说的那一步之后，写明同一个角色和动作，例如「令目标角色弃1张手牌，若其无法弃牌，令其折损1财富」"),
    ("E236", "令目标角色弃置你的1张手牌", "这里写的角色不是做这个动作的角色",
     "自己做的动作写「你的」，「令…」的动作写「其」，或者去掉它"),
    ("W230", "即刻：反制目标牌，复制目标牌",
     "「复制目标牌」需要目标牌仍在堆叠上，但前面的「反制目标牌」已使它离开堆叠，这一步总会失败",
     "把这一步写在前面；目标牌离开堆叠后仍可读取它的归属与牌面（最后已知的信息）"),
    ("W231", "反制目标牌", "「目标牌」是堆叠上的牌，而这段效果的时机只在堆叠为空时可用，永远没有目标牌",
     "需要目标牌的效果写在追加、即刻、响应之后"),
    ("W234", "令结附的角色抽1张牌", "「结附的角色」是此牌结附的角色，而此牌没有「结附」，永远不会结附给任何角色",
     "把它写在含「结附」的牌的其他段中，这些段在此牌结附后生效"),
]


@pytest.mark.parametrize("code, text, message, hint", MESSAGES, ids=[f"{c}-{t[:12]}" for c, t, _, _ in MESSAGES])
def test_the_check_says_what_to_write_instead(run, code, text, message, hint):
    found = [d for d in run(text).diagnostics if d.code == code]
    assert found, run(text).diagnostics
    assert (found[0].message, found[0].hint) == (message, hint)
    assert 0 <= found[0].span.start < found[0].span.end <= len(text)


def test_a_game_cannot_take_a_code_another_owner_has():
    """A game registering its own codes (register_codes) cannot give a taken code another meaning; the same
    meaning again is accepted, and the codes a game owns are found by its id."""
    with pytest.raises(ValueError, match="E202 is already taken: 动作不能作用于该对象"):
        register_codes({"E202": "另一个意思"}, owner="zongheng")
    register_codes({"E202": CODES["E202"]})  # the same meaning: nothing changes
    assert CODES["E202"] == "动作不能作用于该对象"
    zongheng = codes_of("zongheng")  # 纵横坛's verbs' own codes (E222: 洗乱 a zone that cannot be shuffled)
    assert "E222" in zongheng and "E202" not in zongheng
    assert "E202" in codes_of("") and not zongheng & codes_of("")
