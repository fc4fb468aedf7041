"""Set 1, "The Path to Hokage": card scripts. Every text here is our own short account of what the card
does; a card's status says whether all of it is simulated. Ninjas without effect text have no script."""
from __future__ import annotations

from ..dsl import (
    ALL_OPPOSING,
    ALONE,
    ANY_NINJA,
    ATTACKING,
    CHAIN,
    COIN_PLUS_BOTH,
    COIN_PLUS_COMBAT,
    COIN_TENKETSU,
    IN_BATTLE,
    IS_HEAD,
    NONE,
    ONE_OPPOSING,
    OWN_SENT,
    PARTIAL,
    REWARD,
    SENT,
    STANDBY,
    USER,
    Attr,
    Board,
    Bonus,
    Call,
    Char,
    CoinPump,
    Ctx,
    Damage,
    DeckToChakra,
    Draw,
    Heal,
    Injure,
    Jutsu,
    Lock,
    Mark,
    MarkUser,
    MillRandom,
    MinusHands,
    Mission,
    Move,
    Negate,
    Ninja,
    Pump,
    PumpByCombat,
    RankAtLeast,
    RewardToChakra,
    SetCombat,
    SetPower,
    Swap,
    Target,
    ToStandBy,
    against,
    all_of,
    attr_is,
    card,
    chars,
    damage,
    draw,
    has_char,
    head_is,
    heal,
    knock_out,
    leave_play,
    mate_is,
    names_in_play,
    opp_ninjas,
    own_ninjas,
    put_in_village,
    rank,
    rank_at_most,
    sent_team,
    stats,
    team_key,
)

JONIN = 4
GENIN = 1
CHUNIN = 2

# ---- Ninja ------------------------------------------------------------------------------------------------

card("n004", Ninja("+1/+1 while battling a Female Ninja.", bonuses=(Bonus(against("Female"), 1, 1),)))

card("n005", Ninja("Valid: cannot go to battle as a Team of one.", valid=True,
                   refuse=lambda b, i, m: "N-005: not alone" if len(m) == 1 else None))

card("n006", Ninja("+1/+0 when attacking.", bonuses=(Bonus(ATTACKING, 1, 0),)))

card("n007", Ninja("Valid: Jonin or higher Ninjas in your hand cost 1 less to enter.", valid=True, hooks={
    "cost_change": lambda b, src, p, i: -1 if (b.owner[src] == p and i in b.hand[p] and b.cards[i].kind == "ninja"
                                               and b.cards[i].rank >= JONIN) else 0}))

card("n008", Ninja("Valid: +0/+1 when its Team's Head is a Genin.", valid=True,
                   bonuses=(Bonus(head_is(chars("Genin")), 0, 1),)))

card("n012", Ninja("Its Team cannot go to battle while you hold more Battle Rewards than your opponent.",
                   refuse=lambda b, i, m: "N-012: ahead on Battle Rewards"
                   if len(b.rewards[b.owner[i]]) > len(b.rewards[1 - b.owner[i]]) else None))


def _injured_own(b: Board, src: int, genin: bool = False) -> list[int]:
    p = b.owner[src]
    return [i for i in b.village[p] if i in b.injured and (not genin or has_char(b, i, "Genin"))]


def _discard_chakra(b: Board, p: int, n: int) -> None:
    for _ in range(n):
        b.discard[p].append(b.chakra[p].pop(0))  # NR-D10: the oldest Chakra


def _governor(b: Board, src: int, t: int) -> None:
    _discard_chakra(b, b.owner[src], 1)
    heal(b, t)


card("n013", Ninja("At the start of your turn you may discard a Chakra to heal one of your injured Ninjas.",
                   hooks={"start_targets": lambda b, src: _injured_own(b, src) if b.chakra[b.owner[src]] else [],
                          "start_use": _governor}))


def _imposter(b: Board, iid: int, n: int) -> int:
    return n - 1 if b.rng.randbelow(2) == 0 else n  # heads: one Damage less


