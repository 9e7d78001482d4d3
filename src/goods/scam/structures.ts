import type { ItemCategory } from '../../contracts/goods.js';
import { NEGATORS } from './patterns.js';

/**
 * Scam signals read as structures rather than phrases: each names the parts a clause must
 * hold (who or what, the action, and when), and every part is a role filled by words in the
 * six languages svc reads (English, German, French, Spanish, Italian, Portuguese), matched
 * on word stems of normalised text so inflections and word order do not matter (German stems
 * accept an umlaut written plain or as a digraph: normalising "Überweisung" gives "uberweisung",
 * a seller may type "Ueberweisung"). A clause is
 * one sentence or semicolon part; a structure is found when its roles co-occur in one clause.
 */

/** A role: word stems (a stem matches any word it begins) or fixed phrases, over normalised text. */
const role = (body: string) => new RegExp(String.raw`(?:^| )(?:${body})`, 'g');

/** Verbs and participles saying a number was made unreadable or taken off, in the six languages (stems). */
const DEFACED = String.raw`scratched|scraped|removed|filed|ground|sanded|worn off|peeled|torn off|cut out|defaced|obliterated|missing|abgekratzt|weggekratzt|entfernt|abgeschliffen|abgerissen|unleserlich|rayee?|gratte|efface|lime|retire|enleve|arrache|rascad|borrad|limad|quitad|eliminad|arrancad|graffiat|cancellat|rimoss|abras|limat|tolt|raspad|apagad|removid|lixad`;
/** Verbs that deface and mean nothing else, for a serial named after them ("scratched off serial", "abgekratzte Seriennummer");
 * "removed" also means much else, so it counts before the number only as its attribute ("removed serial plate"). */
const DEFACED_BEFORE = String.raw`scratched|scraped|filed off|ground off|sanded|defaced|obliterated|abgekratzt|weggekratzt|abgeschliffen|gratte|rascad|limad|graffiat|raspad|lixad`;

/** A serial or frame number named after what was done to it. */
const SERIAL_NAMED = String.raw`serial|frame number|seriennummer|rahmennummer|numero de serie|numero di serie|numero de quadro`;

/** A bank transfer, noun or verb, in the six languages (stems: "transfer" reads "transferencia", "vire" reads "virement"). */
const TRANSFER = String.raw`transfer|transfier|wire|vire|u(?:e)?berweis|bonifico`;
/** Platforms that sell goods themselves as well as hosting other sellers. */
const RETAILER = String.raw`amazon|back ?market|rakuten|cdiscount`;

/** Names of platforms that are also ordinary words ("tutti" is Italian "all", "subito" "at once", "finn" a first name): named only when the listing writes them as a name. */
export const COMMON_WORD_PLATFORMS = [
  'tutti',
  'ricardo',
  'subito',
  'finn',
  'tori',
  'blocket',
  'allegro',
  'idealista',
  'immobiliare',
  'vestiaire',
  'kijiji',
] as const;

