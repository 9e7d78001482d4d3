import { bodyText } from '../net/body.js';
import type { EvidenceItemValue } from '../contracts/proof.js';
import type { FetchResult, FetchSuccess } from '../net/types.js';
import { claimTerms, paragraphSupports } from './claims.js';
import { placesOfName } from './countries.js';
import { otherField } from './fields.js';
import { roleField, roleOrganisations } from './roles.js';
import { compact, coreOnlyParagraphs, countMentions, nameMatcher, nearNameParagraphs, tokenize, type NameMatcher } from './names.js';
import { registrableDomain, selfAuthoredReason, type Ownership } from './ownership.js';
import { readPage, titleWithoutPublisher, wordsIn, type ReadPage } from './page.js';
import { creditsWork, organisationMentions, organisationReferences, personalReferences, workReferences } from './references.js';
import {
  affiliatedPublisher,
  ownPlatformPost,
  paywalled,
  platformOf,
  unquoted,
  publishedUnderOwnName,
  releaseEvidence,
  distributedRelease,
  independentWriter,
  wireServiceOf,
  questionAndAnswer,
  softNotFound,
  writtenBySubject,
} from './signals.js';
import { publisherDisclaimer, sponsored, submittedBy } from './disclosure.js';
import { contentTerms, type SubjectProfile } from './subject.js';
import { fingerprint } from './syndication.js';
import { obituaryOf, reportedDeath } from './lifespan.js';
import { creditedToSubject } from './posters.js';
import { withoutAsides } from './asides.js';

/**
 * What makes coverage substantial, an editorial heuristic (a model_estimate), not a venue's rule.
 * A piece about the entity: its headline or lead names it, it is referred to in at least
 * FOCUSED_MIN_PARAGRAPHS paragraphs, and the text from its first mention to its last is at least
 * FOCUSED_MIN_SHARE of the piece (and FOCUSED_MIN_RELEVANT_WORDS words, more than a listing's
 * line). Or a longer piece where the entity is one part: at least SUBSTANTIAL_MIN_MENTIONS
 * mentions over SUBSTANTIAL_MIN_RELEVANT_WORDS words. Words are those of running text (`prose`).
 */
export const FOCUSED_MIN_PARAGRAPHS = 2;
export const FOCUSED_MIN_SHARE = 0.6;
export const FOCUSED_MIN_RELEVANT_WORDS = 40;
export const SUBSTANTIAL_MIN_MENTIONS = 3;
export const SUBSTANTIAL_MIN_RELEVANT_WORDS = 150;
/**
 * A page sharing no more of the entity site's descriptive words (field, place, organisations)
 * than this is about a namesake, when it also contradicts the site: it places the name only in
 * countries the site never names, it is in another field than the site (fields.ts, roles.ts), or
 * it ties the name to another organisation. Words not shared are no evidence on their own. A page
 * that contradicts the site on two of field, place and organisation is a namesake however many
 * words it shares, unless one of them is a word of an organisation the site names.
 */
export const NAMESAKE_MAX_SHARED_TERMS = 1;

export interface PageInput {
  url: string;
  result: FetchResult;
  entityName: string;
  profile: SubjectProfile;
  ownership: Ownership;
  claims: string[];
}

export interface ClassifiedPage {
  item: EvidenceItemValue;
  /** Per claim, the paragraph that states it, or null. */
  claimSupport: (string | null)[];
  /** Shingle hashes of the paragraphs naming the entity, to spot one story carried by several publishers. */
  fingerprint: number[];
}

const clip = (text: string, max = 480) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

function emptyItem(
  url: string,
  result: FetchResult,
  classification: EvidenceItemValue['classification'],
  kind: EvidenceItemValue['source_kind'],
  reasons: string[],
): EvidenceItemValue {
  return {
    url,
    final_url: result.ok ? result.finalUrl : null,
    registrable_domain: registrableDomain(result.ok ? result.finalUrl : url),
    classification,
    source_kind: kind,
    http_status: result.ok ? result.status : null,
    title: null,
    entity_mentions: 0,
    relevant_word_count: 0,
    total_word_count: 0,
    reasons: reasons.map((reason) => clip(reason)),
  };
}

