import fc from 'fast-check';
import { checkAnswer, schemaProblem, type Finding } from './checks.js';
import { operationsOf, requestArbitrary, type FuzzRequest, type OpenApiDocument, type Operation } from './operations.js';
import { invalid, valid, type Schema } from './schema-arbitrary.js';

/**
 * The OpenAPI-driven fuzzer: every operation of the served /openapi.json, and every MCP tool of
 * the served tools/list, gets requests generated from its own schemas (valid, broken in one
 * place, malformed at the HTTP level), sent over real HTTP; every answer is checked (checks.ts).
 */
export interface FuzzTarget {
  baseUrl: string;
  /** Bearer keys with room for the whole run; used in turn. */
  keys: string[];
}

interface Case {
  label: string;
  operation: Operation;
  requests: fc.Arbitrary<FuzzRequest>;
  /** Extra check on a tools/call answer. */
  outputSchema?: Schema;
}

export interface FuzzReport {
  seed: number;
  requests: number;
  byOperation: Record<string, { requests: number; ms: number; statuses: Record<string, number> }>;
  findings: Finding[];
}

interface McpTool {
  name: string;
  inputSchema: Schema;
  outputSchema?: Schema;
}

async function mcpTools(target: FuzzTarget): Promise<McpTool[]> {
  const res = await fetch(`${target.baseUrl}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${target.keys[0]}` },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  return ((await res.json()) as { result: { tools: McpTool[] } }).result.tools;
}

function toolCases(post: Operation, tools: McpTool[]): Case[] {
  return tools.map((tool) => {
    const args = fc.oneof({ weight: 3, arbitrary: valid(tool.inputSchema) }, { weight: 2, arbitrary: invalid(tool.inputSchema) });
    const requests = fc.tuple(args, fc.nat(1_000_000), fc.boolean()).map(([value, id, fromPool]): FuzzRequest => ({
      kind: 'valid',
      method: 'POST',
      path: '/mcp',
      query: '',
      auth: 'key',
      contentType: 'application/json',
      body: { json: { jsonrpc: '2.0', id, method: 'tools/call', params: { name: tool.name, arguments: value } } },
      fromPool,
    }));
    return { label: `MCP tools/call ${tool.name}`, operation: post, requests, ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}) };
  });
}

/** Ids the server handed out, so generated requests can refer to real records too. */
class Pool {
  requestIds: string[] = [];
  jobIds: string[] = [];
  collect(body: unknown): void {
    const text = JSON.stringify(body) ?? '';
    for (const m of text.matchAll(/"job_id":"(rj_[A-Za-z0-9_-]+)"/g)) if (this.jobIds.length < 200) this.jobIds.push(m[1]!);
  }
  pick<T>(list: T[], n: number): T | undefined {
    return list.length ? list[n % list.length] : undefined;
  }
}

function withPoolIds(req: FuzzRequest, pool: Pool, n: number): FuzzRequest {
  if (!req.fromPool) return req;
  const requestId = pool.pick(pool.requestIds, n);
  const jobId = pool.pick(pool.jobIds, n);
  const path = jobId ? req.path.replace(/\/jobs\/[^/]+$/, `/jobs/${jobId}`) : req.path;
  const body =
    requestId &&
    req.body &&
    'json' in req.body &&
    req.body.json &&
    typeof req.body.json === 'object' &&
    !Array.isArray(req.body.json) &&
    'request_id' in req.body.json
      ? { json: { ...(req.body.json as object), request_id: requestId } }
      : req.body;
  return { ...req, path, body };
}

function describeRequest(req: FuzzRequest): string {
  const body = req.body === null ? '' : 'json' in req.body ? JSON.stringify(req.body.json) : JSON.stringify(req.body.raw);
  return `${req.method} ${req.path}${req.query} [${req.kind}, auth ${req.auth}, ${req.contentType ?? 'no content-type'}] ${(body ?? 'undefined').slice(0, 20_000)}`;
}

/** A request unanswered this long is a finding (a hang), not the end of the run. */
const ANSWER_TIMEOUT_MS = 120_000;

