import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { assetsUrl } from '../../data-paths.js';

/** One searchable stretch of the docs: a heading and the text under it, up to the next heading. */
export interface SearchDoc {
  title: string;
  /** The page it is on, shown beside the title. */
  page: string;
  url: string;
  text: string;
}

export interface SearchHit {
  title: string;
  page: string;
  url: string;
}

export interface DocsSearch {
  search(query: string, limit?: number): SearchHit[];
  /** The compact index, as the browser downloads it. */
  json: string;
}

/**
 * What the browser downloads to search: no text, only what ranking needs. `pages`: [title, path under
 * /docs/ ('': /docs itself, 1: the slug of the title)]; `docs`: per stretch [title, page, anchor (1: the slug of the
 * title), number of words]; `terms`: the stems of all stretches, sorted, each as one base-36 digit
 * (characters shared with the stem before it) and the rest, space-separated; `postings`: per stem,
 * space-separated, its stretches in order, each as the engine's `encodePosting` writes it (mostly
 * one character).
 */
interface CompactIndex {
  pages: Array<[string, string | 1]>;
  docs: Array<[string, number, string | 1, number]>;
  terms: string;
  postings: string;
}

interface Engine {
  tokenize(text: string): string[];
  slug(title: string): string;
  search(index: CompactIndex, query: string, limit: number): SearchHit[];
  /** A posting as `postings` holds it: stretches skipped since the stem's previous posting, and the weight class. */
  encodePosting(gap: number, weightClass: number): string;
}

/**
 * The search itself is one plain script, assets/docs-search.js, which the docs pages load. The
 * server runs the same file in a vm context, so its tokens make the index and its ranking answers
 * /docs/search for visitors without script exactly as the browser would. (MiniSearch, the
 * service's engine elsewhere, came to about 50 KB compressed for a visitor who searched, with its
 * browser build and serialized index; this comes to about 14 KB.)
 */
function loadEngine(): Engine {
  const context: Record<string, unknown> = {};
  runInNewContext(readFileSync(assetsUrl('docs-search.js'), 'utf8'), context, { filename: 'assets/docs-search.js' });
  const { tokenize, slug, search, encodePosting } = context;
  if (typeof tokenize !== 'function' || typeof slug !== 'function' || typeof search !== 'function' || typeof encodePosting !== 'function')
    throw new Error('assets/docs-search.js must define tokenize, slug, search and encodePosting');
  return {
    tokenize: tokenize as Engine['tokenize'],
    slug: slug as Engine['slug'],
    search: search as Engine['search'],
    encodePosting: encodePosting as Engine['encodePosting'],
  };
}

/**
 * Uses as a class: 1 once or twice, 2 three to five times, 3 more often (CLASS_COUNT in the engine).
 * A heading's words count once here; the engine weighs them up from the titles.
 */
const weightClass = (uses: number) => (uses > 5 ? 3 : uses > 2 ? 2 : 1);

function frontCoded(sorted: string[]): string {
  return sorted
    .map((term, i) => {
      const before = sorted[i - 1] ?? '';
      let shared = 0;
      while (shared < before.length && before[shared] === term[shared]) shared++;
      return shared.toString(36) + term.slice(shared);
    })
    .join(' ');
}

function buildIndex(docs: SearchDoc[], { tokenize, slug, encodePosting }: Engine): CompactIndex {
  const pages: CompactIndex['pages'] = [];
  const uses = new Map<string, Map<number, number>>();
  const entries = docs.map((doc, id): CompactIndex['docs'][number] => {
    const pageUrl = doc.url.replace(/#.*/, '');
    if (pageUrl !== '/docs' && !pageUrl.startsWith('/docs/')) throw new Error(`search covers only the /docs pages, not ${doc.url}`);
    let page = pages.findIndex(([title]) => title === doc.page);
    if (page === -1) {
      const path = pageUrl.slice('/docs/'.length);
      page = pages.push([doc.page, path === slug(doc.page) ? 1 : path]) - 1;
    }
    const add = (words: string[]) => {
      for (const term of words) {
        const postings = uses.get(term) ?? new Map<number, number>();
        uses.set(term, postings);
        postings.set(id, (postings.get(id) ?? 0) + 1);
      }
    };
    const words = tokenize(doc.text);
    add(tokenize(doc.title));
    add(words);
    const anchor = doc.url.slice(pageUrl.length);
    return [doc.title, page, anchor === `#${slug(doc.title)}` ? 1 : anchor, words.length];
  });
  const sorted = [...uses.keys()].sort();
  const postings = sorted.map((term) => {
    let previous = -1;
    return [...uses.get(term)!]
      .map(([id, count]) => {
        const gap = id - previous - 1;
        previous = id;
        return encodePosting(gap, weightClass(count));
      })
      .join('');
  });
  return { pages, docs: entries, terms: frontCoded(sorted), postings: postings.join(' ') };
}

export function buildSearch(docs: SearchDoc[]): DocsSearch {
  return searchFromIndex(JSON.stringify(buildIndex(docs, loadEngine())));
}

/** Search over an index built before (by `buildSearch`, here or in the build). */
export function searchFromIndex(json: string): DocsSearch {
  const engine = loadEngine();
  const index = JSON.parse(json) as CompactIndex;
  return {
    search: (query, limit = 10) => engine.search(index, query, limit).map(({ title, page, url }) => ({ title, page, url })),
    json,
  };
}
