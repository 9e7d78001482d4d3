import type { ProofCase } from './format.js';
import { article, homePage, page } from './html.js';

const achterbergHome = homePage('Helen Achterberg', [
  'I am an astrophysicist and Professor of Astronomy at Nordland University in Tromsø, Norway, where I study the atmospheres of exoplanets.',
  'My group uses transmission spectroscopy from space telescopes to look for water vapour and clouds on planets around nearby red dwarf stars.',
]);
const astro = (site: string, title: string, author: string, paragraphs: string[]) => article({ site, title, byline: author, date: '2024', paragraphs });
const haA = astro('Science Weekly News', 'Water vapour found on a temperate world 40 light-years away', 'Mark Jensen', [
  'Astronomers led by Helen Achterberg of Nordland University have detected water vapour in the atmosphere of a planet orbiting a red dwarf 40 light-years from Earth, the coolest world yet to show such a signal.',
  'Achterberg and her colleagues observed the planet during eleven transits, measuring how starlight filtered through its atmosphere. The team reported the result in a paper published on Wednesday.',
  "Other researchers called the detection careful but cautioned that starspots can mimic atmospheric features. Achterberg said the group had modelled the star's activity in detail and that the signal persisted in every transit.",
  '"This is the kind of planet we have been waiting for," said Prof. Achterberg, who has spent fifteen years developing techniques to correct for stellar noise. Her group plans further observations next year.',
]);
const haB = astro('Arctic Times', 'The Tromsø professor chasing skies on other worlds', 'Sigrid Berg', [
  'Helen Achterberg did not plan to become an astronomer. She studied geology in Utrecht before a summer job at an observatory in La Palma changed her mind.',
  "Now a professor in Tromsø, Achterberg leads one of Europe's most productive exoplanet atmosphere groups, with twelve researchers and a steady stream of results from space telescopes.",
  "Colleagues describe Achterberg as relentlessly precise. Former students say she insists on checking every result against the behaviour of the host star, an approach that has made her group's findings unusually durable.",
  'Achterberg has also become a public voice for astronomy in northern Norway, giving talks in schools across Troms and Finnmark. "Children here live under the aurora," she said. "They already look up."',
]);
const haC = astro('Physics Today Europe', 'Dr Achterberg wins the European exoplanet medal', 'Anna Koch', [
  'The European Astronomical Society has awarded its exoplanet medal to Helen Achterberg, professor at Nordland University, for her work on correcting stellar contamination in transmission spectra.',
  "The prize committee cited Dr Achterberg's 2019 method for separating starspot signals from atmospheric features, which is now used by most teams studying planets around red dwarfs.",
  'Achterberg, 48, said she would use the prize money to fund a doctoral position. Her nominators noted her mentoring record: nine of her former students now lead their own groups.',
]);
const haUni = article({
  site: 'Nordland University News',
  title: 'Nordland astronomer honoured with European medal',
  byline: 'Communications Office',
  paragraphs: [
    'Professor Helen Achterberg of the Department of Physics and Technology has been awarded the European exoplanet medal, the university is proud to announce.',
    '"Helen\'s work puts Nordland University at the forefront of exoplanet research," said the rector. Achterberg joined the university in 2012 and leads its exoplanet atmospheres group.',
    'The university congratulates Professor Achterberg and her team on this recognition.',
  ],
});

