"""Every stored run in the new shape: deck_a/player_a and deck_b/player_b become entrants 0 and 1 of one
seat each (Card Wars, 1 vs 1), and each result's winner 'a'/'b'/'' becomes the places of the two seats
([0, 1], [1, 0], [0, 0]) with the engine's termination (engine.cardwars.board.outcome_of: 'turn limit' is
the turn cap, a draw otherwise is simultaneous, a win is by the win condition). HP, the seats and who went
first were already in each result's `data` (the engine's per-game result); a row that lacks them gets
them from the columns, so nothing the columns said is lost when 0006 drops them.

Reversible: backwards, runs of two one-seat entrants get their two-deck columns back (any other run
cannot be written in the old shape and stops the reversal with a message)."""

from django.db import migrations

BATCH = 2000


def _forward(apps, schema_editor):
    MatchRun = apps.get_model("matches", "MatchRun")
    Entrant = apps.get_model("matches", "Entrant")
    Seat = apps.get_model("matches", "Seat")
    GameResult = apps.get_model("matches", "GameResult")
    runs = list(MatchRun.objects.filter(entrants__isnull=True).order_by("pk").values_list(
        "pk", "deck_a_id", "deck_b_id", "player_a", "player_b"))
    for start in range(0, len(runs), BATCH):
        batch = runs[start:start + BATCH]
        entrants = Entrant.objects.bulk_create(Entrant(run_id=pk, index=index) for pk, *_ in batch
                                               for index in (0, 1))
        sides = [side for _, deck_a, deck_b, player_a, player_b in batch
                 for side in ((deck_a, player_a), (deck_b, player_b))]
        Seat.objects.bulk_create(Seat(entrant=entrant, index=0, deck_id=deck, player=player)
                                 for entrant, (deck, player) in zip(entrants, sides, strict=True))
    MatchRun.objects.update(game="cardwars", format="1v1")
    for winner, places in (("a", [0, 1]), ("b", [1, 0]), ("", [0, 0])):
        GameResult.objects.filter(winner=winner).update(places=places)
    GameResult.objects.filter(reason="turn limit").update(termination="turn limit")
    GameResult.objects.exclude(reason="turn limit").filter(winner="").update(termination="simultaneous")
    GameResult.objects.exclude(reason="turn limit").exclude(winner="").update(termination="win condition")
    # Rows whose data lacks the figures the columns held (none the workers wrote; hand-made ones may).
    keys = ("seat_a", "first_player", "hp_a", "hp_b", "winner", "reason", "turns", "game_index", "seed")
    # Their ids first: SQLite does not isolate a query being read from writes to its table.
    lacking = list(GameResult.objects.exclude(data__has_keys=list(keys)).order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(lacking), BATCH):
        rows = list(GameResult.objects.filter(pk__in=lacking[start:start + BATCH]).only(
            "pk", "game_index", "seed", "winner", "reason", "turns", "a_first", "hp_a", "hp_b", "data"))
        for row in rows:
            data = row.data if isinstance(row.data, dict) else {}
            seat_a = data.get("seat_a", row.game_index % 2)  # the seat deck A took: game_index % 2 (R6)
            row.data = {"game_index": row.game_index, "seed": row.seed, "seat_a": seat_a,
                        "first_player": seat_a if row.a_first else 1 - seat_a, "winner": row.winner or None,
                        "reason": row.reason, "turns": row.turns, "hp_a": row.hp_a, "hp_b": row.hp_b, **data}
        GameResult.objects.bulk_update(rows, ["data"])


def _backward(apps, schema_editor):
    MatchRun = apps.get_model("matches", "MatchRun")
    Seat = apps.get_model("matches", "Seat")
    GameResult = apps.get_model("matches", "GameResult")
    seats: dict[int, dict] = {}
    for run_id, entrant, index, deck, player in Seat.objects.values_list(
            "entrant__run_id", "entrant__index", "index", "deck_id", "player"):
        seats.setdefault(run_id, {})[(entrant, index)] = (deck, player)
    for pk, game in list(MatchRun.objects.order_by("pk").values_list("pk", "game")):
        found = seats.get(pk, {})
        if game != "cardwars" or sorted(found) != [(0, 0), (1, 0)]:
            raise RuntimeError(f"run {pk} ({game}, {len(found)} seats) has no two-deck form; delete it "
                               f"before going back past matches 0005")
        (deck_a, player_a), (deck_b, player_b) = found[(0, 0)], found[(1, 0)]
        MatchRun.objects.filter(pk=pk).update(deck_a_id=deck_a, player_a=player_a, deck_b_id=deck_b,
                                              player_b=player_b)
    ids = list(GameResult.objects.order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(ids), BATCH):
        rows = list(GameResult.objects.filter(pk__in=ids[start:start + BATCH]).only("pk", "places", "data"))
        for row in rows:
            places, data = row.places or [0, 0], row.data
            row.winner = "" if places[0] == places[1] else ("a" if places[0] < places[1] else "b")
            row.a_first = data["first_player"] == data["seat_a"]
            row.hp_a, row.hp_b = data["hp_a"], data["hp_b"]
        GameResult.objects.bulk_update(rows, ["winner", "a_first", "hp_a", "hp_b"])


class Migration(migrations.Migration):

    dependencies = [
        ('matches', '0004_entrants'),
    ]

    operations = [
        migrations.RunPython(_forward, _backward),
    ]