const ROLES = {
  /** An account, management profile or network identity a device can be bound to. */
  deviceAccount: role(
    String.raw`apple ?id|id apple|identifiant apple|apple (?:account|konto|compte)|compte apple|conta apple|cuenta (?:de )?apple|account apple|icloud|google ?(?:account|konto)|(?:compte|conta|cuenta|account) (?:de |da )?google|gmail|samsung ?(?:account|konto)|mdm|imei|esn`,
  ),
  /** The device being bound to, or asking for, someone else's account; or its identity reported. */
  bound: role(
    String.raw`attach|linked|tied|bound|locked|lock|asks? for|asking for|requires|wants|reported|flagged|blocked|attache|lie a|li[eé] au|verrouill|bloqu|signal|gebunden|verknu(?:e)?pft|verbunden|fragt nach|verlangt|gesperrt|gemeldet|vinculad|ligad|associad|pide|pede|exige|solicita|denunciad|reportad|collegat|legat|associat|chiede|richiede|segnalat|bloccat`,
  ),
  /** Someone other than the seller who owns the account. */
  otherOwner: role(
    String.raw`previous|former|old owner|original owner|ex |ex s|my ex|someone|ancien|precedent|vorbesitzer|fru(?:e)?heren|alten besitzer|anterior|dono antigo|antigo dono|propietario anterior|precedente|vecchio proprietario|company|employer|school|entreprise|empresa|firma|azienda`,
  ),
  /** Words saying the binding was lifted: then the device is ordinary. */
  lifted: role(
    String.raw`removed|signed out|logged out|erased|off\b|disabled|unlinked|entfernt|abgemeldet|gelo(?:e)?scht|deaktiviert|supprime|retire|deconnecte|desactive|eliminad|borrad|desvinculad|removid|desativad|rimoss|scollegat|disattivat|dissociat`,
  ),
  /** A payment, transfer or deposit (nouns and verbs). */
  payment: role(
    String.raw`pay|paid|payment|${TRANSFER}|deposit|fees?(?= |$)|caution|acompte|paiement|payer|payez|paye|depot|regl|reglement|bezahl|zahl|vorauszahl|anzahl|kaution|pago|pagar|pague|paga|bizum|reserva|fianza|caucion|pagamento|pagar|pagh|pix|deposito|caucao|sinal|acconto|caparra|ricarica|versamento`,
  ),
  /** The payment placed ahead of seeing the item. */
  ahead: role(
    String.raw`first(?! to| come| person| one)|upfront|up front|in advance|advance(?= )|half now|beforehand|ahead|vorab|im voraus|vorher|vorkasse|vorauszahl|d avance|a l avance|au prealable|avant la visite|avant de voir|por adelantado|adelantad|antes de (?:la visita|ver|verlo|verla|visitar)|primero|por anticipado|anticipad|antecipad|adiantad|antes de (?:ver|visitar)|in anticipo|anticipat|prima di (?:vedere|visitare)|prima della visita|anticipo`,
  ),
  /** A deposit: money that holds an item or a home, or a rental's security. */
  deposit: role(String.raw`deposit|kaution|anzahlung|fianza|caucion|deposito|caucao|caution|acompte|depot de garantie|caparra|acconto|sinal`),
  /** The payment's purpose: holding or reserving the item for the payer. */
  hold: role(
    String.raw`to hold|hold (?:it|the item|the unit|the apartment|the room|the puppy|the kitten|it for)|secures? (?:it|the)|to reserve|reservation|reserv(?:ier|ar|er|e)|para (?:reservar|apartar|guardar)|pour (?:reserver|bloquer|garder)|per (?:prenotar|bloccar|tenere)|prenota|para (?:reservar|guardar)|um (?:es|ihn|sie) (?:zu )?reservieren`,
  ),
  /** The payment placed before any viewing. */
  unseen: role(
    String.raw`before (?:you |we |your )?(?:view|viewing|visit|visiting|see|seeing|inspect|inspection|showing|tour|meet|meeting|pick ?up)|without (?:seeing|viewing|a viewing|visiting)|(?:no|not) (?:viewings?|showings?|visits?) (?:until|before)|sight unseen|vor der besichtigung|ohne besichtigung|antes de (?:la |a )?(?:visita|ver)|avant (?:la )?visite|sans visite|prima (?:della|di) (?:visita|vedere)|senza (?:visita|vedere)|sem (?:visita|ver)`,
  ),
  /** The payment placed after a viewing, an inspection or a signing: the ordinary order. */
  afterViewing: role(
    String.raw`after (?:you |your |we |the |a )?(?:view|views|viewing|visit|visits|visiting|see|seeing|inspect|inspection|showing|tour|approval|application|lease|test drive)|(?:at|upon|on) (?:lease )?signing|once (?:you|we) (?:have )?(?:seen|viewed|visited|met|verified)|once verified|(?:at|when) (?:you )?(?:collect|pick ?up)|on collection|nach (?:der )?besichtigung|bei (?:der )?(?:abholung|besichtigung|unterzeichnung)|apres (?:la )?visite|a la remise|despues de (?:la )?(?:visita|ver)|al (?:recoger|firmar)|dopo (?:la )?visita|al ritiro|depois da visita|na entrega`,
  ),
  /** The deposit is the seller's own (a reason for selling), not one asked of the buyer. */
  sellersOwn: role(
    String.raw`to (?:fund|pay for|put towards|save for)|for (?:my|our|a|the) (?:new )?(?:house|home|flat|apartment|car|mortgage)|my deposit|our deposit|because|weil|da ich|meine kaution|parce que|pour (?:financer|payer)|mon (?:appartement|logement)|porque|para (?:pagar|financiar)|mi (?:piso|fianza)|perche|per (?:pagare|finanziare)|il mio|a minha|o meu|para a (?:casa|minha)`,
  ),
  /** Someone other than the seller named as the one paid: a relative, a friend, the seller's agent. */
  thirdPerson: role(
    String.raw`(?:my|our|mon|ma|mes|mein|meine|meinen|meiner|meinem|mi|mis|mio|mia|il mio|la mia|meu|minha|o meu|a minha) (?:sisters?|brothers?|father|dad|mother|mum|mom|sons?|daughters?|wife|husband|partner|cousins?|uncle|aunt|friends?|agent|assistant|secretary|soeur|frere|pere|mere|fils|fille|femme|mari|ami|amie|hermana|hermano|padre|madre|hijo|hija|esposa|marido|primo|prima|amigo|amiga|agente|schwester|bruder|vater|mutter|sohn|tochter|frau|mann|freund|freundin|sorella|fratello|figlio|figlia|moglie|marito|cugino|cugina|amico|amica|irma|irmao|pai|mae|filho|filha)`,
  ),
  /** Signs an item is not the seller's own to sell, or not what it claims: defaced serials, sold for someone else, no proof of purchase, a lost key, an unproven claim of authenticity. */
  defacedSerial: role(
    String.raw`(?:serial|frame|serien|rahmen|numero de serie|numero de cadre|numero de bastidor|numero di serie|numero di telaio|numero de quadro)\S*(?: [a-z]+){0,5} (?:${DEFACED})|(?:${DEFACED_BEFORE})[a-z]*(?: (?:off|away|the|its))? (?:${SERIAL_NAMED})|(?:^|(?:the|a|with) )removed (?:${SERIAL_NAMED})`,
  ),
  forSomeoneElse: role(
    String.raw`(?:selling|sell|sold) (?:it |this |these |them |this one )?(?:for|on behalf of) (?:a |my |our )(?:friend|cousin|brother|sister|relative|neighbou?r|colleague|mate|client)|on behalf of (?:a |my )|(?:fu(?:e)?r|im auftrag) (?:einen|eine|meinen|meine) (?:freund|freundin|bekannt|bruder|schwester|cousin)|pour (?:un|une|mon|ma) (?:ami|amie|frere|soeur|cousin|cousine|collegue)|(?:para|por) (?:un|una|mi) (?:amigo|amiga|hermano|hermana|primo|prima|conocido)|per conto di|(?:para|por) (?:um|uma|o meu|a minha) (?:amigo|amiga|irmao|irma|primo|prima)`,
  ),
  noProof: role(
    String.raw`(?:no|without|sans|sin|ohne|kein|keine|senza|sem)(?: [a-z]+){1,3} (?:or|nor|and|oder|ou|ni|o|y|e|und) (?:the |a |any |la |le |die |el |il |o |a )?(?:receipts?|invoice|proof of purchase|papers|factura|facture|rechnung|kaufbeleg|quittung|fattura|scontrino|fatura|recibo)|(?:no|without|lost|dont have|ni|sans|sin|ohne|kein|keine|senza|non ho|sem|nao tenho)(?: (?:the|a|any|my|box|original|or|and|nor|la|le|une|die|eine|el|il|o|ou|oder|y|e|carton|karton|caja|scatola|caixa|boite))* (?:receipts?|invoice|proof of purchase|papers|paperwork|factura|facture|rechnung|kaufbeleg|quittung|fattura|scontrino|fatura|recibo)`,
  ),
  lostKey: role(
    String.raw`(?:lost|no|dont have|without)(?: (?:the|a|battery|lock|its))* keys?|(?:lost|no|dont have|without)(?: (?:the|a|its|my))? [a-z]+ (?:and|or|nor) (?:the |a |its |my )?(?:battery |lock |spare )?keys?|keys? (?:got |was |is |has been )?lost|(?:need to |have to )?cut (?:the lock|it off|off the lock)|schlu(?:e)?ssel (?:verloren|fehlt)|(?:ohne|kein) schlu(?:e)?ssel|(?:sans|perdu la|pas de) cles?|(?:sin|perdi la) llaves?|(?:senza|perso la) chiav|(?:sem|perdi a) chaves?`,
  ),
  /** A code that opens the item (PIN, passcode, password) or a number that identifies it (frame or serial number). */
  lockCode: role(
    String.raw`pin\b|pin code|code pin|passcode|password|passwort|kennwort|geheimzahl|entsperrcode|sperrcode|mot de passe|code d acces|code de (?:deverrouillage|securite)|(?:lock|unlock|access|security|alarm) code|contrasena|codigo (?:pin|de acceso|de desbloqueo)|codice (?:pin|di sblocco)|senha`,
  ),
  identifier: role(
    String.raw`(?:frame|serial|chassis|vin) (?:number|no)|serien ?nummer|rahmennummer|numero de (?:serie|cadre|bastidor|quadro)|numero di (?:serie|telaio)|imei`,
  ),
  /** The seller does not know it, or forgot it. */
  unknown: role(
    String.raw`unknown|not sure|dont know|do not know|no idea|forgot|forgotten|cant remember|unbekannt|weiss (?:ich )?nicht|vergessen|keine ahnung|inconnu|je ne (?:connais|sais) pas|oublie|desconocid|no (?:lo |la )?se|olvid|sconosciut|non (?:lo |la )?so|dimenticat|nao sei|desconhecid|esqueci`,
  ),
  /** A link or code the buyer is to pay through. */
  link: role(String.raw`link|lien|enlace|liga|url|qr`),
  qrCode: role(String.raw`qr`),
  /** The seller sending something to the buyer. */
  sent: role(
    String.raw`send|sent|ill send|i will send|envoi|envoie|enverrai|envoye|mando|mandare|te mando|envio|enviare|envie|schick|sende|zugeschickt|invio|invier|ti mando|che ti mando|mand`,
  ),
  authenticClaim: role(String.raw`authentic|genuine|100 original|authentique|echt|original(?:e|es)? garantiert|autentic|autentico|autentica|verdadeir`),
  /** "After / once" introducing a condition. */
  once: role(
    String.raw`after|once|upon|nach|nachdem|sobald|despues de|tras|una vez|apres|une fois|des reception|dopo|una volta|appena|depois de|apos|assim que|uma vez`,
  ),
  /** Something the buyer receives: the item, the keys, the contract, delivery, or the meeting where it is handed over. */
  handover: role(
    String.raw`ship|send|post|mail|deliver|keys?|contract|meet|see it|treff|rencontr|quedar|incontr|encontr|schick|zugeschickt|versend|versand|schlu(?:e)?ssel|vertrag|envi|mand|llaves|contrato|entreg|cles|clefs|contrat|parvenir|envoi|expedi|chiavi|contratto|spedi|invi|chaves|remet`,
  ),
  /** A go-between said to hold or route the buyer's money: a delivery, transport, moving or escrow service. */
  intermediary: role(
    String.raw`delivery (?:company|service|agent)|shipping (?:company|service|agent)|(?:moving|removals?|storage) (?:company|firm)|umzugsfirma|empresa de mudanzas|empresa de mudancas|(?:societe|entreprise) de demenagement|demenageur|ditta di traslochi|transport (?:company|service)|courier (?:company|service)|logistics|escrow|corriere|spedizioniere|empresa de transporte|empresa de envios|transportista|transportadora|entreprise de (?:transport|livraison)|societe de (?:transport|livraison)|transporteur|lieferdienst|spedition|versanddienst|treuhand|payment link|lien de paiement|enlace de pago|link di pagamento|link de pagamento|zahlungslink`,
  ),
  /** The go-between keeping or handling the money until delivery. */
  holdsMoney: role(
    String.raw`hold|holds|keep|keeps|behalt|einbehalt|handles? the payment|until (?:delivery|you receive)|guarda|retiene|hasta que|garde|conserve|jusqu a|trattien|conserva|fino alla|fino a quando|ha(?:e)?lt|verwahrt|bis zur|ate a entrega|retem|guarda o|enter your card|card details|votre carte|tu tarjeta|tua carta|seu cartao|ihre karte`,
  ),
  /** A marketplace, a rental platform or a payment service a buyer trusts to protect the payment, by a name that means nothing else. */
  platform: role(
    String.raw`ebay|vinted|leboncoin|le bon coin|kleinanzeigen|wallapop|milanuncios|olx|facebook|etsy|craigslist|gumtree|marktplaats|2dehands|willhaben|depop|mercari|poshmark|offerup|shpock|custojusto|mercado ?livre|mercado ?libre|todocoleccion|catawiki|paypal|airbnb|booking com|vrbo|immobilienscout|seloger|dba dk|tuttosubito|${RETAILER}`,
  ),
  /** A platform that also sells goods itself: its guarantee is a shop's warranty on the item ("Amazon-Garantie bis 2027"). */
  retailer: role(RETAILER),
  /** A guarantee: a marketplace's name for its buyer protection ("garantie Vinted"), but from a shop or a maker a warranty on the item. */
  guarantee: role(String.raw`guarant|garantie|garantia|garanzia`),
  /**
   * A platform's protection of the buyer or of the payment: buyer protection, a safe or protected
   * payment, escrow, or the money released by it (a guarantee is read apart, in `guarantee`).
   */
  protection: role(
    String.raw`protect|secure(?:d)? pay|safe(?:ly)? pay|safe(?:ly)? through|escrow|releases?(?= )|treuhand|k(?:a|ae)uferschutz|sicher bezahl|sicher zahl|sicher (?:uber|mit|via)|geschu(?:e)?tzt|freigegeben|freigeb|securise|debloque|libere|proteccion|pago seguro|protegid|liberad|protezione|pagamento sicuro|protett|rilasciat|sbloccat|protecao|pagamento seguro`,
  ),
  /** A payment made by bank transfer: how money leaves a platform's checkout. */
  transfer: role(TRANSFER),
  /** Bank details to pay to: a payee outside the checkout by themselves. */
  bankDetails: role(
    String.raw`iban|rib(?= |$)|bank details|kontodaten|bankdaten|bankverbindung|coordonnees bancaires|datos bancarios|coordinate bancarie|dados bancarios`,
  ),
  /** A person said to act for a platform in taking the money: a platform has no staff who take payments. */
  agent: role(
    String.raw`agent|representative|employee|staff|mitarbeiter|sachbearbeiter|conseiller|representant|employe|gestor|empleado|agente|operatore|dipendente|funcionario|representante|atendente`,
  ),
  /** An account money is sent into ("to their account", "sur le compte séquestre", "na conta da OLX"). */
  account: role(String.raw`(?:into|to|an|auf|sur|al|sul|sullo|nel|nach|au|aux|para|na) (?:[a-z]+ ){0,2}(?:account|konto|compte|cuenta|conto|conta)`),
  /** The seller's own: an account or a person that is the seller's ("auf mein PayPal-Konto", "sur mon compte"). */
  sellersOwnAccount: role(
    String.raw`my|mein|meine|meinem|meinen|mon|ma|mes|mi|mis|mio|mia|meu|minha|our|unser|unserem|notre|nuestra|nuestro|nostro|nosso|nossa`,
  ),
  /** A refusal said after what it refuses ("Überweisung nicht möglich", "virement refusé", "bonifico non accettato"). */
  refusedAfter: role(
    String.raw`not|nicht|ausgeschlossen|pas|refuse|exclu|no(?= |$)|rechaz|excluid|non|rifiut|esclus|nao|recus|impossib|unmo(?:e)?glich|imposib`,
  ),
  /** Identity papers or card secrets. */
  identityDocument: role(
    String.raw`passport|id card|identity (?:card|document)|driver s licen|drivers licen|social security|ssn|card number|cvv|cvc|verification code|documento d identita|carta d identita|codice fiscale|piece d identite|carte d identite|passeport|code de verification|personalausweis|ausweis|reisepass|steuer ?id|dni|pasaporte|documento de identidad|codigo de verificacion|cpf|rg |documento de identidade|passaporte|codigo de verificacao`,
  ),
  /** Someone asking for, or telling the buyer to send, something. */
  request: role(
    String.raw`send|need|provide|give|enter|upload|mi serve|serve|invia|mandami|inviami|fornire|brauch|schick|sende|senden|beno(?:e)?tig|necesit|envia|enviame|manda|preciso|precisamos|envie|j ai besoin|envoyez|fournir|transmett`,
  ),
  /** Gear whose protection is used up by one impact or by age: helmets and child car seats. */
  protectiveGear: role(
    String.raw`(?:motorrad|fahrrad|rad|ski|integral|jet|kinder|reit|kletter|snowboard|bike|cross|enduro|klapp|moto)?helm(?:et|e|s|ets)?(?![a-z])|car ?seats?|child seats?|booster seats?|infant carriers?|baby seats?|[a-z]*kindersitz|autositz|babyschale|reboarder|casques?(?! (?:audio|bluetooth|gaming|sans fil|hi ?fi|anti ?bruit|vr))|siege auto|siege bebe|coque bebe|cascos?(?! (?:audio|bluetooth|gaming|inalambric|de musica|vr))|sillas? (?:de )?(?:coche|auto)|sillita|seggiolin|ovetto|capacete|cadeirinha|cadeira (?:de )?auto|bebe conforto`,
  ),
  /** The gear took an impact (a crash, an accident, a fall or a drop onto a hard surface); not "crash-tested" or "accident-free". */
  impact: role(
    String.raw`crash(?!(?: |-)?(?:test|helmet|pad|free))|collision|accident(?! free)|fender ?bender|low ?side|high ?side|hit the (?:ground|road|tarmac|floor|deck)|touched the (?:ground|road|tarmac)|dropped (?:it |once |twice )?(?:on|onto|from|off)|fell (?:on|onto|off|from|over)|came off|took a (?:fall|tumble|spill)|unfall(?!frei)|zusammenstoss|auffahrunfall|sturz(?!frei|helm)|gestu(?:e)?rzt|runtergefallen|heruntergefallen|hingefallen|umgefallen|(?:auf (?:den|die|das) [a-z]+|zu boden) gefallen|aufprall|chute|tombe|choc(?![a-z])|percute|accidente|choque|caida|cayo|golpe|incidente|caduta|caduto|urto|tamponament|acidente|batida|caiu|colisao|colision`,
  ),
  /** A title word adding an extra to the item sold ("VW Golf, child seat included"): the gear is then not what is sold. */
  bundled: role(String.raw`(?:with|incl|included|including|plus|inkl|inklusive|mit|avec|inclus|con|incluid[oa]s?|compris|com|incluso)(?![a-z])`),
  /** The gear is past the date its maker sets for its use. */
  expired: role(String.raw`expired|past (?:its |the )?expir|out of date|abgelaufen|perime|caducad|vencid|scadut`),
} as const;

