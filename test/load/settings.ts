/**
 * Load and fault tests run short in `npm test` (CI) and long with `npm run test:load`
 * (LOAD_PROFILE=full). Every loop is bounded in time and count, and targets loopback only.
 */
const full = process.env.LOAD_PROFILE === 'full';

export const LOAD = {
  full,
  restartSeconds: full ? 12 : 5,
  sustainSeconds: full ? 10 : 3,
  rateSteps: full ? [50, 100, 200, 300, 400, 600, 800] : [50, 150],
};
