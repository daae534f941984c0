"""The web application of ``fishsolve serve`` (Starlette): its routes, and who may use them.

Routes (``NAME`` is a game's file name in the folder, :mod:`fishsolve.serve.folder`):

- ``GET /``: the folder's games (one game served: its entry page); ``GET /new?name=``: a new game;
- ``GET /game/NAME``: the entry page (``?seat=``: the view); ``POST /game/NAME/line``: a typed
  line (``text``, the page's ``version``, ``seat``, ``hand``); ``GET /game/NAME/suggest``: the
  completion of the line being typed; ``GET /game/NAME/state?v=``: the game once it differs from
  version ``v`` (waits up to :data:`WAIT` seconds: how a page follows other pages' lines);
- ``GET /table/NAME``: the table display, and ``/table/NAME/state?v=`` as above;
- ``GET /review/NAME``: the review of a game (the self-contained page of ``review --html``).

Who may use them (:class:`Guard`, in front of every route): on the machine alone (the server
binds 127.0.0.1), requests must name the server by its loopback address (a page of another site
cannot reach it through a name of its own); with ``--lan``, a request must carry the server's
token — in the address (``?t=``, traded at once for a cookie) or in that cookie — or it is
refused with 403. A write (``POST``) must also come from the server's own pages: a header a page
of another site cannot send, and the same origin.
"""

from __future__ import annotations

import asyncio
import secrets
import threading
import time
import weakref
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import (
    HTMLResponse,
    JSONResponse,
    PlainTextResponse,
    RedirectResponse,
    Response,
)
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from fishsolve.errors import FishsolveError, clip
from fishsolve.live.session import MOST_LINE_BYTES
from fishsolve.serve import pages
from fishsolve.serve.folder import SUFFIX, Folder, NotAGameError
from fishsolve.serve.game import Game, View
from fishsolve.serve.kept import Kept

WAIT = 20.0
"""Seconds a page's request for a change waits before it is answered with the game as it is."""
POLL = 0.05
"""Seconds between two looks at the log's file while a page waits for a change."""
COOKIE = "fishsolve_token"
"""The cookie a browser keeps the server's token in, once it came with the address."""
PAGE_HEADER = "x-fishsolve"
"""The header the pages' script sends with every write (another site's page cannot send it)."""

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


KEPT_GAMES = 32
"""Games kept in memory (their sessions): any name of the folder's form may be asked for, so a
game not asked for in a while is dropped and read again from its file when it is."""

KEPT_REVIEWS = 8
"""Review pages kept (one per game and version of its log: each line makes a new version)."""

GAMES_PER_PAGE = 100
"""Games a page of the folder's list shows: each is checked (once per version) to say its game,
events and state, so a folder of thousands is shown a hundred at a time."""


class Games:
    """The games a server shows: one :class:`Game` per name, made when first asked for (the
    :data:`KEPT_GAMES` asked for last are kept)."""

    def __init__(self, folder: Folder, private: Path) -> None:
        self.folder = folder
        self.private = private
        self._games: Kept[str, Game] = Kept(KEPT_GAMES)
        self._lock = threading.Lock()
        self._reviews: Kept[tuple[str, str], str] = Kept(KEPT_REVIEWS)
        self._writing: weakref.WeakValueDictionary[str, threading.RLock] = (
            weakref.WeakValueDictionary()
        )
        """Each file's lock while some :class:`Game` of it lives: a game dropped from memory in
        the middle of a request, and made again for the next, still takes its lines one at a
        time."""

    def __getitem__(self, name: str) -> Game:
        path = self.folder.path(name)
        with self._lock:
            game = self._games.get(name)
            if game is None:
                lock = self._writing.get(name)
                game = Game(path, self.private, lock)
                self._writing[name] = game.lock
                self._games.put(name, game)
            return game

    def review(self, name: str) -> str:
        """The review page of the game (made once per version of its log)."""
        from fishsolve.families import family_of
        from fishsolve.family.requests import Review
        from fishsolve.render.views import page
        from fishsolve.text.reading import LogInput

        game = self[name]
        version, text = game.disk()
        with self._lock:
            known = self._reviews.get((name, version))
        if known is not None:
            return known
        if text is None:
            raise NotAGameError(f"{clip(name, 80)}: no such game yet")
        log = LogInput(game.name, text)
        family = family_of(log)
        report = family.review(log, Review())
        family.load_views()
        made: str = page(report)
        with self._lock:
            self._reviews.put((name, version), made)
        return made


