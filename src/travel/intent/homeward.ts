import type { Lang } from './language.js';
import type { Tok } from './tokens.js';

/**
 * The way home governs the places of its clause: "before heading back to Sydney", "avant de rentrer
 * à Paris", "volvemos a Bilbao", "bevor ich nach Frankfurt zurückfliege", "prima di rientrare a
 * Torino", "voltando pra Fortaleza". A place the way home goes to is the traveller's home, so where
 * the trip starts when nothing else is; a place it leaves from ("return flight from Pisa to Berlin",
 * "volo di ritorno da Praga verso Bergamo", "fly home to Vancouver from Osaka") is the trip's last
 * stop, a place to go. A wish before the word of going back makes it a trip of its own ("we'd love
 * to go back to Japan", "queremos volver a Italia"): then the place is where they want to go.
 */
const HOMEWARD: Record<Lang, RegExp> = {
  en: /^(?:back|home|homeward|return|returning|returns|heading|flying)$/,
  fr: /^(?:retour|rentr\w*|reven\w*|revien\w*)$/,
  es: /^(?:regreso|vuelta|volv\w*|vuelv\w*|regres\w*)$/,
  de: /^(?:zuruck\w*|ruckflug|ruckreise|ruckfahrt|heim\w*|hause)$/,
  it: /^(?:ritorno|rientr\w*|ritorn\w*|torn(?:are|iamo|ando|o|eremo|eranno))$/,
  pt: /^(?:regress\w*|volt(?:ar|ando|amos|o|aremos|armos|ando)|volta)$/,
};
/** English "heading", "flying" and Portuguese "volta" speak of going back only beside another word of it ("heading back", "de volta"). */
const NEEDS_PARTNER = new Set(['heading', 'flying', 'volta']);
const PARTNERS = new Set(['back', 'home', 'de']);
/** What ends the clause the way home is told in. */
const BOUNDS = new Set(['.', ';', '!', '?', ':', ',', '(', ')', 'but', 'mais', 'pero', 'aber', 'ma', 'mas']);
/** Words of wishing before the way back: the place is a trip of its own ("want to go back to", "nous aimerions retourner en"). */
const WISH =
  /^(?:want\w*|would|'d|love|like|hop\w*|wish\w*|plan\w*|voudr\w*|veu\w*|voul\w*|aimer\w*|souhait\w*|quer\w*|quier\w*|gustar\w*|encantar\w*|woll\w*|mocht\w*|wunsch\w*|vorre\w*|vogli\w*|piacere\w*|gostar\w*|adorar\w*|sonh\w*|reve\w*|sueno|traum\w*|sogn\w*)$/;
const REACH = 6;

/** "a return flight from London to Rome" is a round trip, not the way home. */
const ROUND_TRIP = new Set(['flight', 'flights', 'ticket', 'tickets', 'trip', 'fare', 'fares']);

const homeward = (toks: readonly Tok[], k: number, lang: Lang): boolean => {
  const w = toks[k]?.w ?? '';
  if (!HOMEWARD[lang].test(w) && !HOMEWARD.en.test(w)) return false;
  if (w === 'return' && ROUND_TRIP.has(toks[k + 1]?.w ?? '')) return false;
  if (!NEEDS_PARTNER.has(w)) return true;
  return PARTNERS.has(toks[k + 1]?.w ?? '') || PARTNERS.has(toks[k - 1]?.w ?? '');
};

/**
 * Whether a word of going back governs the place whose cue starts at `at` and which ends at `last`:
 * it stands a few words before the cue in the same clause, or (German, verb last) right after the
 * place ("nach Frankfurt zurückfliege", "ab Palermo zurück"). Returns where the word is, or null; a wish before it voids it.
 */
export function homewardAt(toks: readonly Tok[], at: number, last: number, lang: Lang): number | null {
  let found: number | null = null;
  for (let k = at - 1; k >= Math.max(0, at - REACH); k--) {
    if (BOUNDS.has(toks[k]?.w ?? '')) break;
    if (homeward(toks, k, lang)) {
      found = k;
      break;
    }
  }
  if (found === null && lang === 'de') {
    const after = toks[last]?.w ?? '';
    if (/^(?:zuruck\w*|heim\w+)$/.test(after)) found = last;
  }
  if (found === null) return null;
  for (let k = found - 1; k >= Math.max(0, found - 4); k--) {
    const w = toks[k]?.w ?? '';
    if (BOUNDS.has(w)) break;
    if (WISH.test(w)) return null;
  }
  return found;
}

/** Whether the request speaks of going back home at all ("Rückflug am Sonntag", "before heading back"). */
export const mentionsWayHome = (toks: readonly Tok[], lang: Lang): boolean => toks.some((_, k) => homeward(toks, k, lang));
