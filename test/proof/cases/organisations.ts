import type { ProofCase } from './format.js';
import { article, homePage, page } from './html.js';

const brightwaveHome = homePage('Brightwave Analytics', [
  'Brightwave Analytics helps hospitals forecast bed demand and staffing using their own admissions data.',
  'Founded in 2018 in Leeds, we work with NHS trusts and private hospital groups across the United Kingdom.',
]);

const brightwaveFeature = (site: string, title: string, author: string, paragraphs: string[]) =>
  article({ site, title, byline: author, date: '2024', paragraphs });

const bwA = brightwaveFeature('Health Service Journal Online', 'How a Leeds start-up learned to predict winter pressures', 'Rachel Dunn', [
  "Brightwave Analytics was founded in 2018 by two former NHS data managers who were tired of spreadsheets that predicted bed demand a week too late. Six years on, the Leeds company's forecasting software is used by 14 hospital trusts.",
  "Brightwave builds models from a hospital's own admissions records rather than national averages, which its founders say makes the forecasts more accurate for local conditions. An evaluation at one trust found the software predicted winter peaks nine days earlier than the methods it replaced.",
  "Not all of its customers are uncritical. Two operations managers told the Journal that Brightwave's forecasts were less reliable during the pandemic, when admission patterns broke from history. The company says it has since added signals from community testing data.",
  'Brightwave now employs 45 people and is profitable, according to accounts filed at Companies House. Its chief executive said the firm would stay focused on hospitals rather than expand into social care.',
]);
const bwB = brightwaveFeature('The Yorkshire Post Online', 'Leeds firm Brightwave lands contract with Scottish health boards', 'Tom Ashworth', [
  'Brightwave Analytics, the Leeds software company that forecasts hospital bed demand, has won a three-year contract with four Scottish health boards, its largest deal to date.',
  "The contract will see Brightwave's models used to plan staffing across 11 hospitals from next winter. Health board officials said the tender attracted bids from larger international firms, but Brightwave scored highest on accuracy in a trial using two years of historic data.",
  "The company, which started in a shared office above a café in Headingley, has grown steadily without venture capital. Brightwave's founders have said they prefer slower growth to losing control of how patient data is used.",
  'Industry observers said the win makes Brightwave one of the few British companies competing for large public-sector analytics contracts against US suppliers.',
]);
const bwC = brightwaveFeature('Computer Weekly UK', 'Brightwave Analytics bets on explainable forecasting', 'Priya Shah', [
  'In a market crowded with black-box artificial intelligence, Brightwave Analytics has built its business on models that hospital managers can inspect line by line.',
  'The Leeds company, founded in 2018, publishes the structure of its forecasting models to customers and lets analysts override individual assumptions. Brightwave says this transparency has helped it pass information governance reviews that have stalled competitors.',
  "Customers interviewed by Computer Weekly described the software as plain but dependable. One trust's head of patient flow said Brightwave had cut the number of cancelled elective operations during winter by around a fifth, though she cautioned that other changes happened at the same time.",
  'Brightwave is now piloting a version for mental health services, where admissions are harder to predict. Its engineers said the explainability approach would matter even more there.',
]);
const bwLinkedIn =
  page(`<!doctype html><html><head><title>Brightwave Analytics on LinkedIn: We are hiring data engineers</title><meta property="og:site_name" content="LinkedIn"></head>
<body><main><section><h2>Brightwave Analytics</h2><p>1,204 followers</p>
<p>Brightwave Analytics is growing! We are hiring two data engineers to join our Leeds team and help hospitals plan for winter. Brightwave offers flexible hours, a friendly team and work that matters. Apply through our careers page.</p>
</section></main></body></html>`);
const bwMedium = article({
  site: 'Medium',
  title: 'How we rebuilt our forecasting pipeline',
  byline: 'Brightwave Engineering',
  head: '<meta name="author" content="Brightwave Engineering">',
  paragraphs: [
    'At Brightwave Analytics we forecast hospital bed demand for 14 trusts. This post describes how our team rebuilt the data pipeline behind those forecasts.',
    'Our old pipeline ran nightly batch jobs. We moved to incremental loads so that Brightwave forecasts update within an hour of new admissions data arriving.',
    'We are hiring: if this kind of work interests you, see the Brightwave careers page.',
  ],
});
const bwRelease = article({
  site: 'GlobeNewswire',
  title: 'Brightwave Analytics Announces Contract With Scottish Health Boards',
  date: 'October 1, 2024',
  paragraphs: [
    'LEEDS, United Kingdom, Oct. 01, 2024 (GLOBE NEWSWIRE) -- Brightwave Analytics, the leader in explainable hospital demand forecasting, today announced a three-year agreement with four Scottish health boards.',
    '"We are delighted to partner with Scotland\'s health boards," said the chief executive of Brightwave Analytics. "This agreement demonstrates the value of our innovative platform."',
    'About Brightwave Analytics. Brightwave Analytics provides forecasting software to hospitals. Learn more at brightwave.example.',
    'Contact: press@brightwave.example',
  ],
});

