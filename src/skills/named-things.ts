/**
 * What a query names, read as what it is: a pasted stack trace or log as its error line, a link or
 * host name as a domain, a version change ("from 1.10 to 2.9") as an upgrade, a quoted saying
 * after a verb of speech as a quote, a quoted or installed package name as a package, and a name
 * given after "called" or "named" as nothing more than the noun before it. Each stands in the
 * query as the words the corpus uses for that kind of thing, so an option is judged on what the
 * query asks about it, not on the thing's own words ("requets", "secure-olx-delivery-pay.com").
 */

export interface NamedReading {
  /** The query with each named thing replaced by the words for its kind. */
  text: string;
  /** The query names a thing that searching serves whatever its name is (a trace, a host, a package, a saying). */
  namesThing: boolean;
}

/** A line of a stack trace or of pasted code: a frame, a caret marker, an indented line of code. */
const FRAME_LINE = /^\s*(?:Traceback \(most recent call last\)|File "[^"]*", line \d+|at \S.*(?::\d+(?::\d+)?\)?)$|\^+\s*$|\.\.\. \d+ more)|^\s{2,}\S/;
/** A line that opens with an exception class ("pydantic.errors.PydanticImportError: ...", "ImportError: ..."). */
const EXCEPTION_LINE = /^\s*(?:[A-Za-z_][\w]*\.)*[A-Z]\w*(?:Error|Exception|Warning|Fault)\b/;

/**
 * A pasted trace or log: frames and code are left out, a line that opens with an exception class
 * or reads as an error (not the question around it) stands as "error message". Only a query of
 * several lines is read this way, so a one-line question keeps its words.
 */
function readPastedLines(text: string, readsAsError: (line: string) => boolean): { text: string; found: boolean } {
  const lines = text.split('\n');
  if (lines.length < 2) return { text, found: false };
  let found = false;
  const kept = lines.map((line, index) => {
    if (FRAME_LINE.test(line)) {
      found = true;
      return '';
    }
    const question = /\?\s*$/.test(line);
    if (EXCEPTION_LINE.test(line) || (index > 0 && !question && readsAsError(line))) {
      found = true;
      return ' error message ';
    }
    return line;
  });
  return { text: kept.join('\n'), found };
}

/** A pasted stack trace: the asker's own program failed, so "the service" in it is theirs. */
export const hasTraceFrames = (query: string): boolean => query.split('\n').some((line) => FRAME_LINE.test(line));

/** A version number: at least one dot ("2.9", "1.10.3") or a "v" ("v6"). */
const VERSION = String.raw`(?:[vV]\d+(?:\.\d+){0,2}|\d+(?:\.\d+){1,2})`;
/**
 * "from 1.10 to 2.9", "3.2 -> 4.2", "between 1.5 and 2.2", and a release of a named thing to another ("React 17 to React 19",
 * "Node 18 -> 20"): moving a dependency between versions is an upgrade. A bare number is a version only after a name
 * written with a capital ("from 3 to 5 people" is no version).
 */
const VERSION_CHANGE = new RegExp(
  String.raw`\b(?:(?:from\s+)?${VERSION}\s*(?:to|->|→)\s*${VERSION}|between\s+${VERSION}\s+and\s+${VERSION}|(?:from\s+)?([A-Z][\w.+-]*)\s+\d+(?:\.\d+){0,2}\s*(?:to|->|→)\s*(?:\1\s+)?\d+(?:\.\d+){0,2})\b`,
  'g',
);

/**
 * Top-level domains that are read as a host name when written after a dot: generic ones and the
 * country ones sites commonly use. Others ("py", "md", "sh", "rs") are also file endings.
 */
const TLDS = 'com|net|org|info|biz|io|co|app|dev|ai|shop|store|online|site|xyz|me|tv|us|uk|eu|de|fr|es|it|nl|ca|au|in|ie|nz|pl|br|mx|jp';
const HOST_PATTERN = String.raw`\b(?:https?://)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${TLDS})\b(?:/[^\s'"\`)]*)?`;
const HOST = new RegExp(HOST_PATTERN, 'gi');
const WHOLE_HOST = new RegExp(`^${HOST_PATTERN}$`, 'i');

/**
 * A verb of speech right before the quote, and the name before it that says who spoke: "Einstein
 * said '...'", "Steve Jobs saying \"stay hungry\"", "did Churchill really say '...'". The speaker's
 * name is any name; what the query asks is who said the quote.
 */
