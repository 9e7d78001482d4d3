/* global document, fetch, setTimeout, clearTimeout */
// The travel demo: a loading state while the search runs, and airport suggestions for
// "Flying from" from the server's own lookup (GET /travel/origins).
const form = document.getElementById('travel-form');
const origin = document.getElementById('origin');
const options = document.getElementById('origin-options');

if (form) {
  form.addEventListener('submit', () => {
    const button = document.getElementById('search-button');
    const loading = document.getElementById('loading');
    form.setAttribute('aria-busy', 'true');
    if (button) {
      button.disabled = true;
      button.textContent = 'Searching…';
    }
    if (loading) loading.textContent = 'Searching: reading your request and ranking destinations…';
  });
}

if (origin && options) {
  let timer = null;
  let last = '';
  origin.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(suggest, 150);
  });

  async function suggest() {
    const q = origin.value.trim();
    if (q.length < 2 || q === last) return;
    last = q;
    try {
      const res = await fetch(`/travel/origins?q=${encodeURIComponent(q)}`, { headers: { accept: 'application/json' } });
      if (!res.ok || origin.value.trim() !== q) return;
      const body = await res.json();
      options.replaceChildren(
        ...body.suggestions.map((s) => {
          const option = document.createElement('option');
          option.value = s.label;
          return option;
        }),
      );
    } catch {
      // Suggestions are a convenience: typing a city or code still works without them.
    }
  }
}
