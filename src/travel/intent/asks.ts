import type { ASK_TOPICS } from '../../contracts/travel-intent.js';
import { idCardWords, medicalAskWords, railPassWords } from '../knowledge/models/travel-rules.js';
import { MONTHS } from './date-words.js';
import type { Lang } from './language.js';
import { OR_VERSUS } from './or-words.js';
import { endsSentence, sentenceOf } from './sentences.js';
import { fold } from './text.js';
import { PhraseIndex, type Tok } from './tokens.js';

/**
 * What the traveller asks about beyond the search itself: ferries, rail, medical needs, pets and
 * assistance animals, infant rules, permits, documents and entry, safety, road rules, tickets,
 * daylight, closures, seasonal hazards, the season's weather, food and diets, crowds and prices
 * at peak times, yellow fever, malaria and vaccinations, and long stays. A topic is read from its nouns (a lexicon of
 * the six languages, folded), in two strengths:
 *  - a strong noun names the topic wherever it stands ("visa", "ferry", "guide dog", "notre chien");
 *  - a weak noun ("open", "dark", "smoke", "dog", "enter") names it only inside a question: a
 *    sentence that ends with "?" (or opens with "¿"), opens with an interrogative or an auxiliary
 *    ("how", "is", "combien", "wie", "quanto", "há"), or holds a frame of wanting to know or of
 *    worry ("need to know", "whether", "je voudrais savoir", "ob", "preocupa");
 *  - an animal noun is strong when the animal comes along: after an owner's word or "with" or
 *    "and" ("our dog", "mit Hund", "me and my wife and the dog"); nouns that are also common words
 *    of another language ("chat", "cane") count only then.
 * A season is also asked when a question judges a month ("is July ok", "which is best in December",
 * "¿qué conviene en julio?"); a warning word ("worry about", "worauf achten", "fare attenzione")
 * asks both safety and the season's hazards.
 * A long stay is also read as a question of duration ("how long", "combien de temps", "wie lange",
 * "quanto") followed by a verb of staying. A choice between ways of getting there is asked when two
 * words of different ways are joined by "or" ("fly or drive", "avion ou train", "¿bus o avión?",
 * "Zug oder Flieger", "meglio treno o aereo"). Words that are also common words of another language
 * (German "Fähre" folded to "fahre", Spanish "esta") are left out. A topic sets no other field and
 * does not change the status by itself.
 */
export type AskTopic = (typeof ASK_TOPICS)[number];

type Strength = 'strong' | 'weak' | 'brought' | 'card' | 'caution';

