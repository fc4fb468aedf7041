"""R30's waiting start-of-turn texts (rules.turn.start_texts, in the kernel) are found as dispatch visits listeners: a card that hears
only its own seat's turn starting ("at the start of your turn", HEARS_SIDE) is not asked on another seat's. The
list is the one asking every listener gives, at every position of random games of the Collector's Packs and of
Doubles, and Field Stalker on the side not starting its turn is not asked at all."""
import pytest
from helpers import lane, position, random_positions, side

from engine.cardwars.board import hearers
from engine.cardwars.events import HERO_SCRIPTS, START_OF_TURN, hero_source, silenced
from engine.cardwars.rules.turn import start_texts

PAIRS = [("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
         ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
         ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake")]


def every_listener_asked(state, player):
    """start_texts as it was: every START_OF_TURN listener in play asked, whatever it can hear."""
    entry = state.ears.get(START_OF_TURN)
    out = []
    if entry is not None:
        for sc, cid, s2, ln in hearers(state, entry[0], None, None, None, None, None):
            if ln >= 0 and not silenced(state, cid) and sc.hears(START_OF_TURN, state, cid,
                                                                 {"player": player, "side": s2, "lane": ln}):
                out.append(cid)
    for s2 in state.seats_from(state.active):
        h = state.hero[s2]
        hs = HERO_SCRIPTS.get(h) if h else None
        if hs is not None and START_OF_TURN in hs.events and hs.hears(START_OF_TURN, state, hero_source(s2),
                                                                      {"player": player, "side": s2}):
            out.append(hero_source(s2))
    return out


@pytest.mark.parametrize("pair", PAIRS)
def test_the_waiting_texts_are_those_every_listener_would_give(pool, pair):
    checked = found = 0
    for s in random_positions(pool.setup(*pair), range(6)):
        if s.ears.get(START_OF_TURN) is None:
            continue
        for p in s.seats:
            got = start_texts(s, p)
            assert got == every_listener_asked(s, p)
            checked += 1
            found += bool(got)
    assert checked and (found or pair[0] in ("CP2-bmo", "CP5-lemongrab"))


def test_doubles_waiting_texts_are_those_every_listener_would_give(pool):
    doubles = [("CP1-finn", "CP1-jake", "CP6-fionna", "CP6-cake"),
               ("2v2-jake-doubles-tournament", "2v2-charlie", "2v2-grand-prix", "2v2-moniker")]
    for decks in doubles:
        for s in random_positions(pool.setup(*decks, variant="doubles", turn_limit=40), range(3)):
            if s.ears.get(START_OF_TURN) is not None:
                for p in s.seats:
                    assert start_texts(s, p) == every_listener_asked(s, p)


def test_field_stalker_is_asked_only_as_its_own_turn_starts(pool, monkeypatch):
    s = position(pool, p0=side(lane0=lane(creature="field-stalker")), p1=side(lane0=lane(creature="field-stalker")))
    asked = []
    script = s.scripts[s.creature[0][0]]
    real = type(script).hears

    def spy(self, event, state, cid, ev):
        asked.append((cid, ev["side"]))
        return real(self, event, state, cid, ev)
    monkeypatch.setattr(type(script), "hears", spy)
    assert start_texts(s, 0) == [s.creature[0][0]] and asked == [(s.creature[0][0], 0)]
    asked.clear()
    assert every_listener_asked(s, 0) == [s.creature[0][0]] and len(asked) == 2  # the old way asked both