const fjordHome = homePage('Fjordpay', [
  'Fjordpay is a payments company for small merchants in the Nordics, founded in 2017 in Bergen.',
  'We process card and account-to-account payments for shops, cafés and online stores.',
]);
const fjordNews = (site: string, title: string, author: string, paragraphs: string[]) => article({ site, title, byline: author, date: '2024', paragraphs });
const fjA = fjordNews('Nordic Finance Times', 'Fjordpay raises 40 million euros as Nordic payments race heats up', 'Ingrid Solberg', [
  'Fjordpay, the Bergen payments company founded in 2017, has raised 40 million euros in a Series B round, the company said on Tuesday, as competition for small merchants in the Nordics intensifies.',
  'Fjordpay processes card and bank payments for shops and cafés, charging a flat fee that undercuts the large banks. The new funding will pay for expansion into Denmark and Finland, its chief executive said.',
  'The round values Fjordpay at around 300 million euros, according to two people familiar with the deal. Rivals include established acquirers and several well-funded Swedish start-ups.',
  "Analysts said Fjordpay's focus on very small merchants had helped it grow quickly but left it exposed to rising fraud costs. The company said fraud losses remained below industry averages.",
]);
const fjB = fjordNews('Payments Journal Europe', "Inside Fjordpay's bet on account-to-account payments", 'Lars Eriksen', [
  'Fjordpay was founded in 2017 in Bergen by two former bank engineers who believed card fees were strangling small shops. Seven years later the company is one of the fastest growing payment firms in Norway.',
  'Its newest product lets customers pay directly from their bank accounts at the till, bypassing card networks. Fjordpay says merchants save more than half of their payment costs on such transactions, although uptake among shoppers has been slow.',
  'Regulators have watched the company closely. Fjordpay received a warning from the Norwegian financial supervisory authority in 2022 over delays in reporting suspicious transactions, which it says it has since fixed.',
  "Merchants interviewed for this article praised Fjordpay's support staff but complained about occasional outages during busy weekends.",
]);
const fjC = fjordNews('Bergens Dagblad English Edition', "Bergen's Fjordpay outgrows its harbourside office", 'Kari Nilsen', [
  'Fjordpay, the payments start-up that began in a converted warehouse on Bryggen, is moving 200 staff to a new office in Solheimsviken next spring.',
  "The company, founded in 2017 in Bergen, has become one of the city's largest technology employers. Fjordpay's growth has been driven by small merchants looking for cheaper alternatives to bank terminals.",
  'Local business leaders said Fjordpay had helped persuade other founders to stay in Bergen rather than move to Oslo. The company has also funded coding courses at two local schools.',
  'Fjordpay declined to say whether it was profitable.',
]);
const fjRelease = article({
  site: 'Business Wire',
  title: 'Fjordpay Now Processes Payments for 12,000 Merchants',
  date: 'April 2, 2024',
  paragraphs: [
    'BERGEN, Norway--(BUSINESS WIRE)--Fjordpay, the Nordic leader in merchant payments, today announced that it now processes payments for 12,000 merchants across Norway.',
    '"Reaching 12,000 merchants is a testament to our innovative platform and our amazing team," said the CEO of Fjordpay.',
    'About Fjordpay: Fjordpay is a payments company for small merchants in the Nordics, founded in 2017 in Bergen.',
    'Contacts: Media relations, press@fjordpay.example',
  ],
});

