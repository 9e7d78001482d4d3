export { parseIntent, referenceDate } from './parse.js';
export type { IntentDeps, ParsedIntent } from './types.js';
export { THEME_IDS, EVENT_IDS, THEME_DEFS, WARMTH_THEMES, normalizeTheme, gateAttribute, themeAttributes } from './themes.js';
export { addUnderstoodPart } from './understanding.js';
