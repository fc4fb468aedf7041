"""Doubles Tournament: the Cornfield and Rainbow cards of Jake's Cornfield / NiceLands deck and its Hero (rulebook
001, R26-R51). The deck's NiceLands cards, some shared with Charlie's, are in dt_nicelands.py. Its scripts read
right at both tables, as dt_nicelands.py says (R28, R34-R36)."""
from __future__ import annotations

from ..dsl.vocab import (
    BALED,
    CORNFIELD,
    CREATURES,
    DAMAGED,
    FIGHT,
    FRIENDLY,
    IN_THIS_LANE,
    LEAVES_PLAY,
    NO_ABILITY,
    OPP,
    SELF,
    TARGET_CREATURE,
    TARGET_OPPONENT,
    WATCHING,
    YOU,
    YOURSELF,
    Cards,
    Creatures,
    Damage,
    Destroy,
    Do,
    Draw,
    Effect,
    Heal,
    HeroCard,
    May,
    NextCreatureCostsLess,
    NextFreeIfNamedInPlay,
    PayActions,
    Pick,
    PlayFree,
    Stat,
    Target,
    ToDeckTop,
    ToHand,
    ToTeammate,
    Verb,
    When,
    attacks,
    card,
    damage_creature,
    defense_of,
    lands,
    nonneg,
    note_targeted,
    option_ref,
    options,
    register,
    turn_append,
    turn_map,
    turn_set,
)
from .cp3 import HealOrDeal

# ---- the ZebraCorns and Huskers -----------------------------------------------------------------------------------
# R47: "when it attacks" resolves after the attacker is exhausted, before Fight damage (rules.fight dispatches
# ATTACKS first).
card("grizzled-zebracorn", triggers=[attacks(Damage(TARGET_OPPONENT, 2))])
card("shielded-zebracorn", triggers=[attacks(Heal(Pick(Creatures(YOU, "adjacent", where=lambda c, r: c.state.cdmg[
    r[0]][r[2]] > 0), optional=True), 1))])


def _facing_adjacent(ctx, side):
    """The Lanes of `side` facing the Lanes adjacent to the acting card's (R32: they may face either opponent)."""
    st = ctx.state
    out = []
    for ln in st.adjacent_lanes(ctx.side, ctx.lane):
        o, olane = st.facing(ctx.side, ln)
        if o == side:
            out.append(olane)
    return out


# Spiked ZebraCorn: as it attacks, 1 damage to each opposing Creature in the Lanes next to its own.
card("spiked-zebracorn", triggers=[attacks(Damage(Creatures(OPP, _facing_adjacent), 1))])


def _in_your_fight(ctx):
    st = ctx.state
    return ctx.ev.get("card") == ctx.source and st.active == ctx.player and st.phase == FIGHT


def _this_card_in_discard(ctx, ref):
    return ref[2] == ctx.source


def _teamworks(ctx):
    st = ctx.state
    return sum(1 for s in (ctx.player, *st.teammates(ctx.player)) if st.teamwork[s] >= 0)


# Trained ZebraCorn Husker: +1 ATK per Teamwork card your team has in play (R27); leaving play in your Fight Phase,
# you may take it from its owner's discard pile into your hand.
card("trained-zebracorn-husker", statics=[Stat(atk=nonneg(_teamworks))],
     triggers=[When(LEAVES_PLAY, May(ToHand(Cards("discard", YOU, _this_card_in_discard))), cond=_in_your_fight)])
# Young ZebraCorn Husker: when it leaves play during your Fight Phase, it may go back onto your deck's top.
card("young-zebracorn-husker",
     triggers=[When(LEAVES_PLAY, May(ToDeckTop(Cards("discard", YOU, _this_card_in_discard))), cond=_in_your_fight)])

# Feedman: on entering play, your following Creature this turn is 1 cheaper (a cost change, R12: Landscapes too).
card("feedman", play=[NextCreatureCostsLess(1)])


def _cornfields_you_control(ctx):
    return lands(CORNFIELD)(ctx)


