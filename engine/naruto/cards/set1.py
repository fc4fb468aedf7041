"""Set 1, "The Path to Hokage": card scripts (our own words for every card text)."""
