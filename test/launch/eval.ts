import { neutralLaunchReport, runNeutralLaunch } from './neutral.js';

/** Runs a launch case file in the neutral format (`npx tsx test/launch/eval.ts cases.jsonl`) and prints readiness and what failed. */
const path = process.argv[2];
if (!path) throw new Error('usage: tsx test/launch/eval.ts <cases.jsonl>');
console.log(neutralLaunchReport(`launch evaluation (neutral format): ${path}`, await runNeutralLaunch(path)));
