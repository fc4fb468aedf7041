"""Primitive state changes shared by the rules and by effects: draw, damage, heal, leave play, stats."""
from __future__ import annotations

from ..defs import RAINBOW, START_HP
from ..effects import DESTROYED, DRAW, HERO_SCRIPTS, LEAVES_PLAY, dispatch, hero_source, silenced
from ..state import DRAW_RESULT, OVER, READY


def draw_card(state, p):
    """Draw the top card; R8: an empty deck draws nothing and never loses the game."""
    deck = state.deck[p]
    if deck:
        cid = deck.pop()
        state.hand[p].append(cid)
        if state.scripted:
            dispatch(state, DRAW, player=p, card=cid)


def end_game(state, winner, reason):
    """Stop the game at once (R22/R23)."""
    state.phase = OVER
    state.winner = winner
    state.end_reason = reason
    state.pending = []


def check_hp(state):
    """R22: a player at 0 HP or less loses at once; both at once is a draw."""
    hp = state.hp
    if hp[0] <= 0 or hp[1] <= 0:
        if state.phase == OVER:
            return True
        if hp[0] <= 0 and hp[1] <= 0:
            end_game(state, DRAW_RESULT, "hp")
        else:
            end_game(state, 1 if hp[0] <= 0 else 0, "hp")
        return True
    return False


def damage_player(state, p, n):
    """Take n HP from player p (R18 direct attack, or an effect), then R22."""
    if n > 0:
        state.hp[p] -= n
        check_hp(state)


def heal_player(state, p, n):
    """Give back HP, never above the start value (R5)."""
    state.hp[p] = min(START_HP, state.hp[p] + n)


def attack_of(state, side, lane, cid, sources=None):
    """Effective ATK: printed + "this turn" modifiers + always-on bonuses, never below 0."""
    a = state.tab.atk[cid]
    if state.mods:
        for m in state.mods:
            if m[0] == cid:
                a += m[1]
    if state.scripted:
        a += _static(state, 0, side, lane, cid, static_sources(state, 0) if sources is None else sources)
    return a if a > 0 else 0


def defense_of(state, side, lane, cid, sources=None):
    """Effective DEF: printed + modifiers + always-on bonuses."""
    d = state.tab.dfn[cid]
    if state.mods:
        for m in state.mods:
            if m[0] == cid:
                d += m[2]
    if state.scripted:
        d += _static(state, 1, side, lane, cid, static_sources(state, 1) if sources is None else sources)
    return d


def static_sources(state, which):
    """(script, source id, side, lane) of every card in play (and Hero) whose always-on abilities change
    ATK (which=0) or DEF (which=1) now."""
    out = []
    scripts = state.scripts
    quiet = bool(state.this_turn) and "silenced" in state.this_turn
    for s2 in (0, 1):
        crs, bds = state.creature[s2], state.building[s2]
        for l2 in range(len(crs)):
            src = crs[l2]
            if src >= 0:
                sc = scripts[src]
                if sc is not None and (sc.static_def if which else sc.static_atk) and sc.has_static \
                        and not (quiet and silenced(state, src)):
                    out.append((sc, src, s2, l2))
            src = bds[l2]
            if src >= 0:
                sc = scripts[src]
                if sc is not None and (sc.static_def if which else sc.static_atk) and sc.has_static \
                        and not (quiet and silenced(state, src)):
                    out.append((sc, src, s2, l2))
    for seat, h in enumerate(state.hero):  # R25: a Hero's always-on abilities apply in both players' turns
        sc = HERO_SCRIPTS.get(h) if h else None
        if sc is not None and sc.has_static and (sc.static_def if which else sc.static_atk):
            out.append((sc, hero_source(seat), seat, -1))
    return out


def _static(state, which, side, lane, cid, sources):
    total = 0
    for sc, src, s2, l2 in sources:
        if sc.positional and src >= 0:  # vocabulary cards: told where the source sits, no lookup
            total += sc.bonus_at(state, which, src, s2, l2, cid, side, lane)
        elif which == 0:
            total += sc.attack_bonus(state, src, cid, side, lane)
        else:
            total += sc.defense_bonus(state, src, cid, side, lane)
    return total


def _drop_mods(state, cid):
    if state.mods:
        state.mods = [m for m in state.mods if m[0] != cid]


def remove_creature(state, side, lane, destroyed):
    """Take the Creature out of play to its OWNER's discard pile with its damage removed (R13, R19, R20).
    Replacing is leaving play, not being destroyed (R13)."""
    cid = state.creature[side][lane]
    state.creature[side][lane] = -1
    state.cdmg[side][lane] = 0
    state.cstate[side][lane] = READY
    state.discard[state.tab.owner[cid]].append(cid)
    _drop_mods(state, cid)
    if state.scripted:
        dispatch(state, LEAVES_PLAY, card=cid, from_side=side, from_lane=lane, building=False)
        if destroyed:
            dispatch(state, DESTROYED, card=cid, from_side=side, from_lane=lane, building=False)
    return cid


def remove_building(state, side, lane, destroyed):
    """Take the Building out of play to its owner's discard pile (R14)."""
    cid = state.building[side][lane]
    state.building[side][lane] = -1
    state.bstate[side][lane] = READY
    state.discard[state.tab.owner[cid]].append(cid)
    _drop_mods(state, cid)
    if state.scripted:
        dispatch(state, LEAVES_PLAY, card=cid, from_side=side, from_lane=lane, building=True)
        if destroyed:
            dispatch(state, DESTROYED, card=cid, from_side=side, from_lane=lane, building=True)
    return cid


def check_creatures(state):
    """R19 as a state check: every Creature whose damage reaches its DEF is destroyed."""
    sources = static_sources(state, 1) if state.scripted else None
    for side in (state.active, 1 - state.active):
        cr = state.creature[side]
        for lane in range(len(cr)):
            cid = cr[lane]
            if cid >= 0 and state.cdmg[side][lane] >= defense_of(state, side, lane, cid, sources):
                remove_creature(state, side, lane, True)
                if state.scripted:  # leaving play can change other Creatures' DEF (Fairy Shepard ruling)
                    sources = static_sources(state, 1)


def damage_creature(state, side, lane, n):
    """Put n damage on a Creature (an effect), then R19."""
    if n > 0 and state.creature[side][lane] >= 0:
        state.cdmg[side][lane] += n
        check_creatures(state)


def recount_lands(state, p):
    """Face-up Landscape counts by type (R11; face-down ones give no type)."""
    counts = {}
    for t, down in zip(state.land[p], state.face_down[p], strict=True):
        if not down:
            counts[t] = counts.get(t, 0) + 1
    counts[RAINBOW] = sum(v for k, v in counts.items() if k != RAINBOW)
    state.land_count[p] = counts
