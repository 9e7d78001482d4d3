#!/usr/bin/env node
// The svc command from a checkout: runs the compiled sources (`npm run build`, which `npm install`
// runs). The downloadable single-file build (GET /cli, dist/svc.mjs) needs nothing but Node 20.
await import('../dist/cli/main.js');
