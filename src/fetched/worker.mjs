// Worker-thread entry of the content reader pool. A task names the module of its task table by file
// URL: compiled JavaScript when the service runs built (dist/); a TypeScript module when run from
// the sources (tests, development scripts), for which the worker first registers tsx, a
// development dependency (once per thread).
const modules = new Map();
let tsxRegistered = false;

async function load(tasks) {
  if (tasks.endsWith('.ts') && !tsxRegistered) {
    (await import('tsx/esm/api')).register();
    tsxRegistered = true;
  }
  return import(tasks);
}

/** Runs `name` of the task module at the file URL `tasks`; `warm` only loads the module. */
export default async function runTask({ tasks, name, input }) {
  let loaded = modules.get(tasks);
  if (!loaded) {
    loaded = load(tasks);
    modules.set(tasks, loaded);
  }
  const { TASKS } = await loaded;
  return name === 'warm' ? true : TASKS[name](input);
}
