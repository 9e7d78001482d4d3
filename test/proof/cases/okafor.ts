import type { ProofCase } from './format.js';
import { article, homePage, page } from './html.js';

/**
 * Amara Okafor: a robotics engineer in Lagos who founded Lumen Robotics. Her own site links to
 * the company and to her posts elsewhere; no known_profiles are declared in any request.
 */
const NAME = 'Amara Okafor';
const HOME = 'https://amaraokafor.example/';

const home = homePage(
  'Amara Okafor',
  [
    'I am Amara Okafor, a robotics engineer based in Lagos, Nigeria. I founded Lumen Robotics in 2019 to build low-cost agricultural drones for smallholder farmers in West Africa.',
    'Before Lumen Robotics I worked on flight control software at a university lab in Ibadan. I write about hardware startups, drone regulation and engineering education.',
  ],
  [
    { href: 'https://lumenrobotics.example/', text: 'Lumen Robotics' },
    { href: 'https://medium.com/@amaraokafor', text: 'My essays on Medium', rel: 'me' },
    { href: 'https://x.com/amaraokafor', text: 'X', rel: 'me' },
  ],
);

const profile = article({
  site: 'The Daily Herald',
  title: 'The engineer teaching drones to read cassava fields',
  byline: 'Chinedu Eze',
  date: 'March 4, 2024',
  paragraphs: [
    'When Amara Okafor first flew a prototype over a cassava farm outside Abeokuta in 2019, the drone crashed into a mango tree within four minutes. Five years later, the company she founded, Lumen Robotics, has mapped more than 40,000 hectares for farmers who had never seen an aerial photograph of their own land.',
    'Okafor, 34, grew up in Enugu and studied mechanical engineering at the University of Ibadan, where she spent three years writing flight control software for a research group. She says the idea for the company came from watching extension officers walk for hours to inspect fields that a small aircraft could survey in minutes.',
    'The early years were hard. Investors in Lagos were wary of hardware, and import duties on components doubled the cost of each airframe. Okafor responded by redesigning the drone around parts that could be sourced locally, a decision that former colleagues describe as typical of her stubbornness.',
    '"She will not accept that something is impossible just because nobody has done it here," said Tunde Bakare, who supervised her doctoral work. Farmers in Ogun State who use the service told the Herald that yield estimates from the drones have helped them negotiate better prices with buyers.',
    'Not everyone is convinced. Agricultural economists point out that the service still depends on grants, and that Lumen has yet to show it can survive without them. Okafor acknowledges the criticism and says the company plans to sell its mapping data to insurers next year.',
    'For now, she spends most weeks in the field. On a recent morning she was crouched beside a battered airframe, replacing a propeller with her own hands while a group of farmers watched. "The crash is the easy part," Okafor said. "Earning their trust is the work."',
  ],
});

const funding = article({
  site: 'TechWeekly Africa',
  title: 'Lumen Robotics raises $6 million to expand drone mapping across West Africa',
  byline: 'Sarah Mensah',
  date: 'June 12, 2024',
  paragraphs: [
    'Lumen Robotics, the Lagos-based maker of agricultural mapping drones, has raised $6 million in a Series A round led by a pan-African venture fund, the company confirmed this week.',
    "The startup was founded in 2019 by engineer Amara Okafor, who previously worked on flight control research at the University of Ibadan. Okafor said the new money would pay for a second assembly workshop and for expansion into Ghana and Côte d'Ivoire.",
    'Investors have been cautious about hardware companies in the region, where import duties and unreliable supply chains raise costs. Okafor told TechWeekly that Lumen now sources more than 60 percent of its components locally, which she credits for keeping each drone under $2,000.',
    'Analysts said the round was one of the largest for an agricultural technology company in Nigeria this year. Some questioned whether smallholder farmers can pay for the service without subsidies, a concern Okafor said the company would answer by selling aggregated field data to crop insurers.',
  ],
});

