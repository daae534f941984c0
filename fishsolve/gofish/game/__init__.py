"""The rules of the Go Fish family: options, events, and the replay that checks a log."""
