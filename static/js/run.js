// The run page: poll progress until the run ends, then load the page once more for the report.
// Also sorts the per-card tables when a heading is clicked.
(function () {
  const box = document.getElementById("run-status");
  if (box && (box.dataset.status === "queued" || box.dataset.status === "running")) {
    const bar = document.getElementById("run-progress");
    const text = document.getElementById("progress-text");
    const status = document.getElementById("status-text");
    const eta = document.getElementById("eta-text");
    const duration = window.estimates.duration;
    const poll = async function () {
      try {
        const r = await fetch(box.dataset.progressUrl, { credentials: "same-origin" });
        const p = await r.json();
        bar.max = p.games; bar.value = p.finished;
        text.textContent = p.finished + " / " + p.games + " games";
        // The same word the page prints (the model's label): "Running", "Done".
        status.textContent = p.status.charAt(0).toUpperCase() + p.status.slice(1);
        if (p.eta_seconds !== null && p.eta_seconds !== undefined) {
          eta.textContent = "· " + duration(p.eta_seconds) + " left at this pace";
        } else if (p.estimate_seconds_left !== null && p.estimate_seconds_left !== undefined) {
          eta.textContent = "· " + duration(p.estimate_seconds_left) + " left by the estimate made before the start";
        } else {
          eta.textContent = "";
        }
        if (p.status === "queued" || p.status === "running") { setTimeout(poll, 1000); return; }
        location.reload();
      } catch (e) { setTimeout(poll, 3000); }
    };
    setTimeout(poll, 500);
  }
  // "−4.0 pts" (a typographic minus) sorts as -4; an empty cell or a dash sorts last.
  const number = function (text) {
    const v = parseFloat(text.replace("\u2212", "-"));
    return Number.isNaN(v) ? -Infinity : v;
  };
  document.querySelectorAll("table.sortable").forEach(function (table) {
    table.querySelectorAll("th").forEach(function (th, col) {
      th.style.cursor = "pointer";
      th.addEventListener("click", function () {
        const numeric = th.dataset.type === "n";
        const body = table.tBodies[0];
        const asc = th.dataset.dir !== "asc";
        th.dataset.dir = asc ? "asc" : "desc";
        const rows = Array.from(body.rows);
        rows.sort(function (a, b) {
          const x = a.cells[col].textContent.trim(), y = b.cells[col].textContent.trim();
          const c = numeric ? number(x) - number(y) : x.localeCompare(y);
          return asc ? c : -c;
        });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
  });
})();