const interview = article({
  site: 'Lagos Business Review',
  title: 'Five questions for Amara Okafor',
  date: 'January 20, 2024',
  paragraphs: [
    'Amara Okafor founded Lumen Robotics in 2019. We asked her about building hardware in Nigeria.',
    'Q: Why drones? A: Because farmers needed to see their fields, and walking every plot takes weeks. A drone does it in an afternoon.',
    'Q: What was the hardest part? A: Import duties. We redesigned everything around parts we could buy locally, which took a year.',
    'Q: What would you tell young engineers? A: Build the ugly prototype first. Nobody funds a slide deck for hardware.',
    'Q: What comes next? A: Ghana, and selling our field data to insurers so farmers pay less.',
    'Q: Do you still fly the drones yourself? A: Every week. I would not trust a product I do not use.',
  ],
});

const wirePr = (site: string, wire: string) =>
  article({
    site,
    title: 'Lumen Robotics Launches Cassava Yield Mapping Service for Farmers in Ghana',
    date: 'September 3, 2024',
    kicker: `NEWS PROVIDED BY Lumen Robotics | ${wire}`,
    paragraphs: [
      `LAGOS, Nigeria, Sept. 3, 2024 /${wire}/ -- Lumen Robotics, a leading provider of agricultural drone mapping in West Africa, today announced the launch of its cassava yield mapping service in Ghana, bringing affordable aerial field data to more than 5,000 smallholder farmers.`,
      '"We are thrilled to bring our proven technology to Ghana," said Amara Okafor, founder and CEO of Lumen Robotics. "Every farmer deserves to see their field from above, and this launch is a major step towards that vision."',
      'The service combines Lumen Robotics drones with proprietary yield models that estimate harvest volumes weeks before harvest. Amara Okafor said the company has mapped more than 40,000 hectares since 2019 and expects to double that figure next year.',
      'About Lumen Robotics: Lumen Robotics builds low-cost agricultural drones and mapping software for smallholder farmers across West Africa. Founded in 2019 by Amara Okafor, the company is headquartered in Lagos. For more information, visit lumenrobotics.example.',
      'Media Contact: Ngozi Adeyemi, press@lumenrobotics.example, +234 1 555 0199',
      'SOURCE Lumen Robotics',
    ],
  });

const roundup = article({
  site: 'Startup Digest',
  title: '10 African robotics startups to watch in 2025',
  byline: 'Editorial team',
  paragraphs: [
    'Robotics is no longer the preserve of Silicon Valley. Here are ten startups across the continent building machines for local problems.',
    '1. Lumen Robotics (Nigeria): founded by Amara Okafor, Lumen builds cheap mapping drones for cassava and maize farmers.',
    "2. Kiboko Motion (Kenya): warehouse robots designed for Nairobi's crowded logistics hubs.",
    '3. Sahel Drones (Senegal): medical delivery flights to rural clinics along the river valley.',
    '4. Cape Arm (South Africa): low-cost robotic arms for small vineyards and packing sheds.',
    'The remaining six companies on our list work on mining inspection, water pipes and last-mile delivery.',
  ],
});

const sprinter = article({
  site: 'National Sports Daily',
  title: 'Okafor storms to 200m gold at national championships',
  byline: 'Emeka Nwosu',
  date: 'July 8, 2024',
  paragraphs: [
    "Amara Okafor produced the run of her life on Saturday, winning the women's 200 metres at the national athletics championships in Benin City in 22.71 seconds.",
    'The 21-year-old sprinter from Delta State, who trains with the university athletics club in Abraka, pulled clear of the defending champion in the final 50 metres.',
    'Okafor said afterwards that she had changed coaches over the winter and spent months working on her bend running. "I knew I had the speed. Today everything came together," she said.',
    'Her time puts Okafor inside the qualifying standard for the continental championships next month, where she will also run in the relay. Athletics officials said she was one of the most improved sprinters of the season.',
    "Okafor's coach, Victor Ibe, said the sprinter would now rest for two weeks before a training camp in Abuja.",
  ],
});

const doctor = article({
  site: 'Manchester Evening Chronicle',
  title: "Children's ward celebrates new sensory room",
  byline: 'Helen Price',
  date: 'May 2, 2024',
  paragraphs: [
    "A new sensory room opened this week on the children's ward at St Mary's Hospital in Manchester, paid for by two years of fundraising by nurses and families.",
    'Dr Amara Okafor, a consultant paediatrician at the hospital, said the room would help children with autism who find hospital stays distressing. "A calm space changes how a child copes with treatment," said Dr Okafor, who led the fundraising campaign with the ward sister.',
    'The room has soft lighting, projectors and sound equipment chosen with advice from local special schools. Families said the project had brought the ward together.',
  ],
});

