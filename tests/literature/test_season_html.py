"""The season page: self-contained, hostile names and file names stay text, and it loads in a
real browser without script errors and with its plots (issue 18)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bruteforce import small_deck
from headless import CHROMIUM
from headless import dump_dom as headless_dom

from fishsolve import RuleSet
from fishsolve.family.season import SeasonGame, Skipped
from fishsolve.literature.sim.game import simulate
from fishsolve.season.page import season_page as render_season_html
from fishsolve.season.report import SeasonReport, review_season

# Names may hold letters, digits and _ ' . - : quotes are what could break out of an attribute.
NAMES = ["Zoe'", "O'Neil", "x_'--", "Al.", "Bo-b", "Cy_'.'"]
HOSTILE_FILE = '<b>game</b>"onmouseover="alert(1).fish'
HOSTILE_ERROR = "bad.fish:2:10: no player '<img src=x onerror=\"document.title='pwned'\">'"


@pytest.fixture(scope="module")
def report() -> SeasonReport:
    games = [
        SeasonGame(
            HOSTILE_FILE if seed == 1 else f"game-{seed}.fish",
            f"2026-04-0{seed}",
            "literature",
            simulate(seed, 6, RuleSet(deck=small_deck(3)), "careless", names=NAMES),
        )
        for seed in (1, 2, 3)
    ]
    return review_season(games, [Skipped("bad.fish", HOSTILE_ERROR, 2, 10)])


def test_hostile_text_cannot_become_markup(report: SeasonReport) -> None:
    page = render_season_html(report)
    assert page.count("<script") == 1
    assert page.count("</script>") == 1
    assert "<img" not in page
    assert "<b>" not in page
    assert "onmouseover=" not in page.replace("&quot;onmouseover=&quot;", "")
    assert "&lt;b&gt;game&lt;/b&gt;&quot;onmouseover=&quot;alert(1).fish" in page
    assert html_names(page) >= set(NAMES)
    # Self-contained: nothing fetched.
    assert not re.search(r"(src|href)\s*=|https?://|@import|url\(", page.replace("src=x", ""))


def html_names(page: str) -> set[str]:
    """The player names of the page's player table, unescaped."""
    import html

    return {html.unescape(m) for m in re.findall(r'<tr class="player"><td>(.*?)</td>', page)}


def test_every_player_has_a_trend_and_a_distribution(report: SeasonReport) -> None:
    page = render_season_html(report)
    assert page.count('<svg class="trend"') == len(report.section("literature").players) == 6
    assert page.count('<svg class="bins"') == 6
    # A trend line through the games whose asks were rated, a dot for each.
    for side in report.section("literature").players:
        rated = [p for p in side.trend if p.tally.ask_quality is not None]
        assert len(rated) >= 2
    assert page.count('<polyline class="line"') == 6
    assert page.count('<circle class="dot"') == sum(
        p.tally.ask_quality is not None
        for s in report.section("literature").players
        for p in s.trend
    )
    # Each distribution holds every rated ask of the player.
    for side in report.section("literature").players:
        assert sum(side.total.quality_bins) == side.total.rated_asks


def dump_dom(page: str, tmp_path: Path) -> str:
    """The page as headless chromium leaves it once its script has run."""
    path = tmp_path / "season.html"
    path.write_text(page, encoding="utf-8")
    return headless_dom(path, "", tmp_path / "profile")


@pytest.mark.skipif(CHROMIUM is None, reason="no chromium on PATH (apt-get install chromium)")
def test_page_runs_in_a_real_browser(report: SeasonReport, tmp_path: Path) -> None:
    dom = dump_dom(render_season_html(report), tmp_path)
    assert 'data-ready="1"' in dom
    assert '<div id="errors"></div>' in dom  # no script error
    assert 'data-plots="12"' in dom  # the script found every plot in the document
    assert "pwned" not in dom.split("<body")[0]  # the title was not rewritten
    assert "<img" not in dom
    assert dom.count('<tr class="player">') == 6
    assert "&lt;img src=x onerror=" in dom  # the skipped file's error, as text


def test_games_are_named_from_the_season_folder_given_by_an_absolute_path(
    tmp_path: Path,
) -> None:
    """`review /abs/club --html`: each game is named by its path in the folder, so that a dated
    file shows its date once ('2026-03-14 lit.fish', not '2026-03-14 /abs/club/2026-03-14
    lit.fish'); the folder is said once, under the title."""
    from clirun import invoke
    from scripted_bots import standard_game

    from fishsolve.gofish.game.rules import ALL_RANKS, GoFishRules
    from fishsolve.gofish.notation.writer import write_fish_log
    from fishsolve.gofish.sim.game import play
    from fishsolve.literature.notation.writer import write_log

    club = tmp_path / "club"
    (club / "t2").mkdir(parents=True)
    (club / "2026-03-14 lit.fish").write_text(write_log(standard_game()), encoding="utf-8")
    fish = play(["Ana", "Bo", "Cy"], GoFishRules(ranks=ALL_RANKS[:6]), 3)
    (club / "t2" / "2026-03-21 fish.fish").write_text(write_fish_log(fish), encoding="utf-8")
    page = tmp_path / "season.html"
    code, _, err = invoke("review", club.absolute(), "--html", page, "--json", "--jobs", "1")
    assert code == 0, err
    text = page.read_text(encoding="utf-8")
    assert text.count(str(club)) == 1
    assert f'<p class="folder">Games in {club.absolute()}</p>' in text
    rows = re.findall(r"<td>([^<]*\.fish)</td>", text)
    assert set(rows) == {"2026-03-14 lit.fish", "t2/2026-03-21 fish.fish"}, rows
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in text
