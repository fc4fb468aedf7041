"""Doubles verbs: playing a card for free (Doubles Tournament) and the Teamwork cards (R27)."""
from __future__ import annotations

from ..board import K_BUILDING, K_CREATURE, K_TEAMWORK
from ..events import (
    END_OF_TURN,
    FIGHT_STARTS,
    FROZEN_ENTRY,
    LOCKS,
    PLAYED,
    SCRIPTS,
    play_barred,
    turn_append,
    turn_set,
)
from ..ops.primitives import return_to_hand
from ..rules.apply import enter_play
from ..rules.costs import card_type, requirement
from ..rules.legal import creature_lanes
from .effects import Effect, LaneChoosingVerb
from .selectors import OTHER, card_at
from .triggers import When
from .verbs_cards import note_returned
from .verbs_turns import FIGHT_BEGAN


# ---- Doubles Tournament: playing a card for free ------------------------------------------------------------
def free_lanes(state, p, cid):
    """Where p may play card cid for free now (R12: "free" waives the Actions only, so the face-up Landscapes its
    cost needs must be there; its own play conditions hold, R16): a Creature's Lanes (R13, R24), a Building's
    Lanes (R14), [-1] for a Spell or a Teamwork card (R27: Doubles only); [] when it cannot be played."""
    _pay, need = requirement(state, p, cid)
    if need and state.land_count[p].get(card_type(state, cid), 0) < need:
        return []
    kind = state.tab.kind[cid]
    if kind == K_TEAMWORK and len(state.hp) == 2:
        return []
    if not own_conditions(state, p, cid):
        return []
    if kind == K_CREATURE:
        return creature_lanes(state, p, cid)
    if kind == K_BUILDING:
        return list(state.lanes_of(p))
    return [-1]


def own_conditions(state, p, cid):
    """The card's own play conditions and additional costs (R11, R16), asked as if it were in p's hand."""
    sc = SCRIPTS.get(state.tab.slug[cid])
    if sc is None:
        return True
    state.hand[p].append(cid)
    ok = sc.can_play(state, p, cid)
    state.hand[p].pop()
    return bool(ok)


class PlayFree(LaneChoosingVerb):
    """The controller plays the picked card for free (R12: no Actions; the Landscapes its cost needs must be
    there): a card in a hand, deck or discard pile, or a Creature in play, which first goes back to its owner's
    hand ("put it into your hand, then play it for free": Bail Out, Sand Castle; it left play). It is played, not
    put into play: its enters-play text happens and it counts as played this turn. A Creature goes into a Lane
    the controller picks (R13, R24; `lanes(ctx, lanes)` may narrow them: "onto this Landscape"); a card that
    cannot be played now stays where it is (in the hand, when it was taken back). Leaves ctx.vars['played'] =
    [card id, Lane] for later steps (Grand Prix's 3 damage)."""

    def __init__(self, sel, lanes=None):
        super().__init__(sel)
        self.lanes = lanes

    def _lanes(self, ctx, cid):
        out = free_lanes(ctx.state, ctx.player, cid)
        return self.lanes(ctx, out) if self.lanes is not None and out != [-1] else out

    def apply(self, ctx, ref):
        st, p = ctx.state, ctx.player
        side, zone, idx = ref
        if zone in ("creature", "building"):
            cid = card_at(ctx, ref)
            if cid < 0:
                return
            return_to_hand(st, side, idx, zone == "building")
            if cid not in st.hand[p]:
                return  # it went to another owner's hand: that player does not play it now
            zone, side = "hand", p
            note_returned(st, cid)
        else:
            cid = idx
        lanes = self._lanes(ctx, cid)
        if not lanes:
            return
        getattr(st, zone)[side].remove(cid)
        if st.scripted and PLAYED in st.listen:
            turn_append(st, "played", cid)
        if len(lanes) == 1:
            self._enter(ctx, cid, lanes[0])
            return
        st.limbo.append(cid)  # held out of every pile while the Lane is chosen
        self.ask_lane(ctx, cid, p, [(p, ln) for ln in lanes])

    @staticmethod
    def _enter(ctx, cid, lane):
        ctx.vars["played"] = [cid, lane]
        enter_play(ctx.state, ctx.player, cid, lane)

    def lane_chosen(self, ctx, cid, dest):
        ctx.state.limbo.remove(cid)
        self._enter(ctx, cid, dest[1])
        return False


