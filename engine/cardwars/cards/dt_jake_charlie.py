"""Doubles Tournament: the cards of Jake's and Charlie's decks and their two Heroes (rulebook 001, R26-R51).

Every script reads right at both tables: "your opponent" of a card in a Lane is the controller of the Landscape in
front of it (R35, R36), "target opponent" either opponent, "friendly" your team's (R28); in 1 vs 1 each is the one
opponent, or you. Damage to a player comes off that player's team pool (R34)."""
from __future__ import annotations

from ..dsl.vocab import (
    ADJACENT_EMPTY,
    ADJACENT_TO,
    BALED,
    CORNFIELD,
    CREATURES,
    DAMAGED,
    EMPTY,
    FIGHT,
    FIGHT_STARTS,
    FOE_SHIELD,
    FRIENDLY,
    HERE,
    IGNORES,
    IN_LANE,
    IN_THIS_LANE,
    K_TEAMWORK,
    LEAVES_PLAY,
    MOVED,
    NO_ABILITY,
    OPP,
    OPPOSING_IN_LANE,
    SELF,
    SPELL_PROOF,
    TARGET_CREATURE,
    TARGET_OPPONENT,
    TARGETED,
    TEAM,
    TO_PLAYER,
    WATCHING,
    YOU,
    YOURSELF,
    Ability,
    Buff,
    Buildings,
    Cards,
    Creatures,
    Damage,
    Destroy,
    Do,
    Draw,
    Effect,
    GainActions,
    Heal,
    HeroCard,
    May,
    Move,
    NextCreatureCostsLess,
    NextFreeIfNamedInPlay,
    Only,
    PayActions,
    Pick,
    PlayFree,
    ReturnToHand,
    Stat,
    Target,
    ToDeckTop,
    ToHand,
    ToTeammate,
    Verb,
    When,
    add_modifier,
    attack_of,
    attacks,
    card,
    changes_lanes,
    check_creatures,
    damage_creature,
    damage_on_it,
    defense_of,
    free_lanes,
    heal_creature,
    lands,
    nonneg,
    note_targeted,
    option_ref,
    options,
    register,
    slug_is,
    spell_proof,
    start_of_your_turn,
    swap_creatures,
    turn_append,
    turn_map,
    turn_set,
    your_turn,
)
from ..dsl.vocab import count as count_of
from .cp3 import HealOrDeal
from .extras import ReorderTop

HURT = 4  # "4 or more Damage on it": the threshold of the NiceLands plush Creatures


def _hurt(ctx):
    return damage_on_it(ctx) >= HURT


def _own_event(ctx):
    return ctx.ev.get("card") == ctx.source


# ---- the plush Creatures: 4 or more Damage on them ----------------------------------------------------------
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


# ---- the ZebraCorns and Huskers ---------------------------------------------------------------------------------
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


# Patched Puppy: 3 damage to itself >>> +2 ATK this turn (the damage is the cost; it may destroy it).
card("patched-puppy", abilities=[Ability(Damage(SELF, 3), Buff(SELF, 2), key="stuff")])

_barrel = slug_is("the-barrel")
# The Barrel: +1/+1 for each other The Barrel in play, any side.
card("the-barrel", statics=[Stat(atk=count_of(Creatures("any", where=_barrel, other=True)),
                                 defn=count_of(Creatures("any", where=_barrel, other=True)))])


# ---- the -mancers: changing Lanes ---------------------------------------------------------------------------------
def _yours_moved(ctx):
    st, ev = ctx.state, ctx.ev
    return ev.get("to_side") == ctx.player and st.creature[ev["to_side"]][ev["to_lane"]] == ev.get("card")


def _own_move_in_your_turn(ctx):
    return ctx.ev.get("card") == ctx.source and ctx.state.active == ctx.player


# Biomancer: each time a Creature you control changes Lanes (itself too), heal 2 damage from it.
card("biomancer", triggers=[When(MOVED, Heal(SELF, 2), cond=_yours_moved)])
# Chronomancer: each time it changes Lanes in your turn, you gain 1 Action (Actions are only spent in your turn).
card("chronomancer", triggers=[When(MOVED, GainActions(1), cond=_own_move_in_your_turn)])


def _has_empty(ctx):
    return bool(EMPTY(ctx, (ctx.side, "creature", ctx.lane)))


# Geomancer: at the start of your turn you may move it to an empty Landscape of yours.
card("geomancer", triggers=[start_of_your_turn(May(Move(SELF, EMPTY)), cond=_has_empty)])


