"""Adapters to the tools AI researchers use: a PettingZoo AEC environment (`zhdsl[pettingzoo]`) and
an OpenSpiel game (`zhdsl[openspiel]`), both built on the contract (zhdsl.engine.contract) and its
numeric encoding (`encoding`), so they work for every installed game."""
