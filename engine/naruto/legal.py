"""Legal actions of each step (NR-D1 to NR-D9), in a stable order, and the payments they imply."""
from __future__ import annotations

from itertools import combinations, permutations

from . import actions as A
from .actions import Action
from .board import ATTACK, BLOCK, COIN, DISCARD, EOJ, MISSION, ORGANIZE, OVER, REDRAW, START, Board
from .defs import CLIENT, JUTSU, NINJA, JutsuCost
from .defs import MISSION as MISSION_CARD
from .flow import MAX_ATTACKS, start_abilities
from .ops import controller, effect_on, entrance_cost, names_in_play, one_per_card, rank, team_power
from .registry import script_of

MISSION_LIMIT = 1  # NR20


def hand_payments(b: Board, p: int, iid: int) -> list[tuple[int, ...]]:
    """NR23: every way to pay iid's hand cost with other hand cards sharing a Symbol (copies merged)."""
    c = b.cards[iid]
    if c.hand_cost == 0:
        return [()]
    pool = [x for x in sorted(b.hand[p]) if x != iid and b.cards[x].shares_symbol(c)]
    out: dict[tuple[str, ...], tuple[int, ...]] = {}
    for combo in combinations(pool, c.hand_cost):
        out.setdefault(tuple(b.cards[x].id for x in combo), combo)
    return sorted(out.values())


def jutsu_payment(b: Board, p: int, cost: JutsuCost, x: int, x_symbol: str = "") -> list[int] | None:
    """NR31 step 3 with NR-D10 (ours): each lettered symbol is paid with the oldest Chakra of that symbol;
    the any-symbol part and X with the symbol the player holds most of (ties: the oldest card), X only in
    `x_symbol` when the card says so. None when the Chakra area cannot pay."""
    left = list(b.chakra[p])
    paid: list[int] = []

    def take(sym: str | None) -> bool:
        if sym is None:
            counts: dict[str, int] = {}
            for c in left:
                s0 = b.cards[c].symbols[0]
                counts[s0] = counts.get(s0, 0) + 1
            if not counts:
                return False
            best = max(counts.values())
            pick = next(c for c in left if counts[b.cards[c].symbols[0]] == best)
        else:
            pick = next((c for c in left if sym in b.cards[c].symbols), -1)
            if pick < 0:
                return False
        left.remove(pick)
        paid.append(pick)
        return True

    for sym in cost.symbols:
        if not take(sym):
            return None
    for _ in range(cost.generic):
        if not take(None):
            return None
    for _ in range(x):
        if not take(x_symbol or None):
            return None
    return paid


def legal_actions(b: Board) -> list[Action]:
    """Every legal action of the deciding seat, in a stable order."""
    step = b.step
    if step == OVER:
        return []
    if b.pending:
        return [Action(A.CHOOSE, choice=o) for o in b.pending[-1].options]
    if step == COIN:
        return [Action(A.FIRST), Action(A.SECOND)]
    if step == REDRAW:
        return [Action(A.KEEP), Action(A.REDRAW)]
    if step == START:
        return [Action(A.ABILITY, src, targets=(t,)) for src, t in start_abilities(b)] + [Action(A.SKIP)]
    if step == MISSION:
        return mission_actions(b)
    if step == ORGANIZE:
        return organize_actions(b)
    if step == ATTACK:
        return attack_actions(b)
    if step == BLOCK:
        return block_actions(b)
    if step == EOJ:
        return eoj_actions(b)
    if step == DISCARD:
        return [Action(A.DISCARD, i) for i in one_per_card(b, b.hand[b.active])]
    return []


def mission_limit(b: Board, p: int) -> int:
    """NR20, with Kakashi's Foresight (M-030): up to 2 Missions a turn."""
    return 2 if any(b.cards[m].id == "m030" for m in b.missions[p]) else MISSION_LIMIT


def can_deploy_ninja(b: Board, p: int, iid: int) -> str | None:
    """Why Ninja iid cannot enter p's Village now (NR19, NR22), or None."""
    c = b.cards[iid]
    s = script_of(c.id)
    free = s is not None and s.no_deploy_limit(b, iid)
    if b.ninja_played >= 1 and not free:
        return "NR19: one Ninja per turn"
    if entrance_cost(b, p, iid) > b.marker[p]:
        return f"NR22: Entrance cost {entrance_cost(b, p, iid)} is above the marker ({b.marker[p]})"
    if set(c.names) & names_in_play(b, p):
        return f"NR19: a Ninja named {c.name} is already in play"
    return None


def mission_actions(b: Board) -> list[Action]:
    """NR19-NR24: deploy, Missions, Client, charge, end."""
    p = b.active
    hand = one_per_card(b, b.hand[p])
    out: list[Action] = []
    for i in hand:
        c = b.cards[i]
        if c.kind == NINJA and can_deploy_ninja(b, p, i) is None:
            out.extend(Action(A.DEPLOY, i, pay=pay) for pay in hand_payments(b, p, i))
        elif c.kind == CLIENT and b.client_played == 0 and not b.client[p] and entrance_cost(b, p, i) <= b.marker[p]:
            out.extend(Action(A.CLIENT, i, pay=pay) for pay in hand_payments(b, p, i))
    if b.missions_played < mission_limit(b, p):
        for i in hand:
            c = b.cards[i]
            s = script_of(c.id)
            if c.kind != MISSION_CARD or s is None or entrance_cost(b, p, i) > b.marker[p]:
                continue
            if getattr(s, "counter", ""):
                continue  # NR-R15: a Counter is played only in the opponent's Mission Phase
            for targets in s.options(b, i, p):
                out.extend(Action(A.MISSION, i, targets=targets, pay=pay) for pay in hand_payments(b, p, i)
                           if not set(pay) & set(targets))  # a card paying the cost is no longer a target
    out.extend(Action(A.CHARGE, i) for i in hand)
    out.append(Action(A.END))
    return out


