import { readFileSync } from 'node:fs';
import { dataUrl } from '../data-paths.js';
import { alternatives } from '../text/regex.js';
import { compact, handleKeys, tokenize, type NameMatcher } from './names.js';
import { creditOf, OF, paragraphCreditOf, type Credit } from './bylines.js';
import { decodedPath, genreLabel, jsonLdNodes, namesIn, wordsIn, type ReadPage } from './page.js';

/**
 * What kind of source a page is, from its text and metadata rather than its domain alone: wire
 * press releases, Q&A interviews, sponsored content, paywalls, "page not found" pages, pages the
 * subject wrote, and pages on platforms published from the subject's own account.
 */

const hosts = JSON.parse(readFileSync(dataUrl('proof/hosts.json'), 'utf8')) as {
  wire_services: Array<{ host: string; name: string }>;
  platforms: Array<{ host: string; kind: string }>;
};
const WIRE_HOSTS = new Map(hosts.wire_services.map((entry) => [entry.host, entry.name]));
const PLATFORM_HOSTS = new Map(hosts.platforms.map((entry) => [entry.host, entry.kind]));

/** The listed host `hostname` is, or is under. */
function listedHost<T>(hostname: string, table: ReadonlyMap<string, T>): { host: string; value: T } | null {
  const labels = hostname.toLowerCase().replace(/\.$/u, '').split('.');
  for (let index = 0; index < labels.length - 1; index += 1) {
    const candidate = labels.slice(index).join('.');
    const value = table.get(candidate);
    if (value !== undefined) return { host: candidate, value };
  }
  return null;
}

export const platformOf = (hostname: string) => listedHost(hostname, PLATFORM_HOSTS);
/** The press-release distribution service `hostname` belongs to. */
export const wireServiceOf = (hostname: string) => listedHost(hostname, WIRE_HOSTS);

const lowerText = (page: ReadPage) => [page.title ?? '', ...page.paragraphs].join('\n').toLowerCase();

/** Wire datelines and the boilerplate only press releases carry. */
const WIRE_MARKS = [
  '/prnewswire/',
  '(business wire)',
  '--(business wire)--',
  '(globe newswire)',
  '(accesswire)',
  '/einpresswire/',
  '(newsfile corp.)',
  'news provided by',
  '/prweb/',
];
const releases = JSON.parse(readFileSync(dataUrl('proof/press-releases.json'), 'utf8')) as {
  genre_labels: string[];
  contact_labels: string[];
  about_openers: string[];
  issuer_labels: string[];
  boilerplate: string[];
};
/** The page's lines, lower-cased, a space before a colon dropped (French writes "Contact presse : X"). */
const linesOf = (page: ReadPage) =>
  page.paragraphs.flatMap((paragraph) => paragraph.split('\n')).map((line) => ({ line: line.trim(), lower: line.trim().toLowerCase().replace(/\s+:/gu, ':') }));

/** The line opens with the label, as a whole word: "Emisor: X", "Issued by X", never "issued by" inside a sentence. */
const opensWith = (lower: string, label: string) => lower.startsWith(label) && !/[\p{L}\p{N}]/u.test(lower.charAt(label.length));

