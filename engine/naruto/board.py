"""The Naruto board: game data only (no rules), cheap to clone.

Every card of both decks has an instance id (iid): seat 0's cards are 0..39 and seat 1's 40..79 (for a
40-card format), numbered in the deck list's canonical order. Zones are lists of iids (NR12): each seat's
deck (top = last), hand, Chakra area (oldest first), Discard Pile, Village Ninjas, Village Missions and
Client, Battle Rewards, and the Jutsu on the open chain. Every card is in exactly one of them (zone_of).
Teams and the Battlefield only point at Village Ninjas: a Ninja sent to battle stays in its Village list."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.outcome import Outcome
from ..core.pending import PendingChoice
from ..core.rng import Rng
from .defs import CardDef
from .setup import Setup

# steps: what the deciding seat decides now
COIN, REDRAW, START, MISSION, ORGANIZE, ATTACK, BLOCK, EOJ, DISCARD, OVER = (
    "coin", "redraw", "start", "mission", "organize", "attack", "block", "eoj", "discard", "over")
STEPS = (COIN, REDRAW, START, MISSION, ORGANIZE, ATTACK, BLOCK, EOJ, DISCARD, OVER)
ZONES = ("deck", "hand", "chakra", "discard", "village", "missions", "client", "rewards", "aside")

STAT_KEYS = ("ninja_deployed", "missions_played", "jutsu_played", "jutsu_failed", "battles", "knockouts",
             "rewards_taken", "redraws")


@dataclass
class Link:
    """One Jutsu on the open chain (NR30-NR34): the card, its owner, the user, the targets (iids, or
    chain positions for a Jutsu that targets a Jutsu), X (variable costs) and the player's choice word."""

    card: int
    owner: int
    user: int
    targets: tuple[int, ...] = ()
    x: int = 0
    choice: str = ""

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        return {"card": self.card, "owner": self.owner, "user": self.user, "targets": list(self.targets),
                "x": self.x, "choice": self.choice}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Link:
        """From JSON form."""
        return cls(int(d["card"]), int(d["owner"]), int(d["user"]), tuple(int(t) for t in d["targets"]),
                   int(d.get("x", 0)), str(d.get("choice", "")))