export const unreadable = (url: string, result: FetchResult, reason: string): ClassifiedPage => ({
  item: emptyItem(url, result, 'unreachable', 'unreadable', [reason]),
  claimSupport: [],
  fingerprint: [],
});

/** The headline names the entity in full or, when the text names it in full, by its distinctive short form ("Tidewell's array"). */
function headlineNames(headline: string, matcher: NameMatcher, namedInText: boolean): boolean {
  if ((countMentions([headline], matcher)[0]?.total ?? 0) > 0) return true;
  return namedInText && tokenize(headline).some((token) => matcher.short.includes(token.lower) && token.word[0] !== token.lower[0]);
}

/**
 * Mentions and the span of text about the entity: from the first paragraph naming it to the
 * last. In a piece whose headline or lead names the entity, definite descriptions ("the company",
 * "das Unternehmen") and personal pronouns ("she", "elle") after its first mention refer back to
 * it and count as mentions.
 */
function coverage(page: ReadPage, entityName: string, organisations: readonly string[]) {
  const matcher = nameMatcher(entityName);
  const counts = countMentions(page.paragraphs, matcher);
  const namedInText = counts.some((count) => count.full > 0);
  const headline = headlineNames(page.headline ?? page.title ?? '', matcher, namedInText);
  const lead = page.paragraphs.findIndex((paragraph) => wordsIn(paragraph) >= 15);
  const ownOrganisation = organisationMentions(page.paragraphs, organisations);
  const about = headline || (lead !== -1 && (counts[lead]?.total ?? 0) + (ownOrganisation[lead] ?? 0) > 0);
  const firstNaming = counts.findIndex((count) => count.total > 0);
  const descriptions = organisationReferences(page.paragraphs, matcher.full);
  // A review of a work the page credits to the entity ("..., by Tomás Echeverría") is about the entity: "the book" refers to it.
  const works = creditsWork([page.headline ?? '', ...page.paragraphs], matcher.full) ? workReferences(page.paragraphs) : [];
  const references = personalReferences(page.paragraphs).map(
    (pronouns, index) =>
      (ownOrganisation[index] ?? 0) + (about && firstNaming !== -1 && index >= firstNaming ? pronouns + (descriptions[index] ?? 0) + (works[index] ?? 0) : 0),
  );
  const naming = counts.flatMap((count, index) => (count.total + (references[index] ?? 0) > 0 ? [index] : []));
  const first = naming[0] ?? -1;
  const last = naming.at(-1) ?? -1;
  const span = first === -1 ? [] : page.paragraphs.slice(first, last + 1);
  return {
    matcher,
    mentions: counts.reduce((sum, count) => sum + count.total, 0) + references.reduce((sum, count) => sum + count, 0),
    nameMentions: counts.reduce((sum, count) => sum + count.total, 0),
    fullMentions: counts.reduce((sum, count) => sum + count.full, 0),
    relevantWords: wordsIn(span.filter(prose).join(' ')),
    totalWords: wordsIn(page.paragraphs.filter(prose).join(' ')),
    inHeadlineOrLead: about,
    referringParagraphs: naming.length,
    mentionParagraphs: naming.map((index) => page.paragraphs[index] as string),
    describingParagraphs: describing(page.paragraphs, naming, matcher),
  };
}

/**
 * A paragraph of running text: it closes with a sentence's stop, a closing quote or bracket after
 * it allowed. A record's fields and list lines ("Status", "Active", "Unit 4, Brookfield Estate")
 * are no text about the entity, however many of them a register or directory page holds.
 */