card("n019", Ninja("Valid: when it takes Damage, flip a coin; heads, one Damage less.", valid=True,
                   hooks={"reduce_damage": _imposter}))

card("n020", Ninja("Cannot go to battle in a Team with a Genin or lower-ranked Ninja.",
                   refuse=lambda b, i, m: "N-020: not with Genin" if any(j != i and rank(b, j) <= GENIN for j in m)
                   else None))

card("n021", Ninja("+0/+1 when its Team holds a Male Genin.", bonuses=(Bonus(mate_is(chars("Genin", "Male")), 0, 1),)))


def _scapegoat(b: Board, mate: int, head: int, n: int) -> int:
    damage(b, mate, 1)
    return n - 1


card("n022", Ninja("Valid: when its Team's Head takes Damage, it may take one less; this Ninja then takes 1.",
                   valid=True, hooks={"guard": _scapegoat}, status=PARTIAL,
                   reason="the owner always uses it (the choice is not asked)"))


class _CopyNinja(Ninja):
    copies_jutsu_combat = True


card("n023", _CopyNinja("When a Ninja battling it gains Combat from a Jutsu, it gains as much this turn."))

card("n024", Ninja("As Head: Ninjas its Team damages are discarded, even when the Damage was reduced to 0 "
                   "(not when it was negated).", hooks={"ruthless": lambda b, src: IS_HEAD(b, src)}))


def _nine_tails(b: Board, src: int, iid: int) -> tuple[int, int] | None:
    if iid == src and src in b.injured and ALONE(b, src):
        return (len(b.hand[b.owner[src]]), 0)
    return None


card("n025", Ninja("Valid: injured and sent alone, it gets +X/+0, X = cards in your hand.", valid=True,
                   hooks={"bonus": _nine_tails}))


class _OpenYourEyes(Ninja):
    cheap_jutsu_immune = True


card("n026", _OpenYourEyes("Opposing Jutsu costing 2 or less cannot target it."))


def _adjust(b: Board, iid: int) -> None:
    p = b.owner[iid]
    if len(b.chakra[p]) <= 1 and b.deck[p]:
        b.chakra[p].append(b.deck[p].pop())


card("n027", Ninja("Sent to battle with at most 1 Chakra: you may put your top deck card into your Chakra area.",
                   hooks={"on_sent": _adjust}, status=PARTIAL, reason="always used (the choice is not asked)"))

card("n028", Ninja("Valid: +1/+1 with an Animal Ninja in its Team.", valid=True,
                   bonuses=(Bonus(mate_is(chars("Animal")), 1, 1),)))


def _gentle_heart(b: Board, src: int, t: int) -> None:
    _discard_chakra(b, b.owner[src], 3)
    heal(b, t)


def _gentle_heart_targets(b: Board, src: int) -> list[int]:
    return _injured_own(b, src, genin=True) if len(b.chakra[b.owner[src]]) >= 3 else []


card("n030", Ninja("At the start of your turn you may discard 3 Chakras to heal one of your injured Genin.",
                   hooks={"start_targets": _gentle_heart_targets, "start_use": _gentle_heart}))


class _NoTalent(Ninja):
    no_symbol_jutsu = True


card("n031", _NoTalent("Valid: cannot use a Jutsu whose cost names a Symbol.", valid=True))

card("n034", Ninja("Valid: when its Team wins a fight, draw a card.", valid=True,
                   hooks={"on_victory": lambda b, i: draw(b, b.owner[i], 1)}))


def _relocation_leave(b: Board, iid: int) -> None:
    p = b.owner[iid]
    if b.hand[p]:
        b.discard[p].append(b.hand[p].pop(0))


card("n035", Ninja("Valid: draw a card when it enters play; discard a card from your hand when it leaves play.",
                   valid=True, hooks={"on_deploy": lambda b, i: draw(b, b.owner[i], 1), "on_leave": _relocation_leave},
                   status=PARTIAL, reason="the card discarded as it leaves is the oldest in hand, not the owner's pick"))

