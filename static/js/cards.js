// Name suggestions under the catalogue's search box. The page works without this script.
(function () {
  const input = document.querySelector("input[data-autocomplete]");
  const list = document.getElementById("q-suggestions");
  if (!input || !list) return;
  let timer = null, controller = null;

  function hide() { list.hidden = true; list.replaceChildren(); }

  async function suggest() {
    const text = input.value.trim();
    // Only plain names are suggested: a query with keys or operators is left alone.
    if (text.length < 2 || /[:<>=()"]/.test(text)) return hide();
    if (controller) controller.abort();
    controller = new AbortController();
    try {
      const url = input.dataset.autocomplete + "?q=" + encodeURIComponent(text);
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
      if (!response.ok) return hide();
      const body = await response.json();
      list.replaceChildren(...body.data.map((card) => {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.href = "/cards/" + card.slug + "/";
        link.textContent = card.name;
        item.append(link);
        return item;
      }));
      list.hidden = body.data.length === 0;
    } catch (err) {
      if (err.name !== "AbortError") hide();
    }
  }

  input.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(suggest, 150); });
  input.addEventListener("keydown", (e) => {
    if (e.key === "Escape") hide();
    if (e.key === "ArrowDown" && !list.hidden) { e.preventDefault(); list.querySelector("a")?.focus(); }
  });
  list.addEventListener("keydown", (e) => {
    const links = [...list.querySelectorAll("a")], i = links.indexOf(document.activeElement);
    if (e.key === "ArrowDown" && i < links.length - 1) { e.preventDefault(); links[i + 1].focus(); }
    if (e.key === "ArrowUp") { e.preventDefault(); (i > 0 ? links[i - 1] : input).focus(); }
    if (e.key === "Escape") { hide(); input.focus(); }
  });
  document.addEventListener("click", (e) => { if (!list.contains(e.target) && e.target !== input) hide(); });
})();
