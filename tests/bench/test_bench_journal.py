"""The players benchmark's journal: a long match stopped part-way goes on where it stopped and reports what one
uninterrupted run would; lines of other engine code are dropped; a line that does not replay to the result it
records stops the run with a clear error."""
import json

import pytest

from bench import players as bp
from engine.cardwars.defs import load_card_pool
from engine.cardwars.match import play_match

GAMES, SEED, PLAYERS = 6, 77, ("simple", "random")


@pytest.fixture(scope="module")
def pool():
    return load_card_pool(bp.DEFAULT_CATALOGUE)


def run(pool, path, processes=1, games=GAMES, fingerprint="f1"):
    j = bp.Journal(str(path), fingerprint)
    return j, bp.journaled_match(j, pool, "CP1-finn", "CP2-bmo", games, SEED, PLAYERS, processes)


def lines(path):
    return [json.loads(x) for x in path.read_text().splitlines()]


def test_summary_is_play_matchs_and_a_second_run_plays_nothing(pool, tmp_path):
    path = tmp_path / "j.jsonl"
    plain = play_match(pool.setup("CP1-finn"), pool.setup("CP2-bmo"), GAMES, SEED, PLAYERS, keep_records=False).summary
    j, first = run(pool, path)
    assert first == plain
    assert j.last[:2] == (0, GAMES)
    assert sorted(d["result"]["game_index"] for d in lines(path)) == list(range(GAMES))
    j2, again = run(pool, path, processes=2)
    assert again == plain and j2.last[:2] == (GAMES, 0)
    assert len(lines(path)) == GAMES  # nothing played twice


def test_each_game_played_is_reported_on_standard_error(pool, tmp_path, capsys):
    run(pool, tmp_path / "j.jsonl")
    err = capsys.readouterr().err.splitlines()
    assert len(err) == GAMES
    assert err[-1].startswith(f"CP1-finn|CP2-bmo|{SEED}|simple,random: {GAMES} of {GAMES} games done (game ")


def test_a_stopped_run_goes_on_where_it_stopped(pool, tmp_path):
    path = tmp_path / "j.jsonl"
    run(pool, path)
    full = path.read_text().splitlines()
    plain = run(pool, tmp_path / "other.jsonl")[1]
    path.write_text("\n".join(full[:2]) + "\n" + full[2][:40])  # two games kept, the third cut short mid-write
    j, resumed = run(pool, path, processes=2)
    assert j.dropped == 1
    assert j.last[:2] == (2, GAMES - 2)
    assert resumed == plain
    assert len(lines(path)) == GAMES


def test_lines_of_other_engine_code_are_dropped_and_replayed(pool, tmp_path):
    path = tmp_path / "j.jsonl"
    run(pool, path)
    j, _ = run(pool, path, fingerprint="f2")
    assert j.dropped == GAMES and j.last[:2] == (0, GAMES)
    assert {d["fingerprint"] for d in lines(path)} == {"f2"}


def test_a_line_that_does_not_replay_to_its_result_is_an_error(pool, tmp_path):
    path = tmp_path / "j.jsonl"
    run(pool, path)
    rows = lines(path)
    r = rows[3]["result"]
    r["winner"] = "b" if r["winner"] == "a" else "a"  # a result the actions do not give
    path.write_text("".join(json.dumps(d) + "\n" for d in rows))
    with pytest.raises(bp.JournalError, match=f"journal game {r['game_index']} .* does not give the result"):
        run(pool, path)


def test_fingerprint_covers_the_game_code_and_the_catalogue_only(tmp_path):
    eng = tmp_path / "engine" / "cardwars"
    (eng / "players").mkdir(parents=True)
    (tmp_path / "engine" / "core").mkdir()
    (tmp_path / "engine" / "trashwar").mkdir()
    (tmp_path / "bench").mkdir()
    (eng / "rules.py").write_text("A = 1\n")
    (eng / "players" / "mcts.py").write_text("B = 2\n")
    (tmp_path / "engine" / "core" / "rng.py").write_text("R = 1\n")
    (tmp_path / "bench" / "players.py").write_text("C = 3\n")
    (tmp_path / "engine" / "trashwar" / "game.py").write_text("T = 1\n")
    cat = tmp_path / "catalogue.json"
    cat.write_text("{}")
    fp = bp.engine_fingerprint(tmp_path, cat)
    (tmp_path / "bench" / "players.py").write_text("C = 4\n")  # a benchmark module: reports games, plays none
    (tmp_path / "engine" / "trashwar" / "game.py").write_text("T = 2\n")  # another game
    (eng / "notes.txt").write_text("x")
    assert bp.engine_fingerprint(tmp_path, cat) == fp
    (tmp_path / "engine" / "core" / "rng.py").write_text("R = 2\n")  # the core plays every game
    assert bp.engine_fingerprint(tmp_path, cat) != fp
    fp = bp.engine_fingerprint(tmp_path, cat)
    assert bp.engine_fingerprint(tmp_path, cat) == fp
    (eng / "players" / "mcts.py").write_text("B = 3\n")
    fp2 = bp.engine_fingerprint(tmp_path, cat)
    assert fp2 != fp
    cat.write_text('{"cards": []}')
    assert bp.engine_fingerprint(tmp_path, cat) != fp2