# ---- Doubles: Teamwork cards (R27) ------------------------------------------------------------------------
# A Teamwork card sits in front of its player in no Lane (zone 'teamwork', lane -1) and hears events like a card
# in play (events.dispatch). It works for both teammates in both their turns: "you or your Teammate" is the active
# player when they are on its controller's team (team_turn), and "the other Teammate" (selectors.OTHER,
# THE_OTHER) is the active player's teammate, who decides and acts even in the other's turn.
FIRSTS = "firsts"  # this_turn key: '<card id>:<tag>' for each "the first time ... this turn" already used


def team_turn(ctx):
    """R27: it is the turn of the acting card's controller or of their teammate ("you or your Teammate")."""
    st = ctx.state
    return st.team_of(st.active) == st.team_of(ctx.player)


def first_this_turn(tag):
    """A condition: the acting card's "first time ... this turn" named `tag` has not happened yet (NoteFirst)."""
    return lambda ctx: f"{ctx.source}:{tag}" not in ctx.state.this_turn.get(FIRSTS, ())


class NoteFirst(Effect):
    """The acting card's "first time ... this turn" named `tag` has happened (first_this_turn)."""

    def __init__(self, tag):
        self.tag = tag

    def run(self, ctx):
        turn_set(ctx.state, FIRSTS, f"{ctx.source}:{self.tag}")
        return False


class _NoteTeamFight(Effect):
    def run(self, ctx):
        turn_set(ctx.state, FIGHT_BEGAN, ctx.state.active)
        return False


def _team_fight(ctx):
    return team_turn(ctx) and ctx.ev.get("player") == ctx.state.active


def _team_fight_skipped(ctx):
    return _team_fight(ctx) and ctx.state.active not in ctx.state.this_turn.get(FIGHT_BEGAN, ())


def start_of_team_fight(*effects, cond=None):
    """As the Fight Phase of either teammate begins (R27): start_of_your_fight for a Teamwork card, in the
    turns of both teammates (triggers: spread the list into triggers=[...]). A turn with no attack (R38: turns 1-3)
    still has its Fight Phase, whose start effects happen as the turn ends."""
    both = (lambda ctx: _team_fight(ctx) and cond(ctx)) if cond is not None else _team_fight
    skipped = (lambda ctx: _team_fight_skipped(ctx) and cond(ctx)) if cond is not None else _team_fight_skipped
    return [When(FIGHT_STARTS, _NoteTeamFight(), cond=_team_fight), When(FIGHT_STARTS, *effects, cond=both),
            When(END_OF_TURN, *effects, cond=skipped)]


def team_played(pred=None):
    """A value: the cards played this turn (this_turn['played'], kept in games whose scripts list events.PLAYED:
    the active player's, and those a Teamwork card let the other teammate play), those pred(state, card id)
    accepts when given. Outside the turns of the acting card's team, 0."""
    def f(ctx):
        st = ctx.state
        if not team_turn(ctx):
            return 0
        ids = st.this_turn.get("played", ())
        return len(ids) if pred is None else sum(1 for c in ids if pred(st, c))
    return f


def most_drawn(ctx):
    """A value: the most cards one player of the acting card's team drew this turn ("you or your Teammate drew"),
    the turn's draw included (this_turn['drawn'], kept in games whose scripts list events.DREW)."""
    drawn = ctx.state.this_turn.get("drawn", {})
    st = ctx.state
    return max((drawn.get(str(p), 0) for p in (ctx.player, *st.teammates(ctx.player))), default=0)


def free_to_play(st, p, cid):
    """R12 "without paying its cost" (free): card cid in p's hand may be played by p now for no Actions (free_lanes:
    the Landscapes it needs, its play conditions, a Lane to enter) and no lock keeps it from being played (LOCKS)."""
    if LOCKS in st.listen and play_barred(st, p, cid) != -1:
        return False
    return bool(free_lanes(st, p, cid))