card("n036", Ninja("Valid: with Kiba Inuzuka in play it does not use the turn's Ninja deployment; "
                   "cannot go to battle alone.", valid=True,
                   refuse=lambda b, i, m: "N-036: not alone" if len(m) == 1 else None,
                   hooks={"no_deploy_limit": lambda b, i: "Kiba Inuzuka" in names_in_play(b, b.owner[i])}))

card("n037", Ninja("Leaf Genin of its Team get +0/+1 in battle.",
                   bonuses=(Bonus(IN_BATTLE, 0, 1, who="team", which=chars("Leaf", "Genin")),)))

card("n039", Ninja("+0/+4 when its Team's Head is a Taijutsu Genin.",
                   bonuses=(Bonus(head_is(all_of(chars("Genin"), attr_is("Taijutsu"))), 0, 4),)))

card("n040", Ninja("In battle, every Ninja of its Team and of the Team it fights gets -1/-1, except Mist-attribute "
                   "Ninjas.", bonuses=(Bonus(IN_BATTLE, -1, -1, who="fight", which=lambda b, i: not attr_is("Mist")(b, i)),)))


def _lee_sent(b: Board, iid: int) -> None:
    if IS_HEAD(b, iid):
        b.add_flag("lee_head", iid)


def _lee_end(b: Board, iid: int) -> None:
    if b.flag("lee_head", iid):
        b.coins.setdefault(iid, []).append(COIN_PLUS_COMBAT)


card("n041", Ninja("Sent to battle as Head: it gets a permanent +1/+0 coin at the end of the turn.",
                   hooks={"on_sent": _lee_sent, "end_turn": _lee_end}))


def _tenketsu(b: Board, src: int, victim: int) -> None:
    if victim in b.village[0] or victim in b.village[1]:
        coins = b.coins.setdefault(victim, [])
        if COIN_TENKETSU not in coins:
            coins.append(COIN_TENKETSU)


card("n042", Ninja("Ninjas its Team damages get a Tenketsu coin; Valid: a Ninja with one cannot be healed.",
                   hooks={"after_damage": _tenketsu}))


class _Kekkei(Ninja):
    unnegatable = True


card("n043", _Kekkei("Valid: its Jutsu cannot be negated.", valid=True))

# ---- Jutsu -------------------------------------------------------------------------------------------------

card("j001", Jutsu("User +2/+2.", target=USER, effects=(Pump(2, 2),)))
card("j002", Jutsu("User +3/+0.", target=USER, effects=(Pump(3, 0),)))
card("j003", Jutsu("Male user: it becomes Female; one Male Ninja it fights has Combat 0.", requires=(Char("Male"),),
                   target=Target("opposing", which=chars("Male")), effects=(MarkUser("female"), SetCombat(0))))
card("j004", Jutsu("Male Clone user: it becomes Female; every Male Ninja it fights is 0/0.",
                   requires=(Char("Male"), Char("Clone Status")),
                   target=Target("all_opposing", which=chars("Male")), effects=(MarkUser("female"), SetPower(0, 0))))
card("j005", Jutsu("User +2X/+0 and Clone status.", target=USER, effects=(Pump(2, 0, per_x=True), Mark("clone"))))
card("j006", Jutsu("Jonin user: a Ninja goes back on top of its owner's deck.", requires=(RankAtLeast("Jonin"),),
                   target=ANY_NINJA, effects=(Move("deck"),)))
card("j007", Jutsu("Sharingan user: negate a Jutsu being played; it is discarded.", requires=(Char("Sharingan Eye"),),
                   target=CHAIN, effects=(Negate("discard"),)))


def _crystal_ball(b: Board, ctx: Ctx, on: list[int]) -> None:
    if any(b.cards[i].kind == "ninja" for i in b.hand[1 - ctx.owner]):
        draw(b, ctx.owner, 1)


card("j008", Jutsu("Look at the opposing hand; draw a card if it holds a Ninja.", effects=(Call(_crystal_ball),),
                   status=PARTIAL, reason="the look at the hand is not shown to the player (its view stays hidden)"))


