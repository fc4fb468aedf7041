"""Board fields that clones share (Board.clone): replaced, never changed in place once the game has begun.

The Landscapes' rows (land, face_down, frozen, land_count), the Heroes, the removed cards, the Teamwork cards and
the mulligan marks change a few times a game, while a search clones thousands of positions a turn, so a clone
shares them with its parent and their writers build new lists (board.replaced). These tests play random games
with card scripts, 1 vs 1 from the whole pool and Doubles, and check that nothing a clone does reaches its parent;
and they read the engine's source for a write into one of these fields in place outside the two functions that
fill a board before anything can share it (rules.turn.new_game, position.state_from_json)."""
import ast
import os

from test_invariants_random_decks import one_vs_one_pool, random_deck

from engine import new_game
from engine.cardwars.board import replaced
from engine.cardwars.match import make_players
from engine.core.rng import Rng

SHARED = ("land", "face_down", "frozen", "land_count", "hero", "removed", "teamwork", "mulligan_done")
ENGINE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "engine",
                      "cardwars")
FILLERS = {("rules/turn.py", "new_game"), ("position.py", "state_from_json")}  # fresh boards, shared by nothing yet
MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "sort", "reverse", "setdefault",
            "popitem", "__setitem__", "__delitem__"}


def snapshot(s):
    """The shared fields' contents, copied deep."""
    return {f: [dict(x) if isinstance(x, dict) else (list(x) if isinstance(x, list) else x) for x in getattr(s, f)]
            for f in SHARED}


def play_clones(s, players, rng, changed, steps=6):
    """At every position of the game from s: a clone plays `steps` random actions on, and its parent must be as
    it was (contents) with the same lists as before (no field of it replaced by the clone)."""
    while not s.is_terminal():
        before = snapshot(s)
        objects = {f: getattr(s, f) for f in SHARED}
        c = s.clone()
        for _ in range(steps):
            if c.is_terminal():
                break
            acts = c.legal_actions()
            c.apply_action_unchecked(acts[rng.randbelow(len(acts))])
        assert snapshot(s) == before
        assert all(getattr(s, f) is objects[f] for f in SHARED)
        after = snapshot(c)
        for f in SHARED:
            if after[f] != before[f]:
                changed.add(f)
        s.apply_action_unchecked(players[s.current_player()].select_action(s))


def test_a_clone_changes_nothing_its_parent_shares(pool):
    deck, heroes = one_vs_one_pool()
    rng = Rng(20261205)
    changed = set()
    for game in range(40):
        setup = pool.setup(random_deck(rng, deck, heroes), random_deck(rng, deck, heroes))
        play_clones(new_game(setup, game), make_players(("random", "random"), game), rng, changed)
    ids = sorted(pool.precons)
    for game in range(6):  # Doubles: Teamwork cards (R27) and four seats
        decks = [ids[(game * 7 + k * 5) % len(ids)] for k in range(4)]
        setup = pool.setup(*decks, variant="doubles")
        play_clones(new_game(setup, game), make_players(("random",) * 4, game), rng, changed)
    # the clones did change these fields, so the test saw their writers at work
    assert {"land", "face_down", "frozen", "land_count", "mulligan_done", "teamwork"} <= changed


def test_replaced_copies_the_row_it_changes_and_no_other():
    rows = [[1, 2], [3, 4]]
    out = replaced(rows, 1, 0, 9)
    assert out == [[1, 2], [9, 4]] and rows == [[1, 2], [3, 4]]
    assert out is not rows and out[1] is not rows[1] and out[0] is rows[0]


def _shared_base(node):
    """The shared field a subscript or attribute chain starts from (x.frozen[a][b] -> 'frozen'), else None."""
    while isinstance(node, ast.Subscript):
        node = node.value
    if isinstance(node, ast.Attribute) and node.attr in SHARED:
        return node.attr
    return None


def _writes_in_place(tree):
    """(line, field, function) of each write into a shared field in place: an item assigned or deleted, or a
    mutating method called, on the field or on a row of it."""
    found = []

    class Visit(ast.NodeVisitor):
        def __init__(self):
            self.func = ""

        def visit_FunctionDef(self, node):
            outer, self.func = self.func, node.name
            self.generic_visit(node)
            self.func = outer

        def _targets(self, targets, line):
            for t in targets:
                if isinstance(t, (ast.Tuple, ast.List)):
                    self._targets(t.elts, line)
                elif isinstance(t, ast.Starred):
                    self._targets([t.value], line)
                elif isinstance(t, ast.Subscript) and _shared_base(t.value):
                    found.append((line, _shared_base(t.value), self.func))

        def visit_Assign(self, node):
            self._targets(node.targets, node.lineno)
            self.generic_visit(node)

        def visit_AugAssign(self, node):
            self._targets([node.target], node.lineno)
            self.generic_visit(node)

        def visit_Delete(self, node):
            self._targets(node.targets, node.lineno)
            self.generic_visit(node)

        def visit_Call(self, node):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in MUTATORS and _shared_base(f.value):
                found.append((node.lineno, _shared_base(f.value), self.func))
            self.generic_visit(node)

    Visit().visit(tree)
    return found


def test_no_engine_code_writes_a_shared_field_in_place():
    bad = []
    seen = 0
    for root, _dirs, files in os.walk(ENGINE):
        for name in files:
            if not name.endswith(".py"):
                continue
            path = os.path.join(root, name)
            rel = os.path.relpath(path, ENGINE).replace(os.sep, "/")
            with open(path, encoding="utf-8") as f:
                tree = ast.parse(f.read())
            for line, field, func in _writes_in_place(tree):
                seen += 1
                if (rel, func) not in FILLERS:
                    bad.append(f"{rel}:{line} {func}() writes {field} in place")
    assert not bad, bad
    assert seen >= 4  # the fillers' own writes: the scan does find writes in place


def test_the_scan_finds_each_kind_of_write_in_place():
    src = ("def f(s):\n    s.frozen[0][1] = True\n    s.removed.append(3)\n    s.land_count[0]['x'] += 1\n"
           "    del s.hero[0]\n    s.frozen = replaced(s.frozen, 0, 1, True)\n    x = s.land[0][1]\n")
    assert [(line, field) for line, field, _f in _writes_in_place(ast.parse(src))] == [
        (2, "frozen"), (3, "removed"), (4, "land_count"), (5, "hero")]
