"""The rules engine's shortcuts give what the plain computation gives: the per-game facts kept per card table
(rules.turn.game_facts), the receivers' raw tests asked before a script's context is built (statics.Stat.pre,
pre_state), the protectors looked up once for four Lanes (rules.legal.blocked_lanes) and the per-event listener
tables of dispatch, with what each listener can hear of its event (a card that hears only its own attack is not
visited for another's). Seeded scripted games in every Collector's Pack 1-3 pairing are played with the kept
facts and again with them worked out afresh, and must give the same records; along the way every shortcut
is checked against the slow form it replaces, position by position."""
import helpers
import pytest
from helpers import game_records, games_both_ways

from engine import new_game
from engine.cardwars.board import hearers
from engine.cardwars.dsl.card import Card
from engine.cardwars.events import (
    ATTACKS,
    DAMAGED,
    END_OF_TURN,
    ENTERS_PLAY,
    FIGHT_STARTS,
    HEARS_ACROSS,
    HEARS_ALL,
    HEARS_LANE,
    HEARS_OWN,
    HEARS_SIDE,
    HEARS_TURN,
    HERO_SCRIPTS,
    LANES,
    attack_blocked,
    dispatch,
    hero_source,
    silenced,
)
from engine.cardwars.match import make_players
from engine.cardwars.ops.core import reaches, static_sources
from engine.cardwars.rules import turn
from engine.cardwars.rules.legal import blocked_lanes

DECKS = ("CP1-finn", "CP1-jake", "CP2-bmo", "CP2-lady-rainicorn", "CP3-princess-bubblegum",
         "CP3-lumpy-space-princess")
PAIRS = [(a, b) for i, a in enumerate(DECKS) for b in DECKS[i + 1:]]
# Collector's Packs 4-6: each deck against its pack mate and against the next pack's first deck.
NEW_DECKS = ("CP4-ice-king", "CP4-marceline", "CP5-lemongrab", "CP5-gunter", "CP6-fionna", "CP6-cake")
NEW_PAIRS = [(NEW_DECKS[i], NEW_DECKS[j]) for i in range(6) for j in (i + 1, i + 2) if j < 6 and (i % 2 == 0 or j == i + 1)]


@pytest.mark.parametrize("pair", PAIRS + NEW_PAIRS, ids=["-".join(p) for p in PAIRS + NEW_PAIRS])
def test_kept_game_facts_give_the_same_games(pool, pair, monkeypatch):
    setup = pool.setup(*pair)
    players = {"random": range(0, 14), "first": range(100, 108), "simple": range(200, 205)}
    kept, fresh = games_both_ways(setup, players, monkeypatch, turn, "KEEP_FACTS")
    assert kept == fresh
    assert sum(len(r[0]) for rs in kept.values() for r in rs) > 1000  # real games were played


@pytest.mark.parametrize("pair", PAIRS + NEW_PAIRS, ids=["-".join(p) for p in PAIRS + NEW_PAIRS])
def test_dispatch_skips_only_listeners_that_could_not_hear(pool, pair, monkeypatch):
    setup = pool.setup(*pair)
    only = [o for _t, o in new_game(setup, 0).ears.values() if o is not None]
    indexed = game_records(setup, range(0, 12), ("random", "random"))
    monkeypatch.setattr(turn, "KEEP_FACTS", False)
    monkeypatch.setattr(Card, "hearing", lambda self, event: HEARS_ALL)  # every listener visited every time
    assert new_game(setup, 0).ears and all(o is None for _t, o in new_game(setup, 0).ears.values())
    assert game_records(setup, range(0, 12), ("random", "random")) == indexed
    if pair == ("CP1-finn", "CP1-jake"):  # Finn's deck has "when this attacks" and "when you draw" cards
        assert {x for o in only for x in o} >= {HEARS_OWN, HEARS_SIDE}
    if pair == ("CP6-fionna", "CP6-cake"):  # Blood Castle hears damage across its Lane, Farmhouse its own entry
        assert {x for o in only for x in o} >= {HEARS_OWN, HEARS_ACROSS}
    if pair == ("CP4-ice-king", "CP4-marceline"):  # Crystal Palace hears a Landscape of its Lane become Frozen
        assert {x for o in only for x in o} >= {HEARS_LANE}


