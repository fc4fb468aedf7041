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
  const show = window.estimates.updater(form, box);
  function update() {
    const games = form.elements.games.value;
    if (!/^\d+$/.test(games) || Number(games) < 1) return;
    const query = new URLSearchParams({ games: games, player_a: form.elements.player_a.value,
                                        player_b: form.elements.player_b.value, runs: runs() });
    const a = form.elements.deck_a, b = form.elements.deck_b;
    if (a && b && a.value && b.value) query.set("decks", a.value + "," + b.value);
    show(query, () => (runs() > 1 ? runs() + " runs of " : "") + games + " game" + (games === "1" ? "" : "s"));
  }
  ["games", "player_a", "player_b"].forEach(function (name) {
    form.elements[name].addEventListener("input", update);
    form.elements[name].addEventListener("change", update);
  });
  form.addEventListener("change", function (event) {
    if (["opponents", "deck_a", "deck_b"].includes(event.target.name)) update();
  });
})();
