"""Errors every game raises the same way."""
from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse; the message names the rule (e.g. 'R13: ...', 'TW16: ...')."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule if rule is not None else _rule_of(message)


class GameStopped(Exception):
    """A game given a stop() callable was told to stop before its end (a cancelled run); nothing of it counts."""


def _rule_of(message: str) -> str | None:
    """The rule number a message starts with ('R13: the Lane is taken' -> 'R13'), if any."""
    head, sep, _ = message.partition(":")
    head = head.strip()
    if sep and head and " " not in head and any(ch.isdigit() for ch in head):
        return head
    return None
