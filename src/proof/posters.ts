import { creditOf } from './bylines.js';
import { compact, handleKeys, tokenize, type NameMatcher } from './names.js';
import { registrableDomain } from './ownership.js';
import { decodedPath, titleSegments, wordsIn, type ReadPage } from './page.js';
import { PRESENT_COPULAS } from './roles.js';
import { namesSubject, unquoted } from './signals.js';

/**
 * Who a page credits beyond its author metadata and byline elements: a byline segment of its
 * title ("Why we rewrote our CLI | by Owen Castellanos | Inkwell"), a link to the site's own page
 * of a writer ("/author/jane-doe"), and, where members post, a link to the poster's member page
 * ("/in/jane", "/u/jane", "/@jane", "/jane-doe") over a text in the first person, or that member page itself,
 * headed by the name. A member page alone is no credit: a news site links its pages about people
 * too, and a directory keeps pages of people, but they write about them in the third person.
 */

/** First path segments of a site's pages of its writers, in the languages svc reads. */
const WRITER_PAGES = new Set([
  'author',
  'authors',
  'autor',
  'autoren',
  'autore',
  'autori',
  'auteur',
  'auteurs',
  'writer',
  'writers',
  'contributor',
  'contributors',
]);
/** First path segments of a site's pages of its members, as networks, forums and blogging platforms write them. */
const MEMBER_PAGES = new Set([
  'in',
  'u',
  'user',
  'users',
  'profile',
  'profiles',
  'profil',
  'perfil',
  'member',
  'members',
  'membre',
  'membres',
  'miembro',
  'utente',
  'usuario',
  'utilisateur',
  'benutzer',
  'nutzer',
]);
/** A link's text longer than this is a sentence, not a name. */
const NAME_MAX_WORDS = 5;

/** Links to the page's own site, by the first segment of their path ("in", "author", "@jane") and their text. */
function siteLinks(page: ReadPage, url: URL): Array<{ section: string; text: string }> {
  const site = registrableDomain(url.href);
  return page.links.flatMap((link) => {
    const text = link.text.trim();
    if (text === '' || wordsIn(text) > NAME_MAX_WORDS || !URL.canParse(link.href, url)) return [];
    const target = new URL(link.href, url);
    if (registrableDomain(target.href) !== site) return [];
    return [{ section: decodedPath(target.pathname.split('/').find(Boolean) ?? '').toLowerCase(), text }];
  });
}

/**
 * Words of the first person in the languages svc reads, read only as written in lower case ("I"
 * apart): "US" and "EU" are places, "Mon" a day. Words that are also other words ("ma", Italian
 * "but"; "mes", Spanish "month") are left out.
 */
const FIRST_PERSON = new Set(
  (
    'i me my mine we us our ours ich mich mir mein meine meinen meinem meiner wir uns unser unsere unseren je moi mon nous notre ' +
    'yo mí mi mis nosotros nosotras nuestro nuestra nuestros nuestras io mio mia miei mie noi nostro nostra nostri eu meu minha meus minhas nós nosso nossa ik mijn wij onze'
  ).split(' '),
);
/** A text in the first person: its own words (quotes left out) use it in this many paragraphs, and in this share of those of a sentence's length. */
const FIRST_PERSON_PARAGRAPHS = 2;
const FIRST_PERSON_SHARE = 0.3;
const SENTENCE_MIN_WORDS = 8;

function inFirstPerson(page: ReadPage): boolean {
  const paragraphs = page.paragraphs.filter((paragraph) => wordsIn(paragraph) >= SENTENCE_MIN_WORDS);
  const speaking = paragraphs.filter((paragraph) =>
    tokenize(unquoted(paragraph)).some((token) => FIRST_PERSON.has(token.lower) && (token.word === token.lower || token.word === 'I')),
  ).length;
  return speaking >= FIRST_PERSON_PARAGRAPHS && speaking >= paragraphs.length * FIRST_PERSON_SHARE;
}

/** The most words of a writer's note at the foot of a piece ("Claire Dubois est ingénieure et fondatrice de Solvane."). */
const NOTE_MAX_WORDS = 40;

/**
 * A writer's note closing a text in the first person: one of its last two paragraphs, short, that
 * opens with the subject's name (after a footnote mark or a dash) and says what they are ("*Giulia
 * Conti è designer tessile", "Claire Dubois est fondatrice de Solvane"). Op-eds and guest posts
 * credit their writer this way; over a text in the third person it is a closing fact about them.
 */
function writerNote(page: ReadPage, matcher: NameMatcher): string | null {
  const note = page.paragraphs.slice(-2).find((paragraph) => {
    if (wordsIn(paragraph) > NOTE_MAX_WORDS) return false;
    const tokens = tokenize(paragraph.replace(/^[\s*†–—(]+/u, ''));
    const named = matcher.full.every((part, offset) => tokens[offset]?.lower === part);
    return named && PRESENT_COPULAS.has(tokens[matcher.full.length]?.lower ?? '');
  });
  return note && inFirstPerson(page) ? note : null;
}

/** Why the page is the subject's own writing by what its title and its links to its own site credit, or null. */
export function creditedToSubject(page: ReadPage, url: URL, matcher: NameMatcher): string | null {
  const links = siteLinks(page, url);
  const titled = titleSegments(page.title ?? '')
    .slice(1)
    .flatMap((segment) => creditOf(segment)?.names ?? []);
  const writer = [...titled, ...links.filter((link) => WRITER_PAGES.has(link.section)).map((link) => link.text)].find((name) => namesSubject(name, matcher));
  if (writer) return `written by the subject (credited as its writer: ${writer})`;
  const note = writerNote(page, matcher);
  if (note) return `written by the subject, whom the note closing a text in the first person names ("${note}")`;
  const handles = handleKeys(matcher);
  const memberPage = (section: string) => MEMBER_PAGES.has(section) || section.startsWith('@') || handles.includes(compact(section));
  // The page itself may be the member page: its address is one and its heading is the name.
  const self = { section: decodedPath(url.pathname.split('/').find(Boolean) ?? '').toLowerCase(), text: page.headline ?? '' };
  const poster = [...links, self].find((link) => memberPage(link.section) && wordsIn(link.text) <= NAME_MAX_WORDS && namesSubject(link.text, matcher));
  return poster && inFirstPerson(page) ? `posted by the subject, whose member page heads a text in the first person (${poster.text})` : null;
}
