"""Doubles Tournament: the ten Teamwork cards (rulebook 001; RULES.md R27).

A Teamwork card sits in front of its player, in no Lane, and works for both teammates in both their turns: "you
or your Teammate" is whichever of them is taking the turn (team_turn), and "the other Teammate" (OTHER,
THE_OTHER) is the one who is not; they decide, from their own hand, onto their own side, with their own
Landscapes, even in the other's turn. "Without paying its cost" is free (R12): no Actions, Landscapes still needed.
Texts in our words."""
from __future__ import annotations

from ..dsl.vocab import (
    ANY,
    ATTACKS,
    DAMAGED,
    DREW,
    EVENT_CREATURE,
    EVENT_SOURCE,
    FIGHT,
    K_CREATURE,
    K_SPELL,
    OTHER,
    PLAYED,
    RAINBOW,
    SPELL_PLAYED,
    THE_OTHER,
    Buff,
    Cards,
    CopySpell,
    Creatures,
    Damage,
    Draw,
    May,
    NoteFirst,
    OtherPlaysFree,
    Pick,
    Target,
    When,
    card,
    first_this_turn,
    lanes_of_other,
    lets_team_enter_frozen,
    most_drawn,
    start_of_team_fight,
    team_played,
    team_turn,
    your_turn,
)


def _kind_costing(kind, lo=0, hi=None):
    """`where` for a card in hand: of `kind`, printed cost in [lo, hi]."""
    def f(ctx, ref):
        tab = ctx.state.tab
        c = tab.cost[ref[2]]
        return tab.kind[ref[2]] == kind and c >= lo and (hi is None or c <= hi)
    return f


def _rainbow_spell(ctx, ref):
    tab = ctx.state.tab
    return tab.kind[ref[2]] == K_SPELL and tab.ltype[ref[2]] == RAINBOW


def _same_cost_rainbow_spell(ctx, ref):
    """A Rainbow Spell in hand with the printed cost of the Spell the event is about."""
    return _rainbow_spell(ctx, ref) and ctx.state.tab.cost[ref[2]] == ctx.state.tab.cost[ctx.ev["card"]]


def _other_plays(where):
    """The other Teammate may play a card from their hand that `where` accepts, without paying its cost."""
    return OtherPlaysFree(Pick(Cards("hand", OTHER, where=where), chooser=OTHER, optional=True))


# Assistance: at the start of the Fight Phase of either teammate, if a Creature of printed cost 2 or more was
# played this turn, the other teammate may draw a card.
card("assistance", triggers=[
    *start_of_team_fight(May(Draw(1, who=THE_OTHER), chooser=OTHER),
                         cond=lambda ctx: team_played(lambda st, c: st.tab.kind[c] == K_CREATURE
                                                      and st.tab.cost[c] >= 2)(ctx) > 0),
    When(PLAYED)])


# Camaraderie: each time an opposing Creature damages this team (a player of it: R34, its pool), by attacking or
# by its own effect, the damaging Creature's team loses 1 HP (its controller is the player damaged, R34).
def _opposing_creature_hit_us(ctx):
    ev, st = ctx.ev, ctx.state
    src = ev.get("source_side")
    return (ev.get("target") == "player" and src is not None and st.team_of(ev["player"]) == st.team_of(ctx.player)
            and st.team_of(src) != st.team_of(ctx.player))


card("camaraderie", triggers=[When(DAMAGED, Damage(EVENT_SOURCE, 1), cond=_opposing_creature_hit_us)])


# Collaboration: the first time in a turn of either teammate that they play a Rainbow Spell, the other teammate
# may play a Rainbow Spell of the same printed cost from their hand for free.
def _first_rainbow_spell(tag):
    first = first_this_turn(tag)

    def cond(ctx):
        st, cid = ctx.state, ctx.ev.get("card")
        return (team_turn(ctx) and ctx.ev.get("player") == st.active and cid is not None
                and st.tab.ltype[cid] == RAINBOW and first(ctx))
    return cond