const LEXICON: ReadonlyArray<readonly [AskTopic, Strength, string]> = [
  [
    'ferry',
    'strong',
    'ferry|ferries|ferry crossing|boat between|catamaran|catamarans|hydrofoil|traghetto|traghetti|catamarano|catamarani|aliscafo|aliscafi|ferry-boat|transbordador|ferri|barco entre|catamara|fahrschiff|fahrverbindung|autofahre|katamaran|katamarane|balsa|travessia de barco',
  ],
  [
    'rail',
    'strong',
    'rail pass|railpass|interrail|eurail|seat reservation|seat reservations|train timetable|train timetables|pass ferroviaire|reservation de siege|horaires des trains|pase de tren|reserva de asiento|horarios de tren|bahnpass|sitzplatzreservierung|fahrplan|fahrplane|abbonamento ferroviario|prenotazione del posto|orari dei treni|passe ferroviario|reserva de assento|horarios de comboio|horarios de trem',
  ],
  [
    'medical',
    'strong',
    'dialysis|haemodialysis|hemodialysis|hamodialyse|hemodialisis|emodialisi|hemodialise|oxygen|oxygen tank|insulin|pacemaker|chemotherapy|medical condition|medication|dialyse|oxygene|insuline|traitement medical|dialisis|oxigeno|insulina|medicacion|sauerstoff|medikamente|dialisi|ossigeno|farmaci|dialise|oxigenio|medicacao|remedios',
  ],
  [
    'assistance_animal',
    'strong',
    'guide dog|service dog|assistance dog|emotional support animal|chien guide|chien d assistance|perro guia|perro de asistencia|blindenhund|assistenzhund|cane guida|cane da assistenza|cao-guia|cao guia',
  ],
  [
    'pets',
    'strong',
    'pet|pets|pet passport|animal de compagnie|animaux de compagnie|passeport pour animaux|mascota|mascotas|haustier|haustiere|heimtierausweis|animale domestico|animali domestici|passaporto per animali|animal de estimacao|animais de estimacao',
  ],
  [
    'pets',
    'weak',
    'dog|dogs|puppy|cat|cats|kitten|chien|chienne|chiens|perro|perra|perros|gato|gata|gatos|hund|hunde|katze|katzen|gatto|gatti|cao|caes|cachorro|cachorros',
  ],
  // Animal nouns that are also common words elsewhere (French "chat", Italian "cane"): only an animal that comes along.
  ['pets', 'brought', 'chat|chats|cane|cani'],
  [
    'infant_rules',
    'strong',
    'bassinet|infant seat|lap infant|infant fare|car seat|berceau|siege bebe|tarif bebe|cuna de avion|moises|silla de coche|tarifa de bebe|babybett|babyschale|kindersitz|babytarif|culla|seggiolino|tariffa neonato|berco|cadeirinha',
  ],
  [
    'permits',
    'strong',
    "permit|permits|trekking permit|park permit|diving permit|permis|permiso|permisos|genehmigung|genehmigungen|permesso|permessi|licenza|licenze|permissao|permissoes|licenca|licencas|park fee|park fees|entrance fee|entrance fees|entry fee|entry fees|park entrance fee|droit d'entree|droits d'entree|tarifa de entrada|tasa de ingreso|eintrittsgebuhr|eintrittsgebuhren|parkgebuhr|parkgebuhren|tassa d'ingresso|tassa di ingresso|taxa de entrada|taxa de ingresso",
  ],
  [
    'documents',
    'strong',
    'visa|visas|visum|visums|vistos|visado|visados|passport|passports|entry requirements|travel documents|paperwork|passeport|papiers|pasaporte|documentos|papeles|reisepass|einreisebestimmungen|papiere|passaporto|documenti|passaporte',
  ],
  [
    'documents',
    'weak',
    'visto|get in|getting in|let me in|let us in|let them in|allowed in|allowed to enter|enter|entering|entry|admitted|admission|refused entry|entrer|entree|admis|refoule|entrar|ingresar|ingreso|einreisen|einreise|reinlassen|einlassen|entrare|ingresso|respinto',
  ],
  [
    'safety',
    'strong',
    'is it safe|safe|unsafe|safe to travel|safety|dangerous|est-ce sur|securite|dangereux|es seguro|seguridad|peligroso|ist es sicher|sicherheit|gefahrlich|e sicuro|sicurezza|pericoloso|e seguro|seguranca|perigoso',
  ],
  [
    'road_rules',
    'strong',
    'border crossing|cross the border|driving licence|driving license|international driving permit|toll|tolls|vignette|peage|permis de conduire|passage de la frontiere|cruzar la frontera|permiso de conducir|peaje|peajes|grenzubergang|fuhrerschein|maut|passare il confine|patente|pedaggio|pedaggi|cruzar a fronteira|carta de conducao|carteira de motorista|portagem|pedagio',
  ],
  [
    'tickets',
    'strong',
    'tickets for|ticket for|entry tickets|concert tickets|match tickets|billets pour|billet pour|entradas para|boletos para|tickets fur|karten fur|eintrittskarten|biglietti per|biglietto per|ingressos para|bilhetes para',
  ],
  [
    'daylight',
    'strong',
    'polar night|midnight sun|nuit polaire|soleil de minuit|noche polar|sol de medianoche|polarnacht|mitternachtssonne|notte polare|sole di mezzanotte|noite polar|sol da meia-noite',
  ],
  [
    'daylight',
    'weak',
    'daylight|hours of light|hours of daylight|light|dark|darkness|sunrise|sunset|heures de jour|heures de lumiere|lumiere du jour|lumiere|obscurite|lever du soleil|coucher du soleil|horas de luz|luz|oscuridad|oscuro|amanecer|anochecer|tageslicht|dunkel|dunkelheit|sonnenaufgang|sonnenuntergang|ore di luce|luce|buio|alba|tramonto|escuro|escuridao|nascer do sol|por do sol',
  ],
  [
    'closures',
    'strong',
    'road closure|road closures|closed for the season|seasonal closure|fermeture saisonniere|cierre de temporada|wintersperre|chiusura stagionale|fechado na temporada',
  ],
  [
    'closures',
    'weak',
    'open|opened|closed|closes|closure|closures|shut|passable|ouvert|ouverte|ouverts|ouvertes|ferme|fermee|fermes|fermees|fermeture|abierto|abierta|abiertos|abiertas|cerrado|cerrada|cerrados|cerradas|cierre|offen|geoffnet|geschlossen|gesperrt|sperrung|befahrbar|aperto|aperta|aperti|aperte|chiuso|chiusa|chiusi|chiuse|chiusura|percorribile|aberto|aberta|abertos|abertas|fechado|fechada|fechados|fechadas|encerrado|encerrada',
  ],
  [
    'hazards',
    'weak',
    'wind|winds|windy|strong winds|meltemi|bora|rough seas|vent|vents|viento|vientos|winde|vento|venti|ventos|hurricane|hurricanes|hurricane season|typhoon|typhoons|cyclone|cyclones|storm season|monsoon|monsoons|rainy season|wet season|wildfire|wildfires|bushfire|bushfires|forest fires|smoke|smog|haze|air quality|jellyfish|stingers|sargassum|seaweed|flooding|floods|ouragan|ouragans|typhon|typhons|mousson|moussons|saison des pluies|incendie|incendies|feux de foret|fumee|pollution|meduses|sargasses|inondation|inondations|huracan|huracanes|ciclon|ciclones|tifon|tifones|monzon|monzones|temporada de lluvias|epoca de lluvias|incendio|incendios|humo|contaminacion|medusas|sargazo|inundaciones|hurrikan|hurrikane|hurrikansaison|wirbelsturm|wirbelsturme|taifun|taifune|zyklon|zyklone|monsun|regenzeit|waldbrand|waldbrande|buschfeuer|rauch|luftqualitat|quallen|uberschwemmung|uragano|uragani|ciclone|cicloni|tifone|tifoni|monsone|monsoni|stagione delle piogge|incendi|fumo|qualita dell aria|meduse|sargassi|alluvione|acqua alta|furacao|furacoes|ciclones|tufao|tufoes|moncao|moncoes|estacao das chuvas|epoca das chuvas|incendios florestais|fumaca|poluicao|aguas-vivas|sargaco|enchente|enchentes|inundacao',
  ],
  [
    'season',
    'strong',
    'weather|climate|temperature|temperatures|water temperature|sea temperature|best time to go|best time to visit|good time to go|good time to visit|right time to go|best season|meteo|quel temps|climat|bon moment|bonne periode|meilleure periode|meilleure saison|clima|que tiempo|tiempo hace|buena epoca|mejor epoca|temperatura|temperaturas|wetter|klima|reisezeit|jahreszeit|temperaturen|che tempo|periodo migliore|buon periodo|que tempo|tempo faz|melhor epoca|boa epoca',
  ],
  [
    'season',
    'weak',
    'o tempo|good time|right time|best time|time of year|that time|this time|period|periode|periodo|epoca|zeitpunkt|season|saison|temporada|stagione|estacao|worth it|worth going|vaut le coup|vaut la peine|vale la pena|vale a pena|conviene|lohnt sich|lohnt es sich|rainy|rain|hot|cold|pluie|chaud|froid|lluvia|calor|frio|regen|heiss|kalt|pioggia|caldo|freddo|chuva|quente',
  ],
  [
    'food',
    'strong',
    'halal|kosher|kashrut|vegetarian|vegetarians|vegan|vegans|pure veg|pure vegetarian|jain food|gluten|gluten-free|gluten free|coeliac|celiac|food allergy|food allergies|nut allergy|dietary|cacher|casher|vegetarien|vegetariens|vegetarienne|vegetariennes|vegetalien|vegetaliens|sans gluten|coeliaque|celiaque|vegetariano|vegetarianos|vegetariana|vegetarianas|vegano|veganos|vegana|veganas|sin gluten|celiaco|celiaca|celiacos|celiacas|celiaquia|vegetarier|vegetarisch|vegetarische|veganer|vegane|glutenfrei|zoliakie|koscher|vegetariani|senza glutine|celiachia|sem gluten|doenca celiaca',
  ],
  [
    'crowds',
    'strong',
    'crowded|crowds|overcrowded|peak season|high season|book early|book ahead|book in advance|booking early|booked up|sold out|prices rise|prices go up|price rise|price increase|prices increase|bonde|bondee|foule|affluence|haute saison|reserver a l avance|longtemps a l avance|masificado|masificada|lleno de gente|mucha gente|temporada alta|reservar con antelacion|con anticipacion|suben los precios|suben precios|uberfullt|uberlaufen|hochsaison|fruh buchen|rechtzeitig buchen|ausgebucht|affollato|affollata|affollamento|tanta gente|alta stagione|prenotare con anticipo|con tanto anticipo|prezzi salgono|lotado|lotada|muita gente|alta temporada|reservar com antecedencia|precos sobem',
  ],
  // Inside a question, words of many people, full places and what things cost ask about crowds and peak prices.
  [
    'crowds',
    'weak',
    'busy|prices|price|prix|precios|precio|preise|prezzi|precos|crowd|packed|full|tourists|touristy|queues|cost|costs|expensive|monde|plein|pleine|touristes|touristique|cher|chere|couter|coute|gente|lleno|llena|turistas|colas|caro|cara|cuesta|costara|voll|touristen|gedrange|andrang|warteschlangen|teuer|kostet|kosten|folla|ressa|pieno|piena|turisti|quanto costa|costo|cheio|cheia|filas|multidao|lotado|custa|custo|custara',
  ],
  [
    'safety',
    'caution',
    'worry about|worried about|watch out for|look out for|be careful|careful about|beware of|faire attention|a quoi faire attention|tener en cuenta|tener cuidado|worauf achten|worauf mussen wir achten|worauf sollten wir achten|fare attenzione|a cosa fare attenzione|ter cuidado|tomar cuidado',
  ],
  // Yellow fever, malaria, other tropical diseases and vaccines in the six languages; "shots", "piqûres", mosquitoes and
  // diseases say it only inside a question ("shots" are also photographs). Palu, French for malaria, is also a city of Sulawesi.
  [
    'health_risks',
    'strong',
    'malaria|yellow fever|dengue|zika|chikungunya|tropical disease|tropical diseases|vaccination|vaccinations|vaccine|vaccines|vaccinated|jab|jabs|immunisation|immunisations|immunization|immunizations|inoculation|inoculations|antimalarial|antimalarials|anti-malarial|anti-malarials|malaria tablets|malaria pills|prophylaxis|' +
      'paludisme|fievre jaune|maladies tropicales|vaccin|vaccins|vacciner|vaccine|vaccinee|vaccinees|vaccines|antipaludique|antipaludiques|antipaludeen|prophylaxie|' +
      'paludismo|fiebre amarilla|enfermedades tropicales|vacuna|vacunas|vacunacion|vacunarse|vacunarnos|vacunados|vacunadas|antipaludico|antipaludicos|antimalarico|antimalaricos|profilaxis|' +
      'gelbfieber|gelbfieberimpfung|tropenkrankheiten|reiseimpfung|reiseimpfungen|impfempfehlung|impfempfehlungen|impfung|impfungen|impfen|impfen lassen|geimpft|impfschutz|impfpass|impfnachweis|impfstoff|malariaprophylaxe|malariatabletten|prophylaxe|' +
      'febbre gialla|malattie tropicali|vaccino|vaccini|vaccinazione|vaccinazioni|vaccinarsi|vaccinati|vaccinate|antimalarica|antimalarici|profilassi|' +
      'febre amarela|doencas tropicais|vacina|vacinas|vacinacao|vacinar|vacinados|vacinadas|antimalaricos|profilaxia',
  ],
  [
    'health_risks',
    'weak',
    'shots|mosquito|mosquitoes|mosquitos|disease|diseases|piqure|piqures|moustique|moustiques|maladie|maladies|inyeccion|inyecciones|zancudos|enfermedad|enfermedades|' +
      'spritze|spritzen|mucken|stechmucken|krankheit|krankheiten|puntura|punture|zanzara|zanzare|malattia|malattie|injecao|injecoes|pernilongos|doenca|doencas',
  ],
  [
    'long_stay',
    'strong',
    'digital nomad|digital nomads|nomad visa|long stay|long-stay|long-term stay|residence permit|overstay|nomade numerique|visa long sejour|long sejour|titre de sejour|nomada digital|nomadas digitales|larga estancia|residencia temporal|digitaler nomade|digitale nomaden|langzeitaufenthalt|aufenthaltstitel|aufenthaltserlaubnis|nomade digitale|nomadi digitali|lungo soggiorno|permesso di soggiorno|nomade digital|nomades digitais|longa permanencia|autorizacao de residencia',
  ],
] as const;