card("j009", Jutsu("A Battle Reward card (of either player) goes to its owner's Chakra area.", target=REWARD,
                   effects=(RewardToChakra(),)))


card("j010", Jutsu("1 Damage to a Ninja (none to a Flame-attribute Ninja).", target=ANY_NINJA,
                   effects=(Damage(1, spare_attr="Flame"),)))
card("j011", Jutsu("Chunin user: a Stand-By Ninja goes back to its owner's hand.", requires=(RankAtLeast("Chunin"),),
                   target=STANDBY, effects=(Move("hand"),)))
card("j012", Jutsu("User +X/+X and Clone status; X paid in Water.", target=USER,
                   effects=(Pump(1, 1, per_x=True), Mark("clone")), x_symbol="Water"))
card("j013", Jutsu("Negate a Jutsu being played; it goes back to its owner's hand.", target=CHAIN,
                   effects=(Negate("hand"),)))
card("j014", Jutsu("Jonin user: every Ninja it fights becomes injured.", requires=(RankAtLeast("Jonin"),),
                   target=ALL_OPPOSING, effects=(Injure(),)))
card("j015", Jutsu("User +1/+1 and Clone status.", target=USER, effects=(Pump(1, 1), Mark("clone"))))
card("j016", Jutsu("User swaps Combat and Support; its attribute becomes Taijutsu, Ninjutsu, Genjutsu or Flame.",
                   target=USER, effects=(Swap(),), choices=("taijutsu", "ninjutsu", "genjutsu", "flame")))


def _team_heads(b: Board, card_: int, owner: int, user: int) -> list[int]:
    return [t[0] for t in (*b.attack, *b.block) if len(t) >= 2]


def _substitute(b: Board, ctx: Ctx, on: list[int]) -> None:
    for head in on:
        t = sent_team(b, head)
        if t is not None and t[0] == head and len(t) >= 2:
            t.append(t.pop(0))


card("j017", Jutsu("A Team's Head goes to the back of its line; the first Back Ninja becomes Head.",
                   target=Target("head"), effects=(Call(_substitute),), status=PARTIAL,
                   reason="with three Ninjas the new order is our reading (the first Back Ninja leads)"))


def _disguise(b: Board, ctx: Ctx, on: list[int]) -> None:
    k = team_key(b, ctx.user)
    if k >= 0:
        b.add_flag("skip_showdown", k)


card("j018", Jutsu("The user's Team and the Team it fights skip the Showdown: no Damage, no reward.",
                   effects=(Call(_disguise),)))


def _death_mirage(b: Board, ctx: Ctx, on: list[int]) -> None:
    n = 3 if b.cards[ctx.user].attribute == "Genjutsu" or attr_is("Genjutsu")(b, ctx.user) else 2
    for i in on:
        Pump(-n, -n).apply(b, ctx, [i])


card("j019", Jutsu("An opposing Ninja the user fights gets -2/-2 (-3/-3 if the user is Genjutsu).",
                   target=Target("opposing", which=None), effects=(Call(_death_mirage),)))
card("j020", Jutsu("A Ninja's power returns to its printed value and cannot change this turn.", target=ANY_NINJA,
                   effects=(Lock(),)))


def _is_back(b: Board, i: int) -> bool:
    t = sent_team(b, i)
    return t is not None and t[0] != i


card("j021", Jutsu("Chunin user: the Back Ninjas of the Team it fights leave that Team (Stand-By).",
                   requires=(RankAtLeast("Chunin"),), target=Target("all_opposing", which=_is_back),
                   effects=(ToStandBy(),)))


def _mind_transfer(b: Board, ctx: Ctx, on: list[int]) -> None:
    for i in on:
        ToStandBy().apply(b, ctx, [i])
        theirs = 0 if i in b.village[0] else 1
        if theirs != ctx.owner and not (set(b.cards[i].names) & names_in_play(b, ctx.owner)):
            put_in_village(b, ctx.owner, i)


