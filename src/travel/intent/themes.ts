import { clauseAround, fold, matchesOf } from './text.js';

/**
 * Theme lexicon: words people use -> theme ids of the curated destination data
 * (src/travel/knowledge/types.ts THEMES). Data, not code: add a row to teach a synonym.
 * Phrases are matched on folded text at word boundaries; a trailing `s?` style is allowed
 * by writing it in the phrase (they are regex fragments).
 */
export interface ThemeEntry {
  theme: string;
  phrases: readonly string[];
}

export const THEME_LEXICON: readonly ThemeEntry[] = [
  { theme: 'beach', phrases: ['beach(?:es|y)?', 'sun and sand', 'sandy', 'seaside', 'tropical', 'lay(?:ing)? by the (?:ocean|sea)', 'swim(?:ming)? in the (?:ocean|sea)'] },
  { theme: 'hiking', phrases: ['hik(?:e|es|ing|er|ers)', 'trek(?:s|king)?', 'trails?', 'walks? in the hills', 'day hikes?'] },
  { theme: 'food', phrases: ['food(?:ie|ies)?', 'culinary', 'cuisine', 'gastronom(?:y|ic)', 'restaurants?', 'street food', 'eat(?:ing)? (?:well|our way)', 'michelin', 'tapas', 'cooking class(?:es)?'] },
  { theme: 'culture', phrases: ['cultur(?:e|al)', 'museums?', 'temples?', 'theat(?:er|re)s?', 'local traditions?'] },
  { theme: 'nightlife', phrases: ['night ?life', 'bars', 'clubs', 'clubbing', 'partying', 'party scene', 'go out at night', 'bar hopping'] },
  { theme: 'nature', phrases: ['nature', 'outdoors(?:y)?', 'the outdoors', 'scenery', 'landscapes?', 'natural beauty'] },
  { theme: 'wildlife', phrases: ['wildlife', 'safari', 'whales?', 'whale watching', 'bird ?watching', 'birding', 'animals', 'penguins', 'bears'] },
  { theme: 'skiing', phrases: ['ski(?:s|ing|er|ers)?', 'snowboard(?:ing)?', 'slopes', 'powder days?', 'apres(?:-| )ski'] },
  { theme: 'wine', phrases: ['wines?', 'wineries', 'winery', 'vineyards?', 'wine country', 'wine tasting', 'tasting rooms?'] },
  { theme: 'history', phrases: ['history', 'historic(?:al)?', 'ruins', 'castles?', 'ancient', 'heritage'] },
  { theme: 'family', phrases: ['family(?:-| )friendly', 'kid(?:-| )friendly', 'child(?:-| )friendly', 'things for (?:the )?kids', 'theme parks?', 'amusement parks?', 'water parks?'] },
  { theme: 'remote_work', phrases: ['remote work', 'work(?:ing)? remotely', 'digital nomads?', 'workation', 'work from (?:there|anywhere|the road)', 'coworking', 'co-working', 'keep working', 'laptop', 'reliable wi-?fi', 'fast wi-?fi', 'good internet', 'while (?:i )?work(?:ing)?'] },
  { theme: 'wellness', phrases: ['spas?', 'wellness', 'yoga', 'retreat', 'hot springs?', 'thermal (?:baths|pools|springs)', 'onsens?', 'massages?', 'detox'] },
  { theme: 'road_trip', phrases: ['road ?trips?', 'driving trip', 'drive around', 'self-drive'] },
  { theme: 'snorkeling_diving', phrases: ['snorkel(?:ing|ling)?', 'scuba', 'diving', 'dive', 'coral reefs?', 'reefs?'] },
  { theme: 'surfing', phrases: ['surf(?:ing|er|ers)?', 'surf lessons?'] },
  { theme: 'national_parks', phrases: ['national parks?', 'state parks?'] },
  { theme: 'redwoods_forests', phrases: ['redwoods?', 'sequoias?', 'old(?:-| )growth', 'forests?', 'rainforests?', 'big trees', 'giant trees'] },
  { theme: 'rugged_coast', phrases: ['rugged (?:coast|coastline|shore|cliffs)', 'coastal cliffs', 'sea cliffs', 'dramatic (?:coast|coastline|cliffs)', 'wild coast(?:line)?', 'tide ?pools'] },
  { theme: 'scenic_drives', phrases: ['scenic (?:drives?|routes?|roads?)', 'coastal drive', 'pacific coast highway', 'highway 1', 'pch'] },
  { theme: 'shopping', phrases: ['shopping', 'boutiques', 'outlets'] },
  { theme: 'art', phrases: ['art', 'arts', 'galleries', 'art museums?', 'street art'] },
  { theme: 'music', phrases: ['live music', 'jazz', 'music scene', 'music'] },
  { theme: 'adventure', phrases: ['adventur(?:e|es|ous)', 'ziplin(?:e|ing)', 'rafting', 'kayak(?:ing)?', 'climbing', 'paragliding', 'canyoning', 'mountain biking', 'biking', 'cycling', 'bungee'] },
  { theme: 'relaxation', phrases: ['relax(?:ing|ation)?', 'unwind', 'chill(?:ing)?', 'laid(?:-| )back', 'do nothing', 'r&r', 'pool ?side', 'lazy'] },
  { theme: 'lakes', phrases: ['lakes?', 'lakeside', 'lake ?front'] },
  { theme: 'mountains', phrases: ['mountains?', 'alpine', 'peaks'] },
  { theme: 'islands', phrases: ['islands?', 'island hopping'] },
  { theme: 'architecture', phrases: ['architecture', 'cathedrals?', 'old town'] },
  { theme: 'desert', phrases: ['deserts?', 'dunes', 'canyons?', 'red rocks?'] },
];

