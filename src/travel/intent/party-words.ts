import { pluralForms, pluralReads } from './kin-plurals.js';
import type { Lang } from './language.js';

/**
 * The person lexicon the party grammar reads, per language (en fr es de it pt), written folded
 * (lower case, no accents) as the tokenizer gives words. Source: the kinship, age-group and
 * companion vocabulary of each language's standard dictionaries (core kinship terms, their common
 * regional and familiar forms such as Quebec "blonde", Chilean "guagua", Venezuelan "chamos",
 * Rioplatense "gurises", European Portuguese "miudos"), collected by hand for this reader; each
 * list is one place to extend.
 */
export type PersonClass = 'adult' | 'person' | 'child' | 'infant' | 'friend';

/** Familiar words for children, counted or named ("three rugrats", "nos deux flos", "los chavales", "unsere Gören", "i marmocchi", "os pirralhos"). */
const FAMILIAR_CHILDREN =
  'rugrats sprogs nippers kiddies littluns momes mioches bambins loulous flos chavales chiquillos goren blagen knirpse marmocchi pargoli pirralhos';

/** Nouns counted by a number before them ("3 adults", "deux ados", "5 Leute", "tre amici"). */
const COUNTED: ReadonlyArray<[PersonClass, string]> = [
  [
    'adult',
    'adult adults grown-ups adulte adultes adulto adultos erwachsene erwachsenen erwachsener erwachseni erw adulti seniors retirees retraites jubilados pensionistas rentner pensionati aposentados ladies guys lads gals chicas chicos ragazze students etudiants etudiantes estudiantes studenten studenti estudantes backpackers mochileros mochileiros routards hikers walkers trekkers climbers skiers cyclists bikers divers surfers randonneurs grimpeurs skieurs cyclistes plongeurs senderistas excursionistas escaladores esquiadores ciclistas buceadores wanderer bergsteiger kletterer skifahrer radfahrer taucher escursionisti alpinisti sciatori ciclisti subacquei trilheiros caminhantes escaladores esquiadores mergulhadores teachers profs staff colleagues coworkers collegues companeros kollegen colleghi colleghe colegas quinquas trentenaires',
  ],
  [
    // The adults of a school, club or company group: teachers and chaperones, managers and employees.
    'adult',
    'chaperones professeurs accompagnateurs accompagnatrices profesores profesoras acompanantes lehrer lehrerinnen lehrkrafte begleitlehrkrafte begleitpersonen betreuer betreuerinnen insegnanti docenti professori accompagnatori professores acompanhantes ' +
      'employees managers manager directors collaborateurs directeurs cadres empleados colaboradores directores directivos mitarbeiter mitarbeiterinnen mitarbeitende kolleginnen fuhrungskrafte dipendenti collaboratori direttori agenti funcionarios diretores gerentes',
  ],
  [
    'person',
    'flights people person persons peope ppl pax guest guests traveller travellers traveler travelers passenger passengers ticket tickets seat seats personne personnes pers billet billets place places voyageurs passagers persona personas billete billetes boleto boletos tiquetes asiento asientos plazas pasajeros viajeros personen leute platze sitzplatze passagiere reisende persone biglietti biglietto posto posti passeggeri viaggiatori pessoa pessoas passagem passagens bilhete bilhetes lugares passageiros viajantes participants participantes teilnehmer partecipanti partecipante',
  ],
  [
    'child',
    'kid kids kiddos childs child children nena nene schoolchildren eleves alumnos alumnas schuler schulerinnen alunni alunne alunno alunos alunas son sons daughter daughters toddler toddlers teen teens teenager teenagers pupils grandkids grandchildren nephews nieces grandsons granddaughters enfant enfants fils ados ado adolescents adolescent gamins gosses petits-enfants neveux nieces nino ninos nina ninas hijo hijos hija hijas crios chamos gurises nenes pibes pibas chiquilines peques chamacos escuincles nietos nietas sobrinos sobrinas adolescentes kind kinder kindern kids sohn sohne tochter tochtern enkel enkelkinder enkeln neffen nichten kleinkind kleinkinder kleinkindern jugendliche jugendlichen jugendlicher teenager teenagern enkelkindern enkelin enkelinnen bambino bambini bambina bambine bimbo bimbi bimba bimbe figlio figli figlia figlie pupi ragazzo nipoti nipotini adolescenti crianca criancas filho filhos filha filhas menino meninos menina meninas miudos miudas netos netas sobrinhos sobrinhas adolescentes adolescente moleques moleque ' +
      FAMILIAR_CHILDREN,
  ],
  [
    'infant',
    'baby babies bb infant infants newborn newborns bebe bebes nourrisson nourrissons guagua saugling sauglinge sauglingen babys neonato neonati neonata',
  ],
  [
    'friend',
    'friend friends kumpels kumpel cuates parceros panas mates buddies pals ami amis amie amies copains copines potes amigo amigos amiga amigas freund freunde freunden freundinnen amico amici amica amiche',
  ],
];
export const PERSON_NOUNS = new Map<string, PersonClass>();
for (const [cls, words] of COUNTED) for (const w of words.split(' ')) if (!PERSON_NOUNS.has(w)) PERSON_NOUNS.set(w, cls);

