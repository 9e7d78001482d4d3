import type { TravelWarning } from '../../contracts/travel-understanding.js';
import { clip } from '../../text/clip.js';
import { foldName } from '../../text/fold-name.js';
import { readTravelJson } from './data-files.js';

/**
 * Yellow fever and malaria by country: the `yellow_fever` and `malaria` warnings of a place and the
 * answer to a question about them. Yellow fever comes from the WHO's list of countries with risk
 * of transmission and the CDC Yellow Book (yellow-fever.json, editorial, not re-read); malaria from
 * the CDC's table by country (malaria.json, 2018-11-16), less the countries the WHO has certified
 * malaria-free since. Where the data is sub-national the areas are named in the source's words,
 * never the whole country; a country the data lists without risk gets no warning, unless it
 * demands a yellow-fever certificate of a trip that starts in a country with risk.
 */
type YellowFeverRisk = 'yes' | 'partial' | 'low' | 'none';
type Certificate = 'all_arrivals' | 'from_risk_countries';
interface YellowFeverCountry {
  risk: YellowFeverRisk;
  areas?: string;
  certificate?: Certificate;
}
interface YellowFeverFile {
  source: string;
  as_of: string;
  advice: string;
  countries: Record<string, YellowFeverCountry>;
}
interface MalariaCountry {
  reach: 'none' | 'all' | 'partial';
  areas: string;
  risk: string;
  prevention: string;
}
interface MalariaFile {
  source: string;
  as_of: string;
  certified_malaria_free_since: Record<string, number>;
  countries: Record<string, MalariaCountry>;
}

let yellowFever: YellowFeverFile | undefined;
let malaria: MalariaFile | undefined;
const yf = () => (yellowFever ??= readTravelJson<YellowFeverFile>('yellow-fever.json'));
const mal = () => (malaria ??= readTravelJson<MalariaFile>('malaria.json'));

const CLINIC = 'See a travel clinic 4-6 weeks ahead.';
/** The CDC's words for a prevention of bites alone, no tablets. */
const BITES_ONLY = /^mosquito avoidance only/i;
/**
 * The most of the source's area words a warning quotes: the warnings repeat on every result at every
 * detail level, so five results in a tropical country must stay inside the summary's 12 KB.
 */
const AREAS_MAX = 100;
/** The least of the areas worth quoting after what the source says of the place. */
const MIN_QUOTE = 60;
/** An answer leaves the areas to the warning: every result carries it, and answers differ per country. */
const IN_WARNING = ' (areas in the warning)';

/** Where the traveller arrives from and the country of the place, for the certificate rule that depends on it. */
export interface DiseasePlace {
  /** The place's name, to find what the source says of it. */
  name: string;
  country: string;
  country_name: string;
  /** The country the traveller enters this one from: the trip's origin, or the stop before on a route. */
  arrives_from: string | null;
  /** Whether arrives_from is the stop before on a route (else where the trip starts). */
  from_route_stop: boolean;
}

const hasYellowFever = (country: string | null) => {
  const risk = country ? yf().countries[country]?.risk : undefined;
  return risk === 'yes' || risk === 'partial';
};

/** The traveller enters the place's country from a country with yellow-fever risk. */
const arrivesFromRisk = (p: DiseasePlace) => hasYellowFever(p.arrives_from) && p.arrives_from !== p.country;

/** The country's certificate rule in words, or null when the data holds none or it does not apply to this trip. */
function certificateWords(p: DiseasePlace, c: YellowFeverCountry): string | null {
  if (c.certificate === 'all_arrivals') return `${p.country_name} demands the certificate of every arrival`;
  if (c.certificate !== 'from_risk_countries') return null;
  const from = arrivesFromRisk(p) ? (p.from_route_stop ? ' (you arrive from one, the stop before on your route)' : ' (this trip starts in one)') : '';
  if (c.risk === 'none' && !from) return null;
  return `${p.country_name} demands the certificate of arrivals from a country with risk${from}`;
}

/** The risk in few words, with the areas when the data names them and the warning quotes them, else a pointer to the warning. */
function riskWords(p: DiseasePlace, c: YellowFeverCountry | undefined, quote: boolean): string {
  const areas = !c?.areas ? '' : quote ? ` (${clip(c.areas, AREAS_MAX)})` : IN_WARNING;
  switch (c?.risk ?? 'none') {
    case 'yes':
      return `risk throughout ${p.country_name}; vaccine advised from 9 months`;
    case 'partial':
      return `risk in parts of ${p.country_name}${areas}; vaccine advised there from 9 months`;
    case 'low':
      return `low exposure in ${p.country_name}${areas}; vaccine generally not advised`;
    case 'none':
      return `no risk in ${p.country_name}`;
  }
}

