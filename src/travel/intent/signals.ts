import { PhraseIndex, type Tok } from './tokens.js';

/**
 * Accessibility needs, event intent and requested services: recognisers over the request's tokens
 * that propose spans into the chart like every other reader (so their words are accounted for),
 * and the readings built from the spans the chart chose. Phrases are folded (no accents, lower case)
 * and given in the six languages; the phrase index always reads the longest phrase at a token.
 */
export type AccessNeed = 'wheelchair' | 'step_free' | 'reduced_mobility' | 'visual' | 'hearing' | 'other';

const ACCESS = new PhraseIndex<AccessNeed>();
for (const [need, phrases] of [
  [
    'wheelchair',
    'wheelchair|wheelchairs|wheel chair|wheelchair user|uses a chair|power chair|fauteuil roulant|fauteuil electrique|en fauteuil|silla de ruedas|en silla|rollstuhl|rollstuhlfahrer|rollstuhlfahrerin|im rollstuhl|sedia a rotelle|carrozzina|in carrozzina|cadeira de rodas|cadeirante',
  ],
  [
    'step_free',
    "step-free|step free|no stairs|no steps|avoid stairs|avoiding stairs|avoid steps|elevator access|lift access|ground floor|ground-floor|can't do stairs|can't manage stairs|can't climb stairs|cant do stairs|sans marches|sans escaliers|pas d'escaliers|rez-de-chaussee|ascenseur|sin escaleras|sin escalones|planta baja|ascensor|stufenlos|ohne treppen|keine treppen|erdgeschoss|aufzug|senza scale|senza gradini|piano terra|ascensore|sem escadas|sem degraus|res do chao|elevador",
  ],
  [
    'reduced_mobility',
    "limited mobility|reduced mobility|mobility issues|mobility problems|mobility needs|mobility scooter|mobility aid|bad knee|bad knees|bad hip|bad hips|bad back|can't walk far|can't walk much|can't walk long|cant walk far|trouble walking|uses a walker|uses a cane|with a walker|with a cane|knee replacement|hip replacement|mobilite reduite|marche difficilement|deambulateur|movilidad reducida|camina con dificultad|andador|baston|eingeschrankte mobilitat|gehbehindert|gehbehinderung|rollator|gehstock|mobilita ridotta|cammina a fatica|deambulatore|bastone|mobilidade reduzida|anda com dificuldade|andarilho|bengala",
  ],
  [
    'visual',
    'blind|visually impaired|low vision|guide dog|aveugle|malvoyant|malvoyante|chien guide|ciego|ciega|discapacidad visual|perro guia|blinde|blinder|sehbehindert|blindenhund|cieco|cieca|ipovedente|cane guida|cego|cega|deficiencia visual|cao-guia|cao guia',
  ],
  [
    'hearing',
    'deaf|hard of hearing|hearing impaired|sourd|sourde|malentendant|malentendante|sordo|sorda|gehorlos|schwerhorig|ipoudente|surdo|surda|deficiencia auditiva',
  ],
  [
    'other',
    'accessibility|accessible room|accessible rooms|accessible hotel|accessible hotels|accessible lodging|accessible transport|accessible travel|disability|disabilities|disabled|handicap|handicape|handicapee|accessibilite|discapacidad|discapacitado|discapacitada|accesibilidad|behinderung|behindert|barrierefrei|disabilita|disabile|accessibilita|deficiencia|deficiente|acessibilidade',
  ],
] as const)
  for (const p of phrases.split('|')) ACCESS.add(p, need);

export function proposeAccess(toks: readonly Tok[]): Array<{ start: number; end: number; need: AccessNeed }> {
  return ACCESS.all(toks).map((h) => ({ start: h.start, end: h.end, need: h.value }));
}

/** The needs of the chosen accessibility spans: the specific ones when any is named, else the general one. */
export function accessFrom(spans: ReadonlyArray<{ need: AccessNeed; text: string }>): { needs: AccessNeed[]; text: string | null } {
  const specific = spans.filter((s) => s.need !== 'other');
  const needs = [...new Set((specific.length > 0 ? specific : spans).map((s) => s.need))];
  return { needs, text: spans[0]?.text ?? null };
}

export type EventKind = 'concert' | 'festival' | 'sports' | 'conference' | 'wedding' | 'other';

