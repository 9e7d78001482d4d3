import type {
  SkillArtifactName,
  SkillConstraintName,
  SkillSourceName,
  SkillTaskName,
} from '../contracts/skills.js';

/**
 * Words and phrases that signal each task, artifact and constraint of the closed
 * vocabularies in the contracts. A phrase matches on word boundaries, and a trailing
 * s/es/ed/ing is tolerated so "tests", "tested" and "testing" all match "test".
 */

export const TASK_PHRASES: Record<SkillTaskName, readonly string[]> = {
  create: ['create', 'make', 'generate', 'produce', 'from scratch', 'put together', 'new'],
  edit: ['edit', 'modify', 'revise', 'update', 'change', 'redline', 'tracked changes', 'add comment', 'rewrite'],
  extract: ['extract', 'pull out', 'pull the', 'scrape', 'get the text', 'read the table', 'ocr'],
  convert: ['convert', 'export', 'turn into', 'turn it into', 'transform', 'save as'],
  fill_form: ['fill in', 'fill out', 'form field', 'fillable', 'fill the form'],
  analyze: ['analyze', 'analyse', 'analysis', 'crunch', 'insight', 'summarize', 'summarise'],
  test: ['test', 'qa', 'end-to-end', 'e2e', 'regression', 'tdd'],
  debug: ['debug', 'root cause', 'bug', 'failing', 'broken', 'crash', 'flaky', 'not working', 'stack trace'],
  build: ['build', 'implement', 'scaffold', 'develop', 'set up', 'setup', 'ship'],
  design: ['design', 'layout', 'style', 'theme', 'look and feel', 'visual'],
  write: ['write', 'draft', 'compose', 'author', 'word it', 'word the answer', 'phrase'],
  review: ['review', 'critique', 'second opinion', 'look over'],
  plan: ['plan', 'brainstorm', 'roadmap', 'break down', 'break it down', 'think through'],
  search: ['search', 'find', 'look up', 'lookup', 'discover', 'locate', 'where can i', 'rank'],
  verify: [
    'verify', 'confirm', 'check', 'validate', 'fact-check', 'fact check', 'double-check', 'make sure',
    'is it true', 'authentic', 'legit', 'cross-check',
  ],
  compare: ['compare', 'comparison', 'versus', 'vs', 'alternative', 'which is better', 'pick between'],
  poll: ['poll', 'wait for', 'job status', 'pending', 'still running', 'come back later'],
  authenticate: ['activate', 'activation', 'sign up', 'signup', 'log in', 'login', 'get a key', 'get an api key', 'need a key', 'credential', 'authenticate'],
  report: ['report', 'send feedback', 'give feedback', 'complain', 'tell you', 'let you know'],
  request: ['ask for', 'request a new', 'feature request', 'missing endpoint', 'you should add', 'wish you had'],
  integrate: ['integrate', 'connect', 'hook up', 'wire', 'plug into', 'call the', 'from my agent', 'use your'],
  install: ['install', 'load', 'plugin', 'enable', 'add the skill', 'marketplace add'],
  audit: ['audit', 'readiness', 'lint', 'scan', 'inspect'],
  price_check: ['fair price', 'good deal', 'overpriced', 'underpriced', 'market value', 'price check', 'comps', 'lowball'],
  decide: ['decide', 'should i', 'worth spending', 'worth it', 'go or no-go', 'whether to'],
};

/** Tasks that say little on their own; a more specific task in the same query wins. */
export const GENERIC_TASKS: ReadonlySet<SkillTaskName> = new Set(['create', 'write', 'build', 'search', 'integrate', 'analyze', 'edit']);

