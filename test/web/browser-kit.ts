import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Debian's Chromium (the apt package .ci/run installs): never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const ARTIFACTS = join(process.cwd(), 'test-artifacts', 'web');
/** Screenshots are for people who want to look at the pages; no test asserts on them, so they cost nothing unless asked for. */
const SCREENSHOTS = process.env.SVC_TEST_SCREENSHOTS === '1';
export const WIDTHS = [390, 1280] as const;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown }>;
}

/**
 * Headless Chromium hides scroll bars unless `scrollbars` is set; with it, pages get the scroll bar a
 * desktop browser shows, which takes its width from the page when the page outgrows the window.
 */
export function launchChromium(options: { scrollbars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    ...(options.scrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
}

/**
 * One Chromium for every test of the calling file, both databases' halves included: launched
 * before the file's first test and closed after its last, so a file starts one browser however
 * many servers it checks.
 */
export function chromiumForFile(options: { scrollbars?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is launched in beforeAll: call the getter inside a hook or test');
    return browser;
  };
}

/** With SVC_TEST_SCREENSHOTS=1, saves a screenshot of `page` as test-artifacts/web/<name>.png. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: options.fullPage ?? false });
}

/** A page that records console errors, uncaught exceptions and CSP refusals. */
export async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  // Playwright's own 30 s action timeout broke screenshots on a loaded machine.
  page.setDefaultTimeout(120_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|Refused to/i.test(message.text())) problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

/** A tab and what it recorded (watchedPage). */
export interface Tab {
  page: Page;
  problems: string[];
}

/**
 * One context with one tab for every test of the calling describe block: opened before its first
 * test, closed after its last. `visitor(width)` hands the tab to a test as a new visitor's: no
 * cookies, no problems recorded, and with `width`, a viewport that wide and 900 px high.
 * A new tab or context starts a renderer that compiles axe-core's 650 KB again and commits its
 * first document in a new process; navigating one tab does neither.
 */
export function tabForTests(browser: () => Browser): { context: () => BrowserContext; visitor: (width?: number) => Promise<Tab> } {
  let context: BrowserContext | undefined;
  let tab: Tab | undefined;
  beforeAll(async () => {
    context = await browser().newContext();
    tab = await watchedPage(context);
  });
  afterAll(async () => {
    await context?.close();
  });
  const opened = () => {
    if (!context || !tab) throw new Error('the tab is opened in beforeAll: use it inside a hook or test');
    return { context, tab };
  };
  return {
    context: () => opened().context,
    async visitor(width) {
      const { context: shared, tab: own } = opened();
      await shared.clearCookies();
      own.problems.length = 0;
      if (width !== undefined) await own.page.setViewportSize({ width, height: 900 });
      return own;
    },
  };
}

/** The longest a step of a browser test (a click and the page it leads to) may take on a loaded machine. */
export const STEP_MS = 60_000;

/**
 * Follows a link or submits a form as a person does: clicks `selector`, then waits until the
 * browser is at `url` and shows `ready`, which is what the person waits for (not the load event,
 * which also waits for every script and stylesheet). Bounded by STEP_MS; a step that does not get
 * there fails saying where the browser is and what its document is doing.
 */
export async function follow(page: Page, selector: string, url: string, ready: string): Promise<void> {
  const started = Date.now();
  const left = () => Math.max(1, STEP_MS - (Date.now() - started));
  try {
    await page.click(selector, { timeout: left() });
    await page.waitForURL(url, { waitUntil: 'commit', timeout: left() });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: left() });
  } catch (error) {
    // Asked briefly: a browser that is stuck may not answer at all.
    const asked = page.evaluate('({ readyState: document.readyState, title: document.title })').catch(() => 'no document');
    const state = await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000, 'no answer').unref())]);
    const first = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new Error(
      `clicked ${selector} and waited ${Math.round((Date.now() - started) / 1000)} s for ${url} to show ${ready}; the browser is at ${page.url()} ${JSON.stringify(state)}: ${first}`,
      { cause: error },
    );
  }
}

