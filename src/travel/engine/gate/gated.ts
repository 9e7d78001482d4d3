import type { Candidate } from '../types.js';

/** A candidate after gating: whether it is in scope and which required themes it has, lacks or nobody checked. */
export interface Gated {
  candidate: Candidate;
  in_scope: boolean;
  themes_matched: string[];
  themes_missing: string[];
  /** Required themes nobody has checked for this candidate (research-ready). */
  themes_unverified: string[];
}
