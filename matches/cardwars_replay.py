"""Card Wars games in words, read from the engine's position JSON (docs/engine-format.md): a stored game turn
by turn, and as steps for the replay viewer (each action, what it changed, the board of both sides after it).
The engine side of a stored game (its record, its start) is matches/engine_bridge.py's."""

import json
import re

from engine import MatchGameResult as EngineResult

from .engine_bridge import Match, start_of
from .models import GameResult


def replay_turns(row: GameResult) -> list[dict]:
    """The game turn by turn: who acted, what they did, and the board and HP at the end of each turn."""
    record = Match(row.run).record(row)
    state = start_of(row, record)
    names = {slug: getattr(card, "name", slug) for slug, card in record.setup.cards.items()}
    seat_a = EngineResult.from_dict(row.data).seat_a
    label = {seat_a: "A", 1 - seat_a: "B"}
    turns, current = [], None
    for action in record.actions:
        actor = state.current_player()
        if current is None or current["turn"] != state.turn:
            current = {"turn": state.turn, "player": label[state.active] if state.turn else "", "actions": []}
            turns.append(current)
        state.apply_action(action)
        current["actions"].append({"by": label[actor], "text": _readable(str(action), names)})
        current["board"] = _board(state.to_json(), names, label)
    return turns


def _readable(text: str, names: dict) -> str:
    """An action's text for people: card names for slugs, Lanes counted from 1 (the engine counts from 0)."""
    text = re.sub(r"\blane=(\d)", lambda m: f"in Lane {int(m.group(1)) + 1}", text)
    text = re.sub(r"\bp([01]):lane:(\d)", lambda m: f"Lane {int(m.group(2)) + 1}", text)
    return re.sub(r"[a-z0-9]+(?:-[a-z0-9]+)*", lambda m: names.get(m.group(0), m.group(0)), text)


def _board(position: dict, names: dict, label: dict) -> list[dict]:
    sides = []
    for seat, player in enumerate(position["players"]):
        lanes = []
        for lane in player["lanes"]:
            creature, building = lane.get("creature"), lane.get("building")
            lanes.append({
                "landscape": lane["landscape"], "face_down": lane.get("face_down", False),
                "frozen": lane.get("frozen", False),
                "creature": names.get(creature["card"], creature["card"]) if creature else None,
                "damage": creature.get("damage", 0) if creature else 0,
                "state": creature.get("state") if creature else None,
                "building": names.get(building["card"], building["card"]) if building else None})
        sides.append({"deck": label[seat], "hp": player["hp"], "hand": len(player["hand"]),
                      "deck_left": len(player["deck"]), "lanes": lanes})
    return sorted(sides, key=lambda s: s["deck"])


# ---- the replay viewer: every action as a step, with the board of both sides after it ----------------

_OPTION = re.compile(r"^p([01]):(creature|building|hand|lane|discard|deck|player)(?::(.+))?$")


