"""`python -m bench.listeners`: Card.on calls counted with the listener index and with every listener hearing
every event, over the same games."""
from bench import listeners
from engine.cardwars.dsl.card import Card


def test_the_index_visits_fewer_cards_in_the_same_games(pool):
    every = listeners.measure(pool, ("CP5-lemongrab", "CP5-gunter"), 4, every=True)
    indexed = listeners.measure(pool, ("CP5-lemongrab", "CP5-gunter"), 4)
    assert every["actions"] == indexed["actions"] > 0
    assert 0 < indexed["heroes"] < every["heroes"]  # Lemongrab is not visited in Gunter's turns
    assert indexed["on"] < every["on"]
    assert Card.on.__name__ == "on" and Card.hearing.__name__ == "hearing"  # both put back


def test_main_prints_a_row_per_pair(capsys):
    listeners.main(["--games", "2", "--pairs", "CP1-finn:CP1-jake"])
    rows = [r for r in capsys.readouterr().out.splitlines() if r.startswith("| CP1-finn vs CP1-jake |")]
    assert len(rows) == 1 and "NOT" not in rows[0]