const SPEECH = /(?:\b[A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3}\s+(?:\w+ly\s+)?)?\b(?:said|say|says|saying|wrote|writes|claims?|claimed|tweeted|quoted)[\s:,]*$/;
/** A name a program gives a field, function or setting: words joined by underscores or dots, or camelCase ("departure_window", "max_tokens", "fs.readFile"). */
const IDENTIFIER = /(?<![\w.])(?:[A-Za-z][A-Za-z0-9]*(?:[_.][A-Za-z0-9]+)+|[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)+)(?!\w)/;
/** Text a program prints, not a person: an error's own words ("Cannot find module", "fatal: not a git repository"). */
const MACHINE_TEXT =
  /\b(?:error|exception|cannot|can't|could not|not found|undefined|denied|refused|timed? ?out|traceback|segfault|unexpected|no such)\b|^[\w.-]+:\s/i;
/** Words that say the quoted text is a package's name: "pip installed 'requets'", "a crate called 'serde_jsonn'". */
const PACKAGE_BEFORE = /\b(?:install(?:ed|ing)?|i|add(?:ed)?|require[ds]?|import(?:ed)?|package|crate|gem|module|library|dependency)\b(?:\s+\S+){0,2}\s*$/i;
/** A package name: one word of letters, digits and - _ . @ /. */
const PACKAGE_NAME = /^[@a-z0-9][\w.@/-]*$/i;
/** A package named unquoted right after an install command: "pip install beautifulsoup", "npm i lodahs". */
const INSTALL_COMMAND =
  /\b((?:pip3?|pipx|uv|poetry|npm|pnpm|yarn|bun|cargo|gem|go|composer|brew)\s+(?:install(?:ed)?|i|add(?:ed)?|get))\s+([@a-z0-9][\w.@/-]*)/gi;

/** A name given after "called" or "named" ("a supplier called Nexaro"): the noun before it says what it is. */
const GIVEN_NAME = /\b(?:called|named)\s+(?:"[^"\n]{1,60}"|'[^'\n]{1,60}'|[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})/g;

/** A quoted phrase this short that is nothing else names a thing in the writer's words ("her \"water fountain\""), not a text to search. */
const MAX_NAMING_WORDS = 3;

/** What a quoted text is; each kind but `own_words` stands in the query as the corpus's words for it. */
export type QuoteKind = 'host' | 'saying' | 'error' | 'package' | 'own_words' | 'exact_text';

const KIND_WORDS: Record<Exclude<QuoteKind, 'own_words'>, string> = {
  host: 'site domain link',
  saying: 'who said quote',
  error: 'error message',
  package: 'package name',
  exact_text: 'exact text',
};

/**
 * What a quoted text stands for, by the words before it: a saying, a package name, an error
 * message, a host, a short phrase standing as its own words, or else an exact text.
 */
export function quoteKind(quoted: string, before: string, readsAsError: (text: string) => boolean): QuoteKind {
  if (WHOLE_HOST.test(quoted.trim())) return 'host';
  if (SPEECH.test(before) && !MACHINE_TEXT.test(quoted) && !IDENTIFIER.test(quoted)) return 'saying';
  if (readsAsError(quoted)) return 'error';
  if (PACKAGE_NAME.test(quoted) && PACKAGE_BEFORE.test(before)) return 'package';
  return quoted.trim().split(/\s+/).length <= MAX_NAMING_WORDS ? 'own_words' : 'exact_text';
}

/**
 * The identifiers a quoted error or exact text holds: the field or setting it is about, which the
 * options that document it name as written, so they stand beside the quote's kind instead of being
 * dropped with its other words. A host or a saying is read as its kind alone.
 */
const identifiersIn = (text: string, kind: QuoteKind): string[] =>
  kind === 'error' || kind === 'exact_text' ? [...text.matchAll(new RegExp(IDENTIFIER, 'g'))].map((m) => m[0]) : [];

/** Marks a quote's kind while the words before it are read (a private-use character no query holds). */
const MARK = '\uE000';

/** Kinds of quoted text that name a thing whose own name no option needs to cover. */
const NAMING_KINDS: ReadonlySet<QuoteKind> = new Set(['host', 'package', 'saying']);

const QUOTED = /(^|\s)(?:"([^"\n]{3,300})"|“([^”\n]{3,300})”|'([^'\n]{3,300})'|‘([^’\n]{3,300})’|`([^`\n]{3,300})`)(?=\s|$|[.,;:!?)-])/g;

/** The query with every named thing read as its kind (see the module comment). */
export function readNamedThings(query: string, readsAsError: (text: string) => boolean): NamedReading {
  const pasted = readPastedLines(query, readsAsError);
  let namesThing = pasted.found;
  const quoted = pasted.text.replace(QUOTED, (_all, lead: string, ...rest: unknown[]) => {
    const text = rest.slice(0, 5).find((q): q is string => typeof q === 'string') ?? '';
    const offset = rest[5] as number;
    const kind = quoteKind(text, pasted.text.slice(Math.max(0, offset - 60), offset + lead.length), readsAsError);
    if (NAMING_KINDS.has(kind)) namesThing = true;
    return `${lead}${MARK}${kind === 'own_words' ? text : [KIND_WORDS[kind], ...identifiersIn(text, kind)].join(' ')}${MARK}`;
  });
  const read = quoted
    .replace(INSTALL_COMMAND, (_all, command: string) => {
      namesThing = true;
      return `${command} package name`;
    })
    .replace(HOST, () => {
      namesThing = true;
      return ' site domain link ';
    })
    .replace(VERSION_CHANGE, ' dependency version upgrade ')
    .replace(GIVEN_NAME, ' ')
    // The speaker and the verb before a saying are read with it: the query asks who said the quote.
    .replace(new RegExp(`${SPEECH.source.slice(0, -1)}${MARK}${KIND_WORDS.saying}${MARK}`, 'g'), ` ${KIND_WORDS.saying} `)
    .replaceAll(MARK, ' ');
  return { text: read, namesThing };
}
