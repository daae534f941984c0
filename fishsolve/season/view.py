"""Rich rendering of `review --season`: the head, each family's part, what was skipped; laid out
for an 80-column terminal. Each family draws its own part (:func:`fishsolve.render.views.
season_part`)."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.text import Text

from fishsolve.families import by_key
from fishsolve.render.common import counted
from fishsolve.render.views import season_part
from fishsolve.season.report import SeasonReport


def season_notices(report: SeasonReport) -> list[Text]:
    """The games not over (reviewed, not scored) and the files that repeat a game."""
    out = []
    if report.unfinished:
        out.append(
            Text(
                f"unfinished, not scored: {', '.join(report.unfinished)} (moves reviewed; no "
                "win, draw or loss counted)",
                style="yellow",
            )
        )
    for r in report.repeats:
        out.append(
            Text(
                f"warning: {r.file} is the same game as {r.same_as} (the same events): "
                "counted once",
                style="yellow",
            )
        )
    return out


def season_view(report: SeasonReport) -> RenderableType:
    """The season: each family's part (only when the season has games of it), the skipped
    files."""
    head = Text(f"Season: {counted(report.reviewed, 'game')} reviewed", style="bold")
    if report.skipped:
        head.append(f", {len(report.skipped)} skipped", style="bold red")
    parts: list[RenderableType] = [head]
    dated = report.dates()
    if dated:
        parts.append(Text(f"from {min(dated)} to {max(dated)}", style="dim"))
    parts += season_notices(report)
    for key, section in report.sections:
        if section.games:
            by_key(key).load_views()
            parts.append(season_part(section))
    for skip in report.skipped:
        parts.append(Text(f"skipped {skip.error}", style="red"))
    return Group(*parts)
