"""Playing, simulating, logging and replaying games through the embedding API."""
