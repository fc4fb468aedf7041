"""A learned value of a position: a linear model of "this side wins" over a few board features.

`features(state, me)` describes the position from `me`'s side as it will stand once the side to move has
fought (the Fight is played in the head, as evaluate.turn_value plays it: R18, R19, R21, R22; nothing is
cloned or applied), every term mine minus theirs, so the features of the other side are the same numbers
negated. `Model.value(state, me)` is the model's logit of "me wins" (a win or a loss is +/- WIN), which a
search can compare between positions without finishing the turn: it costs one reading of the board
(Creature stats through their always-on bonuses), no playout.

The weights live in a JSON file beside this module (value_weights.json: the features' names, the weights,
and the seed, games, decks and players they were fitted on). `python -m bench.value` fits them from the
engine's own games (docs/players.md, "The learned value")."""
from __future__ import annotations

import json
from pathlib import Path

from ..board import DRAW_RESULT, FIGHT, K_CREATURE, MAIN, MULLIGAN, OVER, READY
from ..events import SCRIPTS
from ..rules.legal import attack_blocked
from ..rules.turn import no_floop_or_fight
from .evaluate import evaluate, turn_value
from .team_eval import team_value
from .view import creature_stats

WIN = 1000.0
WEIGHTS_FILE = Path(__file__).with_name("value_weights.json")

# A card in hand, in HP (evaluate.turn_value's rates). Not fitted: a fit of the game's result credits a card
# in hand with the card advantage it goes with (about 5 HP a card), and a search that believes that draws
# with its Actions instead of playing (docs/players.md, "The learned value").
HAND_CREATURE = 1.2
HAND_OTHER = 0.9

FEATURES = (
    "material",  # HP plus cards in hand at a fixed rate (HAND_CREATURE, HAND_OTHER), mine minus theirs
    "danger",  # 1 / (their HP + 2) - 1 / (my HP + 2): low HP costs more than a point of HP says
    "atk",  # ATK on the board (none below 0)
    "def_left",  # DEF left on the board
    "creatures",  # Creatures on the board
    "scripted_creatures",  # of them, those whose text the engine plays
    "buildings",  # Buildings on the board
    "scripted_buildings",  # of them, those whose text the engine plays
    "threat_next",  # unblocked ATK of the side that moves next (its next Fight), signed: + when that is me
    "threat_later",  # unblocked ATK of the other side (a Fight later), signed: + when that is me
    "lethal",  # the side that moves next has unblocked ATK >= the other's HP: +1 when that is me, else -1
    "next",  # +1 when I move next, -1 when they do
)


def _side(state, p, st_p, st_o):
    """Board features of side p from the stats after the Fight: (atk, def_left, creatures, scripted
    creatures, buildings, scripted buildings, unblocked ATK)."""
    atk = dfn = n = ns = nb = nbs = unblocked = 0
    cr = state.creature[p]
    scripted = state.scripted
    scripts = state.scripts
    slug = state.tab.slug
    for lane in range(len(st_p)):
        st = st_p[lane]
        if st is not None:
            a, left = st
            a = a if a > 0 else 0
            atk += a
            dfn += left if left > 0 else 0
            n += 1
            if scripted and scripts[cr[lane]] is not None:
                ns += 1
            if st_o[lane] is None:
                unblocked += a
    for b in state.building[p]:  # a Lane's Building and the additional ones (Burly Lumberjack) alike
        if b >= 0:
            nb += 1
            if scripted and slug[b] in SCRIPTS:
                nbs += 1
    return atk, dfn, n, ns, nb, nbs, unblocked


def _fought(state, fight):
    """(stats per side and Lane, HP per side, the side that moves next) once the side to move has fought:
    each ready Creature hits the Creature facing it or, behind an empty Lane, the HP (R18, R19); a Flooped
    or exhausted Creature does not attack (R21); no first-turn Fight (R10). Without `fight` (a turn that
    has just begun) the board as it stands, the side to move moving next."""
    mover = state.active
    other = state.opponent(mover)
    lanes = state.lanes_of(mover)
    st = [[creature_stats(state, p, ln) for ln in state.lanes_of(p)] for p in state.seats]
    hp = state.hp[:]
    phase = state.phase
    if not fight or phase == MULLIGAN:
        return st, hp, mover
    if phase not in (MAIN, FIGHT) or no_floop_or_fight(state):
        return st, hp, other
    cr, cs = state.creature[mover], state.cstate[mover]
    sm, so = st[mover], st[other]
    scripted = state.scripted
    for ln in lanes:
        if cr[ln] < 0 or cs[ln] != READY or (scripted and attack_blocked(state, other, ln)):
            continue
        a_atk, a_left = sm[ln]
        a_atk = a_atk if a_atk > 0 else 0
        d = so[ln]
        if d is None:
            hp[other] -= a_atk
            continue
        d_atk, d_left = d
        d_atk = d_atk if d_atk > 0 else 0
        d_left -= a_atk  # R18/R19: both deal their damage at once
        a_left -= d_atk
        so[ln] = (d_atk, d_left) if d_left > 0 else None
        sm[ln] = (a_atk, a_left) if a_left > 0 else None
    return st, hp, other