# King Baby: pay 1 Action and Floop: 1 damage to a target Creature per face-up Cornfield you control (R31).
card("king-baby", floop=[PayActions(1), Damage(TARGET_CREATURE, _cornfields_you_control)])


# ---- the Hero (R40) -----------------------------------------------------------------------------------------------
JAKE_USED = "jake-dt"


def _in_your_lanes(ctx, ref):
    side, _z, lane = ref
    return side == ctx.player or ctx.state.facing(side, lane)[0] == ctx.player


def _jake_due(ctx):
    ev, st = ctx.ev, ctx.state
    return (ev.get("target") == "player" and ev.get("source_side") == ctx.player and st.active == ctx.player
            and ev.get("player") in st.opponents(ctx.player) and JAKE_USED not in st.this_turn.get("used", ()))


class _JakePing(Effect):
    """Jake (Doubles Tournament): you may deal 1 damage to a target Creature in one of your Lanes, either side;
    used once in your turn (only when it is used)."""

    sel = Target(Creatures("any", where=_in_your_lanes), optional=True)

    def run(self, ctx):
        refs = self.sel.refs(ctx)
        if not refs:
            return False
        ctx.ask(ctx.player, options(ctx.state, refs) + ["none"])
        return True

    def resume(self, ctx, choice):
        if choice != "none" and JAKE_USED not in ctx.state.this_turn.get("used", ()):
            turn_set(ctx.state, "used", JAKE_USED)
            side, _z, lane = option_ref(ctx.state, choice)
            damage_creature(ctx.state, side, lane, 1)
        return False


register("jake-doubles-tournament", HeroCard("jake-doubles-tournament", hero=True,
                                             triggers=[When(DAMAGED, _JakePing(), cond=_jake_due)]), hero=True)


# ---- Spells -------------------------------------------------------------------------------------------------------
class _Note(Verb):
    """Note the picked Creature's id in this_turn[key] (read by the rules or by a later trigger)."""

    def __init__(self, sel, key):
        super().__init__(sel)
        self.key = key

    def apply(self, ctx, ref):
        cid = ctx.state.creature[ref[0]][ref[2]]
        if self.key == BALED:
            turn_append(ctx.state, BALED, cid)
        else:  # Royal Revelry: which Creature, and who played the Spell; the Spell listens for the turn
            turn_map(ctx.state, self.key, ctx.source, [cid, ctx.player])
            turn_append(ctx.state, WATCHING, ctx.source)


# Bale Out: this turn, once the target Creature has attacked, each time it would leave play during the Fight Phase
# (destroyed, R19) its damage is removed instead (ops.core's R19 check reads this_turn[BALED]).
card("bale-out", play=[_Note(TARGET_CREATURE, BALED)])
# Clone: your next Creature or Building this turn is free (R12: Actions only) if one of its name is in play.
card("clone", play=[NextFreeIfNamedInPlay()])


# Extreme High Five: heal 1 from, or deal 1 to, a target Creature; then it may go to your teammate's hand.
card("extreme-high-five", play=[HealOrDeal(Target(CREATURES), 1), ToTeammate()])


class FamilyGathering(Effect):
    """R45: choose another player and a face-up Landscape you control; draw one card per Creature of theirs whose
    printed type is that Landscape's (Rainbow Creatures match nothing)."""

    def run(self, ctx):
        st = ctx.state
        others = [s for s in st.seats_from(ctx.player) if s != ctx.player]
        ctx.ask(ctx.player, [f"p{s}:player" for s in others])
        return True

    def resume(self, ctx, choice):
        st, p = ctx.state, ctx.player
        if "who" not in ctx.vars:
            ctx.vars["who"] = option_ref(st, choice)[0]
            types = list(dict.fromkeys(st.land[p][ln] for ln in st.lanes_of(p) if not st.face_down[p][ln]))
            if not types:
                return False
            if len(types) > 1:
                ctx.ask(p, [f"land {t}" for t in types])
                return True
            choice = f"land {types[0]}"
        who = ctx.vars.pop("who")
        t = choice.split(" ", 1)[1]
        n = sum(1 for c in st.creature[who] if c >= 0 and st.tab.ltype[c] == t)
        Draw(n).run(ctx)
        return False


