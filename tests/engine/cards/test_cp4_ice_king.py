"""One test per card of Ice King's IcyLands deck (CP4-ice-king) and his Hero; the cards of the rulebook's
combat example are in test_cp4_fight_example.py. Ends with Frozen tokens in simulated games."""
from helpers import lane, position, side, texts

from engine import new_game
from engine.cardwars import actions as A
from engine.cardwars.board import K_CREATURE, MAIN
from engine.cardwars.cards import status
from engine.cardwars.match import make_players
from engine.cardwars.ops.core import attack_of, defense_of

ICY = ("IcyLands",) * 4


def ik(**kw):
    return side(lands=ICY, **kw)


def icy(creature=None, building=None, **kw):
    return lane("IcyLands", creature=creature, building=building, **kw)


def slugs(s, ids):
    return [s.slug(c) for c in ids]


def test_freeze_ray(pool):
    s = position(pool, p0=ik(hand=["freeze-ray"], deck=["snow-dog"]), p1=side(lane2=lane("Cornfield", frozen=True)))
    s.apply_action("play freeze-ray")
    assert len(texts(s)) == 8  # any of the 8 Landscapes, a Frozen one included (it keeps its one token, R24)
    s.apply_action("choose p1:land:0")
    assert s.frozen[1] == [True, False, True, False] and slugs(s, s.hand[0]) == ["snow-dog"]
    again = position(pool, p0=ik(hand=["freeze-ray"], deck=["snow-dog"]), p1=side(lane2=lane("Cornfield", frozen=True)))
    again.apply_action("play freeze-ray")
    again.apply_action("choose p1:land:2")
    assert again.frozen[1] == [False, False, True, False] and len(again.hand[0]) == 1  # no second token; still draws


def test_freezing_point(pool):
    s = position(pool, p0=ik(hand=["freezing-point"]), p1=side(lane1=lane("Cornfield", face_down=True)))
    s.apply_action("play freezing-point")
    assert s.frozen[1] == [True] * 4 and s.frozen[0] == [False] * 4  # face-down ones too (R24)


def test_frosty_frolic(pool):
    s = position(pool, p0=ik(hand=["frosty-frolic", "snow-dog"], lane0=icy(frozen=True)),
                 p1=side(hand=["cow", "dogboy", "punk-cat"], lane0=lane("Cornfield", frozen=True),
                         lane3=lane("Cornfield", frozen=True)))
    s.apply_action("play frosty-frolic")
    assert texts(s) == ["choose p0:player", "choose p1:player"]
    s.apply_action("choose p1:player")  # 2 Frozen Landscapes: she discards 2, her choice
    assert s.current_player() == 1
    s.apply_action("choose p1:hand:dogboy")
    s.apply_action("choose p1:hand:cow")
    assert slugs(s, s.hand[1]) == ["punk-cat"] and slugs(s, s.discard[1]) == ["dogboy", "cow"]
    me = position(pool, p0=ik(hand=["frosty-frolic", "snow-dog"], lane0=icy(frozen=True)), p1=side(hand=["cow"]))
    me.apply_action("play frosty-frolic")
    me.apply_action("choose p1:player")  # none of hers is Frozen: nothing
    assert len(me.hand[1]) == 1 and not me.pending


def test_snow_way(pool):
    s = position(pool, p0=ik(hand=["snow-way"]))
    s.apply_action("play snow-way")
    s.apply_action("choose p1:land:3")
    assert "choose p1:land:3" not in texts(s)  # two different Landscapes
    s.apply_action("choose p0:land:1")
    assert s.frozen == [[False, True, False, False], [False, False, False, True]]


def test_celestial_castle(pool):
    s = position(pool, p0=ik(lane1=icy("snow-dog", building="celestial-castle"), lane2=icy("cold-soldier")))
    assert defense_of(s, 0, 1, s.creature[0][1]) == 10 and defense_of(s, 0, 2, s.creature[0][2]) == 4


def test_crystal_palace(pool):
    s = position(pool, p0=ik(hand=["freeze-ray", "freeze-ray"], deck=["cow", "cow"], lane1=icy(building="crystal-palace")),
                 p1=side(lane3=lane(creature="dogboy")))
    s.apply_action("play freeze-ray")
    s.apply_action("choose p1:land:1")  # a Landscape in its Lane, the opponent's: the Palace triggers
    assert s.cdmg[1][3] == 2  # its one target, in another Lane: chosen at once
    s.apply_action("play freeze-ray")
    s.apply_action("choose p1:land:2")  # another Lane: nothing
    assert s.cdmg[1][3] == 2
    again = position(pool, p0=ik(hand=["freeze-ray"], deck=["cow"], lane1=icy(building="crystal-palace")),
                     p1=side(lane1=lane("Cornfield", frozen=True), lane3=lane(creature="dogboy")))
    again.apply_action("play freeze-ray")
    again.apply_action("choose p1:land:1")  # already Frozen: it does not become Frozen, no damage
    assert again.cdmg[1][3] == 0


