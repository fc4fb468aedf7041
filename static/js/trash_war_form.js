// The Trash War simulation form: only the AI fields of the players at the table are shown, and the time
// estimate follows the seats, AIs and games. Without JavaScript every AI field shows; the extra ones are unused.
(function () {
  const form = document.getElementById("tw-run-form");
  if (!form) return;
  const box = document.getElementById("estimate");
  const seats = form.elements.seats;
  function players() {
    const n = Number(seats.value);
    return Array.from({ length: n }, (_, k) => form.elements["player_" + k].value);
  }
  function showSeats() {
    const n = Number(seats.value);
    form.querySelectorAll(".tw-seat").forEach((p) => { p.hidden = Number(p.dataset.seat) >= n; });
  }
  const show = window.estimates.updater(form, box);
  function update() {
    const games = form.elements.games.value;
    if (!/^\d+$/.test(games) || Number(games) < 1) return;
    const query = new URLSearchParams({ game: "trash-war", games: games, players: players().join(",") });
    show(query, () => games + " game" + (games === "1" ? "" : "s"));
  }
  seats.addEventListener("change", () => { showSeats(); update(); });
  form.querySelectorAll("select[name^=player_], input[name=games]").forEach((el) => {
    el.addEventListener("change", update);
    el.addEventListener("input", update);
  });
  showSeats();
})();