const chefHome = homePage(
  'Tomasz Wierzbicki',
  ['Chef Tomasz Wierzbicki cooks Polish food with Midwestern ingredients in Chicago. He opened his restaurant Kasza in Avondale in 2016.'],
  [{ href: 'https://kasza-restaurant.example/', text: 'Kasza restaurant' }],
);
const kaszaAbout = homePage('About | Kasza', [
  "Kasza is a Polish restaurant in Chicago's Avondale neighbourhood, open since 2016.",
  'Our chef and owner Tomasz Wierzbicki grew up in Kraków and trained in Warsaw before moving to Chicago. Tomasz cooks the food of his grandmother with produce from Illinois and Wisconsin farms, and makes every pierogi by hand each morning.',
  'Book a table online or call us. We are closed on Mondays.',
]);
const chefReview = article({
  site: 'Chicago Reader Online',
  title: 'At Kasza, Polish comfort food gets a Midwestern accent',
  byline: 'Mike Sula',
  date: 'October 2023',
  paragraphs: [
    'Tomasz Wierzbicki has been making pierogi by hand every morning for seven years, and it shows. At Kasza, his Avondale restaurant, the dumplings arrive with edges crimped so tightly they could be machined.',
    "Wierzbicki, who grew up in Kraków, builds his menu around his grandmother's recipes but swaps in Midwestern produce: sweet corn in the summer pierogi, Wisconsin sour cherries in the winter soup. The result is food that feels familiar to Polish regulars and surprising to everyone else.",
    "Not every dish works. A duck with buckwheat was dry on one visit, and the dining room gets loud on weekends. But the chef's cooking is at its best when it is simplest, as in a bowl of barley with mushrooms that tastes of the forest.",
    'Wierzbicki says he has no plans to open a second location. "One kitchen is already too many pierogi," he joked.',
  ],
});
const chefFeature = article({
  site: 'Food & Wine Midwest',
  title: 'The chef rewriting Polish cooking in Chicago',
  byline: 'Laura Kim',
  date: 'March 2024',
  paragraphs: [
    'Chicago has one of the largest Polish communities outside Poland, but for decades its Polish restaurants served the same menu of heavy classics. Tomasz Wierzbicki set out to change that.',
    "After training in Warsaw, Wierzbicki arrived in Chicago in 2011 and spent five years cooking in other people's kitchens before opening Kasza. Critics noticed quickly: the restaurant was named one of the city's best new openings in 2016.",
    "What distinguishes Wierzbicki's cooking is restraint. He uses fewer ingredients than his predecessors and leans on fermentation, a technique he learned from his grandmother, to give dishes depth.",
    'Other chefs credit him with making Polish food fashionable among younger diners. Wierzbicki is more modest, saying he simply cooks what he misses from home.',
  ],
});
const pierogiList = article({
  site: 'Eater Chicago Guide',
  title: 'Where to eat the best pierogi in Chicago',
  byline: 'Staff',
  paragraphs: [
    'From old-school cafeterias to modern bistros, these are the places to find great pierogi.',
    'Kasza, Avondale: chef Tomasz Wierzbicki crimps every dumpling by hand.',
    'Staropolska, Archer Heights: a classic with generous portions.',
    'Podhalanka, West Town: a beloved diner with pierogi like grandma made.',
  ],
});

const whitcombeHome = homePage('Jonah Whitcombe', [
  'Jonah Whitcombe writes The Margin, a weekly newsletter about the economics of small businesses.',
  'Based in Bristol, England. Previously a business reporter for regional newspapers.',
]);
const social = (title: string, site: string, text: string, author: string) =>
  page(`<!doctype html><html><head><title>${title}</title><meta property="og:site_name" content="${site}"><meta name="author" content="${author}"></head>
<body><main><article><p>${text}</p></article></main><footer>${site}</footer></body></html>`);
const whitcombeSubstack = article({
  site: 'The Margin',
  title: 'Why small shops are quietly raising prices',
  byline: 'Jonah Whitcombe',
  head: '<meta name="author" content="Jonah Whitcombe">',
  paragraphs: [
    'This week I spoke to twelve shop owners in Bristol about their energy bills. Every one of them has raised prices since January, and none of them wanted to talk about it.',
    'The pattern is the same everywhere: small, frequent increases that customers barely notice. I think this is the most underreported story in British retail.',
    'Thanks for reading The Margin. If a friend forwarded this to you, subscribe for free.',
  ],
});
const whitcombeMention = article({
  site: 'Press Gazette Online',
  title: 'The rise of the local business newsletter',
  byline: 'Charlotte Tobitt',
  paragraphs: [
    'Newsletters about local economies have multiplied since regional newspapers cut their business desks.',
    'In Bristol, former reporter Jonah Whitcombe writes The Margin, which has around 6,000 subscribers.',
    "Publishers say the trend reflects both lower costs and readers' appetite for specialised coverage. Several newsletter writers said they earn less than they did at newspapers.",
  ],
});