card("j022", Jutsu("Mind user: a Ninja it fights with Combat 2 or less goes Stand-By; with no Ninja of that name "
                   "in play you take it into your Village.", requires=(Attr("Mind"),),
                   target=Target("opposing", which=lambda b, i: stats(b, i)[0] <= 2), effects=(Call(_mind_transfer),),
                   status=PARTIAL, reason="'2 or less Power' is read as Combat 2 or less (our reading)"))
card("j023", Jutsu("Shadow user: a Ninja it fights is 0/0 this turn.", requires=(Attr("Shadow"),),
                   target=ONE_OPPOSING, effects=(SetPower(0, 0),)))
card("j024", Jutsu("Food user: +2/+0, and opposing Jutsu cannot target it this turn.", requires=(Attr("Food"),),
                   target=USER, effects=(Pump(2, 0), Mark("jutsu_immune"))))
card("j025", Jutsu("User gets Clone status; a coin: heads +4/+0, tails +2/+0.", target=USER,
                   effects=(Mark("clone"), CoinPump(4, 2))))
card("j026", Jutsu("Taijutsu user +3/+0.", requires=(Attr("Taijutsu"),), target=USER, effects=(Pump(3, 0),)))
card("j027", Jutsu("Taijutsu user +0/+3.", requires=(Attr("Taijutsu"),), target=USER, effects=(Pump(0, 3),)))
card("j028", Jutsu("Fang user becomes an Animal and gains its own Combat again (+X/+0).", requires=(Attr("Fang"),),
                   target=USER, effects=(Mark("animal"), PumpByCombat())))
card("j029", Jutsu("User +2/+0, +3/+0 if it is Weapon-attribute.", target=USER,
                   effects=(Pump(2, 0), Pump(1, 0, if_attr="Weapon"))))
card("j030", Jutsu("Kakashi user +7/+0.", requires=(Char("Kakashi Hatake"),), target=USER, effects=(Pump(7, 0),)))
card("j031", Jutsu("Head user: Ninjas its Team damages this turn are discarded, even at 0 Damage (not if negated).",
                   requires=(IS_HEAD,), target=USER, effects=(Mark("ruthless"),)))
card("j032", Jutsu("A Ninja the user fights has Combat 0 this turn.", target=ONE_OPPOSING, effects=(SetCombat(0),)))
card("j033", Jutsu("Jonin user: 1 Damage to a Ninja on the Battlefield.", requires=(RankAtLeast("Jonin"),),
                   target=SENT, effects=(Damage(1),)))
card("j034", Jutsu("Jonin user: every Ninja it fights goes back to its owner's hand.", requires=(RankAtLeast("Jonin"),),
                   target=ALL_OPPOSING, effects=(Move("hand"),)))
card("j035", Jutsu("Haku user: a Ninja it fights becomes injured.", requires=(Char("Haku"),), target=ONE_OPPOSING,
                   effects=(Injure(),)))
card("j036", Jutsu("Haku user: a Ninja it fights gets -X/-X, X = cards in both hands.", requires=(Char("Haku"),),
                   target=ONE_OPPOSING, effects=(MinusHands(),)))
card("j037", Jutsu("The user's Jutsu cannot be negated this turn.", target=USER, effects=(Mark("unnegatable"),)))
card("j038", Jutsu("One of your Ninjas on the Battlefield leaves its Team (Stand-By).", target=OWN_SENT,
                   effects=(ToStandBy(),)))
card("j039", Jutsu("Insect user: 3 random cards of the opposing deck are discarded.", requires=(Attr("Insect"),),
                   effects=(MillRandom(3),)))
card("j040", Jutsu("Your top 2 deck cards go to your Chakra area.", effects=(DeckToChakra(2),)))


def _fanged_pursuit(b: Board, ctx: Ctx, on: list[int]) -> None:
    team = sent_team(b, ctx.user)
    if team is None:
        return
    for i in on:
        if len(team) >= 3 or i not in b.discard[ctx.owner] or set(b.cards[i].names) & names_in_play(b, ctx.owner):
            continue
        b.discard[ctx.owner].remove(i)
        put_in_village(b, ctx.owner, i)
        team.append(i)