def _left_lane(ctx):
    ev, st = ctx.ev, ctx.state
    return (ev.get("from_side") == ctx.player and ev.get("card") != ctx.source and not ev.get("building")
            and st.creature[ctx.player][ev["from_lane"]] < 0)


def _to_the_left_lane(ctx, ref):
    ln = ctx.ev.get("from_lane", -1)
    return [(ctx.player, ln)] if ln >= 0 and ctx.state.creature[ctx.player][ln] < 0 else []


# Necromancer: another Creature you control leaving play, you may move it onto that Creature's Landscape, if empty.
card("necromancer", triggers=[When(LEAVES_PLAY, May(Move(SELF, _to_the_left_lane)), cond=_left_lane)])

_pyro_hit = May(Damage(Target(IN_LANE), 2))
# Pyromancer: each time it enters a Landscape (enters play or changes Lanes) you may deal 2 damage to a target
# Creature in that Lane (either side, itself included); pay 1 Action >>> move it to an empty Landscape of yours.
card("pyromancer", play=[_pyro_hit], triggers=[changes_lanes(_pyro_hit)],
     abilities=[Ability(Move(SELF, EMPTY), cost=[PayActions(1), Only(_has_empty)], key="move")])


@nonneg
def _moved_this_turn(ctx):
    return len(set(ctx.state.this_turn.get("moved", ())))


# Robomancer: +1 ATK per Creature that changed Lanes this turn, in your turn.
card("robomancer", statics=[Stat(atk=_moved_this_turn, when=your_turn)])


class SwapTargetPlayers(Effect):
    """Aeromancer (R44): you may pick a player (any of them) with two or more Creatures, then two of theirs; they
    swap Landscapes at once, each staying under its controller and counting as having changed Lanes."""

    def run(self, ctx):
        st = ctx.state
        players = [s for s in st.seats_from(ctx.player) if sum(1 for c in st.creature[s] if c >= 0) >= 2]
        if not players:
            return False
        ctx.ask(ctx.player, [f"p{s}:player" for s in players] + ["none"])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if choice == "none":
            return False
        side, zone, idx = option_ref(st, choice)
        if zone == "player":
            ctx.vars["who"] = side
            return self._ask(ctx, None)
        if "first" not in ctx.vars:
            ctx.vars["first"] = idx
            return self._ask(ctx, idx)
        swap_creatures(st, ctx.vars.pop("who"), ctx.vars.pop("first"), idx)
        return False

    def _ask(self, ctx, first):
        st, who = ctx.state, ctx.vars["who"]
        opts = [f"p{who}:creature:{ln}" for ln in st.lanes_of(who) if st.creature[who][ln] >= 0 and ln != first]
        ctx.ask(ctx.player, opts)
        return True


card("aeromancer", play=[SwapTargetPlayers()])


def _targeted_by_opponent(ctx):
    ev = ctx.ev
    return ev.get("card") == ctx.source and ev.get("player") in ctx.state.opponents(ctx.player)


# Endearing Elephant: each time an opponent's Spell targets it (heard as the target is picked), 2 damage to an
# opponent you target (R35; its own effect: R40).
card("endearing-elephant", triggers=[When(TARGETED, Damage(TARGET_OPPONENT, 2), cond=_targeted_by_opponent)])


# Knit Kitty (partial): the texts of Buildings in the Lanes next to it are not read for it.
card("knit-kitty", status="partial",
     missing="being affected by the Buildings on adjacent Landscapes is not simulated")


