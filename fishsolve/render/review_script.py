"""The script both review pages share (``review.js`` beside this module, shipped in the
package): the timeline, the controls, the keys, links to a moment, the critical moments,
spoiler-free mode and the "try it" mode (the body has the class ``trying``
while a question waits: the family's board marks the rows the view knows with ``own``, and the
others' figures are hidden). Each family's page adds a script
that calls ``fishReview(make)``, where ``make(R)`` returns the family's hooks:

- ``meta(spoilers)``: the line under the title (without the result when ``spoilers`` is false);
- ``header()``: anything else the header shows (the log's opening comments);
- ``badges(ev)``: the event's badges, as ``[class, text]`` pairs;
- ``detail(box, ev)``: the event's detail, written into ``box``;
- ``board(pos, view)``: the family's board (heat map) after ``pos`` events in view ``view``;
- ``summary()``: the tables under the board (drawn only once spoilers are shown).

``R`` gives the hooks what they share: ``D`` (the page data), ``n`` (events), ``state`` (``view``,
``pos``), ``el``, ``clear`` and ``pct``. The data every page has besides its own: ``events``
(each with ``number``, ``text``), ``viewers`` (``label``: the view's name in a link; ``name``: in
the menu), ``moments`` (every mistake in event order, with its ``event``, ``player``, ``view``,
``kind``, ``cost`` and words: ``knew``, ``alternative``, ``hindsight`` (with ``hindsight_event``,
the last event it reads), ``question``, ``answer``),
``critical`` (indexes of the critical moments, the costliest first), ``sides`` (each player's and
team's mistakes), ``spoilers`` (false: the page opens spoiler-free) and ``result``.

Every text is written with ``textContent``. In spoiler-free mode the data element is taken out of
the document once read, and the timeline, the critical moments and the summaries are drawn only
up to the events shown, and a hindsight note only once the last event it reads is shown: the
document never holds a later event until the reader asks for it. While a "try it" question
waits, the timeline lists nothing after its position and the critical moments and summaries are
hidden (they name the answer); the answer shown, they come back.
"""

from importlib.resources import files

FRAME_SCRIPT = "\n" + files("fishsolve.render").joinpath("review.js").read_text(encoding="utf-8")
"""The shared script (see the module): it defines ``fishReview``, which the family's script
calls."""
