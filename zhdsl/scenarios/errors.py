"""The one error a scenario file can cause (its messages are Chinese)."""


class ScenarioError(Exception):
    """The scenario file itself is wrong (not the game)."""
