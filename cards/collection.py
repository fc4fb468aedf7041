"""Collections: what each user owns. Writes and reads in one place; everything is scoped to its owner.

CSV import is two steps: `collection_import_preview` reads the file and says, line by line, what it
could not match (with suggestions); only `collection_import_apply` with the user's confirmation writes,
and it sets the counts of the matched cards only, so nothing else already saved is touched.
"""

import csv
import io
import re
from dataclasses import dataclass, field

from django.db import transaction
from django.db.models import Count, Q

from .lookup import CardIndex
from .models import Card, CardSet, Game, OwnedCard, Printing

MAX_IMPORT_BYTES = 200_000
MAX_IMPORT_LINES = 2_000
MAX_COUNT = 9999


def owned_counts(*, user) -> dict[str, int]:
    if user is None or not user.is_authenticated:
        return {}
    return dict(OwnedCard.objects.owned_by(user).values_list("card__slug", "count"))


def collection_list(*, user, game: str | None = None):
    """The user's owned cards, of one game when `game` is given."""
    rows = OwnedCard.objects.owned_by(user).select_related("card")
    return rows.filter(card__game=game) if game else rows


@transaction.atomic
def collection_set(*, user, card: Card, count: int) -> int:
    """Set how many copies the user owns (0 removes the card); returns the new count."""
    count = max(0, min(int(count), MAX_COUNT))
    if count == 0:
        OwnedCard.objects.filter(owner=user, card=card).delete()
    else:
        OwnedCard.objects.update_or_create(owner=user, card=card, defaults={"count": count})
    return count


@transaction.atomic
def collection_add(*, user, card: Card, delta: int) -> int:
    row = OwnedCard.objects.select_for_update().filter(owner=user, card=card).first()
    return collection_set(user=user, card=card, count=(row.count if row else 0) + delta)


@transaction.atomic
def collection_add_product(*, user, card_set: CardSet, another_copy: bool = False) -> int:
    """"I own this product": make sure the collection holds its whole contents (the known copy counts, else
    one of each). Pressing it twice changes nothing the second time; returns how many cards were added.
    With `another_copy` (asked for, and confirmed, apart) the contents are added on top of what is owned."""
    added = 0
    owned = dict(OwnedCard.objects.select_for_update().filter(owner=user, card__printings__card_set=card_set)
                 .values_list("card_id", "count"))
    for printing in Printing.objects.filter(card_set=card_set).select_related("card"):
        copies = printing.count or 1
        have = owned.get(printing.card_id, 0)
        target = have + copies if another_copy else max(have, copies)
        if target != have:
            collection_set(user=user, card=printing.card, count=target)
            added += min(target, MAX_COUNT) - have
    return added


def product_owned_in_full(*, user, card_set: CardSet) -> bool:
    """True when the collection already holds every card of the product in its copy counts."""
    if user is None or not user.is_authenticated:
        return False
    have = dict(OwnedCard.objects.owned_by(user).filter(card__printings__card_set=card_set)
                .values_list("card_id", "count"))
    return all(have.get(card_id, 0) >= (count or 1)
               for card_id, count in Printing.objects.filter(card_set=card_set).values_list("card_id", "count"))


def set_completion(*, user, game: str | None = None) -> list[dict]:
    """Per product (of one game when `game` is given): distinct cards owned out of distinct cards in it."""
    owned = Q(printings__card__owners__owner=user) if user.is_authenticated else Q(pk__in=[])
    sets = CardSet.objects.filter(game=game) if game else CardSet.objects.all()
    rows = sets.annotate(total=Count("printings__card", distinct=True),
                                    owned=Count("printings__card", filter=owned, distinct=True)).order_by("order")
    return [{"code": s.code, "name": s.name, "owned": s.owned, "total": s.total,
             "percent": round(100 * s.owned / s.total, 1) if s.total else 0.0} for s in rows]


def missing_for_deck(*, user, deck_list) -> list[dict]:
    """Cards a deck needs beyond what the user owns, with how many are missing."""
    have = owned_counts(user=user)
    needs = {**deck_list.cards, **({deck_list.hero: 1} if deck_list.hero else {})}
    cards = {c.slug: c for c in Card.objects.filter(slug__in=needs).only("slug", "name", "facts")}
    rows = [{"card": slug, "name": cards[slug].name if slug in cards else slug,
             "number": cards[slug].facts.get("number", "") if slug in cards else "",  # a Naruto card's N-001
             "need": n, "own": have.get(slug, 0), "missing": n - have.get(slug, 0)}
            for slug, n in needs.items() if n > have.get(slug, 0)]
    return sorted(rows, key=lambda r: (r["name"], r["number"]))


def collection_export_csv(*, user, game: str | None = None) -> str:
    """name,count lines (of one game when `game` is given) that the import reads back: a name several cards
    print is written with the card's number ("Naruto Uzumaki (N-019)")."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["name", "count"])
    rows = list(collection_list(user=user, game=game).order_by("card__name", "card__slug"))
    # A shared name is told apart against the whole catalogue of its game, not only the cards owned.
    index = CardIndex(Card.objects.filter(game__in={r.card.game for r in rows}).order_by("name", "pk")
                      .values_list("slug", "name", "kind", "aliases"))
    for row in rows:
        writer.writerow([_own_spelling(index, row.card), row.count])
    return out.getvalue()


def _own_spelling(index: CardIndex, card: Card) -> str:
    """The card's name, or the spelling that tells it from other cards of that name."""
    for spelling in index.same_name(card.name):
        if index.find(spelling) and index.find(spelling)[0] == card.slug:
            return spelling
    return card.name


