"""What keeps a card from attacking, Flooping or being played, looked up once per list of legal actions: the
sources found once (events.restrainers and the kernel's rules.legal.restraining, floop_bars, play_bars) answer as the lookups per Lane and per card
(restrained, floop_barred, play_barred) do, in every position of random games with such cards. The kernel's
attack_blocked (rules.legal, its protectors looked up once in fight.can_attack_any) answers as
events.attack_blocked does."""
import pytest
from helpers import lane, position, random_positions, side

from engine.cardwars.events import (
    attack_blocked,
    barred_by,
    floop_barred,
    floop_bars,
    held_by,
    play_barred,
    play_barred_by,
    play_bars,
    restrained,
    restrainers,
)
from engine.cardwars.rules import legal

# Ice-olation Cell (CP4, restrains), Woadic Enchantress (CP6, bars Floops)
PAIRS = (("CP4-ice-king", "CP4-marceline"), ("CP6-fionna", "CP6-cake"), ("CP4-ice-king", "CP6-fionna"))


def agree(s):
    """The once-per-list answers equal the per-Lane and per-card ones in position s; how many said yes
    (restrained, Floop barred, play barred)."""
    held, bars, pbars = restrainers(s), floop_bars(s), play_bars(s, s.active)
    assert legal.restraining(s) == (held or None)  # the kernel's own walk finds the same cards, in the same order
    yes = [0, 0, 0]
    for seat in s.seats:
        for ln in s.lanes_of(seat):
            assert held_by(s, held, seat, ln) == restrained(s, seat, ln)
            assert barred_by(s, bars, seat, ln) == floop_barred(s, seat, ln)
            yes[0] += restrained(s, seat, ln)
            yes[1] += floop_barred(s, seat, ln)
    for cid in s.hand[s.active]:
        assert play_barred_by(s, pbars, s.active, cid) == (play_barred(s, s.active, cid) != -1)
        yes[2] += play_barred(s, s.active, cid) != -1
    return yes


@pytest.mark.parametrize(("pair", "which"), list(zip(PAIRS, (0, 1, 0), strict=True)), ids=["CP4", "CP6", "CP4-CP6"])
def test_sources_looked_up_once_answer_as_per_lane_in_random_games(pool, pair, which):
    yes = 0
    for s in random_positions(pool.setup(*pair), range(120)):
        yes += agree(s)[which]
    assert yes > 20  # the restraining (Ice-olation Cell) or barring (Woadic Enchantress) card was at work


def test_play_bars_answer_as_play_barred_with_pentacutie_and_a_lock(pool):
    # Pentacutie keeps the opponent from playing cards that cost 0; Ghost Ninja's lock, no Spells (R11)
    s = position(pool, p0=side(lane0=lane(creature="pentacutie")),
                 p1=side(hand=["cow", "phyllis", "full-metal-racket"]), active=1,
                 this_turn={"locks": [[1, "spell", 3]]})
    assert agree(s) == [0, 0, 2]  # Cow (cost 0) and the Spell
    bars = play_bars(s, 1)
    assert bars[0] and [src for _sc, src, _side in bars[1]] == [s.creature[0][0]]


# Cool Dog (CP1: its neighbours can't be attacked), Cave of Solitude (CP3)
@pytest.mark.parametrize("pair", [("CP1-finn", "CP1-jake"), ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"),
                                  ("CP1-finn", "CP3-princess-bubblegum")], ids=["CP1", "CP3", "CP1-CP3"])
def test_kernel_attack_blocked_answers_as_the_events_one(pool, pair):
    blocked = 0
    for s in random_positions(pool.setup(*pair), range(80)):
        for seat in s.seats:
            lanes = legal.blocked_lanes(s, seat)
            for ln in s.lanes_of(seat):
                want = s.creature[seat][ln] >= 0 and attack_blocked(s, seat, ln)
                assert legal.attack_blocked(s, seat, ln) == want
                assert (lanes is not None and lanes[ln]) == want
                blocked += want
    assert blocked > 20  # a protecting card was at work