/**
 * Girls and boys are adults in a group ("6 girls", "8 filles", "3 Jungs", "5 ragazzi", "6 Burschen", "5 chamos": young people,
 * as often adults as teens) and children after a possessive or with ages ("our two girls", "les garçons (10 et 13 ans)").
 */
export const GIRLS_BOYS = new Set([
  'burschen',
  'chamos',
  'pibes',
  'pibas',
  'girls',
  'boys',
  'lads',
  'chicas',
  'chicos',
  'ragazze',
  'ragazzi',
  'filles',
  'garcons',
  'jungs',
  'madchen',
  'madels',
  'meninas',
  'meninos',
]);

/** Nouns for two people: a couple (counted: "deux couples" is four adults) and twins (two children). */
export const COUPLE_NOUNS = new Set([
  'couple',
  'couples',
  'pair',
  'duo',
  'parchen',
  'dupla',
  'paar',
  'paare',
  'ehepaar',
  'ehepaare',
  'rentnerehepaar',
  'pareja',
  'parejas',
  'matrimonio',
  'matrimonios',
  'coppia',
  'coppie',
  'casal',
  'casais',
]);
export const TWINS = new Set([
  'twins',
  'jumeaux',
  'jumelles',
  'gemelos',
  'gemelas',
  'mellizos',
  'mellizas',
  'zwillinge',
  'zwillingen',
  'gemelli',
  'gemelle',
  'gemeos',
  'gemeas',
]);
/** Groups of unknown size: a count before them is not the number of people ("pour trois familles", "somos 2 familias"). */
export const GROUP_NOUNS = new Set([
  'family',
  'families',
  'famille',
  'familles',
  'familia',
  'familias',
  'familie',
  'familien',
  'famiglia',
  'famiglie',
  'familia',
  'familias',
]);

/**
 * Nouns of a company of people travelling together, counted by the "of" word after them ("a crew of 5", "barkada of 4",
 * "une bande de 6", "una pandilla de 5", "eine Clique von 4", "una comitiva di 8", "uma galera de 6"): [of word, nouns].
 */
export const COMPANY_NOUNS: ReadonlyArray<[string, string]> = [
  ['of', 'group party crew gang squad bunch barkada posse troop troupe tribe clan'],
  ['de', 'groupe bande equipe tribu troupe grupo pandilla cuadrilla banda equipo parche galera turma bando equipa trupe'],
  ['von', 'gruppe clique truppe bande runde'],
  ['di', 'gruppo comitiva compagnia banda squadra combriccola'],
];
/** Company nouns that also name a thing or an event ("bachelor party", "a band", "compagnia aerea", "equipo de buceo"). */
const THINGS_TOO = new Set('party band banda bande troop troupe trupe clan bando equipe equipo equipa squadra compagnia runde bunch'.split(' '));
/** The company nouns that alone head a noun phrase of the party ("a Leeds crew", "barkada from Cebu"). */
export const COMPANIES: ReadonlySet<string> = new Set(COMPANY_NOUNS.flatMap(([, nouns]) => nouns.split(' ')).filter((w) => !THINGS_TOO.has(w)));

/**
 * Relatives and companions named singly ("my wife", "ma blonde", "mi suegra", "mit Oma"): each is
 * one person of its class; plural words name a pair ("parents", "in-laws") or an unknown number.
 * `bare`: read without a determiner before it ("with grandma", "plus Oma").
 */