type Role = keyof typeof ROLES;

/** A word is negated when one of the two words before it is a negator ("no deposit needed", "sin pago"). */
const negatedAt = (clause: string, at: number) =>
  clause
    .slice(0, at)
    .trim()
    .split(' ')
    .slice(-2)
    .some((w) => NEGATORS.has(w));

/** An "ahead" marker qualifies a payment it follows closely ("pay first", "bonifico anticipato") or just precedes ("vorab überweisen"). */
const AHEAD_AFTER_PAYMENT = 30;
const AHEAD_BEFORE_PAYMENT = 15;

/** Character positions where a role's words start in a clause. */
function positions(name: Role, clause: string): number[] {
  return [...clause.matchAll(ROLES[name])].map((m) => m.index);
}

const has = (name: Role, clause: string) => positions(name, clause).length > 0;
const firstText = (name: Role, clause: string) => clause.match(new RegExp(ROLES[name].source))?.[0].trim() ?? '';

export interface Structure {
  /** What the clause holds, quoted: the evidence a signal gives. */
  saw: string;
}

/** A device bound to an account that is not the seller's, or its identity reported, and not said to be lifted. */
export function deviceBoundElsewhere(clause: string): Structure | null {
  if (!has('deviceAccount', clause) || has('lifted', clause)) return null;
  if (!has('bound', clause) && !has('otherOwner', clause)) return null;
  return { saw: clause };
}

