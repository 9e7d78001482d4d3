import { DRAFT_STAMP } from '../validators/placeholders.js';

/** What every generated file says about itself; verify fails a file that still carries it. */
export const DRAFT_NOTE = `${DRAFT_STAMP}. Check every value, fill in what is missing, then delete this marker.`;
