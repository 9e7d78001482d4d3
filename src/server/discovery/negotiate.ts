/** Markdown when the client names text/markdown before (or instead of) text/html. */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const md = accept.indexOf('text/markdown');
  const html = accept.indexOf('text/html');
  return md !== -1 && (html === -1 || md < html);
}