export interface Kin {
  cls: 'adult' | 'child' | 'infant';
  /** 1 for one person, 2 for a pair, null for an unknown number. */
  n: number | null;
  bare?: true;
  /** Someone the writer books for ("for my boss", "pour mon client", "de parte de mi jefe"): they travel, the writer does not. */
  principal?: true;
}
const KIN_LISTS: ReadonlyArray<[Kin, string]> = [
  [
    { cls: 'adult', n: 1 },
    'wife husband partner spouse girlfriend boyfriend gf bf fiance fiancee mom mum mother dad father sister brother aunt uncle cousin niece nephew friend bestie roommate roomie colleague mother-in-law father-in-law missus hubby wifey buddy pal mate bff ' +
      'femme epouse epoux fiance fiancee mari conjoint conjointe compagne compagnon copine copain pote blonde chum meuf mec mere pere maman papa soeur frere belle-mere beau-pere tante oncle cousin cousine amie ami collegue ' +
      'esposa esposo mujer marido novia novio polola pololo pareja enamorado enamorada senora madre padre mama papa viejo vieja hermana hermano tia tio prima primo amiga amigo suegra suegro jeva jevo socio socia companero companera ' +
      'frau mann ehefrau ehemann verlobte verlobter lebensgefahrte lebensgefahrtin partnerin freundin freund kumpel mutter vater schwester bruder tante onkel cousine kollege kollegin schwiegermutter schwiegervater ' +
      'moglie marito compagna compagno ragazza ragazzo fidanzata fidanzato madre padre mamma sorella fratello zia zio cugina cugino amica amico suocera suocero collega ' +
      'mulher esposa esposo noiva noivo marido namorada namorado companheira companheiro mae pai irma irmao tia tio prima primo amiga amigo sogra sogro socio socia colega',
  ],
  [
    { cls: 'adult', n: 1, bare: true },
    'grandma grandmother grandpa grandfather grandad granddad granny nan nana gran mamie papi abuela abuelo oma opa nonna nonno avo avozinha',
  ],
  [{ cls: 'adult', n: 2 }, 'parents in-laws parents beaux-parents padres papas suegros eltern schwiegereltern genitori suoceri pais sogros'],
  [{ cls: 'adult', n: 2, bare: true }, 'grandparents grands-parents abuelos grosseltern nonni avos'],
  [
    { cls: 'adult', n: null },
    'sisters brothers cousins friends buddies pals mates aunts potes kumpels soeurs freres cousins cousines amis amies hermanas hermanos primos primas amigos amigas schwestern bruder geschwister freunde freundinnen sorelle fratelli cugini amici amiche irmas irmaos primos amigos amigas colleagues colleghi colleghe kollegen colegas',
  ],
  [
    { cls: 'child', n: 1 },
    'son daughter kid child boy girl toddler teen teenager grandson granddaughter fils fille petite-fille petit-fils ado gamin hijo hija nene nena peque nieto nieta sohn tochter kind enkel enkelin figlio figlia bimbo bimba nipote nipotino nipotina filho filha menino menina miudo miuda neto neta adolescente moleque cacula',
  ],
  [
    { cls: 'child', n: null },
    'ankle-biters sons daughters kids children grandkids grandchildren enfants filles garcons petits-enfants ados hijos hijas ninos nietos chamos gurises crios kinder sohne tochter enkel figli figlie bambini bimbi ragazzi nipoti nipotini filhos filhas criancas netos miudos ' +
      FAMILIAR_CHILDREN,
  ],
  [{ cls: 'infant', n: 1 }, 'baby bebe guagua saugling neonato'],
  [
    { cls: 'adult', n: 1, principal: true },
    'boss manager director ceo client customer employer chef chefin patron patronne directeur directrice pdg jefe jefa directora gerente cliente ' +
      'vorgesetzter vorgesetzte vorgesetzten geschaftsfuhrer geschaftsfuhrerin direktor direktorin kunde kunden kundin capo direttore direttrice responsabile diretor diretora chefe',
  ],
];
/** A pet's noun, which a pet's name may follow as a relative's name follows their noun ("our dog Biscuit", "la perra Lola"). */
export const PETS = new Set(
  'dog puppy cat chien chienne chat chatte perro perra gato gata hund hundin katze cane cagnolina cagnolino gatto gatta cao cachorro cachorra'.split(' '),
);
/** The writer's own sons and daughters, whose age follows from the writer's (grandchildren, nephews and "kids" do not). */
export const OFFSPRING = new Set(
  'son sons daughter daughters fils hijo hijos hija hijas sohn sohne tochter tochtern figlio figli figlia figlie filho filhos filha filhas'.split(' '),
);
export const KIN = new Map<string, Kin>();
for (const [kin, words] of KIN_LISTS) for (const w of words.split(' ')) if (!KIN.has(w)) KIN.set(w, kin);
/** Relatives' nouns of one language that are other words in another: Spanish and Portuguese "prima", "primo" (cousin) are Italian "first". */
export const KIN_ELSEWHERE: ReadonlyMap<string, ReadonlySet<string>> = new Map([['it', new Set(['prima', 'primo'])]]);
/**
 * The plurals of the relatives named singly, read only after a count ("two grannies", "zwei Omas", "tres tías", "due nonne"):
 * each is as many people of the singular's class. Forms the lexicon already holds keep their own reading.
 */
