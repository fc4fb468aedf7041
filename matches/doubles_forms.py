"""The Doubles matchup form: team A (decks A1, A2) against team B (decks B1, B2), an AI per seat."""

from django import forms
from django.conf import settings

from .forms import PLAYERS, DeckField, DeckPickerMixin

SEATS = ("a1", "a2", "b1", "b2")  # the run's seats: team A's two, then team B's


class DoublesForm(DeckPickerMixin, forms.Form):
    """Four decks and four AIs. The deck lists offer only decks that play Doubles (every Card Wars deck does,
    R42); the seats sit A1 B1 A2 B2 at the table (R26)."""

    deck_format = "doubles"
    deck_fields = tuple(f"deck_{s}" for s in SEATS)
    deck_a1 = DeckField(coerce=int, label="Team A, player 1 (A1)")
    player_a1 = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for A1")
    deck_a2 = DeckField(coerce=int, label="Team A, player 2 (A2)")
    player_a2 = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for A2")
    deck_b1 = DeckField(coerce=int, label="Team B, player 1 (B1)")
    player_b1 = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for B1")
    deck_b2 = DeckField(coerce=int, label="Team B, player 2 (B2)")
    player_b2 = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for B2")
    games = forms.IntegerField(min_value=1, max_value=settings.SIMULATION_MAX_GAMES, initial=100)
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour",
                                      help_text="A run estimated at over an hour starts only with this ticked.")

    def __init__(self, *args, user, picker=None, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = "cardwars"
        self.set_deck_choices(user, picker)
        self._default_decks(self.fields["deck_a1"].choices)

    def _default_decks(self, choices):
        """Seats left empty take the preconstructed decks in order (the Doubles precons first), so the form
        opens on a full matchup."""
        precons = [(pk, name) for label, items in choices if label == "Preconstructed" for pk, name in items]
        precons.sort(key=lambda item: "(2v2)" not in item[1])  # stable: the Doubles product's decks first
        for field, (pk, _) in zip(self.deck_fields, precons, strict=False):
            self.initial.setdefault(field, pk)

    def seats(self) -> list[tuple[int, str]]:
        """(deck id, AI) of each seat, A1 A2 B1 B2."""
        d = self.cleaned_data
        return [(d[f"deck_{s}"], d[f"player_{s}"]) for s in SEATS]