def organize_actions(b: Board) -> list[Action]:
    """NR25: a Team of 1-3 holding the first Village Ninja not yet in a Team."""
    p = b.active
    free = [i for i in b.village[p] if i not in b.assigned]
    head, rest = free[0], free[1:]
    out = [Action(A.TEAM, members=(head,))]
    out.extend(Action(A.TEAM, members=(head, x)) for x in rest)
    out.extend(Action(A.TEAM, members=(head, x, y)) for x, y in combinations(rest, 2))
    return out


def send_refusal(b: Board, p: int, members: tuple[int, ...], blocking_power: int = -1) -> str | None:
    """Why this Team cannot go to battle now (card effects), or None."""
    if b.flag("stay", p) and all(rank(b, i) <= 1 for i in members):  # Intent to Kill (M-014)
        return "M-014: a Team of Genin or lower cannot be sent this turn"
    for i in members:
        s = script_of(b.cards[i].id)
        if s is not None and effect_on(b, i):
            why = s.send_refusal(b, i, members)
            if why:
                return str(why)
    return None


def current_teams(b: Board, p: int) -> list[list[int]]:
    """NR25, NR-R5: p's Teams, with each Ninja that arrived since as a Team of its own."""
    teams = [[i for i in t if i in b.village[p]] for t in b.teams[p]]
    teams = [t for t in teams if t]
    placed = {i for t in teams for i in t}
    teams += [[i] for i in b.village[p] if i not in placed]
    return teams


def sending(b: Board, kind: str, team: list[int]) -> list[Action]:
    """A Team sent in every line order (NR27, NR28), each also with the word of an optional effect a member
    may use as it is sent (N-027)."""
    words = [""]
    for i in team:
        s = script_of(b.cards[i].id)
        if s is not None and effect_on(b, i):
            w = s.sent_choice(b, i)
            if w and w not in words:
                words.append(w)
    return [Action(kind, members=m, choice=w) for m in permutations(team) for w in words]


def attack_actions(b: Board) -> list[Action]:
    """NR27: send a Team (Head first, then the line) or stop; at most 3 Teams."""
    p = b.active
    out: list[Action] = []
    sent = set(b.on_battlefield())
    must = False
    if len(b.attack) < MAX_ATTACKS:
        for t in current_teams(b, p):
            if set(t) & sent or send_refusal(b, p, tuple(t)) is not None:
                continue
            if any(b.flag("must_send", i) for i in t) or b.flags.get("teachings"):
                must = True  # M-026, M-038: a Team that must battle is sent while it can be
            out.extend(sending(b, A.ATTACK, t))
    if not must:
        out.append(Action(A.DONE))
    return out


def block_refusal(b: Board, members: tuple[int, ...], att: list[int]) -> str | None:
    """Why this Team cannot block attacking Team `att` (NR28 and card effects), or None."""
    why = send_refusal(b, b.blocker, members)
    if why:
        return why
    if b.flags.get("three_squads") and len(att) == 3 and len(members) != 3:  # Three Man Squads (M-017)
        return "M-017: a Team of three can only be blocked by a Team of three"
    if len(members) == 1 and b.flag("coward", b.blocker) and team_power(b, att) >= 6:  # Coward (M-028)
        return "M-028: a lone Ninja cannot block a Team of Power 6 or more this turn"
    return None


def block_actions(b: Board) -> list[Action]:
    """NR28, NR-R6: the Team blocking the attacking Team now answered, or none."""
    q = b.blocker
    att = b.attack[b.block_index]
    used = {i for t in b.block for i in t}
    out: list[Action] = []
    for t in current_teams(b, q):
        if set(t) & used or block_refusal(b, tuple(t), att) is not None:
            continue
        out.extend(sending(b, A.BLOCK, t))
    must = any(b.flag("must_be_blocked", i) for i in att)  # The Worst Client (M-012)
    if b.flags.get("teachings"):
        must = True  # M-038: every Team that can battle does
    if not (out and must):
        out.append(Action(A.NOBLOCK))
    return out


def jutsu_users(b: Board, p: int, j: int) -> list[int]:
    """NR31 step 1: p's Ninjas on the Battlefield that can use Jutsu j."""
    s = script_of(b.cards[j].id)
    if s is None:
        return []
    out = []
    for u in b.on_battlefield():
        if controller(b, u) != p or b.flag("no_jutsu", u):
            continue
        us = script_of(b.cards[u].id)
        if us is not None and effect_on(b, u) and getattr(us, "no_symbol_jutsu", False) and b.cards[j].cost.symbols:
            continue  # No Talent (N-031)
        if s.user_ok(b, u):
            out.append(u)
    return out


def eoj_actions(b: Board) -> list[Action]:
    """NR30-NR32: pass, or play a Jutsu: card, user, targets, X (the Chakras follow NR-D10)."""
    p = b.decider
    out: list[Action] = []
    for j in one_per_card(b, b.hand[p]):
        c = b.cards[j]
        if c.kind != JUTSU:
            continue
        s = script_of(c.id)
        if s is None:
            continue
        for u in jutsu_users(b, p, j):
            for targets in s.target.options(b, j, p, u):
                xs = range(1, len(b.chakra[p]) + 1) if c.cost.variable else (0,)
                for x in xs:
                    if jutsu_payment(b, p, c.cost, x, s.x_symbol) is None:
                        break
                    for word in s.choices or ("",):
                        out.append(Action(A.JUTSU, j, user=u, targets=targets, x=x, choice=word))
    out.append(Action(A.PASS))
    return out

