"""Set 1, "The Path to Hokage": the Mission scripts (our own words for every card text)."""
from __future__ import annotations

from ..dsl import (
    COIN_PLUS_BOTH,
    JONIN,
    PARTIAL,
    Board,
    Call,
    Ctx,
    Draw,
    Heal,
    Mark,
    Mission,
    ask_card,
    card,
    chars,
    damage,
    draw,
    has_char,
    heal,
    knock_out,
    leave_play,
    look_at_hand,
    names_in_play,
    one_per_card,
    opp_ninjas,
    own_ninjas,
    put_in_village,
    rank,
    rank_at_most,
)


def _injured(b: Board, i: int) -> bool:
    return i in b.injured


card("m001", Mission("Heal one of your injured Ninjas.", options_fn=own_ninjas(_injured), effects=(Heal(),)))


def _outcast(b: Board, m: int, team: list[int], victim: int) -> None:
    p = b.owner[m]
    if victim in b.village[p]:
        return  # only Damage to the opponent's Ninjas counts
    for i in team:
        if "Naruto Uzumaki" in b.cards[i].names and i in b.village[p]:
            b.coins.setdefault(i, []).append(COIN_PLUS_BOTH)


card("m002", Mission("Permanent: when your Naruto Uzumaki damages an opposing Ninja (his Team in a Showdown, or a "
                     "Jutsu he uses), he gets a permanent +1/+1 coin.", hooks={"after_team_damage": _outcast},
                     status=PARTIAL, reason="in a Showdown the winning Team, not one Ninja, gives the Damage (NR38); we "
                     "count it as given by Naruto whenever he is in that Team, Head or Back"))


def _headband_targets(b: Board, card_: int, p: int) -> list[tuple[int, ...]]:
    if b.ninja_played >= 1:
        return []
    taken = names_in_play(b, p)
    seen: dict[str, int] = {}
    for i in sorted(b.chakra[p]):
        if b.cards[i].kind == "ninja" and has_char(b, i, "Genin") and not set(b.cards[i].names) & taken:
            seen.setdefault(b.cards[i].id, i)
    return [(i,) for i in sorted(seen.values())]