const COUNTED_KIN = new Map<string, { cls: Kin['cls']; singular: string }>();
for (const [w, kin] of KIN) {
  if (kin.n !== 1 || kin.principal || [...KIN_ELSEWHERE.values()].some((words) => words.has(w))) continue;
  for (const p of pluralForms(w)) if (!KIN.has(p) && !PERSON_NOUNS.has(p) && !COUNTED_KIN.has(p)) COUNTED_KIN.set(p, { cls: kin.cls, singular: w });
}
/** The class of the relatives a counted plural names in a request of `lang` ("zwei Omas": adults), if it is one. */
export function countedKin(w: string, lang: Lang): Kin['cls'] | undefined {
  const kin = COUNTED_KIN.get(w);
  return kin && pluralReads(kin.singular, w, lang) ? kin.cls : undefined;
}
/**
 * The head nouns a count of people binds to ("3 adults", "deux couples", "zwei befreundete Paare", "4 sisters"); with the
 * request's language, the plurals of relatives named singly too ("two grannies", "tres tías").
 */
export const isCountedHead = (w: string, lang?: Lang): boolean => {
  const kin = KIN.get(w);
  return (
    PERSON_NOUNS.has(w) ||
    COUPLE_NOUNS.has(w) ||
    TWINS.has(w) ||
    GIRLS_BOYS.has(w) ||
    (kin !== undefined && kin.n !== 1) ||
    (lang !== undefined && countedKin(w, lang) !== undefined)
  );
};

/**
 * Words that make a relative's noun a companion's: possessives, definite articles and indefinite ones ("avec une amie", "con unos
 * amigos", "with some friends"); the partitives that also mean "of the" ("des", "dei", "degli") are left out.
 */
export const DETERMINERS = new Set(
  (
    "my our his her their the a an some mon ma mes notre nos son sa ses leur leurs le la les l' une un mi mis nuestro nuestra nuestros nuestras su sus el los las una uno unos unas " +
    'mein meine meinen meinem meiner unser unsere unserem unseren unserer sein seine seinem seiner ihr ihre ihrem ihren ihrer der die den dem des ein eine einen einem einer ' +
    "mio mia miei mie nostro nostra nostri nostre suo sua suoi sue il lo i gli un' meu minha meus minhas nosso nossa nossos nossas seu seus suas o os as um uma uns umas"
  ).split(' '),
);
/** Possessives of the writer alone: a relative named with one travels with the writer ("my wife" makes two). */
export const MY = new Set([
  'my',
  'mon',
  'ma',
  'mes',
  'mi',
  'mis',
  'mein',
  'meine',
  'meinen',
  'meinem',
  'meiner',
  'mio',
  'mia',
  'miei',
  'mie',
  'meu',
  'minha',
  'meus',
  'minhas',
]);

/**
 * Relatives who are one of a pair the request may also name as a pair ("my parents ... my father is 82"):
 * the singular names someone the pair already counts. Keys are the pair's own nouns.
 */
const PAIR_MEMBERS: ReadonlyArray<[string, string]> = [
  ['parents', 'parents padres papas eltern genitori pais mom mum mother dad father mere pere maman papa madre padre mama mutter vater mamma mae pai'],
  [
    'grandparents',
    'grandparents grands-parents abuelos grosseltern nonni avos grandma grandmother grandpa grandfather grandad granddad granny nan nana gran mamie papi abuela abuelo oma opa nonna nonno avo avozinha',
  ],
  [
    'in-laws',
    'in-laws beaux-parents suegros schwiegereltern suoceri sogros mother-in-law father-in-law belle-mere beau-pere suegra suegro schwiegermutter schwiegervater suocera suocero sogra sogro',
  ],
];
export const PAIR_OF = new Map<string, string>();
for (const [pair, words] of PAIR_MEMBERS) for (const w of words.split(' ')) PAIR_OF.set(w, pair);

