"""Where the simulations app meets the engine: setups from deck versions, games to rows, rows to reports."""
