#!/usr/bin/env node
// Operator tools; runs the compiled sources (`npm run build`, which `npm install` runs).
await import('../dist/admin/main.js');
