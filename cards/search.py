"""The catalogue's query language, Scryfall-style: a tokenizer, a recursive-descent parser, Q objects.

    query   := or_expr
    or_expr := and_expr ("or" and_expr)*
    and_expr:= unary unary*              (juxtaposition means AND; the word "and" is allowed)
    unary   := "-" unary | "(" or_expr ")" | term
    term    := key op value | word | "quoted phrase"

A term the parser cannot read (an unknown key, a value the key does not know) refuses the query: no cards,
and SearchResult.error says which term and what it could be ("did you mean"), rather than showing the whole
catalogue as if the term were not there. Loose punctuation (an unclosed quote or "(", a stray ")", a dangling
"or" or "-") is read past with a warning. A query too long, too deeply nested or with too many terms is
refused whole, before it costs any work. See docs/catalogue.md for the keys.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field

from django.db.models import F, Q, QuerySet

from .models import Card, CardSet, Category, Kind, Landscape, Printing, SimStatus

OPERATORS = ("<=", ">=", "!=", ":", "=", "<", ">")
# Bounds on what one query may ask: far above any query a person types, far below what costs real time.
MAX_QUERY_CHARS = 1_000
MAX_DEPTH = 20  # nested "(" and "-"
MAX_TERMS = 40  # words, phrases and key:value terms
_TERM = re.compile(r"^([A-Za-z_]+)(<=|>=|!=|:|=|<|>)(.*)$", re.S)

NUMERIC_KEYS = {"cost": ("cost", "cost"), "atk": ("attack", "ATK"), "attack": ("attack", "ATK"),
                "pow": ("attack", "ATK"), "def": ("defense", "DEF"), "defense": ("defense", "DEF"),
                "tou": ("defense", "DEF")}
TEXT_KEYS = {"t": "kind", "type": "kind", "k": "kind", "kind": "kind", "l": "landscape", "landscape": "landscape",
             "set": "set", "s": "set", "e": "set", "is": "is", "not": "not", "o": "text", "oracle": "text",
             "text": "text", "name": "name", "n": "name", "sim": "sim", "cat": "category", "category": "category"}
ORDER_KEYS = {"order", "sort", "dir", "direction"}
ORDERS = {"name": "name", "cost": "cost", "atk": "attack", "attack": "attack", "def": "defense", "defense": "defense",
          "landscape": "landscape", "kind": "kind"}
LANDSCAPE_ALIASES = {"swamp": Landscape.USELESS_SWAMP, "bp": Landscape.BLUE_PLAINS, "ice": Landscape.ICYLANDS,
                     "sand": Landscape.SANDYLANDS, "corn": Landscape.CORNFIELD, "nice": Landscape.NICELANDS}
FLAGS = {
    "floop": Q(is_floop=True),
    "rainbow": Q(landscape=Landscape.RAINBOW),
    "official": Q(category=Category.OFFICIAL),
    "kickstarter": Q(category=Category.KICKSTARTER),
    "community": Q(category=Category.COMMUNITY),
    "simulated": Q(sim_status=SimStatus.FULL),
    "partial": Q(sim_status=SimStatus.PARTIAL),
    "unsimulated": Q(sim_status=SimStatus.NONE),
    "vanilla": Q(has_ability=False, kind=Kind.CREATURE),
    "ability": Q(has_ability=True),
}


@dataclass
class SearchResult:
    """The cards a query selects, in its order, with a warning for every part read past."""

    queryset: QuerySet
    warnings: list[str] = field(default_factory=list)
    order: str = "name"
    direction: str = "asc"
    error: str = ""  # set when the query was refused (a term it cannot read, over a bound): no cards
    refusals: list[str] = field(default_factory=list)  # each term that refused it, and why


class QueryTooComplex(ValueError):
    """The query is over one of the bounds; the message says which, in words a player understands."""


@dataclass
class Token:
    kind: str  # "(", ")", "or", "-", "word", "term"
    text: str = ""
    key: str = ""
    op: str = ""
    value: str = ""
    quoted: bool = False


def _read_quoted(query: str, i: int, warnings: list[str]) -> tuple[str, int]:
    """Read a "quoted" run starting at query[i] == '"'; returns (text, index after the closing quote)."""
    end = query.find('"', i + 1)
    if end == -1:
        warnings.append("A quote is not closed; read to the end of the query.")
        return query[i + 1:], len(query)
    return query[i + 1:end], end + 1


def tokenize(query: str, warnings: list[str]) -> list[Token]:
    """Split a query into tokens: parentheses, `or`, `-`, plain or quoted words, and key-op-value terms."""
    tokens, i, n = [], 0, len(query)
    while i < n:
        ch = query[i]
        if ch.isspace():
            i += 1
        elif ch in "()":
            tokens.append(Token(ch))
            i += 1
        elif ch == "-":
            if i + 1 < n and not query[i + 1].isspace():
                tokens.append(Token("-"))
            else:
                warnings.append('A "-" with nothing after it; ignored.')
            i += 1
        elif ch == '"':
            text, i = _read_quoted(query, i, warnings)
            tokens.append(Token("word", text=text, quoted=True))
        else:
            start = i
            while i < n and not query[i].isspace() and query[i] not in '()"':
                i += 1
            raw = query[start:i]
            m = _TERM.match(raw)
            if m and not m.group(3) and i < n and query[i] == '"':
                value, i = _read_quoted(query, i, warnings)
                tokens.append(Token("term", text=f'{raw}"{value}"', key=m.group(1).lower(), op=m.group(2),
                                    value=value, quoted=True))
            elif m:
                tokens.append(Token("term", text=raw, key=m.group(1).lower(), op=m.group(2), value=m.group(3)))
            elif raw.lower() == "or":
                tokens.append(Token("or", text=raw))
            elif raw.lower() != "and":
                tokens.append(Token("word", text=raw))
    return tokens


def _norm(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def _match_kind(value: str) -> str | None:
    v = _norm(value)
    for kind in Kind.values:
        # Any prefix ("cre", "b") or a plural ("creatures", "heroes").
        if v and (kind.startswith(v) or (v.startswith(kind) and len(v) <= len(kind) + 2)):
            return kind
    return None


def _match_landscape(value: str) -> str | None:
    v = _norm(value)
    if not v:
        return None
    by_norm = {_norm(ls): ls for ls in Landscape.values}
    if v in by_norm:
        return by_norm[v]
    if v in LANDSCAPE_ALIASES:
        return LANDSCAPE_ALIASES[v]
    starts = [ls for n, ls in by_norm.items() if n.startswith(v)]
    return starts[0] if len(starts) == 1 else None


def _words_q(text: str) -> Q:
    return Q(name__icontains=text) | Q(aliases__icontains=text) | Q(description__icontains=text)


class _Parser:
    def __init__(self, tokens: list[Token], warnings: list[str]):
        self.tokens, self.pos, self.warnings = tokens, 0, warnings
        self.depth = 0
        self.refusals: list[str] = []
        self.order, self.direction = "name", "asc"
        self._set_codes: dict[str, str] | None = None

    def peek(self) -> Token | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def parse(self) -> Q | None:
        q = self.or_expr()
        while self.peek() is not None:  # only a stray ")" stops or_expr early
            self.warnings.append('A ")" has no matching "("; ignored.')
            self.pos += 1
            rest = self.or_expr()
            q = q & rest if q is not None and rest is not None else (q if rest is None else rest)
        return q

    def or_expr(self) -> Q | None:
        parts = [self.and_expr()]
        while (tok := self.peek()) is not None and tok.kind == "or":
            self.pos += 1
            if self.peek() is None or self.peek().kind in ("or", ")"):
                self.warnings.append('"or" needs something on both sides; ignored.')
                continue
            parts.append(self.and_expr())
        kept = [p for p in parts if p is not None]
        if not kept:
            return None
        q = kept[0]
        for p in kept[1:]:
            q |= p
        return q

    def and_expr(self) -> Q | None:
        q = None
        while (tok := self.peek()) is not None and tok.kind not in ("or", ")"):
            part = self.unary()
            if part is not None:
                q = part if q is None else q & part
        return q

    def unary(self) -> Q | None:
        tok = self.tokens[self.pos]
        self.pos += 1
        if tok.kind in "-(":
            self.depth += 1
            try:
                if self.depth > MAX_DEPTH:
                    raise QueryTooComplex(f'The query nests "(" and "-" more than {MAX_DEPTH} deep; '
                                          f"write it with fewer levels.")
                return self.negation() if tok.kind == "-" else self.group()
            finally:
                self.depth -= 1
        if tok.kind == "word":
            return _words_q(tok.text) if tok.text.strip() else None
        return self.term(tok)

    def negation(self) -> Q | None:
        if self.peek() is None or self.peek().kind in ("or", ")"):
            self.warnings.append('A "-" with nothing after it; ignored.')
            return None
        inner = self.unary()
        return ~inner if inner is not None else None

    def group(self) -> Q | None:
        inner = self.or_expr()
        if self.peek() is not None and self.peek().kind == ")":
            self.pos += 1
        else:
            self.warnings.append('A "(" is not closed; read to the end of the query.')
        return inner

    # --- terms ------------------------------------------------------------------------------------------

    def term(self, tok: Token) -> Q | None:
        if tok.key in NUMERIC_KEYS:
            return self.numeric(tok)
        if tok.key in ORDER_KEYS:
            return self.ordering(tok)
        if tok.key not in TEXT_KEYS:
            self._refuse(_unknown_key(tok.key))
            return None
        if tok.op not in (":", "=", "!="):
            self._refuse(f'"{tok.text}": "{tok.key}" takes ":" or "=", not "{tok.op}".')
            return None
        q = getattr(self, "key_" + TEXT_KEYS[tok.key])(tok)
        if q is not None and tok.op == "!=":
            q = ~q
        return q

    def numeric(self, tok: Token) -> Q | None:
        column, label = NUMERIC_KEYS[tok.key]
        value = tok.value.strip()
        if not re.fullmatch(r"\d{1,4}", value):
            self._refuse(f'"{tok.text}": {label} needs a number.')
            return None
        n = int(value)
        lookup = {":": "exact", "=": "exact", "<": "lt", "<=": "lte", ">": "gt", ">=": "gte"}.get(tok.op)
        if lookup is None:  # !=: cards that have the stat and a different value
            return Q(**{f"{column}__isnull": False}) & ~Q(**{column: n})
        return Q(**{f"{column}__{lookup}": n})

    def ordering(self, tok: Token) -> None:
        value = tok.value.strip().lower()
        if tok.key in ("order", "sort"):
            if value in ORDERS:
                self.order = value if value in ("name", "cost", "landscape", "kind") else {
                    "attack": "atk", "defense": "def"}.get(value, value)
            else:
                self._refuse(f'"{tok.text}": order by one of {", ".join(sorted(set(ORDERS)))}.')
        elif value in ("asc", "desc"):
            self.direction = value
        else:
            self._refuse(f'"{tok.text}": dir is "asc" or "desc".')
        return None

    def key_kind(self, tok: Token) -> Q | None:
        kind = _match_kind(tok.value)
        if kind is None:
            self._refuse(f'"{tok.text}": no card type "{tok.value}" (try {", ".join(Kind.values)}).')
            return None
        return Q(kind=kind)

    def key_landscape(self, tok: Token) -> Q | None:
        landscape = _match_landscape(tok.value)
        if landscape is None:
            self._refuse(f'"{tok.text}": no landscape "{tok.value}" (try {", ".join(Landscape.values)}).')
            return None
        return Q(landscape=landscape)

    def key_set(self, tok: Token) -> Q | None:
        if self._set_codes is None:
            self._set_codes = {code.lower(): code for code in CardSet.objects.values_list("code", flat=True)}
        code = self._set_codes.get(tok.value.strip().lower())
        if code is None:
            self._refuse(f'"{tok.text}": no product with code "{tok.value}".')
            return None
        return Q(pk__in=Printing.objects.filter(card_set__code=code).values("card_id"))

    def key_is(self, tok: Token) -> Q | None:
        flag = FLAGS.get(_norm(tok.value))
        if flag is None:
            self._refuse(f'"{tok.text}": unknown flag (try {", ".join(FLAGS)}).')
        return flag

    def key_not(self, tok: Token) -> Q | None:
        flag = self.key_is(tok)
        return ~flag if flag is not None else None

    def key_text(self, tok: Token) -> Q | None:
        return Q(description__icontains=tok.value) if tok.value.strip() else self._empty(tok)

    def key_name(self, tok: Token) -> Q | None:
        if not tok.value.strip():
            return self._empty(tok)
        return Q(name__icontains=tok.value) | Q(aliases__icontains=tok.value)

    def key_sim(self, tok: Token) -> Q | None:
        value = tok.value.strip().lower()
        if value not in SimStatus.values:
            self._refuse(f'"{tok.text}": simulation status is one of {", ".join(SimStatus.values)}.')
            return None
        return Q(sim_status=value)

    def key_category(self, tok: Token) -> Q | None:
        value = tok.value.strip().lower()
        if value not in Category.values:
            self._refuse(f'"{tok.text}": category is one of {", ".join(Category.values)}.')
            return None
        return Q(category=value)

    def _empty(self, tok: Token) -> None:
        self._refuse(f'"{tok.text}": needs a value.')
        return None

    def _refuse(self, message: str) -> None:
        self.refusals.append(message)


def _unknown_key(key: str) -> str:
    """An unknown key, with the known key it was probably meant to be."""
    known = sorted({*NUMERIC_KEYS, *TEXT_KEYS, *ORDER_KEYS})
    close = difflib.get_close_matches(key.lower(), known, n=1, cutoff=0.6)
    if close:
        return f'Unknown key "{key}:"; did you mean "{close[0]}:"?'
    return f'Unknown key "{key}:"; the keys are {", ".join(k + ":" for k in known)}.'


ORDER_COLUMNS = {"name": "name", "cost": "cost", "atk": "attack", "def": "defense", "landscape": "landscape",
                 "kind": "kind"}


def order_by(queryset: QuerySet, order: str, direction: str) -> QuerySet:
    """Sort by a search order; cards without the value come last either way, then by name."""
    expr = F(ORDER_COLUMNS[order])
    expr = expr.desc(nulls_last=True) if direction == "desc" else expr.asc(nulls_last=True)
    return queryset.order_by(expr, "name", "slug") if order != "name" else queryset.order_by(expr, "slug")


def _parse(query: str, warnings: list[str]) -> _Parser:
    if len(query) > MAX_QUERY_CHARS:
        raise QueryTooComplex(f"The query is {len(query):,} characters long; at most {MAX_QUERY_CHARS:,} are read.")
    tokens = tokenize(query, warnings)
    terms = sum(tok.kind in ("word", "term") for tok in tokens)
    if terms > MAX_TERMS:
        raise QueryTooComplex(f"The query has {terms:,} terms; at most {MAX_TERMS} are read.")
    parser = _Parser(tokens, warnings)
    parser.q = parser.parse()
    return parser


def search(query: str, queryset: QuerySet | None = None) -> SearchResult:
    """Run a query over the catalogue (or over `queryset`); never raises on what a user typed. A query over
    the bounds selects nothing and says why in `error` (and as its one warning)."""
    warnings: list[str] = []
    qs = queryset if queryset is not None else Card.objects.all()
    try:
        parser = _parse(query or "", warnings)
    except QueryTooComplex as exc:
        return SearchResult(qs.none(), [str(exc)], error=str(exc))
    # The same problem met many times (ten unclosed "(") is said once.
    warnings = list(dict.fromkeys(warnings))
    if parser.refusals:
        refusals = list(dict.fromkeys(parser.refusals))
        return SearchResult(qs.none(), refusals + warnings, error=" ".join(refusals), refusals=refusals)
    if parser.q is not None:
        qs = qs.filter(parser.q)
    return SearchResult(order_by(qs, parser.order, parser.direction), warnings, parser.order, parser.direction)
