"""Options ▸ Speech: the screen in words for a player who cannot see it (:mod:`.narrator`), said by
a :class:`~.speaker.Speaker` through a voice the screen gives it."""