class RevealTeamwork(Effect):
    """Hydromancer: you may reveal from the top of your deck until a Teamwork card; it is played for free (R12, R27:
    its Landscapes are still needed; one that cannot be played now stays in the deck); then the deck is shuffled
    (the other revealed cards go back into it). In 1 vs 1 decks hold no Teamwork: all is revealed and shuffled."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        deck = st.deck[p]
        cid = next((c for c in reversed(deck) if st.tab.kind[c] == K_TEAMWORK), -1)  # the top is the list's end
        if cid >= 0 and free_lanes(st, p, cid):
            PlayFree(SELF).apply(ctx, (p, "deck", cid))
        st.rng.shuffle(deck)
        return False


card("hydromancer", play=[May(RevealTeamwork())])


# ---- the Heroes (R40) -------------------------------------------------------------------------------------------
def _charlie_can(ctx):
    st, p = ctx.state, ctx.player
    return any(st.creature[p][ln] >= 0 and any(st.creature[p][a] < 0 for a in st.adjacent_lanes(p, ln))
               for ln in st.lanes_of(p))


# Charlie: once in your turn, one of your Creatures shifts to an empty Landscape of yours next to it (Frozen or not).
register("charlie", HeroCard("charlie", hero=True, abilities=[
    Ability(Move(Pick(FRIENDLY), ADJACENT_EMPTY), cost=[Only(_charlie_can)], once=True, key="move")]), hero=True)

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


# ---- Spells ------------------------------------------------------------------------------------------------------
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
class ReorderTopOf(ReorderTop):
    """Convey Wisdom: you pick a player (any, R35), look at the top n cards of their deck and put them back in the
    order you choose (top first)."""

    def run(self, ctx):
        st = ctx.state
        ctx.ask(ctx.player, [f"p{s}:player" for s in st.seats_from(ctx.player)])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if "who" not in ctx.vars:
            who = ctx.vars["who"] = option_ref(st, choice)[0]
            ctx.vars["left"] = st.deck[who][::-1][:self.n]  # top first
            ctx.vars["order"] = []
            return self._next_of(ctx)
        slug = choice.rsplit(":", 1)[1]
        left = ctx.vars["left"]
        c = next((c for c in left if st.tab.slug[c] == slug), -1)
        if c >= 0:
            left.remove(c)
            ctx.vars["order"].append(c)
        return self._next_of(ctx)

    def _next_of(self, ctx):
        st, who = ctx.state, ctx.vars["who"]
        left = ctx.vars["left"]
        names = list(dict.fromkeys(st.tab.slug[c] for c in left))
        if len(names) > 1:
            ctx.ask(ctx.player, [f"p{who}:deck:{n}" for n in names], kind="deck card")
            return True
        deck = st.deck[who]
        order = [c for c in ctx.vars.pop("order") + ctx.vars.pop("left") if c in deck]
        for c in order:
            deck.remove(c)
        deck.extend(order[::-1])  # the deck's last element is its top card
        ctx.vars.pop("who")
        return False


# Convey Wisdom: look at the top 4 cards of a target player's deck, put them back in any order, then draw 1.
card("convey-wisdom", play=[ReorderTopOf(4), Draw(1)])


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
# Enchanted Celebration: move a target Creature to an adjacent empty Landscape of its controller; then it may go to
# your teammate's hand.
card("enchanted-celebration", play=[Move(Target(CREATURES), ADJACENT_EMPTY), ToTeammate()])
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
# Firm Handshake: 5 damage to yourself and 5 to an opponent you target (R34: each off its own team's pool).
card("firm-handshake", play=[Damage(YOURSELF, 5), Damage(TARGET_OPPONENT, 5)])


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


def _damaged_with_foe(ctx, ref):
    st = ctx.state
    side, _z, lane = ref
    o, olane = st.facing(side, lane)
    return (st.cdmg[side][lane] > 0 and st.creature[o][olane] >= 0
            and (o, "creature", olane) in _ANY_TARGET.refs(ctx))  # a target: not shielded (Cloud Tower)


_ANY_TARGET = Target(CREATURES)


class RedirectDanger(Effect):
    """Redirect Danger: from a Creature you control with damage, up to 3 of it (you say how much) moves onto the
    target opposing Creature in its Lane."""

    sel = Pick(Creatures(YOU, where=_damaged_with_foe))

    def ready(self, ctx):
        return bool(self.sel.refs(ctx))

    def run(self, ctx):
        st = ctx.state
        opts = []
        for side, _z, lane in self.sel.refs(ctx):
            for n in range(1, min(3, st.cdmg[side][lane]) + 1):
                opts.append(f"move {n} p{side}:creature:{lane}")
        ctx.ask(ctx.player, opts)
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        _m, n, ro = choice.split(" ")
        side, _z, lane = option_ref(st, ro)
        o, olane = st.facing(side, lane)
        note_targeted(ctx, (o, "creature", olane))
        heal_creature(st, side, lane, int(n))
        if not spell_proof(ctx, o, olane):  # Domed Stronghold: the damage is moved off, and put on nothing
            damage_creature(st, o, olane, int(n))
        return False


card("redirect-danger", play=[RedirectDanger()])

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


class Stuffed(Effect):
    """Stuffed: pick a Creature you control; it takes damage equal to its ATK, then (if still in play) has its ATK
    doubled this turn (+ its ATK as read then)."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        opts = [f"p{p}:creature:{ln}" for ln in st.lanes_of(p) if st.creature[p][ln] >= 0]
        if not opts:
            return False
        if len(opts) == 1:
            return self.resume(ctx, opts[0])
        ctx.ask(p, opts)
        return True

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


