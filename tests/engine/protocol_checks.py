"""Checks of the core state protocol that hold for every game (Naruto, Trash War): each takes the game's
states or constructors, asserts, and returns a count where the caller wants a floor on it."""
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest

from engine.core import IllegalAction, Rng
from engine.core.record import GameRecord, replay


def random_states(new: Callable[[int], Any], seeds: Iterable[int], every: int) -> Iterator[Any]:
    """Positions met in random games of new(seed) (a copy every few actions), and their ends."""
    for seed in seeds:
        s = new(seed)
        r = Rng(seed)
        k = 0
        while not s.is_terminal():
            if k % every == 0:
                yield s.clone()
            s.apply_action_unchecked(r.choice(s.legal_actions()))
            k += 1
        yield s


def refused_actions_name_a_rule(states: list[Any], rules: tuple[str, ...], start: int, stride: int) -> int:
    """Offer each live state some actions legal elsewhere but not there (pool[i % start::stride]): each is
    refused with a rule starting with one of `rules` and the state is unchanged. Returns how many."""
    pool: set[Any] = set()
    for s in states:
        pool.update(s.legal_actions())
    offered = sorted(pool, key=str)
    checked = 0
    for i, s in enumerate(states):
        if s.is_terminal():
            continue
        legal = set(s.legal_actions())
        before = s.to_json()
        for a in offered[i % start::stride]:
            if a in legal:
                continue
            with pytest.raises(IllegalAction) as e:
                s.apply_action(a)
            assert e.value.rule and e.value.rule.startswith(rules), str(e.value)
            checked += 1
        assert s.to_json() == before
    return checked


def legal_actions_pass_the_checked_path(states: Iterable[Any]) -> None:
    """Every legal action, as text and for the seat deciding, is accepted by the checked path."""
    for s in states:
        for a in s.legal_actions():
            s.clone().apply_action(str(a), player=s.current_player())


def positions_round_trip(states: Iterable[Any], from_json: Callable[[Any], Any], steps: int) -> None:
    """from_json(to_json(s)) writes the same position and plays on like s for `steps` random actions."""
    for s in states:
        data = s.to_json()
        t = from_json(data)
        assert t.to_json() == data
        if s.is_terminal():
            continue
        r1, r2 = Rng(5), Rng(5)
        a, b = s.clone(), t
        for _ in range(steps):
            if a.is_terminal():
                break
            a.apply_action_unchecked(r1.choice(a.legal_actions()))
            b.apply_action_unchecked(r2.choice(b.legal_actions()))
        assert a.to_json() == b.to_json()


def clone_is_independent(new: Callable[[], Any]) -> None:
    """A clone's moves leave the original as a fresh new() game."""
    s = new()
    c = s.clone()
    c.apply_action_unchecked(c.legal_actions()[0])
    assert s.to_json() == new().to_json() != c.to_json()


def record_replays(rec: GameRecord, game: str) -> Any:
    """The record survives its dict form and replays to its outcome; returns the replayed final state."""
    again = GameRecord.from_dict(rec.to_dict())
    assert again.game == game and [str(a) for a in again.actions] == [str(a) for a in rec.actions]
    final = replay(again)
    assert final.is_terminal() and final.outcome() == rec.outcome
    return final


def determinised_views_match(states: Iterable[Any], determinise: Callable[[Any, int, Rng], Any],
                             same_cards: Callable[[Any, Any], bool], redealt: Callable[[Any, Any], bool]) -> int:
    """determinise(s, seat) looks the same to that seat and holds the same cards (same_cards); returns how
    many live states it changed (redealt)."""
    changed = 0
    for s in states:
        if s.is_terminal():
            continue
        me = s.current_player()
        d = determinise(s, me, Rng(99))
        assert d.view(me) == s.view(me)
        assert same_cards(d, s)
        changed += redealt(d, s)
    return changed
