"""Primitive operations on the board: power, damage, healing, knock-outs, drawing, moving cards, and the
questions the rules and the card scripts share (who battles whom, whose effects are on)."""
from __future__ import annotations

from ..core.pending import ask
from .board import Board
from .defs import NINJA
from .registry import script_of

COIN_PLUS_COMBAT = "+1/+0"  # Rock Lee's coin (N-041)
COIN_PLUS_BOTH = "+1/+1"  # An Outcast's Dream (M-002)
COIN_TENKETSU = "tenketsu"  # Neji's coin (N-042): the Ninja cannot be healed
COIN_CLONE = "clone"  # Battle of Clones (M-023)
COIN_SHARINGAN = "sharingan"  # Blood of the Uchiha Clan (M-027)


def one_per_card(b: Board, cards: list[int]) -> list[int]:
    """The lowest iid of each printed card among `cards` (copies of one card are interchangeable)."""
    seen: dict[str, int] = {}
    for i in sorted(cards):
        seen.setdefault(b.cards[i].id, i)
    return sorted(seen.values())


# ---- who is where ------------------------------------------------------------------------------------


def effect_on(b: Board, iid: int) -> bool:
    """NR41, NR7: a healthy Ninja's effect text works; an injured one's only when it is marked Valid."""
    if iid not in b.injured:
        return True
    s = script_of(b.cards[iid].id)
    return bool(s is not None and getattr(s, "valid", False))


def sent_team(b: Board, iid: int) -> list[int] | None:
    """The Battlefield Team holding iid (Head first), or None."""
    where = b.team_of_sent(iid)
    if where is None:
        return None
    side, k = where
    return b.attack[k] if side == "attack" else b.block[k]


def opposing_team(b: Board, iid: int) -> list[int]:
    """NR29: the Team battling against iid's Team (empty for a non-combatant or a Stand-By Ninja)."""
    where = b.team_of_sent(iid)
    if where is None:
        return []
    side, k = where
    return list(b.block[k]) if side == "attack" else list(b.attack[k])


def battling_against(b: Board, iid: int) -> list[int]:
    """The Ninjas battling against iid (its combatant pair's other Team)."""
    return opposing_team(b, iid)


def has_char(b: Board, iid: int, ch: str) -> bool:
    """A characteristic, counting "during this turn" changes (Sexy Jutsu's gender swap) and coins."""
    c = b.cards[iid]
    if ch == "Male" and b.flag("female", iid):
        return False
    if ch == "Female" and b.flag("female", iid):
        return True
    if ch in ("Clone Status", "Clone status"):
        return ("Clone Status" in c.characteristics or b.flag("clone", iid)
                or COIN_CLONE in b.coins.get(iid, ()))
    if ch == "Sharingan Eye" and COIN_SHARINGAN in b.coins.get(iid, ()):
        return True
    if ch == "Animal" and b.flag("animal", iid):
        return True
    return ch in c.characteristics


def rank(b: Board, iid: int) -> int:
    """The rank's place in defs.RANKS (-1: no rank)."""
    return b.cards[iid].rank


def attribute(b: Board, iid: int) -> str:
    """The Combat Attribute, counting Transform Jutsu's change (J-016)."""
    for t, kind, a, _ in reversed(b.mods):
        if t == iid and kind == "attr":
            return ("Taijutsu", "Ninjutsu", "Genjutsu", "Flame")[a]
    return b.cards[iid].attribute


def names_of(b: Board, iid: int) -> tuple[str, ...]:
    """A Ninja's names: printed and aliases (NR-R2), or "Shooting Star" while M-040 marks it."""
    if any(t == iid and b.cards[m].id == "m040" for m, t in b.perm_targets.items()):
        return ("Shooting Star",)
    return b.cards[iid].names


def names_in_play(b: Board, p: int) -> set[str]:
    """NR19, NR-R2: every name (aliases too) of p's Ninjas in play."""
    out: set[str] = set()
    for i in b.village[p]:
        out.update(names_of(b, i))
    return out


# ---- power --------------------------------------------------------------------------------------------


