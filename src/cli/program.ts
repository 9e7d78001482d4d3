import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { Api } from './api.js';
import { budgetGate, CHAIN_PRICE_USD } from './budget.js';
import { runChain, type ToolCaller } from './chain.js';
import { CliError, EXIT, EXIT_CODE_HELP } from './errors.js';
import { runEval } from './eval.js';
import { readJsonObject, type InputSources } from './input.js';
import { callMcpTool } from './mcp-client.js';
import { addOperationCommands, commandGroup } from './operations.js';
import { ResearchNotComplete, waitForResearch } from './research.js';

/** The interface version this CLI speaks (the API's, 0.1.0 beta). */
export const CLI_VERSION = '0.1.0';
/**
 * GET /cli replaces this marker with the PUBLIC_BASE_URL of the server that served the bundle, so
 * a downloaded CLI talks to its own server by default.
 */
const SERVED_FROM = '__SVC_SERVED_FROM__';
export const DEFAULT_BASE_URL = SERVED_FROM.startsWith('http') ? SERVED_FROM : 'http://127.0.0.1:8787';

/** Everything the CLI touches outside itself, so tests and the real process differ only here. */
export interface CliIo extends InputSources {
  env: Record<string, string | undefined>;
  fetch: typeof fetch;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

const ENV_HELP = `
Environment:
  SVC_API_KEY    bearer key (svc_live_...); get one with "svc activate" or from the dashboard
  SVC_BASE_URL   server address (default ${DEFAULT_BASE_URL}); --base-url overrides it

Input: <json> is inline JSON, @file.json, or - to read stdin. Output: one JSON document on stdout
(--pretty indents it); errors are one line on stderr.

${EXIT_CODE_HELP}`;

function number(name: string, min: number) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < min) throw new InvalidArgumentError(`${name} must be a number >= ${min}`);
    return n;
  };
}

function baseUrlFrom(option: string | undefined, env: CliIo['env']): string {
  const raw = option ?? env.SVC_BASE_URL ?? DEFAULT_BASE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new CliError(`base URL "${raw}" is not a URL; set SVC_BASE_URL like ${DEFAULT_BASE_URL}`, EXIT.usage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CliError(`base URL "${raw}" must be http or https`, EXIT.usage);
  return raw.replace(/\/+$/, '');
}

/** Builds the svc command. `run` parses argv and returns the exit code; it never calls process.exit. */
export function buildProgram(io: CliIo): { run: (argv: string[]) => Promise<number> } {
  const program = new Command('svc');
  program
    .description(
      'Command-line wrapper for the svc API and hosted MCP endpoint: travel search and the validated primitive chain, used-goods deal validation, skill search, feedback.',
    )
    .version(CLI_VERSION)
    .option('--pretty', 'indent the JSON output for people')
    .option('--base-url <url>', `server address (default $SVC_BASE_URL or ${DEFAULT_BASE_URL})`)
    .addHelpText('after', ENV_HELP)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const globals = () => program.opts<{ pretty?: boolean; baseUrl?: string }>();
  const api = () => new Api({ baseUrl: baseUrlFrom(globals().baseUrl, io.env), apiKey: io.env.SVC_API_KEY, fetch: io.fetch, timeoutMs: 60_000 });
  const print = (value: unknown) => io.stdout(`${JSON.stringify(value, null, globals().pretty ? 2 : undefined)}\n`);
  const json = (arg: string) => readJsonObject(arg, io);

  addOperationCommands(program, { api, print, stderr: io.stderr, input: io });

  program
    .command('mcp-chain <json>')
    .description(
      'Run the five travel primitives over MCP in order and print match_status, live_places, candidate_intent_coherence, provider_handoffs and the truth boundaries; <json> is the search request, optionally with proposed_plan',
    )
    .option(
      '--tool-budget-usd <usd>',
      `remaining paid-tool budget; below the chain price (${CHAIN_PRICE_USD} USD) the chain is declined without any request (exit 7)`,
      number('--tool-budget-usd', 0),
    )
    .action(async (arg: string, opts: { toolBudgetUsd?: number }) => {
      const input = await json(arg);
      const declined = budgetGate(opts.toolBudgetUsd);
      if (declined) {
        print(declined);
        throw new CliError(
          `declined: tool budget ${declined.tool_budget_usd} USD is below the chain price ${declined.chain_price_usd} USD; no request was made`,
          EXIT.budgetDeclined,
        );
      }
      const client = api();
      const call: ToolCaller = (tool, args) => callMcpTool(client, tool, args);
      const result = await runChain(input, call);
      print({ ...result, tool_budget_usd: opts.toolBudgetUsd ?? null, chain_price_usd: CHAIN_PRICE_USD });
    });

  commandGroup(program, ['research'])
    .command('wait <id>')
    .description(
      'Poll GET /api/v1/travel/research/jobs/<id> until complete or failed, with a progress line on stderr; prints the final status (exit 8 if failed or still running at --timeout)',
    )
    .option('--timeout <seconds>', 'give up after this many seconds', number('--timeout', 0), 120)
    .option('--interval <seconds>', 'seconds between polls', number('--interval', 0.05), 2)
    .action(async (id: string, opts: { timeout: number; interval: number }) => {
      const options = {
        timeoutMs: opts.timeout * 1000,
        intervalMs: opts.interval * 1000,
        progress: (line: string) => io.stderr(`${line}\n`),
        sleep: io.sleep,
        now: io.now,
      };
      try {
        print(await waitForResearch(api(), id, options));
      } catch (err) {
        if (err instanceof ResearchNotComplete) print(err.job);
        throw err;
      }
    });

  program
    .command('eval')
    .description(
      'Run the buyer-agent scenario suite (in-scope chain, no-match, stale plan, research pending, budget too low) against the server; prints one JSON summary with per-case decisions and counts (exit 8 if a case failed)',
    )
    .action(async () => {
      const client = api();
      const summary = await runEval({ api: client, callTool: (tool, args) => callMcpTool(client, tool, args) });
      print(summary);
      if (summary.counts.failed > 0) throw new CliError(`${summary.counts.failed} of ${summary.counts.cases} eval cases failed`, EXIT.failed);
    });

  const withExitCodes = (command: Command): void => {
    for (const sub of command.commands) {
      sub.addHelpText('after', `\n${EXIT_CODE_HELP}`);
      withExitCodes(sub);
    }
  };
  withExitCodes(program);

  return {
    async run(argv) {
      try {
        await program.parseAsync(argv, { from: 'user' });
        return EXIT.ok;
      } catch (err) {
        if (err instanceof CommanderError) {
          // Commander already printed its one-line message (or the help text).
          return ['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(err.code) ? EXIT.ok : EXIT.usage;
        }
        if (err instanceof CliError) {
          io.stderr(`svc: ${err.message}\n`);
          return err.exitCode;
        }
        io.stderr(`svc: unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
        return EXIT.server;
      }
    },
  };
}
