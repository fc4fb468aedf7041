"""Card Wars (1 vs 1) on the engine core, in layers; each imports only those below it (make lint checks):

    match, register      matches of deck A vs deck B, per-game rows and summaries; the registry entry
    players              greedy, simple, first-fit, MCTS, evaluation and views
    game                 the GameState of the core protocol, new_game
    position             the JSON position format
    cards                card scripts, declarative, keyed by slug; they import the vocabulary only
    dsl                  the effect vocabulary: selectors, values, verbs, triggers, statics, the registry
    rules                the referee: legal actions, apply, turn sequence, fight, costs (R-numbers)
    ops                  primitive operations (damage, move, draw, freeze, destroy) and derived facts
    events               event names, the script protocol, dispatch, pending choices
    board                the position as data (lists and ints), cheap to clone
    defs, actions        frozen card definitions, setups; action values and their text form
    kernel               loads the compiled build of board, game, rules and ops when it is up to date
"""
# kernel first: the compiled build of the kernel, when there is an up-to-date one, is loaded from the start;
# register then registers the game with the core.
from . import kernel, register  # noqa: F401

__all__: list[str] = []
