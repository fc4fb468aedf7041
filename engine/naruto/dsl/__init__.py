"""The Naruto effect vocabulary: conditions, requirements, targets and verbs that card scripts combine
(docs/naruto.md). A script is one declarative object per card:

    Ninja(text, bonuses=(Bonus(ATTACKING, 1, 0),))                      Choji (N-006)
    Jutsu(text, target=USER, effects=(Pump(2, 2),))                     Kunai (J-001)
    Jutsu(text, requires=(Attr("Shadow"),), target=ONE_OPPOSING, effects=(SetPower(0, 0),))
    Mission(text, target=OwnInjured(), effects=(Heal(),))               Ichiraku Noodle Shop (M-001)

Every script says its status: `full`, or `partial` with the reason (what the engine does not simulate)."""
from __future__ import annotations

from ..board import Board
from ..defs import JUTSU, MISSION, NINJA, set1
from ..ops import (
    COIN_PLUS_BOTH,
    COIN_PLUS_COMBAT,
    COIN_TENKETSU,
    damage,
    draw,
    effect_on,
    has_char,
    heal,
    knock_out,
    leave_play,
    names_in_play,
    one_per_card,
    put_in_village,
    rank,
    sent_team,
    stats,
    team_key,
    team_power,
)
from ..registry import register, script_of
from .conditions import (
    ALONE,
    ATTACKING,
    FULL,
    GENIN,
    IN_BATTLE,
    INJURED,
    IS_HEAD,
    JONIN,
    NONE,
    PARTIAL,
    Attr,
    Char,
    Ctx,
    RankAtLeast,
    against,
    all_of,
    attr_is,
    chars,
    head_is,
    mate_is,
    rank_at_most,
)
from .scripts import Bonus, Jutsu, Mission, Ninja, Script, opp_ninjas, own_ninjas
from .targets import (
    ALL_OPPOSING,
    ANY_NINJA,
    CHAIN,
    NO_TARGET,
    ONE_OPPOSING,
    OWN_SENT,
    REWARD,
    SENT,
    STANDBY,
    USER,
    Target,
)
from .verbs import (
    Call,
    CoinPump,
    Damage,
    DeckToChakra,
    Draw,
    Heal,
    Injure,
    Lock,
    Mark,
    MarkUser,
    MillRandom,
    MinusHands,
    Move,
    Negate,
    Pump,
    PumpByCombat,
    RewardToChakra,
    SetCombat,
    SetPower,
    Swap,
    ToStandBy,
    ask_card,
    look_at_hand,
)


def card(card_id: str, script: Script) -> Script:
    """Register a card's script."""
    return register(card_id, script)  # type: ignore[no-any-return]


__all__ = [
    "ask_card", "look_at_hand", "one_per_card",
    "GENIN", "JONIN", "script_of", "set1",
    "Board", "COIN_PLUS_BOTH", "names_in_play", "put_in_village", "team_key",
    "ALL_OPPOSING", "ALONE", "ANY_NINJA", "ATTACKING", "CHAIN", "COIN_PLUS_COMBAT", "COIN_TENKETSU", "Attr", "Bonus",
    "Call", "Char", "CoinPump", "Ctx", "Damage", "DeckToChakra", "Draw", "FULL", "Heal", "INJURED", "IN_BATTLE",
    "IS_HEAD", "Injure", "JUTSU", "Jutsu", "Lock", "MISSION", "Mark", "MarkUser", "MillRandom", "MinusHands",
    "Mission", "Move", "NINJA", "NONE", "NO_TARGET", "Negate", "Ninja", "ONE_OPPOSING", "OWN_SENT", "PARTIAL",
    "Pump", "PumpByCombat", "REWARD", "RankAtLeast", "RewardToChakra", "SENT", "STANDBY", "Script", "SetCombat",
    "SetPower", "Swap", "Target", "ToStandBy", "USER", "against", "all_of", "attr_is", "card", "chars", "damage",
    "draw", "effect_on", "has_char", "head_is", "heal", "knock_out", "leave_play", "mate_is", "opp_ninjas",
    "own_ninjas", "rank", "rank_at_most", "sent_team", "stats", "team_power",
]