function yellowFeverWarning(p: DiseasePlace, clinic: boolean): TravelWarning | null {
  const f = yf();
  const c = f.countries[p.country];
  if (!c) return null;
  const certificate = certificateWords(p, c);
  if (c.risk === 'none' && !certificate) return null;
  const risk = c.risk === 'none' ? '' : `${riskWords(p, c, true)}. `;
  const rule = certificate ? `${certificate}; ${f.advice}. ` : '';
  return {
    code: 'yellow_fever',
    severity:
      c.risk === 'yes' || c.risk === 'partial' || c.certificate === 'all_arrivals' || (c.certificate === 'from_risk_countries' && arrivesFromRisk(p))
        ? 'caution'
        : 'info',
    message: clip(`Yellow fever (WHO, CDC): ${risk}${rule}${clinic ? CLINIC : ''}`.trim(), 500),
    source: f.source.slice(0, 300),
    as_of: f.as_of,
  };
}

/** The country's malaria row, or null where the table finds none or the WHO has certified the country malaria-free since. */
function malariaRow(country: string): MalariaCountry | null {
  const f = mal();
  const row = f.countries[country];
  return row && row.reach !== 'none' && !f.certified_malaria_free_since[country] ? row : null;
}

/** Words of a place's name too general to find it in the source's areas ("National Park", "Coast"). */
const GENERIC = new Set('national park reserve island islands coast valley lake city mount south north east west riviera gulf river area'.split(' '));
/** The source's statements: its sentences. */
const STATEMENTS = /(?<=\.)\s+(?=[A-Z])/;
/** Where a statement's exception starts ("All areas below 2,500 m except none in the city of Addis Ababa"). */
const EXCEPT_NONE = /,?\s+except\s+none\b/i;
/** How a statement stands: the source opens each with what it says of the areas it then names. */
const NONE_STATEMENT = /^(none|no malaria|not present)\b/i;
const RARE_STATEMENT = /^(also )?(rare|limited|low transmission|sporadic)\b/i;
/** A statement that covers every area below a height or in the whole country ("All areas below 2,500 m"), so a place need not be named in it. */
const EVERY_AREA = /^(all areas (below|at altitudes|throughout|including|except|<)|all departments|all, except|present (throughout|in all areas))/i;

type Standing = 'none' | 'rare' | 'present';
const standingOf = (statement: string): Standing => (NONE_STATEMENT.test(statement) ? 'none' : RARE_STATEMENT.test(statement) ? 'rare' : 'present');

/**
 * What the source says of the place: the statements that name it and how the place stands by them, or, when none names it,
 * whether a statement covers every area of a kind (then it applies to the place as to any other). A place named only in a
 * statement's exception ("except none in ... Cayenne city") stands none by it; one named where the malaria is stands present
 * whatever else names it ("Nusa Tenggara Barat (includes the island of Lombok)" over "None in ... the Gili Islands"), and
 * none stands over rare ("No malaria in the cities of ... Rio de Janeiro" over the state's rural areas).
 */
interface PlaceInSource {
  standing: Standing | null;
  named: string;
  others: string;
}

function placeInSource(areas: string, place: string): PlaceInSource {
  const words = foldName(place)
    .split(' ')
    .filter((w) => w.length >= 4 && !GENERIC.has(w));
  const names = (s: string) => words.some((w) => ` ${foldName(s)} `.includes(` ${w} `));
  const standingFor = (s: string): Standing => {
    const except = EXCEPT_NONE.exec(s);
    return except && !names(s.slice(0, except.index)) ? 'none' : standingOf(s);
  };
  const statements = areas.split(STATEMENTS);
  const naming = statements.filter(names);
  const others = statements.filter((s) => !names(s)).join(' ');
  if (naming.length === 0) return { standing: statements.some((s) => EVERY_AREA.test(s)) ? 'present' : null, named: '', others };
  const standings = naming.map(standingFor);
  const standing = standings.includes('present') ? 'present' : standings.includes('none') ? 'none' : 'rare';
  return { standing, named: naming.filter((_, k) => standings[k] === standing).join(' '), others };
}

const quoted = (text: string, max: number) => `"${clip(text.replace(/\.$/, ''), max)}"`;

/** The CDC's heights without their conversion to feet ("2,000 m (6,561 ft)"), to keep more of its areas in the message. */
const metric = (areas: string) => areas.replace(/ ?\([\d,]+ ?ft\)/g, '');

/** The CDC's words for bites alone somewhere in its advice: what it advises for the areas with rare cases. */
const BITES_SOMEWHERE = /mosquito avoidance only/i;

