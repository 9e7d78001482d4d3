/**
 * Compiles the Natural Earth 1:50m land polygons (TopoJSON of the world-atlas package, a
 * devDependency) into data/travel/coast/land-50m.json: every land ring as [lat, lon] pairs in
 * hundredths of a degree, with its area, for coast_distance_model_v1
 * (src/travel/knowledge/models/coast.ts).
 * Run: npx tsx scripts/travel/build-coast.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  objects: { land: { geometries: Array<{ type: string; arcs: number[][][] | number[][] }> } };
  arcs: Array<Array<[number, number]>>;
}

const require = createRequire(import.meta.url);
const topo = require('world-atlas/land-50m.json') as Topology;
const version = (require('world-atlas/package.json') as { version: string }).version;
const [sx, sy] = topo.transform.scale;
const [tx, ty] = topo.transform.translate;

/** An arc's absolute [lon, lat] points (TopoJSON arcs are delta-encoded); ~i is arc i reversed. */
function arcPoints(index: number): Array<[number, number]> {
  const arc = topo.arcs[index < 0 ? ~index : index] ?? [];
  let x = 0;
  let y = 0;
  const pts = arc.map(([dx, dy]): [number, number] => {
    x += dx;
    y += dy;
    return [x * sx + tx, y * sy + ty];
  });
  return index < 0 ? pts.reverse() : pts;
}

function ring(arcs: number[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const a of arcs) {
    const pts = arcPoints(a);
    out.push(...(out.length ? pts.slice(1) : pts));
  }
  return out;
}

/** Spherical area of a ring in km2 (shoelace on an equal-area projection about the ring's mean latitude is enough here). */
function areaKm2(pts: Array<[number, number]>): number {
  const R = 6371;
  let sum = 0;
  for (let i = 0; i < pts.length; i++) {
    const [lon1, lat1] = pts[i] as [number, number];
    const [lon2, lat2] = pts[(i + 1) % pts.length] as [number, number];
    sum += (((lon2 - lon1) * Math.PI) / 180) * (2 + Math.sin((lat1 * Math.PI) / 180) + Math.sin((lat2 * Math.PI) / 180));
  }
  return Math.abs((sum * R * R) / 2);
}

const rings: Array<{ area_km2: number; points: number[] }> = [];
for (const g of topo.objects.land.geometries) {
  const polygons = (g.type === 'Polygon' ? [g.arcs] : g.arcs) as number[][][];
  for (const polygon of polygons) {
    const outer = ring(polygon[0] ?? []);
    if (outer.length < 3) continue;
    rings.push({ area_km2: Math.round(areaKm2(outer)), points: outer.flatMap(([lon, lat]) => [Math.round(lat * 100), Math.round(lon * 100)]) });
  }
}
rings.sort((a, b) => b.area_km2 - a.area_km2);

mkdirSync(new URL('../../data/travel/coast/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../../data/travel/coast/land-50m.json', import.meta.url),
  JSON.stringify({
    description:
      'Land polygons (outer rings) of Natural Earth 1:50m, as [lat, lon] pairs in hundredths of a degree, largest first, with their areas; built by scripts/travel/build-coast.ts, do not edit.',
    source: `Natural Earth 1:50m physical land (naturalearthdata.com), via the world-atlas npm package ${version}`,
    licence: 'Natural Earth: public domain; world-atlas: ISC',
    as_of: 'Natural Earth 4.1.0 (2018)',
    rings,
  }) + '\n',
);
console.log(
  `${rings.length} rings, ${rings.reduce((s, r) => s + r.points.length / 2, 0)} points; largest ${rings
    .slice(0, 8)
    .map((r) => r.area_km2)
    .join(', ')}`,
);
