"""The turn sequence (NR14-NR46): setting up, the phases, the chain, the Showdown and the End Phase.

Every function moves the board to the next point where a seat must decide (board.step / board.decider)."""
from __future__ import annotations

from typing import TypeVar

from ..core.outcome import Outcome, Termination
from ..core.rng import Rng
from .board import ATTACK, BLOCK, COIN, DISCARD, EOJ, MISSION, ORGANIZE, OVER, REDRAW, START, STAT_KEYS, Board, Link
from .defs import NINJA
from .ops import damage, draw, effect_on, put_in_village, team_power
from .registry import script_of
from .setup import Setup

B = TypeVar("B", bound=Board)

OPENING_HAND = 6  # NR16
REDRAW_SIZES = (5, 4)  # NR16: the first and the second (last) re-draw
HAND_LIMIT = 6  # NR44
REWARDS_TO_WIN = 10  # NR43
MAX_ATTACKS = 3  # NR27
OUTSTANDING_AT = 5  # NR37
TOTAL_DEFEAT_AT = 5  # NR38


def new_board(cls: type[B], setup: Setup, seed: int) -> B:
    """NR14-NR15: number the cards, shuffle both decks with the game's RNG, flip the coin."""
    b = cls.__new__(cls)
    b.setup = setup
    cards = []
    owner = []
    for p, deck in enumerate(setup.decks):
        for cid in deck.card_ids():
            cards.append(setup.card(cid))
            owner.append(p)
    b.cards, b.owner = tuple(cards), tuple(owner)
    b.rng = Rng(seed)
    size = len(setup.decks[0].card_ids())
    b.deck = [list(range(size)), list(range(size, len(cards)))]
    for p in (0, 1):
        b.rng.shuffle(b.deck[p])  # NR14
    for z in ("hand", "chakra", "discard", "village", "missions", "client", "rewards", "aside"):
        setattr(b, z, [[], []])
    b.turn, b.active, b.first = 0, 0, -1
    b.marker = [0, 0]
    b.redraws = [0, 0]
    b.injured, b.coins = set(), {}
    b.teams = [[], []]
    b.assigned = []
    b.ninja_played = b.missions_played = b.client_played = 0
    b.attack, b.block, b.block_index = [], [], 0
    b.chain, b.passes = [], 0
    b.mods, b.flags, b.perm_targets = [], {}, {}
    b.turns_taken = [0, 0]
    b.start_used = []
    b.pending, b.resolving, b.showdown_at = [], False, -1
    b.result = None
    b.stats = dict.fromkeys(STAT_KEYS, 0)
    b.step, b.decider = COIN, b.rng.randbelow(2)  # NR15: the coin winner decides
    return b


def choose_order(b: Board, go_first: bool) -> None:
    """NR15-NR16: the coin winner's choice; both draw 6; the first player decides re-draws first."""
    b.first = b.decider if go_first else 1 - b.decider
    for p in (0, 1):
        draw(b, p, OPENING_HAND)
    b.step, b.decider = REDRAW, b.first


def redraw(b: Board, again: bool) -> None:
    """NR16, NR-R13: put the hand back, shuffle, draw 5 (then 4); after the second re-draw the hand stays."""
    p = b.decider
    if again:
        b.deck[p].extend(b.hand[p])
        b.hand[p] = []
        b.rng.shuffle(b.deck[p])
        draw(b, p, REDRAW_SIZES[b.redraws[p]])
        b.redraws[p] += 1
        b.stats["redraws"] += 1
        if b.redraws[p] < len(REDRAW_SIZES):
            return
    b.redraws[p] = -1 if not again else b.redraws[p]
    if p == b.first:
        b.decider = 1 - p
    else:
        begin_turn(b, b.first)


def begin_turn(b: Board, p: int) -> None:
    """NR17-NR18: p becomes the Attacker and draws 1 (more with Leaf Ninja Forces, M-022)."""
    b.turn += 1
    b.active = b.decider = p
    b.turns_taken[p] += 1
    b.ninja_played = b.missions_played = b.client_played = 0
    b.attack, b.block, b.block_index, b.chain, b.passes = [], [], 0, [], 0
    b.start_used = []
    extra = sum(1 for q in (0, 1) for m in b.missions[q] if b.cards[m].id == "m022")
    draw(b, p, 1 + extra)
    b.redraws = [-1, -1]
    b.step = START
    to_start_or_mission(b)


def start_abilities(b: Board) -> list[tuple[int, int]]:
    """(source, target) pairs of the start-of-turn abilities the Attacker may use now (N-013, N-030)."""
    out: list[tuple[int, int]] = []
    for src in b.village[b.active]:
        if src in b.start_used:
            continue
        s = script_of(b.cards[src].id)
        if s is not None and effect_on(b, src):
            out.extend((src, t) for t in s.start_targets(b, src))
    return out


