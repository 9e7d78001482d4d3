/**
 * Answers a file of trip requests with the real search pipeline, in-process, so that someone who has not read the code
 * can judge the answers: each input line is {"id", "text", "reference_date"?, ...} (other fields are carried over), each
 * output line is that object with "answer" (the search answer at the chosen detail level, as an agent receives it).
 * Usage: npx tsx scripts/travel/answer-requests.ts <requests.jsonl> <answers.jsonl> [--detail summary|standard|full]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { atLevel } from '../../src/operations/travel/detail.js';
import { createTravelEngine } from '../../src/travel/engine/pipeline.js';
import { loadGazetteer } from '../../src/travel/geo/index.js';
import { loadKnowledgeBase } from '../../src/travel/knowledge/index.js';
import { disabledResearch } from '../../src/travel/research-port.js';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { detail: { type: 'string', default: 'summary' } } });
const [input, output] = positionals;
const detail = values.detail;
if (!input || !output || (detail !== 'summary' && detail !== 'standard' && detail !== 'full')) {
  throw new Error('usage: npx tsx scripts/travel/answer-requests.ts <requests.jsonl> <answers.jsonl> [--detail summary|standard|full]');
}

interface RequestLine {
  id: string;
  text: string;
  reference_date?: string;
}

const engine = createTravelEngine({ kb: loadKnowledgeBase(), gazetteer: loadGazetteer(), research: disabledResearch });
const lines = readFileSync(input, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as RequestLine);
const out: string[] = [];
for (const line of lines) {
  const day = line.reference_date ?? new Date().toISOString().slice(0, 10);
  const now = new Date(`${day}T12:00:00Z`);
  const ctx = { now: () => now, requestId: `req_${line.id}`, accountId: null, commercial: null };
  const full = await engine.search({ user_request: line.text, reference_date: day }, ctx);
  out.push(JSON.stringify({ ...line, answer: JSON.parse(atLevel(detail, full).text) as unknown }));
}
writeFileSync(output, `${out.join('\n')}\n`);
console.log(`${lines.length} requests answered at detail ${detail} into ${output}`);
