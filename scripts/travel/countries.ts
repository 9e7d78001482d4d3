/**
 * Editorial per-country defaults used when compiling destination rows (editorial_signal_v1):
 * safety (l = low_concern, m = moderate_concern, e = elevated_concern), internet reliability
 * (l/m/h) and a short, hedged entry/stay orientation for visitors. Not legal or immigration advice.
 */
export interface CountryDefaults {
  safety: 'l' | 'm' | 'e';
  net: 'l' | 'm' | 'h';
  visa: string;
}

const SCHENGEN =
  'Schengen area: US, UK, Canadian and Australian passport holders are generally visa-free for up to 90 days in any 180-day period; the EU Entry/Exit System registers arrivals and the ETIAS pre-travel authorisation is being introduced';
const CARIBBEAN =
  'US, UK, Canadian and EU passport holders are generally admitted visa-free for tourist stays (length set on arrival, commonly 30-90 days); onward ticket and proof of lodging may be asked for';
const US_TERRITORY =
  'US territory: US citizens need no passport when arriving from the US mainland; other visitors follow US entry rules (ESTA under the Visa Waiver Program, or a visitor visa)';

const c = (safety: CountryDefaults['safety'], net: CountryDefaults['net'], visa: string): CountryDefaults => ({ safety, net, visa });