const haddadHome = homePage('Dr. Leila Haddad', [
  'I am an urban planner and researcher at the Beirut Urban Lab, working on public space, heat and informal housing in Mediterranean cities.',
]);
const haddadFeature = article({
  site: 'CityLab Review',
  title: 'Cooling Beirut, one alley at a time',
  byline: 'Omar Saleh',
  date: 'July 2024',
  paragraphs: [
    'On a July afternoon in Bourj Hammoud, the air temperature reaches 38 degrees, but in one narrow alley it is six degrees cooler. Leila Haddad planned it that way.',
    "Haddad, an urban planner at the Beirut Urban Lab, has spent four years working with residents to shade alleys with vines, fabric canopies and reflective paint. The project began after a 2020 heatwave that hospitals linked to dozens of deaths in the city's poorest neighbourhoods.",
    '"People assume cooling means air conditioning," Haddad said, standing beneath a canopy of grapevines. "Most families here cannot afford to run it, so we design the street to do the work."',
    'Her approach has attracted attention from planners in Athens and Tunis, who visited last year. Critics in the municipality argue that such small projects cannot scale across a city of two million people. Haddad agrees that they are not enough on their own and has pushed for citywide rules on building colours and tree planting.',
    'Residents say the changes have altered daily life. Children play outside in the afternoon again, and older neighbours gather on chairs under the vines. Haddad visits most weeks, checking temperature sensors and listening to complaints about leaking canopies.',
  ],
});
const haddadQa = article({
  site: 'Urban Futures Magazine',
  title: 'In conversation with Leila Haddad',
  paragraphs: [
    'Leila Haddad is an urban planner in Beirut. We spoke about heat and cities.',
    'Urban Futures: What got you interested in heat? Haddad: The 2020 heatwave. I saw which neighbourhoods suffered and it was not random.',
    'Urban Futures: What works? Haddad: Shade, water and trees. Simple things, done with residents rather than for them.',
    'Urban Futures: What is next? Haddad: Rules. Pilots are nice, but cities change when the building code changes.',
  ],
});
const haddadPodcast = article({
  site: 'The Planning Podcast',
  title: 'Episode 112: Heat, alleys and vines',
  paragraphs: [
    'This week we talk to Leila Haddad about cooling streets in Beirut. Listen on all major podcast apps.',
    'Runtime 48 minutes. Music by Sunny Days.',
  ],
});

const carvalhoHome = homePage('Ines Carvalho', [
  'Marine biologist at the University of the Atlantic Coast in Porto, Portugal. I study how seagrass meadows store carbon and recover from damage.',
]);
const seagrassWire = (site: string) =>
  article({
    site,
    title: 'Portuguese scientists find seagrass meadows recover faster than feared',
    byline: 'Associated Press',
    date: 'May 14, 2024',
    paragraphs: [
      "PORTO, Portugal (AP) — Seagrass meadows damaged by boat anchors can recover within five years if left undisturbed, a team led by marine biologist Ines Carvalho reported on Tuesday, raising hopes for one of the ocean's most effective carbon stores.",
      'Carvalho and her colleagues at the University of the Atlantic Coast monitored 30 plots off the Portuguese coast for eight years. Plots protected by mooring buoys regrew to near their original density, while unprotected plots kept shrinking.',
      '"We did not expect the recovery to be this fast," Carvalho said. "It means protection works, and it works within a political cycle."',
      'Scientists not involved in the study said the results were encouraging but came from a single region with mild winters. Carvalho agreed that the findings should be tested elsewhere and said her team was starting similar plots in Galicia.',
    ],
  });
const carvalhoUni = article({
  site: 'University of the Atlantic Coast News',
  title: 'Our researchers show seagrass can bounce back',
  byline: 'Press Office',
  paragraphs: [
    'A study led by Professor Ines Carvalho of our Faculty of Sciences shows that seagrass meadows can recover within five years when protected.',
    '"I am proud of the team," said Carvalho. The university congratulates the researchers on this important publication.',
  ],
});