async def _form(request: Request) -> dict[str, str] | None:
    """The fields the page sends URL-encoded (read here, without a multipart parser); None past
    :data:`~fishsolve.live.session.MOST_LINE_BYTES` with its fields (the line, the version, the
    seat, a hand): a larger request (a paste gone wrong, a client that is not the page) is
    refused before it is read whole."""
    said = request.headers.get("content-length", "")
    if said.isdigit() and int(said) > MOST_LINE_BYTES:
        return None
    body = bytearray()
    async for chunk in request.stream():
        body += chunk
        if len(body) > MOST_LINE_BYTES:
            return None
    return dict(parse_qsl(bytes(body).decode("utf-8", "surrogateescape")))


def create_app(
    folder: Folder,
    private: Path,
    *,
    token: str | None = None,
    hosts: set[str] | None = None,
) -> Guard:
    """The application serving ``folder``'s games.

    ``private``: a folder of the server's own, where the views with a hand typed on a page keep
    their copy of the log (:mod:`fishsolve.serve.private`); ``token``: the secret every request
    must carry (``--lan``); ``hosts``: the ``Host`` names the server answers to (None: any).
    """
    from fishsolve.families import families

    for family in families():  # a session's reports are drawn by its family's views
        family.load_views()
    games = Games(folder, private)

    def shown_name(request: Request) -> str:
        name: str = request.path_params["name"]
        games.folder.path(name)  # raises NotAGameError
        return name

    def view_of(request: Request, form: dict[str, str] | None = None) -> View:
        given = form if form is not None else request.query_params
        seat = (given.get("seat") or "").strip()
        return View(seat or None, (given.get("hand") or "").strip())

    def home(request: Request) -> Response:
        if folder.only is not None:
            return RedirectResponse(pages.game_url("game", folder.only), status_code=303)
        names = folder.names()
        listing = pages.Listing.of(request.query_params.get("page"), len(names), GAMES_PER_PAGE)
        shown = names[listing.first - 1 : listing.first - 1 + GAMES_PER_PAGE]
        listed = [(name, folder.summary(name)) for name in shown]
        return HTMLResponse(pages.games_page(str(folder.real), listed, listing))

    def new(request: Request) -> Response:
        name = (request.query_params.get("name") or "").strip()
        if name and not name.endswith(SUFFIX):
            name += SUFFIX
        folder.path(name)
        return RedirectResponse(pages.game_url("game", name), status_code=303)

    def entry(request: Request) -> Response:
        name = shown_name(request)
        game = games[name]
        view = view_of(request)
        answer = game.state(view)
        summary = folder.summary(name)
        help_text = game.help_text(view)
        return HTMLResponse(
            pages.entry_page(name, summary, answer, view.seat or "", help_text, view.private)
        )

    async def line(request: Request) -> Response:
        name = shown_name(request)
        form = await _form(request)
        if form is None:
            return PlainTextResponse(
                f"refused: a line is at most {MOST_LINE_BYTES // 1024} KB", status_code=413
            )
        game = games[name]
        answer = await run_in_threadpool(
            game.answer, form.get("text", ""), form.get("version", ""), view_of(request, form)
        )
        return JSONResponse(await run_in_threadpool(pages.answer_json, answer))

    def suggest(request: Request) -> Response:
        name = shown_name(request)
        found = games[name].suggest(request.query_params.get("text", ""), view_of(request))
        return JSONResponse({"suggestion": found})

    async def waited(request: Request, game: Game) -> None:
        """Wait until the log differs from the page's version (or :data:`WAIT` seconds)."""
        seen = request.query_params.get("v", "")
        end = time.monotonic() + WAIT
        while game.version() == seen and time.monotonic() < end:
            if await request.is_disconnected():
                return
            await asyncio.sleep(POLL)

    async def state(request: Request) -> Response:
        name = shown_name(request)
        game = games[name]
        await waited(request, game)
        answer = await run_in_threadpool(
            game.state, view_of(request), request.query_params.get("v")
        )
        return JSONResponse(await run_in_threadpool(pages.answer_json, answer))

    def table(request: Request) -> Response:
        name = shown_name(request)
        return HTMLResponse(pages.table_page(name, games[name].state(View("public"))))

    async def table_state(request: Request) -> Response:
        name = shown_name(request)
        game = games[name]
        await waited(request, game)
        answer = await run_in_threadpool(game.state, View("public"))
        return JSONResponse(await run_in_threadpool(pages.table_json, answer))

    def review(request: Request) -> Response:
        name = shown_name(request)
        try:
            return HTMLResponse(games.review(name))
        except NotAGameError:
            raise
        except FishsolveError as err:
            return HTMLResponse(pages.error_page(409, f"no review of {name}: {err}"), 409)

    async def refused(request: Request, exc: Exception) -> Response:
        return HTMLResponse(pages.error_page(404, str(exc)), status_code=404)

    static = Path(__file__).with_name("static")
    app = Starlette(
        routes=[
            Route("/", home),
            Route("/new", new),
            Route("/game/{name}", entry),
            Route("/game/{name}/line", line, methods=["POST"]),
            Route("/game/{name}/suggest", suggest),
            Route("/game/{name}/state", state),
            Route("/table/{name}", table),
            Route("/table/{name}/state", table_state),
            Route("/review/{name}", review),
            Mount("/static", StaticFiles(directory=static), name="static"),
        ],
        exception_handlers={NotAGameError: refused},
    )
    app.state.games = games
    return Guard(app, token, hosts)