def to_start_or_mission(b: Board) -> None:
    """Stay in the Start Phase while an optional ability can be used, else open the Mission Phase."""
    if b.step == START and start_abilities(b):
        return
    b.step = MISSION


def end_mission_phase(b: Board) -> None:
    """NR25: the Organization Phase (skipped with an empty Village)."""
    p = b.active
    b.teams[p] = []
    b.assigned = []
    if b.village[p]:
        b.step = ORGANIZE
    else:
        after_organization(b)


def after_organization(b: Board) -> None:
    """NR26: no Battle Phase on the first player's first turn; else the attack (NR27)."""
    if b.turn == 1:
        end_phase(b)
    else:
        b.step = ATTACK
        if not sendable_left(b):
            finish_attack(b)


def sendable_left(b: Board) -> bool:
    """The Attacker may still send a Team (fewer than 3 sent, a Team left)."""
    if len(b.attack) >= MAX_ATTACKS:
        return False
    sent = set(b.on_battlefield())
    return any(not (set(t) & sent) for t in b.teams[b.active])


def finish_attack(b: Board) -> None:
    """After the attack: blocking (NR28), or the End Phase when nobody attacks."""
    if not b.attack:
        end_phase(b)
        return
    b.stats["battles"] += 1
    b.block = [[] for _ in b.attack]
    b.block_index = 0
    b.step, b.decider = BLOCK, b.blocker


def open_eoj(b: Board) -> None:
    """NR30, NR-R7: the Exchange of Jutsu opens with the Attacker's priority."""
    b.step, b.decider, b.passes = EOJ, b.active, 0


def play_jutsu(b: Board, link: Link, paid: list[int]) -> None:
    """NR31-NR32: the card joins the chain, its Chakras go to the Discard Pile (NR-R12); priority passes."""
    p = link.owner
    b.hand[p].remove(link.card)
    for c in paid:
        b.chakra[p].remove(c)
        b.discard[p].append(c)
    b.chain.append(link)
    b.stats["jutsu_played"] += 1
    b.passes = 0
    b.decider = 1 - p


def pass_priority(b: Board) -> None:
    """NR33, NR35: two passes in a row resolve the open chain, or end the Exchange of Jutsu."""
    b.passes += 1
    if b.passes < 2:
        b.decider = 1 - b.decider
        return
    if b.chain:
        b.resolving = True
        resolve_chain(b)
    else:
        showdown(b)


def resolve_chain(b: Board) -> None:
    """NR33-NR34: last played first; each Jutsu then goes to its owner's Chakra area, failed or not. A Jutsu
    that asks its player to pick stops the chain until the answer (after_choice goes on)."""
    while b.chain and not b.pending:
        link = b.chain.pop()
        s = script_of(b.cards[link.card].id)
        ok = s is not None and s.resolve(b, link)
        if not ok:
            b.stats["jutsu_failed"] += 1
        b.chakra[link.owner].append(link.card)
    if not b.pending:
        b.resolving = False
        b.passes = 0
        b.decider = b.active  # NR-R7


def after_choice(b: Board) -> None:
    """Once a pending choice is answered: a resolving chain, or the Showdowns, go on."""
    if b.pending:
        return
    if b.resolving:
        resolve_chain(b)
    elif b.showdown_at >= 0:
        showdown(b)


def give_rewards(b: Board, p: int, n: int) -> None:
    """NR37: the opponent's top deck cards, face down, to p's Battle Reward area (a short deck gives what it has)."""
    q = 1 - p
    for _ in range(n):
        if b.deck[q]:
            b.rewards[p].append(b.deck[q].pop())
            b.stats["rewards_taken"] += 1


def _ruthless(b: Board, team: list[int]) -> bool:
    """Damage from this Team discards the Ninjas it reaches (Guillotine Sword J-031, Zabuza N-024)."""
    if any(b.flag("ruthless", i) for i in team):
        return True
    if team:
        s = script_of(b.cards[team[0]].id)
        return bool(s is not None and effect_on(b, team[0]) and s.ruthless(b, team[0]))
    return False


def _hit(b: Board, by: list[int], victim: int, n: int) -> None:
    """Damage from Team `by` to one Ninja, with the Team's after-damage effects (N-042, M-002)."""
    damage(b, victim, n, ruthless=_ruthless(b, by), by=tuple(by))


def _victory(b: Board, team: list[int]) -> None:
    for i in list(team):
        s = script_of(b.cards[i].id)
        if s is not None and effect_on(b, i):
            s.on_victory(b, i)


