/* global document, fetch, window */
// Docs search in the browser: the prebuilt MiniSearch index (built by the server at start, a static
// asset) is loaded the first time the field is used; results appear as the visitor types. Without
// script the form still works: it submits to /docs/search, which runs the same search on the server.
const form = document.querySelector('form.docs-search');
const input = document.getElementById('docs-q');
const list = document.getElementById('docs-search-results');
const status = document.getElementById('docs-search-status');
let engine = null;
let loading = null;

function loadScript(src) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = resolve;
    script.onerror = reject;
    document.head.appendChild(script);
  });
}

function load() {
  loading = loading || Promise.all([loadScript(form.dataset.engine), fetch(form.dataset.index).then((r) => r.json())]).then(([, data]) => {
    engine = window.MiniSearch.loadJS(data.index, data.options);
  });
  return loading;
}

function show() {
  const query = input.value.trim();
  if (!engine || query.length < 2) {
    list.hidden = true;
    list.replaceChildren();
    status.textContent = '';
    return;
  }
  const hits = engine.search(query).slice(0, 8);
  list.replaceChildren(
    ...hits.map((hit) => {
      const item = document.createElement('li');
      const link = document.createElement('a');
      link.href = hit.url;
      link.textContent = hit.title;
      const where = document.createElement('span');
      where.className = 'hint';
      where.textContent = ` ${hit.page}`;
      item.append(link, where);
      return item;
    }),
  );
  list.hidden = hits.length === 0;
  status.textContent = hits.length === 0 ? 'Nothing in the docs matches.' : `${hits.length} result${hits.length === 1 ? '' : 's'}.`;
}

if (form && input && list && status) {
  input.addEventListener('focus', () => load().catch(() => undefined), { once: true });
  input.addEventListener('input', () => {
    load().then(show, () => {
      status.textContent = 'Search could not load: press Search to search on the server.';
    });
  });
}
