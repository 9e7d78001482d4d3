// Worker-thread entry of the content reader pool. Built (dist/), the task table is compiled
// JavaScript next to this file; run from the TypeScript sources (tests, development scripts), the
// worker registers tsx, a development dependency, before importing it.
import { existsSync } from 'node:fs';

const compiled = new URL('./tasks.js', import.meta.url);
if (!existsSync(compiled)) (await import('tsx/esm/api')).register();
const { TASKS } = await import(existsSync(compiled) ? compiled.href : './tasks.ts');

export default function runTask({ name, input }) {
  return TASKS[name](input);
}
