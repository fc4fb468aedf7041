"""Set 1, "The Path to Hokage": the Ninja scripts (our own words for every card text). The 15 Ninjas
without effect text have no script: their stats are the whole card."""
from __future__ import annotations

from ..dsl import (
    ALONE,
    ATTACKING,
    COIN_PLUS_COMBAT,
    COIN_TENKETSU,
    GENIN,
    IN_BATTLE,
    IS_HEAD,
    JONIN,
    Board,
    Bonus,
    Ninja,
    against,
    all_of,
    ask_card,
    attr_is,
    card,
    chars,
    damage,
    draw,
    has_char,
    head_is,
    heal,
    mate_is,
    names_in_play,
    one_per_card,
    rank,
)

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


def _pay_then_heal(b: Board, src: int, target: int, left: int) -> None:
    """The owner discards `left` Chakras of its choice, one at a time, then `target` is healed."""
    p = b.owner[src]
    if left > 0 and b.chakra[p]:
        ask_card(b, p, one_per_card(b, b.chakra[p]), src, b.cards[src].id, "chakra", data=(target, left),
                 kind="discard")
        return
    heal(b, target)


def _chakra_paid(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = b.owner[source], int(choice)
    b.chakra[p].remove(i)
    b.discard[p].append(i)
    _pay_then_heal(b, source, data[0], data[1] - 1)


card("n013", Ninja("At the start of your turn you may discard a Chakra of your choice to heal one of your injured "
                   "Ninjas.", hooks={"start_targets": lambda b, src: _injured_own(b, src) if b.chakra[b.owner[src]]
                                     else [], "start_use": lambda b, src, t: _pay_then_heal(b, src, t, 1),
                                     "resume": _chakra_paid}))


def _imposter(b: Board, iid: int, n: int) -> int:
    return n - 1 if b.rng.randbelow(2) == 0 else n  # heads: one Damage less


card("n019", Ninja("Valid: when it takes Damage, flip a coin; heads, one Damage less.", valid=True,
                   hooks={"reduce_damage": _imposter}))

card("n020", Ninja("Cannot go to battle in a Team with a Genin or lower-ranked Ninja.",
                   refuse=lambda b, i, m: "N-020: not with Genin" if any(j != i and rank(b, j) <= GENIN for j in m)
                   else None))

card("n021", Ninja("+0/+1 when its Team holds a Male Genin.", bonuses=(Bonus(mate_is(chars("Genin", "Male")), 0, 1),)))


def _scapegoat(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    head, n, ruthless, *by = data
    damage(b, head, n, ruthless=bool(ruthless), by=tuple(by), guard=(source, choice))


class _Scapegoat(Ninja):
    guards_head = True


card("n022", _Scapegoat("Valid: when its Team's Head takes Damage, you may have the Head take one less; this Ninja "
                        "then takes 1.", valid=True, hooks={"resume": _scapegoat}))


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


def _can_adjust(b: Board, iid: int) -> str:
    p = b.owner[iid]
    return "adjust" if len(b.chakra[p]) <= 1 and b.deck[p] else ""


def _adjust(b: Board, iid: int, choice: str) -> None:
    p = b.owner[iid]
    if choice == "adjust" and len(b.chakra[p]) <= 1 and b.deck[p]:
        b.chakra[p].append(b.deck[p].pop())


card("n027", Ninja("Sent to battle with at most 1 Chakra: you may put your top deck card into your Chakra area.",
                   hooks={"sent_choice": _can_adjust, "on_sent": _adjust}))

card("n028", Ninja("Valid: +1/+1 with an Animal Ninja in its Team.", valid=True,
                   bonuses=(Bonus(mate_is(chars("Animal")), 1, 1),)))


def _gentle_heart_targets(b: Board, src: int) -> list[int]:
    return _injured_own(b, src, genin=True) if len(b.chakra[b.owner[src]]) >= 3 else []


card("n030", Ninja("At the start of your turn you may discard 3 Chakras of your choice to heal one of your injured "
                   "Genin.", hooks={"start_targets": _gentle_heart_targets,
                                    "start_use": lambda b, src, t: _pay_then_heal(b, src, t, 3), "resume": _chakra_paid}))


class _NoTalent(Ninja):
    no_symbol_jutsu = True


card("n031", _NoTalent("Valid: cannot use a Jutsu whose cost names a Symbol.", valid=True))

card("n034", Ninja("Valid: when its Team wins a fight, draw a card.", valid=True,
                   hooks={"on_victory": lambda b, i: draw(b, b.owner[i], 1)}))


def _relocation_leave(b: Board, iid: int) -> None:
    p = b.owner[iid]
    if b.hand[p]:
        ask_card(b, p, one_per_card(b, b.hand[p]), iid, "n035", "discard", kind="discard")


def _relocation_discard(b: Board, key: str, choice: str, source: int, data: tuple[int, ...]) -> None:
    p, i = b.owner[source], int(choice)
    if i in b.hand[p]:
        b.hand[p].remove(i)
        b.discard[p].append(i)


card("n035", Ninja("Valid: draw a card when it enters play; discard a card of your choice from your hand when it "
                   "leaves play.", valid=True,
                   hooks={"on_deploy": lambda b, i: draw(b, b.owner[i], 1), "on_leave": _relocation_leave,
                          "resume": _relocation_discard}))

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


def _lee_sent(b: Board, iid: int, choice: str) -> None:
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

