"""The referee: legal actions, apply, turn sequence, costs, fight. Each rule cites its RULES.md number."""
from ...core.errors import IllegalAction

__all__ = ["IllegalAction"]