/**
 * Payment placed before the buyer sees or receives the item, read from one clause: a payment
 * (or deposit) the clause places before a viewing ("sight unseen", "before you visit"), with an
 * "ahead" marker ("pay first", "bonifico anticipato"), to hold or reserve the item, or as the
 * condition of a handover ("after payment I send the keys", "ships after payment"); a payment
 * the clause places after a viewing, a collection or a signing is the ordinary order. A bare
 * deposit asked for goods is one too, but not a rental's security deposit, nor the seller's own
 * deposit given as a reason to sell ("to fund a house deposit").
 */
export function paymentBeforeSeeing(clause: string, category: ItemCategory = 'generic'): Structure | null {
  const pays = positions('payment', clause).filter((at) => !negatedAt(clause, at));
  if (pays.length === 0) return null;
  if (has('unseen', clause)) return { saw: clause };
  if (has('afterViewing', clause)) return null;
  const ahead = positions('ahead', clause);
  if (pays.some((p) => ahead.some((a) => (a > p && a - p <= AHEAD_AFTER_PAYMENT) || (a < p && p - a <= AHEAD_BEFORE_PAYMENT)))) return { saw: clause };
  if (has('hold', clause)) return { saw: clause };
  const condition = positions('once', clause).find((at) => pays.some((p) => p > at && p - at < 40));
  if (condition !== undefined && has('handover', clause)) return { saw: clause };
  const deposits = positions('deposit', clause).filter((at) => !negatedAt(clause, at));
  if (deposits.length > 0 && category !== 'rentals' && !has('sellersOwn', clause)) return { saw: clause };
  return null;
}

