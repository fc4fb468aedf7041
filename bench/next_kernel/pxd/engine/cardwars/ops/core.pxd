# Augmenting declarations for engine/cardwars/ops/core.py (typed Cython build only): the always-on bonus and
# R19 paths take the Board as the extension type (its fields read at C level) and Lanes and card ids as C ints.
import cython
from engine.cardwars.board cimport Board

@cython.locals(a=cython.long)
cpdef int attack_of(Board state, int side, int lane, int cid, list sources=*) except? -1

@cython.locals(d=cython.long)
cpdef int defense_of(Board state, int side, int lane, int cid, list sources=*) except? -1

@cython.locals(tab=object, a=cython.long, d=cython.long, i=cython.long)
cpdef tuple stats_of(Board state, int side, int lane, int cid)

@cython.locals(bonus=cython.long)
cpdef int static_bonus(Board state, int which, int side, int lane, int cid, list sources=*) except? -1

@cython.locals(vals=list, sources=list, targets=list, side=cython.long, lane=cython.long, cr=list)
cpdef list _board_bonuses(Board state, int which)

@cython.locals(out=list, s2=cython.long, l2=cython.long, src=cython.long, crs=list, bds=list, i=cython.long,
               seat=cython.long)
cpdef list static_sources(Board state, int which)

@cython.locals(total=cython.long)
cpdef int _static(Board state, int which, int side, int lane, int cid, list sources) except? -1

@cython.locals(side=cython.long, lane=cython.long, cid=cython.long, cr=list, dmg=list, d=cython.long,
               floor=cython.long, died=bint)
cpdef bint _check_pass(Board state) except -1
