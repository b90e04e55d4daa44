"""The game's files: stats, set games, solutions, tool types, palettes, the guide; each read and written here."""
