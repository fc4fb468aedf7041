"""Doubles Tournament: the NiceLands half of Jake's and Charlie's decks (rulebook 001, R26-R51): the plush
Creatures, whose texts wake at 4 or more damage (HURT), and the other NiceLands cards of either deck.
Their Cornfield and Blue Plains halves, Rainbow cards and Heroes are in dt_jake.py and dt_charlie.py.

Every script reads right at both tables: "your opponent" of a card in a Lane is the controller of the Landscape in
front of it (R35, R36), "target opponent" either opponent, "friendly" your team's (R28); in 1 vs 1 each is the one
opponent, or you. Damage to a player comes off that player's team pool (R34)."""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_TO,
    CREATURES,
    FIGHT_STARTS,
    FRIENDLY,
    IGNORES,
    NEAR_BUILDINGS,
    OPP,
    OPPOSING_IN_LANE,
    SELF,
    TARGET_OPPONENT,
    TARGETED,
    TEAM,
    TO_PLAYER,
    WATCHING,
    YOURS_IN_LANE,
    Ability,
    Buff,
    Buildings,
    Creatures,
    Damage,
    Destroy,
    Effect,
    PayActions,
    Stat,
    Target,
    Verb,
    When,
    add_modifier,
    ask_or_take,
    attack_of,
    card,
    check_creatures,
    creature_options,
    damage_creature,
    damage_on_it,
    defense_of,
    heal_creature,
    nonneg,
    note_targeted,
    option_ref,
    options,
    spell_proof,
    start_of_your_turn,
    turn_append,
    turn_map,
)

HURT = 4  # "4 or more Damage on it": the threshold of the NiceLands plush Creatures


def _hurt(ctx):
    return damage_on_it(ctx) >= HURT


# ---- the plush Creatures: 4 or more Damage on them ----------------------------------------------------------------
# Adorabunny: at the start of your turn (R30), with 4+ damage on it, 3 damage to an opponent you target (R35).
card("adorabunny", triggers=[start_of_your_turn(Damage(TARGET_OPPONENT, 3), cond=_hurt)])
# Cutie Koala: +2 ATK while it has 4+ damage.
card("cutie-koala", statics=[Stat(atk=2, when=_hurt)])
# Loveable Lamb: at the start of your turn, with 4+ damage, 2 damage to the opposing Creature in its Lane.
card("loveable-lamb", triggers=[start_of_your_turn(Damage(Target(OPPOSING_IN_LANE), 2), cond=_hurt)])
# Stitched Squirrel: at the start of your turn, with 4+ damage, destroy the opposing Building in its Lane.
card("stitched-squirrel", triggers=[start_of_your_turn(Destroy(Target(Buildings(OPP, "this"))), cond=_hurt)])


@nonneg
def _own_atk_again(ctx):
    """The source's ATK from everything else (its doubling left out), read as the static is asked."""
    st, cid = ctx.state, ctx.source
    a = st.tab.atk[cid] + sum(m[1] for m in st.mods if m[0] == cid)
    return max(0, a)


# Overstuffed Orangutan: with 4+ damage its ATK is doubled (printed ATK and this turn's changes, counted once more).
card("overstuffed-orangutan", statics=[Stat(atk=_own_atk_again, when=_hurt)])


@nonneg
def _sloth_bonus(ctx):
    return 2 if damage_on_it(ctx) >= HURT else 1


# Sewn Sloth: +1 ATK to each adjacent Creature of yours (R32), +2 instead while it has 4+ damage.
card("sewn-sloth", statics=[Stat(atk=_sloth_bonus, to=ADJACENT_TO)])


def _fights_player_when_hurt(state, side, lane, cid):
    return state.cdmg[side][lane] >= HURT


# Giddy Giraffe, Huggable Hedgehog (R46): with 4+ damage its Fight damage, attacking or defending, goes to the
# opposing Creature's controller's team instead of that Creature (rules.fight asks fights_player).
for _slug in ("giddy-giraffe", "huggable-hedgehog"):
    _c = card(_slug, triggers=[When(TO_PLAYER)])
    _c.fights_player = _fights_player_when_hurt

def _fox_ignores(state, side, lane, cid):
    return 2 if state.cdmg[side][lane] >= HURT else 0


# Fluffy Fox: with 4+ damage, the first 2 of each damage an opposing Creature deals it (in a Fight, R18, or with its
# own text) are ignored: it takes the rest (rules.fight and ops.core ask `ignores`).
_fox = card("fluffy-fox", triggers=[When(IGNORES)])
_fox.ignores = _fox_ignores


# ---- the other NiceLands Creatures --------------------------------------------------------------------------------


def _targeted_by_opponent(ctx):
    ev = ctx.ev
    return ev.get("card") == ctx.source and ev.get("player") in ctx.state.opponents(ctx.player)