def test_ice_olation_cell(pool):
    s = position(pool, p0=ik(lane0=icy("snow-dog", frozen=True), lane1=icy("slay-rider", frozen=True),
                             lane2=icy("cold-soldier")),
                 p1=side(lane1=lane("Cornfield", creature="furious-chick", frozen=True),
                         lane0=lane(building="ice-olation-cell")))
    # The opponent's Cell holds Lane 0 only: Snow Dog there can't Floop nor attack; Slay Rider in Lane 1 can.
    assert "floop lane=0" not in texts(s) and "attack lane=0" not in texts(s)
    assert "floop lane=1" in texts(s) and "attack lane=2" in texts(s)
    s.apply_action("attack lane=1")
    s.apply_action("attack lane=2")
    assert s.active == 1 and s.cstate[0][0] == 0  # the turn ended with Snow Dog still ready
    free = position(pool, p0=ik(lane0=icy("snow-dog")), p1=side(lane0=lane(building="ice-olation-cell")))
    assert "floop lane=0" in texts(free) and "attack lane=0" in texts(free)  # not Frozen: not held


def test_ice_olation_cell_stops_cost_abilities(pool):
    s = position(pool, p0=ik(lane2=icy("frost-dragon", building="ice-olation-cell", frozen=True)))
    assert "use lane=2" not in texts(s)  # its own Cell holds it too
    assert "use lane=2" in texts(position(pool, p0=ik(lane2=icy("frost-dragon", building="ice-olation-cell"))))


def test_snow_business(pool):
    s = position(pool, p0=ik(lane3=icy(building="snow-business")), p1=side(lane3=lane("Cornfield", frozen=True)))
    s.apply_action("use building lane=3")
    assert s.frozen[0][3] and s.actions_left == 1  # the only target without a token (ruling): no choice
    assert "use building lane=3" not in texts(s)  # R16: no target left in its Lane


def test_abdominal_snowman(pool):
    s = position(pool, p0=ik(lane0=icy("abdominal-snowman"), lane1=icy("abdominal-snowman")),
                 p1=side(lane1=lane(creature="cow")))
    assert attack_of(s, 0, 0, s.creature[0][0]) == 6 and attack_of(s, 0, 1, s.creature[0][1]) == 3


def test_cold_soldier(pool):
    s = position(pool, p0=ik(lane0=icy("cold-soldier"), lane1=icy("cold-soldier")), p1=side(lane1=lane(creature="cow")))
    s.apply_action("attack lane=0")
    assert s.hp[1] == 20  # 2 + 3
    assert attack_of(s, 0, 1, s.creature[0][1]) == 2


def test_nice_ice_baby(pool):
    s = position(pool, p0=ik(lane0=icy("nice-ice-baby"), lane1=icy("nice-ice-baby")), p1=side(lane1=lane(creature="cow")))
    assert attack_of(s, 0, 0, s.creature[0][0]) == 4 and attack_of(s, 0, 1, s.creature[0][1]) == 1


