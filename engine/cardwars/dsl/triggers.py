"""Triggers: When(event, *effects, cond=...) and the helpers for the usual ones, each about this card or its
controller's turn (start_of_your_turn, attacks, destroyed, ...)."""
from __future__ import annotations

from ..events import (
    ATTACKS,
    DEALS_DAMAGE,
    DEFENDS,
    DESTROYED,
    DRAW,
    END_OF_TURN,
    HEARS_ALL,
    HEARS_OWN,
    HEARS_SIDE,
    LEAVES_PLAY,
    MOVED,
    SPELL_PLAYED,
    START_OF_TURN,
)
from .selectors import (
    YOU,
)


class When:
    """A triggered ability: on `event`, if cond(ctx) holds, run effects. ctx.ev holds the event details.
    `only` (events.HEARS_OWN / HEARS_SIDE) says cond never holds for an event about another card / of another
    seat than the card's, so dispatch need not visit the card then; the helpers below set it."""

    def __init__(self, event, *effects, cond=None, only=HEARS_ALL):
        self.event, self.effects, self.cond, self.only = event, effects, cond, only


def _own(ctx):
    return ctx.ev.get("card") == ctx.source


def _your_turn_event(ctx):
    return ctx.ev.get("player") == ctx.player


def start_of_your_turn(*effects, cond=None):
    """At the start of your turn (R30: after the draw)."""
    return When(START_OF_TURN, *effects, cond=_both(_your_turn_event, cond), only=HEARS_SIDE)


def end_of_your_turn(*effects, cond=None):
    """At the end of your turn."""
    return When(END_OF_TURN, *effects, cond=_both(_your_turn_event, cond), only=HEARS_SIDE)


def leaves_play(*effects):
    """When this card leaves play (replaced, destroyed, returned...)."""
    return When(LEAVES_PLAY, *effects, cond=_own, only=HEARS_OWN)


def destroyed(*effects):
    """When this card is destroyed."""
    return When(DESTROYED, *effects, cond=_own, only=HEARS_OWN)


def changes_lanes(*effects):
    """When this card changes Lanes."""
    return When(MOVED, *effects, cond=_own, only=HEARS_OWN)


def attacks(*effects):
    """When this Creature attacks."""
    return When(ATTACKS, *effects, cond=_own, only=HEARS_OWN)


def defends(*effects):
    """When this Creature is attacked."""
    return When(DEFENDS, *effects, cond=_own, only=HEARS_OWN)


def deals_damage(*effects):
    """When this Creature deals Fight damage (ev: amount, to)."""
    return When(DEALS_DAMAGE, *effects, cond=_own, only=HEARS_OWN)


def you_draw(*effects):
    """When you draw a card (ev: card)."""
    return When(DRAW, *effects, cond=_your_turn_event, only=HEARS_SIDE)


def spell_played(*effects, by=YOU):
    """When a Spell is played (by YOU, OPP or None for anyone)."""
    if by is None:
        return When(SPELL_PLAYED, *effects)
    if by == YOU:
        return When(SPELL_PLAYED, *effects, cond=_your_turn_event, only=HEARS_SIDE)
    return When(SPELL_PLAYED, *effects, cond=lambda c: not _your_turn_event(c))


def _both(a, b):
    return a if b is None else (lambda ctx: a(ctx) and b(ctx))
