"""The JSON position format (docs/engine-format.md): to_json / from_json and a text rendering."""
from __future__ import annotations

from ..core.pending import PendingChoice
from ..core.rng import Rng
from ..core.table import Table
from . import actions as A
from .board import DRAW_RESULT, PHASE_NAMES, STATE_NAMES, Board, Tables
from .defs import LANES, CardDef, HeroDef
from .dsl.registry import missing, status
from .events import HERO_SCRIPTS, choice_kind
from .ops.core import add_building, recount_lands, stats_of
from .rules.turn import blank_state

FORMAT = "cardwars-position"
VERSION = 1


def _ref(s, cid, side):
    slug = s.tab.slug[cid]
    if s.tab.owner[cid] == side:
        return f"{slug}#{cid}"
    return {"card": slug, "id": cid, "owner": s.tab.owner[cid]}


def _in_play(s, cid, side, lane, st, dmg=None):
    if cid < 0:
        return None
    d = {"card": s.tab.slug[cid], "id": cid, "owner": s.tab.owner[cid], "state": STATE_NAMES[st]}
    if dmg is not None:  # a Creature: its damage, and (read-only) its ATK and DEF with every modifier applied
        d["damage"] = dmg
        d["atk"], d["def"] = stats_of(s, side, lane, cid)
    sc = s.scripts[cid] if cid < len(s.scripts) else None
    keys = sc.ability_keys() if sc is not None else ()
    if keys:
        d["abilities"] = _abilities(keys, lane, "building" if dmg is None else None)
    if s.under and cid in s.under:  # the cards under it (Carmel Camel), oldest first, face up
        d["under"] = [_ref(s, c, side) for c in s.under[cid]]
    return d


def _abilities(keys, lane, zone, extra=0):
    """The activated abilities of a card or Hero with the action naming each by its stable index (extra: the
    number of an additional Building of its Lane, Burly Lumberjack)."""
    if lane is None:
        return [{"index": i, "key": k, "action": f"hero #{i}"} for i, k in enumerate(keys)]
    use = "use building" if zone == "building" else "use"
    at = f"lane={lane}" + (f" extra={extra}" if extra else "")
    return [{"index": i, "key": k, "action": f"{use} {at} ability=#{i}"} for i, k in enumerate(keys)]


def _additional(s, p):
    """Player p's additional Buildings (Burly Lumberjack), in the order they entered: each as a Building of
    the lane, with its "lane" and its number there ("extra", 1 up), the number floop / use actions give."""
    out = []
    seen: dict = {}
    for i, lane in enumerate(s.annex[p]):
        seen[lane] = seen.get(lane, 0) + 1
        d = {"lane": lane, "extra": seen[lane]} | _in_play(s, s.building[p][LANES + i], p, lane, s.bstate[p][LANES + i])
        if "abilities" in d:
            d["abilities"] = _abilities([a["key"] for a in d["abilities"]], lane, "building", seen[lane])
        out.append(d)
    return out


def _card_facts(s, slug):
    d = s.tab.defs[slug].to_dict()
    d["simulation"] = status(slug)  # full / partial / none: whether the engine plays the card's text
    if d["simulation"] != "full":
        d["missing"] = missing(slug)
    return d


def _hero(s, h):
    d = {"slug": h, "name": getattr(s.tab.heroes.get(h), "name", h), "simulation": status(h)}
    keys = HERO_SCRIPTS[h].ability_keys() if h in HERO_SCRIPTS else ()
    if keys:
        d["abilities"] = _abilities(keys, None, None)
    return d


def state_to_json(s) -> dict:
    """The complete position as plain JSON data."""
    players = []
    for p in s.seats:
        lanes = [{"landscape": s.land[p][i], "face_down": s.face_down[p][i], "frozen": s.frozen[p][i],
                  "creature": _in_play(s, s.creature[p][i], p, i, s.cstate[p][i], s.cdmg[p][i]),
                  "building": _in_play(s, s.building[p][i], p, i, s.bstate[p][i])}
                 for i in s.lanes_of(p)]
        players.append({"hp": s.hp[p], "hero": s.hero[p],
                        "hand": [_ref(s, c, p) for c in s.hand[p]],
                        "deck": [_ref(s, c, p) for c in reversed(s.deck[p])],  # top card first
                        "discard": [_ref(s, c, p) for c in s.discard[p]],
                        "lanes": lanes}
                       | ({"additional_buildings": _additional(s, p)} if s.annex[p] else {})
                       | ({"teamwork": _ref(s, s.teamwork[p], p)} if s.teamwork[p] >= 0 else {}))
    used = sorted(set(x for x in s.tab.slug if x))
    winner = None if s.winner is None else ("draw" if s.winner == DRAW_RESULT else s.winner)
    return {
        "format": FORMAT, "version": VERSION, "variant": s.variant, "turn_limit": s.turn_limit,
        "seed": s.seed, "turn": s.turn, "phase": PHASE_NAMES[s.phase], "active": s.active,
        "first_player": s.first_player, "actions_left": s.actions_left,
        "mulligan_done": list(s.mulligan_done), "winner": winner, "end_reason": s.end_reason,
        "rng": s.rng.getstate(), "players": players,
        "limbo": [_ref(s, c, -1) for c in s.limbo],  # always {card, id, owner}: limbo belongs to no side
        "modifiers": [{"card": m[0], "atk": m[1], "def": m[2], "until": m[3]} for m in s.mods],
        "this_turn": dict(s.this_turn),
        "pending": [pc.to_dict(choice_kind) for pc in s.pending],
        "history": [str(a) for a in s.history],
        "cards": {x: _card_facts(s, x) for x in used},
        "heroes": {h: _hero(s, h) for h in s.hero if h},
    } | ({"removed": [_ref(s, c, -1) for c in s.removed]} if s.removed else {}) | (  # listed once a card is removed
        {} if s.table.is_solo else {"table": s.table.to_dict()})  # listed for a table with teams (Doubles)