def stats(b: Board, iid: int) -> tuple[int, int]:
    """NR36, NR41: current Combat / Support: the printed pair of its status, coins, effects in play, then
    this turn's changes in the order they were made."""
    c = b.cards[iid]
    base = c.injured if iid in b.injured else c.healthy
    if b.flag("locked", iid):  # Escape Jutsu (J-020): the printed value, unchangeable this turn
        return base
    cmb, sup = base
    for coin in b.coins.get(iid, ()):
        if coin == COIN_PLUS_COMBAT:
            cmb += 1
        elif coin == COIN_PLUS_BOTH:
            cmb, sup = cmb + 1, sup + 1
    for src in b.on_battlefield():
        s = script_of(b.cards[src].id)
        if s is not None and effect_on(b, src):
            bonus = s.bonus(b, src, iid)
            if bonus is not None:
                cmb, sup = cmb + bonus[0], sup + bonus[1]
    held: tuple[int, int] | None = None
    for t, kind, x, y in b.mods:
        if t != iid:
            continue
        if kind == "add":
            cmb, sup = cmb + x, sup + y
        elif kind == "combat":
            cmb = x
        elif kind == "power":
            cmb, sup = x, y
        elif kind == "swap":
            cmb, sup = sup, cmb
        elif kind == "held":  # "is considered to be" (J-023): whatever else changes this turn
            held = (x, y)
    return held if held is not None else (cmb, sup)


def team_power(b: Board, team: list[int]) -> int:
    """NR36: the Head's Combat plus the Support of each Back Ninja (0 for an empty Team)."""
    if not team:
        return 0
    return stats(b, team[0])[0] + sum(stats(b, i)[1] for i in team[1:])


def add_mod(b: Board, iid: int, kind: str, x: int = 0, y: int = 0) -> None:
    """A "during this turn" change to iid's power (ignored while Escape Jutsu holds it)."""
    if not b.flag("locked", iid):
        b.mods.append((iid, kind, x, y))


# ---- cards moving -------------------------------------------------------------------------------------


def draw(b: Board, p: int, n: int = 1) -> int:
    """NR18: p draws up to n cards from the top of the deck; returns how many were drawn."""
    k = 0
    for _ in range(n):
        if not b.deck[p]:
            break
        b.hand[p].append(b.deck[p].pop())
        k += 1
    return k


def deck_to_chakra(b: Board, p: int, n: int) -> None:
    """The top n cards of p's deck to p's Chakra area (as many as there are)."""
    for _ in range(n):
        if b.deck[p]:
            b.chakra[p].append(b.deck[p].pop())


def detach(b: Board, iid: int) -> None:
    """Take a Ninja out of every Team and the Battlefield (NR-R8: the first Back Ninja becomes Head)."""
    p = b.owner[iid]
    for seat in (p, 1 - p):
        for t in b.teams[seat]:
            if iid in t:
                t.remove(iid)
        b.teams[seat] = [t for t in b.teams[seat] if t]
    for t in b.attack:
        if iid in t:
            t.remove(iid)
    for t in b.block:
        if iid in t:
            t.remove(iid)
    if iid in b.assigned:
        b.assigned.remove(iid)


def leave_play(b: Board, iid: int, to: str, top: bool = True) -> None:
    """A card in play leaves for its owner's `to` zone (discard, hand, deck top, chakra): statuses,
    coins and Team places are lost (NR40)."""
    p = b.owner[iid]
    s = script_of(b.cards[iid].id)
    marked = b.perm_targets.get(iid)
    for seat in (0, 1):
        for zone in (b.village, b.missions, b.client):
            if iid in zone[seat]:
                zone[seat].remove(iid)
    detach(b, iid)
    b.injured.discard(iid)
    b.coins.pop(iid, None)
    b.perm_targets.pop(iid, None)
    for m, target in list(b.perm_targets.items()):
        if target == iid:
            del b.perm_targets[m]
    dest = getattr(b, to)[p]
    if to == "deck" and not top:
        dest.insert(0, iid)
    else:
        dest.append(iid)
    if s is not None:
        s.on_leave(b, iid)
        if marked is not None and hasattr(s, "on_leave_target"):
            s.on_leave_target(b, iid, marked)


def knock_out(b: Board, iid: int) -> None:
    """NR40: to its owner's Discard Pile."""
    if iid in b.village[b.owner[iid]] or iid in b.village[1 - b.owner[iid]]:
        b.stats["knockouts"] += 1
        leave_play(b, iid, "discard")


def put_in_village(b: Board, p: int, iid: int) -> None:
    """A Ninja enters p's Village healthy (NR19), leaving any other Village and Team, with its on-entry
    effect (N-035)."""
    for q in (0, 1):
        if iid in b.village[q]:
            b.village[q].remove(iid)
    detach(b, iid)
    b.village[p].append(iid)
    b.injured.discard(iid)
    s = script_of(b.cards[iid].id)
    if s is not None and hasattr(s, "on_deploy") and effect_on(b, iid):
        s.on_deploy(b, iid)


