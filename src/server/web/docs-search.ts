import MiniSearch, { type Options } from 'minisearch';

/** One searchable stretch of the docs: a heading and the text under it, up to the next heading. */
export interface SearchDoc {
  id: number;
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

/** Shared by the server and the browser (shipped inside the index), so both rank alike. */
const OPTIONS: Options<SearchDoc> = {
  fields: ['title', 'text'],
  storeFields: ['title', 'page', 'url'],
  searchOptions: { boost: { title: 3 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
};

export interface DocsSearch {
  search(query: string, limit?: number): SearchHit[];
  /** The prebuilt index and its options, as the browser loads it (`MiniSearch.loadJS`). */
  json: string;
}

export function buildSearch(docs: SearchDoc[]): DocsSearch {
  const engine = new MiniSearch<SearchDoc>(OPTIONS);
  engine.addAll(docs);
  return {
    search: (query, limit = 10) =>
      engine
        .search(query.slice(0, 200))
        .slice(0, limit)
        .map((hit) => ({ title: String(hit.title), page: String(hit.page), url: String(hit.url) })),
    json: JSON.stringify({ options: OPTIONS, index: engine.toJSON() }),
  };
}
