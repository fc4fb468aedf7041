from django import template

register = template.Library()


@register.filter
def points(value, digits=1):
    """0.0297 -> '2.97' with digits=2: a fraction of 1 as points of win rate."""
    if value is None or value == "":
        return ""
    return f"{float(value) * 100:.{int(digits)}f}"


@register.filter
def pct(value, digits=1):
    """0.2754 -> '27.5%' (a rate shown as a percentage)."""
    if value is None or value == "":
        return ""
    return f"{float(value) * 100:.{int(digits)}f}%"


@register.filter
def signed_pct(value, digits=1):
    """0.052 -> '+5.2 pts', -0.1 -> '−10.0 pts' (a difference of two rates, in percentage points)."""
    if value is None or value == "":
        return ""
    v = float(value) * 100
    sign = "+" if v > 0 else ("−" if v < 0 else "±")
    return f"{sign}{abs(v):.{int(digits)}f} pts"


@register.filter
def duration(seconds):
    """Seconds left as a person says it: 40 -> 'under a minute', 125 -> 'about 2 min',
    7800 -> 'about 2 h 10 min' (static/js/run.js words it the same way)."""
    if seconds is None or seconds == "":
        return ""
    minutes = round(float(seconds) / 60)
    if minutes < 1:
        return "under a minute"
    if minutes < 60:
        return f"about {minutes} min"
    h, m = divmod(minutes, 60)
    return f"about {h} h {m} min" if m else f"about {h} h"


# How a game ended, in a sentence: the engine's reason words ('hp', 'turn limit') and who won.
ENDINGS = {
    ("win", "hp"): "{W} won: {L}'s HP reached 0",
    ("draw", "hp"): "Draw: both decks' HP reached 0 at once",
    ("draw", "turn limit"): "Draw at the turn limit",
    ("win", "turn limit"): "{W} won at the turn limit",
}


@register.simple_tag
def ending(who, reason):
    """('a', 'hp') -> "A won: B's HP reached 0"; ('draw', 'turn limit') -> 'Draw at the turn limit'."""
    who = str(who)
    if who == "draw":
        return ENDINGS.get(("draw", reason), f"Draw ({reason})")
    winner = who.upper()
    loser = {"A": "B", "B": "A"}.get(winner, "the other deck")
    return ENDINGS.get(("win", reason), "{W} won ({reason})").format(W=winner, L=loser, reason=reason)


@register.filter
def letter(index):
    """An entrant's index as the letter a report's link names it by: 0 -> 'a'."""
    return chr(ord("a") + int(index))