const lindqvistHome = homePage('Marcus Lindqvist', [
  'Co-founder and CEO of Fjordpay, the Nordic payments company. Previously an engineer at a Norwegian bank.',
]);
const lindqvistOped = article({
  site: 'Nordic Finance Times',
  title: 'Opinion: Card fees are a tax on small shops. It is time to end them',
  byline: 'Marcus Lindqvist',
  kicker: 'Opinion',
  head: '<meta name="author" content="Marcus Lindqvist">',
  paragraphs: [
    'Every time you tap your card in a café, the owner pays a fee that large retailers negotiate away. It is a hidden tax on small businesses, and regulators have ignored it for too long.',
    'At Fjordpay we have shown that account-to-account payments can cut these costs by more than half. Governments should require banks to support them at every till.',
    'Small shops keep our towns alive. We should stop charging them more than the supermarkets for the privilege of being paid.',
  ],
  after: '<p>Marcus Lindqvist is the co-founder and chief executive of Fjordpay.</p>',
});
const lindqvistSponsored = article({
  site: 'Business Norway Today',
  title: 'How one founder is changing payments for small merchants',
  kicker: 'Sponsored content | Paid for by Fjordpay',
  paragraphs: [
    'Marcus Lindqvist has a simple mission: make payments cheaper for the small shops that keep Norwegian towns alive.',
    'As co-founder and CEO of Fjordpay, Lindqvist has built a platform that thousands of merchants rely on. Lindqvist says his team works every day to make payments simple, fast and fair.',
    "Lindqvist invites merchants to learn more about Fjordpay's flat-fee plans at fjordpay.example.",
  ],
});
const lindqvistProfile = article({
  site: 'Dagens Business English',
  title: 'The bank engineer who decided to fight card fees',
  byline: 'Henrik Moe',
  date: 'September 2024',
  paragraphs: [
    "Marcus Lindqvist spent nine years maintaining payment systems at one of Norway's largest banks before he concluded that the fees he was helping to collect were unfair.",
    'In 2017 Lindqvist left the bank and co-founded Fjordpay in Bergen with a former colleague. The company now processes payments for thousands of merchants, and Lindqvist has become a regular critic of card fees in Norwegian media.',
    "Former colleagues describe Lindqvist as stubborn and detail-minded. One said he rewrote the company's settlement code himself over a weekend when a supplier missed a deadline.",
    'Lindqvist\'s critics say his campaign against card fees conveniently serves his own business. He does not deny it. "Of course it helps Fjordpay," Lindqvist said. "It also helps every shop owner in the country."',
  ],
});

const gridHome = homePage('Gridline Energy', ['Gridline Energy builds battery storage for community solar projects in Ireland.', 'Founded in 2020 in Cork.']);
const gridPaywall = page(`<!doctype html><html><head><title>Cork battery start-up Gridline Energy plans national roll-out | The Irish Business Post</title>
<meta property="og:site_name" content="The Irish Business Post">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Cork battery start-up Gridline Energy plans national roll-out","isAccessibleForFree":false,"hasPart":{"@type":"WebPageElement","isAccessibleForFree":false,"cssSelector":".paywall"}}</script></head>
<body><header><nav>News Business Subscribe</nav></header><main><article><h1>Cork battery start-up Gridline Energy plans national roll-out</h1>
<p>Gridline Energy, the Cork company that pairs batteries with community solar farms, is preparing to expand across Ireland after a successful pilot in West Cork.</p>
<div class="paywall"><p>This article is for subscribers only. Subscribe now to continue reading, or log in if you already have an account.</p></div>
</article></main><footer>The Irish Business Post</footer></body></html>`);
const gridSoft404 = page(`<!doctype html><html><head><title>Page not found | Cleantech Ireland</title></head><body><header><nav>Home News</nav></header>
<main><h1>Page not found</h1><p>Sorry, the page you are looking for could not be found. It may have been moved or deleted.</p><p>Try searching our site or return to the home page.</p></main></body></html>`);
const gridReal = article({
  site: 'Irish Examiner Online',
  title: 'West Cork village powers its homes with sun and batteries',
  byline: 'Aoife Murphy',
  date: 'April 2024',
  paragraphs: [
    "When the sun sets over Ballydehob, the village no longer switches to the grid. A bank of batteries built by Gridline Energy, a Cork start-up, keeps 120 homes running on the day's solar power well into the evening.",
    'Gridline Energy was founded in 2020 by two electrical engineers from University College Cork. The company designs storage systems sized for community solar projects, which are too large for home batteries and too small for utility-scale equipment.',
    'Residents said their bills fell by about a third in the first year. Gridline says its systems can be installed in under a month, though the village project took longer because of grid connection delays.',
    "Energy analysts said Gridline Energy's model could be copied across rural Ireland if planning rules allow. The company is now seeking funding to build systems for ten more communities.",
  ],
});