class OtherPlaysFree(LaneChoosingVerb):
    """The picked card (in a hand: Pick(Cards('hand', OTHER, where=...), chooser=OTHER, optional=True)) is played
    by the player whose hand holds it, without paying its cost (R12: its Landscapes are still needed), from their
    hand onto their side (R27: what a Teamwork card lets "the other Teammate" play, even in the other's turn). A
    Creature or Building goes into a Lane its player picks (one Lane: no choice); a Spell resolves. It is played:
    "played this turn" counts it."""

    def candidates(self, ctx):
        st = ctx.state
        return [r for r in self.sel.refs(ctx) if free_to_play(st, r[0], r[2])]

    def ready(self, ctx):
        return bool(self.candidates(ctx))

    def apply(self, ctx, ref):
        st = ctx.state
        p, _zone, cid = ref
        if cid not in st.hand[p] or not free_to_play(st, p, cid):
            return
        lanes = free_lanes(st, p, cid)
        st.hand[p].remove(cid)
        if PLAYED in st.listen:
            turn_append(st, "played", cid)
        if len(lanes) == 1:
            enter_play(st, p, cid, lanes[0])
            return
        st.limbo.append(cid)  # while its Lane is chosen, out of every pile
        self.ask_lane(ctx, [cid, p], p, [(p, ln) for ln in lanes])

    def lane_chosen(self, ctx, held, dest):
        cid, p = held
        ctx.state.limbo.remove(cid)
        enter_play(ctx.state, p, cid, dest[1])
        return False


class CopySpell(Effect):
    """"Copy it": the Spell the event is about (its ev 'card') resolves once more, as if played by `who` (R27: the
    other Teammate), who chooses its targets anew. The copy is not played (nothing counts it as a Spell played)
    and is no card: the Spell itself goes to its owner's discard pile as usual. A Spell without a text of the
    engine's, or whose target is not there for `who` (R16), copies to nothing."""

    def __init__(self, who=OTHER):
        self.who = who

    def _copy(self, ctx):
        cid = ctx.ev.get("card")
        if cid is None or cid < 0:
            return None
        sc = ctx.state.scripts[cid]
        return sc if sc is not None and sc.can_play(ctx.state, ctx.chooser(self.who), cid) else None

    def ready(self, ctx):
        return self._copy(ctx) is not None

    def run(self, ctx):
        sc = self._copy(ctx)
        if sc is not None:
            sc.play(ctx.state, ctx.chooser(self.who), ctx.ev["card"], -1)
        return False


class ToTeammate(Effect):
    """A Spell's closing offer (R27: its card may be handed to your teammate): the resolving Spell goes to the
    teammate's hand instead of its owner's discard pile (its owner unchanged). With no teammate (1 vs 1) nothing
    is asked."""

    def run(self, ctx):
        st = ctx.state
        if not st.teammates(ctx.player) or ctx.source not in st.limbo:
            return False
        ctx.ask(ctx.player, ["yes", "no"])
        return True

    def resume(self, ctx, choice):
        st = ctx.state
        if choice == "yes" and ctx.source in st.limbo:
            st.limbo.remove(ctx.source)
            st.hand[st.teammates(ctx.player)[0]].append(ctx.source)
        return False


def lets_team_enter_frozen(script, cond):
    """A Teamwork card that, while cond(state, its card id, its side) holds, lets its team play Creatures onto
    empty Frozen Landscapes (Coordination, R41; events.frozen_entry_allowed): sets the script's frozen_entry and
    lists FROZEN_ENTRY among its events. Returns the script."""
    script.frozen_entry = lambda state, cid, side, p: bool(cond(state, cid, side))
    script.events = script.events | {FROZEN_ENTRY}
    return script


__all__ = ["free_lanes", "own_conditions", "PlayFree", "FIRSTS", "team_turn", "first_this_turn", "NoteFirst",
           "start_of_team_fight", "team_played", "most_drawn", "free_to_play", "OtherPlaysFree", "CopySpell",
           "ToTeammate", "lets_team_enter_frozen"]
