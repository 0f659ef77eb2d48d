"""The playing commands as a user runs them: demo, simulate, replay, play."""

from __future__ import annotations

import json

from click.testing import CliRunner

from zhdsl.cli import main


def test_demo_plays_a_full_game_and_names_the_winner(tmp_path):
    log = tmp_path / "demo.jsonl"
    result = CliRunner().invoke(main, ["demo", "--seed", "2", "--agent", "random", "--log", str(log)])
    assert result.exit_code == 0, result.output
    assert "对局结束：" in result.output
    assert "第1回合" in result.output
    replayed = CliRunner().invoke(main, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output
    assert "重放一致" in replayed.output


def test_demo_log_is_byte_identical_for_the_same_seed(tmp_path):
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path in (a, b):
        assert CliRunner().invoke(main, ["demo", "--seed", "4", "--agent", "random", "--log", str(path)]).exit_code == 0
    assert a.read_bytes() == b.read_bytes()


def test_replay_of_a_corrupt_file_is_an_error_not_a_traceback(tmp_path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["replay", str(bad)])
    assert result.exit_code == 1
    assert "日志已损坏" in result.output
    assert "Traceback" not in result.output


def test_simulate_json():
    result = CliRunner().invoke(main, ["simulate", "--games", "4", "--seed", "1", "--agents", "random,random", "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["games"] == 4
    assert set(summary) >= {"wins_by_seat", "lords", "agents", "mean_turns", "mean_decisions", "draws"}


def test_simulate_table():
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--agents", "random,greedy"])
    assert result.exit_code == 0, result.output
    assert "1号位" in result.output and "按领主" in result.output and "平均回合数" in result.output


def test_simulate_rejects_unknown_agents():
    result = CliRunner().invoke(main, ["simulate", "--games", "2", "--agents", "random,wizard"])
    assert result.exit_code == 2
    assert "可用" in result.output


def test_unknown_mode_is_a_usage_error():
    result = CliRunner().invoke(main, ["demo", "--mode", "混战"])
    assert result.exit_code == 2
    assert "未知模式" in result.output


def test_a_human_can_finish_a_game_against_a_bot(tmp_path):
    """Answer every question with option 1 until the game ends; the game must end."""
    log = tmp_path / "play.jsonl"
    answers = "\n".join(["1"] * 20000) + "\n"
    result = CliRunner().invoke(main, ["play", "--seed", "3", "--opponent", "random", "--log", str(log)], input=answers)
    assert result.exit_code == 0, result.output[-2000:]
    assert "对局结束" in result.output
    assert "你的手牌" in result.output
    assert CliRunner().invoke(main, ["replay", str(log)]).exit_code == 0


def test_play_explains_a_bad_answer_and_saves(tmp_path):
    save = tmp_path / "s.json"
    result = CliRunner().invoke(main, ["play", "--seed", "3", "--opponent", "random"], input=f"abc\n99\nsave {save}\nq\n")
    assert result.exit_code == 0, result.output
    assert "无法接受「abc」" in result.output
    assert "无法接受「99」" in result.output
    assert save.is_file()
    resumed = CliRunner().invoke(main, ["play", "--load", str(save)], input="q\n")
    assert resumed.exit_code == 0 and "已读取存档" in resumed.output


def test_every_mode_plays_from_the_command_line_and_replays(tmp_path):
    for mode, players in (("团队", "4"), ("权杖", "5"), ("生存", "6")):
        log = tmp_path / f"{mode}.jsonl"
        result = CliRunner().invoke(main, ["demo", "--mode", mode, "--players", players, "--seed", "3", "--agent", "random",
                                           "--log", str(log)])
        assert result.exit_code == 0, result.output[-2000:]
        assert f"《纵横坛》{mode}（{players}人）" in result.output
        ending = result.output[result.output.rindex("对局结束："):]
        assert "获胜" in ending or "平局" in ending
        header = json.loads(log.read_text(encoding="utf-8").splitlines()[0])
        assert header["mode"] == mode and header["players"] == int(players)
        replayed = CliRunner().invoke(main, ["replay", str(log)])
        assert replayed.exit_code == 0 and "重放一致" in replayed.output, replayed.output[-1000:]


def test_a_mode_without_players_uses_its_smallest_table():
    result = CliRunner().invoke(main, ["demo", "--mode", "权杖", "--seed", "2", "--agent", "random"])
    assert result.exit_code == 0, result.output[-2000:]
    assert "权杖（3人）" in result.output


def test_a_player_count_the_mode_does_not_seat_is_a_usage_error():
    result = CliRunner().invoke(main, ["simulate", "--mode", "团队", "--players", "5", "--games", "1"])
    assert result.exit_code == 2
    assert "团队模式需要4名玩家" in result.output
    assert "Traceback" not in result.output


def test_simulate_rotates_the_agents_over_every_seat():
    result = CliRunner().invoke(main, ["simulate", "--mode", "生存", "--players", "4", "--games", "4", "--seed", "5",
                                       "--agents", "greedy,random", "--json"])
    assert result.exit_code == 0, result.output[-2000:]
    summary = json.loads(result.output)
    assert len(summary["wins_by_seat"]) == 4
    assert summary["agents"]["greedy"]["games"] == 8 and summary["agents"]["random"]["games"] == 8
    assert sum(summary["wins_by_seat"]) + summary["draws"] == 4


def test_play_seats_the_human_at_a_bigger_table(tmp_path):
    answers = "\n".join(["1"] * 20000) + "\n"
    result = CliRunner().invoke(main, ["play", "--mode", "权杖", "--players", "4", "--seat", "3", "--seed", "1",
                                       "--opponent", "random"], input=answers)
    assert result.exit_code == 0, result.output[-2000:]
    assert "对局结束" in result.output
    too_far = CliRunner().invoke(main, ["play", "--mode", "权杖", "--players", "3", "--seat", "5"], input="")
    assert too_far.exit_code == 2 and "--seat" in too_far.output
