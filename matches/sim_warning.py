"""The simulation, gauntlet and swap forms warn before launch about the cards a simulation will not play as printed
(the template include matches/_sim_warning.html; static/js/sim_warning.js follows the decks as they are chosen)."""

from decks.selectors import decks_not_fully_simulated


def _ids(values) -> set[int]:
    out = set()
    for v in values if isinstance(values, (list, tuple)) else [values]:
        text = str(v) if v is not None else ""
        if text.isascii() and text.isdigit() and len(text) < 12:
            out.add(int(text))
    return out


def form_sim_warning(form, *, always=()) -> dict:
    """Every deck the form offers (and `always`: the swap test's own deck) that holds cards not fully simulated, each
    with those cards; the decks chosen now (posted or given in the address) are shown, the others hidden until
    chosen."""
    offered, chosen = set(always), set(always)
    for name in form.deck_fields:
        for value, label in form.fields[name].choices:
            offered |= _ids([v for v, _ in label] if isinstance(label, (list, tuple)) else [value])
        if form.is_bound and hasattr(form.data, "getlist"):
            chosen |= _ids(form.data.getlist(name))
        else:
            chosen |= _ids(form[name].value())  # posted, or the form's initial choice (deck B's default)
    offered |= chosen
    decks = decks_not_fully_simulated(deck_ids=offered)
    return {"fields": ",".join(form.deck_fields),
            "decks": [dict(d, pk=pk, of=f"the deck {d['name']}", shown=pk in chosen, always=pk in always)
                      for pk, d in sorted(decks.items(), key=lambda kv: kv[1]["name"])]}
