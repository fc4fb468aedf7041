"""Position builders and test-only card scripts for the engine tests."""
from engine import GameState, new_game
from engine.cardwars.board import FIGHT, MAIN, OVER
from engine.cardwars.events import Script, ask, creature_targets, parse_target
from engine.cardwars.match import make_players, play_game
from engine.cardwars.ops.core import attack_of, defense_of
from engine.cardwars.ops.primitives import damage_creature, damage_each_player, damage_player
from engine.cardwars.players import make_player
from engine.cardwars.rules.apply import apply_unchecked
from engine.core.rng import Rng


def lane(land="Blue Plains", creature=None, building=None, face_down=False, frozen=False):
    """One lane of a JSON position; creature/building are 'slug' or a dict (damage, state, owner)."""
    def card(x):
        return {"card": x} if isinstance(x, str) else x
    return {"landscape": land, "face_down": face_down, "frozen": frozen,
            "creature": card(creature) if creature else None,
            "building": card(building) if building else None}


def side(lands=("Blue Plains",) * 4, hp=25, hand=(), deck=(), discard=(), hero=None, **lanes):
    """One player of a JSON position; lanes given as lane0=lane(...), ... override the plain lanes."""
    ls = [lanes.get(f"lane{i}") or lane(lands[i]) for i in range(4)]
    return {"hp": hp, "hero": hero, "hand": list(hand), "deck": list(deck), "discard": list(discard), "lanes": ls}


def position(pool, p0=None, p1=None, **top):
    """A GameState from a JSON position (defaults: turn 3, p0 to act in the main phase, 2 Actions)."""
    data = {"turn": 3, "phase": "main", "active": 0, "first_player": 0, "actions_left": 2,
            "players": [p0 or side(), p1 or side(lands=("Cornfield",) * 4)], "seed": 1}
    data.update(top)
    return GameState.from_json(data, pool=pool)


def texts(state):
    """Legal actions as text."""
    return [str(a) for a in state.legal_actions()]

def hurt(slug, n, **kw):
    """A card in play with n damage on it."""
    return dict(card=slug, damage=n, **kw)


def flooped(slug, **kw):
    """A card in play, Flooped."""
    return dict(card=slug, state="flooped", **kw)


def atk(s, p, ln):
    """The ATK of p's Creature in Lane ln, always-on changes included."""
    return attack_of(s, p, ln, s.creature[p][ln])


def dfn(s, p, ln):
    """The DEF of p's Creature in Lane ln, always-on changes included."""
    return defense_of(s, p, ln, s.creature[p][ln])



class Bolt(Script):
    """Test spell: "deal 2 damage to target Creature" (R16 target needed, R17 choice by the caster)."""

    def can_play(self, state, player, card_id):
        return bool(creature_targets(state))

    def play(self, state, player, card_id, lane):
        ask(state, player, creature_targets(state), card_id, "target")

    def resume(self, state, key, choice, source, data):
        s, _zone, ln = parse_target(choice)
        damage_creature(state, s, ln, 2)


class Ping(Script):
    """Test Creature: Floop: the opponent loses 1 HP. Also "enters play: 1 damage to target Creature",
    which does nothing without a target (R16)."""

    has_floop = True
    entered = []

    def floop(self, state, side, lane, card_id):
        damage_player(state, 1 - side, 1)

    def play(self, state, player, card_id, lane):
        targets = [t for t in creature_targets(state) if t != f"p{player}:creature:{lane}"]
        if targets:
            ask(state, player, targets, card_id, "enter")

    def resume(self, state, key, choice, source, data):
        s, _zone, ln = parse_target(choice)
        damage_creature(state, s, ln, 1)


class Doom(Script):
    """Test spell: both players lose 30 HP (R22 draw)."""

    def play(self, state, player, card_id, lane):
        damage_each_player(state, [30, 30])


def greedy_decisions(pool, pair=("CP1-finn", "CP1-jake"), n=12, seed=11):
    """The first `n` main-phase or Fight decisions with a choice of a greedy-vs-greedy game, as clones."""
    state = new_game(pool.setup(*pair), seed)
    seats = (make_player("greedy", Rng(1)), make_player("greedy", Rng(2)))
    out = []
    while state.phase != OVER and len(out) < n:
        if state.phase in (MAIN, FIGHT) and len(state.legal_actions()) > 1:
            out.append(state.clone())
        apply_unchecked(state, seats[state.current_player()].select_action(state))
    return out


def game_records(setup, seeds, players):
    """(actions, winner, reason) of each seeded game of `setup` between `players`: two ways of playing compare."""
    out = []
    for seed in seeds:
        rec, res = play_game(setup, seed, players)
        out.append((list(rec.actions), res.winner, res.reason))
    return out


def random_positions(setup, seeds):
    """Every position of each seeded random-vs-random game of `setup`, before each action (the game goes on
    after the caller has looked at it)."""
    for seed in seeds:
        s = new_game(setup, seed)
        seats = make_players(("random",) * len(s.seats), seed)
        while s.phase != OVER:
            yield s
            apply_unchecked(s, seats[s.current_player()].select_action(s))


def games_both_ways(setup, players, monkeypatch, module, switch):
    """{player: game_records} of each player against itself over its seeds (players: {name: seeds}), with
    module.<switch> as it is and then set to False: a shortcut and the plain path it stands in for."""
    on = {p: game_records(setup, seeds, (p, p)) for p, seeds in players.items()}
    monkeypatch.setattr(module, switch, False)
    off = {p: game_records(setup, seeds, (p, p)) for p, seeds in players.items()}
    return on, off
