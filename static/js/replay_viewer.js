// What the replay viewers share (js/replay.js for Card Wars, js/replay_trash_war.js for Trash War): making
// elements, and moving through a game's steps with the buttons, the scrubber and the keyboard. Loaded before
// them; it only defines window.replayViewer.
window.replayViewer = (function () {
  function el(tag, attrs, ...children) {
    const { dataset, ...rest } = attrs || {};
    const node = Object.assign(document.createElement(tag), rest);
    Object.assign(node.dataset, dataset || {});
    node.append(...children.filter((c) => c !== null && c !== undefined));
    return node;
  }

  // Shows the viewer (and hides the list the page has without JavaScript) over `steps`, each with its `turn`:
  // `render(step, at)` draws step `at`; the page opens at step `first`.
  function start(steps, render, first) {
    const viewer = document.getElementById("replay");
    if (!viewer || !steps.length) return;
    viewer.hidden = false;
    document.getElementById("replay-list").hidden = true;
    const scrubber = document.getElementById("replay-scrubber");
    scrubber.max = String(steps.length - 1);
    let at = 0;

    function show(i) {
      at = Math.max(0, Math.min(steps.length - 1, i));
      scrubber.value = String(at);
      viewer.dataset.step = String(at);
      viewer.dataset.turn = String(steps[at].turn);
      render(steps[at], at);
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
    show(first);
  }

  return { el, start };
})();