/** Possessives of the writer and of the writer's group: people so named are the writer's own ("my", "our", "unserer", "nossos"). */
export const WRITERS_OWN: ReadonlySet<string> = new Set([
  ...MY,
  ...'our notre nos nuestro nuestra nuestros nuestras unser unsere unseren unserem unserer nostro nostra nostri nostre nosso nossa nossos nossas'.split(' '),
]);

/** Possessives of any person (the writer's, a group's, a third person's): "our kids", "their parents", "sus hijos". */
export const POSSESSIVES = new Set([
  ...MY,
  ...'our his her their notre nos son sa ses leur leurs nuestro nuestra nuestros nuestras su sus unser unsere unserem unseren unserer sein seine seinem seiner ihr ihre ihrem ihren ihrer nostro nostra nostri nostre suo sua suoi sue nosso nossa nossos nossas seu seus sua suas'.split(
    ' ',
  ),
]);

/** Nouns for one adult that the counted lexicon lists only in the plural ("a student from Lyon", "jubilada de Sevilla"). */
export const SINGULAR_ADULTS: ReadonlySet<string> = new Set([
  'student',
  'studentin',
  'etudiant',
  'etudiante',
  'estudiante',
  'studente',
  'studentessa',
  'estudante',
  'retiree',
  'retraite',
  'retraitee',
  'jubilado',
  'jubilada',
  'pensionato',
  'pensionata',
  'aposentado',
  'aposentada',
  'rentnerin',
]);
/** Heads a German compound person noun ends with ("Rentnerpaar", "Großfamilie", "Studentengruppe"). */
export const COMPOUND_PERSON_HEADS: readonly string[] = ['paar', 'familie', 'gruppe', 'studentin', 'student', 'rentner'];

/**
 * Titles of address: a pair of them joined by "and" ("Mr and Mrs Patel", "M. et Mme Durand", "el Sr. y la Sra. Gil", "Herr und
 * Frau Becker", "il sig. e la sig.ra Rossi", "o Sr. e a Sra. Costa") names two adults, as does a plural title before a family
 * name ("los señores García", "i signori Rossi", "os senhores Costa").
 */
