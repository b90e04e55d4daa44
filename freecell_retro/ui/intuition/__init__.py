"""The Intuition parts drawn on the screen: gadgets, the menu strip,
requesters, the file requester, the tool dock, the VCR unit, the guide viewer
and the palette editor. Each draws a session model and says what a click is on."""
