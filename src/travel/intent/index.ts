export { parseIntent } from './parse.js';
export type { IntentDeps, ParsedIntent } from './types.js';
export { THEME_LEXICON, THEME_IDS, findThemes, normalizeTheme } from './themes.js';