def replay_steps(row: GameResult) -> dict:
    """A stored game as steps for the replay viewer: each action in words (card names, Lanes from 1, whose
    choice and what it did), what changed (damage dealt, HP lost, bonuses, cards destroyed) and the board of
    both sides after it (HP, hands, Lanes). Read from the engine's position JSON (docs/engine-format.md)."""
    record = Match(row.run).record(row)
    state = start_of(row, record)
    names = {slug: getattr(card, "name", slug) for slug, card in record.setup.cards.items()}
    seat_a = EngineResult.from_dict(row.data).seat_a
    label = {seat_a: "A", 1 - seat_a: "B"}
    before = state.to_json()
    run = row.run
    opening = ("The opening hands are dealt." if not run.is_fork else
               f"Play goes on from step {run.fork_step} of game {run.fork_game} of simulation {run.fork_run_id}; "
               f"the cards deck {'AB'[run.fork_viewer]} could not see there are dealt again.")
    steps = [{"index": 0, "turn": state.turn if run.is_fork else 0, "player": "", "by": "", "text": opening,
              "changes": [],
              "board": _board_full(before, names, label)}]
    for number, action in enumerate(record.actions, start=1):
        actor, turn = state.current_player(), state.turn
        text = _describe(str(action), before, names, label, actor)
        state.apply_action(action)
        after = state.to_json()
        changes = _changes(before, after, names, label)
        if str(action).startswith("choose ") and ": chooses " in text and changes:
            # What the choice did says more than what was chosen: "Woad Talisman: +2 ATK to Punk Cat in ...".
            text = f"{text.split(': chooses ')[0]}: {'; '.join(changes)}"
            changes = []
        board = _board_full(after, names, label)
        if not changes:  # nothing dealt or destroyed: say what did move (hands, decks, states, the turn)
            changes = _board_changes(steps[-1]["board"], board) or ["no card or HP changes: the game moves on"]
        steps.append({"index": number, "turn": turn, "player": label[state.active] if turn else "",
                      "by": label[actor], "text": text, "changes": changes, "board": board})
        before = after
    return {"steps": steps, "turns": sorted({s["turn"] for s in steps})}


def _board_changes(was: list[dict], now: list[dict]) -> list[str]:
    """The quieter changes between two boards of the viewer: cards drawn, played or discarded, Creatures and
    Buildings that changed state, and whose turn it is."""
    out = []
    for old, new in zip(was, now, strict=True):
        deck = f"deck {new['deck']}"
        if len(new["hand"]) != len(old["hand"]):
            out.append(f"{deck}'s hand: {len(old['hand'])} → {len(new['hand'])} cards")
        if new["deck_left"] != old["deck_left"]:
            out.append(f"{deck} draws {old['deck_left'] - new['deck_left']}" if new["deck_left"] < old["deck_left"]
                       else f"{deck}'s deck: {old['deck_left']} → {new['deck_left']} cards")
        if new["discard"] != old["discard"]:
            out.append(f"{deck}'s discard pile: {old['discard']} → {new['discard']} cards")
        for i, (a, b) in enumerate(zip(old["lanes"], new["lanes"], strict=True)):
            for zone in ("creature", "building"):
                x, y = a[zone], b[zone]
                if x and y and x["name"] == y["name"] and x["state"] != y["state"]:
                    out.append(f"{y['name']} in {deck}'s Lane {i + 1} is now {y['state']}")
                elif y and not x:
                    out.append(f"{y['name']} enters {deck}'s Lane {i + 1}")
            if a["face_down"] != b["face_down"]:
                out.append(f"{deck}'s Lane {i + 1} Landscape turns {'face down' if b['face_down'] else 'face up'}")
        if new["active"] and not old["active"]:
            out.append(f"{deck} to play")
    return out


def _side_lane(label, seat: int, lane: int) -> str:
    return f"deck {label[seat]}'s Lane {lane + 1}"


def _creature(position: dict, seat: int, lane: int) -> dict | None:
    lanes = position["players"][seat]["lanes"]
    return lanes[lane].get("creature") if 0 <= lane < len(lanes) else None


def _option_words(option: str, position: dict, names: dict, label: dict) -> str:
    """A choice's option in words: p1:creature:3 -> "Punk Cat in deck B's Lane 4"."""
    if option.startswith("floop:"):  # which Floop ability to use: the card's own, or one a Hero lends it
        whose = option.split(":", 1)[1]
        return "its own Floop ability" if whose == "own" else f"the Floop ability {names.get(whose, whose)} gives"
    if option.startswith("first "):  # R30: which start-of-turn text runs first ('first <slug> p<seat>:<zone>:<lane>')
        words = option.split()
        where = _option_words(words[2], position, names, label) if len(words) > 2 else names.get(words[1], words[1])
        return f"{where} to go first"
    m = _OPTION.match(option)
    if not m:
        return _readable(option, names)
    seat, zone, rest = int(m.group(1)), m.group(2), m.group(3) or ""
    if zone in ("creature", "building", "lane") and rest.isdigit():
        lane = int(rest)
        if zone == "lane":
            return _side_lane(label, seat, lane)
        card = position["players"][seat]["lanes"][lane].get(zone)
        what = names.get(card["card"], card["card"]) if card else f"the empty {zone} spot"
        return f"{what} in {_side_lane(label, seat, lane)}"
    if zone in ("hand", "discard", "deck") and rest:
        where = {"hand": "hand", "discard": "discard pile", "deck": "deck"}[zone]
        return f"{names.get(rest.split('#')[0], rest)} from deck {label[seat]}'s {where}"
    if zone == "player":
        return f"deck {label[seat]}"
    return _readable(option, names)


