import { readdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** The value after a flag of the command line, if given. */
export function flagValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * The files of realistic request sets a command line names: every realistic-*.jsonl of the --dev-dir folder, and each
 * --set file (any file of realistic cases, such as an open set kept elsewhere).
 */
export function setFiles(args: readonly string[]): string[] {
  const dev = flagValue(args, '--dev-dir');
  return [
    ...(dev
      ? readdirSync(dev)
          .filter((f) => /^realistic-.*\.jsonl$/.test(f))
          .map((f) => join(dev, f))
      : []),
    ...args.flatMap((a, i) => (args[i - 1] === '--set' ? [a] : [])),
  ].sort();
}

/** A set's name: its file's folder and name (intent-dev/realistic-s20, s32/open). */
export const setName = (f: string) => `${basename(dirname(realpathSync(f)))}/${basename(f, '.jsonl')}`;
