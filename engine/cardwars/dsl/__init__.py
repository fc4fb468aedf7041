"""The effect vocabulary card scripts are written in (fireplace-style): selectors, values, verbs, triggers,
statics and the script registry; card scripts import engine.cardwars.dsl.vocab and nothing else."""