/** A delivery, transport or escrow service said to hold the buyer's money, or a payment link for card details. */
export function thirdPartyHoldsMoney(clause: string): Structure | null {
  if (!has('intermediary', clause)) return null;
  if (!has('holdsMoney', clause) && !has('payment', clause)) return null;
  return { saw: clause };
}

/** Words that offer two ways of paying rather than one ("PayPal with buyer protection, or bank transfer"). */
const ALTERNATIVE = / (?:or|oder|ou|oppure|ovvero|sinon|alternatively|alternativ|alternativement|alternativamente)(?: |$)/;
/** Spanish and Italian "o" is "or" too, but Portuguese "o" is "the": it offers an alternative only before a platform or a payment ("bonifico o PayPal"). */
const PAYING_WITH: readonly Role[] = ['platform', 'payment'];
const offersAlternative = (segment: string) =>
  ALTERNATIVE.test(segment) || [...segment.matchAll(/ o(?= )/g)].some((m) => PAYING_WITH.some((r) => positions(r, segment.slice(m.index + 2)).includes(0)));
const wordsBetween = (clause: string, a: number, b: number) => clause.slice(Math.min(a, b), Math.max(a, b)).split(' ').length - 1;

/** A preposition that makes what follows the owner of what precedes ("la protezione acquisti di Subito", "protegido pela OLX"). */
const OWNER_PREPOSITION = / (?:of|by|de|du|des|di|del|della|dell|da|do|pela|pelo|von|vom|der|par|por|per)(?: |$)/;
/** A word that joins two things rather than naming one ("in garanzia con tutti gli accessori", "protection and ..."): what follows is not the protection's owner. */
const JOINER = / (?:with|and|for|in|on|to|until|con|e|y|et|und|mit|avec|com|pour|para|fur|bis|hasta|fino|jusqu|ate|a|en|an|auf|sur)(?: |$)/;

