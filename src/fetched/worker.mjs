// Worker-thread entry of the content reader pool. The service runs TypeScript through tsx, so the
// worker registers the same loader before importing the task table.
import { register } from 'tsx/esm/api';

register();
const { TASKS } = await import('./tasks.ts');

export default function runTask({ name, input }) {
  return TASKS[name](input);
}
