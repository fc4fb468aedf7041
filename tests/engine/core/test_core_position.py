"""read_position: the checks every game's position reader shares, with the game's own error class."""
import pytest

from engine.core.position import read_position


class BadPosition(ValueError):
    pass


class BadSetup(ValueError):
    pass


def read(data, build=lambda d: d["n"] + 1):
    return read_position(data, "toy", "Toy", build, BadPosition, BadSetup)


def test_it_builds_a_position_of_its_game_or_one_without_a_game_key():
    assert read({"game": "toy", "n": 4}) == 5 and read({"n": 1}) == 2


def test_it_names_what_is_wrong_in_the_games_own_error():
    with pytest.raises(BadPosition, match="a Toy position is a JSON object"):
        read([1])
    with pytest.raises(BadPosition, match="this position is for 'chess', not 'toy'"):
        read({"game": "chess"})
    with pytest.raises(BadPosition, match="malformed Toy position: KeyError"):
        read({"game": "toy"})


def test_it_keeps_the_message_of_a_setup_error_and_passes_its_own_errors_through():
    def bad_setup(_d):
        raise BadSetup("3 seats at most")

    def bad_position(_d):
        raise BadPosition("a card in two zones")

    with pytest.raises(BadPosition, match="^3 seats at most$"):
        read({}, bad_setup)
    with pytest.raises(BadPosition, match="^a card in two zones$"):
        read({}, bad_position)
