"""What the commands answer about a Go Fish family log: plain dataclasses with ``to_dict()``."""