export const COUNTRY_DEFAULTS: Record<string, CountryDefaults> = {
  US: c(
    'l',
    'h',
    'United States: Visa Waiver Program nationals (e.g. UK, most EU, Japan, Australia) need an approved ESTA for stays up to 90 days; Canadians are generally visa-exempt; others need a visitor visa',
  ),
  PR: c('l', 'h', US_TERRITORY),
  VI: c('l', 'm', US_TERRITORY),
  CA: c('l', 'h', 'Canada: visa-exempt visitors arriving by air need an eTA (US citizens are exempt); visitors are usually admitted for up to 6 months'),
  MX: c(
    'm',
    'm',
    'Mexico: US, Canadian, UK and EU passport holders generally visit without a visa; the officer sets the permitted stay (up to 180 days) on arrival',
  ),
  BS: c('m', 'm', `The Bahamas: ${CARIBBEAN}`),
  JM: c('m', 'm', `Jamaica: ${CARIBBEAN}`),
  DO: c('m', 'm', `Dominican Republic: ${CARIBBEAN}; a tourist fee/e-ticket form is required`),
  BB: c('l', 'h', `Barbados: ${CARIBBEAN}`),
  LC: c('l', 'm', `Saint Lucia: ${CARIBBEAN}`),
  AW: c('l', 'h', `Aruba: ${CARIBBEAN}; an online ED card is required`),
  KY: c('l', 'h', `Cayman Islands: ${CARIBBEAN}`),
  TC: c('l', 'm', `Turks and Caicos: ${CARIBBEAN}`),
  CW: c('l', 'h', `Curacao: ${CARIBBEAN}`),
  VG: c('l', 'm', `British Virgin Islands: ${CARIBBEAN}`),
  AG: c('l', 'm', `Antigua and Barbuda: ${CARIBBEAN}`),
  GD: c('l', 'm', `Grenada: ${CARIBBEAN}`),
  CR: c(
    'm',
    'm',
    'Costa Rica: US, Canadian, UK and EU passport holders generally enter visa-free for tourism; permitted stay is set on arrival (up to 180 days)',
  ),
  BZ: c('m', 'm', 'Belize: US, Canadian, UK and EU passport holders generally receive a 30-day visitor stamp on arrival, extendable locally'),
  PA: c('m', 'm', 'Panama: many nationalities including US, Canadian, UK and EU visit visa-free for up to 90 days (some up to 180)'),
  GT: c('m', 'm', 'Guatemala: CA-4 area (Guatemala, El Salvador, Honduras, Nicaragua) visa-free stay of up to 90 days for many nationalities'),
  CO: c('m', 'm', 'Colombia: many nationalities visit visa-free for up to 90 days (extendable to 180 per year); an online Check-MIG form is required'),
  PE: c('m', 'm', 'Peru: many nationalities, including US, UK and EU, visit visa-free; the stay (up to 90 days in many cases) is set on arrival'),
  CL: c('l', 'h', 'Chile: US, Canadian, UK, EU and Australian passport holders generally visit visa-free for up to 90 days'),
  AR: c('m', 'm', 'Argentina: US, Canadian, UK and EU passport holders generally visit visa-free for up to 90 days'),
  BR: c(
    'm',
    'm',
    'Brazil: visa rules differ by nationality (US, Canadian and Australian citizens need an e-visa since 2025; UK and EU citizens are generally visa-free for 90 days)',
  ),
  EC: c('m', 'm', 'Ecuador: many nationalities visit visa-free for up to 90 days; the Galapagos require a transit control card and park fee'),
  UY: c('l', 'h', 'Uruguay: US, Canadian, UK and EU passport holders generally visit visa-free for up to 90 days'),
  BO: c('m', 'l', 'Bolivia: some nationalities (including US) need a visa, others (UK, EU) are visa-free for 30-90 days'),
  GB: c(
    'l',
    'h',
    'United Kingdom: most visa-exempt visitors (including US, Canadian, Australian and EU citizens) need an Electronic Travel Authorisation before travel; visitors may usually stay up to 6 months',
  ),
  IE: c(
    'l',
    'h',
    'Ireland: US, Canadian, Australian and EU citizens generally visit visa-free (permission to stay set on arrival, usually up to 90 days); Ireland is outside Schengen',
  ),
  FR: c('l', 'h', `France: ${SCHENGEN}`),
  IT: c('l', 'h', `Italy: ${SCHENGEN}`),
  ES: c('l', 'h', `Spain: ${SCHENGEN}`),
  PT: c('l', 'h', `Portugal: ${SCHENGEN}`),
  DE: c('l', 'h', `Germany: ${SCHENGEN}`),
  NL: c('l', 'h', `Netherlands: ${SCHENGEN}`),
  BE: c('l', 'h', `Belgium: ${SCHENGEN}`),
  CH: c('l', 'h', `Switzerland: ${SCHENGEN}`),
  AT: c('l', 'h', `Austria: ${SCHENGEN}`),
  CZ: c('l', 'h', `Czechia: ${SCHENGEN}`),
  HU: c('l', 'h', `Hungary: ${SCHENGEN}`),
  PL: c('l', 'h', `Poland: ${SCHENGEN}`),
  HR: c('l', 'h', `Croatia: ${SCHENGEN}`),
  SI: c('l', 'h', `Slovenia: ${SCHENGEN}`),
  GR: c('l', 'h', `Greece: ${SCHENGEN}`),
  IS: c('l', 'h', `Iceland: ${SCHENGEN}`),
  NO: c('l', 'h', `Norway: ${SCHENGEN}`),
  SE: c('l', 'h', `Sweden: ${SCHENGEN}`),
  DK: c('l', 'h', `Denmark: ${SCHENGEN}`),
  FI: c('l', 'h', `Finland: ${SCHENGEN}`),
  EE: c('l', 'h', `Estonia: ${SCHENGEN}`),
  MT: c('l', 'h', `Malta: ${SCHENGEN}`),
  ME: c('l', 'm', 'Montenegro: US, Canadian, UK and EU passport holders generally visit visa-free for up to 90 days; Montenegro is outside Schengen'),
  CY: c('l', 'h', 'Cyprus: EU member outside Schengen; US, Canadian and UK citizens generally visit visa-free for up to 90 days in 180'),
  TR: c(
    'm',
    'h',
    'Turkiye: US, Canadian, UK and EU citizens are generally visa-free for tourist stays of up to 90 days in 180 (check the current list of exempt nationalities)',
  ),
  JP: c('l', 'h', 'Japan: many nationalities, including US, UK, EU, Canadian and Australian, are visa-exempt for short stays of up to 90 days'),
  KR: c('l', 'h', 'South Korea: many visa-exempt nationalities need a K-ETA unless temporarily exempted; short stays usually up to 90 days'),
  CN: c(
    'm',
    'm',
    'China: visa-free entry has been extended to many nationalities for short stays (and 240-hour visa-free transit for others); rules change often and some sites and apps are blocked',
  ),
  HK: c('l', 'h', 'Hong Kong: US, UK, EU, Canadian and Australian passport holders generally visit visa-free (90 days for most; UK 180 days)'),
  TW: c('l', 'h', 'Taiwan: US, Canadian, UK, EU and Australian passport holders are generally visa-exempt for up to 90 days'),
  TH: c(
    'm',
    'h',
    'Thailand: many nationalities receive visa-exempt entry (recently up to 60 days) and a digital arrival card is required; exemption lengths have been changing',
  ),
  VN: c('m', 'm', 'Vietnam: an e-visa (up to 90 days) is available to most nationalities; some European nationalities are visa-exempt for shorter stays'),
  KH: c('m', 'm', 'Cambodia: most visitors need a tourist visa (e-visa or on arrival, 30 days)'),
  LA: c('m', 'l', 'Laos: most visitors obtain a 30-day tourist visa on arrival or as an e-visa'),
  ID: c('m', 'm', 'Indonesia: many nationalities buy a visa on arrival / e-VOA (30 days, extendable once); Bali also charges a tourist levy'),
  MY: c(
    'l',
    'h',
    'Malaysia: US, UK, EU, Canadian and Australian passport holders are generally visa-free for up to 90 days; a digital arrival card is required',
  ),
  SG: c('l', 'h', 'Singapore: most Western passport holders enter visa-free for up to 30 or 90 days; an electronic arrival card is required'),
  PH: c('m', 'm', 'Philippines: many nationalities, including US, UK and EU, are visa-free for 30 days; an eTravel registration is required'),
  IN: c('m', 'm', 'India: most visitors need an e-Visa (tourist e-Visa for 30 days up to 5 years depending on type and nationality)'),
  LK: c('m', 'm', 'Sri Lanka: visitors generally need an Electronic Travel Authorisation or visa; tourist stays up to 30 days initially'),
  NP: c('m', 'l', 'Nepal: most visitors obtain a tourist visa on arrival (15, 30 or 90 days); trekking permits are separate'),
  MV: c('l', 'm', 'Maldives: all nationalities receive a free 30-day tourist visa on arrival with a confirmed booking; an online declaration is required'),
  AE: c(
    'l',
    'h',
    'United Arab Emirates: US, UK, EU, Canadian and Australian passport holders generally receive visa-free entry on arrival (30 or 90 days depending on nationality)',
  ),
  JO: c('m', 'm', 'Jordan: most visitors can buy a visa on arrival; the Jordan Pass bundles the visa fee with Petra entry for qualifying stays'),
  IL: c('e', 'h', 'Israel: visa-exempt visitors now need an ETA-IL authorisation before travel; check current security advisories'),
  OM: c('l', 'h', 'Oman: many nationalities are visa-free for up to 14 days; longer stays need an e-visa'),
  MA: c('m', 'm', 'Morocco: US, Canadian, UK and EU passport holders are generally visa-free for up to 90 days'),
  EG: c('m', 'm', 'Egypt: many nationalities buy an e-visa or visa on arrival (30 days); Sinai resort-only entry stamps differ'),
  ZA: c('m', 'h', 'South Africa: US, Canadian, UK and EU passport holders are generally visa-free for up to 90 days; passports need two blank pages'),
  KE: c('m', 'm', 'Kenya: visitors need an electronic travel authorisation (eTA) before travel'),
  TZ: c('m', 'm', 'Tanzania: most visitors need a visa (e-visa recommended before travel); Zanzibar requires travel insurance'),
  BW: c('l', 'm', 'Botswana: US, UK, EU and Canadian passport holders are generally visa-free for up to 90 days in a year'),
  NA: c('l', 'm', 'Namibia: many nationalities, including US, UK and EU, now need a visa (e-visa or on arrival)'),
  MU: c('l', 'h', 'Mauritius: US, UK, EU and Canadian passport holders are generally visa-free for tourist stays (up to 90 days)'),
  SC: c('l', 'm', 'Seychelles: visitors of all nationalities are admitted visa-free but need a prior electronic travel authorisation'),
  RW: c('l', 'm', 'Rwanda: many nationalities receive a visa on arrival; gorilla trekking permits are separate and limited'),
  TN: c('m', 'm', 'Tunisia: US, Canadian, UK and EU passport holders are generally visa-free for up to 90 days'),
  ZM: c('l', 'm', 'Zambia: many nationalities, including US, UK and EU, are visa-exempt for short tourist stays'),
  ZW: c('m', 'm', 'Zimbabwe: many visitors buy a visa on arrival; the KAZA UNIVISA covers Zimbabwe and Zambia'),
  AU: c(
    'l',
    'h',
    'Australia: all visitors except New Zealanders need an authorisation before travel (ETA or eVisitor for eligible passports, otherwise a visitor visa)',
  ),
  NZ: c('l', 'h', 'New Zealand: visa-waiver visitors need an NZeTA and pay a visitor levy before travel; Australians are exempt'),
  FJ: c('l', 'm', 'Fiji: many nationalities, including US, UK, EU, Canadian and Australian, receive a visitor permit on arrival (up to 4 months)'),
  PF: c(
    'l',
    'm',
    'French Polynesia: French overseas collectivity with its own rules (not Schengen); US, Canadian, UK and EU visitors are generally visa-free for up to 90 days',
  ),
  CK: c('l', 'm', 'Cook Islands: visitors generally receive a 31-day visitor permit on arrival with an onward ticket'),
};
