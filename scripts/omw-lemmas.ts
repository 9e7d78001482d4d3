/**
 * The Open Multilingual Wordnet files the language builders read (omwn/omw-data at a pinned commit, each file pinned by its
 * SHA-256): the Wiktionary-derived wordnets of the six request languages (Bond & Foster 2013, CC BY-SA 3.0), WOLF for French
 * (CeCILL-C), MultiWordNet for Italian (CC BY 3.0) and OpenWN-PT for Portuguese (CC BY-SA).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fold } from '../src/travel/intent/text.js';

export const OMW_COMMIT = 'f75be19ec590da12a7a5665e361690b5badb7a25';
export const OMW_FILES: Record<string, { lang: string; sha256: string }> = {
  'wns/wikt/wn-wikt-eng.tab': { lang: 'en', sha256: '4a7161310febe8c2d2906c2def5b8a6c756d64fc6b946ae7cbe60278e9b27d85' },
  'wns/wikt/wn-wikt-fra.tab': { lang: 'fr', sha256: 'c49931c4a84c56ecf974ff68a6b245b373176b8517acc5bdb58db8eceb4debd0' },
  'wns/fra/wn-data-fra.tab': { lang: 'fr', sha256: '6effab15723bbb482f2922d42eb1db37c8586984ce7735ebfe0a096000b69f86' },
  'wns/wikt/wn-wikt-spa.tab': { lang: 'es', sha256: 'd8c26d7c7f2e1666af5db8b04d7400e53d04b3fae42462d325b6c128a51ec8c4' },
  'wns/wikt/wn-wikt-deu.tab': { lang: 'de', sha256: '88df94afe560db68126f117232678502a08f27a4edcf8ff5bf0793bf013ad2df' },
  'wns/wikt/wn-wikt-ita.tab': { lang: 'it', sha256: '9f0ae8cf0d7f228288b44473b4dcf34674ddbf2df2c3e584516a38bf5b8b1046' },
  'wns/ita/wn-data-ita.tab': { lang: 'it', sha256: '251ac0097ef81a7ed0d283f6852953106a37dbb8c1b9f93d87079641c271eafa' },
  'wns/wikt/wn-wikt-por.tab': { lang: 'pt', sha256: '27738976b9b55f178edb4c878ebb0ae99776d3d46afa465770131528f3ac8a0f' },
  'wns/por/wn-data-por.tab': { lang: 'pt', sha256: '0ba180e2d2a5317e61b4ebe94a7e969e68eea2d9e60705e1e9053c6e2ac5e684' },
};

/** The files' SHA-256 by path, as the built data records them. */
export const omwPins = (): Record<string, string> => Object.fromEntries(Object.entries(OMW_FILES).map(([path, f]) => [path, f.sha256]));

/** Every lemma of the pinned files under a synset `wanted` accepts, folded as the reader folds text, with its language. */
export function* omwLemmas(git: string, wanted: (synset: string) => boolean): Generator<{ lang: string; synset: string; word: string }> {
  for (const [path, { lang, sha256 }] of Object.entries(OMW_FILES)) {
    const bytes = execFileSync('git', ['-C', git, 'show', `${OMW_COMMIT}:${path}`], { maxBuffer: 1 << 26 });
    if (createHash('sha256').update(bytes).digest('hex') !== sha256) throw new Error(`${path}: SHA-256 differs from the pinned one`);
    for (const line of bytes.toString('utf8').split('\n')) {
      const [synset, kind, lemma] = line.split('\t');
      if (!synset || !lemma || !kind?.endsWith('lemma') || !wanted(synset)) continue;
      yield { lang, synset, word: fold(lemma.trim()) };
    }
  }
}
