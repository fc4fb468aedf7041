# Augmenting declarations for engine/cardwars/players/evaluate.py (typed Cython build only): the greedy
# players' leaf evaluation with C ints and doubles (the same IEEE arithmetic as Python's floats, in the same order).
import cython
from engine.cardwars.board cimport Board

@cython.locals(o=cython.long, board=cython.double, unblocked=cython.long, ocr=list, lane=cython.long,
               atk=cython.long, left=cython.long, b=cython.long)
cpdef tuple side_terms(Board state, int p)