card("j041", Jutsu("1 or 2 Ninja Dogs from your Discard Pile enter play as Back Ninjas of the user's Team (3 at most).",
                   target=Target("discard_kind", which=chars("Ninja Dog"), count=(1, 2)),
                   effects=(Call(_fanged_pursuit),)))


def _byakugan(b: Board, ctx: Ctx, on: list[int]) -> None:
    q = 1 - ctx.owner
    pick = next((i for i in b.hand[q] if b.cards[i].kind in ("jutsu", "mission")), -1)
    if pick >= 0:
        b.hand[q].remove(pick)
        b.discard[q].append(pick)


card("j042", Jutsu("Byakugan user: look at the opposing hand and discard a Jutsu or Mission from it.",
                   requires=(Char("Byakugan"),), effects=(Call(_byakugan),), status=PARTIAL,
                   reason="the card discarded is the first Jutsu or Mission in that hand, not the player's pick"))

# ---- Missions ----------------------------------------------------------------------------------------------


def _injured(b: Board, i: int) -> bool:
    return i in b.injured


card("m001", Mission("Heal one of your injured Ninjas.", options_fn=own_ninjas(_injured), effects=(Heal(),)))


def _outcast(b: Board, m: int, team: list[int], victim: int) -> None:
    for i in team:
        if "Naruto Uzumaki" in b.cards[i].names and (i in b.village[0] or i in b.village[1]):
            b.coins.setdefault(i, []).append(COIN_PLUS_BOTH)


card("m002", Mission("Permanent: when a Team with your Naruto Uzumaki damages an opposing Ninja, Naruto gets a "
                     "permanent +1/+1 coin.", hooks={"after_team_damage": _outcast}, status=PARTIAL,
                     reason="counts the Showdown's Damage by Naruto's Team (our reading), not a Jutsu used by Naruto"))


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


COUNTER = "a Counter is played in answer to the opponent, in the opponent's turn; that timing is not simulated"
card("m009", Mission("Counter: negate a non-Permanent Mission as it is played; it is discarded.", status=NONE,
                     reason=COUNTER, playable=lambda b, p: False))


card("m010", Mission("Every Chakra of both players is discarded.", effects=(Call(_exhaustion),)))


def _bingo(b: Board, ctx: Ctx, on: list[int]) -> None:
    p = ctx.owner
    top = b.deck[p][-3:]
    ninjas = [i for i in top if b.cards[i].kind == "ninja"]
    if ninjas:
        pick = max(ninjas, key=lambda i: (sum(b.cards[i].healthy), -i))
        b.deck[p].remove(pick)
        b.hand[p].append(pick)
    b.rng.shuffle(b.deck[p])


card("m011", Mission("Look at your top 3 cards; a Ninja among them may go to your hand; shuffle.",
                     effects=(Call(_bingo),), status=PARTIAL,
                     reason="takes the Ninja with the most printed power, not the player's pick"))
card("m012", Mission("One of your Ninjas: if its Team attacks this turn, the opponent must block it if it can.",
                     options_fn=own_ninjas(), effects=(Mark("must_be_blocked"),)))


card("m013", Mission("Permanent: each time a player sends a Team to battle, that player discards a Chakra.",
                     status=PARTIAL, reason="the Chakra discarded is the oldest (NR-D10), not the player's pick"))


