import { readTravelJson } from '../data-files.js';
import { SCHENGEN_AREA } from './transfer.js';

/**
 * Entry on a visa held for another country (data/travel/entry-held-visa.json): destinations that
 * admit a passport needing their visa without one when the traveller holds a valid visa or residence
 * permit of certain countries (Mexico for a US, Canadian, UK, Japanese or Schengen visa). It is a
 * condition on the traveller's documents, which the passport alone does not tell, so the answer
 * states it beside the passport's rule rather than replace the rule.
 */
export interface HeldVisaExemption {
  destination: string;
  /** Countries whose visa or residence counts; SCHENGEN for any Schengen state. */
  held: string[];
  documents: string;
  days: number;
  /** Countries whose permanent residence alone also counts. */
  also_residence: string[];
  source: string;
}
interface HeldVisaFile {
  as_of: string;
  rows: HeldVisaExemption[];
}

let file: HeldVisaFile | undefined;
const rows = (): HeldVisaFile => (file ??= readTravelJson<HeldVisaFile>('entry-held-visa.json'));

export const heldVisaAsOf = (): string => rows().as_of;

/** The exemption a destination grants on a visa held for another country, if the data has one. */
export function heldVisaExemption(destination: string): HeldVisaExemption | undefined {
  return rows().rows.find((r) => r.destination === destination);
}

/** Whether a visa or residence of this country is one the exemption counts. */
export function countsAsHeld(exemption: HeldVisaExemption, country: string): boolean {
  return exemption.held.includes(country) || (exemption.held.includes('SCHENGEN') && SCHENGEN_AREA.has(country));
}