def showdown(b: Board) -> None:
    """NR36-NR39: every Showdown in the order the Teams attacked (NR-D8, ours), then the return (NR42). When a
    card asks its player something during a fight (N-035), the Showdowns stop after that fight and go on
    once it is answered (after_choice)."""
    k = max(b.showdown_at, 0)
    while k < len(b.attack):
        fight(b, k)
        k += 1
        if b.pending:
            b.showdown_at = k
            return
    b.showdown_at = -1
    end_phase(b)


def fight(b: Board, k: int) -> None:
    """The Showdown of attacking Team k: a Battle Reward (NR37) or a fight with its combatant pair (NR38)."""
    p = b.active
    att, blk = b.attack[k], b.block[k]
    if b.flag("skip_showdown", k):
        return
    if k not in b.flags.get("blocked", []):
        if att:
            power = team_power(b, att)
            n = 2 if power >= OUTSTANDING_AT else 1  # NR37, NR-R10
            if n == 2 and any(b.flag("extra_reward", i) for i in att):
                n += 1  # Make-Out Paradise (M-007)
            give_rewards(b, p, n)
        return
    if not att or not blk:  # NR-R8
        return
    pa, pb = team_power(b, att), team_power(b, blk)
    if pa == pb:  # NR38
        ha, hb = att[0], blk[0]
        _hit(b, blk, ha, 1)
        _hit(b, att, hb, 1)
        return
    win, lose = (att, blk) if pa > pb else (blk, att)
    loser = list(lose)
    winners = list(win)
    if abs(pa - pb) >= TOTAL_DEFEAT_AT:
        _hit(b, winners, loser[0], 2)
        for i in loser[1:]:
            _hit(b, winners, i, 1)
        if win is att and any(b.flag("extra_reward", i) for i in att):
            give_rewards(b, p, 1)  # Make-Out Paradise: an Outstanding Victory
    else:
        _hit(b, winners, loser[0], 1)
    _victory(b, winners)


def end_phase(b: Board) -> None:
    """NR42 return, NR43 winner check, NR44 discard to 6 (a decision), then NR45."""
    b.attack, b.block = [], []
    if check_winner(b):
        return
    if len(b.hand[b.active]) > HAND_LIMIT:
        b.step, b.decider = DISCARD, b.active
        return
    next_turn(b)


def check_winner(b: Board) -> bool:
    """NR43 (NR-R9: only here): 10 Battle Rewards win (both: the Attacker); else an empty deck loses (both:
    the Attacker loses)."""
    a = b.active
    have = [len(b.rewards[q]) >= REWARDS_TO_WIN for q in (0, 1)]
    if any(have):
        winner = a if have[a] else 1 - a
        finish(b, Outcome.win(2, winner, "battle rewards"))
        return True
    empty = [not b.deck[q] for q in (0, 1)]
    if any(empty):
        loser = a if empty[a] else 1 - a
        finish(b, Outcome.win(2, 1 - loser, "deck out"))
        return True
    return False


def finish(b: Board, out: Outcome) -> None:
    """The game is over."""
    b.result = out
    b.step, b.decider = OVER, -1


def next_turn(b: Board) -> None:
    """NR45-NR46: end-of-turn effects, the marker moves up, "during this turn" effects end, roles swap."""
    for i in list(b.village[b.active]):
        s = script_of(b.cards[i].id)
        if s is not None:
            s.end_turn(b, i)  # the hook checks what it needs (N-041 triggered when it was sent)
    b.marker[b.active] += 1
    b.mods, b.flags = [], {}
    if b.turn >= b.setup.turn_limit:
        finish(b, Outcome.draw(2, "turn limit", Termination.TURN_LIMIT))
        return
    begin_turn(b, 1 - b.active)


def resolve_mission(b: Board, p: int, m: int, targets: tuple[int, ...]) -> None:
    """NR20: a Mission resolves at once, then goes to the Chakra area (a Permanent one stays in the Village)."""
    card = b.cards[m]
    s = script_of(card.id)
    b.hand[p].remove(m)
    if card.permanent:
        b.missions[p].append(m)
        if targets:
            b.perm_targets[m] = targets[0]
    if s is not None:
        s.resolve(b, m, p, targets)
    if not card.permanent:
        b.chakra[p].append(m)
    b.missions_played += 1
    b.stats["missions_played"] += 1


def deploy(b: Board, p: int, iid: int, pay: tuple[int, ...]) -> None:
    """NR19, NR21, NR23: pay the hand cost into the Chakra area, put the card in the Village."""
    for x in pay:
        b.hand[p].remove(x)
        b.chakra[p].append(x)
    b.hand[p].remove(iid)
    card = b.cards[iid]
    s = script_of(card.id)
    if card.kind == NINJA:
        if not (s is not None and effect_on(b, iid) and s.no_deploy_limit(b, iid)):
            b.ninja_played += 1
        put_in_village(b, p, iid)
        b.stats["ninja_deployed"] += 1
    else:
        b.client[p].append(iid)
        b.client_played += 1


