"""Small server-drawn SVG charts: no JavaScript library, readable without scripts, easy to test."""

from django.utils.html import escape
from django.utils.safestring import mark_safe

WIDTH, HEIGHT, PAD = 560, 220, 36


def _frame(body: str, title: str) -> str:
    return mark_safe(
        f'<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{escape(title)}" '
        f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>{body}</svg>')


def win_rate_svg(curve: list[dict]) -> str:
    """Deck A's win rate (line) inside its 95% interval (band) as games accumulate; 50% dashed."""
    if not curve:
        return ""
    n = curve[-1]["games"]
    x = lambda g: PAD + (WIDTH - 2 * PAD) * (g / n)  # noqa: E731
    y = lambda p: HEIGHT - PAD - (HEIGHT - 2 * PAD) * p  # noqa: E731
    upper = " ".join(f"{x(p['games']):.1f},{y(p['high']):.1f}" for p in curve)
    lower = " ".join(f"{x(p['games']):.1f},{y(p['low']):.1f}" for p in reversed(curve))
    line = " ".join(f"{x(p['games']):.1f},{y(p['win_rate']):.1f}" for p in curve)
    ticks = "".join(
        f'<text x="{PAD - 6}" y="{y(v) + 4:.1f}" text-anchor="end" class="tick">{int(v * 100)}%</text>'
        f'<line x1="{PAD}" x2="{WIDTH - PAD}" y1="{y(v):.1f}" y2="{y(v):.1f}" class="grid"/>' for v in (0, .25, .5, .75, 1))
    body = (f'{ticks}<polygon points="{upper} {lower}" class="band"/>'
            f'<line x1="{PAD}" x2="{WIDTH - PAD}" y1="{y(.5):.1f}" y2="{y(.5):.1f}" class="even"/>'
            f'<polyline points="{line}" class="line" fill="none"/>'
            f'<text x="{WIDTH - PAD}" y="{HEIGHT - 8}" text-anchor="end" class="tick">{n} games</text>')
    last = curve[-1]
    return _frame(body, f"Win rate of deck A: {last['win_rate']:.1%} (95% interval {last['low']:.1%} to "
                        f"{last['high']:.1%}) after {n} games")


def histogram_svg(bins: list[tuple[int, int]], xlabel: str, ylabel: str) -> str:
    """Bars for (value, count) pairs."""
    if not bins:
        return ""
    top = max(c for _, c in bins) or 1
    width = (WIDTH - 2 * PAD) / len(bins)
    bars = []
    for i, (value, count) in enumerate(bins):
        h = (HEIGHT - 2 * PAD) * count / top
        bx = PAD + i * width
        bars.append(f'<rect x="{bx + 1:.1f}" y="{HEIGHT - PAD - h:.1f}" width="{max(width - 2, 1):.1f}" '
                    f'height="{h:.1f}" class="bar"><title>{value} {xlabel}: {count} {ylabel}</title></rect>')
        if len(bins) <= 30 or i % max(1, len(bins) // 15) == 0:
            bars.append(f'<text x="{bx + width / 2:.1f}" y="{HEIGHT - PAD + 14}" text-anchor="middle" '
                        f'class="tick">{value}</text>')
    bars.append(f'<text x="{PAD}" y="{PAD - 10}" class="tick">most: {top} {ylabel}</text>')
    bars.append(f'<text x="{WIDTH - PAD}" y="{HEIGHT - 4}" text-anchor="end" class="tick">{xlabel}</text>')
    return _frame("".join(bars), f"Distribution of {xlabel}")
