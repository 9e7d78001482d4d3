/**
 * Without accents ("ständig" -> "standig", "Straße" -> "Strasse"): the ranking reads words of ASCII
 * letters, so an accented word left as written would split into pieces no option or ordinary-word
 * list knows ("st", "ndig").
 */
export const withoutMarks = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/gu, 'ss');

/** Lower case without accents ("vérifier" -> "verifier", "weiß" -> "weiss"): the form query words and table keys are compared in. */
export const fold = (text: string): string => withoutMarks(text).toLowerCase();