# Endearing Elephant: each time an opponent's Spell targets it (heard as the target is picked), 2 damage to an
# opponent you target (R35; its own effect: R40).
card("endearing-elephant", triggers=[When(TARGETED, Damage(TARGET_OPPONENT, 2), cond=_targeted_by_opponent)])


# Patched Puppy: 3 damage to itself >>> +2 ATK this turn (the damage is the cost; it may destroy it).
card("patched-puppy", abilities=[Ability(Damage(SELF, 3), Buff(SELF, 2), key="stuff")])


# Knit Kitty: the Buildings on its controller's Landscapes next to its own (R32) affect it as if it stood on theirs.
# The mark among its events tells the game to ask (events.NEAR_BUILDINGS); the vocabulary reads the attribute where
# a Building's text finds "your Creature in this Lane" (Creatures(..., "this"), IN_THIS_LANE, events.guarded, the
# Building texts that ask by hand through building_reaches / YOURS_IN_LANE).
_kitty = card("knit-kitty", triggers=[When(NEAR_BUILDINGS)])
_kitty.near_buildings = True


# ---- Spells -------------------------------------------------------------------------------------------------------


PUDDLE = "puddle"


class PuddleFight(Effect):
    """Cuddle Puddle: friendly Creatures (R28) get +1 ATK until your Fight Phase starts (kept as "this turn"
    modifiers the Spell takes off as it hears FIGHT_STARTS; a turn with no attack keeps them to its end); then every
    Creature in play hits the Creature facing it for as much as its ATK, all at once; then R19."""

    def run(self, ctx):
        st = ctx.state
        until = f"t{st.turn}"  # ends with this turn, like "turn": told apart from other cards' modifiers
        buffed = []
        for side in (ctx.player, *st.teammates(ctx.player)):
            for ln in st.lanes_of(side):
                if st.creature[side][ln] >= 0:
                    add_modifier(st, st.creature[side][ln], 1, 0, until)
                    buffed.append(st.creature[side][ln])
        if buffed:
            turn_map(st, PUDDLE, ctx.source, [ctx.player, buffed])
            turn_append(st, WATCHING, ctx.source)
        hits = []
        for side in st.seats:
            for ln in st.lanes_of(side):
                cid = st.creature[side][ln]
                if cid < 0:
                    continue
                o, olane = st.facing(side, ln)
                if st.creature[o][olane] >= 0:
                    hits.append((o, olane, attack_of(st, side, ln, cid)))
        for o, olane, n in hits:
            if n > 0 and not spell_proof(ctx, o, olane):  # the Spell's damage (Domed Stronghold)
                st.cdmg[o][olane] += n
        check_creatures(st)
        return False


def _puddle_fight_starts(ctx):
    entry = ctx.state.this_turn.get(PUDDLE, {}).get(str(ctx.source))
    return entry is not None and ctx.ev.get("player") == entry[0]


class _PuddleEnds(Effect):
    """The Fight Phase starts: Cuddle Puddle's +1 ATK ends (one modifier per Creature it gave one to)."""

    def run(self, ctx):
        st = ctx.state
        _p, buffed = st.this_turn[PUDDLE][str(ctx.source)]
        turn_map(st, PUDDLE, ctx.source, None)
        until, left = f"t{st.turn}", list(buffed)
        kept = []
        for m in st.mods:
            if m[0] in left and m[1] == 1 and m[2] == 0 and m[3] == until:
                left.remove(m[0])
            else:
                kept.append(m)
        st.mods = kept
        return False


card("cuddle-puddle", play=[PuddleFight()], triggers=[When(FIGHT_STARTS, _PuddleEnds(), cond=_puddle_fight_starts)])


class HugItOut(Verb):
    """Hug It Out: destroy a target Creature you control, then the opposing Creature in its Lane (a target).
    Verb's Target picks it (R16: ready only with one; one pick is no decision); resume, not apply, notes both
    targets itself, after the opposing one is found."""

    def __init__(self):
        super().__init__(Target(FRIENDLY))

    def resume(self, ctx, choice):
        st = ctx.state
        side, _z, lane = option_ref(st, choice)
        o, olane = st.facing(side, lane)
        foe = st.creature[o][olane]
        if foe >= 0 and (o, "creature", olane) not in Target(CREATURES).refs(ctx):
            foe = -1  # it can't be targeted (Cave of Solitude, Cloud Tower): only yours is destroyed
        note_targeted(ctx, (side, "creature", lane))
        if foe >= 0:
            note_targeted(ctx, (o, "creature", olane))
        Destroy(SELF).apply(ctx, (side, "creature", lane))
        if foe >= 0 and st.creature[o][olane] == foe:
            Destroy(SELF).apply(ctx, (o, "creature", olane))
        return False


card("hug-it-out", play=[HugItOut()])


