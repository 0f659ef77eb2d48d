"""The workbench in a real browser (Debian's chromium driven by Playwright): type a malformed card
and see the located error, fix it and see it clean with its preview, play as a human against the
bot, watch two bots play a game to the end. A screenshot of each state is saved as a test artifact
(`$ZHDSL_ARTIFACTS`, default the test's temporary folder)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect, sync_playwright

CHROMIUM = "/usr/bin/chromium"
CARDSET = """["卡组"]
"名称" = "我的卡组"

[["通用牌"]]
"类别" = "行动"
"名称" = "丰年"
"点数" = 2
"精力" = "1绿"
"效果" = "{text}"
"数量" = 10
"""

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="Debian's chromium is not installed (.ci/run installs it)")


@pytest.fixture(scope="module")
def browser():
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        yield browser
        browser.close()


@pytest.fixture
def page(browser, web_url):
    page = browser.new_page(viewport={"width": 1400, "height": 1000}, locale="zh-CN")
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.goto(web_url + "/")
    expect(page.locator("#connection")).to_contain_text("已连接", timeout=30_000)
    expect(page.locator("#check-status")).to_have_text("没有问题", timeout=60_000)
    yield page
    assert errors == [], errors  # no script error on the page
    page.close()


@pytest.fixture
def artifacts(tmp_path) -> Path:
    out = Path(os.environ.get("ZHDSL_ARTIFACTS", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


def test_type_a_malformed_card_see_the_error_fix_it_see_it_clean(page, artifacts):
    page.locator("#source").fill(CARDSET.format(text="回合中：抽1张牌。"))
    problem = page.locator("#diagnostics li[data-code=E203]")
    expect(problem).to_contain_text("第9行第9列 错误[E203] 「回合中」不是时机", timeout=30_000)
    expect(problem).to_contain_text("提示：是否想写「回合结束」？")
    expect(page.locator("#highlight mark.diag.error")).to_have_text("回合中")  # underlined where it is
    expect(page.locator("#check-status")).to_have_text("1 个错误，0 个警告")
    page.screenshot(path=str(artifacts / "workbench-error.png"), full_page=True)

    page.locator("#source").fill(CARDSET.format(text="回合结束：抽1|2张牌。"))
    expect(page.locator("#check-status")).to_have_text("没有问题", timeout=30_000)
    expect(page.locator("#diagnostics li")).to_have_count(0)
    expect(page.locator("#highlight mark")).to_have_count(0)
    expect(page.locator("#preview .card")).to_have_count(1, timeout=30_000)  # the file's cards, not the game's built-ins
    card = page.locator("#preview .card").filter(has_text="丰年")
    expect(card.first).to_contain_text("点数2", timeout=30_000)
    expect(card.first).to_contain_text("费用 精力1绿")
    expect(card.first.locator(".readings li")).to_have_text(["回合结束：抽1张牌", "回合结束：抽2张牌"])
    page.screenshot(path=str(artifacts / "workbench-clean.png"), full_page=True)


def test_play_against_the_bot_then_watch_a_game_to_the_end(page, artifacts):
    page.locator("#source").fill(CARDSET.format(text="生产2财富。"))
    expect(page.locator("#check-status")).to_have_text("没有问题", timeout=30_000)
    page.locator("#seed").fill("3")
    page.locator("#play-human").click()
    options = page.locator("#options button")
    expect(options.first).to_be_visible(timeout=60_000)
    expect(page.locator("#prompt")).to_contain_text("领主")  # the lord pick comes first
    expect(options.first).to_contain_text("效率")  # with each lord's stats
    for _ in range(6):  # a few decisions of the human seat
        expect(options.first).to_be_visible(timeout=60_000)
        options.last.click()
    expect(page.locator("#log li").first).to_be_visible(timeout=30_000)
    expect(page.locator("#table .player.me")).to_contain_text("角色1（你）")
    expect(options.first).to_be_visible(timeout=60_000)
    page.screenshot(path=str(artifacts / "workbench-play.png"), full_page=True)

    page.locator("#play-watch").click()
    expect(page.locator("#result")).to_have_text(re.compile(r"^对局结束："), timeout=300_000)
    expect(page.locator("#log li").last).to_be_visible()
    expect(page.locator("#download-log")).to_be_enabled()
    with page.expect_download() as download:
        page.locator("#download-log").click()
    log = Path(download.value.path()).read_text(encoding="utf-8")
    assert "第1回合" in log
    page.screenshot(path=str(artifacts / "workbench-end.png"), full_page=True)


def test_card_texts_line_by_line_are_checked_and_played_as_trial_cards(page, artifacts):
    page.locator("#kind").select_option("text")
    expect(page.locator("#check-status")).to_have_text("没有问题", timeout=30_000)
    page.locator("#source").fill("# 两段效果\n回合开始：抽1张牌。\n回合中：生产1财富")
    problem = page.locator("#diagnostics li[data-code=E203]")
    expect(problem).to_contain_text("第3行第1列 错误[E203] 「回合中」不是时机", timeout=30_000)
    expect(page.locator("#highlight mark.diag.error")).to_have_text("回合中")
    expect(page.locator("#preview .card")).to_have_count(1)
    expect(page.locator("#preview .card .readings li")).to_have_text(["回合开始：抽1张牌"])

    page.locator("#source").fill("# 两段效果\n回合开始：抽1张牌。\n生产1财富")
    expect(page.locator("#check-status")).to_have_text("没有问题", timeout=30_000)
    expect(page.locator("#preview .card").nth(1)).to_contain_text("试玩时为「试作2」")
    page.locator("#play-watch").click()
    expect(page.locator("#result")).to_have_text(re.compile(r"^对局结束："), timeout=300_000)
    expect(page.locator("#log")).to_contain_text("试作")  # the trial cards are in the game
    page.screenshot(path=str(artifacts / "workbench-text.png"), full_page=True)


LORD = """["卡组"]
"名称" = "我的领主"

[["领主牌"]]
"阵营" = "中立"
"名称" = "说书人"
"效率" = 5
"仓储" = 5
"精力" = "1绿1黄1黑"
"技能" = "回合开始：若你的手牌数少于2，抽2张牌。限定&弃2张手牌：生产1财富。"
"""


def test_a_lord_of_the_file_is_dealt_to_the_designer(page):
    page.locator("#source").fill(LORD)
    expect(page.locator("#check-status")).to_have_text("没有问题", timeout=30_000)
    expect(page.locator("#preview .card")).to_contain_text("说书人")
    page.locator("#play-human").click()
    mine = page.locator("#options button").filter(has_text="说书人")
    expect(mine).to_contain_text("说书人（效率5 仓储5 精力1绿1黄1黑）：回合开始：若你的手牌数少于2，抽2张牌。", timeout=60_000)
    mine.click()
    expect(page.locator("#log")).to_contain_text("角色1的领主是「说书人」", timeout=60_000)
