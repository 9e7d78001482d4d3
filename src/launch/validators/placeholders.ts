/**
 * Text that shows a document is a template, not the truth: template brackets ("[price per
 * month]"), mustache slots ("{{name}}"), angle-bracket slots ("<your API key>"), stock filler
 * ("lorem ipsum", "coming soon", "TBD"), the generator's own sample values, and the marker every
 * generated file carries until a person edits it. A linear scan with indexOf; no regexes.
 */

/** Carried by every file POST /api/v1/agent-launch/generate returns; verify fails a file that still has it. */
export const DRAFT_MARKER = 'svc-launch-draft';

const PHRASES = ['lorem ipsum', 'coming soon', 'under construction', 'replace with', 'describe your', 'your product name', 'your-namespace', 'insert your', 'todo:', 'tbd'];
const MAX_FOUND = 5;

const isSlotChar = (char: string) => /[\p{L}\p{N} ,./'’+%-]/u.test(char);

/** "[price per month]" but not a markdown link "[text](url)", a checkbox or a JSON array. */
function bracketSlots(text: string, found: string[]): void {
  for (let open = text.indexOf('['); open !== -1 && found.length < MAX_FOUND; open = text.indexOf('[', open + 1)) {
    const close = text.indexOf(']', open + 1);
    if (close === -1 || close - open > 80) continue;
    const inner = text.slice(open + 1, close);
    // Links, images, checkboxes, JSON arrays and command-line options ("[--timeout S]") are not slots.
    if (text[close + 1] === '(' || text[open - 1] === '!' || !inner.includes(' ') || !/\p{L}/u.test(inner) || inner.trimStart().startsWith('-')) continue;
    if ([...inner].every(isSlotChar)) found.push(`[${inner}]`);
  }
}

function pairedSlots(text: string, opener: string, closer: string, found: string[], accept: (inner: string) => boolean): void {
  for (let open = text.indexOf(opener); open !== -1 && found.length < MAX_FOUND; open = text.indexOf(opener, open + opener.length)) {
    const close = text.indexOf(closer, open + opener.length);
    if (close === -1 || close - open > 80) continue;
    const inner = text.slice(open + opener.length, close);
    if (accept(inner)) found.push(`${opener}${inner}${closer}`);
  }
}

export function findPlaceholders(text: string): string[] {
  const found: string[] = [];
  const lower = text.toLowerCase();
  if (lower.includes(DRAFT_MARKER)) found.push(`the generated-draft marker "${DRAFT_MARKER}"`);
  bracketSlots(text, found);
  pairedSlots(text, '{{', '}}', found, (inner) => inner.trim() !== '');
  pairedSlots(text, '<', '>', found, (inner) => inner.toLowerCase().startsWith('your ') || inner.toLowerCase().startsWith('insert '));
  for (const phrase of PHRASES) {
    if (found.length >= MAX_FOUND) break;
    const at = phrase === 'tbd' ? wordAt(lower, phrase) : lower.indexOf(phrase);
    if (at !== -1) found.push(`"${text.slice(at, at + phrase.length)}"`);
  }
  return found;
}

/** Index of `word` as a whole word, or -1. */
function wordAt(text: string, word: string): number {
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + word.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return at;
  }
  return -1;
}

/** A problem line for a check's evidence, or null when the text is clean. */
export function placeholderProblem(text: string): string | null {
  const found = findPlaceholders(text);
  if (found.length === 0) return null;
  const draft = found[0]?.startsWith('the generated-draft marker') === true;
  const slots = draft ? found.slice(1) : found;
  const slotText = slots.length > 0 ? `placeholder text, not real content: ${slots.join(', ')}` : '';
  return draft ? `still the unedited generated draft (it carries ${found[0]}): review it, put in the real values and remove the marker${slotText ? `; ${slotText}` : ''}` : slotText;
}