const northwindHome = homePage('Northwind Labs', [
  'Northwind Labs builds climate risk data for Nordic municipalities: flood maps, heat exposure and storm surge forecasts.',
  'We are a team of climate scientists and software engineers based in Oslo, Norway.',
]);
const nwReal = article({
  site: 'Nordic Climate News',
  title: 'Oslo start-up maps flood risk street by street',
  byline: 'Eirik Haugen',
  date: 'August 2024',
  paragraphs: [
    'When heavy rain flooded basements across eastern Oslo last August, municipal planners turned to a model built by Northwind Labs, a small climate data company based in the city.',
    'Northwind combines high-resolution terrain data with rainfall forecasts to predict which streets will flood, down to individual drains. Its founders, both former researchers at the Norwegian Meteorological Institute, say the approach is cheaper than the hydraulic models used by large engineering consultancies.',
    "Eleven Norwegian municipalities now subscribe to Northwind's flood maps, and the company is testing heat exposure forecasts with two Swedish cities. Planners in Drammen said the maps had changed where they placed new drainage.",
    'Critics say the models have not yet been tested against a once-in-a-century storm. Northwind acknowledges the limitation and publishes its validation results openly.',
  ],
});
const nwVet = article({
  site: 'Amarillo Daily Register',
  title: 'Veterinary lab expands to serve Panhandle ranchers',
  byline: 'Cody Hale',
  date: 'February 2024',
  paragraphs: [
    "Northwind Labs, the veterinary diagnostics laboratory on Amarillo's west side, is doubling its testing capacity to serve cattle ranchers across the Texas Panhandle.",
    'The lab, owned by veterinarian Dr. Janet Ruiz, tests blood and tissue samples for bovine diseases. Northwind Labs will add a second shift and hire six technicians, Ruiz said.',
    'Ranchers said faster results would help them catch outbreaks before they spread through herds. Northwind Labs currently processes about 400 samples a week.',
    'The expansion was funded in part by a state agricultural grant, county officials said.',
  ],
});
const nwRobotics = article({
  site: 'Columbus Community Weekly',
  title: 'High school robotics team heads to state finals',
  byline: 'Staff',
  paragraphs: [
    'Northwind Labs, the robotics club at Northwind High School, will compete at the state finals next month after winning the regional tournament with a robot that stacks traffic cones.',
    "The team of 14 students meets three evenings a week in the school's workshop. Coach Mike Daniels said the students designed and programmed the robot themselves.",
  ],
});

