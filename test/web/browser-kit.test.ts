import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchChromium, watchedPage } from './browser-kit.js';

/** The kit's axe run must catch what Lighthouse's accessibility audit catches, tap targets included. */
describe('browser kit (Chromium)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const buttons = (size: number) =>
    `<!doctype html><html lang="en"><head><title>Targets</title></head><body><main><h1>Targets</h1>` +
    `<button style="width:${size}px;height:${size}px;padding:0;margin:0">A</button><button style="width:${size}px;height:${size}px;padding:0;margin:0">B</button></main></body></html>`;

  it('reports controls smaller than 24 px with no room around them, and passes the same controls at a finger’s size', async () => {
    const context = await browser.newContext();
    const { page } = await watchedPage(context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(buttons(12));
    expect((await axeViolations(page)).map((v) => v.id)).toContain('target-size');
    await page.setContent(buttons(44));
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