const NOUNS = new PhraseIndex<{ topic: AskTopic; strength: Strength }>();
for (const [topic, strength, phrases] of LEXICON) for (const p of phrases.split('|')) NOUNS.add(p, { topic, strength });
// The nouns the travel rules answer (data/travel/travel-rules.json): a national identity card names the
// documents topic and is the mention kept, so the answer can say whether the card is enough; a powered
// mobility aid ("power wheelchair", "Lithium-Akku") names the medical topic; a rail pass names rail.
for (const p of idCardWords()) NOUNS.add(p, { topic: 'documents', strength: 'card' });
for (const p of medicalAskWords()) NOUNS.add(p, { topic: 'medical', strength: 'strong' });
for (const p of railPassWords()) NOUNS.add(p, { topic: 'rail', strength: 'strong' });

/** Words that open a question when they open its sentence (interrogatives and auxiliaries). */
const OPENERS = new Set(
  (
    'how what when which will is are do does did can could should would any was were ' +
    'comment quand quel quelle quels quelles combien ' +
    'como cuando cual cuales cuanto cuanta cuantos cuantas hay es esta estan se puede puedo podemos necesito necesitamos ' +
    'wie wann welche welcher welches gibt ist sind kann konnen muss mussen brauche brauchen darf durfen ' +
    "come quando quale quali quanto quanta quanti quante c'e ci posso possiamo serve servono " +
    'qual quais quantos quantas ha tem e esta estao pode podemos preciso precisamos'
  ).split(' '),
);

