// The forms that launch games (a matchup, a gauntlet, a swap test): the time estimate follows the games, AI
// and opponent fields as they change. The server renders the same estimate for the values the page was
// loaded with; this only keeps it current. A gauntlet plays one run per opponent ticked, a swap test two
// (data-runs-per-opponent).
(function () {
  const box = document.getElementById("estimate");
  const form = box && box.closest("form[data-estimate-url]");
  if (!form) return;
  const perOpponent = Number(form.dataset.runsPerOpponent || 0);
  const runs = function () {
    if (!perOpponent) return 1;
    const ticked = form.querySelectorAll('input[name="opponents"]:checked').length;
    return perOpponent * Math.max(1, ticked);
  };
  const duration = function (seconds) {  // worded as the `duration` template filter words it
    const minutes = Math.round(seconds / 60);
    if (minutes < 1) return "under a minute";
    if (minutes < 60) return "about " + minutes + " min";
    const h = Math.floor(minutes / 60), m = minutes % 60;
    return "about " + h + " h" + (m ? " " + m + " min" : "");
  };
  let request = null;
  async function update() {
    const games = form.elements.games.value;
    if (!/^\d+$/.test(games) || Number(games) < 1) return;
    const query = new URLSearchParams({ games: games, player_a: form.elements.player_a.value,
                                        player_b: form.elements.player_b.value, runs: runs() });
    const a = form.elements.deck_a, b = form.elements.deck_b;
    if (a && b && a.value && b.value) query.set("decks", a.value + "," + b.value);
    if (request) request.abort();
    request = new AbortController();
    try {
      const r = await fetch(form.dataset.estimateUrl + "?" + query, { signal: request.signal, credentials: "same-origin" });
      if (!r.ok) return;
      const e = await r.json();
      box.replaceChildren();
      if (e.seconds === null) {
        box.append(Object.assign(document.createElement("span"), { className: "muted", id: "estimate-source", textContent: e.explanation }));
        return;
      }
      const head = document.createElement("b");
      head.append("Estimated time: ", Object.assign(document.createElement("span"), { id: "estimate-time", textContent: duration(e.seconds) }));
      box.append(head, " for " + (runs() > 1 ? runs() + " runs of " : "") + games + " game" + (games === "1" ? "" : "s"));
      if (e.long) box.append(" ", Object.assign(document.createElement("span"), { className: "error", id: "estimate-long", textContent: "· over an hour: tick the box above to start it" }));
      box.append(". ", Object.assign(document.createElement("span"), { className: "muted small", id: "estimate-source", textContent: "From " + e.explanation + "." }));
    } catch (err) { /* a newer request took over */ }
  }
  ["games", "player_a", "player_b"].forEach(function (name) {
    form.elements[name].addEventListener("input", update);
    form.elements[name].addEventListener("change", update);
  });
  form.addEventListener("change", function (event) {
    if (["opponents", "deck_a", "deck_b"].includes(event.target.name)) update();
  });
})();
