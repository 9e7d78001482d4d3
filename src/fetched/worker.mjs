// Worker-thread entry of the content reader pool. The service runs TypeScript through tsx, so the
// worker registers the same loader before importing a task module (once per module and thread).
import { register } from 'tsx/esm/api';

register();
const modules = new Map();

/** Runs `name` of the task module at the file URL `tasks`; `warm` only loads the module. */
export default async function runTask({ tasks, name, input }) {
  let loaded = modules.get(tasks);
  if (!loaded) {
    loaded = import(tasks);
    modules.set(tasks, loaded);
  }
  const { TASKS } = await loaded;
  return name === 'warm' ? true : TASKS[name](input);
}
