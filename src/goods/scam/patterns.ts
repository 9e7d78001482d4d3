import { memoize } from '../memo.js';
import { normalizeText } from '../text.js';

/**
 * Phrase patterns over normalised listing text (lower case, letters, digits, "$" and
 * single spaces), read one clause (sentence) at a time. Negated mentions ("no zelle",
 * "no zelle or venmo") do not count: see isNegated. Two rules also read their clause's
 * context (see CONTEXT_RULES): a payment app used in person at pickup, or offered beside cash,
 * is ordinary; paying first, to hold an item, or before seeing it is not. PayPal's personal
 * "friends and family" payment, which has no buyer protection, is named in the six languages. A device lock named
 * as lifted ("activation lock is off", "signed out of iCloud") is ordinary; one that stays is not.
 */
const p = (body: string) => new RegExp(String.raw`(?:^| )(?:${body})(?= |$)`, 'g');

export const PATTERNS = {
  offPlatformPayment: p(
    String.raw`zelle|venmo|cash ?app|cashapp|apple pay(?: cash)?|google pay|chime|paypal (?:friends|family|f f|ff|freunde|familie|amis|proches|famille|amigos|familia|familiares|amici|famiglia|familiari)|friends and family|freunde (?:und )?familie|amis (?:et )?(?:famille|proches)|amigos (?:y |e )?familia(?:res)?|amici (?:e )?famil(?:ia|iari)|pay (?:me )?(?:outside|off) (?:of )?(?:the )?(?:app|platform|site|marketplace)|(?:contact|message|text) me (?:on|via) (?:whatsapp|telegram|signal)|whatsapp|telegram`,
  ),
  wireGiftCrypto: p(
    String.raw`wire transfer|wire (?:the )?(?:money|payment|funds)|western union|moneygram|gift ?cards?|itunes cards?|steam cards?|google play cards?|bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|bank transfer only`,
  ),
  shippingOnly: p(
    String.raw`shipping only|ship only|only ship|will only ship|can only ship|(?:cannot|cant|can not|will not|wont|unable to) meet|no (?:local )?pick ?ups?|no meet ?ups?|no meetings?|currently (?:deployed|overseas|abroad|out of (?:town|the country))|i am (?:deployed|overseas|abroad|out of the country)|im (?:deployed|overseas|abroad|out of the country)|(?:working|stationed|living) (?:overseas|offshore|abroad)|on (?:an )?oil rig|(?:shipping|delivery|transport) agen(?:t|cy)|courier will deliver`,
  ),
  overpayment: p(
    String.raw`overpay(?:ment)?|send (?:you |me )?(?:back )?(?:the )?(?:extra|difference|change|balance)|refund (?:you |me )?(?:the )?(?:difference|extra)|cashiers? checks? for (?:more|extra)|check for more than|pay (?:extra|more than the price) for (?:the )?(?:mover|shipper|shipping agent)`,
  ),
  urgency: p(
    String.raw`urgent(?:ly)?|must (?:go|sell) (?:today|tonight|now)|first (?:person )?to (?:pay|send)|leaving (?:the country|town) (?:tomorrow|today|tonight|this week)|today only|act (?:fast|now)|wont last|need (?:it )?gone (?:today|tonight|now)|pay (?:now|today) or|deal expires`,
  ),
  deviceLock: p(
    [
      String.raw`icloud lock(?:ed)?|(?:locked|lock) to (?:the |an |a |its )?(?:previous |old |other |someone elses )?(?:owners? )?(?:icloud|apple id|apple account|google account|samsung account)|(?:iphone |ipad |device )?locked to (?:the |its |a |an )?(?:previous |old |original )?owner|owner locked|activation lock(?:ed)?|(?:google|samsung|gmail) (?:account )?lock(?:ed)?|frp(?: lock(?:ed)?)?|factory reset protection|mdm(?: lock(?:ed)?| profile| enrolled| enrollment)?|(?:remote|device) management(?: profile)?|managed by (?:my |the |a )?(?:company|employer|school|organi[sz]ation)|(?:imei|esn|serial) (?:is |number is )?(?:blacklisted|blocked|barred|bad|reported|flagged)|blacklisted|bad (?:imei|esn)|blocked imei|reported (?:lost|stolen)|find my (?:iphone )?(?:is )?(?:still )?on|(?:forgot|forgotten|dont know|do not know) (?:the |my )?(?:apple id |icloud )?(?:password|passcode)`,
      // German
      String.raw`icloud ?(?:sperre|gesperrt)|aktivierungssperre|(?:google|apple|samsung) ?(?:konto|id|account)? ?(?:sperre|gesperrt)|(?:imei|ger(?:a|ae)t|handy) (?:ist )?(?:gesperrt|blockiert)|auf der blacklist|(?:passwort|apple id|kennwort) (?:vergessen|nicht bekannt)|(?:nur )?f(?:u|ue)r bastler|als ersatzteil(?:spender|lager)?`,
      // Spanish and Portuguese
      String.raw`bloquead[oa] (?:por|de|con|en|no|pelo|pela|com) (?:el |la |o |a )?(?:icloud|cuenta|conta|apple id|google|samsung)|(?:icloud|cuenta de google|cuenta google|conta google|cuenta|conta|imei) (?:esta |e |ist )?bloquead[oa]|bloqueo (?:de )?(?:activacion|icloud|frp|cuenta)|bloqueio (?:de )?(?:ativacao|icloud|conta)|(?:en |na )?lista negra|(?:olvide|esqueci) (?:la |a )?(?:contrasena|senha)|para (?:piezas|repuestos|pecas)`,
      // French and Italian
      String.raw`bloque (?:icloud|par icloud|sur icloud|compte|au compte|imei)|(?:icloud|compte google|compte|imei) (?:est )?(?:bloque|verrouille|blackliste)|verrouill(?:e|age) (?:d )?(?:activation|icloud|compte)|blackliste|liste noire|mot de passe (?:oublie|inconnu)|pour pieces|bloccat[oa] (?:su |da |con )?(?:icloud|account|imei)|(?:icloud|account google|account|imei) (?:e )?bloccat[oa]|blocco (?:di )?(?:attivazione|icloud|account)|(?:password|id apple) dimenticat[ao]|(?:per|come) (?:pezzi(?: di ricambio)?|ricambi(?:o)?)`,
    ].join('|'),
  ),
  rentalRemote: p(
    [
      String.raw`(?:working|living|moved|relocated|stationed|deployed|currently|i am|im|we are|were|now)(?: [a-z]+){0,3} (?:abroad|overseas|out of (?:the )?country|in another country)|missionary|(?:mail|post|send|ship|courier|deliver)(?: [a-z]+){0,3} (?:the )?keys?|keys? (?:will be |would be |can be )?(?:mailed|posted|sent|shipped|couriered|delivered)|keys? by (?:post|mail|courier|dhl|ups|fedex)|(?:cannot|cant|can not|unable to|not able to|wont be able to) (?:show|view|meet)|viewings? (?:is |are )?not possible|no viewings?|(?:not available|unavailable) (?:to|for) (?:show|view)`,
      // German, Spanish, Portuguese, French, Italian: owner abroad, keys by post, no viewing
      String.raw`im ausland|schl(?:u|ue)ssel (?:per|mit der|ueber die) (?:post|dhl|kurier)|(?:keine|ohne) besichtigung|(?:en el|no|en|al) (?:extranjero|estrangeiro|exterior)|(?:llaves|chaves) (?:por|pelo|pela) (?:correo|correio|mensajero|dhl)|(?:envio|mando|enviarei|envio) (?:las |as )?(?:llaves|chaves)|no (?:puedo|podemos) (?:mostrar|ensenar)|nao (?:posso|podemos) mostrar|sin visita|sem visita|a l ?etranger|(?:cles|clefs) (?:par|via) (?:la poste|courrier|dhl)|(?:envoie|enverrai|envoyer) les (?:cles|clefs)|(?:ne peux|ne pouvons) pas (?:faire visiter|montrer)|pas de visite|sans visite|all ?estero|chiavi (?:per|via|con) (?:posta|corriere|dhl)|(?:spedisco|invio|spediro) le chiavi|non (?:posso|possiamo) (?:mostrare|far vedere)|senza visita`,
    ].join('|'),
  ),
  stockPhotoText: p(
    [
      String.raw`stock (?:photo|photos|image|images|pic|pics)|(?:photos?|pictures?|pics?|images?) (?:are |is )?(?:taken )?(?:from|off) (?:the )?(?:internet|google|web|website|manufacturer|makers?|brand|official)|not (?:the )?actual (?:photo|photos|item|pic|pics)|for illustration|illustrative (?:photo|image|picture)`,
      // German, French, Spanish, Italian, Portuguese: stock or illustrative pictures
      String.raw`symbolbild(?:er)?|(?:bilder?|fotos?) (?:aus dem|vom) (?:internet|hersteller)|photos? non contractuelles?|photos? d illustration|(?:photos?|images?) (?:du|de) (?:site|fabricant|constructeur|internet)|fotos? (?:ilustrativas?|de referencia|de stock|de internet|del fabricante)|imagen(?:es)? ilustrativas?|foto di repertorio|fotos? (?:prese|presa) da internet|immagin[ei] (?:indicative|illustrative)|fotos? meramente ilustrativas?|imagens? ilustrativas?`,
    ].join('|'),
  ),
} as const;

