"""The check walks each version's tree once (zhdsl.compiler.check.survey) and reads a node's subtree as a
slice of that walk. The slices must be the tree's own walks: `under` is `ast.walk`, and `outside_quotes`
(what W230/W231 search for the target card) leaves out what a quoted effect (执行「…」) says, since a
quoted effect is checked on its own."""

from __future__ import annotations

import pytest

from zhdsl.compiler.check import survey
from zhdsl.pipeline import get_parser
from zhdsl.text import ast

TEXTS = [
    "主动：执行「抽1张牌，执行「生产1财富」」，令目标角色折损1财富",
    "即刻：反制目标牌，若你的财富大于1，执行「复制目标牌」，否则抽1张牌",
    "回合开始：生产X财富（X为你的物资+1）",
]


def _version(text):
    return get_parser().parse(text).versions[0]


def _plain_outside_quotes(node):
    """The nodes under `node` in pre-order, not entering a quoted CardText: the definition, by recursion."""
    out = [node]
    for child in ast.children(node):
        if type(child) is not ast.CardText:
            out.extend(_plain_outside_quotes(child))
    return out


@pytest.mark.parametrize("text", TEXTS)
def test_the_survey_reads_each_subtree_as_the_tree_does(text):
    version = _version(text)
    found = survey(version)
    assert found.nodes == list(ast.walk(version))
    for node in found.nodes:
        assert found.under(node) == list(ast.walk(node))
        assert list(found.outside_quotes(node)) == _plain_outside_quotes(node)


def test_outside_quotes_leaves_the_quoted_effect_out():
    version = _version(TEXTS[0])
    found = survey(version)
    effect = version.effects[0]
    seen = list(found.outside_quotes(effect))
    quoted = [n for n in ast.walk(effect) if type(n) is ast.CardText]
    assert quoted and not any(q in seen for q in quoted)
    inside = {id(n) for q in quoted for n in ast.walk(q)}
    assert not any(id(n) in inside for n in seen)
    assert len(seen) < len(list(ast.walk(effect)))


def test_a_node_of_another_tree_is_walked_all_the_same():
    """Asked about a node that is not in its tree, the survey walks that node itself."""
    found = survey(_version(TEXTS[1]))
    other = _version(TEXTS[0])
    for node in ast.walk(other):
        assert found.under(node) == list(ast.walk(node))
        assert list(found.outside_quotes(node)) == _plain_outside_quotes(node)