export const ARTIFACT_PHRASES: Record<SkillArtifactName, readonly string[]> = {
  word_document: ['word document', 'word doc', 'docx', 'ms word', 'microsoft word', 'memo', 'contract draft', 'tracked changes', 'redline'],
  spreadsheet: ['spreadsheet', 'excel', 'xlsx', 'csv', 'workbook', 'google sheet', 'formula', 'pivot table', 'financial model'],
  presentation: ['presentation', 'slide', 'slide deck', 'deck', 'powerpoint', 'pptx', 'keynote', 'pitch deck'],
  pdf: ['pdf'],
  web_app: ['web app', 'webapp', 'localhost', 'local server', 'react app', 'single page app', 'spa', 'web page', 'frontend app', 'browser'],
  ui_design: ['ui', 'user interface', 'landing page', 'component', 'design system', 'css', 'tailwind', 'frontend', 'dashboard page'],
  mcp_server: ['mcp', 'model context protocol', 'mcp server', 'tool server'],
  agent_skill: ['skill', 'skill.md', 'agent skill', 'claude skill'],
  code: ['code', 'codebase', 'function', 'refactor', 'feature', 'unit test', 'test suite', 'implementation'],
  image_graphic: ['image', 'poster', 'graphic', 'illustration', 'artwork', 'art', 'png', 'canvas', 'generative', 'p5.js', 'p5js', 'flyer'],
  animation: ['gif', 'animated', 'animation', 'emoji', 'sticker'],
  brand: ['brand', 'branding', 'logo', 'company colors', 'company colours', 'typography', 'style guide', 'house style'],
  internal_message: ['newsletter', 'status update', 'status report', 'internal comm', 'team update', 'all-hands', 'faq', 'weekly update', 'incident report', 'company announcement'],
  implementation_plan: ['implementation plan', 'spec', 'design doc', 'requirements', 'task list', 'multi-step plan', 'project plan'],
  git_branch: ['branch', 'worktree', 'merge conflict', 'merge request', 'git', 'pull request', 'pr'],
  travel_plan: ['trip', 'itinerary', 'vacation', 'travel', 'holiday', 'getaway', 'weekend away', 'honeymoon'],
  travel_destination: ['destination', 'where to go', 'in-scope candidate', 'candidate destination'],
  place_evidence: ['places', 'restaurant', 'museum', 'attraction', 'point of interest', 'points of interest', 'live_places', 'live places', 'things to do'],
  research_job: ['research job', 'poll_url', 'research_pending', 'async_only', 'job id', 'research status', 'bounded research'],
  provider_handoff: ['handoff', 'hotel', 'flight', 'airline', 'booking', 'book it', 'fare', 'airfare', 'room rate', 'provider'],
  used_item: ['used', 'second-hand', 'secondhand', 'second hand', 'listing', 'marketplace', 'seller', 'pre-owned', 'resale', 'for sale', 'refurbished'],
  website_launch: ['launch', 'llms.txt', 'agent card', 'agent-card', 'server card', 'discovery file', 'ready for agents', 'agent-ready', 'launch pack'],
  notability_proof: ['notability', 'notable', 'wikipedia', 'wikidata', 'registry listing', 'directory listing', 'ai tool directory'],
  api_key: ['api key', 'bearer', 'sandbox account', 'svc_live_', 'first key', 'access token'],
  account_quota: ['quota', 'rate limit', 'usage', 'requests per hour', '429', 'remaining calls', 'too many requests', 'limit'],
  feedback: ['feedback'],
  api_request: ['api request', 'new endpoint', 'missing api', 'request an api', 'an api you do not have', 'requested_api_name', 'feature request'],
  cli: ['cli', 'command line', 'command-line', 'terminal', 'shell script', 'bash'],
  openapi: ['openapi', 'schema.json', 'swagger', 'machine-readable', 'discovery', 'well-known'],
  error_response: ['error', '400', '401', '403', '404', '413', 'unknown field', 'validation error', 'rejected', 'bad request'],
  web_claim: ['claim', 'fact', 'rumor', 'rumour', 'quote', 'statement', 'viral', 'allegation'],
  statistic: ['statistic', 'stat', 'figure', 'percent', 'percentage', 'market size', 'data point', 'number'],
  package_dependency: ['package', 'library', 'dependency', 'npm', 'pypi', 'crate', 'sdk', 'module'],
  pricing: ['pricing', 'pricing page', 'subscription price', 'cost per', 'price tier', 'how much does', 'per seat'],
  regulation: ['law', 'regulation', 'legal', 'compliance', 'gdpr', 'statute', 'visa', 'entry requirement', 'passport', 'rule'],
  entity: ['company', 'organization', 'organisation', 'person', 'founder', 'ceo', 'business', 'startup', 'who runs'],
  news: ['news', 'headline', 'press release', 'breaking', 'announced'],
  dataset: ['dataset', 'data set', 'corpus', 'open data', 'training data'],
  service_status: ['outage', 'is down', 'status page', 'downtime', 'degraded'],
  license: ['license', 'licence', 'mit', 'apache', 'gpl', 'copyright', 'attribution'],
  security_advisory: ['cve', 'vulnerability', 'vulnerabilities', 'advisory', 'security issue', 'exploit', 'ghsa'],
  billing: ['billing', 'upgrade', 'paid plan', 'checkout', 'pro plan', 'hobby plan', 'payment', 'pay for'],
};

export const CONSTRAINT_PHRASES: Record<SkillConstraintName, readonly string[]> = {
  use_svc_api: ['svc', 'this service', 'this api', 'your api', 'your service', 'the service', 'endpoint', '/api/v1', 'mcp tool', 'tools/call'],
  offline_only: ['offline', 'no internet', 'no network', 'air-gapped', 'airgapped', 'without web access', 'without browsing'],
  needs_citations: ['cite', 'citation', 'with sources', 'evidence', 'reference', 'source link'],
  official_sources_only: ['official', 'primary source', 'authoritative', 'government', 'from the vendor', 'manufacturer'],
  recent_information: ['latest', 'current', 'up to date', 'up-to-date', 'today', 'recent', 'this week', 'right now', 'as of now'],
  no_dependency_install: ['without installing', 'no install', "can't install", 'cannot install', 'no dependencies', 'no pip', 'no npm install'],
  tight_budget: ['budget', 'cheap', 'low cost', 'limited credits', 'few calls', 'save calls', 'paid-tool'],
  existing_skill_preferred: ['existing skill', 'ready-made', 'prebuilt', 'pre-built', 'off the shelf', 'off-the-shelf', 'already exists', 'reuse'],
};

/**
 * How a constraint shifts the sources: positive favours a source, negative
 * disfavours it. Citation and recency needs are what the search-then-verify
 * recipes are for. offline_only is not a weight: it removes every option that needs
 * a web search (see rank.ts).
 */
export const CONSTRAINT_SOURCE_AFFINITY: Record<SkillConstraintName, Partial<Record<SkillSourceName, number>>> = {
  use_svc_api: { svc_skill_library: 0.35 },
  offline_only: {},
  needs_citations: { web_search_pattern: 0.15 },
  official_sources_only: { web_search_pattern: 0.15 },
  recent_information: { web_search_pattern: 0.15 },
  no_dependency_install: { vendor_labs_skills: -0.1 },
  tight_budget: {},
  existing_skill_preferred: { vendor_labs_skills: 0.2 },
};

/** Words with no discriminating power in queries or corpus text. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be by can could do does for from get got have how i i\'m if in into is it its me my need ' +
    'of on or our please should so some that the their them then there this to us use using want was we what ' +
    'when which who will with would you your help way best good any just also about before after'
  ).split(' '),
);