export const TITLES = new Set(
  'mr mrs ms miss mister dr doctor monsieur madame mme mlle m senor senora sr sra srta don dona herr frau hr dr signor signora sig sigra senhor senhora'.split(
    ' ',
  ),
);
export const TITLES_PLURAL = new Set(['senores', 'signori', 'senhores']);
/** "3 generations", "trois générations": says the party spans a family's generations, counts no one. */
export const GENERATIONS = new Set(['generations', 'generaciones', 'generationen', 'generazioni', 'geracoes']);
/** "Little" made a noun by its article ("el pequeño de 9", "la petite (4 ans)", "der Kleine (3)"): a child when an age follows it. */
export const LITTLE_ONES = new Set(
  'pequeno pequena pequenos pequenas petit petite petits petites kleine kleinen kleiner piccolo piccola piccoli piccole caçula cacula'.split(' '),
);
/** The writer named in a list of travellers ("me, my wife and...", "somos mi esposa, yo y..."). */
export const SELF = new Set(['i', 'me', 'myself', 'meself', 'moi', 'yo', 'ich', 'io', 'eu', 'herself', 'himself']);
/** The writer as notes summarising a chat name them ("User and two colleagues need…", "traveller + 2 kids"). */
export const WRITER_IN_NOTES = new Set([
  'user',
  'traveller',
  'traveler',
  'utilisateur',
  'utilisatrice',
  'voyageur',
  'voyageuse',
  'usuario',
  'usuaria',
  'viajero',
  'viajera',
  'nutzer',
  'nutzerin',
  'benutzer',
  'benutzerin',
  'reisende',
  'reisender',
  'utente',
  'viaggiatore',
  'viaggiatrice',
  'viajante',
]);
/** A principal named in the third person, as an assistant relays a request ("the customer and his wife", "she and her husband"). */
export const PRINCIPAL = new Set([
  'customer',
  'client',
  'user',
  'she',
  'he',
  'elle',
  'lui',
  'il',
  'ella',
  'el',
  'er',
  'sie',
  'lei',
  'ela',
  'ele',
  'cliente',
  'kunde',
  'kundin',
]);
/** "My user (Melbourne)", "user in Dallas wants": the person an assistant relays for, named by a noun (not a pronoun). */
export const relayedPrincipal = (w: string): boolean => WRITER_IN_NOTES.has(w) || (PRINCIPAL.has(w) && w.length > 4);
/** Two people as a pronoun pair, the writer and one other or two named before ("us two", "they're both"): two people. */
export const PAIR_PHRASES = [
  'the two of us',
  'two of us',
  'both of us',
  'us two',
  'the two of them',
  'both of them',
  'we are both',
  "we're both",
  'they are both',
  "they're both",
  'sommes tous deux',
  'somos ambos',
  'somos ambas',
  'wir sind beide',
  'sie sind beide',
  'siamo entrambi',
  'siamo entrambe',
  'nous deux',
  'tous les deux',
  'toutes les deux',
  'nosotros dos',
  'los dos',
  'las dos',
  'wir zwei',
  'wir beide',
  'wir beiden',
  'uns zwei',
  'uns beide',
  'uns beiden',
  'nosotras dos',
  'noi due',
  'tutti e due',
  'nos dois',
  'nos duas',
  'os dois',
  'as duas',
];
/** "for" before the people a request is made for ("for my boss", "pour eux", "für die beiden"). */
export const FOR = new Set(['for', 'pour', 'para', 'fur', 'per']);
/** Words before a companion that take the writer along ("with", "bring", "emmener", "llevar", "mitnehmen", "portare", "levar"). */
export const WITH = new Set([
  'with',
  'w',
  'avec',
  'con',
  'mit',
  'com',
  'bring',
  'bringing',
  'take',
  'taking',
  'emmener',
  'emmene',
  'emmenons',
  'amener',
  'llevar',
  'llevo',
  'llevamos',
  'mitnehmen',
  'portare',
  'porto',
  'portiamo',
  'levar',
  'levo',
  'levamos',
]);
/** Words before a relative that make them someone visited, not a traveller ("visit my cousin", "voir ma sœur", "ver a mi hijo"). */
export const VISIT = new Set([
  'visit',
  'visiting',
  'see',
  'seeing',
  'voir',
  'visite',
  'ver',
  'visitar',
  'besuchen',
  'besuche',
  'trovare',
  'visitare',
  'rever',
  'revoir',
]);
/** Words before a relative that make the relative's noun a genitive ("la tombe de mon père", "il matrimonio di mia cugina"). */
export const GENITIVE = new Set([
  'of',
  'de',
  'du',
  'des',
  'di',
  'del',
  'della',
  'dello',
  'dei',
  'degli',
  'do',
  'da',
  'dos',
  'das',
  'von',
  'vom',
  'meines',
  'meiner',
]);
/** Predicates after a relative that keep them at home ("lives in", "ne peut pas", "kann nicht", "can't come"). */
export const STAYS = new Set([
  'lives',
  'live',
  'living',
  'studies',
  'works',
  "can't",
  'cant',
  'cannot',
  "won't",
  "isn't",
  'vit',
  'vivent',
  'habite',
  'habitent',
  'travaille',
  'vive',
  'viven',
  'estudia',
  'trabaja',
  'wohnt',
  'wohnen',
  'lebt',
  'leben',
  'studiert',
  'arbeitet',
  'abita',
  'abitano',
  'vivono',
  'studia',
  'lavora',
  'mora',
  'moram',
  'estuda',
  'trabalha',
  // In hospital: "mon père vient d'être hospitalisé", "mia madre è ricoverata", "o meu pai vai ser operado".
  'hospitalised',
  'hospitalized',
  'hospitalise',
  'hospitalisee',
  'hospitalizado',
  'hospitalizada',
  'ingresado',
  'ingresada',
  'ricoverato',
  'ricoverata',
  'internado',
  'internada',
  'operado',
  'operada',
  // A life told, not a trip: "my grandfather grew up there", "mon père est né à Oran", "mi abuelo nació en Cádiz", "mein Opa ist
  // dort aufgewachsen", "mio nonno è cresciuto a Trieste", "o meu avô nasceu em Braga", "my late father was stationed in Peking".
  'grew',
  'born',
  'raised',
  'stationed',
  'died',
  'grandi',
  // French "né" folds to the negation "ne"; only "née" is read.
  'nee',
  'mort',
  'decede',
  'crecio',
  'nacio',
  'murio',
  'fallecio',
  'aufgewachsen',
  'geboren',
  'gestorben',
  'stationiert',
  'cresciuto',
  'cresciuta',
  'nato',
  'nata',
  'morto',
  'morta',
  'cresceu',
  'nasceu',
  'morreu',
  'faleceu',
]);
/** Words before a relative's noun that say they have died ("my late father", "feu mon père", "mi difunto abuelo", "meine verstorbene Mutter"). */
export const DECEASED = new Set([
  'late',
  'feu',
  'feue',
  'defunt',
  'defunte',
  'difunto',
  'difunta',
  'verstorbene',
  'verstorbenen',
  'verstorbener',
  'defunto',
  'defunta',
  'compianto',
  'compianta',
  'falecido',
  'falecida',
]);
/**
 * Verbs of staying, which keep a relative home only beside a word of home or children ("ma mère reste à la maison", "Oma bleibt
 * daheim", "minha sogra vai ficar com as crianças"); alone they are the travellers' stay ("Ich und meine Frau bleiben 5 Nächte in Rom").
 */