/** An article before a label ("Le service communication"), and the articles and prepositions between a label and the name ("de la", "der", "of the"). */
const LEADING_ARTICLE = /^(?:(?:the|le|la|les|el|il|lo|o|a|der|die|das)\s+|l['’])/u;
const LINKING_WORDS = /^(?:(?:of|the|de|du|des|la|le|von|vom|der|di|del|della|dello|dei|da|do|dos|das|van|het|el|il)\s+|[dl]['’])*/u;

/** The most letters a legal form after an issuer's name takes ("gmbhcokg"). */
const LEGAL_FORM_MAX = 10;

/**
 * The line naming who issued the page ("Herausgeber: X", "Issued by X") or signing it as its press
 * office ("Ufficio stampa X", "Le service communication de X"), when it names the subject or an
 * organisation its site names.
 */
function issuedBySubject(page: ReadPage, matcher: NameMatcher, affiliations: readonly string[]): string | null {
  const own = compact(matcher.full.join(' '));
  const issuers = [...(own.length >= 4 ? [own] : []), ...affiliations.filter((organisation) => organisation.length >= 5)];
  for (const { line, lower: written } of linesOf(page)) {
    const lower = written.replace(LEADING_ARTICLE, '');
    const label = releases.issuer_labels.find((candidate) => opensWith(lower, candidate));
    if (!label) continue;
    // The name after the label, with or without the words linking them ("de la X"; "De Vries BV" keeps its "De").
    const rest = lower.slice(label.length).trimStart();
    const named = [rest, rest.replace(LINKING_WORDS, '')].map((text) => compact(text.split(/[·|;,(–—]/u)[0] ?? ''));
    // The name closes the line or its first segment, but for a legal form ("S.A.", "GmbH & Co. KG"): "Ufficio stampa X non ha risposto" is a sentence.
    if (issuers.some((name) => named.some((issuer) => issuer.startsWith(name) && issuer.length - name.length <= LEGAL_FORM_MAX))) return line;
  }
  return null;
}

/** Labels a contact block opens with: the press office's, in the languages svc reads, and a bare "Contact". */
const CONTACT_LABELS = [...releases.contact_labels, 'contacts', 'contact'].sort((a, b) => b.length - a.length);
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const PHONE = /\+?\d[\d\s()./-]{6,}\d/u;
/** A name line of a contact block: a few words, the first capitalised ("Jeanne Le Goff", "Acme Pumps press office"). */
const NAME_LINE_WORDS = 6;
const reachable = (text: string) => EMAIL.test(text) || PHONE.test(text) || (/^\p{Lu}/u.test(text) && wordsIn(text) <= NAME_LINE_WORDS);

/**
 * A press office's sign-off: a line opened by a contact label, alone or before its colon, that
 * gives (or whose next line gives) a name, a phone number or an address to write to. A sentence
 * that mentions a press office ("Media contacts at the company did not answer") is not one.
 */
export function contactBlock(page: ReadPage): string | null {
  const lines = linesOf(page);
  for (const [index, { line, lower }] of lines.entries()) {
    const label = CONTACT_LABELS.find((candidate) => opensWith(lower, candidate));
    if (!label) continue;
    const rest = line.slice(label.length).trim();
    if (rest !== '' && !rest.startsWith(':')) continue;
    const given = rest.replace(/^:\s*/u, '') || (lines[index + 1]?.line ?? '');
    if (reachable(given)) return line;
  }
  return null;
}

/** How near the end an "About <subject>" paragraph stands in a release: it closes the text, before a contact block and a notice. */
const ABOUT_FROM_END = 5;

/** A closing paragraph opened by "About", "Über", "À propos de"... and the subject's full name right after it. */
function aboutParagraph(page: ReadPage, matcher: NameMatcher): boolean {
  return page.paragraphs.slice(-ABOUT_FROM_END).some((paragraph) => {
    const lower = paragraph.toLowerCase();
    const opener = releases.about_openers.find((candidate) => lower.startsWith(`${candidate} `));
    if (!opener) return false;
    const tokens = tokenize(paragraph.slice(opener.length));
    return matcher.full.length > 0 && matcher.full.every((part, offset) => tokens[offset]?.lower === part);
  });
}

/**
 * A press release and how far its marks reach: a distribution service's host or dateline, an issuer
 * line or a genre label say who issued the text (`issued`); boilerplate phrases, an "About" paragraph
 * and a contact block are only the shape of a release, which a reporter's story built on one may
 * keep ("today announced", "Source: X"), so an independent writer's credit outweighs them (classify.ts).
 */
export interface Release {
  reason: string;
  issued: boolean;
}

/**
 * A wire's dateline as distribution services print it, whichever service: the year, the service's
 * name between slashes, a double dash ("AUSTIN, Texas, Sept. 10, 2024 /PRWireHub/ --").
 */
const WIRE_DATELINE = /\d{4}\s*\/([\p{L}\p{N} .&'-]{2,40})\/\s*(?:--|–|—)/u;

const datelineOf = (page: ReadPage) => page.paragraphs.map((paragraph) => WIRE_DATELINE.exec(paragraph)).find((found) => found !== null) ?? null;

/**
 * The page is a release on the site of the distribution service that put it out, which its issuer
 * pays to publish it: a listed service's host, or a publisher that goes by the name the dateline
 * gives the service (a release dated "/PRWireHub/" on PRWireHub's own site). A newspaper running
 * wire copy under its own name chose to carry it; that is a release, not a placement.
 */
export function distributedRelease(page: ReadPage, url: URL, registrable: string | null): string | null {
  const wire = wireServiceOf(url.hostname);
  if (wire) return `published on ${wire.value}, a press-release distribution service`;
  const service = compact(datelineOf(page)?.[1] ?? '');
  const own = service.length >= 4 && publisherNames(page, registrable).some((publisher) => publisher === service || publisher.startsWith(service));
  return own ? `published by the distribution service its wire dateline names ("/${datelineOf(page)?.[1] ?? ''}/")` : null;
}

export function releaseEvidence(page: ReadPage, url: URL, matcher: NameMatcher, affiliations: readonly string[]): Release | null {
  const wire = wireServiceOf(url.hostname);
  if (wire) return { reason: `published on ${wire.value}, a press-release distribution service`, issued: true };
  const text = lowerText(page);
  const dateline = WIRE_MARKS.find((mark) => text.includes(mark)) ?? datelineOf(page)?.[0];
  if (dateline) return { reason: `carries a wire press-release marker ("${dateline}")`, issued: true };
  // Alone an issuer line may be a review's fact box ("Publisher: <studio>"), so it counts as one sign among the others.
  const issuer = issuedBySubject(page, matcher, affiliations);
  const marks = releases.boilerplate.filter((mark) => text.includes(mark));
  // One phrase is one sign: a mark found inside another found one is not counted again.
  const boilerplate = marks.filter((mark) => !marks.some((other) => other !== mark && other.includes(mark)));
  const genre = genreLabel(page, url.pathname, releases.genre_labels);
  const contact = contactBlock(page) ?? page.paragraphs.find((paragraph) => paragraph.toLowerCase().startsWith('source '));
  const found = [
    ...(issuer ? [`issued by the subject ("${issuer.slice(0, 120)}")`] : []),
    ...(genre ? [`labelled "${genre}"`] : []),
    ...boilerplate,
    ...(aboutParagraph(page, matcher) ? ['"About" paragraph'] : []),
    ...(contact ? ['contact block'] : []),
  ];
  return found.length >= 2 ? { reason: `press-release boilerplate (${found.join(', ')})`, issued: issuer !== null || genre !== null } : null;
}

export const pressRelease = (page: ReadPage, url: URL, matcher: NameMatcher, affiliations: readonly string[]) =>
  releaseEvidence(page, url, matcher, affiliations)?.reason ?? null;

/** The short speaker label a paragraph opens with ("Q:", "A:", "Urban Futures:", "HAOUA IBRAHIM:"), lower-cased, or null. */
function speakerLabel(paragraph: string): string | null {
  const colon = paragraph.indexOf(':');
  if (colon <= 0 || colon > 40) return null;
  const label = paragraph.slice(0, colon).trim();
  return label.split(/\s+/u).length <= 3 && /^[\p{Lu}\p{N}]/u.test(label) && !/\d{1,2}$/u.test(label) ? label.toLowerCase() : null;
}

/** Labels interviews put before the interviewer's turns and the interviewee's, in the languages the reader knows. */
const QUESTION_LABELS = new Set(['q', 'question', 'frage', 'f', 'v', 'vraag', 'p', 'pregunta', 'pergunta', 'domanda', 'd', 'spørsmål', 'fråga']);
const ANSWER_LABELS = new Set(['a', 'answer', 'antwort', 'r', 'réponse', 'respuesta', 'resposta', 'risposta', 'antwoord', 'svar']);

/**
 * The subject's own words in question-and-answer form: questions (under a question label, ending
 * in "?", or the turn before one under the subject's name) each answered by the next turn,
 * unlabelled, under an answer label or under the subject's name; questions and answers make up a
 * large part of the page, and other speakers take fewer turns than the subject. A reported
 * transcript whose labelled speakers are reporters talking about the subject is not one.
 */
export function questionAndAnswer(page: ReadPage, matcher: NameMatcher): string | null {
  const bySubject = (label: string | null) => label !== null && tokenize(label).every((token) => matcher.full.includes(token.lower));
  const turns = page.paragraphs
    .flatMap((paragraph) => paragraph.split(/(?<=[?.!])\s+(?=[\p{Lu}\p{N}][^:.?!]{0,38}:\s)/u))
    .map((turn) => ({ label: speakerLabel(turn), asks: turn.trimEnd().endsWith('?') }));
  let questions = 0;
  let answers = 0;
  let others = 0;
  let asked = false;
  turns.forEach((turn, index) => {
    const asker = turn.label !== null && !bySubject(turn.label) && !ANSWER_LABELS.has(turn.label);
    const question =
      (turn.label !== null && QUESTION_LABELS.has(turn.label)) ||
      (!bySubject(turn.label) && turn.asks) ||
      (asker && bySubject(turns[index + 1]?.label ?? null));
    if (question) questions += 1;
    else if (asked && (turn.label === null || ANSWER_LABELS.has(turn.label) || bySubject(turn.label))) answers += 1;
    else if (turn.label !== null) others += 1;
    asked = question;
  });
  const share = questions + answers;
  return questions >= 2 && answers >= 2 && share >= turns.length * 0.4 && others < answers
    ? `a question-and-answer interview (${share} of ${turns.length} paragraphs and turns are questions or the subject's answers): the subject's own words`
    : null;
}

const PAYWALL_MARKS = [
  'subscribe to continue',
  'subscribers only',
  'for subscribers',
  'subscribe now to continue',
  'to continue reading',
  'already a subscriber',
  'log in to continue',
];

export function paywalled(page: ReadPage): string | null {
  const declared = jsonLdNodes(page).some((node) => node['isAccessibleForFree'] === false || String(node['isAccessibleForFree']).toLowerCase() === 'false');
  const text = lowerText(page);
  const mark = PAYWALL_MARKS.find((candidate) => text.includes(candidate));
  const words = wordsIn(page.paragraphs.join(' '));
  if ((declared || mark) && words < 250)
    return `paywalled: only ${words} words are readable without a subscription${declared ? ' (the page declares isAccessibleForFree: false)' : ''}; read it yourself`;
  return null;
}

const NOT_FOUND_MARKS = ['page not found', '404', 'not found', 'no longer available', 'could not be found'];

export function softNotFound(page: ReadPage): string | null {
  const heading = `${page.title ?? ''} ${page.headline ?? ''}`.toLowerCase();
  const words = wordsIn(page.paragraphs.join(' '));
  const mark = NOT_FOUND_MARKS.find((candidate) => heading.includes(candidate));
  return mark && words < 150 ? `answered 200 but the page says "${mark}": treated as a dead link` : null;
}

/**
 * The authors a byline names: each credited name and the credit with its roles ("Rachel Stein, CEO
 * of Vectorline AI" names the company too); a byline element in no grammar the reader knows is
 * taken whole up to a bar.
 */
const credited = (credit: Credit | null, line: string): string[] =>
  credit
    ? [...credit.names, credit.text]
    : [
        line
          .replace(/^by\s+/iu, '')
          .split('|')[0]
          ?.trim() ?? '',
      ];

/** Meta fields publishers name the writer in: the HTML author, Open Graph, Twitter, Dublin Core, Parse.ly, Sailthru, Highwire ("citation_author") and the "byl" line. */
const AUTHOR_META = [
  'author',
  'article:author',
  'og:article:author',
  'book:author',
  'twitter:creator',
  'byl',
  'parsely-author',
  'sailthru.author',
  'dc.creator',
  'dcterms.creator',
  'citation_author',
];

/** Who the page says wrote it: author meta fields, JSON-LD author, rel="author" links, byline elements. */
export function authorsOf(page: ReadPage): string[] {
  const found = AUTHOR_META.map((key) => page.meta[key]).filter((value): value is string => typeof value === 'string' && value !== '');
  for (const node of jsonLdNodes(page)) found.push(...namesIn(node['author']));
  for (const link of page.links) if (link.rel.split(/\s+/u).includes('author') && link.text !== '') found.push(link.text);
  for (const line of page.bylines) found.push(...credited(creditOf(line), line));
  return [...new Set(found.filter((name) => name !== ''))].slice(0, 10);
}

/** True when `author` names the subject (person: first and last name; organisation: its full name or distinctive short form). */
export function namesSubject(author: string, matcher: NameMatcher): boolean {
  const key = compact(author);
  if (key.includes(compact(matcher.full.join('')))) return true;
  return matcher.full.length === 1 ? false : matcher.short.some((short) => short === matcher.full[0] && short.length >= 5 && key.startsWith(short));
}

/** A byline written as one of the opening lines ("By Jane Doe, co-founder of X", "Von Jana Dorn | 3. März"). */
export const textBylines = (page: ReadPage) =>
  page.paragraphs.slice(0, 3).flatMap((paragraph) => {
    const credit = wordsIn(paragraph) <= 25 ? paragraphCreditOf(paragraph) : null;
    return credit ? credited(credit, paragraph) : [];
  });

/** How writers name themselves in their own text, in the languages svc reads (data/proof/bylines.json): "I, Jane Doe", "my name is", "je m'appelle", "me llamo". */
const selfNaming = (JSON.parse(readFileSync(dataUrl('proof/bylines.json'), 'utf8')) as { self_reference: string[] }).self_reference;
/** Each phrase as written in a sentence and opening one ("ich bin", "Ich bin"); the name after it is told by its capitals, so the pattern keeps case ("EU, Ursula ..." is no "eu,"). */
const SELF_REFERENCE = new RegExp(
  String.raw`(?:^|[^\p{L}])(${alternatives(selfNaming.flatMap((phrase) => [phrase, `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}`]))})\s+([\p{Lu}][\p{L}'.-]+(?:\s+[\p{Lu}][\p{L}'.-]+){0,3})`,
  'u',
);

/** The writer names themselves as the subject outside what they quote: "I, Jane Doe,", "I am Jane Doe", "ich bin Jane Doe", "me llamo Jane Doe". */
function selfReference(page: ReadPage, matcher: NameMatcher): string | null {
  for (const paragraph of page.paragraphs.slice(0, 40)) {
    const found = SELF_REFERENCE.exec(unquoted(paragraph).replace(/’/gu, "'"));
    if (found?.[2] && namesSubject(found[2], matcher)) return `${found[1]} ${found[2]}`;
  }
  return null;
}

/** The words of a role's organisation after its preposition in free text ("chief executive of Halden Systems" gives "Halden Systems ..."). */
const ROLE_OBJECT = new RegExp(String.raw`(?:^|\s)${OF}((?:[\p{Lu}\d][\p{L}\d&'’.-]*\s*){1,5})`, 'gu');

/**
 * What the page's structured data says an author works for or is: the organisations of affiliation,
 * worksFor and memberOf, and in the free text of jobTitle and description only the organisation of
 * a role ("chief executive of Halden Systems"): a reporter's beat ("covers Halden Systems") names
 * what they write about, not whom they work for.
 */
function authorTies(page: ReadPage): Array<{ author: string; ties: string[] }> {
  const out: Array<{ author: string; ties: string[] }> = [];
  for (const node of jsonLdNodes(page)) {
    for (const author of [node['author']].flat()) {
      if (author === null || typeof author !== 'object') continue;
      const fields = author as Record<string, unknown>;
      const roles = ['jobTitle', 'description']
        .flatMap((key) => namesIn(fields[key]))
        .flatMap((text) => [...text.matchAll(ROLE_OBJECT)].map((found) => found[1] ?? ''));
      const ties = [...['affiliation', 'worksFor', 'memberOf'].flatMap((key) => namesIn(fields[key])), ...roles];
      out.push({ author: namesIn(author)[0] ?? 'unnamed author', ties });
    }
  }
  return out.slice(0, 10);
}

export function writtenBySubject(page: ReadPage, matcher: NameMatcher): string | null {
  const author = [...authorsOf(page), ...textBylines(page)].find((name) => namesSubject(name, matcher));
  if (author) return `written by the subject (author: ${author})`;
  const tied = authorTies(page).find(({ ties }) => ties.some((tie) => namesSubject(tie, matcher)));
  if (tied) return `written by someone the page's own metadata ties to the subject (${tied.author}: ${tied.ties.join(', ')})`;
  const self = selfReference(page, matcher);
  return self ? `written by the subject, who names themself ("${self}")` : null;
}

/**
 * The writer the page credits who is neither the subject nor tied to it: a byline, author field or
 * opening credit naming someone else ("By Dana Ortiz, staff writer", "Von Katrin Oberholzer"). None
 * when any credit names the subject or an organisation its site names: the subject is then among
 * those who wrote it.
 */
export function independentWriter(page: ReadPage, matcher: NameMatcher, affiliations: readonly string[]): string | null {
  const credits = [...authorsOf(page), ...textBylines(page)];
  const tied = (credit: string) =>
    namesSubject(credit, matcher) || affiliations.some((organisation) => organisation.length >= 4 && compact(credit).includes(organisation));
  if (credits.some(tied)) return null;
  return credits.find((credit) => /\p{Lu}/u.test(credit)) ?? null;
}

/** Account names a platform URL carries: the subdomain and the first path segments ("@handle", "/in/handle"). */
function accountsIn(url: URL, platformHost: string): string[] {
  const host = url.hostname.toLowerCase();
  const sub = host.endsWith(`.${platformHost}`)
    ? host
        .slice(0, -platformHost.length - 1)
        .split('.')
        .filter((label) => label !== 'www')
    : [];
  const segments = url.pathname
    .split('/')
    .filter(Boolean)
    .slice(0, 3)
    .map((segment) => decodedPath(segment).replace(/^@/u, ''));
  return [...sub, ...segments].map(compact).filter((account) => account.length >= 3);
}

export function ownPlatformPost(page: ReadPage, url: URL, matcher: NameMatcher, affiliations: readonly string[]): string | null {
  const platform = platformOf(url.hostname);
  if (!platform) return null;
  const where = `a ${platform.value} platform (${platform.host})`;
  const keys = [...handleKeys(matcher), ...affiliations];
  const account = accountsIn(url, platform.host).find((candidate) => keys.some((key) => candidate === key || candidate.startsWith(key)));
  if (account) return `posted from the subject's own account "${account}" on ${where}`;
  const author = authorsOf(page).find((name) => namesSubject(name, matcher) || affiliations.includes(compact(name)));
  if (author) return `published by the subject (${author}) on ${where}`;
  const site = page.meta['og:site_name'];
  if (site && affiliations.includes(compact(site))) return `the subject's own publication "${site}" on ${where}`;
  const maker = makerVoice(page, matcher);
  if (maker) return `the author writes as the entity's maker or owner ("${maker}") on ${where}`;
  return null;
}

const FIRST_PERSON = new Set(['i', 'we', 'my', 'our']);
const MAKING = new Set([
  'built',
  'build',
  'building',
  'created',
  'create',
  'made',
  'make',
  'founded',
  'launched',
  'launch',
  'started',
  'start',
  'wrote',
  'write',
  'run',
  'develop',
  'developed',
  'quit',
]);

/** First person with a making verb just before the entity's name: "I built Quillmate", "we launched Fjordpay", "our app Quillmate". */
function makerVoice(page: ReadPage, matcher: NameMatcher): string | null {
  for (const paragraph of [page.title ?? '', ...page.paragraphs.slice(0, 40)]) {
    const tokens = tokenize(paragraph);
    for (let index = 0; index < tokens.length; index += 1) {
      if (tokens[index]?.lower !== matcher.full[0]) continue;
      const before = tokens.slice(Math.max(0, index - 4), index).map((token) => token.lower);
      const person = before.findIndex((word) => FIRST_PERSON.has(word));
      if (person !== -1 && (before[person] === 'my' || before[person] === 'our' || before.slice(person + 1).some((word) => MAKING.has(word)))) {
        return [...before.slice(person), tokens[index]?.word].join(' ');
      }
    }
  }
  return null;
}

/** Names a page's publisher goes by: og:site_name, JSON-LD publisher, the title's site part, the domain's label. */
export function publisherNames(page: ReadPage, registrable: string | null): string[] {
  const names = [page.meta['og:site_name'] ?? ''];
  for (const node of jsonLdNodes(page)) names.push(...namesIn(node['publisher']));
  const title = page.title ?? '';
  for (const separator of [' | ', ' - ', ' — ']) if (title.includes(separator)) names.push(title.split(separator).at(-1) ?? '');
  if (registrable) names.push(registrable.split('.')[0] ?? '');
  return [...new Set(names.map(compact).filter((name) => name.length >= 4))];
}

/**
 * Words of the first person plural in the languages svc reads ("we", "wir", "nous", "nosotros",
 * "noi", "nós" and their possessives): an organisation speaking of itself.
 * Portuguese "nos" ("in the") and "nos" as a French or Spanish pronoun are left out, and a word in capitals ("US") is a place.
 */
const FIRST_PERSON_PLURAL = new Set(
  (
    'we us our ours wir uns unser unsere unseren unserem unserer unseres nous notre nosotros nosotras nuestro nuestra nuestros nuestras ' +
    'noi nostro nostra nostri nostre nós nosso nossa nossos nossas'
  ).split(' '),
);
const INSTITUTIONAL = ['proud to announce', 'congratulates', 'is pleased to'];

/** A paragraph without the words it quotes: quoted spans, and the whole of a paragraph opened by a speech dash ("– Vi er stolte ..., sier ..."). */
export const unquoted = (paragraph: string) => (/^[–—-]\s/u.test(paragraph) ? '' : paragraph.replace(/[“"«„‘][^”"»“’]*[”"»“’]/gu, ' '));

/** The page speaks as an organisation, outside what it quotes: "our chef", "we are hiring", "the university congratulates", or signs off as its press office ("Media contact"). */
const speaksAsOrganisation = (page: ReadPage) =>
  page.paragraphs.some((paragraph) =>
    tokenize(unquoted(paragraph)).some((token) => token.word !== token.word.toUpperCase() && FIRST_PERSON_PLURAL.has(token.lower)),
  ) ||
  INSTITUTIONAL.some((phrase) => lowerText(page).includes(phrase)) ||
  contactBlock(page) !== null;

/**
 * A publisher named for the subject, and whether by its whole name ("Halden Systems Blog") or by
 * its first word alone (halden.io for Halden Systems), which a town, valley or family the subject
 * is also named for shares: that weaker match yields to an independent writer's credit (classify.ts).
 */
export interface OwnName {
  reason: string;
  wholeName: boolean;
}

/**
 * The page's publisher goes by the subject's own name (a domain, site or title named for it:
 * halden.io or "Halden Handbook" for Halden Systems) and the page speaks as an organisation: the
 * subject's own publication on an address its site did not give.
 */
export function publishedUnderOwnName(page: ReadPage, registrable: string | null, matcher: NameMatcher): OwnName | null {
  const own = compact(matcher.full.join(''));
  const first = compact(matcher.full[0] ?? '');
  const names = publisherNames(page, registrable);
  const whole = names.find((publisher) => publisher.startsWith(own));
  const named = whole ?? names.find((publisher) => matcher.full.length > 1 && publisher === first && first.length >= 6);
  if (!named || !speaksAsOrganisation(page)) return null;
  return {
    reason: `published under the subject's own name ("${named}") and in its own voice: the subject's own publication, not independent coverage`,
    wholeName: whole !== undefined,
  };
}

/**
 * The page's publisher is an organisation the entity's own site says it founded, runs, works for
 * or writes, and the page is plainly that organisation's: the entity site links to its domain, or
 * the page speaks in the organisation's own voice.
 */
export function affiliatedPublisher(
  page: ReadPage,
  registrable: string | null,
  affiliations: readonly string[],
  linkedDomains: readonly string[],
): string | null {
  if (!(registrable !== null && linkedDomains.includes(registrable)) && !speaksAsOrganisation(page)) return null;
  for (const publisher of publisherNames(page, registrable)) {
    const match = affiliations.find(
      (affiliation) =>
        affiliation.length >= 5 && (publisher === affiliation || publisher.includes(affiliation) || (affiliation.includes(publisher) && publisher.length >= 6)),
    );
    if (match) return `published by an organisation the subject's own site ties it to ("${match}"): not independent of the subject`;
  }
  return null;
}
