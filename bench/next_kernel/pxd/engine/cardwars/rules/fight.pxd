# Augmenting declarations for engine/cardwars/rules/fight.py (typed Cython build only).
import cython
from engine.cardwars.board cimport Board

@cython.locals(o=cython.long, olane=cython.long, alane=cython.long, atk=cython.long, did=cython.long,
               datk=cython.long, pool=cython.long)
cpdef _strike(Board s, int p, int lane, int cid, bint fast)
