// The new-matchup form: the time estimate follows the games and AI fields as they change. The server
// renders the same estimate for the values the page was loaded with; this only keeps it current.
(function () {
  const form = document.getElementById("run-form");
  const box = document.getElementById("estimate");
  if (!form || !box) return;
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
                                        player_b: form.elements.player_b.value });
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
      box.append(head, " for " + games + " game" + (games === "1" ? "" : "s"));
      if (e.long) box.append(" ", Object.assign(document.createElement("span"), { className: "error", id: "estimate-long", textContent: "· over an hour: tick the box above to start it" }));
      box.append(". ", Object.assign(document.createElement("span"), { className: "muted small", id: "estimate-source", textContent: "From " + e.explanation + "." }));
    } catch (err) { /* a newer request took over */ }
  }
  ["games", "player_a", "player_b"].forEach(function (name) {
    form.elements[name].addEventListener("input", update);
    form.elements[name].addEventListener("change", update);
  });
})();
