"""Fit the learned leaf value (engine/cardwars/players/value.py) from the engine's own games:
`python -m bench.value [--games 500] [--seed 1] [--players greedy-fast] [--mid-turn] [--processes 1]
[--out engine/cardwars/players/value_weights.json]`.

It plays `games` games with card scripts on, cycling through the six Collector's Pack pairs and alternating
which deck goes first (game i has seed game_seed(seed, i), as every match here), and keeps the position
at the first decision of each turn (the board after the last Fight was really played: the frame a search
scores, its own Fight played in the head), its features from seat 0's side, labelled with whether seat 0
won (draws left out). With `--mid-turn` it also keeps every later decision of the main phase and the Fight,
the Fight of the side to move played in the head (more rows, but a worse player: docs/players.md). The features are antisymmetric (seat 1's are seat 0's negated), so one row per position says all.
A logistic model without intercept is fitted by Newton's method (IRLS) with a small ridge, in plain Python:
first on the games but the last fifth, to report its log loss and accuracy on those held-out games, then on
all the games, which gives the weights written to `--out` with the seed, games, pairs and players they
came from. Same arguments, same file."""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time

from engine.cardwars.board import FIGHT, MAIN, OVER
from engine.cardwars.defs import load_card_pool
from engine.cardwars.game import new_game
from engine.cardwars.match import game_seed, make_players, seated_setup
from engine.cardwars.players.value import FEATURES, WEIGHTS_FILE, features
from engine.cardwars.rules.apply import apply_unchecked

from .engine import DEFAULT_CATALOGUE

CP_PAIRS = (("CP1-finn", "CP1-jake"), ("CP2-bmo", "CP2-lady-rainicorn"),
            ("CP3-princess-bubblegum", "CP3-lumpy-space-princess"), ("CP4-ice-king", "CP4-marceline"),
            ("CP5-lemongrab", "CP5-gunter"), ("CP6-fionna", "CP6-cake"))
RIDGE = 1.0  # L2 penalty on the weights (in log-likelihood units): keeps rare features from running off
NEWTON_STEPS = 25
HOLDOUT = 5  # every game index i with i % HOLDOUT == HOLDOUT - 1 is held out for the report

_POOL: dict = {}


def _pool(catalogue):
    if catalogue not in _POOL:
        _POOL[catalogue] = load_card_pool(catalogue)
    return _POOL[catalogue]