/** Frames of wanting to know or of worry that make a sentence a question without its mark. */
const FRAMES = new PhraseIndex<true>();
for (const p of (
  'need to know|want to know|like to know|let me know|tell me|find out|wondering|wonder|whether|worried|worry|concerned|curious|any idea|' +
  'est-ce|y a-t-il|faut-il|peut-on|savoir|je me demande|inquiet|inquiete|inquiets|preoccupe|dites-moi|' +
  'saber|me pregunto|preocupa|preocupado|preocupados|digame|decime|' +
  'wissen|frage mich|ob|sorge|sorgen|besorgt|' +
  'sapere|mi chiedo|mi domando|preoccupa|preoccupato|preoccupati|ditemi|' +
  'me pergunto|preocupado|preocupada|preocupados|diga-me|me diga|' +
  // Not knowing is asking: "we are not sure what suits July", "no sabemos qué conviene en julio".
  'not sure|unsure|do not know|ne sais pas|ne savons pas|ne sait pas|no sabemos|no se si|no se que|weiss nicht|wissen nicht|' +
  'non so|non sappiamo|nao sei|nao sabemos'
).split('|'))
  FRAMES.add(p, true);

/** How long, in the six languages: with a verb of staying after it, a long stay is asked about. */
const HOW_LONG = new PhraseIndex<true>();
for (const p of 'how long|how many days|how many months|combien de temps|cuanto tiempo|cuantos dias|wie lange|quanto tempo|quanto|quanti giorni|quantos dias'.split(
  '|',
))
  HOW_LONG.add(p, true);
