"""Each card's simulation status: what the rules engine does with it. One function, so it can change."""

from engine import card_missing, card_status, is_scripted, naruto_card_status

from .models import Game, Kind, SimStatus

NO_ABILITY = "No ability: its printed stats are all it does."
VANILLA = "Plays as a vanilla card: stats only, its ability does nothing yet."
HERO_NOT_SCRIPTED = "Hero ability not simulated yet: the hero takes no part in simulated games."
LANDSCAPE_CARD = "Simulated games use landscape types for lanes; this card itself is not simulated."


def _engine_verdict(slug: str) -> tuple[str, str] | None:
    """The engine's own word on a scripted card; None when it has no script."""
    if not is_scripted(slug):
        return None
    status = card_status(slug)
    note = card_missing(slug) if status != SimStatus.FULL else ""
    if status != SimStatus.FULL and not note:
        note = "Partly simulated." if status == SimStatus.PARTIAL else VANILLA
    return status, note or ""


def simulation_status(*, slug: str, kind: str, has_ability: bool) -> tuple[str, str]:
    """(sim_status, sim_note) for a card: the engine's script if there is one, else what vanilla play means."""
    verdict = _engine_verdict(slug)
    if verdict is not None:
        return verdict
    if kind == Kind.CREATURE and not has_ability:
        return SimStatus.FULL, NO_ABILITY
    if kind == Kind.HERO:
        return SimStatus.NONE, HERO_NOT_SCRIPTED
    if kind == Kind.LANDSCAPE:
        return SimStatus.NONE, LANDSCAPE_CARD
    return SimStatus.NONE, VANILLA


def engine_status(*, game: str, slug: str, kind: str, has_ability: bool, facts: dict) -> str:
    """A catalogue card's status as the engine says it now (not the one saved when the catalogue was loaded)."""
    if game == Game.NARUTO:
        return naruto_card_status(facts["id"])
    return simulation_status(slug=slug, kind=kind, has_ability=has_ability)[0]
