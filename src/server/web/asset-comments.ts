import { extname } from 'node:path';
import { Script } from 'node:vm';

/*
 * The site's style sheet and scripts as visitors get them: without their comments, which are for
 * whoever edits the files and were about a sixth of what a docs page's CSS and JS cost after Brotli.
 */

/** A CSS string (kept whole) or a comment (dropped). */
const CSS_STRING_OR_COMMENT = /("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')|\/\*[\s\S]*?\*\//g;

/**
 * Comments that stand on their own lines: `//` lines and blocks that start a line and end one. A
 * script's strings, templates and regular expressions can hold comment marks too, so nothing after
 * code on a line is touched, and a script where a template or string may span lines (a line with an
 * odd number of backticks, or ending in a backslash) is served as written.
 */
const JS_LINE_COMMENT = /^[ \t]*\/\/.*\n/gm;
const JS_BLOCK_COMMENT = /^[ \t]*\/\*(?:[^*]|\*(?!\/))*\*\/[ \t]*\n/gm;
const spansLines = (script: string) => script.split('\n').some((line) => (line.match(/`/g)?.length ?? 0) % 2 === 1 || line.endsWith('\\'));

/** The text of a shipped asset as served: CSS and JS without comments, anything else as it is. */
export function withoutComments(name: string, bytes: Buffer): Buffer {
  const ext = extname(name);
  if (ext === '.css') return Buffer.from(bytes.toString('utf8').replace(CSS_STRING_OR_COMMENT, (_, string: string | undefined) => string ?? ''));
  if (ext !== '.js' || spansLines(bytes.toString('utf8'))) return bytes;
  const text = bytes.toString('utf8').replace(JS_BLOCK_COMMENT, '').replace(JS_LINE_COMMENT, '');
  // A syntax error here would be a page whose script never runs: refuse to serve it.
  new Script(text, { filename: `assets/${name}` });
  return Buffer.from(text);
}
