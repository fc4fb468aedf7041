from django import forms
from django.conf import settings

from cards.models import Game, Kind
from decks import analysis, selectors
from decks.models import Deck

from .forks import MAX_FORK_GAMES
from .games import DEFAULT_GAME, adapter_for
from .services import PLAYER_CHOICES

# What each AI does, in the words the form shows (docs/players.md and docs/benchmarks.md: strength, speed).
PLAYER_LABELS = {
    "random": "random: any legal move",
    "first": "first: the first card that fits, no thought (fastest)",
    "simple": "simple: rules of thumb, no look-ahead (fast)",
    "greedy": "greedy: searches its whole turn for the best plays",
    "mcts": "mcts: greedy's search plus the opponent's reply in sampled worlds (strongest, by far the slowest)",
    "greedy-line": "greedy-line: greedy's search, its whole line followed (as strong, up to twice as fast)",
    "mcts-fast": "mcts-fast: a smaller MCTS, under 50 ms a decision (weaker than greedy)",
}
# The choices are the AIs the engine registers for Card Wars (matches/games); the labels say what they do.
PLAYERS = [(p, PLAYER_LABELS.get(p, p)) for p in PLAYER_CHOICES]


def game_players(game: str) -> list[tuple[str, str]]:
    """The AI choices of a game's forms: the AIs its adapter offers, with what they do."""
    return PLAYERS if game == DEFAULT_GAME else [(p, PLAYER_LABELS.get(p, p)) for p in adapter_for(game).players]


# Other players' public decks are listed a page at a time, found by name: a site with ten thousand of
# them must not build them all into every simulation form.
PICKER_PAGE = 50


def picker_query(params) -> dict:
    """The public-deck search of a form page from its query string: the words typed and the page."""
    search = (params.get("decks_q") or "").strip()[:60]
    raw = params.get("decks_page") or ""
    page = int(raw) if raw.isascii() and raw.isdigit() and 0 < len(raw) < 6 and int(raw) > 0 else 1
    return {"q": search, "page": page}


def _is_legal(deck: Deck) -> bool:
    """Whether a Card Wars deck keeps the Constructed rules (other games' decks are checked when a run starts)."""
    return deck.game != Game.CARDWARS or not analysis.violations(selectors.deck_list_of(deck.current_version))


def playable_decks(decks, *, game: str = Game.CARDWARS, fmt: str = "1v1"):
    """The decks that can play the format: a Card Wars deck with a Teamwork card plays only Doubles (R27, R42),
    so 1 vs 1 leaves those out; Doubles takes every deck (each deck alone meets R1-R4)."""
    if game == Game.CARDWARS and fmt != "doubles":
        return decks.exclude(current_version__entries__card__kind=Kind.TEAMWORK)
    return decks


def deck_choices(user, *, q: str = "", page: int = 1, keep=(), game: str = Game.CARDWARS,
                 fmt: str = "1v1") -> tuple[list[tuple], bool]:
    """Your decks of the game first, then the preconstructed (or demo) ones, then one page of other players' public decks whose
    name holds `q`; the decks in `keep` (ids already chosen) are listed whatever the page; only decks that can
    play the format `fmt` (playable_decks). Returns the grouped choices and whether the public decks go on past
    this page."""
    visible = playable_decks(Deck.objects.visible_to(user).filter(game=game).exclude(current_version=None),
                             game=game, fmt=fmt)
    signed_in = user is not None and user.is_authenticated
    own = visible.filter(owner=user).order_by("name", "pk") if signed_in else Deck.objects.none()
    mine = [(d.pk, d.name if _is_legal(d) else f"{d.name} (not legal yet)") for d in own]
    precons = list(visible.filter(precon__isnull=False).order_by("precon__card_set__order", "name")
                   .values_list("pk", "name"))
    precons += list(visible.exclude(demo="").order_by("name").values_list("pk", "name"))
    others = visible.filter(precon__isnull=True, demo="")
    if signed_in:
        others = others.exclude(owner=user)
    found = others.filter(name__icontains=q) if q else others
    start = (page - 1) * PICKER_PAGE
    rows = list(found.order_by("name", "pk").values_list("pk", "name", "owner__username")[start:start + PICKER_PAGE + 1])
    more = len(rows) > PICKER_PAGE
    listed = {pk for pk, _ in mine + precons} | {pk for pk, _, _ in rows[:PICKER_PAGE]}
    wanted = {int(k) for k in keep if str(k).isascii() and str(k).isdigit() and len(str(k)) < 12} - listed
    if wanted:
        rows = rows[:PICKER_PAGE] + list(others.filter(pk__in=wanted).values_list("pk", "name", "owner__username"))
    public = [(pk, f"{name} (by {owner})") for pk, name, owner in rows[:PICKER_PAGE + len(wanted)]]
    groups = [("Your decks", mine), ("Preconstructed", precons), ("Public", public)]
    return [(label, items) for label, items in groups if items], more


