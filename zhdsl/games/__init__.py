"""Game dialects hosted by zhdsl."""
