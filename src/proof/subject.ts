import { placesIn } from './countries.js';
import { fieldWords } from './fields.js';
import { compact, countMentions, tokenize, withoutLegalForm, type NameMatcher } from './names.js';
import { registrableDomain } from './ownership.js';
import { jsonLdNodes, type ReadPage } from './page.js';

/**
 * What the entity's own site says about it: the words that describe its field and place (to
 * tell it from namesakes), the organisations it founded, runs, works for or writes (whose sites
 * are not independent of it), and the profiles it declares (rel="me", schema.org sameAs).
 */
export interface SubjectProfile {
  /** The site names the entity. */
  namesEntity: boolean;
  terms: string[];
  /** Compact names of affiliated organisations and publications. */
  affiliations: string[];
  /**
   * Compact names of organisations the site ties the entity to that are named for it ("Brandt
   * Robotik" for Jonas Brandt). A page naming one names the entity's own words already, so they
   * bind a disclosure to the subject but tell neither a namesake nor a publisher.
   */
  namedForEntity: string[];
  /** Registrable domains the site links to. */
  linkedDomains: string[];
  /** URLs the site declares as the entity's own elsewhere. */
  declaredProfiles: string[];
  /** Countries the site names (ISO codes), to tell a namesake placed elsewhere. */
  countries: string[];
  /** Fields the site is in (fields.ts), to tell a namesake in another field. */
  fields: string[];
}

export const EMPTY_PROFILE: SubjectProfile = {
  namesEntity: false,
  terms: [],
  affiliations: [],
  namedForEntity: [],
  linkedDomains: [],
  declaredProfiles: [],
  countries: [],
  fields: [],
};

const STOP = new Set(
  'about above after again also among and another any are around based been before being below between both but came can could does doing down during each even every first from further have having here himself herself into itself just last later like made make many more most much must near never next now only other over own part same several since some still such than that their them then there these they this those through under until upon very were what when where which while will with within without would year years your yours ours mine also been people said says time today week work works new based'.split(
    ' ',
  ),
);

/** Content words: lower-cased, four letters or more, common words dropped, plural "s" trimmed. */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .map((token) => token.lower)
    .filter((word) => word.length >= 4 && !STOP.has(word) && !/^\d+$/u.test(word))
    .map((word) => (word.length > 5 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
}

/** Words that put an organisation in a relation with the subject in its own self-description. */
const RELATION = new Set(
  'founded founder co-founder cofounder ceo owner owns opened runs with professor lecturer researcher scientist biologist engineer works employee director chef president chairman chair partner manager head writes editor host creator maker built developer publisher'.split(
    ' ',
  ),
);
const JOINERS = new Set(['of', 'the', 'and', '&', 'de', 'for']);

/** Words that may sit between a relation word and the organisation it names ("founder of the", "opened his restaurant"). */
const BRIDGE = new Set(
  'of the a an at for his her my our their its restaurant company startup start-up firm studio lab laboratory newsletter podcast blog agency shop cafe café bakery brand project department faculty'.split(
    ' ',
  ),
);
const MAX_BRIDGE = 4;

/**
 * Organisations named right after a relation word: "founded Lumen Robotics", "Professor of
 * Astronomy at Nordland University", "opened his restaurant Kasza", "writes The Margin", without
 * the legal form that closes them ("Verdane SAS" is written "Verdane"). Only capitalised runs
 * reached through bridge words count, so "founded in 2017 in Bergen" names none. The entity's own
 * name words end a run, unless `namedForEntity`: then only runs holding them and another word count
 * ("with Brandt Robotik GmbH" for Jonas Brandt), never the entity alone ("founded by Jonas Brandt").
 */
function relatedOrganisations(sentence: string, own: ReadonlySet<string>, namedForEntity: boolean): string[] {
  const tokens = tokenize(sentence);
  const found: string[] = [];
  tokens.forEach((token, index) => {
    if (!RELATION.has(token.lower)) return;
    let current: string[] = [];
    let bridged = 0;
    for (let cursor = index + 1; cursor < tokens.length && found.length < 10; cursor += 1) {
      const next = tokens[cursor] as (typeof tokens)[number];
      const capital = next.word[0] !== undefined && next.word[0] !== next.word[0].toLowerCase() && (namedForEntity || !own.has(next.lower));
      // The letters of a dotted legal form ("S.r.l.") after its capital.
      const dotted = next.word.length === 1 && current.at(-1)?.length === 1;
      if (capital || dotted || (current.length > 0 && JOINERS.has(next.lower))) {
        current.push(next.word);
        continue;
      }
      if (current.length > 0) {
        found.push(current.join(' '));
        current = [];
      }
      if (!BRIDGE.has(next.lower) || (bridged += 1) > MAX_BRIDGE) break;
    }
    if (current.length > 0) found.push(current.join(' '));
  });
  return found
    .map((phrase) => withoutLegalForm(tokenize(phrase).map((word) => word.lower)))
    .filter((words) => !namedForEntity || (words.some((word) => own.has(word)) && words.some((word) => !own.has(word) && !JOINERS.has(word))))
    .map((words) => words.filter((word, position) => !(JOINERS.has(word) && position === words.length - 1)).join(' '));
}

export const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.!?])\s+/u);

export function subjectProfile(home: ReadPage, matcher: NameMatcher, claims: readonly string[]): SubjectProfile {
  const own = new Set(matcher.full);
  const organisations = (namedForEntity: boolean) => {
    const keys = new Set<string>();
    for (const paragraph of home.paragraphs.slice(0, 60)) {
      for (const sentence of sentencesOf(paragraph)) {
        for (const phrase of relatedOrganisations(sentence, own, namedForEntity)) if (compact(phrase).length >= 4) keys.add(compact(phrase));
      }
    }
    return [...keys];
  };
  const declared = new Set<string>();
  for (const link of home.links) if (link.rel.split(/\s+/u).includes('me')) declared.add(link.href);
  for (const node of jsonLdNodes(home)) {
    const sameAs = node['sameAs'];
    for (const url of Array.isArray(sameAs) ? sameAs : [sameAs]) if (typeof url === 'string') declared.add(url);
  }
  const text = [home.title ?? '', ...home.paragraphs.slice(0, 60), ...claims].join(' ');
  const namesEntity = countMentions([home.title ?? '', ...home.paragraphs.slice(0, 60)], matcher).some((count) => count.total > 0);
  const linkedDomains = [
    ...new Set(
      home.links.flatMap((link) => (URL.canParse(link.href) ? [registrableDomain(link.href)] : [])).filter((domain): domain is string => domain !== null),
    ),
  ].slice(0, 50);
  return {
    namesEntity,
    terms: [...new Set(contentTerms(text))],
    affiliations: organisations(false),
    namedForEntity: organisations(true),
    linkedDomains,
    declaredProfiles: [...declared].slice(0, 20),
    countries: placesIn(text, matcher.full.join(' '), true),
    fields: [...fieldWords(text).keys()],
  };
}
