"""Set 1, "The Path to Hokage": the Jutsu scripts (our own words for every card text)."""
from __future__ import annotations

from ..dsl import (
    ALL_OPPOSING,
    ANY_NINJA,
    CHAIN,
    IS_HEAD,
    ONE_OPPOSING,
    OWN_SENT,
    PARTIAL,
    REWARD,
    SENT,
    STANDBY,
    USER,
    Attr,
    Board,
    Call,
    Char,
    CoinPump,
    Ctx,
    Damage,
    DeckToChakra,
    Injure,
    Jutsu,
    Lock,
    Mark,
    MarkUser,
    MillRandom,
    MinusHands,
    Move,
    Negate,
    Pump,
    PumpByCombat,
    RankAtLeast,
    RewardToChakra,
    SetCombat,
    SetPower,
    Swap,
    Target,
    ToStandBy,
    ask_card,
    attr_is,
    card,
    chars,
    draw,
    look_at_hand,
    names_in_play,
    one_per_card,
    put_in_village,
    sent_team,
    stats,
    team_key,
)

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
    look_at_hand(b, ctx.owner)
    if any(b.cards[i].kind == "ninja" for i in b.hand[1 - ctx.owner]):
        draw(b, ctx.owner, 1)


card("j008", Jutsu("Look at the opposing hand; draw a card if it holds a Ninja.", effects=(Call(_crystal_ball),)))
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
                   reason="in a Team of three the card does not say which Back Ninja leads after the switch: we keep "
                   "the order of the Back Ninjas (the first leads) and put the old Head last; no rule settles it"))


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
                   status=PARTIAL, reason="the Power of a Ninja is a pair, Combat/Support (NR3), and the card gives one number; we "
                   "read it as a current Combat of 2 or less (Support not counted)"))
card("j023", Jutsu("Shadow user: a Ninja it fights is 0/0 this turn.", requires=(Attr("Shadow"),),
                   target=ONE_OPPOSING, effects=(SetPower(0, 0, held=True),)))
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
    look_at_hand(b, ctx.owner)
    q = 1 - ctx.owner
    options = one_per_card(b, [i for i in b.hand[q] if b.cards[i].kind in ("jutsu", "mission")])
    if options:
        ask_card(b, ctx.owner, options, ctx.card, "j042", "discard", kind="discard")


def _byakugan_pick(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    i = int(choice)
    q = 1 - b.owner[source]
    if i in b.hand[q]:
        b.hand[q].remove(i)
        b.discard[q].append(i)


card("j042", Jutsu("Byakugan user: look at the opposing hand and discard a Jutsu or Mission of your choice from it.",
                   requires=(Char("Byakugan"),), effects=(Call(_byakugan),), hooks={"resume": _byakugan_pick}))
