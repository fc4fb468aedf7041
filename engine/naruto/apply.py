"""Applying an action: the fast unchecked path, and the checked path that refuses an illegal action with
the NR rule it breaks and changes nothing."""
from __future__ import annotations

from ..core.errors import IllegalAction
from ..core.pending import answer
from . import actions as A
from .actions import Action
from .board import ATTACK, BLOCK, COIN, DISCARD, EOJ, MISSION, ORGANIZE, OVER, REDRAW, START, Board, Link
from .counters import end_missions, play_mission, resume_rules
from .defs import JUTSU, NINJA
from .defs import MISSION as MISSION_CARD
from .flow import (
    MAX_ATTACKS,
    after_choice,
    after_organization,
    choose_order,
    deploy,
    finish_attack,
    next_turn,
    open_eoj,
    pass_priority,
    play_jutsu,
    redraw,
    sendable_left,
    to_start_or_mission,
)
from .legal import (
    block_refusal,
    can_deploy_ninja,
    current_teams,
    jutsu_payment,
    jutsu_users,
    legal_actions,
    mission_limit,
    send_refusal,
)
from .ops import effect_on, entrance_cost, hand_cost_ok
from .registry import script_of


def _team_sent(b: Board, p: int) -> None:
    """Permanent Missions in play that act when a Team is sent (Gato Transport, M-013)."""
    for q in (0, 1):
        for m in list(b.missions[q]):
            s = script_of(b.cards[m].id)
            if s is not None and hasattr(s, "team_sent"):
                s.team_sent(b, m, p)


def _sent(b: Board, members: tuple[int, ...], choice: str) -> None:
    """Effects of Ninjas as they are sent to battle (N-027, N-041); `choice` names an optional one used."""
    for i in members:
        s = script_of(b.cards[i].id)
        if s is not None and effect_on(b, i):
            s.on_sent(b, i, choice)


def apply_unchecked(b: Board, a: Action) -> None:
    """Apply a legal action (one of legal_actions(b)); no checks."""
    k = a.kind
    p = b.decider
    if k == A.CHOOSE:
        pc = answer(b.pending, a.choice)
        if pc.script:
            script_of(pc.script).resume(b, pc.key, a.choice, pc.source, pc.data)
        else:  # the rules' own question: a Counter window (NR-R15 to NR-R17)
            resume_rules(b, pc, a.choice)
        after_choice(b)
    elif k in (A.FIRST, A.SECOND):
        choose_order(b, k == A.FIRST)
    elif k in (A.KEEP, A.REDRAW):
        redraw(b, k == A.REDRAW)
    elif k == A.ABILITY:
        b.start_used.append(a.card)
        s = script_of(b.cards[a.card].id)
        s.start_use(b, a.card, a.targets[0])
        to_start_or_mission(b)
    elif k == A.SKIP:
        b.step = MISSION
    elif k in (A.DEPLOY, A.CLIENT):
        deploy(b, p, a.card, a.pay)
    elif k == A.MISSION:
        for x in a.pay:
            b.hand[p].remove(x)
            b.chakra[p].append(x)
        play_mission(b, p, a.card, a.targets)  # NR20, NR-R16
    elif k == A.CHARGE:  # NR24
        b.hand[p].remove(a.card)
        b.chakra[p].append(a.card)
    elif k == A.END:
        end_missions(b)  # NR-R17, then NR25
    elif k == A.TEAM:  # NR25
        b.teams[p].append(list(a.members))
        b.assigned.extend(a.members)
        if len(b.assigned) >= len(b.village[p]):
            after_organization(b)
    elif k == A.ATTACK:  # NR27
        b.attack.append(list(a.members))
        _team_sent(b, p)
        _sent(b, a.members, a.choice)
        if not sendable_left(b):
            finish_attack(b)
    elif k == A.DONE:
        finish_attack(b)
    elif k in (A.BLOCK, A.NOBLOCK):  # NR28
        if k == A.BLOCK:
            b.block[b.block_index] = list(a.members)
            b.add_flag("blocked", b.block_index)
            _team_sent(b, p)
            _sent(b, a.members, a.choice)
        b.block_index += 1
        advance_blocks(b)
    elif k == A.JUTSU:  # NR31
        s = script_of(b.cards[a.card].id)
        paid = jutsu_payment(b, p, b.cards[a.card].cost, a.x, s.x_symbol)
        assert paid is not None
        play_jutsu(b, Link(a.card, p, a.user, a.targets, a.x, a.choice), paid)
    elif k == A.PASS:
        pass_priority(b)
    elif k == A.DISCARD:  # NR44
        b.hand[p].remove(a.card)
        b.discard[p].append(a.card)
        if len(b.hand[p]) <= 6:
            next_turn(b)
    if b.step == BLOCK and b.block_index == 0:
        advance_blocks(b)  # a Blocker with no possible block is not asked


def advance_blocks(b: Board) -> None:
    """Move to the next attacking Team the Blocker can answer; skip those with no possible answer."""
    while b.block_index < len(b.attack):
        if legal_actions(b) != [Action(A.NOBLOCK)]:
            return
        b.block_index += 1
    open_eoj(b)


def apply_checked(b: Board, a: Action, player: int | None) -> None:
    """Refuse an illegal action with the rule it breaks (changing nothing), else apply it."""
    if b.step == OVER:
        raise IllegalAction("NR43: the game is over")
    if player is not None and player != b.deciding:
        raise IllegalAction(f"NR17: seat {b.deciding} decides now, not seat {player}")
    legal = legal_actions(b)
    if a not in legal:
        a = canonical(b, a)  # another copy of the same card in hand stands for the one the actions name
    if a in legal:
        apply_unchecked(b, a)
        return
    raise IllegalAction(why_illegal(b, a))


