// Time figures the pages share: a duration in words (for the run page's ETA) and the estimate box of the
// forms that launch games (js/estimate.js, js/trash_war_form.js). Loaded before them; it only defines
// window.estimates.
window.estimates = (function () {
  // Worded as the `duration` template filter words it (matches/templatetags/reports.py).
  function duration(seconds) {
    const minutes = Math.round(seconds / 60);
    if (minutes < 1) return "under a minute";
    if (minutes < 60) return "about " + minutes + " min";
    const h = Math.floor(minutes / 60), m = minutes % 60;
    return "about " + h + " h" + (m ? " " + m + " min" : "");
  }

  // A function that asks form.dataset.estimateUrl for the estimate of `query` and writes it in `box` as
  // matches/_estimate.html does; `what()` words what is played ("40 games"). A newer call cancels an older one.
  function updater(form, box) {
    let request = null;
    return async function (query, what) {
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
        box.append(head, " for " + what());
        if (e.long) box.append(" ", Object.assign(document.createElement("span"), { className: "error", id: "estimate-long", textContent: "· over an hour: tick the box above to start it" }));
        box.append(". ", Object.assign(document.createElement("span"), { className: "muted small", id: "estimate-source", textContent: "From " + e.explanation + "." }));
      } catch (err) { /* a newer request took over */ }
    };
  }

  return { duration, updater };
})();
