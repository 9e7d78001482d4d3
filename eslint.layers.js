// The layers of src/ and the direction of imports between them (docs/architecture.md).
// A layer imports only from the layers below it; `no-restricted-paths` turns every other
// import into a lint error. Paths are relative to the repository root.

const EDGES = ['server', 'mcp', 'a2a', 'cli', 'admin'];
const OPERATIONS = ['operations', 'records'];
const ADAPTERS = ['store', 'billing', 'observability', 'config.ts', 'config-web.ts'];
const DOMAIN_AREAS = ['travel', 'goods', 'skills', 'launch', 'proof', 'accounts'];
const FOUNDATION = ['contracts', 'text', 'net', 'fetched', 'travel/geo', 'errors.ts', 'ids.ts', 'data-file.ts', 'config-env.ts', 'time-units.ts'];

const src = (paths) => paths.map((p) => `./src/${p}`);

/** `target` may not import from `from` (except the foundation folders inside a domain area). */
function zone(target, from, message) {
  const except = from.includes('./src/travel') ? ['./geo'] : [];
  return from.flatMap((f) => ({ target, from: f, message, ...(f === './src/travel' ? { except } : {}) }));
}

const DOWNWARD = 'Imports point down: edges -> operations -> adapters -> domain -> foundation (docs/architecture.md).';

export const layerZones = [
  ...zone(src(['mcp', 'a2a', 'cli', 'admin']), src(['server']), 'Only the server mounts the other edges.'),
  ...zone(src([...OPERATIONS, ...ADAPTERS, ...DOMAIN_AREAS, ...FOUNDATION]), src(EDGES), DOWNWARD),
  ...zone(src([...ADAPTERS, ...DOMAIN_AREAS, ...FOUNDATION]), src(OPERATIONS), DOWNWARD),
  ...zone(src([...DOMAIN_AREAS, ...FOUNDATION]), src(ADAPTERS), 'The domain gets the store, metrics and providers passed in; it imports none of them.'),
  ...zone(src(FOUNDATION), src(DOMAIN_AREAS), 'Foundation modules know no domain area.'),
  // Domain areas are independent of each other; accounts (plans, quotas, billing links) is shared.
  ...DOMAIN_AREAS.filter((a) => a !== 'accounts').flatMap((area) =>
    zone(
      src([area]),
      src(DOMAIN_AREAS.filter((other) => other !== area && other !== 'accounts')),
      'A domain area does not import another one; shared code moves to the foundation.',
    ),
  ),
];
