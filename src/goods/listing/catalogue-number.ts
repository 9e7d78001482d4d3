/**
 * What a catalogue number of digits alone may be: itself, or the number with a one-digit version
 * suffix run on ("75192-1" read as one token, "751921", is set 75192).
 */
export const catalogueReadings = (token: string): string[] => (/^\d{5,8}$/.test(token) ? [token, token.slice(0, -1)] : [token]);

/** Two catalogue numbers are the same when one is the other, or the other with its version suffix run on. */
export const sameCatalogue = (a: string, b: string) => catalogueReadings(a).includes(b) || catalogueReadings(b).includes(a);