def test_a_card_marked_across_hears_only_the_facing_landscape(pool):
    """HEARS_ACROSS (Blood Castle: "when the opposing Creature in this Lane is dealt damage", R26): the walk of
    listeners (board.hearers) finds it for damage on the Landscape facing its own, not for damage on its own side of
    the Lane, in another Lane, or with no place."""
    h = helpers
    s = h.position(pool, p0=h.side(lands=("Cornfield",) * 4, lane1=h.lane("Cornfield", "pony", building="blood-castle")),
                   p1=h.side(lane1=h.lane(creature="pony"), lane2=h.lane(creature="pony")))
    castle = s.building[0][1]
    ears, only = s.ears[DAMAGED]
    assert only[castle] == HEARS_ACROSS

    def heard(at_side, at_lane):
        return [cid for _sc, cid, _s, _l in hearers(s, ears, only, None, 0, at_side, at_lane)]
    assert heard(1, 1) == [castle]
    assert heard(0, 1) == [] and heard(1, 2) == [] and heard(None, None) == []


@pytest.mark.parametrize("hero, foe, event", [("lemongrab", "gunter", FIGHT_STARTS), ("lemongrab", "gunter", END_OF_TURN),
                                              ("cake", "fionna", ENTERS_PLAY)])
def test_a_hero_is_visited_only_for_its_own_seats_events(pool, monkeypatch, hero, foe, event):
    """A Hero's texts marked HEARS_SIDE (Lemongrab's start of your Fight, Cake's "a Building of yours enters")
    are not run for an event of the other seat; for one of its own seat they are, and with every listener made
    to hear all they are visited for both."""
    decks = {"lemongrab": "CP5-lemongrab", "gunter": "CP5-gunter", "cake": "CP6-cake", "fionna": "CP6-fionna"}
    s = new_game(pool.setup(decks[hero], decks[foe]), 0)
    seat = s.hero.index(hero)
    sc = HERO_SCRIPTS[hero]
    assert sc.hearing(event) == HEARS_SIDE
    heard = []
    monkeypatch.setattr(sc, "on", lambda ev, state, cid, ctx: heard.append(ctx["player"]))
    ctx = {"card": s.hand[seat][0], "building": True} if event == ENTERS_PLAY else {}
    dispatch(s, event, player=1 - seat, **ctx)
    assert heard == []
    dispatch(s, event, player=seat, **ctx)
    assert heard == [seat]
    monkeypatch.setattr(type(sc), "hearing", lambda self, event: HEARS_ALL)
    dispatch(s, event, player=1 - seat, **ctx)
    assert heard == [seat, 1 - seat]


@pytest.mark.parametrize("hero, foe, event", [("ice-king", "marceline", ATTACKS), ("lumpy-space-princess",
                                                                                  "princess-bubblegum", ENTERS_PLAY)])
def test_a_hero_marked_for_its_turn_is_visited_only_in_its_turn(pool, monkeypatch, hero, foe, event):
    """HEARS_TURN (Ice King's "when a Creature of yours attacks", Lumpy Space Princess's "in your turn"): the
    Hero is not visited while the other seat is active, and is while its own is."""
    decks = {"ice-king": "CP4-ice-king", "marceline": "CP4-marceline", "lumpy-space-princess":
             "CP3-lumpy-space-princess", "princess-bubblegum": "CP3-princess-bubblegum"}
    s = new_game(pool.setup(decks[hero], decks[foe]), 0)
    seat = s.hero.index(hero)
    sc = HERO_SCRIPTS[hero]
    assert sc.hearing(event) == HEARS_TURN
    heard = []
    monkeypatch.setattr(sc, "on", lambda ev, state, cid, ctx: heard.append(state.active))
    s.active = 1 - seat
    dispatch(s, event, side=1 - seat, lane=0, card=s.hand[1 - seat][0], player=1 - seat)
    assert heard == []
    s.active = seat
    dispatch(s, event, side=seat, lane=0, card=s.hand[seat][0], player=seat)
    assert heard == [seat]


def _slow_blocked(s, side, lane):
    """attack_blocked as it was: every card in play asked through its protects() (which finds it itself)."""
    by_id = s.protect_by_id
    if by_id is None:
        return False
    for s2 in (0, 1):
        for row in (s.creature[s2], s.building[s2]):
            for src in row:
                if src >= 0 and by_id[src] is not None and not silenced(s, src):
                    if by_id[src].protects(s, src, side, lane):
                        return True
    return False


