/* global document, Element, navigator, window */
// Copy buttons: <button data-copy="element-id">. Served from /assets so the page needs no inline script.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  const source = document.getElementById(button.getAttribute('data-copy') || '');
  if (!source) return;
  const text = source.textContent || '';
  const done = () => {
    button.textContent = 'Copied';
    const status = document.getElementById('copy-status');
    if (status) status.textContent = 'Key copied to the clipboard.';
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, () => selectText(source));
  } else {
    selectText(source);
  }
});

function selectText(element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  if (selection) {
    selection.removeAllRanges();
    selection.addRange(range);
  }
}