const mediumPost = article({
  site: 'Medium',
  title: 'Why I started Lumen Robotics',
  byline: 'Amara Okafor',
  head: '<meta name="author" content="Amara Okafor">',
  paragraphs: [
    'Five years ago I crashed a drone into a mango tree. That crash is the reason Lumen Robotics exists, and I want to explain why.',
    'I was a flight control engineer at a university lab, and I kept meeting agricultural extension officers who spent whole weeks walking between fields. I thought a cheap drone could do their survey in an afternoon.',
    'Building hardware in Nigeria taught me humility. Import duties doubled our costs, so we redesigned the airframe around parts we could buy in Lagos. It took a year and nearly broke the company.',
    'Today Lumen Robotics has mapped more than 40,000 hectares. I still fly every week, and I still crash sometimes. If you are an engineer thinking about hardware in Africa, my advice is simple: build the ugly prototype first.',
  ],
});

const xPost = page(`<!doctype html><html><head><title>Amara Okafor on X: "Lumen Robotics just mapped our 40,000th hectare"</title>
<meta property="og:site_name" content="X (formerly Twitter)"><meta property="og:title" content="Amara Okafor (@amaraokafor) on X"></head>
<body><div role="main"><article><div><span>Amara Okafor</span> <span>@amaraokafor</span></div>
<div lang="en">Lumen Robotics just mapped our 40,000th hectare. Five years ago our first drone crashed into a mango tree. Proud of this team and of every farmer who trusted us. Next stop: Ghana.</div>
<time>10:14 AM · Aug 2, 2024</time></article></div></body></html>`);

const companyTeam = homePage('Our team | Lumen Robotics', [
  'Lumen Robotics builds low-cost agricultural drones and mapping software for smallholder farmers across West Africa.',
  'Amara Okafor, Founder and CEO. Amara founded Lumen Robotics in 2019 after years of writing flight control software at the University of Ibadan. She leads product and engineering, and still flies test missions every week. Amara has spoken at engineering conferences across Africa and Europe about building hardware with local supply chains.',
  'Kunle Adebayo, Head of Operations. Kunle runs our assembly workshop in Lagos and our field teams in Ogun and Oyo states.',
]);

const lumenBlog = article({
  site: 'Lumen Robotics Blog',
  title: 'A letter from our founder',
  byline: 'Amara Okafor',
  paragraphs: [
    'This year Lumen Robotics crossed 40,000 hectares mapped. I want to thank every farmer and every member of our team.',
    'When I started the company I did not know how to build a business. I knew how to build a drone. Our team taught me the rest.',
    'Next year we go to Ghana. We will keep our prices low and our drones repairable in the field.',
  ],
});

