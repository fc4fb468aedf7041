"""Primitive operations on the board (damage, destroy, move, draw, freeze, end the game) and the derived facts
kept about a position (always-on ATK/DEF bonuses); the rules and the vocabulary build on them."""
