/** The guide's curl examples as requests a test can send: what a reader would paste into a shell. */
export interface Curl {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Splits a shell command line into words, honouring single and double quotes. */
function words(line: string): string[] {
  const out: string[] = [];
  let word = '';
  let quote: string | null = null;
  let started = false;
  for (const ch of line) {
    if (quote) {
      if (ch === quote) quote = null;
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      started = true;
    } else if (/\s/.test(ch)) {
      if (started || word) out.push(word);
      word = '';
      started = false;
    } else word += ch;
  }
  if (started || word) out.push(word);
  return out;
}

/** The first curl command of a code block, with its continuation lines. */
export function curlCommand(code: string): string | undefined {
  const lines = code.split('\n');
  const start = lines.findIndex((l) => l.startsWith('curl '));
  if (start < 0) return undefined;
  let end = start;
  while (lines[end]?.endsWith('\\')) end += 1;
  return lines.slice(start, end + 1).join('\n');
}

/** The request a curl command sends, with `$SVC_API_KEY` set to `key`. */
export function parseCurl(command: string, key: string): Curl {
  const argv = words(command.replace(/\\\n\s*/g, ' ').replaceAll('$SVC_API_KEY', key));
  const curl: Curl = { method: 'GET', url: '', headers: {} };
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-X') curl.method = argv[++i]!;
    else if (arg === '-H') {
      const [name, ...value] = argv[++i]!.split(':');
      curl.headers[name!.trim().toLowerCase()] = value.join(':').trim();
    } else if (arg === '-d') {
      curl.body = argv[++i];
      if (curl.method === 'GET') curl.method = 'POST';
    } else if (!arg.startsWith('-')) curl.url = arg;
  }
  return curl;
}