def _intent(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (0, 1):
        b.add_flag("stay", p)


card("m014", Mission("Teams made only of Genin or lower cannot go to battle this turn.", effects=(Call(_intent),)))


def _inner_sakura(b: Board, ctx: Ctx, on: list[int]) -> None:
    if "Sakura Haruno" in names_in_play(b, ctx.owner):
        draw(b, ctx.owner, 1)


card("m015", Mission("Look at your top 4 cards and put them back in any order; with Sakura Haruno in play, draw a "
                     "card.", effects=(Call(_inner_sakura),), status=PARTIAL,
                     reason="the 4 cards keep their order (the rearranging is not asked)"))
card("m016", Mission("Look at the opposing hand.", status=PARTIAL,
                     reason="the look is not shown to the player (its view stays hidden)"))


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
    b.deck[p][0:0] = list(reversed(b.hand[p]))
    b.hand[p] = []
    draw(b, p, n)


card("m024", Mission("Put your hand under your deck, then draw as many cards.", effects=(Call(_oath),),
                     status=PARTIAL, reason="the hand goes under the deck in its own order (the player's order is "
                     "not asked)"))


def _hero(b: Board, src: int, p: int, i: int) -> int:
    first = min(m for q in (0, 1) for m in b.missions[q] if b.cards[m].id == "m025")
    return 1 if src == first and b.cards[i].kind == "ninja" and b.cards[i].entrance >= 1 else 0


card("m025", Mission("Permanent: Ninjas in both hands with an Entrance cost of 1 or more cost 1 more (once, however "
                     "many are in play).", hooks={"cost_change": _hero}))
card("m026", Mission("One opposing Ninja must go to battle this turn if it can (it must block).",
                     options_fn=opp_ninjas(), effects=(Mark("must_send"),), status=PARTIAL,
                     reason="Counter timing (in the opponent's turn) is not simulated: played in your own Mission "
                     "Phase, it forces a block"))


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


def _execution(b: Board, ctx: Ctx, on: list[int]) -> None:
    for p in (ctx.owner, 1 - ctx.owner):
        if b.hand[p]:
            b.discard[p].append(b.hand[p].pop(0))
        elif b.in_play(p):
            leave_play(b, b.in_play(p)[0], "discard")


card("m033", Mission("Each player discards a card from hand or from play.", effects=(Call(_execution),),
                     status=PARTIAL, reason="each player discards its oldest hand card (else its first card in "
                     "play), not its pick"))


def _unwanted(b: Board, ctx: Ctx, on: list[int]) -> None:
    q = 1 - ctx.owner
    rogues = [i for i in b.rewards[q] if any(ch.startswith("Rogue Ninja") for ch in b.cards[i].characteristics)]
    if rogues:
        pick = max(rogues, key=lambda i: (sum(b.cards[i].healthy), -i))
        b.rewards[q].remove(pick)
        b.hand[ctx.owner].append(pick)


card("m034", Mission("Look at the opposing Battle Rewards; a Rogue Ninja among them comes to your hand.",
                     effects=(Call(_unwanted),), status=PARTIAL,
                     reason="takes the Rogue Ninja with the most printed power, not the player's pick"))


def _clover(b: Board, ctx: Ctx, on: list[int]) -> None:
    p = ctx.owner
    missions = [i for i in b.deck[p] if b.cards[i].kind == "mission"]
    pick = min(missions) if missions else -1
    if pick >= 0:
        b.deck[p].remove(pick)
    b.rng.shuffle(b.deck[p])
    if pick >= 0:
        b.deck[p].append(pick)


card("m035", Mission("Search your deck for a Mission, show it, shuffle, and put it on top.", effects=(Call(_clover),),
                     status=PARTIAL, reason="takes the first Mission of the deck list, not the player's pick"))


def _left_behind(b: Board, ctx: Ctx, on: list[int]) -> None:
    q = 1 - ctx.owner
    for i in on:
        b.teams[q] = [[j for j in t if j != i] for t in b.teams[q]]
        b.teams[q] = [t for t in b.teams[q] if t]


card("m036", Mission("One opposing Ninja leaves its Team (it will be a Team of one).", options_fn=opp_ninjas(),
                     effects=(Call(_left_behind),)))


def _teachings(b: Board, ctx: Ctx, on: list[int]) -> None:
    b.add_flag("teachings", ctx.owner)


card("m038", Mission("This turn every Team must go to battle if it can.", effects=(Call(_teachings),),
                     status=PARTIAL, reason="binds the attacking Teams only; blocking stays the Blocker's choice"))


card("m037", Mission("Counter: put all your Ninjas into new Teams.", status=NONE, reason=COUNTER,
                     playable=lambda b, p: False))


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
