"""《丰收》(harvest): a small card game written outside zhdsl, registered the way any third-party game
is (the `zhdsl.dialects` entry point in pyproject.toml). See docs/dialects.md in zhdsl."""
