/**
 * What starting the service in a process takes: its configuration, database, migrations, store and
 * app. main.ts composes them for `npm start`; the build also bundles this module as dist/service.js
 * (scripts/build-server.ts), so a program that starts the service inside its own process (the test
 * suite's in-process servers) runs the same bundled code `npm start` runs.
 */
export { ConfigError, loadConfig } from '../config.js';
export { migrate, openDb } from '../store/db.js';
export { Store } from '../store/index.js';
export { serverSecret } from '../store/settings-store.js';
export { buildApp } from './app.js';
