from django import template

register = template.Library()


@register.filter
def pct(value, digits=1):
    """0.2754 -> '27.5%' (a rate shown as a percentage)."""
    if value is None or value == "":
        return ""
    return f"{float(value) * 100:.{int(digits)}f}%"