card("collaboration", triggers=[
    When(SPELL_PLAYED, NoteFirst("rainbow"), _other_plays(_same_cost_rainbow_spell),
         cond=_first_rainbow_spell("rainbow"))])


# Communication: the first time in a turn of either teammate that they play a Rainbow Spell of printed cost 0, the
# other teammate may copy it, choosing its targets anew (the copy is theirs).
def _first_free_rainbow_spell(ctx):
    return _first_rainbow_spell("rainbow0")(ctx) and ctx.state.tab.cost[ctx.ev["card"]] == 0


card("communication", triggers=[
    When(SPELL_PLAYED, NoteFirst("rainbow0"), May(CopySpell(OTHER), chooser=OTHER), cond=_first_free_rainbow_spell)])

# Contribution: at the start of the Fight Phase of either teammate, if one of them drew 3 or more cards this turn
# (the turn's draw included), the other teammate may draw a card.
card("contribution", triggers=[
    *start_of_team_fight(May(Draw(1, who=THE_OTHER), chooser=OTHER), cond=lambda ctx: most_drawn(ctx) >= 3),
    When(DREW)])

# Cooperation: at the start of the Fight Phase of either teammate, if no Creature was played this turn, the other
# teammate may play a Creature of printed cost 1 or less from their hand for free.
card("cooperation", triggers=[
    *start_of_team_fight(_other_plays(_kind_costing(K_CREATURE, 0, 1)),
                         cond=lambda ctx: team_played(lambda st, c: st.tab.kind[c] == K_CREATURE)(ctx) == 0),
    When(PLAYED)])


# Coordination: while a Creature of this team stands on a Frozen Landscape, both teammates may play Creatures onto
# empty Frozen Landscapes (R41: never replacing the Creature on one).
def _team_creature_on_frozen(state, cid, side):
    return any(state.creature[p][ln] >= 0 and state.frozen[p][ln]
               for p in (side, *state.teammates(side)) for ln in state.lanes_of(p))


lets_team_enter_frozen(card("coordination"), _team_creature_on_frozen)


# Fellowship: in its player's turn, and in the teammate's Fight Phase, once a turn, when a player of the other team
# is first hurt, the teammate whose turn it is not may put 1 damage on a Creature they target, on either side of
# any Lane of theirs.
def _fellowship(ctx):
    st, ev = ctx.state, ctx.ev
    if ev.get("target") != "player" or st.team_of(ev["player"]) == st.team_of(ctx.player):
        return False
    if not (your_turn(ctx) or (team_turn(ctx) and st.phase == FIGHT)):
        return False
    return first_this_turn("hit")(ctx)


card("fellowship", triggers=[
    When(DAMAGED, NoteFirst("hit"),
         Damage(Target(Creatures(ANY, lane=lanes_of_other), chooser=OTHER, optional=True), 1), cond=_fellowship)])


# Solidarity: in the turns of either teammate, the first Creature that attacks a Creature (one stands on the
# Landscape in front of it, R36) has +1 ATK this turn, before Fight damage (R47).
def _attacks_a_creature(ctx):
    st = ctx.state
    if not team_turn(ctx) or not first_this_turn("attack")(ctx):
        return False
    refs = EVENT_CREATURE.refs(ctx)
    if not refs:
        return False
    side, _zone, lane = refs[0]
    o, olane = st.facing(side, lane)
    return st.creature[o][olane] >= 0


card("solidarity", triggers=[When(ATTACKS, NoteFirst("attack"), Buff(EVENT_CREATURE, atk=1), cond=_attacks_a_creature)])

# Synchronization: at the start of the Fight Phase of either teammate, if no Spell was played this turn, the other
# teammate may play a Spell of printed cost 1 or less from their hand for free.
card("synchronization", triggers=[
    *start_of_team_fight(_other_plays(_kind_costing(K_SPELL, 0, 1)),
                         cond=lambda ctx: team_played(lambda st, c: st.tab.kind[c] == K_SPELL)(ctx) == 0),
    When(PLAYED)])
