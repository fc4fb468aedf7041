"""Kickstarter, Hero Pack #1, community and promo cards, third batch (engine/cardwars/cards/extras_batch3.py):
each card doing what its text says."""
import json

from helpers import atk, dfn, hurt, lane, position, side, texts
from test_invariants_random_decks import CATALOGUE

from engine import card_missing, card_status
from engine.cardwars.cards.extras_batch3 import FREEZE_SPELLS, _best_word, huntress_word
from engine.cardwars.rules.costs import requirement

BP, CF, NL, SL, US = "Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp"


def slugs(s, ids):
    return [s.slug(c) for c in ids]


# ---- Heroes -------------------------------------------------------------------------------------------------
def test_fruit_cake_cottage(pool):
    s = position(pool, p0=side(hand=["fruit-cake-cottage"], deck=["cow", "cow", "cow"]), actions_left=3)
    s.apply_action("draw")
    assert "play fruit-cake-cottage lane=0" in texts(s)  # cost 2, 2 Actions left
    s.apply_action("draw")  # two cards drawn this turn: it costs 1 less
    assert s.actions_left == 1 and "play fruit-cake-cottage lane=0" in texts(s)
    s.apply_action("play fruit-cake-cottage lane=0")
    assert s.actions_left == 0
    s2 = position(pool, p0=side(deck=["cow"], lane0=lane(building="fruit-cake-cottage")))
    s2.apply_action("floop building lane=0")
    assert s2.hand_slugs(0) == ["cow"]


def test_party_oasis(pool):
    s = position(pool, p0=side(lane0=lane(creature="cow", building="party-oasis"), lane1=lane(creature="pony")),
                 p1=side(lane0=lane(creature="phyllis")))
    s.apply_action("floop building lane=0")
    s.apply_action("choose p0:creature:0")  # your Cow leaves this Lane for an empty one
    s.apply_action("choose p0:lane:2")
    s.apply_action("choose p0:creature:1")  # then the Pony comes into this Lane
    assert [s.slug(c) if c >= 0 else None for c in s.creature[0]] == ["pony", None, "cow", None]


def test_cosmic_owl(pool):
    s = position(pool, p0=side(hero="cosmic-owl", deck=["cow", "pony", "phyllis", "evil-eye", "drooling-dude"]))
    s.apply_action("hero look")  # the top 4, top first: Cow, Pony, Phyllis, Evil Eye
    assert texts(s) == ["choose p0:deck:cow", "choose p0:deck:pony", "choose p0:deck:phyllis", "choose p0:deck:evil-eye"]
    s.apply_action("choose p0:deck:evil-eye")
    s.apply_action("choose p0:deck:phyllis")
    s.apply_action("choose p0:deck:cow")  # the last one goes under them without a question
    assert s.pending == [] and s.actions_left == 1
    assert slugs(s, s.deck[0][::-1]) == ["evil-eye", "phyllis", "cow", "pony", "drooling-dude"]


def test_billy(pool):
    s = position(pool, p0=side(hero="billy"), p1=side(deck=["cow", "pony"], hand=["cow"]), active=1)
    s.apply_action("draw")
    assert not s.is_terminal()
    s.apply_action("draw")  # the opponent's deck runs out: Billy's player wins at once
    assert s.is_terminal() and s.outcome().winner == 0 and s.outcome().reason == "deck"
    plain = position(pool, p0=side(), p1=side(deck=["cow"]), active=1)
    plain.apply_action("draw")  # R8: without Billy an empty deck ends nothing
    assert not plain.is_terminal()


def test_frost_paladin(pool):
    with open(CATALOGUE, encoding="utf-8") as f:
        cards = json.load(f)["cards"]
    mention = {c["slug"] for c in cards if c["kind"] == "spell"
               and ("freez" in c["description"].lower() or "frozen" in c["description"].lower())}
    assert FREEZE_SPELLS == mention
    ice = "IcyLands"
    s = position(pool, p0=side(lands=(ice,) * 4, hand=["freeze-ray", "snowvalanche"],
                               lane0=lane(ice, creature="frost-paladin")), actions_left=1)
    ray = next(c for c in s.hand[0] if s.slug(c) == "freeze-ray")
    cost = pool.cards["freeze-ray"].cost
    assert requirement(s, 0, ray) == (cost - 1, cost)  # R12: one Action less, the same Landscapes
    other = position(pool, p0=side(hand=["portal-of-unsummoning"], lane0=lane(creature="frost-paladin")))
    assert requirement(other, 0, other.hand[0][0]) == (2, 2)  # a Spell that does not mention Freeze: unchanged
    s.apply_action("floop lane=0")  # the opposing Landscape in its Lane gets a token
    assert s.frozen[1][0]


