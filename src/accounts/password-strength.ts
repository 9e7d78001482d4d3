import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/**
 * How guessable a password is, by zxcvbn (common passwords, names, words, keyboard patterns,
 * dates, repeats and sequences), not by length or character-class rules. Score 4 means about
 * 10^10 guesses or more; score 3 (10^8) still admits ten random digits, which a stolen hash
 * database gives up in days even under scrypt.
 */
export const MIN_SCORE = 4;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Loaded on the first password check: its dictionaries are some 35 MB that a service answering only
 * API calls never needs. The packages are CommonJS, read through `default` (their module.exports):
 * Node also names their exports on the imported module, but the server bundle (dist/server.js, a
 * split esbuild bundle) gives a dynamically imported CommonJS module only its default.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ default: core }, { default: common }, { default: english }]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

/** Null when strong enough, else a sentence saying why and what to do. `related` are words of the account (its email). */
export async function weakPasswordReason(password: string, related: string[] = []): Promise<string | null> {
  const result = (await zxcvbn()).check(password, related);
  if (result.score >= MIN_SCORE) return null;
  const why = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, '')}. ` : '';
  const how = result.feedback.suggestions[0] ?? 'Add more words that are not a phrase or a pattern.';
  return `This password is too easy to guess. ${why}${how} A few unrelated words make a strong password.`;
}