/** Named events people travel for, with their kind and the name reported. */
const NAMED = new PhraseIndex<{ name: string; kind: EventKind }>();
for (const [name, kind, phrases] of [
  ['World Cup', 'sports', 'world cup|coupe du monde|copa del mundo|copa mundial|weltmeisterschaft|coppa del mondo|mondiali|copa do mundo'],
  ['Super Bowl', 'sports', 'super bowl|superbowl'],
  ['Olympics', 'sports', 'olympics|olympic games|jeux olympiques|juegos olimpicos|olympische spiele|olimpiadi|olimpiadas|jogos olimpicos'],
  ['Wimbledon', 'sports', 'wimbledon'],
  ['The Masters', 'sports', 'masters tournament|the masters golf'],
  ['Formula 1 Grand Prix', 'sports', 'f1|formula 1|formula one|formule 1|formula uno|formel 1|grand prix|gran premio|grande premio'],
  ['Coachella', 'festival', 'coachella'],
  ['Oktoberfest', 'festival', 'oktoberfest'],
  ['Burning Man', 'festival', 'burning man'],
  ['Mardi Gras', 'festival', 'mardi gras'],
  ['SXSW', 'festival', 'sxsw|south by southwest'],
  ['Comic-Con', 'conference', 'comic-con|comic con|comiccon'],
  ['Glastonbury', 'festival', 'glastonbury'],
  ['Carnival', 'festival', 'carnival|carnaval|karneval|carnevale'],
] as const)
  for (const p of phrases.split('|')) NAMED.add(p, { name, kind });

const WORDS = new PhraseIndex<EventKind>();
for (const [kind, phrases] of [
  ['concert', 'concert|concerts|gig|gigs|tour stop|tour date|tour show|eras tour|live show|concierto|conciertos|konzert|konzerte|concerto|concerti'],
  ['festival', 'festival|festivals|fest|festivales|festivaletti'],
  [
    'sports',
    'marathon|half marathon|tournament|championship|playoffs|playoff|the game|the match|the race|tournoi|championnat|maraton|torneo|campeonato|marathonlauf|turnier|meisterschaft|maratona|torneio',
  ],
  [
    'conference',
    'conference|convention|summit|expo|trade show|tradeshow|congres|conferencia|congreso|feria comercial|konferenz|kongress|messe|tagung|conferenza|congresso|fiera|conferencia',
  ],
  ['wedding', 'wedding|weddings|mariage|boda|hochzeit|matrimonio|casamento'],
  ['other', 'graduation|reunion|remise de diplomes|graduacion|abschlussfeier|laurea|formatura'],
] as const)
  for (const p of phrases.split('|')) WORDS.add(p, kind);

export interface EventReading {
  requested: boolean;
  kind: EventKind | null;
  name: string | null;
  venue: string | null;
  text: string | null;
}

export interface EventProposal {
  start: number;
  end: number;
  kind: EventKind;
  /** The event's name: a known event's, or the capitalised words written just before an event word. */
  name: string | null;
  named: boolean;
}

const NOT_NAME = new Set([
  'i',
  'a',
  'the',
  'an',
  'my',
  'our',
  'we',
  'see',
  'attend',
  'going',
  'for',
  'le',
  'la',
  'les',
  'el',
  'los',
  'las',
  'der',
  'die',
  'das',
  'il',
  'lo',
  'o',
  'os',
  'un',
  'une',
  'una',
  'um',
  'uma',
  'ein',
  'eine',
]);

/**
 * Event phrases: known named events, and event words ("concert", "Festival", "Hochzeit") with the
 * capitalised words written before them as the name ("a Taylor Swift concert"). A name is also
 * taken after the word when it is capitalised ("Festival Zorblax").
 */
export function proposeEvents(toks: readonly Tok[]): EventProposal[] {
  const out: EventProposal[] = [];
  for (let i = 0; i < toks.length; i++) {
    const named = NAMED.at(toks, i);
    if (named) {
      out.push({ start: i, end: named.end, kind: named.value.kind, name: named.value.name, named: true });
      i = named.end - 1;
      continue;
    }
    const word = WORDS.at(toks, i);
    if (!word) continue;
    let s = i;
    while (s > 0 && s > i - 4 && toks[s - 1]?.kind === 'word' && toks[s - 1]?.cap && !NOT_NAME.has(toks[s - 1]?.w ?? '')) s--;
    let e = word.end;
    if (s === i) while (e < toks.length && e < word.end + 3 && toks[e]?.kind === 'word' && toks[e]?.cap) e++;
    const name =
      s < i || e > word.end
        ? toks
            .slice(s, e)
            .map((t) => t.raw)
            .join(' ')
        : null;
    // The span is the event word alone: the name around it may be a place the chart reads too ("the Chicago marathon").
    out.push({ start: i, end: word.end, kind: word.value, name, named: false });
    i = word.end - 1;
  }
  return out;
}

