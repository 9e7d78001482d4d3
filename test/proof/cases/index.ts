import type { ProofCase } from './format.js';
import { OKAFOR_CASES } from './okafor.js';
import { ORGANISATION_CASES } from './organisations.js';
import { PEOPLE_CASES } from './people.js';

/** The development set: written before the classifier changes they measure, kept apart from tuning. */
export const PROOF_CASES: ProofCase[] = [...OKAFOR_CASES, ...ORGANISATION_CASES, ...PEOPLE_CASES];
