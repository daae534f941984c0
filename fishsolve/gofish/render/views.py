"""The Go Fish family's views of its reports, by the reports' classes
(:mod:`fishsolve.render.views`).

Named, not imported: a view's module loads the first time a report of its class is drawn.
"""

from __future__ import annotations

from fishsolve.render.views import register

register(
    "fishsolve.gofish",
    {
        "view": {
            "reports.check.FishCheckReport": "render.analysis:fish_check_summary",
            "reports.report.FishAnalysisReport": "render.analysis:fish_analysis_or_brief",
            "reports.explain.FishExplanation": "render.analysis:fish_explain_view",
            "live.changes.FishChanges": "render.live:fish_changes_text",
            "review.game.FishReviewReport": "render.review:folded_fish_review",
            "puzzles.check.FishPuzzleReport": "render.puzzle:fish_puzzle_check_view",
            "puzzles.make.MadeFishPuzzles": "render.puzzle:made_fish_puzzles_view",
            "sim.tournament.FishTournamentReport": "render.sim:fish_tournament_view",
        },
        "brief": {"reports.report.FishAnalysisReport": "render.analysis:fish_brief_view"},
        "page": {"review.game.FishReviewReport": "render.html_review:render_fish_html"},
        "season_part": {"season.report.FishSeason": "render.season:fish_season_view"},
        "season_section": {"season.report.FishSeason": "render.html_season:fish_season_section"},
    },
)