/**
 * The protection or the holding of the money is the platform's: the platform names it right before
 * ("eBay buyer protection", "Vinted garde l'argent"), right after as part of its name ("la protection
 * acheteurs Vinted"), or as its owner after a preposition ("la protección de Wallapop"); a platform
 * joined to it by another word ("con", "with") or named farther away is not its owner.
 */
const platformsOwn = (clause: string, platform: number, protection: number) => {
  const apart = wordsBetween(clause, platform, protection);
  if (platform < protection) return apart <= 2;
  const between = clause.slice(protection, platform);
  if (OWNER_PREPOSITION.test(between)) return apart <= 4;
  return apart <= 2 && !JOINER.test(between);
};

/** Common-word platform names the raw listing writes as a name: capitalised inside a sentence ("protezione acquisti di Subito") or with its web address ("tutti.ch"). */
export function namedPlatforms(rawText: string): string[] {
  return COMMON_WORD_PLATFORMS.filter((name) => {
    const asName = `${name.charAt(0).toUpperCase()}${name.slice(1)}|${name.toUpperCase()}`;
    const insideSentence = new RegExp(String.raw`(?<=[^\s.!?:;]\s+)(?:${asName})\b`);
    const webAddress = new RegExp(String.raw`\b${name}\.[a-z]{2,3}\b`, 'i');
    return insideSentence.test(rawText) || webAddress.test(rawText);
  });
}