/**
 * Every axe-core rule (any impact), run through the DevTools protocol so the site's CSP stays in force.
 * `target-size` (WCAG 2.2's 24 px minimum for a control and its spacing) is off in axe's defaults;
 * Lighthouse runs it, so the kit does too.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => typeof (globalThis as { axe?: unknown }).axe !== 'undefined');
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  // A string script: the test compiles without DOM types, the page runs it with them.
  return (await page.evaluate(`axe.run(document, { resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } }).then((r) =>
    r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target })) })))`)) as AxeViolation[];
}

/**
 * How far the page is wider than the screen. Parts the browser skips off screen (content-visibility:
 * auto) clip what they hold, so they are laid out first: a too-wide table off screen still counts.
 */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    for (const el of document.querySelectorAll('*')) if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  })()`) as Promise<number>;
}

/** Elements a finger taps (links outside running text, buttons, fields) smaller than 44 by 44 CSS pixels. */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll('button, input:not([type=hidden]), select, textarea, summary, header a, footer a, nav a, .button')]
    .filter((el) => el.offsetParent !== null && !el.closest('.visually-hidden'))
    .map((el) => [el, el.getBoundingClientRect()])
    .filter(([, r]) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
    .map(([el, r]) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + (el.textContent || '').trim().slice(0, 30) + '" ' + Math.round(r.width) + 'x' + Math.round(r.height))`) as Promise<
    string[]
  >;
}

/**
 * Shown text (and fields) in a font that is neither the page's body font nor its code font: a form
 * control left with the browser's own font, say. Such a font names faces most machines lack, and
 * the browser looks each one up before the first layout.
 */
export function foreignFonts(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const code = document.body.appendChild(document.createElement('code'));
    const own = new Set([getComputedStyle(document.body).fontFamily, getComputedStyle(code).fontFamily]);
    code.remove();
    const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const hasText = (el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim() !== '');
    return [...document.body.querySelectorAll('*')]
      .filter((el) => (hasText(el) || el.matches('input:not([type=hidden]), select, textarea, button')) && shown(el))
      .filter((el) => !own.has(getComputedStyle(el).fontFamily))
      .map((el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ': ' + getComputedStyle(el).fontFamily);
  })()`) as Promise<string[]>;
}

/** One layout shift: its score and the elements it moved. */
export interface Shift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift not caused by input, from the page's first moment, in window.__shifts:
 * add it with page.addInitScript before the navigation. A string script: the tests compile without DOM types.
 */
export const OBSERVE_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    const name = (node) => (node instanceof Element ? node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + '.' + node.className : String(node && node.nodeName));
    window.__shifts.push({ value: entry.value, sources: entry.sources.map((source) => name(source.node)) });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

/** The shifts OBSERVE_SHIFTS recorded, two frames from now: a shift found in the last layout is reported by then. */
export async function recordedShifts(page: Page): Promise<Shift[]> {
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  return (await page.evaluate('window.__shifts')) as Shift[];
}

/** What the files check on a page state: sideways scrolling, axe-core violations and small tap targets. */
export interface PageFindings {
  overflow: number;
  violations: AxeViolation[];
  smallTapTargets: string[];
}

const findingsByState = new Map<string, Promise<PageFindings>>();

/**
 * The findings for the page as it stands, computed once per page state in a file. A state is the
 * document's markup at a viewport size, less what differs from server to server or request to
 * request without changing anything a check reads: the serving origin and port, request ids and
 * hidden fields' values (CSRF tokens), each the same length wherever it is shown. The checks read
 * only that, so the same state reached again (the same page served from the other database, or
 * revisited) has the same findings; axe-core is most of a browser file's time.
 */
export function pageFindings(page: Page): Promise<PageFindings> {
  return stateKey(page).then((key) => {
    let findings = findingsByState.get(key);
    if (!findings) {
      findings = (async () => ({
        overflow: await horizontalOverflow(page),
        violations: await axeViolations(page),
        smallTapTargets: await smallTapTargets(page),
      }))();
      findingsByState.set(key, findings);
    }
    return findings;
  });
}

async function stateKey(page: Page): Promise<string> {
  const markup = (await page.evaluate(`(() => {
    const copy = document.documentElement.cloneNode(true);
    for (const field of copy.querySelectorAll('input[type=hidden]')) field.setAttribute('value', '');
    return copy.outerHTML;
  })()`)) as string;
  const origin = new URL(page.url());
  const general = markup
    .replaceAll(origin.origin, '')
    .replaceAll(`:${origin.port}`, ':')
    .replace(/\breq_[0-9a-z]{12}\b/g, 'req_');
  const viewport = page.viewportSize();
  return createHash('sha256').update(`${viewport?.width}x${viewport?.height}\n${general}`).digest('hex');
}
