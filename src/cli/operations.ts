import { InvalidArgumentError, type Command } from 'commander';
import type { Api } from './api.js';
import { readJsonObject, type InputSources } from './input.js';
import { OPERATIONS } from '../operations/index.js';
import type { Operation } from '../operations/types.js';

/** What a generated command needs from the program around it. */
export interface CommandDeps {
  api: () => Api;
  print: (value: unknown) => void;
  stderr: (text: string) => void;
  input: InputSources;
}

type PropertySchema = { type?: string; enum?: string[]; description?: string };

const optionName = (field: string) => `--${field.replace(/_/g, '-')}`;
const optionKey = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** Scalar top-level fields of the input become options (`max_results` -> `--max-results <number>`). */
function scalarFields(op: Operation): Array<[string, PropertySchema]> {
  const properties = (op.input as { properties?: Record<string, PropertySchema> }).properties ?? {};
  return Object.entries(properties).filter(([, s]) => ['string', 'number', 'integer', 'boolean'].includes(s.type ?? ''));
}

function parser(field: string, schema: PropertySchema) {
  return (value: string): unknown => {
    if (schema.type === 'string') {
      if (schema.enum && !schema.enum.includes(value)) throw new InvalidArgumentError(`${optionName(field)} must be one of: ${schema.enum.join(', ')}`);
      return value;
    }
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || (schema.type === 'integer' && !Number.isInteger(n)))
      throw new InvalidArgumentError(`${optionName(field)} must be a number`);
    return n;
  };
}

/** The group command for the leading words of a multi-word command (`goods search` -> `goods`). */
export function commandGroup(program: Command, words: string[]): Command {
  let parent = program;
  for (const word of words) parent = parent.commands.find((c) => c.name() === word) ?? parent.command(word).description(`${word} commands`);
  return parent;
}

function argumentLabel(op: Operation): string {
  const argument = op.cli!.argument;
  if (argument === 'none') return '';
  if (argument === 'json') return ' <json>';
  if (argument === 'optional-json') return ' [json]';
  return 'param' in argument ? ` <${argument.param}>` : ` <${argument.words}>`;
}

/** The request body (or path) of one command line. */
async function buildCall(op: Operation, arg: string | undefined, options: Record<string, unknown>, input: InputSources) {
  const argument = op.cli!.argument;
  let body: Record<string, unknown> = {};
  let path = op.path;
  if (typeof argument === 'object' && 'param' in argument) path = path.replace(`:${argument.param}`, encodeURIComponent(arg ?? ''));
  else if (typeof argument === 'object' && 'words' in argument) {
    const structured = arg === '-' || arg?.startsWith('@') || arg?.trimStart().startsWith('{');
    body = structured ? await readJsonObject(arg!, input) : { [argument.words]: arg };
  } else if (arg !== undefined) body = await readJsonObject(arg, input);
  for (const [field] of scalarFields(op)) {
    const value = options[optionKey(field)];
    if (value !== undefined) body[field] = value;
  }
  return { method: op.method, path, body: op.method === 'POST' ? body : undefined, auth: op.auth === 'bearer' };
}

/**
 * One command per operation of the table, named by its `cli.command`, with its argument and one
 * option per scalar input field; each prints the API's JSON answer.
 */
export function addOperationCommands(program: Command, deps: CommandDeps): void {
  for (const op of OPERATIONS) {
    if (!op.cli) continue;
    const words = op.cli.command.split(' ');
    const command = commandGroup(program, words.slice(0, -1))
      .command(`${words.at(-1)!}${argumentLabel(op)}`)
      .description(`${op.summary} (${op.method} ${op.path}${op.auth === 'bearer' ? '' : '; no key needed'})`);
    for (const [field, schema] of scalarFields(op)) {
      const label = schema.type === 'boolean' ? '' : ` <${schema.type === 'string' ? 'text' : 'number'}>`;
      const flags = `${optionName(field)}${label}`;
      if (schema.type === 'boolean') command.option(flags, schema.description ?? field);
      else command.option(flags, schema.description ?? field, parser(field, schema));
    }
    command.action(async (...args: unknown[]) => {
      const arg = op.cli!.argument === 'none' ? undefined : (args[0] as string | undefined);
      const options = (op.cli!.argument === 'none' ? args[0] : args[1]) as Record<string, unknown>;
      const answer = await deps.api().call<Record<string, unknown>>(await buildCall(op, arg, options, deps.input));
      deps.print(answer);
      const key = (answer.api_key as { value?: unknown } | undefined)?.value;
      if (typeof key === 'string') deps.stderr(`store the key now, it is shown once: export SVC_API_KEY=${key}\n`);
    });
  }
}