def canonical(b: Board, a: Action) -> Action:
    """The action with each hand card (the card played, the cards paying) replaced by the lowest-numbered
    copy of the same printed card in that hand: copies are interchangeable, and legal_actions names those."""
    p = b.decider
    if p < 0 or a.kind not in A.WITH_CARD or a.card not in b.hand[p]:
        return a
    taken: set[int] = set()

    def lowest(i: int) -> int:
        cid = b.cards[i].id
        pick = min((x for x in b.hand[p] if b.cards[x].id == cid and x not in taken), default=i)
        taken.add(pick)
        return pick

    card = lowest(a.card)
    pay = tuple(lowest(x) if x in b.hand[p] else x for x in a.pay)
    return a._replace(card=card, pay=pay)


def why_illegal(b: Board, a: Action) -> str:
    """The rule an illegal action breaks, in words."""
    k, p, step = a.kind, b.decider, b.step
    if b.pending:
        pc = b.pending[-1]
        return f"NR-D8: answer the pending choice '{pc.key}' of {('card ' + pc.script) if pc.script else 'the rules'} first: choose one of " + ", ".join(pc.options)
    wanted = {A.FIRST: COIN, A.SECOND: COIN, A.KEEP: REDRAW, A.REDRAW: REDRAW, A.ABILITY: START, A.SKIP: START,
              A.DEPLOY: MISSION, A.MISSION: MISSION, A.CLIENT: MISSION, A.CHARGE: MISSION, A.END: MISSION,
              A.TEAM: ORGANIZE, A.ATTACK: ATTACK, A.DONE: ATTACK, A.BLOCK: BLOCK, A.NOBLOCK: BLOCK,
              A.JUTSU: EOJ, A.PASS: EOJ, A.DISCARD: DISCARD}
    rule = {COIN: "NR15", REDRAW: "NR16", START: "NR18", MISSION: "NR19", ORGANIZE: "NR25", ATTACK: "NR27",
            BLOCK: "NR28", EOJ: "NR30", DISCARD: "NR44"}
    if wanted.get(k) != step:
        return f"{rule.get(wanted.get(k, ''), 'NR17')}: '{a}' is not a decision of the {step} step"
    hand = b.hand[p]
    if k in (A.DEPLOY, A.CLIENT, A.MISSION, A.CHARGE, A.DISCARD, A.JUTSU) and a.card not in hand:
        return f"NR12: card {a.card} is not in seat {p}'s hand"
    if k == A.DEPLOY:
        if b.cards[a.card].kind != NINJA:
            return "NR19: only a Ninja card is deployed"
        why = can_deploy_ninja(b, p, a.card)
        if why:
            return why
        if not hand_cost_ok(b, p, a.card, a.pay):
            return f"NR23: pay the hand cost with {b.cards[a.card].hand_cost} other card(s) sharing a Symbol"
    if k == A.MISSION:
        c = b.cards[a.card]
        if c.kind != MISSION_CARD:
            return "NR20: that card is not a Mission"
        if b.missions_played >= mission_limit(b, p):
            return "NR20: one Mission per turn"
        if entrance_cost(b, p, a.card) > b.marker[p]:
            return f"NR22: Entrance cost {entrance_cost(b, p, a.card)} is above the marker ({b.marker[p]})"
        if not hand_cost_ok(b, p, a.card, a.pay):
            return f"NR23: pay the hand cost with {c.hand_cost} other card(s) sharing a Symbol"
        return "NR20: no legal target for that Mission as chosen"
    if k == A.CLIENT:
        return "NR21: one Client per turn and per player, at its Entrance cost"
    if k == A.TEAM:
        return "NR25: a Team is 1-3 Ninjas of your Village not yet in a Team, holding the first one left"
    if k == A.ATTACK:
        if len(b.attack) >= MAX_ATTACKS:
            return "NR27: at most 3 Teams attack"
        members = tuple(a.members)
        if list(sorted(members)) not in [sorted(t) for t in current_teams(b, p)]:
            return "NR27: send one of your Teams, whole"
        return send_refusal(b, p, members) or "NR27: that Team was already sent"
    if k == A.DONE:
        return "M-026/M-038: a Team that must battle can still be sent"
    if k == A.BLOCK:
        members = tuple(a.members)
        if list(sorted(members)) not in [sorted(t) for t in current_teams(b, p)]:
            return "NR28: block with one of your Teams, whole"
        return block_refusal(b, members, b.attack[b.block_index]) or "NR-R6: that Team already blocks"
    if k == A.NOBLOCK:
        return "M-012: this Team must be blocked"
    if k == A.JUTSU:
        c = b.cards[a.card]
        if c.kind != JUTSU:
            return "NR30: only Jutsu cards are played in the Exchange of Jutsu"
        if a.user not in jutsu_users(b, p, a.card):
            return "NR31: the user must be your Ninja on the Battlefield that meets the Requirements"
        s = script_of(c.id)
        if s is None:
            return "NR31: this Jutsu is not simulated"
        if jutsu_payment(b, p, c.cost, a.x, s.x_symbol) is None:
            return f"NR31: the Chakra area cannot pay {c.cost}"
        return "NR31: no legal target as chosen"
    if k == A.ABILITY:
        return "NR18: that ability cannot be used now"
    return f"NR17: '{a}' is not legal now"

