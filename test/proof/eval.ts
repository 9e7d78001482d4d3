import { readFileSync } from 'node:fs';
import type { ProofCase } from './cases/format.js';
import { PROOF_CASES } from './cases/index.js';
import { runCases } from './cases/run.js';
import { neutralProofReport, runNeutralProof } from './neutral.js';

/**
 * Runs the proof preflight over a case set and prints the figures. With a path argument the cases
 * come from that file: a `.jsonl` file in the neutral case format (one subject, page and expected
 * class per line), or a JSON array in the shape of cases/format.ts, so held-out sets run the same way.
 */
const path = process.argv[2];
if (path?.endsWith('.jsonl')) {
  console.log(neutralProofReport(`proof evaluation (neutral format): ${path}`, await runNeutralProof(path)));
} else {
  const cases: ProofCase[] = path ? (JSON.parse(readFileSync(path, 'utf8')) as ProofCase[]) : PROOF_CASES;
  const report = await runCases(cases);
  for (const outcome of report.outcomes) {
    console.log(`${outcome.verdictRight ? 'ok  ' : 'MISS'} ${outcome.id}: pages ${outcome.pagesRight}/${outcome.pages}`);
    for (const miss of outcome.misses) console.log(`       ${miss}`);
  }
  const share = (right: number, total: number) => `${right}/${total} (${total === 0 ? 0 : Math.round((1000 * right) / total) / 10}%)`;
  console.log(`\ncases right: ${share(report.casesRight, report.cases)}; pages right: ${share(report.pagesRight, report.pages)}`);
}