def _headband(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in on:
        b.chakra[ctx.owner].remove(i)
        put_in_village(b, ctx.owner, i)
        b.ninja_played += 1


card("m003", Mission("A Genin from your Chakra area enters your Village; it is the turn's Ninja deployment.",
                     options_fn=_headband_targets, effects=(Call(_headband),)))


def _kind_teacher(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (0, 1):
        b.deck[p].extend(b.discard[p])
        b.discard[p] = []
        b.rng.shuffle(b.deck[p])


card("m004", Mission("Both Discard Piles are shuffled back into their decks.", effects=(Call(_kind_teacher),)))


def _every_ninja(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in [*b.village[0], *b.village[1]]:
        damage(b, i, 1)


card("m005", Mission("1 Damage to every Ninja in play.", effects=(Call(_every_ninja),)))
card("m006", Mission("Draw a card.", effects=(Draw(1),)))
card("m007", Mission("One of your Ninjas: an Outstanding reward or Outstanding Victory of its Team this turn earns "
                     "one more Battle Reward.", options_fn=own_ninjas(), effects=(Mark("extra_reward"),)))


def _accident(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in [*b.village[0], *b.village[1]]:
        b.add_flag("no_jutsu", i)


card("m008", Mission("No Ninja can use Jutsu this turn.", effects=(Call(_accident),)))


def _exhaustion(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (0, 1):
        b.discard[p].extend(b.chakra[p])
        b.chakra[p] = []


card("m010", Mission("Every Chakra of both players is discarded.", effects=(Call(_exhaustion),)))


def _bingo(b: Board, ctx: Ctx, on: list[int]) -> None:
    p = ctx.owner
    for _ in range(min(3, len(b.deck[p]))):
        b.aside[p].append(b.deck[p].pop())
    ninjas = one_per_card(b, [i for i in b.aside[p] if b.cards[i].kind == "ninja"])
    if ninjas:
        ask_card(b, p, ninjas, ctx.card, "m011", "take")
    else:
        _bingo_end(b, p)


def _bingo_end(b: Board, p: int) -> None:
    b.deck[p].extend(b.aside[p])
    b.aside[p] = []
    b.rng.shuffle(b.deck[p])


def _bingo_take(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = b.owner[source], int(choice)
    b.aside[p].remove(i)
    b.hand[p].append(i)
    _bingo_end(b, p)


card("m011", Mission("Look at your top 3 cards: take a Ninja among them into your hand, then shuffle your deck.",
                     effects=(Call(_bingo),), hooks={"resume": _bingo_take}))
card("m012", Mission("One of your Ninjas: if its Team attacks this turn, the opponent must block it if it can.",
                     options_fn=own_ninjas(), effects=(Mark("must_be_blocked"),)))


def _gato(b: Board, m: int, p: int) -> None:
    if b.chakra[p]:
        ask_card(b, p, one_per_card(b, b.chakra[p]), m, "m013", "discard", data=(p,), kind="discard")


def _gato_pick(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = data[0], int(choice)
    b.chakra[p].remove(i)
    b.discard[p].append(i)


card("m013", Mission("Permanent: each time a player sends a Team to battle, that player discards a Chakra of its "
                     "choice.", hooks={"team_sent": _gato, "resume": _gato_pick}))


def _intent(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (0, 1):
        b.add_flag("stay", p)


card("m014", Mission("Teams made only of Genin or lower cannot go to battle this turn.", effects=(Call(_intent),)))


def _inner_sakura(b: Board, ctx: Ctx, on: list[int]) -> None:
    p = ctx.owner
    for _ in range(min(4, len(b.deck[p]))):
        b.aside[p].append(b.deck[p].pop())
    _inner_next(b, ctx.card, p)


def _inner_next(b: Board, card_: int, p: int) -> None:
    """The player puts the cards back one at a time, each on top of the last (so the last named is drawn
    first); once only copies of one printed card are left, they follow."""
    options = one_per_card(b, b.aside[p])
    if len(options) > 1:
        ask_card(b, p, options, card_, "m015", "next")
        return
    b.deck[p].extend(b.aside[p])
    b.aside[p] = []
    if "Sakura Haruno" in names_in_play(b, p):
        draw(b, p, 1)


def _inner_pick(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = b.owner[source], int(choice)
    b.aside[p].remove(i)
    b.deck[p].append(i)
    _inner_next(b, source, p)


card("m015", Mission("Look at your top 4 cards and put them back in the order you like; with Sakura Haruno in play, "
                     "draw a card.", effects=(Call(_inner_sakura),), hooks={"resume": _inner_pick}))


def _browse(b: Board, ctx: Ctx, on: list[int]) -> None:
    look_at_hand(b, ctx.owner)


card("m016", Mission("Look at the opposing hand.", effects=(Call(_browse),)))


def _three(b: Board, ctx: Ctx, on: list[int]) -> None:
    b.add_flag("three_squads", ctx.owner)


card("m017", Mission("This turn a Team of three can only be blocked by a Team of three.", effects=(Call(_three),)))
card("m018", Mission("Draw 2 cards.", effects=(Draw(2),)))


def _permanents(b: Board, card_: int, p: int) -> list[tuple[int, ...]]:
    return [(m,) for q in (0, 1) for m in b.missions[q]]


def _discard_cards(b: Board, ctx: Ctx, on: list[int]) -> None:
    for m in on:
        leave_play(b, m, "discard")


card("m019", Mission("Discard a Permanent Mission.", options_fn=_permanents, effects=(Call(_discard_cards),)))


def _academy_targets(b: Board, card_: int, p: int) -> list[tuple[int, ...]]:
    taken = names_in_play(b, p)
    seen: dict[str, int] = {}
    for i in sorted(b.hand[p]):
        if i != card_ and b.cards[i].kind == "ninja" and has_char(b, i, "Genin") and not set(b.cards[i].names) & taken:
            seen.setdefault(b.cards[i].id, i)
    return [(i,) for i in sorted(seen.values())]


def _from_hand(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in on:
        b.hand[ctx.owner].remove(i)
        put_in_village(b, ctx.owner, i)


card("m020", Mission("A Genin from your hand enters play.", options_fn=_academy_targets, effects=(Call(_from_hand),)))


def _heal_all(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in list(b.village[ctx.owner]):
        heal(b, i)


card("m021", Mission("Heal all your injured Ninjas.", effects=(Call(_heal_all),),
                     playable=lambda b, p: any(i in b.injured for i in b.village[p])))
card("m022", Mission("Permanent: both players draw one more card in their Start Phase."))


def _clone_coin(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in on:
        b.coins.setdefault(i, []).append("clone")


card("m023", Mission("Permanent: one of your Ninjas gets Clone status (a coin).", options_fn=own_ninjas(),
                     effects=(Call(_clone_coin),)))


def _oath(b: Board, ctx: Ctx, on: list[int]) -> None:
    p = ctx.owner
    n = len(b.hand[p])
    b.aside[p].extend(b.hand[p])
    b.hand[p] = []
    _oath_next(b, ctx.card, p, n, 0)


def _oath_next(b: Board, card_: int, p: int, n: int, placed: int) -> None:
    """The player names the cards from the bottom up; once one printed card is left, the rest follow."""
    while b.aside[p]:
        options = one_per_card(b, b.aside[p])
        if len(options) > 1:
            ask_card(b, p, options, card_, "m024", "bottom", data=(n, placed))
            return
        b.aside[p].remove(options[0])
        b.deck[p].insert(placed, options[0])
        placed += 1
    draw(b, p, n)


def _oath_pick(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = b.owner[source], int(choice)
    n, placed = data
    b.aside[p].remove(i)
    b.deck[p].insert(placed, i)
    _oath_next(b, source, p, n, placed + 1)


card("m024", Mission("Put your hand under your deck in the order you like, then draw as many cards.",
                     effects=(Call(_oath),), hooks={"resume": _oath_pick}))


def _hero(b: Board, src: int, p: int, i: int) -> int:
    first = min(m for q in (0, 1) for m in b.missions[q] if b.cards[m].id == "m025")
    return 1 if src == first and b.cards[i].kind == "ninja" and b.cards[i].entrance >= 1 else 0


card("m025", Mission("Permanent: Ninjas in both hands with an Entrance cost of 1 or more cost 1 more (once, however "
                     "many are in play).", hooks={"cost_change": _hero}))


def _sharingan_coin(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in on:
        b.coins.setdefault(i, []).append("sharingan")


card("m027", Mission("Permanent: one of your Ninjas gets Sharingan Eye (a coin).", options_fn=own_ninjas(),
                     effects=(Call(_sharingan_coin),)))


def _coward(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (0, 1):
        b.add_flag("coward", p)


card("m028", Mission("This turn a Team of one cannot block a Team of Power 6 or more.", effects=(Call(_coward),)))


def _seesaw(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (0, 1):
        if b.rewards[p]:
            x = b.rewards[p].pop()
            b.discard[b.owner[x]].append(x)


card("m029", Mission("One Battle Reward of each player is discarded.", effects=(Call(_seesaw),),
                     playable=lambda b, p: bool(b.rewards[0] or b.rewards[1])))
card("m030", Mission("Permanent: you may play 2 Missions a turn."))
card("m031", Mission("Both players draw a card.", effects=(Draw(1, who="both"),)))


def _worst_targets(b: Board, card_: int, p: int) -> list[tuple[int, ...]]:
    if b.ninja_played >= 1 or not any(rank(b, i) >= JONIN for i in b.village[1 - p]):
        return []
    taken = names_in_play(b, p)
    seen: dict[str, int] = {}
    for i in sorted(b.hand[p]):
        if (i != card_ and b.cards[i].kind == "ninja" and rank_at_most("Jonin")(b, i)
                and not set(b.cards[i].names) & taken):
            seen.setdefault(b.cards[i].id, i)
    return [(i,) for i in sorted(seen.values())]


def _worst(b: Board, ctx: Ctx, on: list[int]) -> None:
    _from_hand(b, ctx, on)
    b.ninja_played += 1


card("m032", Mission("If the opponent has a Jonin in play, put a Jonin or lower Ninja from your hand in play; it is "
                     "the turn's Ninja deployment.", options_fn=_worst_targets, effects=(Call(_worst),)))


def _execution_options(b: Board, q: int) -> list[int]:
    return one_per_card(b, b.hand[q]) + b.in_play(q)


def _execution_ask(b: Board, card_: int, seats: tuple[int, ...]) -> None:
    """Ask each seat of `seats` in turn (the player first) which card it discards."""
    for k, q in enumerate(seats):
        options = _execution_options(b, q)
        if options:
            ask_card(b, q, options, card_, "m033", "discard", data=tuple(seats[k + 1:]), kind="discard")
            return


def _execution(b: Board, ctx: Ctx, on: list[int]) -> None:
    _execution_ask(b, ctx.card, (ctx.owner, 1 - ctx.owner))


def _execution_pick(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    i = int(choice)
    for q in (0, 1):
        if i in b.hand[q]:
            b.hand[q].remove(i)
            b.discard[b.owner[i]].append(i)
            break
    else:
        leave_play(b, i, "discard")
    _execution_ask(b, source, tuple(data))


card("m033", Mission("Each player discards a card of its choice from its hand or from play.",
                     effects=(Call(_execution),), hooks={"resume": _execution_pick}))


def _unwanted(b: Board, ctx: Ctx, on: list[int]) -> None:
    q = 1 - ctx.owner
    rogues = [i for i in b.rewards[q] if any(ch.startswith("Rogue Ninja") for ch in b.cards[i].characteristics)]
    if rogues:
        ask_card(b, ctx.owner, one_per_card(b, rogues), ctx.card, "m034", "take")


def _unwanted_take(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    i = int(choice)
    b.rewards[1 - b.owner[source]].remove(i)
    b.hand[b.owner[source]].append(i)


card("m034", Mission("Look at the opposing Battle Rewards; take a Rogue Ninja among them into your hand.",
                     effects=(Call(_unwanted),), hooks={"resume": _unwanted_take}))


def _clover(b: Board, ctx: Ctx, on: list[int]) -> None:
    p = ctx.owner
    missions = one_per_card(b, [i for i in b.deck[p] if b.cards[i].kind == "mission"])
    if missions:
        ask_card(b, p, missions, ctx.card, "m035", "top")
    else:
        b.rng.shuffle(b.deck[p])


def _clover_pick(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = b.owner[source], int(choice)
    b.deck[p].remove(i)
    b.rng.shuffle(b.deck[p])
    b.deck[p].append(i)


card("m035", Mission("Pick a Mission from your deck and show it; shuffle, then put it on top.",
                     effects=(Call(_clover),), hooks={"resume": _clover_pick}))


def _left_behind(b: Board, ctx: Ctx, on: list[int]) -> None:
    q = 1 - ctx.owner
    for i in on:
        b.teams[q] = [[j for j in t if j != i] for t in b.teams[q]]
        b.teams[q] = [t for t in b.teams[q] if t]


card("m036", Mission("One opposing Ninja leaves its Team (it will be a Team of one).", options_fn=opp_ninjas(),
                     effects=(Call(_left_behind),)))


def _teachings(b: Board, ctx: Ctx, on: list[int]) -> None:
    b.add_flag("teachings", ctx.owner)


card("m038", Mission("This turn every Team must go to battle if it can: the Attacker sends Teams while it can, "
                     "and the Blocker blocks each attacking Team while a Team of its can.", effects=(Call(_teachings),)))


def _courage(b: Board, ctx: Ctx, on: list[int]) -> None:
    b.add_flag("cheaper", ctx.owner)


card("m039", Mission("This turn your Ninjas in hand with an Entrance cost of 2 or less cost 1 less.",
                     effects=(Call(_courage),)))


card("m040", Mission("Permanent: one of your Genin is named Shooting Star; when this Mission leaves the Village, "
                     "that Ninja is discarded.", options_fn=own_ninjas(chars("Genin")),
                     hooks={"on_leave_target": lambda b, m, t: knock_out(b, t)}))
card("m041", Mission("One of your Ninjas cannot be damaged this turn.", options_fn=own_ninjas(),
                     effects=(Mark("no_damage"),)))


def _revival_targets(b: Board, card_: int, p: int) -> list[tuple[int, ...]]:
    seen: dict[str, int] = {}
    for i in sorted(b.discard[p]):
        if b.cards[i].kind == "ninja":
            seen.setdefault(b.cards[i].id, i)
    return [(i,) for i in sorted(seen.values())]


def _revival(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in on:
        b.discard[ctx.owner].remove(i)
        b.deck[ctx.owner].append(i)


card("m042", Mission("A Ninja from your Discard Pile goes on top of your deck.", options_fn=_revival_targets,
                     effects=(Call(_revival),)))