const STAY_VERBS = new Set('stay remain rester sejourner quedarme quedarnos quedar permanecer estar bleiben aufhalten restare rimanere stare ficar'.split(' '));
/** Tokens between "how long" and its verb of staying ("how long can I stay", "quanto posso restare senza visto"). */
const STAY_REACH = 5;

/** An opener counts at the start of its sentence or after a colon ("Une semaine à Bangkok : est-ce sûr"). */
const CLAUSE_START = new Set([':', ';', '¿']);
/** Words that bring an animal along: "with" and "and" in the six languages. */
const ALONG = new Set('with and + & avec et con y e mit und com'.split(' '));
const OWNERS = new Set(
  (
    'my our mon ma notre nos mes mi mis nuestro nuestra nuestros nuestras mein meine meinen meinem meiner unser unsere unseren unserem unserer ' +
    'mio mia miei nostro nostra nostri meu minha nosso nossa nossos nossas'
  ).split(' '),
);
const ARTICLES = new Set('the le la les el los las der die das dem den il lo i o a os as'.split(' '));
const ANIMAL_REACH = 3;

/** Whether the sentence from s to e asks: a question mark, an opening interrogative, or a frame of wanting to know. */
export function isQuestion(toks: readonly Tok[], s: number, e: number): boolean {
  if (toks[e]?.w === '?' || toks[s]?.w === '¿') return true;
  for (let k = s; k <= e; k++) {
    const w = toks[k]?.w ?? '';
    if (OPENERS.has(w) && (k === s || CLAUSE_START.has(toks[k - 1]?.w ?? ''))) return true;
    if (FRAMES.at(toks, k)) return true;
  }
  return false;
}

