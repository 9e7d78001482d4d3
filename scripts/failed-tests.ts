/**
 * Prints the tests that failed in the vitest JSON reports of one `npm test` run, one line each with
 * the phase, the file and the first line of the failure, so the last lines of a long run name them.
 *
 *   tsx scripts/failed-tests.ts <report dir>
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface AssertionResult {
  fullName: string;
  status: string;
  failureMessages?: string[];
}
interface FileResult {
  name: string;
  status: string;
  message?: string;
  assertionResults: AssertionResult[];
}

function failuresIn(phase: string, report: { testResults: FileResult[] }): string[] {
  const lines: string[] = [];
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`${phase} ${path} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') lines.push(`${phase} ${path}: ${firstLine(file.message)}`);
  }
  return lines;
}

function firstLine(message: string | undefined): string {
  return (message ?? 'no message').split('\n')[0]!.slice(0, 300);
}

const dir = process.argv[2]!;
const lines = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .flatMap((name) => failuresIn(name.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, name), 'utf8'))));
for (const line of lines) console.error(`npm test: failed: ${line}`);
