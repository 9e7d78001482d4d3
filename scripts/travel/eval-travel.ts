import { parseArgs } from 'node:util';
import { loadQualityCases } from '../../test/travel/quality/cases.js';
import { inProcessAsker, qualityServer, report, runCases, summarize } from '../../test/travel/quality/run.js';

/**
 * npm run eval:travel: the travel-quality suite. Every case runs in-process through the real
 * pipeline; the short form (cases marked short) also runs over HTTP against a server started
 * here on SQLite, and its verdicts must equal the in-process ones.
 *
 *   --only <id,...>    run these cases only
 *   --family <name>    run one family only
 *   --no-http          skip the HTTP short form
 *   --min-rate <0..1>  exit 1 when the in-process pass rate is below it
 */
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    family: { type: 'string' },
    'no-http': { type: 'boolean', default: false },
    'min-rate': { type: 'string' },
  },
});

const only = values.only ? new Set(values.only.split(',')) : null;
const cases = loadQualityCases().filter((c) => (!only || only.has(c.id)) && (!values.family || c.family === values.family));

const verdicts = await runCases(inProcessAsker(), cases);
console.log(report(cases, verdicts, 'in-process'));

let disagreements = 0;
const short = cases.filter((c) => c.short);
if (!values['no-http'] && short.length > 0) {
  const { server, asker } = await qualityServer('sqlite');
  try {
    const overHttp = await runCases(asker, short);
    console.log(`\nHTTP short form (${short.length} cases):`);
    console.log(report(short, overHttp, 'over HTTP').split('\n').slice(-5).join('\n'));
    const local = new Map(verdicts.map((v) => [v.id, v.pass]));
    for (const v of overHttp.filter((x) => local.get(x.id) !== x.pass)) {
      disagreements++;
      console.log(`  HTTP and in-process disagree on ${v.id}`);
    }
  } finally {
    await server.close();
  }
}

const rate = summarize(cases, verdicts).rate;
const floor = values['min-rate'] ? Number(values['min-rate']) : 0;
process.exitCode = disagreements > 0 || rate < floor ? 1 : 0;