def _describe(text: str, position: dict, names: dict, label: dict, actor: int) -> str:
    """An action in a player's words, read against the position it was played in."""
    words = text.split()
    verb = words[0] if words else ""
    lane = next((int(w.split("=")[1]) for w in words if w.startswith("lane=") and w[5:].isdigit()), None)
    if verb == "mulligan":
        return "takes a mulligan: a new hand" if words[1:] == ["yes"] else "keeps the opening hand"
    if verb == "draw":
        return "pays an Action to draw a card"
    if verb == "end":
        return "ends the turn"
    if verb == "attack" and lane is not None:
        attacker = _creature(position, actor, lane)
        who = names.get(attacker["card"], attacker["card"]) if attacker else "a Creature"
        target = _creature(position, 1 - actor, lane)
        into = f"{names.get(target['card'], target['card'])}" if target else f"deck {label[1 - actor]} (no defender)"
        return f"{who} in Lane {lane + 1} attacks {into}"
    if verb == "floop" and lane is not None:
        zone = "building" if "building" in words else "creature"
        card = position["players"][actor]["lanes"][lane].get(zone)
        return f"floops {names.get(card['card'], card['card']) if card else 'a card'} in Lane {lane + 1}"
    if verb == "play" and len(words) > 1:
        card = names.get(words[1], words[1])
        return f"plays {card} in Lane {lane + 1}" if lane is not None else f"casts {card}"
    if verb == "choose" and len(words) > 1:
        pending = (position.get("pending") or [{}])[-1]
        source = names.get(pending.get("script", ""), "")
        if not source and pending.get("source") in _in_play(position):  # a rule's choice about a card in play
            card = _in_play(position)[pending["source"]][3]
            source = names.get(card["card"], card["card"])
        if not source and pending.get("kind") == "order":  # R30: the active player orders start-of-turn texts
            source = "Start of turn"
        chosen = _option_words(" ".join(words[1:]), position, names, label)
        return f"{source}: chooses {chosen}" if source else f"chooses {chosen}"
    if verb == "hero":
        hero = position["players"][actor].get("hero")
        ability = _readable(" ".join(words[1:]), names)
        return f"uses {names.get(hero, hero)}'s ability ({ability})" if hero else f"uses the Hero's ability ({ability})"
    return _readable(text, names)


def _in_play(position: dict) -> dict:
    """card id -> (seat, lane, zone, card) for every card in a Lane."""
    out = {}
    for seat, player in enumerate(position["players"]):
        for lane, spot in enumerate(player["lanes"]):
            for zone in ("creature", "building"):
                card = spot.get(zone)
                if card:
                    out[card.get("id")] = (seat, lane, zone, card)
    return out


