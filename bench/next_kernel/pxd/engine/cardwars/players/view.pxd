# Augmenting declarations for engine/cardwars/players/view.py (typed Cython build only).
import cython
from engine.cardwars.board cimport Board

@cython.locals(cid=cython.long, a=cython.long, d=cython.long)
cpdef object creature_stats(Board state, int side, int lane)