export type PatternName = keyof typeof PATTERNS;

/** Context phrases read in the same clause as a match. */
const CONTEXT = {
  inPerson: p(
    String.raw`(?:at|on|upon|during) (?:pick ?up|pickup|collection|the meet(?:up)?|meet ?up)|when (?:you|we) (?:meet|pick|come)|after (?:a |the )?(?:test drive|viewing|inspection)|in person|face to face|local pick ?up|cash(?! ?app)|efectivo|especes|bar|contanti|dinheiro|en mano|em mao|en main propre|(?:bei|zur) abholung|al (?:ritiro|recoger)`,
  ),
  payFirst: p(String.raw`first|before|upfront|up front|in advance|ahead|deposit|ship|ships|shipping|shipped|mail|mailed|courier|hold|reserve`),
  lockLifted: p(
    String.raw`(?:is|was|turned|switched|now|been|are|lock) off|removed|disabled|cleared|signed out|clean|frei|entfernt|deaktiviert|abgemeldet|libre|eliminad[oa]|desactivad[oa]|removid[oa]|desativad[oa]|retire|supprime|desactive|rimoss[oa]|disattivat[oa]`,
  ),
  lockStays: p(
    String.raw`(?:cannot|cant|can not|couldnt|could not|unable to|not|wont|will not) (?:be )?(?:removed|remove|turned off|turn off|disabled|cleared|signed out|sign out)|still on|is on`,
  ),
} as const;

