import { createRequire } from 'node:module';

/**
 * Country names as US government tables spell them -> ISO 3166-1 alpha-2, through world-countries
 * plus the spellings it does not carry. Shared by the per-diem and advisory builders.
 */
const require = createRequire(import.meta.url);
const countries = require('world-countries/countries.json') as Array<{ cca2: string; name: { common: string; official: string }; altSpellings: string[] }>;

const NAME_FIXUPS: Record<string, string> = {
  BURMA: 'MM',
  'BURMA (MYANMAR)': 'MM',
  "COTE D'IVOIRE": 'CI',
  'KOREA, SOUTH': 'KR',
  'SOUTH KOREA': 'KR',
  "DEM. PEOPLE'S REPUBLIC OF KOREA": 'KP',
  "NORTH KOREA (DEMOCRATIC PEOPLE'S REPUBLIC OF KOREA)": 'KP',
  'DEMOCRATIC REPUBLIC OF THE CONGO': 'CD',
  'REPUBLIC OF THE CONGO': 'CG',
  'BAHAMAS, THE': 'BS',
  'THE BAHAMAS': 'BS',
  'GAMBIA, THE': 'GM',
  'THE GAMBIA': 'GM',
  'HOLY SEE': 'VA',
  'MICRONESIA, FEDERATED STATES OF': 'FM',
  'FEDERATED STATES OF MICRONESIA': 'FM',
  'VIRGIN ISLANDS, BRITISH': 'VG',
  'ST LUCIA': 'LC',
  TURKEY: 'TR',
  'FALKLAND ISLANDS (ISLAS MALVINAS)': 'FK',
  'BONAIRE, SINT EUSTATIUS, AND SABA': 'BQ',
  BONAIRE: 'BQ',
  SABA: 'BQ',
  'SINT EUSTATIUS': 'BQ',
  'CABO VERDE': 'CV',
  ESWATINI: 'SZ',
  'TIMOR-LESTE': 'TL',
  LAOS: 'LA',
  MACAU: 'MO',
  'CHAGOS ARCHIPELAGO': 'IO',
  RUSSIA: 'RU',
  VIETNAM: 'VN',
  IRAN: 'IR',
  SYRIA: 'SY',
  BRUNEI: 'BN',
  TANZANIA: 'TZ',
  MOLDOVA: 'MD',
  BOLIVIA: 'BO',
  VENEZUELA: 'VE',
  KOSOVO: 'XK',
  'SAINT HELENA': 'SH',
  'COCOS (KEELING) ISLANDS': 'CC',
  REUNION: 'RE',
  CURACAO: 'CW',
  'SAO TOME AND PRINCIPE': 'ST',
  'SOLOMON ISLAND': 'SB',
  'THE KYRGYZ REPUBLIC': 'KG',
  'SAINT VINCENT AND THE GRENADINES': 'VC',
  CZECHIA: 'CZ',
};

export function isoForCountryName(name: string): string | undefined {
  const upper = name.toUpperCase();
  if (NAME_FIXUPS[upper]) return NAME_FIXUPS[upper];
  const hit = countries.find((c) => [c.name.common, c.name.official, ...c.altSpellings].some((n) => n.toUpperCase() === upper));
  return hit?.cca2;
}