def test_last_will_detriment(pool):
    s = position(pool, p0=side(hand=["last-will-detriment", "full-metal-racket", "full-metal-racket"]),
                 p1=side(lane2=lane(creature="phyllis")))
    s.apply_action("play last-will-detriment")  # under the one opposing Creature
    assert s.under and list(s.under.values())[0] and s.discard[0] == []
    s.apply_action("play full-metal-racket")  # 2 damage: still in play
    assert s.hp[1] == 25 and s.cdmg[1][2] == 2
    back = position(pool, p0=side(hand=["last-will-detriment", "portal-of-unsummoning"], lands=(BP, SL, SL, BP)),
                    p1=side(lane2=lane(creature="phyllis")), actions_left=3)
    back.apply_action("play last-will-detriment")
    back.apply_action("play portal-of-unsummoning")  # returned, not destroyed: nothing
    assert back.hp[1] == 25 and "last-will-detriment" in slugs(back, back.discard[0])


def test_last_will_detriment_destroyed(pool):
    s = position(pool, p0=side(hand=["last-will-detriment", "full-metal-racket"]),
                 p1=side(lane2=lane(creature=hurt("phyllis", 5))))
    s.apply_action("play last-will-detriment")
    s.apply_action("play full-metal-racket")  # 2 more damage: destroyed, the opponent takes 5
    assert s.creature[1][2] < 0 and s.hp[1] == 20 and "last-will-detriment" in slugs(s, s.discard[0])


def test_infinite_pies(pool):
    s = position(pool, p0=side(lands=(CF,) * 4, hand=["infinite-pies"], deck=["pony", "cow"]))
    s.apply_action("play infinite-pies")  # the top card is a Creature: 2 damage, and it may come back
    assert s.hp[1] == 23 and texts(s) == ["choose yes", "choose no"]
    s.apply_action("choose yes")
    assert s.hand_slugs(0) == ["infinite-pies"] and slugs(s, s.discard[0]) == ["pony"]
    s2 = position(pool, p0=side(lands=(CF,) * 4, hand=["infinite-pies"], deck=["full-metal-racket"]))
    s2.apply_action("play infinite-pies")
    assert s2.hp[1] == 25 and s2.pending == [] and slugs(s2, s2.discard[0]) == ["full-metal-racket", "infinite-pies"]


def test_tools_of_the_trade(pool):
    """+1 ATK to your Creatures this turn; from its play to the end of the turn, 2 HP for each opposing Creature
    destroyed (the newest revision of its text, cards/data/rulings.json)."""
    s = position(pool, p0=side(lands=(NL,) * 4, hp=20, hand=["full-metal-racket", "tools-of-the-trade",
                                                            "full-metal-racket", "full-metal-racket"],
                               lane0=lane(creature=hurt("cow", 4))),
                 p1=side(lane0=lane(creature=hurt("cow", 4)), lane1=lane(creature=hurt("pony", 4))), actions_left=2)
    s.apply_action("play full-metal-racket")
    s.apply_action("choose p1:creature:0")  # destroyed before Tools of the Trade is played: no HP
    assert s.creature[1][0] < 0 and s.hp[0] == 20
    s.apply_action("play tools-of-the-trade")
    assert atk(s, 0, 0) == 2 and s.hp[0] == 20
    s.apply_action("play full-metal-racket")
    s.apply_action("choose p1:creature:1")  # an opposing Creature destroyed: 2 HP
    assert s.creature[1][1] < 0 and s.hp[0] == 22
    s.apply_action("play full-metal-racket")  # its one target left, your own Creature: destroyed, no HP
    assert s.creature[0][0] < 0 and s.hp[0] == 22
    s.apply_action("end")
    assert "watching" not in s.this_turn  # it listens for this turn only
    assert card_status("tools-of-the-trade") == "full"


def test_cyclops_says_what_is_not_simulated(pool):
    assert card_status("cyclops") == "partial" and "art" in card_missing("cyclops")
    assert dfn(position(pool, p0=side(lane0=lane(creature="cyclops"), lane1=lane(creature="cow"))), 0, 0) == 1


def test_huntress_wizard(pool):
    """Its word: the one of 3+ letters in the most names of its player's cards (ruling); each card played with it
    in its name deals 1 damage to a target opposing Creature; other cards do nothing."""
    h = position(pool, p0=side(lands=(CF,) * 4, hero="huntress-wizard", hand=["corn-ronin", "cow"],
                               deck=["corn-dog", "pony"]),
                 p1=side(lane0=lane(creature="blonde-merwitch"), lane1=lane(creature="pony")))
    assert huntress_word(h, 0) == "corn"  # Corn Ronin, Corn Dog: 2 names; Cow, Pony, Ronin, Dog: 1
    h.apply_action("play cow lane=1")  # no "corn" in its name: nothing asked
    assert h.pending == [] and h.cdmg[1] == [0, 0, 0, 0]
    h.apply_action("play corn-ronin lane=0")
    assert texts(h) == ["choose p1:creature:0", "choose p1:creature:1"]
    h.apply_action("choose p1:creature:1")
    assert h.cdmg[1] == [0, 1, 0, 0]
    assert card_status("huntress-wizard") == "full"


