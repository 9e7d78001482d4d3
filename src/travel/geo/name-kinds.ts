import type { FeatureKind } from './feature.js';

/**
 * Words that say, from inside a proper name, what the name names: a work of people ("Castello di Fénis", "Ruby Falls"'s
 * neighbour "Kirstenbosch Gardens", "Palácio da Bolsa") or a feature of nature ("Laguna Humantay", "Cerro Castor", "Cascade
 * du Dard"), folded, in the six request languages. A sight keeps the name of its own country's language whatever the
 * request's, so every word counts in every request. Each word names one kind of feature (FEATURE_KINDS in feature.ts).
 */
const OPENING: Partial<Record<FeatureKind, string>> = {
  // A building, a garden, a market or a viewpoint, opening its name in the Romance languages' order ("Museo del Prado").
  landmark:
    'museo musee museu palacio palais palazzo castillo chateau castello castelo abadia abbaye abbazia catedral cathedrale cattedrale ' +
    'basilica basilique iglesia eglise chiesa igreja capilla chapelle cappella capela templo tempio santuario sanctuaire monasterio monastere ' +
    'monastero mosteiro convento couvent torre puente ponte jardin jardins jardim giardino giardini mercado mercato mirador miradouro belvedere ' +
    'escadaria fortaleza fortezza citadelle ciudadela rocca duomo galleria schloss kloster',
  mountains: 'mount mt monte mont cerro nevado pico pic volcan vulcano aiguille passo',
  lake: 'lake lago lac laguna lagoa',
  river: 'cascada cascade cascata cascate cataratas cachoeira chute chutes salto',
  valley: 'valle val vale vallee quebrada garganta',
  coast: 'playa praia plage spiaggia cote costiera punta ponta pointe',
  cape: 'cape cap cabo capo kap',
  island: 'isla ilha ile isola insel isle',
  park: 'parque parc parco reserva termas thermes terme grotta gruta grotte cueva cuevas bosque foret',
};

/** Words that close a name in English and German order ("Ruby Falls", "Battle Abbey", "Cabot Trail", "Fushimi Inari Shrine"). */
const CLOSING: Partial<Record<FeatureKind, string>> = {
  landmark:
    'museum gallery palace castle abbey cathedral basilica church chapel temple shrine mosque monastery tower bridge garden gardens market ' +
    'fort fortress lighthouse pier aquarium zoo sanctuary dom',
  mountains: 'mountain peak volcano crater',
  lake: 'lake',
  river: 'falls spring springs geyser',
  valley: 'valley canyon gorge glacier',
  coast: 'beach bay coast dunes sound',
  island: 'island',
  park: 'park forest reserve cave caves',
  route: 'trail highway hwy path',
};

/** Endings of German compounds that name a sight ("Frauenkirche", "Veitsdom", "Karlsbrücke", "Tafelberg", "Partnachklamm"). */
const COMPOUND: Partial<Record<FeatureKind, string>> = {
  landmark: 'kirche dom munster kapelle schloss brucke turm garten',
  mountains: 'berg spitze horn',
  valley: 'klamm schlucht',
  river: 'wasserfall wasserfalle',
  park: 'hohle',
};
/** A compound needs this many letters before its ending ("Hofkirche", not "Kirche"). */
const MIN_STEM = 3;

const byWord = (table: Partial<Record<FeatureKind, string>>) =>
  new Map(Object.entries(table).flatMap(([kind, words]) => words.split(' ').map((w) => [w, kind as FeatureKind] as const)));
const OPENINGS = byWord(OPENING);
const CLOSINGS = byWord(CLOSING);
const ENDINGS = [...byWord(COMPOUND)];

/** The kind a word opening a name gives it ("Laguna" of "Laguna Humantay"), if any. */
export const openingKind = (w: string): FeatureKind | undefined => OPENINGS.get(w);

/** The kind a word closing a name gives it ("Falls" of "Ruby Falls"), if any. */
export const closingKind = (w: string): FeatureKind | undefined => CLOSINGS.get(w);

/** The kind a German compound's ending gives it ("Frauenkirche": landmark), if any. */
export const compoundKind = (w: string): FeatureKind | undefined => ENDINGS.find(([end]) => w.endsWith(end) && w.length >= end.length + MIN_STEM)?.[1];

/** A word that names a kind of sight in some position: alone after an article it refers to a sight of the place named ("the Falls"). */
export const isKindWord = (w: string): boolean => OPENINGS.has(w) || CLOSINGS.has(w);
