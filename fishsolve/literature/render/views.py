"""Literature's views of its reports, by the reports' classes (:mod:`fishsolve.render.views`).

Named, not imported: a view's module loads the first time a report of its class is drawn.
"""

from __future__ import annotations

from fishsolve.render.views import register

register(
    "fishsolve.literature",
    {
        "view": {
            "reports.check.CheckReport": "render.check:check_summary",
            "reports.analyze.AnalysisReport": "render.analysis:analysis_or_brief",
            "reports.risk.RiskReport": "render.analysis:risk_view",
            "reports.explain.ExplainReport": "render.explain:explain_view",
            "reports.match.MatchReport": "render.match:match_view",
            "live.changes.Changes": "render.live:changes_text",
            "review.report.ReviewReport": "render.review:folded_review",
            "puzzles.report.PuzzleReport": "render.puzzle:puzzle_check_view",
            "puzzles.files.MadePuzzles": "render.puzzle:made_puzzles_view",
            "sim.tournament.TournamentReport": "render.sim:tournament_view",
        },
        "brief": {"reports.analyze.AnalysisReport": "render.analysis:brief_view"},
        "page": {"review.report.ReviewReport": "render.html_review:render_html"},
        "season_part": {"season.report.LiteratureSeason": "render.season:literature_season_view"},
        "season_section": {
            "season.report.LiteratureSeason": "render.html_season:literature_section"
        },
    },
)