export const OKAFOR_CASES: ProofCase[] = [
  {
    id: 'okafor-profile-and-interview',
    note: 'The Herald profile is in-depth, independent coverage that names her once in full and by surname after; the TechWeekly funding story is independent and substantially about her company and her. The Q&A interview is her own words with a one-line intro: not independent. Two independent in-depth sources: short of a safe Wikipedia bar, enough for a Wikidata reference.',
    request: {
      entity_name: NAME,
      url: HOME,
      evidence_urls: [
        'https://dailyherald.example/tech/okafor-drones-profile',
        'https://techweekly.example/2024/06/lumen-robotics-series-a',
        'https://lagosbusinessreview.example/interviews/amara-okafor',
      ],
    },
    pages: {
      'amaraokafor.example/': page(home),
      'dailyherald.example/tech/okafor-drones-profile': page(profile),
      'techweekly.example/2024/06/lumen-robotics-series-a': page(funding),
      'lagosbusinessreview.example/interviews/amara-okafor': page(interview),
    },
    expected: {
      classes: {
        'https://dailyherald.example/tech/okafor-drones-profile': 'independent_substantial',
        'https://techweekly.example/2024/06/lumen-robotics-series-a': 'independent_substantial',
        'https://lagosbusinessreview.example/interviews/amara-okafor': 'self_authored',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'okafor-wire-releases',
    note: 'Three copies of one press release (two wire services and a markets site that republishes wire copy) are the company speaking about itself, however many domains carry them. The roundup names her in one line: a trivial mention, but an independent one that identifies her.',
    request: {
      entity_name: NAME,
      url: HOME,
      evidence_urls: [
        'https://www.prnewswire.com/news-releases/lumen-robotics-launches-cassava-yield-mapping-in-ghana-302241.html',
        'https://www.businesswire.com/news/home/20240903005120/en/',
        'https://markets.financedaily.example/news/lumen-robotics-launches-cassava-yield-mapping-service',
        'https://startupdigest.example/lists/african-robotics-2025',
      ],
    },
    pages: {
      'amaraokafor.example/': page(home),
      'www.prnewswire.com/news-releases/lumen-robotics-launches-cassava-yield-mapping-in-ghana-302241.html': page(wirePr('PR Newswire', 'PRNewswire')),
      'www.businesswire.com/news/home/20240903005120/en/': page(wirePr('Business Wire', 'BUSINESS WIRE')),
      'markets.financedaily.example/news/lumen-robotics-launches-cassava-yield-mapping-service': page(wirePr('Finance Daily Markets', 'PRNewswire')),
      'startupdigest.example/lists/african-robotics-2025': page(roundup),
    },
    expected: {
      classes: {
        'https://www.prnewswire.com/news-releases/lumen-robotics-launches-cassava-yield-mapping-in-ghana-302241.html': 'self_authored',
        'https://www.businesswire.com/news/home/20240903005120/en/': 'self_authored',
        'https://markets.financedaily.example/news/lumen-robotics-launches-cassava-yield-mapping-service': 'self_authored',
        'https://startupdigest.example/lists/african-robotics-2025': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'okafor-namesakes-and-own-posts',
    note: 'The sprinter from Delta State and the Manchester paediatrician share her name but are other people: neither page is about the subject. Her Medium essay and her X post are her own words on platforms, self-published whether or not the profiles were declared. Nothing independent identifies her.',
    request: {
      entity_name: NAME,
      url: HOME,
      evidence_urls: [
        'https://sportsdaily.example/athletics/okafor-200m-gold',
        'https://manchesterchronicle.example/news/sensory-room-st-marys',
        'https://medium.com/@amaraokafor/why-i-started-lumen-robotics-4f2a9c',
        'https://x.com/amaraokafor/status/1819350001',
      ],
    },
    pages: {
      'amaraokafor.example/': page(home),
      'sportsdaily.example/athletics/okafor-200m-gold': page(sprinter),
      'manchesterchronicle.example/news/sensory-room-st-marys': page(doctor),
      'medium.com/@amaraokafor/why-i-started-lumen-robotics-4f2a9c': page(mediumPost),
      'x.com/amaraokafor/status/1819350001': xPost,
    },
    expected: {
      classes: {
        'https://sportsdaily.example/athletics/okafor-200m-gold': 'trivial_mention',
        'https://manchesterchronicle.example/news/sensory-room-st-marys': 'trivial_mention',
        'https://medium.com/@amaraokafor/why-i-started-lumen-robotics-4f2a9c': 'self_authored',
        'https://x.com/amaraokafor/status/1819350001': 'self_authored',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'not_ready' },
    },
  },
  {
    id: 'okafor-company-site',
    note: "Her company's team page and its blog are published by the organisation she founded and runs: not independent of her. The Herald profile is the only independent in-depth source.",
    request: {
      entity_name: NAME,
      url: HOME,
      evidence_urls: [
        'https://lumenrobotics.example/team',
        'https://blog.lumen-robotics.example/letter-from-our-founder',
        'https://dailyherald.example/tech/okafor-drones-profile',
      ],
    },
    pages: {
      'amaraokafor.example/': page(home),
      'lumenrobotics.example/team': page(companyTeam),
      'blog.lumen-robotics.example/letter-from-our-founder': page(lumenBlog),
      'dailyherald.example/tech/okafor-drones-profile': page(profile),
    },
    expected: {
      classes: {
        'https://lumenrobotics.example/team': 'self_authored',
        'https://blog.lumen-robotics.example/letter-from-our-founder': 'self_authored',
        'https://dailyherald.example/tech/okafor-drones-profile': 'independent_substantial',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
];