def state_view(s, player: int) -> dict:
    """The position as `player` sees it (what determinisation samples from): the opponent's hand becomes
    its size, both decks become their sizes, and the RNG state and seed are left out (future shuffles are
    unknown). The board, discard piles, HP, pending choices and the history are public."""
    d = state_to_json(s)
    for p, pd in enumerate(d["players"]):
        if p != player:
            pd["hand"] = len(pd["hand"])
        pd["deck"] = len(pd["deck"])
    d.pop("rng", None)
    d.pop("seed", None)
    d["viewer"] = player
    return d


def _parse_ref(ref, side):
    """(slug, id or None, owner) from 'slug', 'slug#id' or {'card','id','owner'}."""
    if isinstance(ref, dict):
        return ref["card"], ref.get("id"), ref.get("owner", side)
    slug, _, cid = ref.partition("#")
    return slug, (int(cid) if cid else None), side


def _defs(data, pool):
    defs = {}
    pool_cards = getattr(pool, "cards", pool) or {}
    for slug, d in (data.get("cards") or {}).items():
        defs[slug] = CardDef.from_dict(dict(d, slug=slug))
    return defs, pool_cards


def state_from_json(data: dict, pool=None, cls=Board):
    """Build a position (a `cls`: Board or the GameState of engine.cardwars.game) from the JSON position
    (ids and card facts may be left out; see the docs)."""
    defs, pool_cards = _defs(data, pool)
    nplayers = len(data["players"])
    refs = []  # (zone key, side, slug, id, owner, extra)
    for p, pd in enumerate(data["players"]):
        for zone in ("hand", "deck", "discard"):
            for r in pd.get(zone, []):
                refs.append((zone, p) + _parse_ref(r, p) + (None,))
        for i, ld in enumerate(pd.get("lanes", [])):
            for zone in ("creature", "building"):
                if ld.get(zone):
                    refs.append((zone, p) + _parse_ref(ld[zone], p) + ((i, ld[zone]),))
                    host = len(refs) - 1
                    for u in (ld[zone].get("under", ()) if isinstance(ld[zone], dict) else ()):
                        refs.append(("under", p) + _parse_ref(u, p) + (host,))
        if pd.get("teamwork"):  # R27: the player's Teamwork card in play (Doubles)
            refs.append(("teamwork", p) + _parse_ref(pd["teamwork"], p) + (None,))
        for d in pd.get("additional_buildings", ()):  # Burly Lumberjack; older positions have none
            refs.append(("annex", p) + _parse_ref(d, p) + ((d["lane"], d),))
            host = len(refs) - 1
            for u in d.get("under", ()):
                refs.append(("under", p) + _parse_ref(u, p) + (host,))
    for r in data.get("limbo", []):
        refs.append(("limbo", -1) + _parse_ref(r, 0) + (None,))
    for r in data.get("removed", []):
        refs.append(("removed", -1) + _parse_ref(r, 0) + (None,))
    used = {r[3] for r in refs if r[3] is not None}
    nxt = max(used) + 1 if used else 0
    ids = []
    for r in refs:
        if r[3] is None:
            ids.append(nxt)
            nxt += 1
        else:
            ids.append(r[3])
    if len(set(ids)) != len(ids):
        raise ValueError("two cards in the position share an id")
    size = max(ids) + 1 if ids else 0
    entries = [("", -1)] * size
    for r, cid in zip(refs, ids, strict=True):
        slug = r[2]
        if slug not in defs:
            if slug not in pool_cards:
                raise ValueError(f"unknown card {slug!r}: give its facts under 'cards' or pass a pool")
            defs[slug] = pool_cards[slug]
        entries[cid] = (slug, r[4])
    defs.setdefault("", CardDef("", "(no card)", "other"))
    heroes = {}
    for h, hd in (data.get("heroes") or {}).items():
        heroes[h] = HeroDef(h, hd.get("name", h))
    for pd in data["players"]:
        if pd.get("hero") and pd["hero"] not in heroes:
            ph = getattr(pool, "heroes", {}) or {}
            heroes[pd["hero"]] = ph.get(pd["hero"]) or HeroDef(pd["hero"], pd["hero"])
    tab = Tables(entries, defs, heroes)
    rng = Rng(0)
    if data.get("rng"):
        rng.setstate(data["rng"])
    elif data.get("seed") is not None:
        rng = Rng(data["seed"])
    table = Table.from_dict(data["table"]) if data.get("table") else None  # None: every seat alone (1 vs 1)
    if table is not None and table.n_seats != nplayers:
        raise ValueError(f"the table seats {table.n_seats} players, the position has {nplayers}")
    s = blank_state(tab, None, data.get("seed"), rng, data.get("turn_limit", 60),
                    data.get("variant", "classic"), nplayers, cls=cls, table=table)
    annex = []  # additional Buildings, placed once every Lane's first Building is
    for (zone, side, _slug, _i, _owner, extra), cid in zip(refs, ids, strict=True):
        if zone == "under":
            host = ids[extra]
            s.under = {**s.under, host: s.under.get(host, ()) + (cid,)}
        elif zone in ("hand", "discard"):
            getattr(s, zone)[side].append(cid)
        elif zone == "deck":
            s.deck[side].append(cid)
        elif zone == "limbo":
            s.limbo.append(cid)
        elif zone == "removed":
            s.removed.append(cid)
        elif zone == "teamwork":
            s.teamwork[side] = cid
        elif zone == "annex":
            annex.append((side, extra[0], cid, STATE_NAMES.index(extra[1].get("state", "ready"))))
        else:
            lane, d = extra
            st = STATE_NAMES.index(d.get("state", "ready"))
            if zone == "creature":
                s.creature[side][lane] = cid
                s.cdmg[side][lane] = d.get("damage", 0)
                s.cstate[side][lane] = st
            else:
                s.building[side][lane] = cid
                s.bstate[side][lane] = st
    for side, lane, cid, st in annex:
        if s.building[side][lane] < 0:
            raise ValueError(f"player {side} has an additional Building in lane {lane}, which has no first one")
        add_building(s, side, lane, cid, st)
    for p, pd in zip(s.seats, data["players"], strict=True):
        s.deck[p].reverse()  # JSON lists the top card first; internally the top is the end
        s.hp[p] = pd.get("hp", s.seating.hp_max)
        s.hero[p] = pd.get("hero")
        lanes = pd.get("lanes", [])
        if len(lanes) != len(s.lanes_of(p)):
            raise ValueError(f"player {p} needs {len(s.lanes_of(p))} lanes, got {len(lanes)}")
        s.land[p] = [ld["landscape"] for ld in lanes]
        s.face_down[p] = [bool(ld.get("face_down", False)) for ld in lanes]
        s.frozen[p] = [bool(ld.get("frozen", False)) for ld in lanes]
        recount_lands(s, p)
    s.turn = data.get("turn", 1)
    s.phase = PHASE_NAMES.index(data.get("phase", "main"))
    s.active = data.get("active", 0)
    s.first_player = data.get("first_player", 0)
    s.actions_left = data.get("actions_left", 2)
    s.mulligan_done = list(data.get("mulligan_done", [True] * nplayers))
    w = data.get("winner")
    s.winner = DRAW_RESULT if w == "draw" else w
    s.end_reason = data.get("end_reason")
    s.mods = [(m["card"], m.get("atk", 0), m.get("def", 0), m.get("until", "turn"))
              for m in data.get("modifiers", [])]
    s.this_turn = dict(data.get("this_turn", {}))
    s.pending = [PendingChoice.from_dict(d) for d in data.get("pending", [])]
    s.history = [A.parse(t, tab.names) for t in data.get("history", [])]
    return s


def render(s) -> str:
    """A short human-readable board (for debugging and bug reports)."""
    out = [f"turn {s.turn} phase {PHASE_NAMES[s.phase]} active p{s.active} actions {s.actions_left}"]
    for p in reversed(s.seats):  # the last seat at the top, seat 0 at the bottom
        cells = []
        for i in s.lanes_of(p):
            c = s.creature[p][i]
            cr = f"{s.tab.slug[c]}({s.cdmg[p][i]}dmg,{STATE_NAMES[s.cstate[p][i]]})" if c >= 0 else "-"
            bd = "".join(f"[{s.tab.slug[s.building[p][k]]}]" for k in s.buildings_in(p, i))
            land = s.land[p][i] + (" down" if s.face_down[p][i] else "") + (" FROZEN" if s.frozen[p][i] else "")
            cells.append(f"{land}: {cr}{bd}")
        out.append(f"p{p} hp {s.hp[p]} hand {len(s.hand[p])} deck {len(s.deck[p])} | " + " | ".join(cells))
    return "\n".join(out)
