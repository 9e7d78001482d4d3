import { describe, expect, it } from 'vitest';
import { classifyItem } from '../../src/goods/category.js';
import { readFor } from '../../src/goods/item.js';
import { findReference } from '../../src/goods/reference.js';
import { clausesOf, findPhrase } from '../../src/goods/scam/patterns.js';
import {
  deviceBoundElsewhere,
  identityRequest,
  paymentBeforeSeeing,
  namedPlatforms,
  platformProtectionOutside,
  thirdPartyHoldsMoney,
} from '../../src/goods/scam/structures.js';
import { validateDeal } from '../../src/goods/validate.js';
import { depsWith } from './support.js';

const NOW = '2026-11-27T12:00:00Z';
const locked = (text: string) => findPhrase('deviceLock', text);
const remote = (text: string) => findPhrase('rentalRemote', text);

describe('device locks and rental scams in the six languages svc reads', () => {
  it('reads a lock that stays, in any of them, and not one that is lifted or denied', () => {
    for (const text of [
      'Das Gerät hat eine Aktivierungssperre, Passwort vergessen.',
      'La cuenta de Google está bloqueada por el antiguo dueño.',
      "L'IMEI est bloqué, déclaré perdu.",
      'Il telefono è bloccato su iCloud.',
      'Telemóvel com bloqueio de ativação.',
      "Shows 'iPhone Locked to Owner' on setup.",
    ])
      expect(locked(text), text).not.toBeNull();
    for (const text of [
      'Ohne iCloud-Sperre, zurückgesetzt.',
      'Sin bloqueo de activación, libre de iCloud.',
      'Sans blocage, IMEI pas blacklisté.',
      'Not on any blacklist.',
    ])
      expect(locked(text), text).toBeNull();
  });

  it('reads payment instructions, device states, go-betweens and identity requests as structures, whatever the wording', () => {
    const found = (find: (clause: string) => unknown, text: string) => clausesOf(text).some((c) => find(c) !== null);
    const cases: Array<[(clause: string) => unknown, string[], string[]]> = [
      [
        deviceBoundElsewhere,
        [
          'Il reste attaché au compte Apple de mon ex.',
          'After a reset it asks for the old Google account.',
          'Das Handy ist mit dem Konto der Firma verknüpft (MDM).',
          'El IMEI fue denunciado por la operadora.',
          "Il telefono chiede l'ID Apple del vecchio proprietario.",
          'Pede a conta Google do dono antigo.',
        ],
        [
          'Signed out of my Apple ID, Find My is off.',
          'Google-Konto entfernt, zurückgesetzt.',
          'IMEI on the box matches the phone.',
          'Cuenta de Google eliminada.',
        ],
      ],
      [
        paymentBeforeSeeing,
        [
          'Überweisung vorab, dann Versand.',
          'Paiement du loyer à l’avance.',
          'Una volta ricevuto il bonifico spedisco le chiavi.',
          'Pagamento antecipado pelo Pix.',
          'Once the payment clears I will mail it.',
          'Pago por adelantado.',
        ],
        [
          'Überweisung nach Vertragsunterzeichnung.',
          'Pay cash when you pick it up.',
          'Fianza de dos meses al firmar el contrato.',
          'Paiement après la visite.',
        ],
      ],
      [
        thirdPartyHoldsMoney,
        [
          'The shipping company keeps the money until you receive it.',
          'Il corriere trattiene il pagamento fino alla consegna.',
          'La empresa de transporte guarda el dinero.',
          'Le transporteur garde le paiement jusqu’à la livraison.',
          'I will send you a payment link to enter your card details.',
        ],
        ['Shipping by courier at the buyer’s cost.', 'Versand mit DHL, Abholung möglich.'],
      ],
      [
        identityRequest,
        ['Mi serve una foto della carta d’identità.', 'Send me your passport to arrange delivery.', 'Necesito tu DNI para el envío.', 'Preciso do seu CPF.'],
        ['Passport holder included.', 'Bring an ID to the viewing if you like.'],
      ],
    ];
    for (const [find, hits, misses] of cases) {
      for (const text of hits) expect(found(find, text), text).toBe(true);
      for (const text of misses) expect(found(find, text), text).toBe(false);
    }
  });

  it("reads a transfer dressed as a platform's protection, not a shop's warranty, a refused transfer, the seller's own account or a common word", () => {
    const fires = (text: string) => clausesOf(text).some((c) => platformProtectionOutside(c, namedPlatforms(text)) !== null);
    for (const text of [
      "Pay by bank transfer to eBay's agent, eBay buyer protection keeps the money until delivery.",
      'Vinted hält das Geld zurück, überweise einfach an ihr Konto.',
      "La protection acheteur Vinted s'applique : virement sur le compte de leur agent.",
      'Con la protección de Wallapop: transferencia a su cuenta y ellos liberan el dinero al recibir.',
      "Protezione acquisti di Subito: bonifico all'IBAN che ti mando.",
      'A OLX guarda o dinheiro: transfere para a conta do funcionário da OLX.',
      'Venta con la garantía de Milanuncios, haz la transferencia al gestor.',
    ])
      expect(fires(text), text).toBe(true);
    for (const text of [
      'Bezahlung per PayPal (Käuferschutz) oder Überweisung.',
      'Paiement par virement ou via Vinted avec protection acheteur.',
      'Still under Sony guarantee, bought on eBay, bank transfer accepted.',
      'Con factura y garantía de Amazon hasta 2026, pago por transferencia.',
      "Facture et garantie Amazon jusqu'en 2027, paiement par virement.",
      'Protetto con tutti gli imballi originali, pagamento con bonifico.',
      'Buy through eBay checkout, buyer protection covers you, no bank transfer.',
      'Kauf mit eBay-Käuferschutz, Überweisung leider nicht möglich.',
      'Paiement sécurisé Leboncoin uniquement, virement refusé.',
      'Protección de Wallapop, nada de transferencias.',
      'Protezione acquisti Subito, niente bonifico.',
      'Pagamento protegido pela OLX, transferência não aceite.',
      'PayPal Käuferschutz: Zahlung als Waren und Dienstleistungen auf mein PayPal-Konto.',
      'Protection des achats PayPal, paiement en biens et services sur mon compte PayPal.',
      'Payment through eBay checkout with buyer protection, I have a verified eBay account.',
    ])
      expect(fires(text), text).toBe(false);
  });

  it('reads an owner abroad, keys by post and no viewing in each language', () => {
    for (const text of [
      'Ich bin im Ausland und schicke die Schlüssel per Post.',
      'Vivo en el extranjero, no puedo mostrar el piso.',
      "Je suis à l'étranger, j'envoie les clés par la poste.",
      'Sono all estero, spedisco le chiavi con corriere.',
      'Estou no estrangeiro, envio as chaves pelo correio.',
    ])
      expect(remote(text), text).not.toBeNull();
    expect(remote('Besichtigung am Samstag, Schlüsselübergabe bei Vertragsunterschrift.')).toBeNull();
  });

  it('a locked phone listed in German is a hard risk, and the message does not ask about what the listing states', async () => {
    const out = await validateDeal(
      { title: 'iPhone 15 Pro 128GB', description: 'Mit iCloud-Sperre, Passwort vom Vorbesitzer unbekannt. Akku 91%, Originalkarton dabei.', price_usd: 300 },
      depsWith([], { now: NOW }),
    );
    expect(out.deal_validation.risk_level).toBe('high');
    expect(out.price_vs_market.verdict).toBe('not_comparable_locked_or_for_parts');
    const draft = out.seller_handoff.message_draft;
    expect(draft).not.toMatch(/sign out of your account/i);
    expect(draft).not.toMatch(/battery health/i);
    expect(draft).not.toMatch(/original box/i);
  });
});