/** What a traveller to this place does, by how the source has the place. */
function preventionAt(standing: Standing | null, m: MalariaCountry, p: DiseasePlace): string {
  if (standing === 'none') return `no tablets for ${p.name} itself`;
  if (standing === 'rare') return BITES_SOMEWHERE.test(m.prevention) ? 'bite avoidance only, no tablets' : 'ask a travel clinic whether tablets are needed';
  if (BITES_ONLY.test(m.prevention)) return 'bite avoidance only, no tablets';
  return standing === 'present' ? 'antimalarial tablets advised' : 'antimalarial tablets advised only in those areas';
}

/**
 * Where in the country and how the place stands, the source's own words quoted: first what they say of the place
 * itself when they name it, then the others, within max characters of quotation.
 */
function malariaAt(p: DiseasePlace, m: MalariaCountry, max: number): { words: string; standing: Standing | null } {
  if (m.reach === 'all') return { words: `in all areas of ${p.country_name}`, standing: 'present' };
  const { standing, named, others } = placeInSource(metric(m.areas), p.name);
  if (!named) {
    const lead = standing === 'present' ? `in parts of ${p.country_name}` : `in parts of ${p.country_name}, which the CDC names without ${p.name}`;
    return { words: `${lead}: ${quoted(others, max)}`, standing };
  }
  const lead =
    standing === 'none'
      ? `none in ${p.name}, the CDC says`
      : standing === 'rare'
        ? `rare at ${p.name}, the CDC says`
        : `in parts of ${p.country_name}; of ${p.name} it says`;
  const said = `${lead} ${quoted(named, max)}`;
  const left = max - named.length;
  const rest = standing === 'present' ? ', and' : `; elsewhere in ${p.country_name}:`;
  return { words: others && left >= MIN_QUOTE ? `${said}${rest} ${quoted(others, left)}` : said, standing };
}

function malariaWarning(p: DiseasePlace): TravelWarning | null {
  const m = malariaRow(p.country);
  if (!m) return null;
  const { words, standing } = malariaAt(p, m, AREAS_MAX);
  const risk = standing === 'present' && /^(high|moderate)$/.test(m.risk) ? m.risk : null;
  return {
    code: 'malaria',
    severity: risk ? 'caution' : 'info',
    message: clip(`Malaria (CDC): ${words}${risk ? `, ${risk} risk` : ''}; ${preventionAt(standing, m, p)}. ${CLINIC}`, 500),
    source: mal().source,
    as_of: mal().as_of,
  };
}

/**
 * The place's yellow-fever and malaria warnings: none for a country the data lists without either. The travel
 * clinic, which serves both, is said once: at the end of the malaria warning when there is one.
 */
export function diseaseWarnings(p: DiseasePlace): TravelWarning[] {
  const malaria = malariaWarning(p);
  return [yellowFeverWarning(p, malaria === null), malaria].filter((w): w is TravelWarning => w !== null);
}

/** Malaria for the answer: the place's standing in few words, the areas left to the warning every result carries. */
function malariaAnswer(p: DiseasePlace, m: MalariaCountry): string {
  const { words, standing } = malariaAt(p, m, AREAS_MAX);
  const where =
    m.reach === 'all'
      ? words
      : standing === 'none'
        ? `none in ${p.name}, only in other parts of ${p.country_name}${IN_WARNING}`
        : standing === 'rare'
          ? `rare at ${p.name}, in parts of ${p.country_name}${IN_WARNING}`
          : `in parts of ${p.country_name}${IN_WARNING}`;
  return `${where}; ${preventionAt(standing, m, p)}`;
}

/** The answer to "do we need vaccinations / malaria tablets?" for a place: both diseases, known either way, with the sources. */
export function diseaseAnswer(p: DiseasePlace): { answer: string; source: string; as_of: string } {
  const c = yf().countries[p.country];
  const certificate = c && certificateWords(p, c);
  const m = malariaRow(p.country);
  const since = mal().certified_malaria_free_since[p.country];
  const malariaSaid = m ? malariaAnswer(p, m) : `none in ${p.country_name}${since ? ` (WHO-certified malaria-free in ${since})` : ''}`;
  return {
    answer: clip(
      `Yellow fever: ${riskWords(p, c, false)}${certificate ? `; ${certificate}` : ''}. Malaria: ${malariaSaid}. Dengue, Zika, other vaccines: not in the data.`,
      300,
    ),
    source: `${yf().source.split(';')[0]}; ${mal().source}`.slice(0, 300),
    as_of: mal().as_of,
  };
}
