"""The frontend protocol: the contract's JSON Schemas, `zhdsl serve` (JSON-RPC 2.0) and a Python
client for it. docs/protocol.md is the reference."""
