// The Trash War simulation form: only the AI fields of the players at the table are shown, and the time
// estimate follows the seats, AIs and games. Without JavaScript every AI field shows; the extra ones are unused.
(function () {
  const form = document.getElementById("tw-run-form");
  if (!form) return;
  const box = document.getElementById("estimate");
  const seats = form.elements.seats;
  const duration = function (seconds) {  // worded as the `duration` template filter words it
    const minutes = Math.round(seconds / 60);
    if (minutes < 1) return "under a minute";
    if (minutes < 60) return "about " + minutes + " min";
    const h = Math.floor(minutes / 60), m = minutes % 60;
    return "about " + h + " h" + (m ? " " + m + " min" : "");
  };
  function players() {
    const n = Number(seats.value);
    return Array.from({ length: n }, (_, k) => form.elements["player_" + k].value);
  }
  function showSeats() {
    const n = Number(seats.value);
    form.querySelectorAll(".tw-seat").forEach((p) => { p.hidden = Number(p.dataset.seat) >= n; });
  }
  let request = null;
  async function update() {
    const games = form.elements.games.value;
    if (!/^\d+$/.test(games) || Number(games) < 1) return;
    const query = new URLSearchParams({ game: "trash-war", games: games, players: players().join(",") });
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
  seats.addEventListener("change", () => { showSeats(); update(); });
  form.querySelectorAll("select[name^=player_], input[name=games]").forEach((el) => {
    el.addEventListener("change", update);
    el.addEventListener("input", update);
  });
  showSeats();
})();
