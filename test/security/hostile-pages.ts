/**
 * Pages that cost a reader as much as a page within the fetch limits can: deep nesting, long
 * runs of markup the parsers backtrack over, huge JSON. Every path of a hostile site answers one,
 * typed for what the path is expected to hold.
 */
const HTML = `<html><body>${'<div><p><a href="/x">x'.repeat(20_000)}${'<'.repeat(100_000)}</body></html>`;
const TEXT = `# ${' '.repeat(60_000)}x\n> ${' '.repeat(60_000)}\n## ${' '.repeat(60_000)}\n- [a](${'('.repeat(20_000)})\n`.repeat(3);
const JSON_DOC = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'x', version: '1' },
  paths: Object.fromEntries(Array.from({ length: 8000 }, (_, i) => [`/p${i}/{a}/{b}`, { get: { responses: { 200: { description: 'x'.repeat(40) } } } }])),
});

export function hostilePage(url: string): { type: string; body: string } {
  const path = url.split('?')[0] ?? '/';
  if (path.endsWith('.json') || path.includes('openapi') || path.includes('well-known')) return { type: 'application/json', body: JSON_DOC };
  if (path.endsWith('.txt') || path.endsWith('.md')) return { type: 'text/plain', body: TEXT };
  return { type: 'text/html', body: HTML };
}
