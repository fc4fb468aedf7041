"""Decisions an effect stops for, and effects that go on after the answer: the same for every game.

An effect that needs a decision does not call a player: it asks. `ask` puts a PendingChoice on the state's
stack of pending choices (the newest last) and the effect stops. While a choice is pending, its `player` is
the seat that decides (the state's current_player), its `options` are the legal answers (each an action of
that seat) and its `kind` says what sort of decision it is (a target, yes or no, a card to discard: each game
names its kinds). The answer pops the choice and hands it to the script named in it (`Resumable.resume`),
with the `key` saying which question and the `data` the script left to carry on from.

A script written as a list of effects (Effect) runs them with `execute`; each effect is addressed by a path
inside its script ("play.0", "floop.1.0"). When one stops to ask, the paths still to run go into the
context's `cont`, which the game keeps in the choice's `data`, so the half-resolved effect is plain data:
the pending choice round-trips through the JSON position (to_dict / from_dict) and goes on after the answer
exactly as if the game had never been saved. A game may keep that data as a value (a Saved) rather than as
JSON text: a choice is asked and answered many times a game, its text is needed only when the position is
written out, hashed or compared.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple, Protocol


class PendingChoice(NamedTuple):
    """A decision an effect asked for: `player` answers with one of `options`."""

    player: int  # the seat that decides
    source: int  # id of what asked (a card id; each game gives its own meaning to negative ids)
    script: str  # name of the script that resumes ("" = the rules' own question)
    key: str  # which question (the script's own label)
    options: tuple[str, ...]
    data: tuple[Any, ...] = ()  # JSON-ready details (or Saved values) the script wants back, e.g. its context
    kind: str = ""  # what sort of decision it is; "" = read from the options by the game (kind_of)

    def to_dict(self, kind_of: Callable[[tuple[str, ...]], str] | None = None) -> dict[str, Any]:
        """JSON form; `player` is the seat that decides and `kind` what sort of decision it is (the game's
        `kind_of(options)` when the choice did not say)."""
        kind = self.kind or (kind_of(self.options) if kind_of is not None else "")
        return {"player": self.player, "source": self.source, "script": self.script, "key": self.key,
                "kind": kind, "options": list(self.options),
                "data": [x.json_text() if isinstance(x, Saved) else x for x in self.data]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PendingChoice:
        """From JSON form."""
        return cls(d["player"], d["source"], d["script"], d["key"], tuple(d["options"]), tuple(d.get("data", ())),
                   d.get("kind", ""))


class Saved:
    """Data a script keeps in a pending choice as a value: its JSON text (encode(), made once, when needed)
    is what to_dict writes, and it compares and hashes as that text, so a choice read back from a position
    (where the data is the text itself) equals the one kept in memory. A Saved is never changed once made:
    clones of a state share it."""

    __slots__ = ("_text",)

    def encode(self) -> str:
        """The JSON text of the value."""
        raise NotImplementedError

    def json_text(self) -> str:
        """The JSON text, encoded on first use."""
        try:
            return self._text
        except AttributeError:
            self._text: str = self.encode()
            return self._text

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Saved):
            return self.json_text() == other.json_text()
        if isinstance(other, str):
            return self.json_text() == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.json_text())

    def plan_form(self) -> Any:
        """A hashable stand-in for the value in a position's key, equal to another Saved's exactly when their JSON
        texts are: here the text itself; a Saved whose text costs more than its value overrides it with the
        value's parts (then it never equals a text, only another Saved)."""
        return self.json_text()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.json_text()})"


def ask(pending: list[PendingChoice], player: int, options: Sequence[str], source: int, script: str, key: str,
        data: Sequence[Any] = (), kind: str = "") -> PendingChoice:
    """Make `player` choose one of `options`: the choice goes on top of `pending` and the script named
    `script` resumes when it is answered. A choice needs at least one option."""
    if not options:
        raise ValueError("a choice needs at least one option: with nothing to pick there is no decision to ask for")
    pc = PendingChoice(player, source, script, key, tuple(options), tuple(data), kind)
    pending.append(pc)
    return pc


def deciding_seat(pending: Sequence[PendingChoice]) -> int | None:
    """The seat that must answer the newest pending choice, or None when nothing is pending."""
    return pending[-1].player if pending else None


def answer(pending: list[PendingChoice], option: str) -> PendingChoice:
    """Take the newest pending choice off the stack for `option`; raises ValueError when nothing is pending
    or `option` is not one of its options."""
    if not pending:
        raise ValueError("there is no pending choice to answer")
    pc = pending[-1]
    if option not in pc.options:
        raise ValueError(f"{option!r} does not answer the {pc.key} choice; options: {', '.join(pc.options)}")
    return pending.pop()


class Resumable(Protocol):
    """A script that asks: resume() gets the answer to a choice it asked for, with the choice's key,
    source and data."""

    def resume(self, state: Any, key: str, choice: str, source: int, data: tuple[Any, ...]) -> None:
        """Carry on from the question `key` now that `choice` was picked."""
        ...


class Effect:
    """One step of a script written as a list of effects. run() returns True when it took over the rest
    of the list (it asked for a choice, or a composite ran its children and the rest itself); resume() gets
    the answer to the choice it asked for and returns True when it stopped again."""

    children: tuple[Any, ...] = ()

    def ready(self, ctx: Any) -> bool:
        """False when this step needs a target and there is none."""
        return True

    def run(self, ctx: Any) -> bool:
        """Do the step; True when it stopped for a choice or ran the rest of the list itself."""
        return False

    def resume(self, ctx: Any, choice: Any) -> bool:
        """Go on after the choice this step asked for; True when it stopped again."""
        return False


class EffectContext(Protocol):
    """Where effects run: `state` (with is_terminal()), `script.fx` (path -> Effect), the path of the effect
    running now and `cont`, the paths still to run after it (what a stopped effect takes with it)."""

    state: Any
    script: Any
    path: str
    cont: list[str]


def execute(ctx: EffectContext, paths: Sequence[str]) -> bool:
    """Run the effects at `paths` in order; True when one stopped for a choice (the rest goes with it in
    ctx.cont) or the game ended (nothing more resolves)."""
    todo = list(paths)
    fx = ctx.script.fx
    while todo:
        if ctx.state.is_terminal():
            return True
        p = todo.pop(0)
        ctx.path, ctx.cont = p, todo
        if fx[p].run(ctx):
            return True
    return False
