// The deck builder without page reloads: every button and every pause in typing posts the form to the
// same URL with the X-Builder-Panel header, and the server answers with the list, legality and stats
// panels. Without JavaScript the same buttons submit the form and the whole page comes back. Each game's
// builder (Card Wars, the Naruto CCG) has the same form, text and panels; only Card Wars has the add-a-card line,
// and the Naruto CCG's format menu refreshes the panels when it changes.
(function () {
  const form = document.getElementById("builder");
  if (!form) return;
  const text = document.getElementById("deck-text");
  const panels = document.getElementById("builder-panels");
  const results = document.getElementById("builder-results");
  let timer = null;
  let queue = Promise.resolve();

  // One request at a time, each reading the form when its turn comes: two quick clicks add two copies.
  function refresh(extra) {
    queue = queue.then(() => send(extra)).catch(() => {});
    return queue;
  }

  async function send(extra) {
    const data = new FormData(form);
    for (const [k, v] of Object.entries(extra || {})) data.set(k, v);
    const response = await fetch(form.dataset.panelUrl, {
      method: "POST", body: data, headers: { "X-Builder-Panel": "1" }, credentials: "same-origin",
    });
    if (!response.ok) return;
    const html = await response.text();
    const holder = document.createElement("div");
    holder.innerHTML = html;
    const newText = holder.querySelector("template#builder-text");
    if (newText && Object.keys(extra || {}).length) text.value = newText.content.textContent;
    newText && newText.remove();
    panels.innerHTML = holder.innerHTML;
    panels.dataset.updated = String(Date.now());
    if (addName && extra && (extra.add_line || extra.add_suggested) && !panels.querySelector("#add-line-error")) {
      addName.value = ""; addCount.value = "1"; addName.focus();
    }
  }

  // The add-a-card line: names from the catalogue as you type, Enter adds.
  const addName = document.getElementById("add-name");
  const addCount = document.getElementById("add-count");
  const names = document.getElementById("add-card-names");
  let nameTimer = null, nameRequest = null;
  async function suggestNames() {
    const typed = addName.value.trim();
    if (typed.length < 2) { names.replaceChildren(); return; }
    if (nameRequest) nameRequest.abort();
    nameRequest = new AbortController();
    try {
      const base = addName.dataset.autocomplete;  // it may name a game already: "...?game=naruto"
      const url = base + (base.includes("?") ? "&" : "?") + "q=" + encodeURIComponent(typed);
      const r = await fetch(url, { signal: nameRequest.signal, headers: { Accept: "application/json" } });
      if (!r.ok) return;
      const body = await r.json();
      names.replaceChildren(...body.data.map(function (card) {
        const option = document.createElement("option");
        option.value = card.name;
        return option;
      }));
    } catch (e) { /* a newer request took over */ }
  }
  if (addName) {
    addName.addEventListener("input", function () { clearTimeout(nameTimer); nameTimer = setTimeout(suggestNames, 120); });
    [addName, addCount].forEach(function (field) {
      field.addEventListener("keydown", function (event) {
        if (event.key === "Enter") { event.preventDefault(); refresh({ add_line: "1" }); }
      });
    });
  }
  form.addEventListener("change", function (event) {
    if (event.target.tagName === "SELECT") refresh({});  // the deck's format: its rules and its statistics
  });

  form.addEventListener("click", function (event) {
    const button = event.target.closest("button");
    // Save, Search and More load the whole page again (the finder's results are not in the panels).
    if (!button || button.name === "save" || button.name === "search" || button.name === "shown") return;
    event.preventDefault();
    const extra = {};
    if (button.name) extra[button.name] = button.value;
    refresh(extra);
  });
  text.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(() => refresh({}), 300);
  });
})();
