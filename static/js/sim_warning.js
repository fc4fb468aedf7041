// The simulation, gauntlet and swap forms: the warning about cards a simulation does not play as printed follows
// the decks chosen. The server renders it for the decks the page was loaded with; this keeps it current.
(function () {
  const box = document.getElementById("sim-warning");
  if (!box) return;
  const form = box.closest("form");
  const names = (box.dataset.fields || "").split(",").filter(Boolean);
  function update() {
    const chosen = new Set();
    names.forEach(function (name) {
      form.querySelectorAll('[name="' + name + '"]').forEach(function (el) {
        if (el.tagName === "SELECT") {
          Array.from(el.selectedOptions).forEach(function (o) { chosen.add(o.value); });
        } else if (el.checked || el.type === "hidden") {
          chosen.add(el.value);
        }
      });
    });
    box.querySelectorAll("[data-deck]").forEach(function (d) {
      d.hidden = !(d.dataset.always === "1" || chosen.has(d.dataset.deck));
    });
  }
  form.addEventListener("change", update);
  update();
})();