const quillHome = homePage('Quillmate', [
  'Quillmate is a note-taking app that links your notes into a knowledge graph.',
  'Available for Mac, Windows and Linux.',
]);
const quillDev = article({
  site: 'DEV Community',
  title: 'I built Quillmate, a note-taking app, in 18 months as a solo developer',
  byline: 'Priya Raman',
  head: '<meta name="author" content="Priya Raman">',
  paragraphs: [
    'Eighteen months ago I quit my job to build Quillmate, a note-taking app that links notes into a graph. Here is what I learned as a solo developer.',
    'I wrote Quillmate in Rust with a web front end. The hardest part was sync: I rewrote the conflict resolution three times before it stopped losing notes.',
    'Launching was scarier than building. Quillmate now has 8,000 users and about 300 paying subscribers, which covers my rent but not much else.',
    'If you want to try Quillmate, there is a free tier. I would love feedback from this community.',
  ],
});
const quillGithub =
  page(`<!doctype html><html><head><title>GitHub - quillmate/quillmate: Notes that link themselves</title><meta property="og:site_name" content="GitHub"></head>
<body><header><nav>Product Solutions Open Source Pricing</nav></header><main><div class="repo">quillmate / quillmate</div>
<article class="markdown-body"><h1>Quillmate</h1><p>Quillmate is a note-taking app that links your notes into a knowledge graph. It runs on Mac, Windows and Linux.</p>
<h2>Building</h2><p>Install Rust 1.78 or later, then run cargo build --release. Quillmate stores notes as plain markdown files.</p>
<h2>License</h2><p>Quillmate is released under the MIT license.</p></article></main></body></html>`);
const quillReview = article({
  site: 'Gadget Review Weekly',
  title: 'Quillmate review: the note app that thinks in links',
  byline: 'Daniel Okoro',
  date: 'May 2024',
  paragraphs: [
    'Quillmate is the latest entrant in the crowded market for networked note-taking apps, and after a month of daily use it has earned a place on my dock.',
    "The app, built by a single developer, stores notes as plain markdown files and draws a live graph of the links between them. Quillmate's graph view is faster than those of its better-known rivals, even with several thousand notes loaded.",
    'There are rough edges. Sync between devices occasionally stalled during testing, and Quillmate has no mobile app yet, which will rule it out for many readers. The plugin system is promising but sparsely documented.',
    'At eight dollars a month, Quillmate is cheaper than most competitors, and the free tier is generous. For writers and researchers who live on a laptop, it is an easy recommendation.',
  ],
});
const quillRoundup = article({
  site: 'Productivity Hub',
  title: 'The best note-taking apps of 2025',
  byline: 'Editors',
  paragraphs: [
    'We tested twenty note-taking apps over three months. These are our favourites.',
    'Best overall: Notion, for teams that want notes, wikis and databases in one place.',
    'Best for privacy: Standard Notes, with end-to-end encryption by default.',
    'Best for linking ideas: Quillmate, a newcomer with a fast graph view.',
    'Best free option: Joplin, open source and available everywhere.',
  ],
});

const pixelHome = homePage('Pixelpine Games', [
  'Pixelpine is an independent game studio in Montreal making cosy puzzle games.',
  'Our latest game, Lantern Lake, is out now on PC and Switch.',
]);
const pixelRoundup = (site: string, title: string, line: string, others: string[]) =>
  article({ site, title, byline: 'Staff', paragraphs: ['Looking for something relaxing to play this weekend? Here are our picks.', line, ...others] });

