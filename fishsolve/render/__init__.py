"""Rendering: reports drawn as rich terminal output and self-contained HTML pages.

Rendering never computes: it lays out the dataclasses the library returns. The only place,
beside the CLI, where ``rich`` is imported. May import every stage below the CLI.
"""