const prose = (paragraph: string) => /[.!?…]["'»”’)\]]*$/u.test(paragraph.trim());

/** Lines after a line that is the name alone (a heading or a card on a team page) that describe it: its role and its bio. */
const NAME_SECTION = 2;

/**
 * Titles and credentials a card writes beside a name, lower-cased without their dots, in the
 * languages svc reads ("Dr.", "Prof.", "Mme", "Dott.ssa", "Ing.", "PhD", "MBA", "Jr").
 */
const TITLES = new Set(
  (
    'mr mrs ms miss dr prof professor sir dame rev m mme mlle me pr sr sra srta don dona lic ing arq herr frau dipl mag dott dottssa avv geom arch eng ' +
    'phd md mba msc bsc ma ba jd llm dphil mphil rn cpa cfa pe mbbs dds esq frcs jr ii iii iv'
  ).split(' '),
);

/**
 * The line is the name alone, as a team or speaker card writes it: the name's words with titles
 * and credentials ("Dr. Priya Raman, PhD") and at most one capitalised word or initial the name
 * leaves out ("Priya K. Raman", "Priya Anne Raman"), not a sentence that happens to be short
 * ("Priya Raman said", "Priya Raman wins.").
 */
export function nameAlone(line: string, matcher: NameMatcher): boolean {
  const tokens = tokenize(line);
  const own = tokens.filter((token) => matcher.full.includes(token.lower));
  const others = tokens.filter((token) => !matcher.full.includes(token.lower) && !TITLES.has(token.lower.replace(/\./gu, '')));
  return own.length >= matcher.full.length && others.length <= 1 && others.every((token) => /^\p{Lu}/u.test(token.word));
}

/**
 * The paragraphs that say who the name is: those naming it, and after a line that is the name
 * alone ("Lucas Ferreira" over "Chef executivo" and a bio) the lines that follow it.
 */
function describing(paragraphs: readonly string[], naming: readonly number[], matcher: NameMatcher): string[] {
  const indexes = new Set(naming);
  for (const index of naming) {
    if (!nameAlone(paragraphs[index] ?? '', matcher)) continue;
    for (let next = index + 1; next <= index + NAME_SECTION && next < paragraphs.length; next += 1) indexes.add(next);
  }
  return [...indexes].sort((a, b) => a - b).map((index) => paragraphs[index] as string);
}

/**
 * The entity-naming paragraphs share almost none of the words the entity's own site uses about
 * it, and the page contradicts the site: it places the name in other countries than the site
 * does, it is in another field, or it ties the name to another organisation. Never when the page
 * names the subject's own organisation or site (`ownDomain`).
 */
function namesakeReason(written: string[], page: ReadPage, pathname: string, profile: SubjectProfile, name: string, ownDomain: string | null): string | null {
  const paragraphs = written.map(withoutAsides);
  const matcher = nameMatcher(name);
  const death = reportedDeath(paragraphs, matcher);
  const obituary = death ? null : obituaryOf(page, pathname, matcher);
  if (death || obituary)
    return `the page reports the death of the person it names (${death ? `"${clip(death, 160)}"` : obituary}) where the entity's own site presents it as active: most likely a namesake`;
  // The title's words about the piece, as a sentence of its own: the publisher's name closing it holds no role or employer of the person.
  const text = [`${titleWithoutPublisher(page.title ?? '')}.`, ...paragraphs].join(' ');
  // A page that ties the name to the subject's own organisation or site is about the subject,
  // whatever else it says the person did or where: a namesake has no reason to name them.
  const compactText = compact(text);
  if (profile.affiliations.some((organisation) => compactText.includes(organisation)) || (ownDomain !== null && compactText.includes(compact(ownDomain))))
    return null;
  // Where the writer places the name, not the places its quoted speakers talk about.
  const { placed: elsewhere, named } = placesOfName([page.title ?? '', ...paragraphs.map(unquoted)].join(' '), name);
  const otherPlace = profile.countries.length > 0 && elsewhere.length > 0 && !named.some((code) => profile.countries.includes(code));
  const pageTerms = [...new Set(contentTerms(text))];
  const field = otherField(text, profile.fields) ?? roleField(text, matcher.full, profile.fields);
  const profileTerms = new Set(profile.terms);
  // The page ties the name to an organisation the site never names (it names none the site does, see above).
  const otherOrganisations =
    profile.affiliations.length > 0 ? roleOrganisations(text, matcher.full).filter((organisation) => !profileTerms.has(organisation)) : [];
  if (!otherPlace && !field && otherOrganisations.length === 0) return null;
  const shared = pageTerms.filter((term) => profileTerms.has(term) && !name.toLowerCase().includes(term));
  // Two of field, place and organisation disagreeing are two independent facts about another
  // person; a few shared common words ("founder", "director") do not outweigh them, but a word of
  // an organisation the site names (the subject's company) does: the page is about the subject's world.
  const organisational = shared.some((term) => profile.affiliations.some((organisation) => organisation.includes(compact(term))));
  const disagreements = [otherPlace, field !== null, otherOrganisations.length > 0].filter(Boolean).length;
  if (shared.length > NAMESAKE_MAX_SHARED_TERMS && !(disagreements >= 2 && !organisational)) return null;
  const place = otherPlace ? ` and places it in ${elsewhere.join(', ')}, not ${profile.countries.join(', ')}` : '';
  const tie = otherOrganisations.length > 0 ? `; it ties the name to ${otherOrganisations.join(', ')}, an organisation the entity's site does not name` : '';
  const work = field ? `; it is about ${field.field.replace(/_/g, ' ')} ("${field.words.slice(0, 4).join('", "')}"), a field the entity's site is not in` : '';
  return `the name appears, but the text shares ${shared.length === 0 ? 'none' : `only "${shared.join('", "')}"`} of the field, place and organisations the entity's own site describes${place}${work}${tie}: most likely a namesake`;
}

type Classification = EvidenceItemValue['classification'];
type SourceKind = EvidenceItemValue['source_kind'];

/** A page's classification, its kind of source and why. */
interface Verdict {
  classification: Classification;
  kind: SourceKind;
  reasons: string[];
  /** The page names a namesake, so none of its mentions are of the entity. */
  namesakeMentions?: true;
}

const verdict = (classification: Classification, kind: SourceKind, reasons: string[]): Verdict => ({ classification, kind, reasons });

/** A fetched page as the verdicts read it. */
interface Reading {
  input: PageInput;
  result: FetchSuccess;
  page: ReadPage;
  seen: ReturnType<typeof coverage>;
  /** The URL that answered, parsed. */
  finalUrl: URL;
  registrable: string | null;
  /** The mention figures most verdicts quote. */
  counts: string;
  /**
   * The writer the page credits who is not the subject and not tied to it. Who wrote the piece
   * outweighs a marker whose scope proves less than authorship or payment for the piece: a paid
   * link, the shape of a release, a publisher sharing only the subject's first word.
   */
  writer: string | null;
}

export function classifyPage(input: PageInput): ClassifiedPage {
  const { url, result } = input;
  if (!result.ok)
    return {
      ...unreadable(url, result, `could not fetch: ${result.code} (${result.message})`),
      item: emptyItem(url, result, 'unreachable', 'fetch_failed', [`could not fetch: ${result.code} (${result.message})`]),
    };
  if (result.status < 200 || result.status >= 300)
    return { item: emptyItem(url, result, 'unreachable', 'http_error', [`answered HTTP ${result.status}`]), claimSupport: [], fingerprint: [] };

  const page = readPage(bodyText(result), result.contentType);
  const seen = coverage(page, input.entityName, input.profile.affiliations);
  const counts = `${seen.mentions} mentions of "${input.entityName}" (${seen.fullMentions} in full), ${seen.relevantWords} words about it`;
  const reading: Reading = {
    input,
    result,
    page,
    seen,
    finalUrl: new URL(result.finalUrl),
    registrable: registrableDomain(result.finalUrl),
    counts,
    writer: independentWriter(page, seen.matcher, input.profile.affiliations),
  };
  const found =
    unreadableVerdict(page) ??
    selfPublishedVerdict(reading) ??
    namesakeVerdict(reading) ??
    distributedVerdict(reading) ??
    authorshipVerdict(reading) ??
    (seen.nameMentions === 0 ? unnamedVerdict(reading) : (issuedBySubjectVerdict(reading) ?? coverageVerdict(reading)));
  return {
    item: {
      url,
      final_url: result.finalUrl,
      registrable_domain: reading.registrable,
      http_status: result.status,
      title: page.title ? clip(page.title, 200) : null,
      entity_mentions: found.namesakeMentions ? 0 : seen.mentions,
      relevant_word_count: seen.relevantWords,
      total_word_count: seen.totalWords,
      classification: found.classification,
      source_kind: found.kind,
      reasons: found.reasons.map((reason) => clip(reason)),
    },
    claimSupport: claimSupport(input.claims, page),
    fingerprint: found.classification === 'independent_substantial' ? fingerprint(seen.mentionParagraphs) : [],
  };
}

/** Per claim, the paragraph of the page that states it, or null. */
function claimSupport(claims: readonly string[], page: ReadPage): (string | null)[] {
  return claims.map((claim) => {
    const terms = claimTerms(claim);
    const paragraph = page.paragraphs.find((candidate) => paragraphSupports(candidate, terms));
    return paragraph ? clip(paragraph, 300) : null;
  });
}

function unreadableVerdict(page: ReadPage): Verdict | null {
  const dead = softNotFound(page);
  if (dead) return verdict('unreachable', 'soft_404', [dead]);
  const wall = paywalled(page);
  return wall ? verdict('unreachable', 'paywalled', [wall]) : null;
}

/** The subject's own site or profile, its post on a platform, or a placement it paid for. */
function selfPublishedVerdict({ input, result, page, seen, finalUrl, counts, writer }: Reading): Verdict | null {
  const own = selfAuthoredReason(input.url, input.ownership) ?? selfAuthoredReason(result.finalUrl, input.ownership);
  if (own) return verdict('self_authored', 'own_site_or_profile', [own, counts]);
  const platform = ownPlatformPost(page, finalUrl, seen.matcher, input.profile.affiliations);
  if (platform) return verdict('self_authored', 'own_platform_post', [platform, 'self-published: not independent coverage', counts]);
  // A disclosed partnership names the subject in the byline ("Partner Studio · In partnership with X"): paid placement, not authorship.
  // A disclosure binds the page to the subject or marks the whole piece paid, whoever it names.
  const paid = seen.nameMentions > 0 ? sponsored(page, finalUrl, seen.matcher, [...input.profile.affiliations, ...input.profile.namedForEntity]) : null;
  return paid && (paid.scope === 'piece' || writer === null) ? verdict('self_authored', 'sponsored', [paid.reason, counts]) : null;
}

/**
 * Who the page is about comes before what kind of page it is: a namesake's interview or byline
 * is no evidence about the subject at all. A piece about the name (named in its headline or
 * lead) describes that person throughout, quotes about them included.
 */
function namesakeVerdict({ input, page, seen, finalUrl, counts }: Reading): Verdict | null {
  if (seen.nameMentions === 0) return null;
  const paragraphs = seen.inHeadlineOrLead ? page.paragraphs : seen.describingParagraphs;
  const namesake = namesakeReason(paragraphs, page, finalUrl.pathname, input.profile, input.entityName, input.ownership.entityDomain);
  return namesake ? { ...verdict('trivial_mention', 'namesake', [namesake, counts]), namesakeMentions: true } : null;
}

/**
 * A release on the site of the distribution service that put it out: the issuer paid the service
 * to publish it, so it is a paid placement, whoever its author field or byline names.
 */
function distributedVerdict({ page, seen, finalUrl, registrable, counts }: Reading): Verdict | null {
  const distributed = seen.nameMentions > 0 ? distributedRelease(page, finalUrl, registrable) : null;
  return distributed
    ? verdict('self_authored', 'sponsored', [
        `press release ${distributed}: the issuer pays for its publication there, a paid placement, advertising rather than coverage`,
        counts,
      ])
    : null;
}

/** Written by the subject, or published by an organisation it belongs to or under its own name. */
function authorshipVerdict({ input, page, seen, finalUrl, registrable, counts, writer }: Reading): Verdict | null {
  const submitted = submittedBy(page, seen.matcher, input.profile.affiliations);
  const byline =
    writtenBySubject(page, seen.matcher) ??
    creditedToSubject(page, finalUrl, seen.matcher) ??
    (submitted ? `sent to the publisher by the subject, as its notice says ("${clip(submitted, 160)}")` : null);
  if (byline) return verdict('self_authored', 'written_by_subject', [byline, 'the subject writing about itself is not independent coverage', counts]);
  if (seen.nameMentions === 0) return null;
  const affiliated = affiliatedPublisher(page, registrable, input.profile.affiliations, input.profile.linkedDomains);
  if (affiliated) return verdict('self_authored', 'affiliated_publisher', [affiliated, counts]);
  const ownName = publishedUnderOwnName(page, registrable, seen.matcher);
  return ownName && (ownName.wholeName || writer === null) ? verdict('self_authored', 'own_site_or_profile', [ownName.reason, counts]) : null;
}

/** A page that never names the entity in full: a namesake's when its name one letter off or its core name points elsewhere, else no mention. */
function unnamedVerdict({ input, page, seen, finalUrl }: Reading): Verdict {
  const near = nearNameParagraphs(page.paragraphs, seen.matcher);
  const core = near.length > 0 ? near : coreOnlyParagraphs(page.paragraphs, seen.matcher);
  const other = core.length > 0 ? namesakeReason(core, page, finalUrl.pathname, input.profile, input.entityName, input.ownership.entityDomain) : null;
  if (other) return verdict('trivial_mention', 'namesake', [other, `the page names "${seen.matcher.full[0]}" but never "${input.entityName}"`]);
  return verdict('trivial_mention', 'no_mention', [`the page does not mention "${input.entityName}"`]);
}

/**
 * A press release or a question-and-answer: the subject's own words, wherever they are published.
 * A release a publisher other than a wire carries under its notice that the piece is not its own
 * was placed there through a paid distribution service: a paid placement.
 */
function issuedBySubjectVerdict({ input, page, seen, finalUrl, counts, writer }: Reading): Verdict | null {
  const evidence = releaseEvidence(page, finalUrl, seen.matcher, input.profile.affiliations);
  const release = evidence && (evidence.issued || writer === null) ? evidence.reason : null;
  const disclaimer = release && !wireServiceOf(finalUrl.hostname) ? publisherDisclaimer(page) : null;
  if (release && disclaimer)
    return verdict('self_authored', 'sponsored', [
      `a press release placed with the publisher, which disclaims it ("${clip(disclaimer, 160)}"): paid distribution, advertising rather than coverage`,
      `press release: ${release}`,
      counts,
    ]);
  if (release)
    return verdict('self_authored', 'press_release', [`press release: ${release}`, 'issued by or for the subject, however many sites carry it', counts]);
  const qa = questionAndAnswer(page, seen.matcher);
  return qa ? verdict('self_authored', 'interview_qa', [qa, counts]) : null;
}

/** Independent coverage, substantial or a passing mention by the thresholds above. */
function coverageVerdict({ seen, finalUrl, counts }: Reading): Verdict {
  const thirdPartyPlatform = platformOf(finalUrl.hostname);
  const kind = thirdPartyPlatform ? 'user_generated' : 'article';
  const publisher = thirdPartyPlatform
    ? `self-published by someone else on ${thirdPartyPlatform.host}: independent, but not an editorially controlled source`
    : 'independent publisher and author';
  const focused =
    (seen.inHeadlineOrLead ? seen.referringParagraphs >= FOCUSED_MIN_PARAGRAPHS : seen.referringParagraphs > FOCUSED_MIN_PARAGRAPHS) &&
    seen.relevantWords >= FOCUSED_MIN_RELEVANT_WORDS &&
    seen.relevantWords >= seen.totalWords * FOCUSED_MIN_SHARE;
  if (focused || (seen.mentions >= SUBSTANTIAL_MIN_MENTIONS && seen.relevantWords >= SUBSTANTIAL_MIN_RELEVANT_WORDS)) {
    return verdict('independent_substantial', kind, [
      publisher,
      counts,
      ...(focused
        ? [
            `a piece about the entity: named in its headline or lead, and ${Math.round((100 * seen.relevantWords) / Math.max(1, seen.totalWords))}% of its text is about it`,
          ]
        : []),
    ]);
  }
  const bar = `substantial needs a piece about the entity (named in its headline or lead, most of its text about it) or at least ${SUBSTANTIAL_MIN_MENTIONS} mentions over ${SUBSTANTIAL_MIN_RELEVANT_WORDS} words`;
  return verdict('trivial_mention', kind, [publisher, `passing mention: ${counts}; ${bar}`]);
}
