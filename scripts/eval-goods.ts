import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { GOODS_EVAL_FILES, goodsTable, runGoodsCases } from '../test/goods/evaluate.js';

/**
 * Prints the used-goods evaluation table. With no argument: the development set
 * (in-sample once the code has been tuned on it). `--sealed`: the sealed set, for final
 * figures only. Any other argument is a case file in the same format (a held-out set).
 */
const args = process.argv.slice(2);
const files = args.length === 0 ? [GOODS_EVAL_FILES.dev] : args.map((a) => (a === '--sealed' ? GOODS_EVAL_FILES.sealed : pathToFileURL(resolve(a))));
for (const file of files) {
  console.log(goodsTable(`used-goods evaluation: ${file.pathname}`, await runGoodsCases(file)));
  console.log('');
}