/** An animal the traveller brings: an owner's word before it, or "with"/"and" before it across articles. */
function broughtAnimal(toks: readonly Tok[], i: number): boolean {
  if (OWNERS.has(toks[i - 1]?.w ?? '')) return true;
  for (let k = i - 1; k >= Math.max(0, i - ANIMAL_REACH); k--) {
    const w = toks[k]?.w ?? '';
    if (ALONG.has(w)) return true;
    if (!ARTICLES.has(w) && !OWNERS.has(w)) return false;
  }
  return false;
}

/** A question of how long one may stay: "how long" and a verb of staying a few words on. */
function longStayAsked(toks: readonly Tok[], i: number): number | null {
  const hit = HOW_LONG.at(toks, i);
  if (!hit) return null;
  for (let k = hit.end; k < Math.min(toks.length, hit.end + STAY_REACH); k++) {
    if (endsSentence(toks[k])) return null;
    if (STAY_VERBS.has(toks[k]?.w ?? '')) return k + 1;
  }
  return null;
}

/**
 * "Of" in the six languages: a season word before it names another thing's season ("época de furacões"), not the
 * weather's, and a weak health word another thing's shots or bites ("shots of the aurora").
 */
const OF_WORDS = new Set('of de des du del di da do der'.split(' '));
const NAMES_ANOTHER_THING = new Set<AskTopic>(['season', 'health_risks']);

/** Words before "shots" that make them photographs ("photo shots", "great shots"), not jabs. */
const PHOTO_WORDS = new Set('photo photos camera drone good great best nice beautiful amazing stunning'.split(' '));
const photographs = (toks: readonly Tok[], i: number) => toks[i]?.w === 'shots' && PHOTO_WORDS.has(toks[i - 1]?.w ?? '');

/** Words that judge a time ("best", "ok", "conviene"), and the reach from one to the month it judges. */
const JUDGING = new Set(
  'good best better ok okay fine ideal bon bonne meilleur meilleure mieux bueno buena mejor gut gute besser beste buono buona meglio migliore bom boa melhor'.split(
    ' ',
  ),
);
const JUDGED_REACH = 4;

/**
 * A month judged in a question: a judging word with a month a few words on ("which is best in
 * December", "mejor en julio") or a month with a judging word after it ("is July ok"): the season is
 * asked. The judging word and the question make a month of "May" or "March" too ("is March ok?").
 */
function monthJudged(toks: readonly Tok[], i: number): number | null {
  const w = toks[i]?.w ?? '';
  if (MONTHS.has(w)) {
    for (let k = i + 1; k <= Math.min(toks.length - 1, i + 2); k++) if (JUDGING.has(toks[k]?.w ?? '')) return k + 1;
    return null;
  }
  if (!JUDGING.has(w)) return null;
  for (let k = i + 1; k <= Math.min(toks.length - 1, i + JUDGED_REACH); k++) {
    if (endsSentence(toks[k])) return null;
    if (MONTHS.has(toks[k]?.w ?? '')) return k + 1;
  }
  return null;
}

export type Way = 'flight' | 'rail' | 'road' | 'ferry';
/** Words of each way of travelling, in the six languages (folded); German "Fähre" folds to "fahre" ("I drive") and is left out. */
const WAYS = new PhraseIndex<Way>();
const WAY_OF = new Map<string, Way>();
for (const [way, words] of [
  [
    'flight',
    'fly|flying|flight|flights|plane|airplane|aeroplane|avion|vol|voler|vuelo|volar|volando|flug|flugzeug|fliegen|flieger|aereo|volo|volare|aviao|voo|voar',
  ],
  ['rail', 'train|trains|rail|tgv|tren|zug|bahn|treno|comboio|trem'],
  ['road', 'drive|driving|car|bus|coach|voiture|autocar|coche|carro|auto|autobus|fernbus|macchina|pullman|onibus|autocarro'],
  ['ferry', 'ferry|boat|bateau|barco|schiff|traghetto|nave|barca'],
] as const)
  for (const w of words.split('|')) {
    WAYS.add(w, way);
    WAY_OF.set(w, way);
  }