def game_rows(job):
    """Play game `index` of the data set and return (index, rows, label): rows are feature tuples from
    seat 0's side, label 1.0 when seat 0 won, 0.0 when it lost, None for a draw."""
    catalogue, pairs, seed, index, players, mid_turn = job
    pool = _pool(catalogue)
    a, b = pairs[index % len(pairs)]
    setup = seated_setup(pool.setup(a), pool.setup(b), (index // len(pairs)) % 2)
    gseed = game_seed(seed, index)
    s = new_game(setup, gseed)
    seats = make_players(players, gseed)
    rows = []
    turn = None
    while s.phase != OVER:
        if s.phase in (MAIN, FIGHT):
            if s.turn != turn:
                turn = s.turn
                x = features(s, 0, fight=False)
                if x is not None:
                    rows.append(x)
            if mid_turn:
                x = features(s, 0)
                if x is not None:
                    rows.append(x)
        apply_unchecked(s, seats[s.current_player()].select_action(s))
    w = s.outcome().winner
    label = None if w is None else (1.0 if w == 0 else 0.0)
    return index, rows, label


def _solve(m, v):
    """Solve m x = v (m symmetric positive definite) by Gaussian elimination with partial pivoting."""
    n = len(v)
    a = [list(m[i]) + [v[i]] for i in range(n)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        piv = a[c][c]
        for r in range(c + 1, n):
            f = a[r][c] / piv
            if f:
                row, top = a[r], a[c]
                for k in range(c, n + 1):
                    row[k] -= f * top[k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (a[r][n] - sum(a[r][k] * x[k] for k in range(r + 1, n))) / a[r][r]
    return x


def _sigmoid(z):
    return 1.0 / (1.0 + math.exp(-z)) if z >= 0 else math.exp(z) / (1.0 + math.exp(z))


def fit(xs, ys, ridge=RIDGE, steps=NEWTON_STEPS):
    """Logistic regression without intercept, L2 `ridge`, by Newton's method: the weights, one per feature."""
    n = len(FEATURES)
    w = [0.0] * n
    for _ in range(steps):
        hess = [[ridge if i == j else 0.0 for j in range(n)] for i in range(n)]
        grad = [-ridge * wi for wi in w]
        for x, y in zip(xs, ys, strict=True):
            p = _sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True)))
            r = y - p
            q = p * (1.0 - p)
            for i in range(n):
                xi = x[i]
                if xi:
                    grad[i] += r * xi
                    qx = q * xi
                    hi = hess[i]
                    for j in range(i + 1):
                        hi[j] += qx * x[j]
        for i in range(n):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        if max(abs(si) for si in step) < 1e-9:
            break
    return w


def scores(w, xs, ys):
    """(mean log loss, accuracy) of weights `w` on rows `xs` with labels `ys`."""
    loss = 0.0
    right = 0
    for x, y in zip(xs, ys, strict=True):
        p = min(max(_sigmoid(sum(wi * xi for wi, xi in zip(w, x, strict=True))), 1e-12), 1 - 1e-12)
        loss -= y * math.log(p) + (1 - y) * math.log(1 - p)
        right += (p > 0.5) == (y > 0.5)
    return loss / len(xs), right / len(xs)


def data_set(games, seed, players, processes=1, pairs=CP_PAIRS, catalogue=DEFAULT_CATALOGUE, mid_turn=False):
    """Play the games; returns [(index, rows, label)] in game order."""
    jobs = [(catalogue, pairs, seed, i, tuple(players), mid_turn) for i in range(games)]
    if processes > 1:
        with multiprocessing.get_context("fork").Pool(processes) as mp:
            return mp.map(game_rows, jobs, chunksize=2)
    return [game_rows(j) for j in jobs]


def _flatten(games):
    xs, ys = [], []
    for _i, rows, label in games:
        if label is None:
            continue
        xs.extend(rows)
        ys.extend([label] * len(rows))
    return xs, ys


def train(games=500, seed=1, players=("greedy-fast", "greedy-fast"), processes=1, pairs=CP_PAIRS, mid_turn=False):
    """Play, fit, report: returns the weights file's content (a dict)."""
    t = time.perf_counter()
    played = data_set(games, seed, players, processes, pairs, mid_turn=mid_turn)
    secs_play = time.perf_counter() - t
    train_x, train_y = _flatten([g for g in played if g[0] % HOLDOUT != HOLDOUT - 1])
    test_x, test_y = _flatten([g for g in played if g[0] % HOLDOUT == HOLDOUT - 1])
    w_train = fit(train_x, train_y)
    loss, acc = scores(w_train, test_x, test_y) if test_x else (None, None)
    all_x, all_y = _flatten(played)
    w = fit(all_x, all_y)
    return {
        "features": list(FEATURES),
        "weights": {n: round(v, 6) for n, v in zip(FEATURES, w, strict=True)},
        "seed": seed, "games": games, "players": list(players), "scripts": True,
        "pairs": [f"{a}:{b}" for a, b in pairs],
        "draws": sum(1 for g in played if g[2] is None),
        "positions": len(all_x), "ridge": RIDGE,
        "held_out": {"games": f"game index % {HOLDOUT} == {HOLDOUT - 1}", "positions": len(test_x),
                     "log_loss": None if loss is None else round(loss, 4),
                     "accuracy": None if acc is None else round(acc, 4)},
        "frames": "every decision of the main phase and the Fight" if mid_turn else "the first decision of each turn",
        "command": (f"python -m bench.value --games {games} --seed {seed} --players {','.join(players)}"
                    + (" --mid-turn" if mid_turn else "")),
        "play_seconds": round(secs_play, 1),
    }


def main(argv=None):
    """Command line: play, fit and write the weights file."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=500)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", default="greedy-fast")
    ap.add_argument("--mid-turn", action="store_true")
    ap.add_argument("--processes", type=int, default=1)
    ap.add_argument("--out", default=str(WEIGHTS_FILE))
    args = ap.parse_args(argv)
    players = tuple(args.players.split(","))
    if len(players) == 1:
        players = players * 2
    data = train(args.games, args.seed, players, args.processes, mid_turn=args.mid_turn)
    seconds = data.pop("play_seconds")
    with open(args.out, "w") as f:
        json.dump(data, f, indent=1, sort_keys=True)
        f.write("\n")
    print(f"{data['positions']} positions from {args.games} games ({seconds} s of play); held out: "
          f"log loss {data['held_out']['log_loss']}, accuracy {data['held_out']['accuracy']}; wrote {args.out}")
    for n in FEATURES:
        print(f"  {n:20s} {data['weights'][n]:+.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
