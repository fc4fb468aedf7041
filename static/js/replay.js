// The replay viewer: one step of the game at a time, with the board of both sides after it. Buttons, a
// scrubber and the keyboard move through steps and turns (js/replay_viewer.js). Without JavaScript the page
// lists every action.
(function () {
  const data = JSON.parse(document.getElementById("replay-data").textContent);
  const el = window.replayViewer.el;
  const position = document.getElementById("replay-position");
  const action = document.getElementById("replay-action");
  const changes = document.getElementById("replay-changes");
  const board = document.getElementById("replay-board");
  // "Play on from here" (the owner's form below the viewer) plays on from the step on screen.
  const forkStep = document.getElementById("fork-step");
  const forkAt = document.getElementById("fork-at");

  function lane(spot) {
    const box = el("div", { className: "lane" + (spot.face_down ? " face-down" : "") + (spot.frozen ? " frozen" : "") });
    box.append(el("div", { className: "landscape" }, spot.landscape + (spot.face_down ? " (face down)" : "") + (spot.frozen ? " ❄" : "")));
    const c = spot.creature;
    if (c) {
      const stats = c.atk === null ? "" : " " + c.atk + "/" + c.def;
      box.append(el("div", { className: "creature" }, el("b", {}, c.name), stats,
        c.damage ? el("span", { className: "dmg" }, " " + c.damage + " dmg") : null,
        c.state !== "ready" ? el("span", { className: "muted" }, " " + c.state) : null));
    } else {
      box.append(el("div", { className: "creature muted" }, "no Creature"));
    }
    if (spot.building) box.append(el("div", { className: "building" }, "⌂ " + spot.building.name + (spot.building.state !== "ready" ? " (" + spot.building.state + ")" : "")));
    return box;
  }

  function side(s) {
    const head = el("h3", {}, "Deck " + s.deck + " · ", el("span", { className: "hp", dataset: { deck: s.deck } }, s.hp + " HP"),
      " · " + s.deck_left + " in deck · " + s.discard + " discarded" + (s.active ? " · to play" : ""));
    const hand = el("p", { className: "hand small" }, el("b", {}, "Hand (" + s.hand.length + "): "), s.hand.join(", ") || "empty");
    return el("div", { className: "side" + (s.active ? " active" : ""), dataset: { deck: s.deck } }, head, hand,
      el("div", { className: "lanes" }, ...s.lanes.map(lane)));
  }

  // Doubles (RULES.md R26): the 8 Lanes as the table sits, team B's Landscapes above team A's; each Lane is
  // one Landscape per team (A1-1 faces B1-4 ... A2-4 faces B1-1), with both teams' HP and the four players.
  function spotLabel(spot) {
    return el("div", { className: "seat-spot muted small" }, spot.seat + "-" + spot.number);
  }

  function doublesBoard(b) {
    const hp = el("h3", { className: "team-hp" }, "Team A ", el("span", { className: "hp", dataset: { team: "a" } }, b.hp.a + " HP"),
      " · Team B ", el("span", { className: "hp", dataset: { team: "b" } }, b.hp.b + " HP"));
    const lanes = el("div", { className: "lanes8", dataset: { lanes: String(b.lanes.length) } }, ...b.lanes.map((l) =>
      el("div", { className: "lane8", dataset: { lane: String(l.number) } },
        el("div", { className: "lane-number small" }, "Lane " + l.number),
        spotLabel(l.b), lane(l.b), lane(l.a), spotLabel(l.a))));
    const players = el("ul", { className: "seats small" }, ...b.seats.map((s) =>
      el("li", { className: s.active ? "active" : "", dataset: { seat: s.seat } }, el("b", {}, s.seat + (s.active ? " (to play)" : "")),
        " · hand (" + s.hand.length + "): " + (s.hand.join(", ") || "empty") + " · " + s.deck_left + " in deck · " +
        s.discard + " discarded" + (s.teamwork ? " · Teamwork: " + s.teamwork : ""))));
    return [el("div", { className: "side doubles" }, hp, lanes, players)];
  }

  function show(s, at) {
    position.textContent = "Step " + at + " of " + (data.steps.length - 1) + (s.turn ? " · turn " + s.turn : " · before the first turn");
    const doubles = !Array.isArray(s.board);
    action.replaceChildren(s.by ? el("b", {}, (doubles ? "" : "Deck ") + s.by + " ") : "", s.text);
    changes.replaceChildren(...s.changes.map((c) => el("li", {}, c)));
    board.replaceChildren(...(doubles ? doublesBoard(s.board) : s.board.map(side)));
    if (forkStep) forkStep.value = String(at);
    if (forkAt) forkAt.textContent = "step " + at + (s.turn ? ", turn " + s.turn : "");
  }

  window.replayViewer.start(data.steps, show, forkStep ? Number(forkStep.value) || 0 : 0);
})();