/** The ways of travelling a getting-there ask names, from its words ("treno o aereo": rail and flight). */
export function waysNamed(text: string): Set<Way> {
  return new Set(
    fold(text)
      .split(/[^a-z]+/)
      .flatMap((w) => WAY_OF.get(w) ?? []),
  );
}
/** Words allowed between "or" and the second way ("or take the train", "o en tren", "oder mit dem Zug"). */
const WAY_FILLERS = new Set('take the a by in en el la le les il lo in con mit dem der den das com de di prendre tomar prendere nehmen pegar go'.split(' '));
const WAY_REACH = 3;

/** A choice between two ways of getting there from token i ("fly or drive"), or null. */
function wayChoiceAt(toks: readonly Tok[], i: number): number | null {
  const first = WAYS.at(toks, i);
  if (!first || !OR_VERSUS.has(toks[first.end]?.w ?? '')) return null;
  for (let k = first.end + 1; k < Math.min(toks.length, first.end + 1 + WAY_REACH); k++) {
    const second = WAYS.at(toks, k);
    if (second) return second.value === first.value ? null : second.end;
    if (!WAY_FILLERS.has(toks[k]?.w ?? '')) return null;
  }
  return null;
}

export interface Ask {
  topic: AskTopic;
  start: number;
  end: number;
}

/** A word written as a name: capitalised inside its sentence, in a language that does not capitalise its nouns ("Is Bora Bora"). */
function writtenAsName(toks: readonly Tok[], i: number, lang: Lang): boolean {
  const t = toks[i];
  if (!t || lang === 'de' || !/^\p{Lu}\p{Ll}/u.test(t.raw)) return false;
  return i > sentenceOf(toks, i)[0] && toks[i - 1]?.kind === 'word';
}

/**
 * Every topic the request asks about, once per topic: the first mention, or for documents the first identity card named.
 * A word of a place name read in the text (`inPlaceName`: "Bora Bora", "Cap Vent") is no topic word, nor a weak noun
 * written as a name.
 */
export function readAsks(toks: readonly Tok[], lang: Lang = 'en', inPlaceName: (i: number) => boolean = () => false): Ask[] {
  const out: Ask[] = [];
  const add = (topic: AskTopic, start: number, end: number) => out.some((a) => a.topic === topic) || out.push({ topic, start, end });
  const card = (start: number, end: number) => {
    const at = out.findIndex((a) => a.topic === 'documents');
    if (at === -1) out.push({ topic: 'documents', start, end });
    else if (!cardSeen) out[at] = { topic: 'documents', start, end };
    cardSeen = true;
  };
  let cardSeen = false;
  const asked = new Map<number, boolean>();
  const inQuestion = (i: number) => {
    const [s, e] = sentenceOf(toks, i);
    let q = asked.get(s);
    if (q === undefined) asked.set(s, (q = isQuestion(toks, s, e)));
    return q;
  };
  for (let i = 0; i < toks.length;) {
    const way = wayChoiceAt(toks, i);
    if (way !== null) {
      add('getting_there', i, way);
      i = way;
      continue;
    }
    const judged = monthJudged(toks, i);
    if (judged !== null && inQuestion(i)) {
      add('season', i, judged);
      i = judged;
      continue;
    }
    const stay = longStayAsked(toks, i);
    if (stay !== null && inQuestion(i)) {
      add('long_stay', i, stay);
      i = stay;
      continue;
    }
    const hit = NOUNS.at(toks, i);
    if (!hit || inPlaceName(i) || (hit.value.strength === 'weak' && writtenAsName(toks, i, lang))) {
      i++;
      continue;
    }
    const { topic, strength } = hit.value;
    const asked =
      strength === 'strong' ||
      (topic === 'pets' && broughtAnimal(toks, i)) ||
      (strength === 'weak' && inQuestion(i) && !(NAMES_ANOTHER_THING.has(topic) && OF_WORDS.has(toks[hit.end]?.w ?? '')) && !photographs(toks, i));
    if (strength === 'card') card(i, hit.end);
    else if (strength === 'caution') {
      add('safety', i, hit.end);
      add('hazards', i, hit.end);
    } else if (asked) add(topic, i, hit.end);
    i = hit.end;
  }
  return out;
}
