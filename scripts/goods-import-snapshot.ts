/**
 * Import a marketplace_b snapshot: `tsx scripts/goods-import-snapshot.ts <file.jsonl> [--replace]`.
 * Every line is validated first; any problem is listed with its line number and nothing is
 * written. The target folder is MARKETPLACE_B_SNAPSHOT_DIR (default data/goods/snapshots).
 */
import { goodsConfigFromEnv } from '../src/goods/config.js';
import { formatProblems } from '../src/goods/snapshots/parse.js';
import { importSnapshotFile } from '../src/goods/snapshots/store.js';

function main(argv: string[]): number {
  const replace = argv.includes('--replace');
  const files = argv.filter((a) => !a.startsWith('--'));
  if (files.length !== 1 || !files[0]) {
    console.error('usage: goods-import-snapshot <file.jsonl> [--replace]');
    return 2;
  }
  const dir = goodsConfigFromEnv(process.env).marketplaceB.snapshotDir;
  const result = importSnapshotFile(files[0], dir, { replace });
  if (!result.ok) {
    console.error(`import refused: ${result.reason}`);
    if (result.problems.length > 0) console.error(formatProblems(result.problems));
    return 1;
  }
  console.log(
    `imported snapshot ${result.snapshotId}: ${result.listingCount} listing(s) -> ${result.path}${result.replaced ? ' (replaced the previous version)' : ''}`,
  );
  return 0;
}

process.exitCode = main(process.argv.slice(2));
