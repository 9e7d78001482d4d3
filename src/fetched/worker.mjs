// Worker-thread entry of the content reader pool. The service runs TypeScript through tsx, so the
// worker registers the same loader before importing the task table its pool was created for.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { TASKS } = await import(workerData.tasks);

/** `warm` only loads the modules in a fresh thread. */
export default function runTask({ name, input }) {
  return name === 'warm' ? true : TASKS[name](input);
}