export const PEOPLE_CASES: ProofCase[] = [
  {
    id: 'achterberg-three-publishers',
    note: "Three independent publications cover her work and career in depth, naming her with titles and by surname after the first mention. Her university's news office promoting its own professor is not independent.",
    request: {
      entity_name: 'Helen Achterberg',
      url: 'https://helenachterberg.example/',
      evidence_urls: [
        'https://scienceweekly.example/space/water-vapour-temperate-world',
        'https://arctictimes.example/people/tromso-professor-exoplanets',
        'https://physicstoday-eu.example/awards/achterberg-exoplanet-medal',
        'https://news.nordland-university.example/2024/achterberg-medal',
      ],
    },
    pages: {
      'helenachterberg.example/': page(achterbergHome),
      'scienceweekly.example/space/water-vapour-temperate-world': page(haA),
      'arctictimes.example/people/tromso-professor-exoplanets': page(haB),
      'physicstoday-eu.example/awards/achterberg-exoplanet-medal': page(haC),
      'news.nordland-university.example/2024/achterberg-medal': page(haUni),
    },
    expected: {
      classes: {
        'https://scienceweekly.example/space/water-vapour-temperate-world': 'independent_substantial',
        'https://arctictimes.example/people/tromso-professor-exoplanets': 'independent_substantial',
        'https://physicstoday-eu.example/awards/achterberg-exoplanet-medal': 'independent_substantial',
        'https://news.nordland-university.example/2024/achterberg-medal': 'self_authored',
      },
      venues: { wikipedia: 'ready', wikidata: 'ready' },
    },
  },
  {
    id: 'wierzbicki-restaurant',
    note: 'The restaurant he owns publishes its about page: not independent. A review and a feature cover him in depth by surname; the pierogi list names him in passing. Two in-depth sources.',
    request: {
      entity_name: 'Tomasz Wierzbicki',
      url: 'https://tomaszwierzbicki.example/',
      evidence_urls: [
        'https://kasza-restaurant.example/about',
        'https://chicagoreader.example/food/kasza-review',
        'https://foodandwine-midwest.example/chefs/wierzbicki-polish-chicago',
        'https://eaterguide.example/chicago/best-pierogi',
      ],
    },
    pages: {
      'tomaszwierzbicki.example/': page(chefHome),
      'kasza-restaurant.example/about': page(kaszaAbout),
      'chicagoreader.example/food/kasza-review': page(chefReview),
      'foodandwine-midwest.example/chefs/wierzbicki-polish-chicago': page(chefFeature),
      'eaterguide.example/chicago/best-pierogi': page(pierogiList),
    },
    expected: {
      classes: {
        'https://kasza-restaurant.example/about': 'self_authored',
        'https://chicagoreader.example/food/kasza-review': 'independent_substantial',
        'https://foodandwine-midwest.example/chefs/wierzbicki-polish-chicago': 'independent_substantial',
        'https://eaterguide.example/chicago/best-pierogi': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'whitcombe-own-platforms',
    note: 'His posts on X, LinkedIn and YouTube and his own newsletter on Substack are all self-published, though no profile was declared. The trade article gives him one sentence.',
    request: {
      entity_name: 'Jonah Whitcombe',
      url: 'https://jonahwhitcombe.example/',
      evidence_urls: [
        'https://x.com/jwhitcombe/status/1790000000000',
        'https://www.linkedin.com/in/jonah-whitcombe/recent-activity/',
        'https://themargin.substack.com/p/why-small-shops-are-quietly-raising-prices',
        'https://www.youtube.com/@jonahwhitcombe/about',
        'https://pressgazette.example/newsletters/local-business-newsletters',
      ],
    },
    pages: {
      'jonahwhitcombe.example/': page(whitcombeHome),
      'x.com/jwhitcombe/status/1790000000000': social(
        'Jonah Whitcombe on X',
        'X (formerly Twitter)',
        'New issue of The Margin: twelve Bristol shop owners on why they keep raising prices. I think this is the most underreported story in British retail.',
        'Jonah Whitcombe',
      ),
      'www.linkedin.com/in/jonah-whitcombe/recent-activity/': social(
        'Jonah Whitcombe | LinkedIn',
        'LinkedIn',
        'Jonah Whitcombe. Writer of The Margin, a newsletter on small business economics. Bristol. Former business reporter. I am excited to share that The Margin passed 6,000 subscribers this month.',
        'Jonah Whitcombe',
      ),
      'themargin.substack.com/p/why-small-shops-are-quietly-raising-prices': page(whitcombeSubstack),
      'www.youtube.com/@jonahwhitcombe/about': social(
        'Jonah Whitcombe - YouTube',
        'YouTube',
        'Videos from Jonah Whitcombe, writer of The Margin: explainers on prices, rents and the economics of small shops.',
        'Jonah Whitcombe',
      ),
      'pressgazette.example/newsletters/local-business-newsletters': page(whitcombeMention),
    },
    expected: {
      classes: {
        'https://x.com/jwhitcombe/status/1790000000000': 'self_authored',
        'https://www.linkedin.com/in/jonah-whitcombe/recent-activity/': 'self_authored',
        'https://themargin.substack.com/p/why-small-shops-are-quietly-raising-prices': 'self_authored',
        'https://www.youtube.com/@jonahwhitcombe/about': 'self_authored',
        'https://pressgazette.example/newsletters/local-business-newsletters': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'haddad-feature-qa-podcast',
    note: "The feature is independent reporting built around her work, with quotes but mostly the journalist's own observation: in-depth coverage. The Q&A is her own answers. The podcast page is a one-line show note.",
    request: {
      entity_name: 'Leila Haddad',
      url: 'https://leilahaddad.example/',
      evidence_urls: [
        'https://citylabreview.example/heat/cooling-beirut-alleys',
        'https://urbanfutures.example/conversations/leila-haddad',
        'https://planningpodcast.example/episodes/112',
      ],
    },
    pages: {
      'leilahaddad.example/': page(haddadHome),
      'citylabreview.example/heat/cooling-beirut-alleys': page(haddadFeature),
      'urbanfutures.example/conversations/leila-haddad': page(haddadQa),
      'planningpodcast.example/episodes/112': page(haddadPodcast),
    },
    expected: {
      classes: {
        'https://citylabreview.example/heat/cooling-beirut-alleys': 'independent_substantial',
        'https://urbanfutures.example/conversations/leila-haddad': 'self_authored',
        'https://planningpodcast.example/episodes/112': 'trivial_mention',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'carvalho-syndicated-wire-story',
    note: "One Associated Press story republished by three newspapers is one independent source, not three: each page is independent in-depth coverage, but together they count once. Her university's press office is not independent.",
    request: {
      entity_name: 'Ines Carvalho',
      url: 'https://inescarvalho.example/',
      evidence_urls: [
        'https://portlandherald.example/science/seagrass-recovery-portugal',
        'https://dailycoastal.example/news/world/seagrass-meadows-recover',
        'https://midvalleytribune.example/ap/seagrass-portugal-study',
        'https://news.atlantic-coast-university.example/seagrass-bounce-back',
      ],
    },
    pages: {
      'inescarvalho.example/': page(carvalhoHome),
      'portlandherald.example/science/seagrass-recovery-portugal': page(seagrassWire('Portland Herald')),
      'dailycoastal.example/news/world/seagrass-meadows-recover': page(seagrassWire('The Daily Coastal')),
      'midvalleytribune.example/ap/seagrass-portugal-study': page(seagrassWire('Mid-Valley Tribune')),
      'news.atlantic-coast-university.example/seagrass-bounce-back': page(carvalhoUni),
    },
    expected: {
      classes: {
        'https://portlandherald.example/science/seagrass-recovery-portugal': 'independent_substantial',
        'https://dailycoastal.example/news/world/seagrass-meadows-recover': 'independent_substantial',
        'https://midvalleytribune.example/ap/seagrass-portugal-study': 'independent_substantial',
        'https://news.atlantic-coast-university.example/seagrass-bounce-back': 'self_authored',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'lindqvist-oped-and-sponsored',
    note: 'An opinion piece he wrote is his own words, whatever the newspaper. Sponsored content paid for by his company is advertising. The business profile is independent and in depth, by surname throughout.',
    request: {
      entity_name: 'Marcus Lindqvist',
      url: 'https://marcuslindqvist.example/',
      evidence_urls: [
        'https://nordicfinancetimes.example/opinion/card-fees-tax-on-small-shops',
        'https://businessnorwaytoday.example/partner/fjordpay-founder-changing-payments',
        'https://dagensbusiness.example/en/profiles/marcus-lindqvist',
      ],
    },
    pages: {
      'marcuslindqvist.example/': page(lindqvistHome),
      'nordicfinancetimes.example/opinion/card-fees-tax-on-small-shops': page(lindqvistOped),
      'businessnorwaytoday.example/partner/fjordpay-founder-changing-payments': page(lindqvistSponsored),
      'dagensbusiness.example/en/profiles/marcus-lindqvist': page(lindqvistProfile),
    },
    expected: {
      classes: {
        'https://nordicfinancetimes.example/opinion/card-fees-tax-on-small-shops': 'self_authored',
        'https://businessnorwaytoday.example/partner/fjordpay-founder-changing-payments': 'self_authored',
        'https://dagensbusiness.example/en/profiles/marcus-lindqvist': 'independent_substantial',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
  {
    id: 'gridline-paywall-and-dead-links',
    note: 'A paywalled article shows only its first paragraph: it cannot be judged from here and must be read by hand. Pages that answer 404, 410 or "page not found", a host that does not resolve, and a server error are all unreachable. One reachable independent article covers the company in depth.',
    request: {
      entity_name: 'Gridline Energy',
      url: 'https://gridline.example/',
      evidence_urls: [
        'https://irishbusinesspost.example/energy/gridline-national-rollout',
        'https://cleantechireland.example/news/gridline-battery-pilot',
        'https://corknews.example/2023/gridline-founders',
        'https://energynews-archive.example/gridline-interview',
        'https://defunct-energy-blog.example/gridline',
        'https://renewables-daily.example/gridline-funding',
        'https://irishexaminer-online.example/news/ballydehob-solar-batteries',
      ],
    },
    pages: {
      'gridline.example/': page(gridHome),
      'irishbusinesspost.example/energy/gridline-national-rollout': gridPaywall,
      'cleantechireland.example/news/gridline-battery-pilot': gridSoft404,
      'corknews.example/2023/gridline-founders': page('<html><body><h1>Not Found</h1></body></html>', 404),
      'energynews-archive.example/gridline-interview': page('<html><body><h1>Gone</h1><p>This article has been removed.</p></body></html>', 410),
      'defunct-energy-blog.example/gridline': { dns: 'fail' },
      'renewables-daily.example/gridline-funding': page('<html><body><h1>Internal Server Error</h1></body></html>', 500),
      'irishexaminer-online.example/news/ballydehob-solar-batteries': page(gridReal),
    },
    expected: {
      classes: {
        'https://irishbusinesspost.example/energy/gridline-national-rollout': 'unreachable',
        'https://cleantechireland.example/news/gridline-battery-pilot': 'unreachable',
        'https://corknews.example/2023/gridline-founders': 'unreachable',
        'https://energynews-archive.example/gridline-interview': 'unreachable',
        'https://defunct-energy-blog.example/gridline': 'unreachable',
        'https://renewables-daily.example/gridline-funding': 'unreachable',
        'https://irishexaminer-online.example/news/ballydehob-solar-batteries': 'independent_substantial',
      },
      venues: { wikipedia: 'not_ready', wikidata: 'ready' },
    },
  },
];
