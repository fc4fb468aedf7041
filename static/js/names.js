// Card names from the catalogue for any input with data-autocomplete and a datalist (list="..."):
// the browser shows them as suggestions as you type. The form works without this script.
(function () {
  document.querySelectorAll("input[data-autocomplete][list]").forEach(function (input) {
    const list = document.getElementById(input.getAttribute("list"));
    if (!list) return;
    let timer = null, request = null;
    async function suggest() {
      const typed = input.value.trim();
      if (typed.length < 2) { list.replaceChildren(); return; }
      if (request) request.abort();
      request = new AbortController();
      try {
        const base = input.dataset.autocomplete;  // it may name a game already: "...?game=naruto"
        const r = await fetch(base + (base.includes("?") ? "&" : "?") + "q=" + encodeURIComponent(typed),
          { signal: request.signal, headers: { Accept: "application/json" } });
        if (!r.ok) return;
        const body = await r.json();
        list.replaceChildren(...body.data.map(function (card) {
          const option = document.createElement("option");
          option.value = card.name;
          return option;
        }));
      } catch (e) { /* a newer request took over */ }
    }
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(suggest, 120); });
  });
})();