def _changes(before: dict, after: dict, names: dict, label: dict) -> list[str]:
    """What an action did, read from the two positions: damage, HP, bonuses, cards that left play."""
    out = []
    was, now = _in_play(before), _in_play(after)
    for cid, (seat, lane, zone, card) in now.items():
        old = was.get(cid)
        dealt = card.get("damage", 0) - (old[3].get("damage", 0) if old else 0)
        if zone == "creature" and old and dealt > 0:
            out.append(f"{names.get(card['card'], card['card'])} in {_side_lane(label, seat, lane)} takes {dealt} damage")
    for cid, (seat, lane, _zone, card) in was.items():
        if cid not in now:
            out.append(f"{names.get(card['card'], card['card'])} leaves {_side_lane(label, seat, lane)}")
    for seat in (0, 1):
        hp0, hp1 = before["players"][seat]["hp"], after["players"][seat]["hp"]
        if hp1 != hp0:  # R22: HP at 0 or less loses; the engine may count below 0, the screen stops at 0
            out.append(f"deck {label[seat]} {'loses' if hp1 < hp0 else 'gains'} {abs(hp1 - hp0)} HP "
                       f"({max(hp0, 0)} → {max(hp1, 0)})")
    old_mods = [json.dumps(m, sort_keys=True) for m in before.get("modifiers", [])]
    for mod in after.get("modifiers", []):
        key = json.dumps(mod, sort_keys=True)
        if key in old_mods:
            old_mods.remove(key)
            continue
        target = now.get(mod.get("card"))
        if target is None:
            continue
        seat, lane, _zone, card = target
        bonus = ", ".join(f"{'+' if mod.get(k, 0) > 0 else ''}{mod[k]} {k.upper()}" for k in ("atk", "def")
                          if mod.get(k))
        until = " this turn" if mod.get("until") == "turn" else ""
        if bonus:
            out.append(f"{bonus} to {names.get(card['card'], card['card'])} in {_side_lane(label, seat, lane)}{until}")
    if after.get("winner") is not None and before.get("winner") is None:
        winner = after["winner"]
        out.append("the game is a draw" if winner == "draw" else f"deck {label[winner]} wins")
    return out


def _board_full(position: dict, names: dict, label: dict) -> list[dict]:
    """Both sides as the viewer draws them: HP, the cards in hand by name, deck and discard sizes, and each
    Lane's Landscape, Creature (its ATK/DEF now, every bonus applied, as the position gives them; printed
    values plus modifiers for positions older than those figures; damage, state) and Building."""
    bonus: dict = {}
    for mod in position.get("modifiers", []):
        b = bonus.setdefault(mod.get("card"), [0, 0])
        b[0] += mod.get("atk", 0)
        b[1] += mod.get("def", 0)
    cards = position.get("cards", {})
    sides = []
    for seat, player in enumerate(position["players"]):
        lanes = []
        for spot in player["lanes"]:
            creature, building = spot.get("creature"), spot.get("building")
            entry = {"landscape": spot["landscape"], "face_down": spot.get("face_down", False),
                     "frozen": spot.get("frozen", False), "creature": None, "building": None}
            if creature:
                facts = cards.get(creature["card"], {})
                extra = bonus.get(creature.get("id"), [0, 0])
                atk, dfn = facts.get("attack"), facts.get("defense")
                entry["creature"] = {"name": names.get(creature["card"], creature["card"]),
                                     "slug": creature["card"], "damage": creature.get("damage", 0),
                                     "state": creature.get("state", "ready"),
                                     "atk": creature["atk"] if "atk" in creature else (
                                         None if atk is None else atk + extra[0]),
                                     "def": creature["def"] if "def" in creature else (
                                         None if dfn is None else dfn + extra[1])}
            if building:
                entry["building"] = {"name": names.get(building["card"], building["card"]),
                                     "state": building.get("state", "ready")}
            lanes.append(entry)
        hand = [names.get(str(c).split("#")[0], c) if isinstance(c, str) else names.get(c.get("card"), c.get("card"))
                for c in player["hand"]]
        sides.append({"deck": label[seat], "hp": max(player["hp"], 0), "hand": hand, "deck_left": len(player["deck"]),
                      "discard": len(player["discard"]), "lanes": lanes,
                      "active": position.get("active") == seat and position.get("phase") != "mulligan"})
    return sorted(sides, key=lambda s: s["deck"])
