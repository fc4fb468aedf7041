"""Counter Missions (M-009, M-026, M-037): Missions the Blocker plays in the Attacker's Mission Phase.

The seed says nothing of Counters; the readings below are ours (docs/naruto.md, NR-R15 to NR-R17):
- NR-R15 A Counter is never played in its owner's own turn, only in the opponent's Mission Phase, by the
  Blocker (NR17). Apart from the timing it is played like any Mission: its Entrance cost at most the Blocker's
  own marker (NR22), its hand cost paid from the Blocker's hand (NR23, NR-R3), its targets chosen as it is
  played (NR20), and it is the Blocker's one Mission of that turn (NR20). It then goes to the Chakra area.
- NR-R16 A Counter that answers a Mission (`counter == "mission"`, Lone Avenger M-009) is offered each time
  the Attacker plays a non-Permanent Mission, after that Mission's hand cost is paid and before it resolves.
  The negated Mission goes to its owner's Discard Pile, does nothing, and still counts as the Attacker's
  Mission of the turn (it was played; its cost is not refunded, as NR34 has for a failed Jutsu).
- NR-R17 The other Counters (`counter == "phase"`) are offered once, when the Attacker ends its Mission Phase;
  the Organization Phase follows. Reorganizing the Blocker's Ninjas (M-037) is NR25 done by the Blocker:
  the first Ninja not yet placed picks its Team, until every Ninja is in a Team.
The Blocker's answer is a pending choice asked by the rules themselves (script ""): "pass", or one option
per Counter, target and payment: "c<card>-t<target>-p<payment card>" (the parts a play does not have left out).
"""
from __future__ import annotations

from itertools import combinations

from ..core.pending import PendingChoice, ask
from .board import Board
from .defs import MISSION
from .flow import end_mission_phase, resolve_mission
from .legal import hand_payments, mission_limit
from .ops import entrance_cost, one_per_card
from .registry import script_of

PASS = "pass"
ANSWER, PHASE, REORGANIZE = "counter", "counter_phase", "reorganize"
PLAYED = "counter_played"  # flag: one entry per Counter a seat played this turn (NR20)


def counter_options(b: Board, q: int, when: str) -> list[str]:
    """NR-R15: every Counter seat q may play now (`when`: "mission" or "phase"), as choice options."""
    if b.flags.get(PLAYED, []).count(q) >= mission_limit(b, q):
        return []  # NR20: the Blocker's one Mission of the turn is spent
    out: list[str] = []
    for c in one_per_card(b, b.hand[q]):
        s = script_of(b.cards[c].id)
        if b.cards[c].kind != MISSION or getattr(s, "counter", "") != when or entrance_cost(b, q, c) > b.marker[q]:
            continue
        for targets in s.options(b, c, q):
            for pay in hand_payments(b, q, c):
                if not set(pay) & set(targets):
                    out.append("-".join([f"c{c}", *(f"t{t}" for t in targets), *(f"p{x}" for x in pay)]))
    return out


def _parse(option: str) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
    parts = option.split("-")
    card = int(parts[0][1:])
    return (card, tuple(int(x[1:]) for x in parts if x[0] == "t"), tuple(int(x[1:]) for x in parts if x[0] == "p"))


def _play_counter(b: Board, q: int, option: str) -> None:
    """NR-R15: pay the hand cost, resolve the Counter, put it in the Chakra area."""
    card, targets, pay = _parse(option)
    for x in pay:
        b.hand[q].remove(x)
        b.chakra[q].append(x)
    b.hand[q].remove(card)
    b.add_flag(PLAYED, q)
    s = script_of(b.cards[card].id)
    s.resolve(b, card, q, targets)
    b.chakra[q].append(card)
    b.stats["missions_played"] += 1


def play_mission(b: Board, p: int, m: int, targets: tuple[int, ...]) -> None:
    """NR20 with NR-R16: the Mission resolves, unless the Blocker may answer it with a Counter first."""
    q = 1 - p
    options = [] if b.cards[m].permanent else counter_options(b, q, "mission")
    if not options:
        resolve_mission(b, p, m, targets)
        return
    b.hand[p].remove(m)
    b.aside[p].append(m)  # the Mission being played waits on the table for the answer
    ask(b.pending, q, [PASS, *options], m, "", ANSWER, (m, *targets), "may")


def end_missions(b: Board) -> None:
    """The Attacker ends its Mission Phase: NR-R17's window for the Blocker, then NR25."""
    options = counter_options(b, b.blocker, "phase")
    if not options:
        end_mission_phase(b)
        return
    ask(b.pending, b.blocker, [PASS, *options], -1, "", PHASE, (), "may")


def _reorganize_ask(b: Board, q: int) -> None:
    """NR-R17, NR25: the first of q's Ninjas not yet in a new Team picks its Team; then the Organization Phase."""
    placed = {i for t in b.teams[q] for i in t}
    free = [i for i in b.village[q] if i not in placed]
    if not free:
        end_mission_phase(b)
        return
    head, rest = free[0], free[1:]
    teams = [(head,), *((head, x) for x in rest), *((head, x, y) for x, y in combinations(rest, 2))]
    if len(teams) == 1:
        b.teams[q].append([head])
        _reorganize_ask(b, q)
        return
    ask(b.pending, q, ["t-" + "-".join(map(str, t)) for t in teams], -1, "", REORGANIZE, (), "team")


def resume_rules(b: Board, pc: PendingChoice, choice: str) -> None:
    """Carry on after the Blocker answered a Counter window (or placed a Ninja in a new Team)."""
    if pc.key == ANSWER:
        m, targets = int(pc.data[0]), tuple(int(t) for t in pc.data[1:])
        p = 1 - pc.player
        b.aside[p].remove(m)
        b.hand[p].append(m)
        if choice == PASS:
            resolve_mission(b, p, m, targets)
            return
        _play_counter(b, pc.player, choice)
        b.hand[p].remove(m)  # NR-R16: negated and discarded, still the Attacker's Mission of the turn
        b.discard[p].append(m)
        b.missions_played += 1
    elif pc.key == PHASE:
        if choice != PASS:
            _play_counter(b, pc.player, choice)
            if b.flag("reorganize", pc.player):
                b.teams[pc.player] = []
                _reorganize_ask(b, pc.player)
                return
        end_mission_phase(b)
    elif pc.key == REORGANIZE:
        b.teams[pc.player].append([int(x) for x in choice.split("-")[1:]])
        _reorganize_ask(b, pc.player)
