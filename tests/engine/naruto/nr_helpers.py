"""Naruto positions for the rule and card tests: name the cards that matter, the rest fills the decks.

position(seats={0: {...}, 1: {...}}) builds a legal 40-card deck per seat holding the named cards plus
filler, then places them. A seat's spec: hand, village, chakra, discard, missions, rewards, deck_top (card
ids; a village id ending in "*" is injured); teams (lists of village indices); marker. find() gives the
instance id of a placed card."""
from engine.naruto import NarutoState, Setup
from engine.naruto.defs import set1

ZONES = ("hand", "village", "chakra", "discard", "missions", "rewards", "deck_top")
# filler: cards no test names, one copy each, Jutsu and Missions first (NR9 stays satisfied)
FILLER = ["j040", "m006", "m018", "m031", "j015", "j002", "m024", "m016", "j037", "j039", "m010", "m004",
          "j008", "m035", "m019", "m029", "j020", "m036", "m015", "m011", "j038", "m033", "m034", "m028",
          "j009", "m017", "m008", "j017", "m039", "m042", "j021", "j022", "j006", "j011", "m003", "m032",
          "j013", "m012", "j018", "j034"]


def _deck(wanted):
    pool = set1()
    cards = {}
    names = {}
    for cid in wanted:
        cards[cid] = cards.get(cid, 0) + 1
        nm = pool.get(cid).name
        names[nm] = names.get(nm, 0) + 1
        assert names[nm] <= 3, f"a test asks for more than 3 cards named {nm}"
    for cid in FILLER:
        if sum(cards.values()) >= 40:
            break
        nm = pool.get(cid).name
        if cid not in cards and names.get(nm, 0) == 0:
            cards[cid] = 1
            names[nm] = 1
    assert sum(cards.values()) == 40, "not enough filler"
    return {"name": "test", "cards": cards}


def position(seats=None, active=0, step="mission", turn=5, attack=(), block=(), blocked=(), chain=(), rng=255,
             flags=None, decider=None, **extra):
    """A NarutoState from a few facts (module docstring). attack/block: Teams as lists of (seat, village index)."""
    seats = seats or {}
    specs = [dict(seats.get(p, {})) for p in (0, 1)]
    for sp in specs:
        for z in ZONES:
            sp.setdefault(z, [])
    def wanted(p):  # a seat's Battle Rewards are the opponent's cards
        own = [c.rstrip("*") for z in ZONES if z != "rewards" for c in specs[p][z]]
        theirs = specs[1 - p]["rewards"]
        return own + ([] if isinstance(theirs, int) else list(theirs))

    decks = [_deck(wanted(p)) for p in (0, 1)]
    base = NarutoState.new(_setup(decks), 1)
    data = base.to_json()
    ids = data["cards"]
    offset = [0, len(ids) // 2]
    free = [list(range(offset[p], offset[p] + len(ids) // 2)) for p in (0, 1)]

    def take(p, cid):
        for i in free[p]:
            if ids[i] == cid:
                free[p].remove(i)
                return i
        raise AssertionError(f"no {cid} left in seat {p}'s deck")

    injured = []
    players = []
    for p, sp in enumerate(specs):
        pl = {z: [] for z in ("deck", "hand", "chakra", "discard", "village", "missions", "client", "rewards", "aside")}
        for z in ("hand", "chakra", "discard", "missions"):
            pl[z] = [take(p, c) for c in sp[z]]
        for c in sp["village"]:
            i = take(p, c.rstrip("*"))
            pl["village"].append(i)
            if c.endswith("*"):
                injured.append(i)
        top = [take(p, c) for c in sp["deck_top"]]
        pl["rewards"] = []
        players.append((pl, top))
    for p, (pl, _top) in enumerate(players):
        rewards = specs[p]["rewards"]
        if isinstance(rewards, int):
            pl["rewards"] = [free[1 - p].pop() for _ in range(rewards)]
        else:
            pl["rewards"] = [take(1 - p, c) for c in rewards]
    for p, (pl, top) in enumerate(players):
        pl["deck"] = list(free[p]) + list(reversed(top))  # the last deck_top card is drawn first
        v = pl["village"]
        pl["teams"] = [[v[k] for k in t] for t in specs[p].get("teams", [])]
        pl["marker"] = specs[p].get("marker", 4)
        pl["redraws"] = -1
        pl["turns_taken"] = turn // 2
    village = [players[p][0]["village"] for p in (0, 1)]

    def team(t):
        return [village[s][k] for s, k in t]

    data.update({
        "players": [pl for pl, _ in players], "turn": turn, "active": active, "first": 0, "step": step,
        "decider": active if decider is None else decider, "injured": sorted(injured), "coins": {},
        "attack": [team(t) for t in attack], "block": [team(t) for t in block] if block else
        ([[] for _ in attack] if attack else []), "rng": format(rng, "016x"),
        "flags": dict(flags or {}), "chain": list(chain),
    })
    if blocked:
        data["flags"]["blocked"] = list(blocked)
    data.update(extra)
    return NarutoState.from_json(data)


def _setup(decks):
    return Setup.from_dict({"decks": decks})


def find(s, seat, cid, zone=None, nth=0):
    """The instance id of the nth card `cid` of `seat` (in `zone` when given)."""
    zones = [zone] if zone else ["village", "hand", "chakra", "discard", "missions", "deck", "client", "rewards", "aside"]
    hits = []
    for z in zones:
        for q in (0, 1):
            hits += [i for i in getattr(s, z)[q] if s.cards[i].id == cid and s.owner[i] == seat]
    assert len(hits) > nth, f"no {cid} of seat {seat} in {zones}"
    return hits[nth]


def texts(s):
    """The legal actions as text."""
    return [str(a) for a in s.legal_actions()]


def play(s, *actions):
    """Apply action texts (checked) in order; returns the state."""
    for a in actions:
        s.apply_action(a, player=s.current_player())
    return s


def fight(att, blk=None, att_hand=(), blk_hand=(), **kw):
    """Seat 0 attacks with Team `att` (card ids, Head first) against `blk` (or unblocked); Exchange of Jutsu open."""
    seats = {0: {"village": list(att), "hand": list(att_hand), "chakra": kw.pop("chakra0", []),
                 "missions": kw.pop("missions0", []), "teams": [list(range(len(att)))]},
             1: {"village": list(blk or []), "hand": list(blk_hand), "chakra": kw.pop("chakra1", []),
                 "teams": [list(range(len(blk)))] if blk else []}}
    attack = [[(0, k) for k in range(len(att))]]
    block = [[(1, k) for k in range(len(blk))]] if blk else [[]]
    return position(seats=seats, step="eoj", attack=attack, block=block, blocked=[0] if blk else [], **kw)


def showdown(s):
    """Both pass with no chain open: the Showdown (NR35)."""
    play(s, "pass", "pass")
    return s