class VisibleDeckMixin:
    """A deck field that takes any deck the user can see, listed on this page of the picker or not."""

    user = None

    def valid_value(self, value):
        if super().valid_value(value):
            return True
        text = str(value)
        return (text.isascii() and text.isdigit() and len(text) < 12
                and Deck.objects.visible_to(self.user).exclude(current_version=None).filter(pk=int(text)).exists())


class DeckField(VisibleDeckMixin, forms.TypedChoiceField):
    pass


class DecksField(VisibleDeckMixin, forms.TypedMultipleChoiceField):
    pass


class DeckPickerMixin:
    """Forms with deck fields: their choices are the picker's page, and chosen decks stay listed."""

    deck_fields: tuple[str, ...] = ()

    def set_deck_choices(self, user, picker: dict | None):
        picker = picker or {"q": "", "page": 1}
        keep = [v for name in self.deck_fields for v in
                ((self.data.getlist(name) if hasattr(self.data, "getlist") else [self.data.get(name)])
                 if self.is_bound else [self.initial.get(name)]) if v]
        choices, self.more_public_decks = deck_choices(user, q=picker["q"], page=picker["page"], keep=keep,
                                                       game=getattr(self, "game", Game.CARDWARS),
                                                       fmt=getattr(self, "deck_format", "1v1"))
        for name in self.deck_fields:
            field = self.fields[name]
            field.user = user
            field.choices = choices if isinstance(field, DeckField) else [i for _, items in choices for i in items]