class Patchwork(Effect):
    """Patchwork: the damage on your Creatures is dealt out again among them, Lane by Lane: you say how much each
    takes (never above its DEF; what the later ones cannot hold must stay earlier); the last takes the rest."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        lanes = [ln for ln in st.lanes_of(p) if st.creature[p][ln] >= 0]
        total = sum(st.cdmg[p][ln] for ln in lanes)
        if len(lanes) < 2 or total == 0:
            return False
        ctx.vars["todo"], ctx.vars["left"], ctx.vars["put"] = lanes, total, {}
        return self._next(ctx)

    def _cap(self, st, p, ln):
        return defense_of(st, p, ln, st.creature[p][ln])

    def _next(self, ctx):
        st, p = ctx.state, ctx.player
        todo, left = ctx.vars["todo"], ctx.vars["left"]
        while todo:
            ln = todo[0]
            rest = sum(self._cap(st, p, x) for x in todo[1:])
            lo, hi = max(0, left - rest), min(left, self._cap(st, p, ln))
            if len(todo) == 1 or lo >= hi:
                ctx.vars["put"][str(ln)] = max(lo, min(hi, left)) if len(todo) > 1 else left
                ctx.vars["left"] = left = left - ctx.vars["put"][str(ln)]
                ctx.vars["todo"] = todo = todo[1:]
                continue
            ctx.ask(p, [f"put {n} p{p}:creature:{ln}" for n in range(lo, hi + 1)])
            return True
        for ln, n in ctx.vars.pop("put").items():
            st.cdmg[p][int(ln)] = n
        check_creatures(st)
        return False

    def resume(self, ctx, choice):
        _put, n, ro = choice.split(" ")
        ln = option_ref(ctx.state, ro)[2]
        ctx.vars["put"][str(ln)] = int(n)
        ctx.vars["left"] -= int(n)
        ctx.vars["todo"] = ctx.vars["todo"][1:]
        return self._next(ctx)


card("patchwork", play=[Patchwork()])


class Stuffed(Effect):
    """Stuffed: pick a Creature you control; it takes damage equal to its ATK, then (if still in play) has its ATK
    doubled this turn (+ its ATK as read then)."""

    def run(self, ctx):
        opts = creature_options(ctx.state, ctx.player)
        return bool(opts) and ask_or_take(self, ctx, ctx.player, opts)

    def resume(self, ctx, choice):
        st = ctx.state
        side, _z, lane = option_ref(st, choice)
        cid = st.creature[side][lane]
        n = attack_of(st, side, lane, cid)
        damage_creature(st, side, lane, n)
        if st.creature[side][lane] == cid:
            Buff(SELF, attack_of(st, side, lane, cid)).apply(ctx, (side, "creature", lane))
        return False


card("stuffed", play=[Stuffed()])


# ---- Buildings ----------------------------------------------------------------------------------------------------
class ToFour(Effect):
    """Bean Ball Bomba: your Creature in its Lane is healed or damaged until it has exactly 4 damage (R19 follows);
    a Knit Kitty next to it too (each, in Lane order)."""

    def run(self, ctx):
        st = ctx.state
        for p, _z, ln in YOURS_IN_LANE.refs(ctx):  # each, in Lane order (Knit Kitty next to it too)
            if st.creature[p][ln] < 0:
                continue
            d = st.cdmg[p][ln]
            if d > HURT:
                heal_creature(st, p, ln, d - HURT)
            elif d < HURT:
                damage_creature(st, p, ln, HURT - d)
        return False


card("bean-ball-bomba", floop=[ToFour()])


class PillowFortress(Effect):
    """Pillow Fortress: heal 2 or deal 2 (you choose which, once) to your Creature on its Landscape (and a Knit Kitty
    next to it: each), then the same to another friendly Creature (R28: yours or your teammate's) you pick."""

    def run(self, ctx):
        if not YOURS_IN_LANE.exists(ctx):
            return False
        ctx.ask(ctx.player, ["heal", "damage"])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if choice in ("heal", "damage"):
            ctx.vars["how"] = choice
            ctx.vars["first"] = st.creature[ctx.side][ctx.lane]
            here = YOURS_IN_LANE.refs(ctx)  # its own Landscape's, and a Knit Kitty next to it
            firsts = [st.creature[p][ln] for p, _z, ln in here]
            for p, _z, ln in here:
                (heal_creature if choice == "heal" else damage_creature)(st, p, ln, 2)
            others = [r for r in Creatures(TEAM).refs(ctx) if st.creature[r[0]][r[2]] not in firsts]
            if not others:
                return False
            return ask_or_take(self, ctx, ctx.player, options(st, others))
        side, _z, lane = option_ref(st, choice)
        (heal_creature if ctx.vars.get("how") == "heal" else damage_creature)(st, side, lane, 2)
        return False


card("pillow-fortress", floop=[PayActions(1), PillowFortress()])