const VENUE_WORDS = new Set(
  'stadium arena bowl center centre garden field park theatre theater hall amphitheatre amphitheater dome coliseum speedway circuit stade estadio stadion stadio estadio'.split(
    ' ',
  ),
);

/** A venue named after the event: capitalised words ending in a venue word ("at Wembley Stadium"). */
function venueAfter(toks: readonly Tok[], from: number): string | null {
  for (let i = from; i < Math.min(toks.length, from + 12); i++) {
    if (!VENUE_WORDS.has(toks[i]?.w ?? '') || !toks[i]?.cap) continue;
    let s = i;
    while (s > from && s > i - 4 && toks[s - 1]?.cap) s--;
    return toks
      .slice(s, i + 1)
      .map((t) => t.raw)
      .join(' ');
  }
  return null;
}

/** The event reading from the chosen event spans: a known event first, else the first event word. */
export function eventFrom(toks: readonly Tok[], chosen: readonly EventProposal[], text: (p: EventProposal) => string): EventReading {
  const e = chosen.find((p) => p.named) ?? chosen[0];
  if (!e) return { requested: false, kind: null, name: null, venue: null, text: null };
  return { requested: true, kind: e.kind, name: e.name, venue: venueAfter(toks, e.end), text: text(e) };
}

/** Services asked for, by the words that name them. */
const SERVICES = new PhraseIndex<string>();
for (const [service, phrases] of [
  [
    'flights',
    'flight|flights|airfare|plane ticket|plane tickets|vol|vols|billet d avion|billets d avion|vuelo|vuelos|billete de avion|flug|fluge|fluges|volo|voli|voo|voos|passagem aerea|passagens aereas',
  ],
  [
    'hotels',
    'hotel|hotels|lodging|accommodation|accommodations|a place to stay|where to stay|airbnb|airbnbs|room|rooms|hebergement|logement|chambre|chambres|hotel|hoteles|alojamiento|habitacion|habitaciones|unterkunft|unterkunfte|zimmer|alloggio|albergo|alberghi|hospedagem|alojamento|quarto|quartos',
  ],
  [
    'car_rental',
    'rental car|car rental|rent a car|renting a car|hire car|car hire|location de voiture|louer une voiture|voiture de location|alquiler de coche|alquilar un coche|coche de alquiler|mietwagen|auto mieten|leihwagen|noleggio auto|auto a noleggio|noleggiare un auto|aluguel de carro|alugar um carro|carro alugado',
  ],
  ['activities', 'tours|excursions|activities|things to do|activites|excursiones|actividades|ausfluge|aktivitaten|escursioni|attivita|passeios|atividades'],
] as const)
  for (const p of phrases.split('|')) SERVICES.add(p, service);

/** Words that ask for help with a service ("need", "book", "réserver", "buchen"...). */
const SERVICE_CUES = new Set(
  'book booking need needs find finding help arrange include including includes price quote reserver reservation besoin trouver inclure compris reservar necesito necesitamos buscar incluir incluido incluidos buchen brauchen suche suchen inklusive prenotare prenotazione serve servono cercare incluso inclusi preciso precisamos procurar incluindo'.split(
    ' ',
  ),
);

export function proposeServices(toks: readonly Tok[]): Array<{ start: number; end: number; service: string }> {
  return SERVICES.all(toks).map((h) => ({ start: h.start, end: h.end, service: h.value }));
}

/** The services named in the chosen spans when the request asks for help with something ("need flights and a hotel"). */
export function servicesFrom(toks: readonly Tok[], chosen: ReadonlyArray<{ service: string }>): string[] {
  if (!toks.some((t) => SERVICE_CUES.has(t.w))) return [];
  return [...new Set(chosen.map((c) => c.service))];
}