export const STAYS_BEHIND = new Set([
  'stays',
  'stay',
  'staying',
  'remains',
  'reste',
  'restent',
  'restera',
  'resteront',
  'queda',
  'quedan',
  'quedara',
  'quedaran',
  'quedando',
  'bleibt',
  'bleiben',
  'resta',
  'restano',
  'rimane',
  'rimangono',
  'restando',
  'rimanendo',
  'fica',
  'ficam',
  'ficar',
  'ficara',
  'ficando',
]);
/** Words of home after a verb of staying ("stays home", "reste à la maison", "bleibt zu Hause", "resta a casa", "fica em casa"). */
export const HOME_PLACE = new Set(['home', 'behind', 'maison', 'chez', 'casa', 'hause', 'zuhause', 'daheim', 'bei', 'ici', 'here', 'hier', 'aqui', 'qui']);
/**
 * Verbs of minding children while the others travel ("my mum will mind the kids", "ma mère garde les enfants", "mi suegra cuida a
 * los niños", "Oma betreut die Kinder", "la nonna bada ai bambini", "a avó cuida das crianças"): both sides of the verb stay home.
 */
export const CARE = new Set(
  'mind minds minding babysit babysits babysitting garde gardent gardera garderont cuida cuidan cuidara cuidaran betreut betreuen hutet huten bada badano badera cuidam cuidara cuidarao'.split(
    ' ',
  ),
);
/** Words before a person who does not come ("without the kids", "sans les enfants", "ohne die Kinder") or at whose home one is ("chez mamie", "bei Oma", "dai nonni"). */
export const LEFT_OUT = new Set(['without', 'sans', 'sin', 'ohne', 'senza', 'sem', 'chez', 'bei', 'dai', 'dagli', 'dalla', 'dal']);
/** Words that deny a person right before them ("pas ma belle-mère", "not my sister", "nicht meine Mutter", "non mia suocera", "não a minha sogra"). */
export const NOT_THIS = new Set(['not', 'pas', 'nicht', 'non', 'nao', 'ni', 'nem']);
/**
 * Words that leave a relative's coming open ("might come along", "peut-être", "quizás", "vielleicht", "forse", "talvez") or
 * their decision untaken ("still deciding", "pas encore sûre", "noch unentschlossen"): they are reported, not counted.
 */
export const MAYBE = new Set(
  (
    'might maybe perhaps possibly deciding undecided unsure eventuellement hesite indecise indecis ' +
    'quizas quiza acaso indecisa indeciso vielleicht eventuell evtl moglicherweise unsicher unentschlossen ' +
    'forse magari eventualmente indecisa talvez possivelmente'
  ).split(' '),
);
/** Negated ability or presence right after a relative ("mon mari ne peut pas", "mi esposo no puede", "mein Mann kann nicht", "il marito non può"). */
export const NEGATION = new Set(['ne', "n'", 'no', 'nicht', 'non', 'nao', 'not']);
export const CANNOT_VERBS = new Set([
  'peut',
  'pourra',
  'vient',
  'viendra',
  'puede',
  'podra',
  'viene',
  'kann',
  'kommt',
  'kommen',
  'puo',
  'potra',
  'pode',
  'podera',
  'vem',
  'vai',
  'coming',
  'come',
  'travel',
  'join',
]);

