/**
 * The forms travellers write an island's name in beside the one its source gives: the name without the word for
 * island ("Tioman" of Pulau Tioman, "Lipe" of Ko Lipe, "Achill" of Achill Island, "Andaman" of the Andaman Islands),
 * and the English form of a South-East Asian island ("Tioman Island", "Lipe Island"; "Koh Lipe" beside "Ko Lipe").
 */

/** Words for island written before its own name: Malay and Indonesian, Thai (two spellings), Spanish, Portuguese, Italian, French. */
const BEFORE = new Set(['pulau', 'ko', 'koh', 'isla', 'ilha', 'isola', 'ile', 'île']);
/** Those whose islands English writes "<name> Island": the Malay and Thai words, which English readers do not know. */
const ENGLISHED = new Set(['pulau', 'ko', 'koh']);
/** English words for island or islands after the name. */
const AFTER = new Set(['island', 'islands', 'isle', 'isles', 'is.']);
/** A bare name shorter than this is too often some other word or an initialism ("Tao" of Ko Tao). */
const MIN_BARE_LETTERS = 4;

/**
 * The other forms of an island's name. `ordinary` says a folded word is a word of the languages: a bare name is
 * given only when none of its words is one ("Ilha Grande" gives no "Grande") and no link word opens it ("Ilha do Mel").
 */
export function islandForms(name: string, ordinary: (word: string) => boolean): string[] {
  const words = name.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  const last = (words[words.length - 1] ?? '').toLowerCase();
  const before = words.length > 1 && BEFORE.has(first);
  const after = words.length > 1 && AFTER.has(last);
  if (!before && !after) return [];
  const bare = before ? words.slice(1) : words.slice(0, -1);
  const forms: string[] = [];
  if (before && ENGLISHED.has(first)) forms.push(`${bare.join(' ')} Island`);
  if (first === 'ko' || first === 'koh') forms.push(`${first === 'ko' ? 'Koh' : 'Ko'} ${bare.join(' ')}`);
  const plain = bare.join(' ');
  const folded = plain.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
  if (folded.replace(/[^a-z]/g, '').length >= MIN_BARE_LETTERS && !folded.split(/[\s-]+/).some(ordinary)) forms.push(plain);
  return forms;
}
