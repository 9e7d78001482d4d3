/**
 * A small Markdown-to-HTML renderer for our own documents (headings, paragraphs, lists, fenced
 * code, tables, blockquotes, inline code, emphasis and links). Input is trusted project text, but
 * everything is still escaped so a stray "<" cannot break a page.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_m, label: string, href: string) => `<a href="${href}">${label}</a>`);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function table(rows: string[]): string {
  const cells = (row: string) => row.replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
  const [head, , ...body] = rows;
  const th = cells(head ?? '').map((c) => `<th scope="col">${inline(c)}</th>`).join('');
  const trs = body.map((r) => `<tr>${cells(r).map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('\n');
  return `<table tabindex="0"><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}

export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const out: string[] = [];
  let i = 0;
  const collect = (test: (line: string) => boolean): string[] => {
    const block: string[] = [];
    while (i < lines.length && test(lines[i] ?? '')) block.push(lines[i++] ?? '');
    return block;
  };
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (line.startsWith('```')) {
      i++;
      const code = collect((l) => !l.startsWith('```'));
      i++;
      out.push(`<pre tabindex="0"><code>${escapeHtml(code.join('\n'))}</code></pre>`);
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      const text = line.slice(level + 1);
      out.push(`<h${level} id="${slug(text)}">${inline(text)}</h${level}>`);
      i++;
    } else if (line.startsWith('|')) {
      out.push(table(collect((l) => l.startsWith('|'))));
    } else if (/^\s*[-*] /.test(line)) {
      const items = collect((l) => /^\s*[-*] /.test(l) || /^\s{2,}\S/.test(l));
      out.push(`<ul>${items.filter((l) => /^\s*[-*] /.test(l)).map((l) => `<li>${inline(l.replace(/^\s*[-*] /, ''))}</li>`).join('')}</ul>`);
    } else if (/^\d+\. /.test(line)) {
      const items = collect((l) => /^\d+\. /.test(l));
      out.push(`<ol>${items.map((l) => `<li>${inline(l.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>`);
    } else if (line.startsWith('>')) {
      const quote = collect((l) => l.startsWith('>'));
      out.push(`<blockquote><p>${inline(quote.map((l) => l.replace(/^>\s?/, '')).join(' '))}</p></blockquote>`);
    } else if (line.trim() === '') {
      i++;
    } else {
      const para = collect((l) => l.trim() !== '' && !/^(#{1,6} |```|\||>|\s*[-*] |\d+\. )/.test(l));
      out.push(`<p>${inline(para.join(' '))}</p>`);
    }
  }
  return out.join('\n');
}