class RunForm(DeckPickerMixin, forms.Form):
    deck_fields = ("deck_a", "deck_b")
    deck_a = DeckField(coerce=int, label="Deck A")
    deck_b = DeckField(coerce=int, label="Deck B")
    games = forms.IntegerField(min_value=1, max_value=settings.SIMULATION_MAX_GAMES, initial=200)
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for deck A")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for deck B")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    mirrored = forms.BooleanField(required=False, initial=True, label="Mirror shuffles",
                                  help_text="Replay each shuffle with seats swapped, to cut luck out of the result.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour",
                                      help_text="A run estimated at over an hour starts only with this ticked.")
    stop_width = forms.FloatField(required=False, min_value=0.5, max_value=25, label="Stop at +- points",
                                  widget=forms.NumberInput(attrs={"step": "0.5", "placeholder": "e.g. 3"}),
                                  help_text="Stop once deck A's 95% interval is this narrow (plus or minus, in "
                                            "points); the games above are then the most it plays.")

    def __init__(self, *args, user, picker=None, game: str = DEFAULT_GAME, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game
        self.set_deck_choices(user, picker)
        self._default_decks(self.fields["deck_a"].choices)
        if game != DEFAULT_GAME:  # another game's AIs; mirrored shuffles are Card Wars only
            self.fields["player_a"].choices = self.fields["player_b"].choices = game_players(game)
            del self.fields["mirrored"]
            del self.fields["stop_width"]

    def _default_decks(self, choices):
        """Deck A: the one asked for, else your first legal deck, else the first precon; deck B: the first
        legal deck other than A, a precon before your drafts (never one that breaks the rules)."""
        legal = [pk for label, items in choices for pk, name in items if not name.endswith("(not legal yet)")]
        precons = [pk for label, items in choices if label == "Preconstructed" for pk, _ in items]
        if not self.initial.get("deck_a") and legal:
            self.initial["deck_a"] = legal[0]
        deck_a = str(self.initial.get("deck_a"))
        if not self.initial.get("deck_b"):
            other = [pk for pk in precons + legal if str(pk) != deck_a]
            if other:
                self.initial["deck_b"] = other[0]


class GauntletForm(DeckPickerMixin, forms.Form):
    deck_fields = ("deck", "opponents")
    deck = DeckField(coerce=int, label="Your deck")
    opponents = DecksField(coerce=int, widget=forms.CheckboxSelectMultiple,
                                               help_text="Each opponent gets the same number of games.")
    games = forms.IntegerField(min_value=1, max_value=settings.SIMULATION_MAX_GAMES, initial=100,
                               label="Games per opponent")
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for your deck")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for the opponents")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62)
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour")

    def __init__(self, *args, user, picker=None, game: str = DEFAULT_GAME, **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game  # the decks listed are this game's; the AIs are the ones it offers
        self.fields["player_a"].choices = self.fields["player_b"].choices = game_players(game)
        self.set_deck_choices(user, picker)


class SwapForm(DeckPickerMixin, forms.Form):
    """A swap test: one card out of the deck, another in, against the opponents ticked."""

    card_out = forms.ChoiceField(label="Take out")
    card_in = forms.CharField(max_length=120, label="Put in", help_text="A card's name; suggestions as you type.",
                              widget=forms.TextInput(attrs={"list": "swap-card-names", "autocomplete": "off"}))
    copies = forms.IntegerField(min_value=1, max_value=3, initial=1, label="Copies to swap")
    deck_fields = ("opponents",)
    opponents = DecksField(coerce=int, widget=forms.CheckboxSelectMultiple,
                           help_text="Both versions play each of them, with the same seed.")
    games = forms.IntegerField(min_value=2, max_value=settings.SIMULATION_MAX_GAMES, initial=200,
                               label="Games per opponent, for each version")
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for your deck")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for the opponents")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour")

    def __init__(self, *args, user, deck_cards: list[tuple[str, str]], picker=None, game: str = DEFAULT_GAME,
                 **kwargs):
        super().__init__(*args, **kwargs)
        self.game = game  # the deck's game: its cards, opponents and AIs
        self.fields["card_out"].choices = deck_cards
        self.fields["player_a"].choices = self.fields["player_b"].choices = game_players(game)
        self.set_deck_choices(user, picker)

    def clean_card_in(self):
        from cards.lookup import CardIndex

        typed = self.cleaned_data["card_in"].strip()
        index = CardIndex.from_db(self.game)
        found = index.find(typed)
        if found is None:
            hints = index.suggest(typed)
            raise forms.ValidationError(f"No card is called {typed!r}" +
                                        (f"; did you mean {' or '.join(hints)}?" if hints else "."))
        return found[0]


class ForkForm(forms.Form):
    """'Play on from here': the step of the replay, whose view hidden cards are re-dealt from, the games and
    the AIs (matches/forks.py)."""

    step = forms.IntegerField(min_value=0, label="From step", widget=forms.NumberInput(attrs={"id": "fork-step"}),
                              help_text="The step on screen in the viewer above (0: before the first action).")
    viewer = forms.TypedChoiceField(coerce=int, choices=[(0, "deck A"), (1, "deck B")], initial=0,
                                    label="Hidden cards as seen by",
                                    help_text="The other hand and both decks' order are dealt again in every game, "
                                              "from what this deck could see at that step.")
    games = forms.IntegerField(min_value=1, max_value=MAX_FORK_GAMES, initial=200)
    player_a = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for deck A")
    player_b = forms.ChoiceField(choices=PLAYERS, initial="greedy", label="AI for deck B")
    seed = forms.IntegerField(required=False, min_value=0, max_value=2**62, help_text="Leave empty for a random seed.")
    confirm_long = forms.BooleanField(required=False, label="Start it even if it takes over an hour")