/** Where a platform is named in a clause: a distinctive name, or a common-word name the listing writes as one. */
const platformsIn = (clause: string, named: readonly string[]) => [
  ...positions('platform', clause),
  ...named.flatMap((name) => [...clause.matchAll(new RegExp(String.raw`(?:^| )${name}(?= |$)`, 'g'))].map((m) => m.index)),
];

/** A transfer ruled out by a negation before it ("keine Überweisung", "nada de transferencias") or a refusal right after it ("Überweisung nicht möglich", "virement refusé"). */
const ruledOut = (clause: string, at: number) => {
  if (negatedAt(clause, at)) return true;
  const after = clause.slice(at).trim().split(' ').slice(1, 3).join(' ');
  return positions('refusedAfter', after).length > 0;
};

/** A person acting for the platform, or an account that is not the seller's own ("auf mein PayPal-Konto" is the seller's). */
const payeesIn = (clause: string) => [
  ...positions('agent', clause),
  ...[...clause.matchAll(ROLES.account)].filter((m) => !has('sellersOwnAccount', m[0])).map((m) => m.index),
];

/**
 * Payment outside a platform dressed as the platform's protection: the clause names a marketplace,
 * rental platform or payment service with its protection, or its holding or releasing of the money,
 * and in the same offer (not as an alternative to it) a payment by bank transfer, to bank details, or
 * to an account or a person said to act for it ("pay by bank transfer to the eBay agent, eBay buyer
 * protection keeps the money", "Vinted garde l'argent : faites un virement sur leur compte"). A
 * platform takes its buyers' money only through its own checkout, so a transfer or an agent there is
 * the scam however the platform is named. A marketplace's guarantee is its buyer protection ("garantie
 * Vinted"); a shop's guarantee is a warranty on the item. A transfer the clause rules out ("no bank transfer",
 * "Überweisung nicht möglich"), offered beside the platform ("PayPal with buyer protection or bank
 * transfer"), paid into the seller's own platform account, or placed at a collection does not count.
 * `named` are the common-word platform names the listing writes as names (namedPlatforms).
 */
export function platformProtectionOutside(clause: string, named: readonly string[] = []): Structure | null {
  if (has('afterViewing', clause) || !has('payment', clause)) return null;
  const platforms = platformsIn(clause, named);
  const marketplaces = platforms.filter((p) => !positions('retailer', clause).includes(p));
  const owned = (found: number[], owners: number[]) => found.filter((at) => owners.some((p) => platformsOwn(clause, p, at)));
  const protections = [
    ...owned([...positions('protection', clause), ...positions('holdsMoney', clause)], platforms),
    ...owned(positions('guarantee', clause), marketplaces),
  ];
  const outside = [...positions('transfer', clause), ...positions('bankDetails', clause), ...payeesIn(clause)].filter((at) => !ruledOut(clause, at));
  const tied = outside.some((o) => protections.some((q) => !offersAlternative(clause.slice(Math.min(o, q), Math.max(o, q)))));
  return tied ? { saw: clause } : null;
}

