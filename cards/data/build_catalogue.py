"""Rebuild cards/data/catalogue.json from the reference facts in ../shared/reference/cardwars.

Usage: python cards/data/build_catalogue.py [--reference DIR]

Only facts are taken from the reference (names, kinds, stats, products, deck lists, aliases).
Card descriptions are the project's own words and live in cards/data/descriptions/*.json
({slug: text}); this script merges them in. The sources' ability sentences are read only to set
`has_ability` and `is_floop`; no sentence of theirs is written out.
"""

import argparse
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_REFERENCE = HERE.parents[2] / "shared" / "reference" / "cardwars"
OUT = HERE / "catalogue.json"
DESCRIPTIONS = HERE / "descriptions"

KINDS = {"creature", "spell", "building", "hero", "teamwork", "landscape"}
LANDSCAPES = {"Blue Plains", "Cornfield", "NiceLands", "SandyLands", "Useless Swamp", "IcyLands", "Rainbow"}
# Years are what the reference's release notes support; None where no source dates the product.
SET_YEARS = {"CP1": 2014, "CP2": 2014, "CP3": 2014, "CP6": 2016, "FTG": 2014}


def slugify(name: str) -> str:
    """Lower case, apostrophes dropped, other runs of non-alphanumerics as one hyphen (engine.defs.slugify)."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower().replace("'", "").replace("\u2019", "")).strip("-")


# A Floop ability of the card's own: "FLOOP >>> ..." (any cost before it) or "Floop: ...". Texts that only
# mention Flooped Creatures, or give others a quoted "FLOOP" ability (Finn), do not count.
_OWN_FLOOP = re.compile(r'(?<!")\bfloop\b[^>."]*>{2,}|\bfloop\s*:', re.IGNORECASE)


def has_own_floop(text: str) -> bool:
    return bool(_OWN_FLOOP.search(text or ""))


def category_of(raw: str) -> str:
    if raw.startswith("cryptozoic"):
        return "official"
    if raw.startswith("community"):
        return "community"
    return "kickstarter"


def build_cards(raw_cards, descriptions):
    cards = []
    for raw in raw_cards:
        kind = raw["kind"]
        if kind not in KINDS:
            raise ValueError(f"{raw['name']}: unknown kind {kind!r}")
        if raw["landscape"] is not None and raw["landscape"] not in LANDSCAPES:
            raise ValueError(f"{raw['name']}: unknown landscape {raw['landscape']!r}")
        slug = slugify(raw["name"])
        text = raw.get("source_ability_text") or ""
        cards.append({
            "slug": slug,
            "name": raw["name"],
            "kind": kind,
            "landscape": raw["landscape"],
            "cost": raw["cost"],
            "attack": raw["attack"],
            "defense": raw["defense"],
            "category": category_of(raw["category"]),
            "aliases": sorted(set(raw.get("aliases") or [])),
            "has_ability": bool(text.strip()),
            "is_floop": has_own_floop(text),
            "description": descriptions.get(slug, ""),
            "products": [
                {
                    "set": s["code"],
                    "rarity": s.get("rarity"),
                    "count": sum(d.get("count") or 0 for d in s.get("decks") or []) or None,
                }
                for s in raw["sets"]
            ],
        })
    return sorted(cards, key=lambda c: c["slug"])


def build_sets(raw_sets):
    return [
        {"code": s["code"], "name": s["name"], "year": SET_YEARS.get(s["code"]), "order": i}
        for i, s in enumerate(raw_sets)
    ]


def build_precons(raw_decks, slug_by_name):
    precons = []
    for d in raw_decks:
        precons.append({
            "id": d["id"],
            "name": d["name"],
            "set": d["set"],
            "hero": slug_by_name[d["hero"]] if d.get("hero") else None,
            "landscapes": list(d["landscapes"]),
            "cards": [{"card": slug_by_name[c["name"]], "count": c["count"]} for c in d["cards"]],
            "complete": bool(d.get("totals_40")),
            "notes": [] if d.get("totals_40") else [
                f"The known list for this deck sums to {d['total_cards']} cards; "
                "which entry is extra is not known."],
        })
    return precons


def load_descriptions():
    merged = {}
    for path in sorted(DESCRIPTIONS.glob("*.json")):
        for slug, text in json.loads(path.read_text()).items():
            if slug in merged:
                raise ValueError(f"{path.name}: description for {slug} given twice")
            merged[slug] = text.strip()
    return merged


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE)
    args = parser.parse_args(argv)
    ref = args.reference
    raw_cards = json.loads((ref / "cards.json").read_text())
    descriptions = load_descriptions()
    cards = build_cards(raw_cards, descriptions)
    known = {c["slug"] for c in cards}
    stray = sorted(set(descriptions) - known)
    if stray:
        raise SystemExit(f"descriptions for unknown cards: {stray[:10]}")
    slug_by_name = {c["name"]: c["slug"] for c in cards}
    data = {
        "format": 1,
        "sets": build_sets(json.loads((ref / "sets.json").read_text())),
        "cards": cards,
        "precons": build_precons(json.loads((ref / "decks.json").read_text()), slug_by_name),
    }
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    described = sum(1 for c in cards if c["description"])
    print(f"wrote {OUT.name}: {len(cards)} cards ({described} described), "
          f"{len(data['sets'])} sets, {len(data['precons'])} precons")


if __name__ == "__main__":
    sys.exit(main())