def _slow_hero_bonus(sc, s, which, src, cid, side, lane):
    """A Hero's always-on bonus with every static asked through its context (no raw test first)."""
    seat = -1 - src
    ctx = sc._ctx(s, seat, src, seat, -1, "hero")
    ctx.target = (side, lane, cid)
    return sum(st.amount(ctx, which) for st in (sc.atk_stats if which == 0 else sc.def_stats))


def _slow_listeners(s, event):
    out = []
    for side in (s.active, 1 - s.active):
        for lane in range(LANES):
            for cid in (s.creature[side][lane], s.building[side][lane]):
                sc = s.scripts[cid] if cid >= 0 else None
                # a script whose events depend on the game's cards (Learning Center) listens to events_in
                if sc is not None and event in (sc.events_in(s.scripts, s.tab.kind) if sc.narrows_events
                                                else sc.events):
                    out.append((cid, side, lane))
    return out


@pytest.mark.parametrize("pair", PAIRS[:5] + NEW_PAIRS[::2], ids=["-".join(p) for p in PAIRS[:5] + NEW_PAIRS[::2]])
def test_shortcuts_match_the_slow_forms_position_by_position(pool, pair):
    setup = pool.setup(*pair)
    heroes = reached = 0
    for seed in range(6):
        players = make_players(("random", "random"), seed)
        s = new_game(setup, seed)
        while not s.is_terminal():
            for side in (0, 1):
                fast = blocked_lanes(s, side)
                for lane in range(LANES):
                    slow = _slow_blocked(s, side, lane)
                    assert attack_blocked(s, side, lane) == slow
                    if s.creature[side][lane] >= 0:
                        assert (fast[lane] if fast is not None else False) == slow
                for lane in range(LANES):
                    cid = s.creature[side][lane]
                    if cid < 0:
                        continue
                    for seat, h in enumerate(s.hero):
                        sc = HERO_SCRIPTS.get(h) if h else None
                        if sc is not None and sc.has_static:
                            src = hero_source(seat)
                            assert sc.attack_bonus(s, src, cid, side, lane) == _slow_hero_bonus(sc, s, 0, src, cid, side, lane)
                            assert sc.defense_bonus(s, src, cid, side, lane) == _slow_hero_bonus(sc, s, 1, src, cid, side, lane)
                            heroes += 1
            reached += _check_reach(s)
            for ev, (ears, _only) in s.ears.items():
                assert [(c, sd, ln) for sd in (s.active, 1 - s.active) for ln in range(LANES)
                        for c in (s.creature[sd][ln], s.building[sd][ln]) if c >= 0 and ears[c] is not None] \
                    == _slow_listeners(s, ev)
            s.apply_action_unchecked(players[s.current_player()].select_action(s))
    assert heroes > 0 or not any(HERO_SCRIPTS[h].has_static for h in s.hero if h in HERO_SCRIPTS)
    assert reached > 0  # the reach test turned some down in every pairing


def _check_reach(s):
    """Every always-on ATK / DEF source that ops.core.reaches says cannot touch a Creature gives it nothing
    (asked without the test); the number of (source, Creature) pairs the test turned down."""
    turned = 0
    for which in (0, 1):
        for sc, src, s2, l2 in static_sources(s, which):
            for side in (0, 1):
                for lane in range(LANES):
                    cid = s.creature[side][lane]
                    if cid < 0 or reaches(s, sc.reach[which], src, s2, l2, cid, side, lane):
                        continue
                    if sc.positional and src >= 0:
                        assert sc.bonus_at(s, which, src, s2, l2, cid, side, lane) == 0
                    else:
                        assert (sc.attack_bonus if which == 0 else sc.defense_bonus)(s, src, cid, side, lane) == 0
                    turned += 1
    return turned


def test_game_facts_follow_the_registry(pool, scripts):
    """A script registered after a first game (a test's own) is seen by the next game of the same cards."""
    setup = pool.setup("CP1-finn", "CP1-jake")
    s = new_game(setup, 1)
    slug = s.tab.slug[0]
    assert s.scripts[0] is scripts.get(slug)
    mine = type(scripts["cool-dog"])(slug)  # a Card with no text of its own
    scripts[slug] = mine
    t = new_game(setup, 1)
    assert t.scripts[0] is mine and t.scripts is not s.scripts