describe('model identity for the used-price model', () => {
  const ref = (title: string) => findReference(readFor(title, 'electronics'))?.record.id ?? null;

  it('a variant word the record does not name is another model, priced by its own record or not at all', () => {
    expect(ref('Apple MacBook Pro 14 M3 Pro 18GB 512GB')).toBe('macbook-pro-14-m3-pro');
    expect(ref('MacBook Pro 14 M3 8GB 512GB')).toBe('macbook-pro-14-m3');
    expect(ref('RTX 4070 Ti Super 16GB')).toBeNull();
    expect(ref('Omega Speedmaster Moonwatch')).toBe('omega-speedmaster-moonwatch');
  });
});

const expectClassified = (cases: ReadonlyArray<[string, string]>) => {
  for (const [title, category] of cases) expect(classifyItem(title), title).toBe(category);
};

describe('furniture, bikes and household machines named in the six languages', () => {
  it('classifies them by their kind words, so their checks and stated-cost curve are the right ones', () => {
    const cases: Array<[string, string]> = [
      ['Kleiderschrank aus Eiche, zwei Türen', 'furniture'],
      ['Commode en chêne massif', 'furniture'],
      ['Escritorio de madera con cajones', 'furniture'],
      ['Cassettiera bianca quattro cassetti', 'furniture'],
      ['Cadeira de escritório preta', 'furniture'],
      ['Rennrad Alu, Rahmenhöhe 56', 'bikes'],
      ['Vélo de route carbone', 'bikes'],
      ['Bicicletta da città, freni nuovi', 'bikes'],
      ['Akkusauger mit Wandhalterung', 'appliances'],
      ['Lave-vaisselle encastrable', 'appliances'],
      ['Máquina de lavar roupa 8 kg', 'appliances'],
    ];
    expectClassified(cases);
  });
});

describe('a maker and one of its models, as the used-price fits know them', () => {
  it('make the category even when the maker is an ordinary word of another category', () => {
    const cases: Array<[string, string]> = [
      ['SEAT Leon 1.5 TSI FR, 62.000 km', 'vehicles'],
      ['Seat Ibiza Style 2018 scheckheftgepflegt', 'vehicles'],
      ['Cupra Formentor 2021', 'vehicles'],
      ['Skoda Octavia Combi 2.0 TDI', 'vehicles'],
      ['Nukeproof Mega 290 2020', 'bikes'],
      ['2 seats, section 112, row F', 'tickets'],
    ];
    expectClassified(cases);
  });
});
