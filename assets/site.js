/* global document, Element, fetch, location, navigator, window, setTimeout */
// Site behaviour without inline script (the CSP forbids it): the phone menu, copy buttons, and the
// scripts a part of a page names in data-script, loaded when that part is first focused.
document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const toggle = target && target.closest('.menu-toggle');
  if (toggle) {
    const header = toggle.closest('.site-header');
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    if (header) header.classList.toggle('open', open);
    return;
  }
  const button = target && target.closest('button[data-copy]');
  if (button) copy(button);
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  const toggle = document.querySelector('.menu-toggle[aria-expanded="true"]');
  if (!toggle) return;
  toggle.setAttribute('aria-expanded', 'false');
  const header = toggle.closest('.site-header');
  if (header) header.classList.remove('open');
  toggle.focus();
});

/**
 * A part's own script (docs search) costs a page nothing until someone uses that part: it loads on
 * the part's first focus, which a tap, a click or the keyboard all give, or on the first input into
 * a field focused before this file ran; the script itself picks up what was typed. Nothing here
 * touches the DOM at load: asking for the focused element there cost about 2 ms of a phone page's
 * script time (its interfaces are made on first use).
 */
function loadScriptOf(element) {
  const part = element instanceof Element ? element.closest('[data-script]') : null;
  if (!part || part.hasAttribute('data-script-loaded')) return;
  part.setAttribute('data-script-loaded', '');
  const script = document.createElement('script');
  script.src = part.getAttribute('data-script');
  document.head.appendChild(script);
}

/**
 * A link made before the guide's headings moved to other pages names a fragment this page lacks
 * (a redirect keeps the fragment, and the server never sees it): the docs' anchor map, fetched only
 * then, names the page that holds that heading. A name the map lacks or places on this page stays.
 * Only an address with a fragment costs a DOM lookup at load, one by id.
 */
const fragment = location.hash.slice(1);
if (fragment && location.pathname.startsWith('/docs') && !document.getElementById(fragment)) {
  fetch('/docs/anchors.json')
    .then((res) => res.json())
    .then((anchors) => {
      const target = anchors[fragment];
      if (typeof target === 'string' && !target.startsWith(`${location.pathname}#`)) location.replace(target);
    }, () => {});
}

document.addEventListener('focusin', (event) => loadScriptOf(event.target));
document.addEventListener('input', (event) => loadScriptOf(event.target));

function copy(button) {
  const source = document.getElementById(button.getAttribute('data-copy') || '');
  if (!source) return;
  const label = button.getAttribute('data-label') || button.textContent;
  button.setAttribute('data-label', label);
  const announce = (text) => {
    button.textContent = text;
    let status = document.getElementById('copy-status');
    if (!status) {
      status = document.createElement('p');
      status.id = 'copy-status';
      status.className = 'visually-hidden';
      status.setAttribute('role', 'status');
      document.body.appendChild(status);
    }
    status.textContent = text === 'Copied' ? 'Copied to the clipboard.' : 'Selected: press Ctrl+C or Cmd+C to copy.';
    setTimeout(() => {
      button.textContent = label;
      status.textContent = '';
    }, 2000);
  };
  const text = source.textContent || '';
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(() => announce('Copied'), () => select(source, announce));
  } else {
    select(source, announce);
  }
}

function select(element, announce) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  if (selection) {
    selection.removeAllRanges();
    selection.addRange(range);
  }
  announce('Selected');
}
