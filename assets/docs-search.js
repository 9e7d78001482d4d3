/* global document, fetch */
// Docs search, one script for the browser and the server: the server runs this file in a vm context
// to tokenize for the index it builds (src/server/web/docs-search.ts) and to answer /docs/search
// without script, so both rank alike. The browser loads this file, then the index, when the field is first focused.

/** Words that say nothing about where to look: never indexed, ignored in queries. */
const STOP_WORDS = new Set(
  (
    'a about after against all also an and another any are as at back be been before below both but by can come comes could do does each either for ' +
    'from has have how i if in into is it its just may more most must my no not of on once one only or other our out over own per same say says should ' +
    'so such than that the their them then there these they this those through to too under up very was we were what when where whether which while ' +
    'who why will with within without would yet you your ' +
    'already always because even every here instead less many much never now often since still though unless until upon well whose'
  ).split(' '),
);

/**
 * One stem for a word's forms: plural, -ing and -ed (advisories, advisory; checks, checked, checking),
 * with the doubled consonant and the silent e the suffix brings or takes (planned, plan; placing,
 * place, placed: plac), when a vowel is left (string, bring stay).
 */
function stem(word) {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us)$/.test(w)) w = w.slice(0, -1);
  const base = w.length > 4 && /^(.*[aeiouy].*)(ing|ed)$/.exec(w);
  if (base) {
    w = base[1];
    if (/([^aeiouyls])\1$/.test(w)) w = w.slice(0, -1);
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

/**
 * A stem's length at most. Longer words sharing six letters are mostly one word (configure,
 * configuration; travel, traveller); on the guide, seven letters kept 128 more stems apart, a few of them
 * different words (current and currency, product and produce), for 6% more index bytes.
 */
const STEM_LETTERS = 6;

/** Stems of the words, lower-case and without accents; words with digits only of three characters (404, 2xx, a2a), so ids and figures stay out. */
function tokenize(text) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && w.length <= 24 && !STOP_WORDS.has(w) && (w.length === 3 || !/[0-9]/.test(w)))
    .map((w) => stem(w).slice(0, STEM_LETTERS));
}

/** A heading's anchor, as the docs pages make it. */
function slug(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The number of uses each weight class (1: one or two uses, 2: three to five, 3: six or more) stands for
 * when ranking: their means on the guide of 2026-12. Four finer classes cost 8% more index, as the
 * ranking saturates in uses.
 */
const CLASS_COUNT = [0, 1.2, 3.6, 11];
/** A heading's words count this many more times; the engine finds them in the titles the index holds. */
const TITLE_USES = 3;

/**
 * Postings' characters, none escaped in JSON: END_DIGITS from '#' end a gap, the three after them
 * are weight classes 2-4, LEAD_DIGITS from ']' lead a gap.
 */
const END_DIGITS = 40;
const LEAD_DIGITS = 34;

/** A posting: stretches skipped since the stem's last one (bijective base LEAD_DIGITS, then the last digit), then its class unless 1. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the server calls it to write the index
function encodePosting(gap, weightClass) {
  let code = String.fromCharCode(35 + (gap % END_DIGITS));
  for (let lead = Math.floor(gap / END_DIGITS); lead > 0; lead = Math.floor((lead - 1) / LEAD_DIGITS))
    code = String.fromCharCode(93 + ((lead - 1) % LEAD_DIGITS)) + code;
  return weightClass > 1 ? code + String.fromCharCode(33 + END_DIGITS + weightClass) : code;
}

const decodedIndexes = new WeakMap();

/** The stems, per stem its [stretch id, weight class] pairs, and per stretch the stems of its heading. */
function decode(index) {
  let decoded = decodedIndexes.get(index);
  if (decoded) return decoded;
  let previous = '';
  const terms = index.terms.split(' ').map((coded) => {
    previous = previous.slice(0, parseInt(coded[0], 36)) + coded.slice(1);
    return previous;
  });
  const postings = index.postings.split(' ').map((list) => {
    const pairs = [];
    let id = -1;
    let lead = 0;
    for (let i = 0; i < list.length; i++) {
      const char = list.charCodeAt(i);
      if (char < 35 + END_DIGITS) {
        id += 1 + lead * END_DIGITS + char - 35;
        lead = 0;
        pairs.push([id, 1]);
      } else if (char < 38 + END_DIGITS) pairs[pairs.length - 1][1] = char - 33 - END_DIGITS;
      else lead = lead * LEAD_DIGITS + char - 92;
    }
    return pairs;
  });
  decoded = { terms, postings, titles: index.docs.map(([title]) => new Set(tokenize(title))) };
  decodedIndexes.set(index, decoded);
  return decoded;
}

/** Edit distance when it is at most max, else max + 1 (stops as soon as a row is past max). */
function distance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    if (Math.min(...row) > max) return max + 1;
    prev = row;
  }
  return prev[b.length];
}

