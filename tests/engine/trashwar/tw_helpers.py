"""Trash War positions for the rule tests: name the cards that matter, the rest of the deck fills the piles."""
from engine.trashwar import TrashWarState, default_deck


def position(seats=3, hands=None, walls=None, active=0, step="throw", incoming=(), draw_top=(), recycle=(),
             torched=(), removed=(), torch_phase=1, out=(), redraw="end_of_turn", turn=5, rest="draw", **top):
    """A TrashWarState from a few facts. hands: {seat: [codes]}; walls: {seat: [[codes] or None (destroyed)] x3};
    incoming: [(code, wall, sender)]; draw_top: codes on top of the draw pile (last = drawn first); every card
    not placed goes to the bottom of the draw pile (rest="draw"), to the recycle pile (rest="recycle") or
    out of the game (rest="removed")."""
    deck = default_deck()
    left = {t.code: c for t, c in zip(deck.types, deck.counts, strict=True)}

    def take(codes):
        for c in codes:
            left[c] -= 1
            assert left[c] >= 0, f"more {c} than the deck holds"
        return list(codes)

    hands = hands or {}
    walls = walls or {}
    players = []
    for p in range(seats):
        is_out = p in out
        ws = walls.get(p, [[], [], []]) if not is_out else [None, None, None]
        if not is_out:
            take(["W"] * 3)
        players.append({"hand": take(hands.get(p, [])), "out": is_out,
                        "walls": [{"standing": w is not None, "trash": take(w or [])} for w in ws]})
    inc = [{"card": take([c])[0], "wall": w, "sender": s} for c, w, s in incoming]
    data = {
        "game": "trash-war", "format": 1,
        "setup": {"seats": seats, "redraw": redraw, "turn_limit": top.pop("turn_limit", 500), "deck": "default"},
        "rng": "00000000000000ff", "turn": turn, "active": active, "step": step, "torch_phase": torch_phase,
        "players": players, "eliminated": list(out), "elimination_turns": [1] * len(out),
        "recycle": take(recycle), "torched": take(torched), "removed": take(list(removed) + ["W"] * 3 * len(out)),
        "box": take(["W"] * (15 - 3 * seats)),
        "incoming": inc, "defence": [None] * len(inc), "defend_index": 0, "mace_target": -1,
        "had_incoming": bool(inc), "catapult": None, "drawn": None, "result": None, "stats": {},
    }
    top_cards = take(draw_top)
    rest_cards = [c for c, k in left.items() for _ in range(k)]
    assert "W" not in rest_cards, "every Wall is placed"
    data["draw"] = (rest_cards if rest == "draw" else []) + top_cards
    if rest == "recycle":
        data["recycle"] = data["recycle"] + rest_cards
    elif rest == "removed":  # out of the game: both piles hold only what the test put there
        data["removed"] = data["removed"] + rest_cards
    data.update(top)
    return TrashWarState.from_json(data)


def texts(state):
    """The legal actions as text."""
    return [str(a) for a in state.legal_actions()]


def damage(state, p, w):
    """Damage on one Wall."""
    return state.wall_damage(p, w)