class TandemBike(Effect):
    """Tandem Bike: pick a Creature you control, to its owner's hand; then pick another player, who picks a
    Creature they control, to its owner's hand. Either with none: that part does nothing."""

    def run(self, ctx):
        st, p = ctx.state, ctx.player
        opts = [f"p{p}:creature:{ln}" for ln in st.lanes_of(p) if st.creature[p][ln] >= 0]
        ctx.vars["step"] = "mine"
        if not opts:
            return self._player(ctx)
        if len(opts) == 1:  # ruling 17: one option is no decision
            return self.resume(ctx, opts[0])
        ctx.ask(p, opts)
        return True

    def _player(self, ctx):
        st, p = ctx.state, ctx.player
        ctx.vars["step"] = "who"
        ctx.ask(p, [f"p{s}:player" for s in st.seats_from(p) if s != p])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        step = ctx.vars.get("step")
        side, zone, lane = option_ref(st, choice)
        if step == "mine":
            ReturnToHand(SELF).apply(ctx, (side, "creature", lane))
            return self._player(ctx)
        if step == "who":
            opts = [f"p{side}:creature:{ln}" for ln in st.lanes_of(side) if st.creature[side][ln] >= 0]
            if not opts:
                return False
            ctx.vars["step"] = "theirs"
            if len(opts) == 1:
                return self.resume(ctx, opts[0])
            ctx.ask(side, opts)
            return True
        ReturnToHand(SELF).apply(ctx, (side, "creature", lane))
        return False


card("tandem-bike", play=[TandemBike()])


# ---- Buildings ---------------------------------------------------------------------------------------------------
class ToFour(Effect):
    """Bean Ball Bomba: your Creature in its Lane is healed or damaged until it has exactly 4 damage (R19 follows)."""

    def run(self, ctx):
        st, p, ln = ctx.state, ctx.side, ctx.lane
        if st.creature[p][ln] < 0:
            return False
        d = st.cdmg[p][ln]
        if d > HURT:
            heal_creature(st, p, ln, d - HURT)
        elif d < HURT:
            damage_creature(st, p, ln, HURT - d)
        return False


card("bean-ball-bomba", floop=[ToFour()])


def _your_creature_here(ctx):
    side, lane, _cid = ctx.target
    return side == ctx.side and lane == ctx.lane


# Cloud Tower: your Creature on its Landscape is no target of a foe's Spell or Creature ability (events.guarded:
# either opponent, R35); Floop: move a Creature you control onto its Landscape, if empty (a Pick: none, nothing).
_tower = card("cloud-tower", floop=[Move(Pick(FRIENDLY), HERE)], triggers=[When(FOE_SHIELD)])
_tower.foe_shield = True
# Domed Stronghold: your Creature on its Landscape has +2 DEF and takes no damage from a foe's Spell.
_dome = card("domed-stronghold", statics=[Stat(defn=2, to=IN_THIS_LANE)], triggers=[When(SPELL_PROOF)])
_dome.spell_proof = True


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


class PillowFortress(Effect):
    """Pillow Fortress: heal 2 or deal 2 (you choose which, once) to your Creature on its Landscape, then the same
    to another friendly Creature (R28: yours or your teammate's) you pick."""

    def run(self, ctx):
        st, p, ln = ctx.state, ctx.side, ctx.lane
        if st.creature[p][ln] < 0:
            return False
        ctx.ask(ctx.player, ["heal", "damage"])
        return True

    def resume(self, ctx, choice):
        st, p, ln = ctx.state, ctx.side, ctx.lane
        if choice in ("heal", "damage"):
            ctx.vars["how"] = choice
            cid = st.creature[p][ln]
            ctx.vars["first"] = cid
            (heal_creature if choice == "heal" else damage_creature)(st, p, ln, 2)
            others = [r for r in Creatures(TEAM).refs(ctx) if st.creature[r[0]][r[2]] != cid]
            if not others:
                return False
            opts = options(st, others)
            if len(opts) == 1:
                return self.resume(ctx, opts[0])
            ctx.ask(ctx.player, opts)
            return True
        side, _z, lane = option_ref(st, choice)
        (heal_creature if ctx.vars.get("how") == "heal" else damage_creature)(st, side, lane, 2)
        return False


card("pillow-fortress", floop=[PayActions(1), PillowFortress()])

# Sheep: no ability (a vanilla 2/3 Rainbow Creature).
NO_ABILITY.add("sheep")
