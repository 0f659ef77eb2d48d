"""`zhdsl web`: the designer's workbench page (docs/workbench.md). `app` serves the page and speaks
`zhdsl serve`'s JSON-RPC protocol over a WebSocket (the `web` extra); the page lives in `static/`."""
