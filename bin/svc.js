#!/usr/bin/env node
// The svc command from a checkout: runs the TypeScript sources through tsx. The downloadable
// single-file build (GET /cli, dist/svc.mjs) needs nothing but Node 20.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