def test_boarder_collie(pool):
    s = position(pool, p0=ik(lane0=icy("boarder-collie"), lane1=icy("cow"), lane3=icy("cow")),
                 p1=side(lane2=lane("Cornfield", frozen=True)))
    s.apply_action("floop lane=0")  # one empty Landscape of yours (Lane 2): no choice; the Lane has a Frozen one
    assert s.slug(s.creature[0][2]) == "boarder-collie" and s.actions_left == 3
    s2 = position(pool, p0=ik(lane0=icy("boarder-collie", frozen=True)))
    s2.apply_action("floop lane=0")
    assert texts(s2) == ["choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s2.apply_action("choose p0:lane:3")  # its new Lane has no Frozen Landscape: no Action (it left the Frozen one)
    assert s2.slug(s2.creature[0][3]) == "boarder-collie" and s2.actions_left == 2


def test_frozen_fish(pool):
    s = position(pool, p0=ik(lane1=icy("frozen-fish")), p1=side(lane1=lane(creature="cow")))
    s.apply_action("attack lane=1")
    assert texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert texts(s) == ["choose p0:land:1", "choose p1:land:1"]
    s.apply_action("choose p1:land:1")
    assert s.frozen[1][1] and s.active == 1
    empty = position(pool, p0=ik(lane1=icy("frozen-fish")))
    empty.apply_action("attack lane=1")  # it damaged a player, not a Creature: no question
    assert empty.hp[1] == 24 and not empty.pending and not any(empty.frozen[1])


def test_icemeister(pool):
    s = position(pool, p0=side(deck=["cow"], lane0=lane(creature={"card": "cow", "state": "exhausted"}, frozen=True),
                               lane1=lane(creature={"card": "dogboy", "state": "exhausted"})),
                 p1=ik(deck=["cow"], lane0=icy("icemeister"), lane2=icy("snow-dog", frozen=True)))
    s.apply_action("end")  # the Ice King's turn starts
    assert s.cdmg[0][:2] == [1, 0] and s.cdmg[1][2] == 1 and s.cdmg[1][0] == 0  # either side, Frozen only


def test_reign_deer(pool):
    s = position(pool, p0=ik(deck=["cow"] * 4, lane0=icy("reign-deer", frozen=True)),
                 p1=side(lane1=lane("Cornfield", frozen=True), lane2=lane("Cornfield", frozen=True)))
    s.apply_action("floop lane=0")
    assert len(s.hand[0]) == 3  # 3 Frozen Landscapes in play, both sides


def test_slay_rider(pool):
    s = position(pool, p0=ik(lane0=icy("slay-rider")),
                 p1=side(lane0=lane(creature="furious-hen", frozen=True), lane1=lane(creature="furious-hen")))
    s.apply_action("floop lane=0")  # only the Creature on a Frozen Landscape: one target
    assert s.cdmg[1][:2] == [3, 0]
    assert "floop lane=0" not in texts(position(pool, p0=ik(lane0=icy("slay-rider")),
                                                p1=side(lane1=lane(creature="cow"))))  # R16: no target


def test_snow_angel(pool):
    s = position(pool, p0=ik(lane0=icy("snow-angel", frozen=True), lane1=icy({"card": "frost-dragon", "damage": 5}),
                             lane2=icy({"card": "cow", "damage": 1})),
                 p1=side(lane0=lane(creature={"card": "furious-hen", "damage": 3}, frozen=True)))
    s.apply_action("floop lane=0")
    assert s.cdmg[0][1:3] == [3, 0] and s.cdmg[1][0] == 3  # 2 Frozen Landscapes: 2 off each of yours only


def test_snow_bunny(pool):
    s = position(pool, p0=ik(lane1=icy("snow-bunny")), p1=side(lane3=lane(creature="cow")))
    s.apply_action("use lane=1")
    assert s.creature[0][1] < 0 and slugs(s, s.discard[0]) == ["snow-bunny"]  # destroyed as the cost
    assert len(texts(s)) == 8
    s.apply_action("choose p1:land:3")  # any Lane (rulebook clarification)
    assert s.frozen[1][3] and s.actions_left == 2


def test_snow_dog(pool):
    s = position(pool, p0=ik(lane0=icy("cow"), lane1=icy("snow-dog"), lane2=icy("cow"), lane3=icy("cow")))
    s.apply_action("floop lane=1")
    assert [attack_of(s, 0, i, s.creature[0][i]) for i in (0, 2, 3)] == [3, 3, 1]


def test_spike_icicle(pool):
    assert status("spike-icicle") == "full"  # no ability: its printed stats are the whole card
    s = position(pool, p0=ik(hand=["spike-icicle"]), actions_left=0)
    s.apply_action("play spike-icicle lane=0")
    s.apply_action("attack lane=0")
    assert s.hp[1] == 22


def test_sprucy_lucy(pool):
    s = position(pool, p0=ik(lane0=icy("sprucy-lucy", frozen=True)),
                 p1=side(lane1=lane("Cornfield", frozen=True), lane2=lane("Cornfield", frozen=True)))
    assert attack_of(s, 0, 0, s.creature[0][0]) == 5
    assert attack_of(position(pool, p0=ik(lane0=icy("sprucy-lucy"))), 0, 0, 0) == 2


def test_ice_king(pool):
    s = position(pool, p0=ik(hero="ice-king", lane0=icy("cow"), lane1=icy("cow"), lane2=icy("cow")),
                 p1=side(lane0=lane(creature="furious-hen")))
    s.apply_action("attack lane=0")  # a Creature in that Lane: no bonus
    assert s.cdmg[1][0] == 1
    s.apply_action("attack lane=1")  # the first attack down an empty Lane: 1 + 1
    s.apply_action("attack lane=2")  # the second: no more
    assert s.hp[1] == 25 - 2 - 1
    assert status("ice-king") == "full"


def test_cp4_ice_king_cards_are_fully_scripted(pool):
    for c in pool.precons["CP4-ice-king"]["cards"]:
        assert status(c["card"]) == "full", c["card"]


def test_frozen_tokens_happen_in_simulated_games(pool):
    """Seeded games of the two CP4 decks (rule-of-thumb players): the Ice King's cards put Frozen tokens down, no
    Creature is ever offered a Frozen Landscape to enter, and players discard to remove tokens (R24)."""
    setup = pool.setup("CP4-ice-king", "CP4-marceline")
    frozen_turns, unfreezes = set(), 0
    for seed in range(12):
        players = make_players(("simple", "simple"), seed)
        s = new_game(setup, seed)
        while not s.is_terminal():
            p = s.active
            if s.phase == MAIN and not s.pending and any(s.frozen[p]):
                frozen_turns.add((seed, s.turn))
                for a in s.legal_actions():
                    if a.kind == A.PLAY and a.lane >= 0 and s.frozen[p][a.lane]:
                        cid = next(c for c in s.hand[p] if s.tab.slug[c] == a.card)
                        assert s.tab.kind[cid] != K_CREATURE  # R24
            a = players[s.current_player()].select_action(s)
            unfreezes += a.kind == A.UNFREEZE
            s.apply_action(a)
    assert len(frozen_turns) >= 40 and unfreezes >= 5