/** Occasions of a couple: two adults unless stated otherwise. */
export const COUPLE_CUES = [
  'honeymoon',
  'as a couple',
  'a couple',
  'couple',
  'romantic getaway',
  'anniversary trip',
  'our anniversary',
  'wedding anniversary',
  'lune de miel',
  'voyage de noces',
  'en amoureux',
  'anniversaire de mariage',
  'ans de mariage',
  'luna de miel',
  'viaje de novios',
  'anos de casados',
  'aniversario de bodas',
  'flitterwochen',
  'hochzeitsreise',
  'hochzeitstag',
  'silberhochzeit',
  'goldene hochzeit',
  "noces d'argent",
  "noces d'or",
  'bodas de plata',
  'bodas de oro',
  "nozze d'argento",
  "nozze d'oro",
  'bodas de prata',
  'bodas de ouro',
  'luna di miele',
  'viaggio di nozze',
  'anni di matrimonio',
  'anniversario di matrimonio',
  'lua de mel',
  'viagem de nupcias',
  'anos de casados',
  'aniversario de casamento',
  'un couple',
  'en couple',
  'una pareja',
  'en pareja',
  'una coppia',
  'in coppia',
  'um casal',
  'casal',
  'pareja',
  'coppia',
  'ehepaar',
  'rentnerehepaar',
  'pair',
  'duo',
  'dupla',
  'parchen',
];
export const SOLO_CUES = [
  'just me',
  'only me',
  'by myself',
  'on my own',
  'on her own',
  'on his own',
  'solo',
  'alone',
  'myself only',
  'seul',
  'seule',
  'toute seule',
  'tout seul',
  'sola',
  'solo yo',
  'juste moi',
  'seulement moi',
  'nur ich',
  'solo io',
  'soltanto io',
  'so eu',
  'apenas eu',
  'somente eu',
  'allein',
  'alleine',
  'da solo',
  'da sola',
  'sozinho',
  'sozinha',
  'in solitaria',
  'en solitario',
  'en solitaire',
  'em solitario',
  'solo traveller',
  'solo traveler',
  'voy solo',
  'voy sola',
  'viajo solo',
  'viajo sola',
  'je pars seul',
  'je pars seule',
  'vou sozinho',
  'vou sozinha',
  // The one person a request is made for ("booking for my director ... just him").
  'just him',
  'just her',
  'only him',
  'only her',
  'lui seul',
  'elle seule',
  'seulement lui',
  'seulement elle',
  'solo el',
  'solo ella',
  'nur er',
  'nur sie',
  'solo lui',
  'solo lei',
  'so ele',
  'so ela',
  'apenas ele',
  'apenas ela',
];

/** Sounds of hesitation in spoken requests ("de 14 12 e hã 9", "di ehm quattro e otto anni"), folded: they join nothing. */
export const HESITATIONS = new Set(['euh', 'heu', 'eh', 'ehm', 'uhm', 'uh', 'um', 'umm', 'ah', 'ahm', 'aeh', 'hm', 'hmm', 'ha', 'mmm']);

/** Units an age in years is written with ("9 ans", "12 years old", "38 J."), the diminutives parents use among them ("2 añitos", "3 aninhos"). */
export const AGE_UNITS = new Set([
  'years',
  'year',
  'yrs',
  'yo',
  'ans',
  'an',
  'anos',
  'ano',
  'anitos',
  'aninhos',
  'annetti',
  'jahre',
  'jahren',
  'jahr',
  'j',
  'anni',
  'anno',
  'y',
  'old',
]);

/** Units of an age in months ("18 mois", "10 months", "8 meses"): the age in years is the whole years. */
export const MONTH_UNITS = new Set([
  'month',
  'months',
  'mo',
  'mos',
  'mth',
  'mths',
  'mois',
  'mes',
  'meses',
  'monat',
  'monate',
  'monaten',
  'mon',
  'mese',
  'mesi',
]);

/** Whether a word names a child or a baby (for the other readers: "de 18 mois" after one is an age, not a trip length). */
export const isChildWord = (w: string): boolean => {
  const c = PERSON_NOUNS.get(w);
  const k = KIN.get(w);
  return c === 'child' || c === 'infant' || TWINS.has(w) || k?.cls === 'child' || k?.cls === 'infant';
};

/** A determiner, possessive or noun of a person: the words of a noun phrase naming someone ("my parents", "mes parents", "mia sorella"). */
export const isPersonWord = (w: string): boolean => DETERMINERS.has(w) || POSSESSIVES.has(w) || KIN.has(w) || PERSON_NOUNS.has(w);