def features(state, me, fight=True):
    """The FEATURES of a position not yet over, from `me`'s side (module docstring); None when the Fight
    played in the head takes the other side's HP to 0 (R22: the side to move wins). `fight=False` for a
    turn that has just begun: its Fight is not played in the head (the frame is the same: between two
    turns, the side to move next as the feature `next` says)."""
    o = state.opponent(me)
    st, hp, nxt = _fought(state, fight)
    hp_me, hp_op = hp[me], hp[o]
    if hp_me <= 0 or hp_op <= 0:
        return None
    m = _side(state, me, st[me], st[o])
    t = _side(state, o, st[o], st[me])
    kind = state.tab.kind
    hc_me = sum(1 for c in state.hand[me] if kind[c] == K_CREATURE)
    hc_op = sum(1 for c in state.hand[o] if kind[c] == K_CREATURE)
    sign = 1.0 if nxt == me else -1.0
    u_next, u_later = (m[6], t[6]) if nxt == me else (t[6], m[6])
    hp_hit = hp_op if nxt == me else hp_me
    return (
        (hp_me - hp_op) + HAND_CREATURE * (hc_me - hc_op)
        + HAND_OTHER * ((len(state.hand[me]) - hc_me) - (len(state.hand[o]) - hc_op)),
        1.0 / (hp_op + 2) - 1.0 / (hp_me + 2),
        float(m[0] - t[0]), float(m[1] - t[1]), float(m[2] - t[2]), float(m[3] - t[3]),
        float(m[4] - t[4]), float(m[5] - t[5]),
        sign * u_next,
        -sign * u_later,
        sign if u_next >= hp_hit else 0.0,
        sign,
    )


class Model:
    """A linear model over FEATURES: `value(state, me)` is its logit of "me wins" (module docstring)."""

    def __init__(self, weights, meta=None):
        if len(weights) != len(FEATURES):
            raise ValueError(f"a value model needs {len(FEATURES)} weights, got {len(weights)}")
        self.weights = tuple(float(w) for w in weights)
        self.meta = dict(meta or {})

    @classmethod
    def load(cls, path=WEIGHTS_FILE):
        """The model stored in a weights file (JSON: {"features": [...], "weights": {name: w}, ...})."""
        data = json.loads(Path(path).read_text())
        names = tuple(data["features"])
        if names != FEATURES:
            raise ValueError(f"{path}: features {names} do not match this engine's {FEATURES}")
        w = data["weights"]
        return cls([w[n] for n in FEATURES], {k: v for k, v in data.items() if k not in ("features", "weights")})

    def logit(self, x) -> float:
        """w . x for a feature tuple."""
        return sum(w * v for w, v in zip(self.weights, x, strict=True))

    def value(self, state, me, fight=True) -> float:
        """The logit of "me wins" (+/- WIN when the game is over, 0 for a draw); `fight` as for features(). At a
        table of teams (Doubles) the model, fitted on 1 vs 1 games, has no features to read: the hand-set team
        evaluation (team_eval.team_value) stands in, in its own units."""
        if len(state.hp) != 2:
            return team_value(state, me)
        if state.phase == OVER:
            w = state.winner
            if w == DRAW_RESULT or w is None:
                return 0.0
            return WIN if w == me else -WIN
        x = features(state, me, fight)
        if x is None:
            return WIN if state.active == me else -WIN
        return self.logit(x)


class HandSetValue:
    """The hand-set evaluation in a Model's place, for comparison (docs/players.md, "Greedy-value"): a
    position mid-turn by evaluate.turn_value (the Fight of the side to move played in the head), a turn that
    has passed by evaluate() (greedy's own leaf score). `ValueGreedyPlayer(model=HandSetValue())`."""

    def value(self, state, me, fight=True) -> float:
        """turn_value with `fight`, else evaluate(), from `me`'s side."""
        return turn_value(state, me) if fight else evaluate(state, me)


_DEFAULT: list = []


def default_model() -> Model:
    """The shipped model (value_weights.json), loaded once."""
    if not _DEFAULT:
        _DEFAULT.append(Model.load())
    return _DEFAULT[0]


__all__ = ["FEATURES", "WEIGHTS_FILE", "WIN", "HandSetValue", "Model", "default_model", "features"]