card("family-gathering", play=[FamilyGathering()])


class Haymaker(Verb):
    """Infinite Haymaker: you take damage equal to the target Creature's DEF minus its damage, then it is
    destroyed. Verb's Target picks it, as for HugItOut."""

    def __init__(self):
        super().__init__(Target(CREATURES))

    def resume(self, ctx, choice):
        st = ctx.state
        side, _z, lane = option_ref(st, choice)
        cid = st.creature[side][lane]
        note_targeted(ctx, (side, "creature", lane))
        left = max(0, defense_of(st, side, lane, cid) - st.cdmg[side][lane])
        Damage(YOURSELF, left).run(ctx)
        if st.creature[side][lane] == cid:
            Destroy(SELF).apply(ctx, (side, "creature", lane))
        return False


card("infinite-haymaker", play=[Haymaker()])


REVELRY = "revelry"


def _revelry_due(ctx):
    ev, st = ctx.ev, ctx.state
    entry = st.this_turn.get(REVELRY, {}).get(str(ctx.source))
    return (entry is not None and ev.get("target") == "player" and ev.get("source") == entry[0]
            and ev.get("player") in st.opponents(entry[1]))


class _RevelryHit(Effect):
    """Royal Revelry: 2 damage to the opponent the Creature damaged (the Spell's damage, not the Creature's), once."""

    def run(self, ctx):
        turn_map(ctx.state, REVELRY, ctx.source, None)
        ctx.zone = "spell"
        Damage(SELF, 2).apply(ctx, (ctx.ev["player"], "player", -1))
        return False


# Royal Revelry: if the target Creature you control damages an opponent this turn (attacking an empty Lane, R36, or
# with its own text), that opponent takes 2 more, once; the Spell may then go to your teammate's hand.
card("royal-revelry", play=[_Note(Target(FRIENDLY), REVELRY), ToTeammate()],
     triggers=[When(DAMAGED, _RevelryHit(), cond=_revelry_due)])


# ---- Buildings ----------------------------------------------------------------------------------------------------


def _feedman(ctx, ref):
    return ctx.state.tab.slug[ref[2]] == "feedman"


def _here_if_empty(ctx, lanes):
    """Haybarn: only onto its own Landscape, and only while it has no Creature of yours."""
    st = ctx.state
    return [ctx.lane] if ctx.lane in lanes and st.creature[ctx.side][ctx.lane] < 0 else []


def _haybarn_left(ctx):
    return ctx.ev.get("card") == ctx.source


def _destroy_feedman_there(ctx):
    st = ctx.state
    side, lane = ctx.ev.get("from_side"), ctx.ev.get("from_lane")
    cid = st.creature[side][lane]
    if cid >= 0 and st.tab.slug[cid] == "feedman":
        Destroy(SELF).apply(ctx, (side, "creature", lane))


# Haybarn: pay 1 Action and Floop: with its Landscape empty, a Feedman from your discard pile is played there for
# free (R12: its Cornfield still needed; it enters play, its own text happens); Haybarn leaving play destroys the
# Feedman on its Landscape.
card("haybarn", floop=[PayActions(1), PlayFree(Pick(Cards("discard", YOU, _feedman)), lanes=_here_if_empty)],
     triggers=[When(LEAVES_PLAY, Do(_destroy_feedman_there), cond=_haybarn_left)])


def _cornfield_creatures(ctx):
    st, p = ctx.state, ctx.player
    return sum(1 for c in st.creature[p] if c >= 0 and st.tab.ltype[c] == CORNFIELD)


# Husker Garrison: your Creature on its Landscape has +1/+1 per Cornfield Creature (printed type) you control.
card("husker-garrison", statics=[Stat(atk=nonneg(_cornfield_creatures), defn=nonneg(_cornfield_creatures),
                                      to=IN_THIS_LANE)])


# Sheep: no ability (a vanilla 2/3 Rainbow Creature).
NO_ABILITY.add("sheep")
