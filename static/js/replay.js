// The replay viewer: one step of the game at a time, with the board of both sides after it. Buttons, a
// scrubber and the keyboard move through steps and turns. Without JavaScript the page lists every action.
(function () {
  const data = JSON.parse(document.getElementById("replay-data").textContent);
  const viewer = document.getElementById("replay");
  const steps = data.steps;
  if (!viewer || !steps.length) return;
  viewer.hidden = false;
  document.getElementById("replay-list").hidden = true;
  const scrubber = document.getElementById("replay-scrubber");
  const position = document.getElementById("replay-position");
  const action = document.getElementById("replay-action");
  const changes = document.getElementById("replay-changes");
  const board = document.getElementById("replay-board");
  // "Play on from here" (the owner's form below the viewer) plays on from the step on screen.
  const forkStep = document.getElementById("fork-step");
  const forkAt = document.getElementById("fork-at");
  scrubber.max = String(steps.length - 1);
  let at = 0;

  function el(tag, attrs, ...children) {
    const { dataset, ...rest } = attrs || {};
    const node = Object.assign(document.createElement(tag), rest);
    Object.assign(node.dataset, dataset || {});
    node.append(...children.filter((c) => c !== null && c !== undefined));
    return node;
  }

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

  function show(i) {
    at = Math.max(0, Math.min(steps.length - 1, i));
    const s = steps[at];
    scrubber.value = String(at);
    position.textContent = "Step " + at + " of " + (steps.length - 1) + (s.turn ? " · turn " + s.turn : " · before the first turn");
    viewer.dataset.step = String(at);
    viewer.dataset.turn = String(s.turn);
    const doubles = !Array.isArray(s.board);
    action.replaceChildren(s.by ? el("b", {}, (doubles ? "" : "Deck ") + s.by + " ") : "", s.text);
    changes.replaceChildren(...s.changes.map((c) => el("li", {}, c)));
    board.replaceChildren(...(doubles ? doublesBoard(s.board) : s.board.map(side)));
    if (forkStep) forkStep.value = String(at);
    if (forkAt) forkAt.textContent = "step " + at + (s.turn ? ", turn " + s.turn : "");
  }

  function turnStart(from, direction) {
    const turn = steps[from].turn;
    let i = from;
    if (direction > 0) {
      while (i < steps.length - 1 && steps[i].turn === turn) i++;
      return i;
    }
    // Back: to the first step of this turn, or of the one before when already there.
    while (i > 0 && steps[i - 1].turn === turn) i--;
    if (i === from && i > 0) { const prev = steps[i - 1].turn; i--; while (i > 0 && steps[i - 1].turn === prev) i--; }
    return i;
  }

  const moves = {
    first: () => 0, last: () => steps.length - 1, next: () => at + 1, prev: () => at - 1,
    "next-turn": () => turnStart(at, 1), "prev-turn": () => turnStart(at, -1),
  };
  viewer.querySelectorAll("button[data-go]").forEach((b) => b.addEventListener("click", () => show(moves[b.dataset.go]())));
  scrubber.addEventListener("input", () => show(Number(scrubber.value)));
  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input:not([type=range]), textarea, select")) return;
    const key = { ArrowRight: "next", ArrowLeft: "prev", ArrowDown: "next-turn", ArrowUp: "prev-turn", Home: "first", End: "last",
                  PageDown: "next-turn", PageUp: "prev-turn" }[e.key];
    if (!key) return;
    e.preventDefault();
    show(moves[key]());
  });
  show(forkStep ? Number(forkStep.value) || 0 : 0);
})();
