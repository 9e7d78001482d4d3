/**
 * A chat thread pasted into a request (a group chat, a messenger export, a conversation with an
 * assistant): lines opened by a speaker's name ("Jen: ...", "[18:02] Mark: ...", "12/01/26, 18:07 -
 * Ana: ...", "- Bia: ...", "User: ...", "[Jen] ..."). The wish stands where the thread ends: its last turn holds
 * what was settled, earlier turns are older messages (proposals, objections) that fill only what it
 * leaves unsaid. A thread is known by its form: at least two speakers, and a speaker who speaks again
 * or speakers named by their part in a conversation ("User", "Assistant", "Client"); a form's labels
 * ("From:", "Dates:", "Budget:") are no speakers, since no label says the same field twice.
 */

/** The opening of a turn: bullet, time stamp, speaker (one or two words) and its colon. */
const TURN =
  /^(\s*(?:[-*•—–]\s*)?(?:\[[^\]\n]{1,30}\]\s*)?(?:\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]\.?m\.?)?\s*[-–]\s*)?(?:\d{1,2}:\d{2}\s+)?)((?:\p{Lu}[\p{L}'’.-]*|\p{L}+)(?: \p{Lu}[\p{L}'’.-]*)?)\s*:\s+(?=\S)/u;

/** A speaker's name in brackets, with no colon ("[Marta] what about Porto?"). */
const BRACKETED = /^(\s*\[)(\p{Lu}[\p{L}'’.-]*(?: \p{Lu}[\p{L}'’.-]*)?)\](?: ?:)?\s+(?=\S)/u;

/** Speakers named by their part in a conversation, in the six languages. */
const PARTS = new Set(
  'user assistant agent bot ai me client customer traveller traveler utilisateur utilisatrice assistante moi usuario usuaria asistente cliente yo nutzer nutzerin benutzer assistent assistentin kunde kundin ich utente assistente io usuário usuária eu'.split(
    ' ',
  ),
);

export interface ChatTurn {
  /** Line index of the turn's first line. */
  line: number;
  /** Lines [line, end) of the turn: its own line and the lines that continue it. */
  end: number;
  /** Characters of the line that open the turn (time stamp, speaker, colon). */
  label: number;
}

/**
 * The turns of a chat thread among the lines (untrimmed, in order), or none. `isField` says whether
 * a label's words name a field of a form. The thread's last turn ends with its own line; the lines
 * after it are the writer's.
 */
export function chatTurns(lines: readonly string[], isField: (label: string) => boolean): ChatTurn[] {
  const opened = lines.map((s, line) => {
    const m = TURN.exec(s) ?? BRACKETED.exec(s);
    const speaker = m?.[2]?.toLowerCase() ?? '';
    return m && !isField(speaker) ? { line, speaker, label: (m[0] ?? '').length } : null;
  });
  const turns = opened.filter((t) => t !== null);
  const speakers = new Set(turns.map((t) => t.speaker));
  const again = turns.some((t, k) => turns.findIndex((u) => u.speaker === t.speaker) < k);
  const parts = [...speakers].every((s) => PARTS.has(s));
  if (speakers.size < 2 || !(again || parts)) return [];
  return turns.map((t, k) => {
    const next = turns[k + 1]?.line ?? t.line + 1;
    // A line that is neither blank nor a turn continues the turn above it, up to the thread's last turn.
    let end = t.line + 1;
    while (k + 1 < turns.length && end < next && (lines[end] ?? '').trim() !== '') end++;
    return { line: t.line, end, label: t.label };
  });
}
