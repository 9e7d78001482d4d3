import { CliError, EXIT } from './errors.js';

export interface InputSources {
  readFile: (path: string) => Promise<string>;
  readStdin: () => Promise<string>;
}

/**
 * Reads a JSON object given inline, as @file, or as "-" for stdin. Anything else than a JSON
 * object is a usage error (exit 2) naming where the bad input came from.
 */
export async function readJsonObject(arg: string, sources: InputSources): Promise<Record<string, unknown>> {
  let text: string;
  let where: string;
  if (arg === '-') {
    text = await sources.readStdin();
    where = 'stdin';
  } else if (arg.startsWith('@')) {
    where = arg.slice(1);
    try {
      text = await sources.readFile(where);
    } catch (err) {
      throw new CliError(`cannot read ${where}: ${(err as NodeJS.ErrnoException).code ?? String(err)}`, EXIT.usage);
    }
  } else {
    text = arg;
    where = 'the argument';
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${where} is not valid JSON (${(err as Error).message}); pass a JSON object, @file.json or - for stdin`, EXIT.usage);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new CliError(`${where} must be a JSON object, not ${Array.isArray(value) ? 'an array' : typeof value}`, EXIT.usage);
  return value as Record<string, unknown>;
}