def test_huntress_wizards_word_counts_whole_words_once_per_name_ties_alphabetical():
    assert _best_word(("Corn Dog", "Corn Corn", "Cornataur")) == "corn"  # "Cornataur" is another word
    assert _best_word(("Ant Bee", "Bee Ant")) == "ant"  # a tie: the alphabetically first
    assert _best_word(("Ox", "Pi")) == ""  # no word of 3 letters: no card ever matches


def test_abracadaniel(pool):
    s = position(pool, p0=side(hero="abracadaniel", deck=["phyllis", "cow"], lane0=lane(creature="pony"),
                               lane1=lane(creature="pony"), lane2=lane(creature="pony")), actions_left=2)
    s.apply_action("hero reveal")  # Phyllis, Rainbow, cost 1: played from the deck into the one empty Lane...
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:3")  # (or replacing a ready Pony, R13)
    assert s.slug(s.creature[0][3]) == "phyllis" and s.actions_left == 0 and slugs(s, s.deck[0]) == ["cow"]
    s2 = position(pool, p0=side(hero="abracadaniel", deck=["corns-templar", "cow"]))
    s2.apply_action("hero reveal")  # not Rainbow: it stays on top
    assert s2.deck[0] and s2.slug(s2.deck[0][-1]) == "corns-templar" and s2.actions_left == 1
    s3 = position(pool, p0=side(hero="abracadaniel", deck=["phyllis"]), actions_left=1)
    s3.apply_action("hero reveal")  # no Action left to pay its cost: it stays on top
    assert s3.slug(s3.deck[0][-1]) == "phyllis" and all(c < 0 for c in s3.creature[0])


def test_party_energy(pool):
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["party-energy"], lane0=lane(SL, creature=hurt("phyllis", 2)),
                               lane1=lane(SL, creature="cow")))
    s.apply_action("play party-energy")
    assert texts(s) == ["choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]  # anywhere but its own Lane
    s.apply_action("choose p0:lane:1")  # Phyllis to Lane 1: the Cow must leave it
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:0")  # the two trade places, at once
    assert [s.slug(c) if c >= 0 else None for c in s.creature[0]] == ["cow", "phyllis", None, None]
    assert s.cdmg[0][1] == 2 and atk(s, 0, 1) == 4 and atk(s, 0, 0) == 3


def test_party_energy_leaves_no_dead_end(pool):
    full = {f"lane{i}": lane(SL, creature=c) for i, c in enumerate(("cow", "pony", "phyllis", "evil-eye"))}
    s = position(pool, p0=side(lands=(SL,) * 4, hand=["party-energy"], **full))
    s.apply_action("play party-energy")
    s.apply_action("choose p0:lane:1")
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:0")  # the other two can only trade Lanes 2 and 3: no more questions
    assert s.pending == [] and [s.slug(c) for c in s.creature[0]] == ["pony", "cow", "evil-eye", "phyllis"]
    s2 = position(pool, p0=side(lands=(SL,) * 4, hand=["party-energy"], **full))
    s2.apply_action("play party-energy")
    s2.apply_action("choose p0:lane:2")
    s2.apply_action("choose p0:lane:3")
    assert texts(s2) == ["choose p0:lane:0", "choose p0:lane:1"]  # Lanes 2 and 3 go to 0 and 1, either way


def test_terrible_tower(pool):
    s = position(pool, p0=side(lands=(NL,) * 4, deck=["full-metal-racket", "phyllis", "cow"],
                               lane0=lane(NL, creature="pony", building="terrible-tower")),
                 p1=side(lane1=lane(creature="drooling-dude")), actions_left=1)
    assert "floop building lane=0" in texts(s)
    s.apply_action("floop building lane=0")  # your Pony is destroyed as the cost; then the top 2 cards are played
    assert slugs(s, s.discard[0]) == ["pony"]
    assert s.cdmg[1][1] == 2  # the Spell (cost 0) resolves first, at its one target
    assert texts(s) == ["choose p0:lane:0", "choose p0:lane:1", "choose p0:lane:2", "choose p0:lane:3"]
    s.apply_action("choose p0:lane:2")  # Phyllis (cost 1) into a Lane you pick, paid with your last Action
    assert s.slug(s.creature[0][2]) == "phyllis" and s.actions_left == 0 and slugs(s, s.deck[0]) == ["cow"]
    none = position(pool, p0=side(lands=(NL,) * 4, deck=["cow"], lane0=lane(NL, building="terrible-tower")))
    assert "floop building lane=0" not in texts(none)  # no Creature of yours on its Landscape to destroy
