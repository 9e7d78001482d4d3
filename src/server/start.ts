import { enableCompileCache } from 'node:module';

/**
 * What `npm start` runs (bundled as dist/server.js): Node's compile cache, then the service
 * (main.ts). Compiling the 4 MB of JavaScript a start loads was a third of its CPU time; with the
 * cache, a start reads the code V8 compiled for the same files at an earlier start (kept in the
 * system's temporary folder, or where NODE_COMPILE_CACHE says; NODE_DISABLE_COMPILE_CACHE=1 turns
 * it off). A new build's files do not match the cached ones and are compiled and cached again, and
 * a cache that cannot be written is skipped: either way the start compiles as it did before.
 */
enableCompileCache();
await import('./main.js');
