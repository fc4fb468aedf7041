"""RulesState: the protocol methods a game state gets by naming its rule functions."""
from engine.core.state import RulesState, StateRules


class Counter:
    __slots__ = ("left", "step", "log")

    def copy_into(self, other):
        other.left, other.step, other.log = self.left, self.step, list(self.log)


def new(cls, setup, seed):
    s = cls.__new__(cls)
    s.left, s.step, s.log = setup + seed, "play", []
    return s


def take(s, n):
    s.left -= n
    s.log.append(n)
    s.step = "over" if s.left <= 0 else "play"


def checked(s, n, player):
    if n not in s.legal_actions():
        raise ValueError(f"take 1 or 2, not {n}")
    take(s, n)


class CounterState(Counter, RulesState):
    __slots__ = ()
    rules = StateRules(over="over", new=new, legal=lambda s: [1, 2] if s.step != "over" else [], parse=int,
                       apply_checked=checked, apply_unchecked=take, to_json=lambda s: {"left": s.left, "log": s.log},
                       from_json=lambda cls, d: new(cls, d["left"], 0), view=lambda s, p: {"left": s.left, "seat": p})


def test_it_hands_the_state_to_the_games_rule_functions():
    s = CounterState.new(3, 1)
    assert isinstance(s, CounterState) and s.legal_actions() == [1, 2] and not s.is_terminal()
    s.apply_action("2")  # a text action is parsed by the game's parser
    c = s.clone()
    c.apply_action_unchecked(2)
    assert type(c) is CounterState and c.is_terminal() and c.legal_actions() == []
    assert s.to_json() == {"left": 2, "log": [2]} and s.view(1) == {"left": 2, "seat": 1}
    assert CounterState.from_json({"left": 5}).left == 5
