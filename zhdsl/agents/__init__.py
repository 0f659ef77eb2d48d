"""Agents that answer decisions: random play (more later)."""