async function send(target: FuzzTarget, req: FuzzRequest, n: number): Promise<{ status: number; body: unknown; isJson: boolean; requestId: string | null }> {
  const headers: Record<string, string> = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const key = target.keys[n % target.keys.length]!;
  if (req.auth === 'key') headers.authorization = `Bearer ${key}`;
  if (req.auth === 'malformed') headers.authorization = 'Bearer';
  if (req.auth === 'unknown') headers.authorization = `Bearer svc_live_${'0'.repeat(32)}`;
  if (req.contentType) headers['content-type'] = req.contentType;
  const body = req.body === null ? undefined : 'json' in req.body ? JSON.stringify(req.body.json) : req.body.raw;
  const res = await fetch(`${target.baseUrl}${req.path}${req.query}`, {
    method: req.method,
    headers,
    body: req.method === 'GET' ? undefined : body,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  let parsed: unknown = text;
  if (isJson && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: res.status, body: parsed, isJson: isJson && parsed !== text, requestId: res.headers.get('x-request-id') };
}

/** How often a run says how far it has got and what it is waiting for. */
const PROGRESS_EVERY_MS = 30_000;

interface InFlight {
  label: string;
  request: string;
  started: number;
}

function progressLine(done: number, total: number, inFlight: Map<number, InFlight>): string {
  const now = performance.now();
  const waiting = [...inFlight.values()].map((r) => `${r.label} for ${Math.round(now - r.started)} ms`);
  return `fuzzer: ${done} of ${total} requests answered; waiting on ${waiting.join(', ') || 'nothing'}`;
}

/**
 * Sends generated requests to every case (at least `perCase` each, more when `minRequests` needs
 * them), `concurrency` at a time, and reports. A request unanswered within ANSWER_TIMEOUT_MS is a
 * finding; so is a run that has not sent everything within `timeLimitMs`, naming its slowest
 * request, so a slow or stuck operation ends the run with a report instead of the test's timeout.
 */
export async function fuzz(
  target: FuzzTarget,
  doc: OpenApiDocument,
  options: { perCase: number; minRequests: number; seed: number; concurrency: number; timeLimitMs: number; log: (line: string) => void },
): Promise<FuzzReport> {
  const operations = operationsOf(doc);
  const mcpPost = operations.find((op) => op.method === 'POST' && op.template === '/mcp');
  const cases: Case[] = [
    ...operations.map((operation) => ({ label: `${operation.method} ${operation.template}`, operation, requests: requestArbitrary(operation) })),
    ...(mcpPost ? toolCases(mcpPost, await mcpTools(target)) : []),
  ];
  const report: FuzzReport = { seed: options.seed, requests: 0, byOperation: {}, findings: [] };
  const pool = new Pool();
  const perCase = Math.max(options.perCase, Math.ceil(options.minRequests / cases.length));
  const work = cases.flatMap((c, i) => fc.sample(c.requests, { numRuns: perCase, seed: options.seed + i }).map((req) => ({ c, req })));
  const stopAt = performance.now() + options.timeLimitMs;
  const inFlight = new Map<number, InFlight>();
  let slowest = { ms: 0, label: '', request: '' };
  const progress = setInterval(() => options.log(progressLine(report.requests, work.length, inFlight)), PROGRESS_EVERY_MS);
  let next = 0;
  const worker = async () => {
    while (next < work.length && performance.now() < stopAt) {
      const n = next++;
      const { c, req: generated } = work[n]!;
      const req = withPoolIds(generated, pool, n);
      const started = performance.now();
      const request = describeRequest(req);
      inFlight.set(n, { label: c.label, request, started });
      const answer = await send(target, req, n)
        .catch((err: unknown) => {
          if (!(err instanceof Error && err.name === 'TimeoutError')) throw err;
          report.findings.push({ kind: 'no answer in time', operation: c.label, status: 0, request, detail: `no answer within ${ANSWER_TIMEOUT_MS} ms` });
          return null;
        })
        .finally(() => inFlight.delete(n));
      report.requests++;
      const ms = performance.now() - started;
      if (ms > slowest.ms) slowest = { ms, label: c.label, request };
      if (!answer) continue;
      const tally = (report.byOperation[c.label] ??= { requests: 0, ms: 0, statuses: {} });
      tally.requests++;
      tally.ms += ms;
      tally.statuses[answer.status] = (tally.statuses[answer.status] ?? 0) + 1;
      if (answer.requestId && answer.status < 400 && pool.requestIds.length < 500) pool.requestIds.push(answer.requestId);
      pool.collect(answer.body);
      report.findings.push(
        ...checkAnswer({ operation: c.label, request, status: answer.status, body: answer.body, isJson: answer.isJson, documented: c.operation.responses }),
      );
      const result = (answer.body as { result?: { isError?: boolean; structuredContent?: unknown } } | null)?.result;
      if (c.outputSchema && answer.status === 200 && result && !result.isError && result.structuredContent !== undefined) {
        const problem = schemaProblem(c.outputSchema, result.structuredContent);
        if (problem) report.findings.push({ kind: 'tool result fails its outputSchema', operation: c.label, status: answer.status, request, detail: problem });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.concurrency }, worker));
  } finally {
    clearInterval(progress);
  }
  if (next < work.length) {
    report.findings.push({
      kind: 'run out of time',
      operation: slowest.label,
      status: 0,
      request: slowest.request,
      detail: `${work.length - next} of ${work.length} requests unsent after ${options.timeLimitMs} ms, from ${work[next]!.c.label} on; the slowest answer took ${Math.round(slowest.ms)} ms`,
    });
  }
  return report;
}

/** Findings grouped by kind and operation, with the first example of each, for people. */
export function summarize(report: FuzzReport): string {
  const groups = new Map<string, Finding[]>();
  for (const f of report.findings) {
    const key = `${f.kind} | ${f.operation} | ${f.status}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [
    `fuzzer: ${report.requests} requests over ${Object.keys(report.byOperation).length} operations and tools (seed ${report.seed}); ${report.findings.length} finding(s)`,
  ];
  for (const [key, list] of groups) lines.push(`  ${list.length} x ${key}\n    request: ${list[0]!.request.slice(0, 400)}\n    answer: ${list[0]!.detail}`);
  return lines.join('\n');
}
