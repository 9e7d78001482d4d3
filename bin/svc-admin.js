#!/usr/bin/env node
// Operator tools; runs the TypeScript sources through tsx (a runtime dependency).
import { register } from 'tsx/esm/api';

register();
await import('../src/admin/main.ts');
