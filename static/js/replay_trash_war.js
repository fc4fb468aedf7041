// The Trash War replay viewer: the table after each action (engine/trashwar/replay.py frames), every seat's
// Walls and hand shown. Buttons, a scrubber and the keyboard move through actions and turns
// (js/replay_viewer.js). Without JavaScript the page lists every action.
(function () {
  const data = JSON.parse(document.getElementById("replay-data").textContent);
  const el = window.replayViewer.el;
  const legend = data.legend;
  const labels = data.seats;  // the label of each engine seat in this game ("seat 1 · greedy (A)")
  const position = document.getElementById("replay-position");
  const action = document.getElementById("replay-action");
  const changes = document.getElementById("replay-changes");
  const board = document.getElementById("replay-board");
  const table = document.getElementById("replay-table");

  const name = (code) => legend[code] || code;

  function wall(w, i) {
    const box = el("div", { className: "tw-wall" + (w.standing ? "" : " fallen"), dataset: { wall: String(i + 1) } });
    box.append(el("div", { className: "tw-wall-head" }, "Wall " + (i + 1) + (w.standing ? " · " + w.damage + "/4" : " · fallen")));
    if (w.standing) {
      box.append(el("div", { className: "tw-damage" }, el("span", { style: "width:" + Math.min(100, 25 * w.damage) + "%" })));
      box.append(el("div", { className: "small" }, w.trash.length ? w.trash.map(name).join(", ") : "no Trash"));
    }
    return box;
  }

  function seat(s, next) {
    const active = next.seat === s.seat;
    const head = el("h3", {}, labels[s.seat] || "Seat " + (s.seat + 1),
      s.out ? el("span", { className: "muted" }, " · out") : null, active ? " · to play" : null);
    const hand = el("p", { className: "hand small" }, el("b", {}, "Hand (" + s.hand.length + "): "),
      s.hand.map(name).join(", ") || "empty");
    return el("div", { className: "side" + (active ? " active" : "") + (s.out ? " out" : ""), dataset: { seat: String(s.seat) } },
      head, hand, el("div", { className: "tw-walls" }, ...s.walls.map(wall)));
  }

  function tableLine(f) {
    const phase = f.torch_phase >= 3 ? "final torch phase" : "torch phase " + f.torch_phase;
    const parts = ["Draw pile " + f.piles.draw, "recycle pile " + f.piles.recycle, "torched " + f.piles.torched,
      "out of the game " + f.piles.removed, phase];
    if (f.incoming.length) {
      parts.push("in flight: " + f.incoming.map((c) => name(c.card) + " at Wall " + (c.wall + 1)).join(", "));
    }
    if (f.catapult.length) parts.push("on the Catapult: " + f.catapult.map((c) => name(c.card) + " at Wall " + (c.wall + 1)).join(", "));
    return parts.join(" · ");
  }

  function show(f, at) {
    position.textContent = "Action " + at + " of " + (data.frames.length - 1) + " · turn " + f.turn;
    action.replaceChildren(f.text);
    changes.replaceChildren(...f.events.map((c) => el("li", {}, c)));
    table.textContent = tableLine(f);
    board.replaceChildren(...f.seats.map((s) => seat(s, f.next)));
  }

  window.replayViewer.start(data.frames, show, 0);
})();