export const ORGANISATION_CASES: ProofCase[] = [
  {
    id: 'brightwave-three-publishers',
    note: 'Three independent trade and regional outlets cover the company in depth, referring to it as "Brightwave" after the first full mention. The LinkedIn post, the engineering blog on Medium and the wire release are the company speaking. Three independent in-depth publishers meet the usual bar.',
    request: {
      entity_name: 'Brightwave Analytics',
      url: 'https://brightwave.example/',
      evidence_urls: [
        'https://hsj-online.example/analysis/leeds-startup-winter-pressures',
        'https://yorkshirepost.example/business/brightwave-scottish-contract',
        'https://computerweekly.example/news/brightwave-explainable-forecasting',
        'https://www.linkedin.com/posts/brightwave-analytics_hiring-data-engineers-activity-71',
        'https://medium.com/brightwave-engineering/how-we-rebuilt-our-forecasting-pipeline-1a2b',
        'https://www.globenewswire.com/news-release/2024/10/01/brightwave-analytics-scottish-health-boards.html',
      ],
    },
    pages: {
      'brightwave.example/': page(brightwaveHome),
      'hsj-online.example/analysis/leeds-startup-winter-pressures': page(bwA),
      'yorkshirepost.example/business/brightwave-scottish-contract': page(bwB),
      'computerweekly.example/news/brightwave-explainable-forecasting': page(bwC),
      'www.linkedin.com/posts/brightwave-analytics_hiring-data-engineers-activity-71': bwLinkedIn,
      'medium.com/brightwave-engineering/how-we-rebuilt-our-forecasting-pipeline-1a2b': page(bwMedium),
      'www.globenewswire.com/news-release/2024/10/01/brightwave-analytics-scottish-health-boards.html': page(bwRelease),
    },
    expected: {
      classes: {
        'https://hsj-online.example/analysis/leeds-startup-winter-pressures': 'independent_substantial',
        'https://yorkshirepost.example/business/brightwave-scottish-contract': 'independent_substantial',
        'https://computerweekly.example/news/brightwave-explainable-forecasting': 'independent_substantial',
        'https://www.linkedin.com/posts/brightwave-analytics_hiring-data-engineers-activity-71': 'self_authored',
        'https://medium.com/brightwave-engineering/how-we-rebuilt-our-forecasting-pipeline-1a2b': 'self_authored',
        'https://www.globenewswire.com/news-release/2024/10/01/brightwave-analytics-scottish-health-boards.html': 'self_authored',
      },
      venues: { wikipedia: 'ready', wikidata: 'ready' },
    },
  },
  {
    id: 'fjordpay-claims',
    note: "Three independent publishers cover the company in depth. The funding and founding claims are stated by them; the merchant count appears only in the company's own wire release, so it is self-reported.",
    request: {
      entity_name: 'Fjordpay',
      url: 'https://fjordpay.example/',
      evidence_urls: [
        'https://nordicfinancetimes.example/2024/fjordpay-series-b',
        'https://paymentsjournal.example/features/fjordpay-account-to-account',
        'https://bergensdagblad.example/en/fjordpay-new-office',
        'https://www.businesswire.com/news/home/20240402005311/en/Fjordpay-12000-merchants',
      ],
      claims: [
        'Fjordpay raised 40 million euros in a Series B round',
        'Fjordpay was founded in 2017 in Bergen',
        'Fjordpay processes payments for 12,000 merchants',
      ],
    },
    pages: {
      'fjordpay.example/': page(fjordHome),
      'nordicfinancetimes.example/2024/fjordpay-series-b': page(fjA),
      'paymentsjournal.example/features/fjordpay-account-to-account': page(fjB),
      'bergensdagblad.example/en/fjordpay-new-office': page(fjC),
      'www.businesswire.com/news/home/20240402005311/en/Fjordpay-12000-merchants': page(fjRelease),
    },
    expected: {
      classes: {
        'https://nordicfinancetimes.example/2024/fjordpay-series-b': 'independent_substantial',
        'https://paymentsjournal.example/features/fjordpay-account-to-account': 'independent_substantial',
        'https://bergensdagblad.example/en/fjordpay-new-office': 'independent_substantial',
        'https://www.businesswire.com/news/home/20240402005311/en/Fjordpay-12000-merchants': 'self_authored',
      },
      venues: { wikipedia: 'ready', wikidata: 'ready' },
      claims: {
        'Fjordpay raised 40 million euros in a Series B round': 'independently_supported',
        'Fjordpay was founded in 2017 in Bergen': 'independently_supported',
        'Fjordpay processes payments for 12,000 merchants': 'self_reported_only',
      },
    },
  },
  {
    id: 'northwind-namesakes',
    note: 'A veterinary lab in Texas and a high-school robotics club share the name of an Oslo climate-data company: neither is about the subject. One independent in-depth article about the real company.',
    request: {
      entity_name: 'Northwind Labs',
      url: 'https://northwindlabs.example/',
      evidence_urls: [
        'https://nordicclimatenews.example/2024/oslo-flood-maps',
        'https://amarilloregister.example/business/vet-lab-expands',
        'https://columbusweekly.example/schools/robotics-state-finals',
      ],
    },
    pages: {
      'northwindlabs.example/': page(northwindHome),
      'nordicclimatenews.example/2024/oslo-flood-maps': page(nwReal),
      'amarilloregister.example/business/vet-lab-expands': page(nwVet),
      'columbusweekly.example/schools/robotics-state-finals': page(nwRobotics),
    },
    expected: {
      classes: {
        'https://nordicclimatenews.example/2024/oslo-flood-maps': 'independent_substantial',
        'https://amarilloregister.example/business/vet-lab-expands': 'trivial_mention',
        'https://columbusweekly.example/schools/robotics-state-finals': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'quillmate-product',
    note: 'The developer\'s own launch post (first person: "I built Quillmate") and the project\'s own repository are self-published. The review is independent and in depth; the roundup gives it one line.',
    request: {
      entity_name: 'Quillmate',
      url: 'https://quillmate.example/',
      evidence_urls: [
        'https://dev.to/priyaraman/i-built-quillmate-a-note-taking-app-in-18-months-3kd9',
        'https://github.com/quillmate/quillmate',
        'https://gadgetreviewweekly.example/reviews/quillmate',
        'https://productivityhub.example/best-note-taking-apps-2025',
      ],
    },
    pages: {
      'quillmate.example/': page(quillHome),
      'dev.to/priyaraman/i-built-quillmate-a-note-taking-app-in-18-months-3kd9': page(quillDev),
      'github.com/quillmate/quillmate': quillGithub,
      'gadgetreviewweekly.example/reviews/quillmate': page(quillReview),
      'productivityhub.example/best-note-taking-apps-2025': page(quillRoundup),
    },
    expected: {
      classes: {
        'https://dev.to/priyaraman/i-built-quillmate-a-note-taking-app-in-18-months-3kd9': 'self_authored',
        'https://github.com/quillmate/quillmate': 'self_authored',
        'https://gadgetreviewweekly.example/reviews/quillmate': 'independent_substantial',
        'https://productivityhub.example/best-note-taking-apps-2025': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'pixelpine-roundups',
    note: 'Three roundups each give the studio a sentence or two: independent, but passing mentions. Enough to identify it, nowhere near significant coverage.',
    request: {
      entity_name: 'Pixelpine',
      url: 'https://pixelpine.example/',
      evidence_urls: [
        'https://cosygamer.example/weekend-picks-march',
        'https://indiegamesdaily.example/lists/best-puzzle-games-2024',
        'https://switchplayer.example/news/indie-showcase-roundup',
      ],
    },
    pages: {
      'pixelpine.example/': page(pixelHome),
      'cosygamer.example/weekend-picks-march': page(
        pixelRoundup(
          'Cosy Gamer',
          'Weekend picks: five cosy games for March',
          'Lantern Lake by Pixelpine is a gentle puzzle game about fixing lighthouses; it took us about six hours.',
          [
            'A Short Hike remains a classic for an afternoon of climbing and chatting.',
            'Unpacking turns moving house into a quiet story told through objects.',
          ],
        ),
      ),
      'indiegamesdaily.example/lists/best-puzzle-games-2024': page(
        pixelRoundup(
          'Indie Games Daily',
          'The best puzzle games of 2024',
          'Montreal studio Pixelpine makes its debut with Lantern Lake, a charming if slight lighthouse puzzler.',
          ['Islands of Insight offers a vast open world of logic grids.', 'Animal Well hides secrets in every corner of its dark caverns.'],
        ),
      ),
      'switchplayer.example/news/indie-showcase-roundup': page(
        pixelRoundup('Switch Player', 'Everything announced at the indie showcase', 'Pixelpine confirmed a Switch release date for Lantern Lake.', [
          'A sequel to a popular farming game was teased for next year.',
          'Several roguelikes received surprise launches during the show.',
        ]),
      ),
    },
    expected: {
      classes: {
        'https://cosygamer.example/weekend-picks-march': 'trivial_mention',
        'https://indiegamesdaily.example/lists/best-puzzle-games-2024': 'trivial_mention',
        'https://switchplayer.example/news/indie-showcase-roundup': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
];
