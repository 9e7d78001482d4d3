// Worker-thread entry of the content reader pool. It imports the task table its pool was created
// for: compiled JavaScript when the service runs built (dist/); run from the TypeScript sources
// (tests, development scripts), the worker first registers tsx, a development dependency.
import { workerData } from 'node:worker_threads';

if (workerData.tasks.endsWith('.ts')) (await import('tsx/esm/api')).register();
const { TASKS } = await import(workerData.tasks);

/** `warm` only loads the modules in a fresh thread. */
export default function runTask({ name, input }) {
  return name === 'warm' ? true : TASKS[name](input);
}
