import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SNAPSHOT_DIR } from '../../src/goods/config.js';
import { createMarketplaceB } from '../../src/goods/providers/marketplace-b.js';
import { parseSnapshot } from '../../src/goods/snapshots/parse.js';
import { importSnapshotFile, SnapshotFolder } from '../../src/goods/snapshots/store.js';

const header = (id = 'shop-2026-11', extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    kind: 'snapshot_meta',
    snapshot_id: id,
    source: 'Example shop export',
    authorized_at: '2026-11-01T00:00:00Z',
    captured_at: '2026-11-02T00:00:00Z',
    demo_data: false,
    authorization_note: 'Written permission from the shop, 2026-10-30',
    ...extra,
  });
const listing = (id: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ id, title: `Trek FX 3 bike ${id}`, price: { value: 600, currency: 'USD' }, url: `https://shop.example/l/${id}`, ...extra });

describe('marketplace_b snapshot files', () => {
  let dir: string;
  let work: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'goods-snap-'));
    work = mkdtempSync(join(tmpdir(), 'goods-src-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  });
  const file = (name: string, lines: string[]) => {
    const path = join(work, name);
    writeFileSync(path, lines.join('\n') + '\n');
    return path;
  };

  it('reports malformed lines, wrong types, unknown fields and duplicate ids with line numbers', () => {
    const result = parseSnapshot(
      [
        header(),
        listing('a'),
        '{"id": "b", "title": ',
        listing('c', { price: { value: '600', currency: 'USD' } }),
        listing('d', { seller_phone: '555' }),
        listing('a'),
        '',
        listing('e', { url: 'not a url' }),
      ].join('\n'),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.line)).toEqual([3, 4, 5, 6, 8]);
    expect(result.problems[0]!.message).toMatch(/not valid JSON/);
    expect(result.problems[1]!.message).toMatch(/\/price\/value must be number/);
    expect(result.problems[2]!.message).toMatch(/must NOT have additional properties "seller_phone"/);
    expect(result.problems[3]!.message).toBe('duplicate listing id "a" (first on line 2)');
    expect(result.problems[4]!.message).toMatch(/\/url must match format "uri"/);
  });

  it('requires the metadata line first and at least one listing', () => {
    const noHeader = parseSnapshot([listing('a')].join('\n'));
    expect(noHeader.ok === false && noHeader.problems[0]).toMatchObject({ line: 1, message: expect.stringMatching(/snapshot metadata invalid/) });
    const badDate = parseSnapshot([header('x', { captured_at: 'yesterday' }), listing('a')].join('\n'));
    expect(badDate.ok === false && badDate.problems[0]!.message).toMatch(/\/captured_at must match format "date-time"/);
    const empty = parseSnapshot(header());
    expect(empty.ok === false && empty.problems[0]!.message).toBe('the snapshot has no listings');
  });

  it('imports a valid file atomically and leaves an existing snapshot untouched when a new version is bad', () => {
    const good = importSnapshotFile(file('good.jsonl', [header(), listing('a'), listing('b')]), dir, { replace: false });
    expect(good).toMatchObject({ ok: true, snapshotId: 'shop-2026-11', listingCount: 2, replaced: false });
    const target = join(dir, 'shop-2026-11.jsonl');
    const before = readFileSync(target, 'utf8');

    const bad = importSnapshotFile(file('bad.jsonl', [header(), listing('a'), listing('z', { price: 'cheap' })]), dir, { replace: true });
    expect(bad).toMatchObject({ ok: false, reason: 'bad.jsonl has 1 problem(s); nothing was imported', problems: [{ line: 3 }] });
    expect(readFileSync(target, 'utf8')).toBe(before);
    expect(readdirSync(dir)).toEqual(['shop-2026-11.jsonl']);

    const clash = importSnapshotFile(file('again.jsonl', [header(), listing('q')]), dir, { replace: false });
    expect(clash).toMatchObject({ ok: false, reason: expect.stringMatching(/already exists.*--replace/) });
    expect(readFileSync(target, 'utf8')).toBe(before);

    const replaced = importSnapshotFile(file('again.jsonl', [header(), listing('q')]), dir, { replace: true });
    expect(replaced).toMatchObject({ ok: true, replaced: true, listingCount: 1 });
    expect(readdirSync(dir)).toEqual(['shop-2026-11.jsonl']);
  });

  it('the folder skips invalid files whole, names them, and picks up imports without a restart', async () => {
    writeFileSync(join(dir, 'broken.jsonl'), [header('broken'), '{oops'].join('\n'));
    const folder = new SnapshotFolder(dir);
    const provider = createMarketplaceB(() => folder.load(), { now: () => new Date('2026-11-20T00:00:00Z') });
    const q = { query: 'trek fx 3', minPriceUsd: null, maxPriceUsd: null, conditionClasses: [], postalCode: null, radiusMiles: null, limit: 50 };
    const first = await provider.search(q);
    expect(first.status).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/Skipped invalid snapshot file\(s\): broken.jsonl/) });

    importSnapshotFile(file('ok.jsonl', [header(), listing('a'), listing('b')]), dir, { replace: false });
    const second = await provider.search(q);
    expect(second.status).toMatchObject({ status: 'provider_live', listing_count: 2, evidence_label: 'marketplace_b_authorized_snapshot' });
    expect(second.status.snapshots).toEqual([
      {
        snapshot_id: 'shop-2026-11',
        source: 'Example shop export',
        authorized_at: '2026-11-01T00:00:00Z',
        captured_at: '2026-11-02T00:00:00Z',
        demo_data: false,
        listing_count: 2,
      },
    ]);
    expect(second.listings[0]).toMatchObject({
      id: 'marketplace_b:shop-2026-11:a',
      provider: 'marketplace_b',
      demoData: false,
      capturedAt: '2026-11-02T00:00:00Z',
    });
  });

  it('the import command prints the line report and exits 1 on a bad file, 0 on a good one', () => {
    const run = (path: string) => {
      try {
        return {
          code: 0,
          out: execFileSync('npx', ['tsx', 'scripts/goods-import-snapshot.ts', path], {
            env: { ...process.env, MARKETPLACE_B_SNAPSHOT_DIR: dir },
            encoding: 'utf8',
            stdio: 'pipe',
          }),
        };
      } catch (error) {
        const e = error as { status: number; stderr: string };
        return { code: e.status, out: e.stderr };
      }
    };
    const bad = run(file('bad.jsonl', [header(), listing('a'), 'nope', listing('a')]));
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/line 3: not valid JSON/);
    expect(bad.out).toMatch(/line 4: duplicate listing id "a" \(first on line 2\)/);
    expect(readdirSync(dir)).toEqual([]);
    const good = run(file('good.jsonl', [header(), listing('a')]));
    expect(good.code).toBe(0);
    expect(good.out).toMatch(/imported snapshot shop-2026-11: 1 listing\(s\)/);
  });

  it('the shipped demo snapshot is valid and labelled as demo data', async () => {
    const loaded = new SnapshotFolder(DEFAULT_SNAPSHOT_DIR).load();
    expect(loaded.rejected).toEqual([]);
    const demo = loaded.snapshots.find((s) => s.header.snapshot_id === 'demo-marketplace-b');
    expect(demo?.header.demo_data).toBe(true);
    expect(demo?.header.source).toMatch(/demo/);
    expect(demo!.listings.length).toBeGreaterThanOrEqual(30);
    const provider = createMarketplaceB(() => loaded, { now: () => new Date() });
    const out = await provider.search({
      query: 'iphone 13',
      minPriceUsd: null,
      maxPriceUsd: null,
      conditionClasses: [],
      postalCode: null,
      radiusMiles: null,
      limit: 50,
    });
    expect(out.status.status).toBe('sandbox');
    expect(out.status.message).toMatch(/synthetic demo listing/);
    expect(out.status.snapshots[0]!.source).toMatch(/\(demo data\)$/);
    expect(out.listings.every((l) => l.demoData)).toBe(true);
  });
});
