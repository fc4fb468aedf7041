"""The referee: legal actions, apply, turn sequence, costs, fight. Each rule cites its RULES.md number."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message names the rule broken."""