/** Non-global copies for tests (a global regex remembers lastIndex between calls). */
const testers = new Map<RegExp, RegExp>();
const has = (pattern: RegExp, text: string) => {
  let tester = testers.get(pattern);
  if (!tester) {
    tester = new RegExp(pattern.source);
    testers.set(pattern, tester);
  }
  return tester.test(text);
};

/**
 * Context that makes a match ordinary. A payment app is ordinary when the clause says the
 * payment happens in person, or offers it beside cash, and nothing about paying first, holding
 * or shipping. A device lock is ordinary when the clause says it was lifted and not that it
 * stays. Deposits and payments before a viewing are read as a structure (structures.ts).
 */
const CONTEXT_RULES: Partial<Record<PatternName, (clause: string) => boolean>> = {
  offPlatformPayment: (clause) => has(CONTEXT.inPerson, clause) && !has(CONTEXT.payFirst, clause),
  deviceLock: (clause) => has(CONTEXT.lockLifted, clause) && !has(CONTEXT.lockStays, clause),
};

export const NEGATORS = new Set([
  'no',
  'not',
  'never',
  'without',
  'dont',
  'wont',
  'cannot',
  'sin',
  'ohne',
  'kein',
  'keine',
  'nicht',
  'sans',
  'pas',
  'senza',
  'non',
  'sem',
  'nao',
  'nunca',
  'jamais',
  'nie',
  'mai',
  'zero',
  'nessun',
  'nessuna',
  'ningun',
  'ninguna',
  'nenhum',
  'nenhuma',
  'nada',
  'niente',
  'aucun',
  'aucune',
  'keinerlei',
]);
/** Words a negation reaches across: "not on the blacklist", "no está en lista negra". */
const CONNECTIVES = new Set(
  ['or', 'and', 'nor', 'a', 'the', 'any', 'is', 'in', 'on', 'de', 'el', 'la', 'le', 'il', 'o', 'y', 'e', 'et', 'und', 'oder', 'di', 'do', 'da'].concat([
    'en',
    'na',
    'esta',
    'est',
    'ist',
    'auf',
    'der',
    'sur',
    'nella',
    'una',
    'un',
  ]),
);

/** A match is negated when a negator precedes it across connectives and other listed terms ("no zelle or venmo"). */
function isNegated(words: string[], pattern: RegExp): boolean {
  for (let i = words.length - 1; i >= 0 && i >= words.length - 6; i -= 1) {
    const word = words[i] as string;
    if (NEGATORS.has(word)) return true;
    if (CONNECTIVES.has(word)) continue;
    if (has(pattern, ` ${word} `)) continue;
    return false;
  }
  return false;
}

/** Sentences and clauses of the raw text; a phrase and its context are read within one. */
export const clausesOf = memoize((text: string): string[] =>
  text
    .split(/[.!?;\n]+/)
    .map(normalizeText)
    .filter((c) => c !== ''),
);

/** The first matched phrase that is neither negated nor made ordinary by its clause, or null. */
export function findPhrase(name: PatternName, text: string): string | null {
  const pattern = PATTERNS[name];
  const ordinary = CONTEXT_RULES[name];
  for (const clause of clausesOf(text)) {
    for (const m of clause.matchAll(pattern)) {
      const before = clause.slice(0, m.index).trim();
      const phrase = m[0].trim();
      if (isNegated(before === '' ? [] : before.split(' '), pattern)) continue;
      if (ordinary?.(clause)) continue;
      return phrase;
    }
  }
  return null;
}

/** Hosts of stock-photo libraries; a listing photo served from one is not the seller's own. */
export const STOCK_PHOTO_HOSTS = [
  'shutterstock.com',
  'gettyimages.com',
  'istockphoto.com',
  'alamy.com',
  'dreamstime.com',
  '123rf.com',
  'depositphotos.com',
  'stock.adobe.com',
  'unsplash.com',
  'pexels.com',
];