/** The stems a query word stands for, with how well each matches: itself 1, a longer stem it begins less, one typo per full five letters 0.4. */
function expand(terms, word) {
  const found = [];
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < terms.length && terms[i].startsWith(word); i++) found.push([i, terms[i] === word ? 1 : (0.7 * word.length) / terms[i].length]);
  const edits = Math.floor(word.length / 5);
  if (edits > 0)
    terms.forEach((term, i) => {
      if (!term.startsWith(word) && distance(word, term, edits) <= edits) found.push([i, 0.4]);
    });
  return found;
}

/**
 * The best stretches for a query: every word must match. BM25-like: rarer stems and more uses weigh
 * more (uses in weight classes), long stretches less, headings most.
 */
function search(index, query, limit) {
  const { terms, postings, titles } = decode(index);
  const words = [...new Set(tokenize(query.slice(0, 200)))];
  if (words.length === 0) return [];
  const averageLength = index.docs.reduce((sum, d) => sum + d[3], 0) / index.docs.length || 1;
  let scores = null;
  for (const word of words) {
    const best = new Map();
    for (const [term, quality] of expand(terms, word)) {
      const idf = Math.log(1 + index.docs.length / postings[term].length);
      for (const [doc, weight] of postings[term]) {
        const uses = CLASS_COUNT[weight] + (titles[doc].has(terms[term]) ? TITLE_USES : 0);
        const score = (quality * idf * uses * 2.2) / (uses + 1.2 * (0.5 + (0.5 * index.docs[doc][3]) / averageLength));
        if (score > (best.get(doc) ?? 0)) best.set(doc, score);
      }
    }
    scores = scores === null ? best : new Map([...scores].filter(([doc]) => best.has(doc)).map(([doc, score]) => [doc, score + best.get(doc)]));
  }
  return [...scores]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([doc]) => {
      const [title, page, anchor] = index.docs[doc];
      const [pageTitle, pagePath] = index.pages[page];
      const path = pagePath === 1 ? slug(pageTitle) : pagePath;
      return { title, page: pageTitle, url: `/docs${path ? `/${path}` : ''}${anchor === 1 ? `#${slug(title)}` : anchor}` };
    });
}

function startSearchField() {
  const form = document.querySelector('form.docs-search');
  const input = document.getElementById('docs-q');
  const list = document.getElementById('docs-search-results');
  const status = document.getElementById('docs-search-status');
  if (!form || !input || !list || !status) return;
  let index = null;
  let loading = null;
  const load = () => {
    loading =
      loading ||
      fetch(form.dataset.index)
        .then((r) => r.json())
        .then((data) => {
          index = data;
        });
    return loading;
  };
  const show = () => {
    const query = input.value.trim();
    if (!index || query.length < 2) {
      list.hidden = true;
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    const hits = search(index, query, 8);
    list.replaceChildren(
      ...hits.map((hit) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = hit.url;
        link.textContent = hit.title;
        const where = document.createElement('span');
        where.className = 'hint';
        where.textContent = ` ${hit.page}`;
        item.append(link, where);
        return item;
      }),
    );
    list.hidden = hits.length === 0;
    status.textContent = hits.length === 0 ? 'Nothing in the docs matches.' : `${hits.length} result${hits.length === 1 ? '' : 's'}.`;
  };
  const answer = () =>
    load().then(show, () => {
      status.textContent = 'Search could not load: press Search to search on the server.';
    });
  input.addEventListener('input', answer);
  // Loaded on the field's first focus (site.js): the index is fetched now, and what was typed while
  // this script came is answered.
  if (input.value.trim().length >= 2 && input.value !== input.defaultValue) answer();
  else load().catch(() => undefined);
}

if (typeof document !== 'undefined') startSearchField();
