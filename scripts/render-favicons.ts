/**
 * Renders assets/favicon.svg to the PNG favicons pages link (assets/favicon-<size>.png), in
 * Chromium. Browsers decode an SVG favicon by building a whole SVG document on the page's main
 * thread after load; a PNG of the size they ask for is decoded in a fraction of that and looks the
 * same. Chromium writes its screenshots quickly rather than small: each is encoded again, losslessly,
 * with the PNG row filter that compresses it best at zlib's top level (pngjs). Run it after changing
 * favicon.svg.
 *
 *   tsx scripts/render-favicons.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:zlib';
import { chromium } from 'playwright-core';
import { PNG } from 'pngjs';
import { FAVICON_SIZES } from '../src/server/web/layout.js';
import { assetsUrl } from '../src/data-paths.js';

/** The same pixels in the smallest of the five PNG row filters, each deflated at level 9 with zlib's default strategy (pngjs's own is run-length only). */
function smallest(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const encodings = [0, 1, 2, 3, 4].map((filterType) => PNG.sync.write(image, { filterType, deflateLevel: 9, deflateStrategy: constants.Z_DEFAULT_STRATEGY }));
  return encodings.reduce((best, next) => (next.length < best.length ? next : best), png);
}

const svg = readFileSync(assetsUrl('favicon.svg'), 'utf8');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] });
try {
  for (const size of FAVICON_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    writeFileSync(assetsUrl(`favicon-${size}.png`), smallest(await page.screenshot({ omitBackground: true })));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`favicons: ${FAVICON_SIZES.map((s) => `favicon-${s}.png`).join(', ')}`);
