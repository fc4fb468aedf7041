# Augmenting declarations for engine/cardwars/rules/legal.py (typed Cython build only): the move generator
# reads the Board at C level.
import cython
from engine.cardwars.board cimport Board

@cython.locals(ph=cython.long, p=cython.long, out=list, lane=cython.long)
cpdef list legal_actions(Board s)

@cython.locals(attacked=bint, cr=list, cs=list, lane=cython.long)
cpdef bint _attacks(Board s, int p, list out, held) except -1

@cython.locals(left=cython.long, cid=cython.long, k=cython.long, c=cython.long, scripted=bint,
               cost_changes=bint, guard=bint, more=bint, lane=cython.long, seen=set, bd=list)
cpdef _plays(Board s, int p, list out, bint into_empty=*, bint no_spells=*)