/** Every theme id the lexicon can produce. */
export const THEME_IDS: readonly string[] = [...new Set(THEME_LEXICON.map((e) => e.theme))];

const SOFT_CUE = /\b(maybe|perhaps|possibly|bonus|nice to have|would be nice|if possible|optional(?:ly)?|a bit of|not a must|could include|ideally)\b/;
const NEGATION_CUE = /\b(no|not|don't|dont|do not|without|avoid|avoiding|skip|hate|except|not into|isn't|aren't|nothing)\b[^,]{0,25}$/;

export interface ThemeMention {
  theme: string;
  text: string;
  start: number;
  end: number;
  soft: boolean;
}

const compiled = THEME_LEXICON.map((e) => ({
  theme: e.theme,
  re: new RegExp(String.raw`(?<![\w-])(?:${e.phrases.join('|')})(?![\w-])`, 'g'),
}));

/**
 * Theme mentions in a request. Negated mentions ("no skiing") are dropped; mentions with a
 * hedge in the same clause ("maybe some wine") are soft. `blocked` spans (places, dates)
 * are skipped so "Lake Tahoe" or "Grand Canyon" do not also count as a theme word.
 */
export function findThemes(text: string, blocked: ReadonlyArray<{ start: number; end: number }> = []): ThemeMention[] {
  const folded = fold(text);
  const out: ThemeMention[] = [];
  const taken: Array<{ start: number; end: number }> = [];
  const push = (theme: string, start: number, end: number) => {
    if (blocked.some((b) => start < b.end && end > b.start)) return;
    if (taken.some((t) => start < t.end && end > t.start)) return;
    const { before } = clauseAround(folded, start, end);
    if (NEGATION_CUE.test(before)) return;
    taken.push({ start, end });
    out.push({ theme, text: text.slice(start, end), start, end, soft: SOFT_CUE.test(before) });
  };
  // Longer phrases first so "wine country" wins over "wine" and "art museums" over "art".
  const hits = compiled.flatMap(({ theme, re }) => [...matchesOf(re, folded)].map((h) => ({ theme, ...h })));
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  for (const h of hits) push(h.theme, h.start, h.end);
  return out.sort((a, b) => a.start - b.start);
}

/** Normalize one free-text theme (structured required_themes / interests) to a theme id, or null. */
export function normalizeTheme(value: string): string | null {
  const slug = fold(value).trim().replace(/[\s-]+/g, '_');
  if (THEME_IDS.includes(slug)) return slug;
  const found = findThemes(value);
  return found.length > 0 ? (found[0]?.theme ?? null) : null;
}