@dataclass
class ImportProblem:
    line: int
    text: str
    message: str
    suggestions: list[str] = field(default_factory=list)


@dataclass
class ImportPreview:
    matched: dict[str, int] = field(default_factory=dict)  # slug -> count the file gives
    names: dict[str, str] = field(default_factory=dict)
    problems: list[ImportProblem] = field(default_factory=list)
    fatal: str = ""

    @property
    def ok(self) -> bool:
        return not self.fatal and not self.problems


def collection_import_preview(data: bytes | str, game: str = Game.CARDWARS) -> ImportPreview:
    """Read a CSV of name,count or count,name (a header line may name the columns, as deck sites' exports do;
    a line may also read `2 Cool Dog`) against the cards of `game`; nothing is written. A name several cards
    print (Naruto Uzumaki N-001 and N-019) is a problem to fix: the line must say which."""
    preview = ImportPreview()
    if isinstance(data, bytes):
        if len(data) > MAX_IMPORT_BYTES:
            preview.fatal = f"The file is {len(data):,} bytes; at most {MAX_IMPORT_BYTES:,} are accepted."
            return preview
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            preview.fatal = "The file is not UTF-8 text; save it as CSV (UTF-8) and try again."
            return preview
    lines = data.splitlines()
    if len(lines) > MAX_IMPORT_LINES:
        preview.fatal = f"The file has {len(lines):,} lines; at most {MAX_IMPORT_LINES:,} are accepted."
        return preview
    index = CardIndex.from_db(game)
    try:
        rows = list(csv.reader(lines))
    except csv.Error as exc:
        preview.fatal = f"The file is not readable CSV: {exc}."
        return preview
    columns = None  # (name column, count column) once a header line names them
    seen_content = False
    for number, row in enumerate(rows, start=1):
        cells = [c.strip() for c in row]
        if not any(cells) or cells[0].startswith("#"):
            continue
        if not seen_content:
            seen_content = True
            columns = _header_columns(cells)
            if columns is not None:
                continue
        name, count_text = _name_and_count(cells, columns)
        count = int(count_text) if _is_count(count_text) else None
        if count is None or not 0 <= count <= MAX_COUNT:
            shown = count_text if len(count_text) <= 20 else count_text[:20] + "…"
            preview.problems.append(ImportProblem(number, ",".join(row)[:200], f"{shown!r} is not a count from 0 "
                                                                               f"to {MAX_COUNT}"))
            continue
        found = index.find(name)
        if found is None:
            preview.problems.append(ImportProblem(number, ",".join(row)[:200], f"no card is called {name!r}",
                                                  index.suggest(name)))
            continue
        if index.same_name(name):
            preview.problems.append(ImportProblem(number, ",".join(row)[:200],
                                                  f"{len(index.same_name(name))} cards are called {name!r}; "
                                                  "write which, with its number", index.same_name(name)))
            continue
        preview.matched[found[0]] = preview.matched.get(found[0], 0) + count
        preview.names[found[0]] = found[1]
    return preview


NAME_HEADERS = {"name", "card", "card name", "cardname", "card_name", "title"}
COUNT_HEADERS = {"count", "qty", "quantity", "amount", "owned", "copies", "number", "#", "have"}
_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(.+)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[xX×]\s*(\d+)$")


def _is_count(text: str) -> bool:
    return text.isascii() and text.isdigit() and len(text) <= len(str(MAX_COUNT))


def _header_columns(cells: list[str]) -> tuple[int, int | None] | None:
    """(name column, count column) if the line is a header (it names a name column), else None."""
    lowered = [c.lower() for c in cells]
    name = next((i for i, c in enumerate(lowered) if c in NAME_HEADERS), None)
    if name is None:
        return None
    return name, next((i for i, c in enumerate(lowered) if c in COUNT_HEADERS), None)


def _name_and_count(cells: list[str], columns: tuple[int, int | None] | None) -> tuple[str, str]:
    """The card's name and the count's text of one line: by the header's columns, else name,count or
    count,name, else one cell as a deck list writes it (`2 Cool Dog`, `2x Cool Dog`, `Cool Dog x2`)."""
    if columns is not None:
        name_at, count_at = columns
        name = cells[name_at] if name_at < len(cells) else ""
        count = cells[count_at] if count_at is not None and count_at < len(cells) else ""
        return name, count or "1"
    if len(cells) > 1 and cells[1]:
        if cells[0].isdigit() and not cells[1].isdigit():
            return cells[1], cells[0]
        return cells[0], cells[1]
    m = _COUNT_FIRST.match(cells[0])
    if m:
        return m.group(2).strip(), m.group(1)
    m = _COUNT_LAST.match(cells[0])
    if m:
        return m.group(1).strip(), m.group(2)
    return cells[0], "1"


def collection_import_changes(*, user, preview: ImportPreview) -> list[dict]:
    """What confirming the import would change, card by card: the count owned now and the one imported."""
    owned = owned_counts(user=user)
    return sorted(({"slug": slug, "name": preview.names[slug], "old": owned.get(slug, 0), "new": count}
                   for slug, count in preview.matched.items()), key=lambda c: c["name"])


@transaction.atomic
def collection_import_apply(*, user, preview: ImportPreview) -> int:
    """Set the counts of the matched cards (only those); returns how many cards were set."""
    if preview.fatal:
        raise ValueError(preview.fatal)
    cards = Card.objects.in_bulk(list(preview.matched), field_name="slug")
    for slug, count in preview.matched.items():
        collection_set(user=user, card=cards[slug], count=count)
    return len(preview.matched)