def team_key(b: Board, iid: int) -> int:
    """The index of the combatant pair (the attacking Team's) iid battles in, or -1."""
    where = b.team_of_sent(iid)
    return -1 if where is None else where[1]


def controller(b: Board, iid: int) -> int:
    """The seat whose Village holds iid (a taken Ninja may sit in the other Village: Mind Transfer)."""
    return 0 if iid in b.village[0] else 1 if iid in b.village[1] else b.owner[iid]


def heal(b: Board, iid: int) -> bool:
    """NR41: an injured Ninja becomes healthy (not with a Tenketsu coin, N-042); True when it did."""
    if iid not in b.injured:
        return False
    if COIN_TENKETSU in b.coins.get(iid, ()) and any(
            b.cards[n].id == "n042" and effect_on(b, n) for p in (0, 1) for n in b.village[p]):
        return False
    b.injured.discard(iid)
    return True


def injure(b: Board, iid: int) -> None:
    """Change a healthy Ninja to injured status (an injured one stays injured)."""
    b.injured.add(iid)


GUARD = "guard"  # the question a team-mate that may take Damage for its Head asks its owner (N-022)


def damage(b: Board, iid: int, n: int, ruthless: bool = False, by: tuple[int, ...] = (),
           guard: tuple[int, str] | None = None) -> int:
    """NR40: give n Damage; returns the Damage received after reductions. `ruthless`: the Ninja is
    discarded once Damage is applied, even if reduced to 0 (Guillotine Sword, N-024), unless negated. `by`:
    the Team giving it (its after-damage effects follow). A Head whose team-mate may take a Damage for it
    (N-022) first asks that mate's owner (a pending choice): the Damage waits for the answer, `guard`
    (mate, answer)."""
    if n <= 0 or iid not in b.village[controller(b, iid)]:
        return 0
    if b.flag("no_damage", iid):  # Manji Battle Formation (M-041): the Damage is negated
        return 0
    team = sent_team(b, iid)
    if guard is None and team and team[0] == iid:
        for mate in team[1:]:
            ms = script_of(b.cards[mate].id)
            if ms is not None and effect_on(b, mate) and getattr(ms, "guards_head", False):
                ask(b.pending, controller(b, mate), ("no", "scapegoat"), mate, b.cards[mate].id, GUARD,
                    (iid, n, int(ruthless), *by), "may")
                return 0
    s = script_of(b.cards[iid].id)
    if s is not None and effect_on(b, iid):
        n = s.reduce_damage(b, iid, n)
    if guard is not None and guard[1] == "scapegoat" and n > 0 and guard[0] in b.village[controller(b, guard[0])]:
        n -= 1
        damage(b, guard[0], 1)
    if n >= 2 or (n == 1 and iid in b.injured) or ruthless:
        knock_out(b, iid)
    elif n == 1:
        b.injured.add(iid)
    if n > 0 and by:
        after_damage(b, by, iid)
    return n


def after_damage(b: Board, by: tuple[int, ...], victim: int) -> None:
    """Effects of a Team that gave Damage (N-042) and of its side's Permanent Missions (M-002)."""
    for src in by:
        s = script_of(b.cards[src].id)
        if s is not None and effect_on(b, src):
            s.after_damage(b, src, victim)
    for m in list(b.missions[b.owner[by[0]]]):
        ms = script_of(b.cards[m].id)
        if ms is not None and hasattr(ms, "after_team_damage"):
            ms.after_team_damage(b, m, list(by), victim)


def hand_cost_ok(b: Board, p: int, iid: int, pay: tuple[int, ...]) -> bool:
    """NR23, NR-R3: `pay` is exactly hand_cost other hand cards, each sharing a Symbol with the card."""
    c = b.cards[iid]
    if len(pay) != c.hand_cost or len(set(pay)) != len(pay) or iid in pay:
        return False
    return all(x in b.hand[p] and b.cards[x].shares_symbol(c) for x in pay)


def entrance_cost(b: Board, p: int, iid: int) -> int:
    """NR22: the Entrance cost, with the effects that change it (N-007, M-025, M-039)."""
    c = b.cards[iid]
    cost = c.entrance
    for src in b.in_play(p) + b.in_play(1 - p):
        s = script_of(b.cards[src].id)
        if s is not None and (b.cards[src].kind != NINJA or effect_on(b, src)):
            cost += s.cost_change(b, src, p, iid)
    cost -= sum(1 for x in b.flags.get("cheaper", ()) if x == p) if c.kind == NINJA and c.entrance <= 2 else 0
    return max(0, cost)