/** A payment made through a link or a QR code the seller sends, outside the marketplace's own checkout. */
export function paymentThroughSentLink(clause: string): Structure | null {
  const pays = positions('payment', clause).filter((at) => !negatedAt(clause, at));
  if (pays.length === 0 || !has('link', clause)) return null;
  // A QR code in a listing is there to be paid through; a link only when the seller sends it for paying.
  if (!has('qrCode', clause) && !has('sent', clause)) return null;
  return { saw: clause };
}

/** A code that opens the item (a PIN, a passcode) which the seller says is unknown or forgotten, and not said to be reset: the item stays locked to its real owner. */
export function lockCodeUnknown(clause: string): Structure | null {
  if (!has('lockCode', clause) || !has('unknown', clause) || has('lifted', clause)) return null;
  return { saw: clause };
}

/** A request for identity papers, card numbers or verification codes. */
export function identityRequest(clause: string): Structure | null {
  if (!has('identityDocument', clause) || !has('request', clause)) return null;
  return { saw: `${firstText('request', clause)} ... ${firstText('identityDocument', clause)}: ${clause}` };
}

/** A payment the clause sends on to someone other than the seller (a relative, a friend, the seller's agent), not made in person at collection. */
export function paymentToThirdPerson(clause: string): Structure | null {
  const pays = positions('payment', clause).filter((at) => !negatedAt(clause, at));
  if (pays.length === 0 || has('afterViewing', clause)) return null;
  return positions('thirdPerson', clause).some((at) => pays.some((p) => p < at)) ? { saw: clause } : null;
}

const PROVENANCE_GAPS: readonly Role[] = ['forSomeoneElse', 'noProof', 'lostKey', 'authenticClaim'];

/** The seller does not know the item's own code or number (its PIN, its frame or serial number): a gap in provenance of its own kind. */
const unknownOwnDetail = (clause: string) => has('unknown', clause) && (has('identifier', clause) || has('lockCode', clause)) && !has('lifted', clause);

/**
 * Signs over the whole listing (each clause read for its own) that the item is stolen or fake: a
 * defaced serial or frame number on its own; otherwise two kinds of gap in provenance together
 * (sold for someone else, no receipt or papers, a lost lock key, authenticity claimed without
 * proof, its own PIN or frame number unknown to the seller). One gap alone is common in honest listings ("no receipt", "it was a gift").
 */
export function provenanceGaps(clauses: readonly string[]): Structure | null {
  const serial = clauses.find((c) => has('defacedSerial', c));
  if (serial) return { saw: serial };
  const found = [...PROVENANCE_GAPS.map((gap) => clauses.find((c) => has(gap, c))), clauses.find(unknownOwnDetail)].filter((c): c is string => c !== undefined);
  return found.length >= 2 ? { saw: [...new Set(found)].join(' / ') } : null;
}

/**
 * Words a negation reaches back across to an impact: connectives, auxiliaries and "ever" in the six
 * languages ("never been in a collision", "nunca ha sufrido caída ni golpe", "mai avuto incidenti").
 */
const IMPACT_NEGATION_REACH = new Set(
  'a an any or nor and ever been had has have in any one ni y o e ou et oder und noch je ha he sufrido tenido tuvo avuto stato subito eu teve sofreu tem subi eu un una uno une ein einen einem einer'.split(
    ' ',
  ),
);

/** Words walked back from an impact before the reach gives up. */
const IMPACT_NEGATION_WORDS = 6;

/** A negator before the impact, reached across connectives, auxiliaries and other impact words. */
function impactNegated(clause: string, at: number): boolean {
  const before = clause.slice(0, at).trim().split(' ').filter(Boolean).reverse().slice(0, IMPACT_NEGATION_WORDS);
  for (const word of before) {
    if (NEGATORS.has(word)) return true;
    if (!IMPACT_NEGATION_REACH.has(word) && !has('impact', ` ${word} `)) return false;
  }
  return false;
}

/** The clause names an impact on the gear or its expiry, not negated ("no crashes", "sin caídas", "mai caduto"). */
const usedUp = (clause: string) => [...positions('impact', clause), ...positions('expired', clause)].some((at) => !impactNegated(clause, at));

/**
 * Protective gear (a helmet, a child car seat) that the listing says took an impact or is past its
 * expiry: its protection may be spent with no visible sign, so it has no safe resale value. The
 * gear is named by the title as the item sold, not as an extra beside it (the impact may then be
 * told in another clause, "was in the car during a fender-bender"), or in the clause telling the
 * impact ("the helmet touched the tarmac").
 */
export function protectionUsedUp(title: string, clauses: readonly string[]): Structure | null {
  const gearSold = has('protectiveGear', title) && !has('bundled', title);
  const saw = clauses.find((c) => usedUp(c) && (gearSold || has('protectiveGear', c)));
  return saw ? { saw } : null;
}