def new_token() -> str:
    """A token for ``--lan``: 128 random bits, URL-safe."""
    return secrets.token_urlsafe(16)


class Guard:
    """In front of every route: the ``Host`` the server answers to, the token of ``--lan``, and
    writes from the server's own pages only (see the module's docstring)."""

    def __init__(self, app: Starlette, token: str | None, hosts: set[str] | None) -> None:
        self.app = app
        self.token = token
        self.hosts = hosts

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        request = Request(scope)
        host = request.headers.get("host", "")
        if self.hosts is not None and host not in self.hosts:
            await _forbidden("this server answers only to its own address")(scope, receive, send)
            return
        if self.token is not None:
            given = request.query_params.get("t")
            cookie = request.cookies.get(COOKIE, "")
            if given is not None and _same(given, self.token):
                if request.method == "GET":
                    # The token traded for a cookie, and taken out of the address bar.
                    rest = [(k, v) for k, v in parse_qsl(request.url.query) if k != "t"]
                    target = request.url.path + (f"?{urlencode(rest)}" if rest else "")
                    response = RedirectResponse(target, status_code=303)
                    response.set_cookie(COOKIE, self.token, httponly=True, samesite="strict")
                    await response(scope, receive, send)
                    return
            elif not _same(cookie, self.token):
                await _forbidden(
                    "open the address fishsolve serve printed (with its ?t=...) to use this server"
                )(scope, receive, send)
                return
        if request.method not in ("GET", "HEAD"):
            origin = request.headers.get("origin")
            if request.headers.get(PAGE_HEADER) != "1" or (
                origin is not None and origin.split("://", 1)[-1] != host
            ):
                await _forbidden("a write comes from the server's own pages only")(
                    scope, receive, send
                )
                return
        await self.app(scope, receive, send)


def _same(given: str, token: str) -> bool:
    """Whether ``given`` is the token, in a time that does not tell how much of it matched."""
    return secrets.compare_digest(given.encode("utf-8", "replace"), token.encode())


def _forbidden(why: str) -> Response:
    return HTMLResponse(pages.error_page(403, why), status_code=403)