class Board:
    """The data of one Naruto position (see the module docstring)."""

    __slots__ = ("setup", "cards", "owner", "rng", "turn", "active", "first", "step", "decider", "deck", "hand",
                 "chakra", "discard", "village", "missions", "client", "rewards", "aside", "marker", "redraws",
                 "injured", "coins", "teams", "assigned", "ninja_played", "missions_played", "client_played",
                 "attack", "block", "block_index", "chain", "passes", "mods", "flags", "perm_targets",
                 "turns_taken", "result", "stats", "start_used", "pending", "resolving", "showdown_at")

    setup: Setup
    cards: tuple[CardDef, ...]  # per iid
    owner: tuple[int, ...]  # per iid: the seat whose deck it came from
    rng: Rng
    turn: int  # turns started so far (1 on the first turn)
    active: int  # the Attacker (NR17)
    first: int  # the seat that went first (-1 before NR15 is decided)
    step: str
    decider: int  # the seat deciding now
    deck: list[list[int]]
    hand: list[list[int]]
    chakra: list[list[int]]
    discard: list[list[int]]
    village: list[list[int]]  # Ninjas in play
    missions: list[list[int]]  # Permanent Missions in the Village
    client: list[list[int]]  # 0 or 1 Client (NR21)
    rewards: list[list[int]]  # Battle Rewards, face down
    aside: list[list[int]]  # cards a seat looks at while an effect asks it to pick (Bingo Book's top 3)
    marker: list[int]  # the Turn Marker (NR22, NR45)
    redraws: list[int]  # re-draws taken (NR16); -1 once the seat keeps
    injured: set[int]
    coins: dict[int, list[str]]  # Ninja Blade coins on a card (Rock Lee's +1/+0, a Tenketsu coin, ...)
    teams: list[list[list[int]]]  # each seat's Teams of its last Organization Phase (NR25, NR-R5)
    assigned: list[int]  # Ninjas already put in a Team during this Organization Phase
    ninja_played: int  # Ninja deployments this turn (NR19)
    missions_played: int  # NR20
    client_played: int  # NR21
    attack: list[list[int]]  # attacking Teams on the Battlefield, Head first (NR27)
    block: list[list[int]]  # the blocking Team of each attacking Team ([] = not blocked) (NR28)
    block_index: int  # the attacking Team the Blocker answers now
    chain: list[Link]  # the open chain, oldest first (NR30)
    passes: int  # passes in a row in the Exchange of Jutsu (NR33, NR35)
    mods: list[tuple[int, str, int, int]]  # "during this turn" power changes, in order (NR46)
    flags: dict[str, list[int]]  # "during this turn" marks: flag name -> iids (or seats)
    perm_targets: dict[int, int]  # a Permanent Mission -> the Ninja it marks
    turns_taken: list[int]  # turns each seat has begun
    start_used: list[int]  # start-of-turn abilities used or declined this turn
    pending: list[PendingChoice]  # decisions an effect stopped for (engine/core/pending.py), newest last
    resolving: bool  # a chain is resolving (NR33): it goes on once the pending choice is answered
    showdown_at: int  # the next Showdown to resolve while the Showdowns wait for an answer (-1: none under way)
    result: Outcome | None
    stats: dict[str, int]

    def copy_into(self, o: Board) -> None:
        """Copy every field into `o` (containers copied, so the two are independent)."""
        o.setup, o.cards, o.owner = self.setup, self.cards, self.owner
        o.rng = self.rng.copy()
        o.turn, o.active, o.first, o.step, o.decider = self.turn, self.active, self.first, self.step, self.decider
        for z in ZONES:
            setattr(o, z, [list(x) for x in getattr(self, z)])
        o.marker = list(self.marker)
        o.redraws = list(self.redraws)
        o.injured = set(self.injured)
        o.coins = {k: list(v) for k, v in self.coins.items()}
        o.teams = [[list(t) for t in ts] for ts in self.teams]
        o.assigned = list(self.assigned)
        o.ninja_played, o.missions_played, o.client_played = self.ninja_played, self.missions_played, self.client_played
        o.attack = [list(t) for t in self.attack]
        o.block = [list(t) for t in self.block]
        o.block_index = self.block_index
        o.chain = [Link(x.card, x.owner, x.user, x.targets, x.x, x.choice) for x in self.chain]
        o.passes = self.passes
        o.mods = list(self.mods)
        o.flags = {k: list(v) for k, v in self.flags.items()}
        o.perm_targets = dict(self.perm_targets)
        o.turns_taken = list(self.turns_taken)
        o.start_used = list(self.start_used)
        o.pending = list(self.pending)
        o.resolving = self.resolving
        o.showdown_at = self.showdown_at
        o.result = self.result
        o.stats = dict(self.stats)

    # ---- read-only helpers --------------------------------------------------------------------------

    @property
    def deciding(self) -> int:
        """The seat that decides now: the one a pending choice asks, else the step's decider."""
        return self.pending[-1].player if self.pending else self.decider

    @property
    def blocker(self) -> int:
        """The seat that is not the Attacker (NR17)."""
        return 1 - self.active

    def card(self, iid: int) -> CardDef:
        """The printed card of an instance."""
        return self.cards[iid]

    def in_play(self, p: int) -> list[int]:
        """p's cards in play: Village Ninjas, Permanent Missions and Client."""
        return [*self.village[p], *self.missions[p], *self.client[p]]

    def on_battlefield(self) -> list[int]:
        """Every Ninja sent to battle this turn (NR27, NR28)."""
        out = [i for t in self.attack for i in t]
        out += [i for t in self.block for i in t]
        return out

    def team_of_sent(self, iid: int) -> tuple[str, int] | None:
        """("attack" | "block", index) of the Battlefield Team holding iid, or None (a Stand-By Ninja)."""
        for k, t in enumerate(self.attack):
            if iid in t:
                return ("attack", k)
        for k, t in enumerate(self.block):
            if iid in t:
                return ("block", k)
        return None

    def zone_of(self, iid: int) -> str:
        """The zone holding a card ('chain' for a Jutsu being played)."""
        p = self.owner[iid]
        for z in ZONES:
            for q in (p, 1 - p):
                if iid in getattr(self, z)[q]:
                    return z
        if any(x.card == iid for x in self.chain):
            return "chain"
        return "nowhere"

    def all_zone_cards(self) -> list[int]:
        """Every card in every zone, for the conservation check (each iid exactly once)."""
        out: list[int] = []
        for z in ZONES:
            for lst in getattr(self, z):
                out.extend(lst)
        out.extend(x.card for x in self.chain)
        return out

    def flag(self, name: str, iid: int) -> bool:
        """True when a "during this turn" mark is on iid."""
        return iid in self.flags.get(name, ())

    def add_flag(self, name: str, iid: int) -> None:
        """Put a "during this turn" mark on iid."""
        self.flags.setdefault(name, []).append(iid)
