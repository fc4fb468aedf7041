from django import forms
from django.conf import settings

from decks.models import Deck

from .services import PLAYER_CHOICES

# What each AI does, in the words the form shows (docs/players.md and docs/benchmarks.md: strength, speed).
PLAYER_LABELS = {
    "random": "random: any legal move",
    "first": "first: the first card that fits, no thought (fastest)",
    "simple": "simple: rules of thumb, no look-ahead (fast)",
    "greedy": "greedy: searches its whole turn for the best plays",
    "mcts": "mcts: greedy's search plus the opponent's reply in sampled worlds (strongest, by far the slowest)",
}
# The choices are the AIs the engine registers for Card Wars (matches/games); the labels say what they do.
PLAYERS = [(p, PLAYER_LABELS.get(p, p)) for p in PLAYER_CHOICES]


def deck_choices(user) -> list[tuple]:
    """Your decks first, then the preconstructed ones, then other players' public decks."""
    decks = Deck.objects.visible_to(user).exclude(current_version=None).select_related("owner", "precon__card_set")
    mine = [(d.pk, d.name) for d in decks if user.is_authenticated and d.owner_id == user.id]
    precons = [(d.pk, d.name) for d in decks.filter(precon__isnull=False).order_by("precon__card_set__order", "name")]
    public = [(d.pk, f"{d.name} (by {d.owner.get_username()})") for d in decks.filter(precon__isnull=True)
              if not (user.is_authenticated and d.owner_id == user.id)][:200]
    groups = [("Your decks", mine), ("Preconstructed", precons), ("Public", public)]
    return [(label, items) for label, items in groups if items]


class RunForm(forms.Form):
    deck_a = forms.TypedChoiceField(coerce=int, label="Deck A")
    deck_b = forms.TypedChoiceField(coerce=int, label="Deck B")
    games = forms.IntegerField(min_value=1, max_value=settings.SIMULATION_MAX_GAMES, initial=200)
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for deck A")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for deck B")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    mirrored = forms.BooleanField(required=False, initial=True, label="Mirror shuffles",
                                  help_text="Replay each shuffle with seats swapped, to cut luck out of the result.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour",
                                      help_text="A run estimated at over an hour starts only with this ticked.")

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        choices = deck_choices(user)
        self.fields["deck_a"].choices = choices
        self.fields["deck_b"].choices = choices


class GauntletForm(forms.Form):
    deck = forms.TypedChoiceField(coerce=int, label="Your deck")
    opponents = forms.TypedMultipleChoiceField(coerce=int, widget=forms.CheckboxSelectMultiple,
                                               help_text="Each opponent gets the same number of games.")
    games = forms.IntegerField(min_value=1, max_value=settings.SIMULATION_MAX_GAMES, initial=100,
                               label="Games per opponent")
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for your deck")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for the opponents")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62)
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour")

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        choices = deck_choices(user)
        self.fields["deck"].choices = choices
        self.fields["opponents"].choices = [item for _, items in choices for item in items]


class SwapForm(forms.Form):
    """A swap test: one card out of the deck, another in, against the opponents ticked."""

    card_out = forms.ChoiceField(label="Take out")
    card_in = forms.CharField(max_length=120, label="Put in", help_text="A card's name; suggestions as you type.",
                              widget=forms.TextInput(attrs={"list": "swap-card-names", "autocomplete": "off"}))
    copies = forms.IntegerField(min_value=1, max_value=3, initial=1, label="Copies to swap")
    opponents = forms.TypedMultipleChoiceField(coerce=int, widget=forms.CheckboxSelectMultiple,
                                               help_text="Both versions play each of them, with the same seed.")
    games = forms.IntegerField(min_value=2, max_value=settings.SIMULATION_MAX_GAMES, initial=200,
                               label="Games per opponent, for each version")
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for your deck")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for the opponents")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour")

    def __init__(self, *args, user, deck_cards: list[tuple[str, str]], **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["card_out"].choices = deck_cards
        self.fields["opponents"].choices = [item for _, items in deck_choices(user) for item in items]

    def clean_card_in(self):
        from cards.lookup import CardIndex

        typed = self.cleaned_data["card_in"].strip()
        index = CardIndex.from_db()
        found = index.find(typed)
        if found is None:
            hints = index.suggest(typed)
            raise forms.ValidationError(f"No card is called {typed!r}" +
                                        (f"; did you mean {' or '.join(hints)}?" if hints else "."))
        return found[0]
