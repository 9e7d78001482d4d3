import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { GOODS_EVAL_FILES, goodsTable, runGoodsCases } from '../test/goods/evaluate.js';
import { neutralGoodsReport, runNeutralGoods } from '../test/goods/neutral.js';

/**
 * Prints the used-goods evaluation. With no argument: the development set (in-sample once the
 * code has been tuned on it). `--sealed`: the sealed set, for final figures only. A `.jsonl`
 * argument is a case file in the neutral format (one listing and expected verdict per line),
 * run with no marketplace data; any other argument is a case file in the older format.
 */
const args = process.argv.slice(2);
const files = args.length === 0 ? [GOODS_EVAL_FILES.dev] : args.map((a) => (a === '--sealed' ? GOODS_EVAL_FILES.sealed : pathToFileURL(resolve(a))));
for (const file of files) {
  if (file.pathname.endsWith('.jsonl'))
    console.log(neutralGoodsReport(`used-goods evaluation (neutral format): ${file.pathname}`, await runNeutralGoods(file.pathname)));
  else console.log(goodsTable(`used-goods evaluation: ${file.pathname}`, await runGoodsCases(file)));
  console.log('');
}
