# Augmenting declarations for engine/cardwars/board.py (bench/next_kernel: the typed Cython build only; the
# engine never reads this file). The board's three classes become extension types with typed fields; the
# .py source is compiled as it is.
import cython

cdef class Tables:
    cdef public dict defs
    cdef public tuple slug
    cdef public tuple kind
    cdef public tuple cost
    cdef public tuple ltype
    cdef public tuple atk
    cdef public tuple dfn
    cdef public tuple owner
    cdef public object _names
    cdef public dict heroes


cdef class Seating:
    cdef public object table
    cdef public tuple seats
    cdef public tuple team_ids
    cdef public tuple teams
    cdef public tuple team
    cdef public tuple mates
    cdef public tuple opps
    cdef public tuple sole
    cdef public tuple nxt
    cdef public tuple order
    cdef public tuple pool
    cdef public tuple hp_at
    cdef public tuple front
    cdef public int hp_max


cdef class Board:
    cdef public Tables tab
    cdef public object setup
    cdef public object seed
    cdef public object rng
    cdef public bint scripted
    cdef public tuple scripts
    cdef public int turn_limit
    cdef public str variant
    cdef public list hp
    cdef public list hand
    cdef public list deck
    cdef public list discard
    cdef public list limbo
    cdef public list removed
    cdef public dict under
    cdef public list hero
    cdef public list land
    cdef public list face_down
    cdef public list frozen
    cdef public list land_count
    cdef public list creature
    cdef public list cdmg
    cdef public list cstate
    cdef public list building
    cdef public list bstate
    cdef public tuple annex
    cdef public list teamwork
    cdef public int active
    cdef public int first_player
    cdef public int turn
    cdef public int phase
    cdef public int actions_left
    cdef public list mulligan_done
    cdef public object winner
    cdef public object end_reason
    cdef public list mods
    cdef public dict this_turn
    cdef public list pending
    cdef public list history
    cdef public object bonus
    cdef public object listen
    cdef public bint cost_changes
    cdef public tuple cost_ids
    cdef public object def_risk
    cdef public bint granters
    cdef public object stat_by_id
    cdef public object protect_by_id
    cdef public object hush_by_id
    cdef public object shield_by_id
    cdef public object floop_by_id
    cdef public object abil_by_id
    cdef public dict ears
    cdef public Seating seating

    cpdef int current_player(self) except? -1
    cpdef tuple seats_from(self, int seat)
    cpdef int opponent(self, int seat) except? -1
    cpdef tuple lanes_of(self, int seat)

    @cython.locals(n=Board)
    cpdef Board clone(self, bint keep_cache=*)

    @cython.locals(slug=tuple, out=list, rows=list, h=list)
    cpdef tuple plan_key(self, viewer=*)
