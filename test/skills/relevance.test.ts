import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { loadSkillIndex, searchSkills } from '../../src/skills/search.js';
import { contentTerms, lexicalCoverage, queryProfile, readQuery, stem, type OptionProfile } from '../../src/skills/relevance.js';
import { interpretQuery } from '../../src/skills/interpret.js';
import { findAsk } from '../../src/skills/ask.js';
import { readInEnglish } from '../../src/skills/languages.js';
import { QUERY_VOCABULARY_PATH, queryVocabulary } from '../../src/skills/vocabulary.js';

const deps = { requestId: 'req_relevance' };
const search = (query: string) => searchSkills({ query, max_results: 5 }, deps);
/** The first option of a query that must match. */
const first = (query: string) => {
  const out = search(query);
  expect(out.match.status, query).toBe('matched');
  return out.options[0]?.id;
};

describe('skill relevance (skill_relevance_v1)', () => {
  it('finds the right option for phrasings that share few words with it', () => {
    expect(first('wrap my REST API as tools that Claude can call')).toBe('vendor.mcp-builder');
    expect(['svc.quota-limits', 'web.api-rate-limits']).toContain(first('HTTP 429, how should it back off'));
    expect(['svc.goods-deal-validate', 'web.sold-comps']).toContain(first('how much should I pay for a secondhand road bike'));
  });

  it('finds an option through the words people use for its need (asked_as), when its title and summary use others', () => {
    expect(first('does Firefox support container queries yet')).toBe('web.browser-compat');
    expect(first("write up the post-mortem for yesterday's outage")).toBe('vendor.internal-comms');
    expect(first('fine-tune mistral with lora on our chat logs')).toBe('vendor.hf-model-training');
  });

  it('reads an accented word left as written as one word, not as pieces no option knows', () => {
    const terms = contentTerms(readInEnglish('Warum bekomme ich von Müllerbräu ständig 429? Wie lange soll ich warten?').text);
    expect(terms).toContain('mullerbrau');
    expect(terms.some((term) => ['ller', 'br', 'ndig'].includes(term))).toBe(false);
  });

  it('reads a word the translation tables do not list by the Open Multilingual Wordnet lexicon, a rarer word also by its stem', () => {
    expect(readInEnglish('il contratto va firmato con tutte le modifiche evidenziate').text).toMatch(/\bcontract\b.*\ball\b.*\bmodification\b/u);
    expect(readInEnglish('o relatório do incidente para a equipe').text).toMatch(/\breport\b.*\bincident\b/u);
  });

  it('reads a snake-case field or value name as its words and as one word only the options documenting it share', () => {
    expect(contentTerms('the search came back flagged no_match')).toEqual(expect.arrayContaining(['no', 'match', 'nomatch']));
  });

  it('weighs an adjective or adverb and a country the corpus never uses as ordinary words, an unknown name in full', () => {
    const weight = (query: string, term: string) => queryProfile(query, loadSkillIndex().stats).units.find((unit) => unit.term === term)?.weight ?? 0;
    const name = weight('a zorblax for the team', 'zorblax');
    expect(weight('a methodical plan for the team', 'methodical')).toBeLessThan(name / 2);
    expect(weight('a plan for the team in iceland', 'iceland')).toBeLessThan(name / 2);
  });

  it('weighs a time or a place the corpus never uses (WordNet noun.time, noun.location), a date and a time of day as ordinary words', () => {
    const weight = (query: string, term: string) => queryProfile(query, loadSkillIndex().stats).units.find((unit) => unit.term === term)?.weight ?? 0;
    const name = weight('a zorblax for the team', 'zorblax');
    for (const [query, term] of [
      ['a plan for the team in winter', 'winter'],
      ['a plan for the team on saturday evenings', 'evening'],
      ['a plan for the team in marseille', 'marseille'],
      ['a plan for the team on june 3rd', '3rd'],
      ['a plan for the team at 7pm', '7pm'],
    ] as const)
      expect(weight(query, term), query).toBeLessThan(name / 2);
    expect(first('which airlines fly direct from Marseille to Toronto in autumn?')).toBe('web.flight-route-exists');
    expect(search('what should I cook for dinner on Saturday evening in Marseille').match.status).toBe('no_curated_option_matched');
  });

  it('reads a request in another language as its English frame: a verb and its subject pronoun, a verb and its object pronoun', () => {
    expect(readInEnglish('Pouvez-vous réserver une chambre pour ce soir ?').text).toMatch(/^can you book\b/u);
    expect(readInEnglish('Ajude-me a verificar este vendedor').text).toMatch(/^help me\b/u);
    expect(readInEnglish('ayúdame a revisar la hoja de cálculo y revísala').text).toMatch(/^help me\b.*\bcheck\b/u);
    expect(readInEnglish('aiutami a controllare il foglio di calcolo').text).toMatch(/^help me\b/u);
    expect(search('Peux-tu réserver une table au restaurant ce soir ?').match.status).toBe('no_curated_option_matched');
  });

  it("keeps a place's name as written in another language, not as a compound of the language's words", () => {
    const read = readInEnglish('Gibt es Direktflüge von Hamburg nach Reykjavik im Winter?').text;
    expect(read).toMatch(/\bHamburg\b.*\bReykjavik\b/u);
  });

  it('reads a form the translation tables do not list by the entry of its Snowball stem', () => {
    expect(readInEnglish('come faccio a capire se questa libreria npm è ancora mantenuta').text).toContain('maintained');
    expect(readInEnglish('Wie überprüfe ich, ob die Bibliotheken noch gepflegt werden?').text).toMatch(/\bcheck\b.*\blibrary\b/u);
  });

  it('reads a German compound the tables do not list by its parts, the head last', () => {
    const read = readInEnglish('Wie soll mein Agent die Rechnungsvorlage mit den Kundendaten ausfüllen und die Gebrauchtwagenhändler prüfen?').text;
    expect(read).toContain('invoice template');
    expect(read).toContain('customer data');
    // A modifier the tables do not read stays as written beside the head: "Gebrauchtwagen-händler" is a seller of something the options must still cover.
    expect(read).toContain('gebrauchtwagen seller');
  });

  it('weighs an untranslated function word as grammar and an untranslated content word in full', () => {
    const reading = readInEnglish('Où est-ce que je peux acheter des fleurs en ligne pour dimanche ?');
    expect([...reading.ordinary]).toContain('fleurs');
    expect([...reading.grammar]).not.toContain('fleurs');
    const matched = (query: string) => search(query).match.status === 'matched';
    expect(matched('Où est-ce que je peux acheter des fleurs en ligne pour dimanche ?')).toBe(false);
    expect(matched('Wo kann ich am Wochenende online Blumen bestellen?')).toBe(false);
    expect(matched('Come posso prenotare online una pizza per stasera?')).toBe(false);
    // Read word for word by the lexicon, a query asks what its English twin asks, and is answered alike.
    expect(matched('Onde posso pagar o imposto do carro online?')).toBe(matched('where can I pay the car tax online?'));
    expect(matched('¿Cómo puedo cambiar la contraseña del router de casa?')).toBe(false);
    expect(matched('Come posso verificare se un venditore online è affidabile?')).toBe(true);
    expect(matched('Comment convertir un PDF scanné en texte ?')).toBe(true);
  });

  it("never reads a word of the language's everyday vocabulary by the entry that shares its stem", () => {
    const read = (query: string) => readInEnglish(query).text;
    expect(read('Seit wann muss ich mich neu anmelden, wenn ich sich das Passwort merke?')).toMatch(/^Seit\b.*\bsich\b/u);
    expect(read('como posso atualizar o sistema operativo do meu portátil')).toContain('sistema');
    expect(read('obrigado, já está tudo a funcionar com o sistema novo')).toContain('obrigado');
    // An everyday word the tables do not read is read by the lexicon's own entry for it, if any: "verde" as green, never as
    // "verdadero"; "cuento" as itself (story), never as "cuenta" (account); "leggere" stays as written.
    expect(read('quiero una camisa verde para la boda de mi hermana')).toMatch(/\bgreen\b/u);
    expect(read('te cuento lo que pasó con mi cuenta de correo')).toMatch(/^te story\b/u);
    expect(read('non riesco a leggere la qualità della foto')).toMatch(/leggere the quality/u);
    expect(search('quiero una camisa verde para la boda de mi hermana').match.status).toBe('no_curated_option_matched');
  });

  it('reads a word capitalised inside a Romance sentence as a name, never as the lexicon word sharing its stem', () => {
    // "Uffizi" read as "office" (the stem of "ufficio") made the Skills API recipe the answer to a museum's opening days.
    const text = readInEnglish('Gli Uffizi sono aperti il primo maggio?').text;
    expect(text).toContain('Uffizi');
    expect(text).not.toContain('office');
    expect(search('Gli Uffizi sono aperti il primo maggio?').options[0]?.id).not.toBe('vendor.skills-api');
  });

  it('weighs a word an expansion reads in one sense less for an option naming it in another ("open on" is no "open source")', () => {
    // The licence, open-data and project-health recipes name "open" as fully as the opening-hours recipe, and came first.
    expect(search('Is the Guggenheim in Bilbao open on Mondays in August?').options[0]?.id).toBe('web.opening-hours');
  });

  it('weighs a light verb in a form the stemmer leaves as written as a support word ("is he going to be ok")', () => {
    // "going" weighed as a rare content word, and the sold-comps recipe's "going rate" carried the question to a match.
    expect(search('my dog ate chocolate, is he going to be ok?').match.status).toBe('no_curated_option_matched');
  });

  it('finds the changelog recipe for breaking changes between two releases, not the news recipe', () => {
    // "breaking" named the news artifact, and the release numbers weighed as names no option covers.
    expect(interpretQuery('which breaking changes should we expect').artifacts).not.toContain('news');
    const answer = (query: string) => {
      const out = search(query);
      return out.match.status === 'matched' ? out.options[0]?.id : 'no match';
    };
    expect(answer('what did pandas break between 1.5 and 2.2? about to upgrade')).toBe('web.changelog-breaking-changes');
    expect(answer('Quels changements incompatibles faut-il prévoir en passant de React 17 à React 19 ?')).toBe('web.changelog-breaking-changes');
  });

  it('reads a table entry written with "ß" or accents as the same word folded ("weiß" as know)', () => {
    expect(readInEnglish('Ich weiß nicht, wie ich die Bibliothek aktualisiere').text).toMatch(/\bknow\b/u);
  });

  it('reads a developer abbreviation as the word the corpus writes out ("repo" as repository)', () => {
    const out = search('is this repo still maintained');
    expect(out.query.expanded_terms).toContain('repository');
    expect(out.options[0]?.id).toBe('web.project-activity');
    expect(out.options[0]?.relevance).toBeGreaterThan(0.3);
  });

  it('reads "PR" as a pull request only in a git phrase, and "Mr" and "dB" as themselves', () => {
    expect(search('open a PR for the lint fix and ask for a PR review').query.expanded_terms).toContain('pull request');
    for (const query of [
      'write a polite email to Mr Tanaka about the delay',
      'draft a PR statement about the data breach',
      'is 60 dB from a fridge too loud for a bedroom',
    ])
      expect(search(query).query.expanded_terms, query).toEqual([]);
  });

  it('says no curated option matched when nothing fits, and marks the closest options weak', () => {
    for (const query of [
      'control my Philips Hue lights from the agent',
      "query Postgres for last month's orders",
      'translate this paragraph into Japanese',
      'como puedo cancelar mi cuenta',
      'how do I build a Discord bot in Python',
    ]) {
      const out = search(query);
      expect(out.match.status, query).toBe('no_curated_option_matched');
      expect(out.options.length, query).toBeLessThanOrEqual(3);
      for (const option of out.options) expect(option.match_strength, query).toBe('weak');
      expect(out.next_steps[0]).toMatch(/No curated option matched/);
    }
  });

  it('reads a named thing as its kind and leaves its own words and its maker uncovered', () => {
    const trace =
      'after going from numpy 1.26 to 2.0 the service fails:\n  File "etl/load.py", line 9, in <module>\n    arr = np.float_(x)\nAttributeError: `np.float_` was removed in the NumPy 2.0 release.\nwhat else will break?';
    const read = readQuery(trace);
    expect(read.text).not.toMatch(/load\.py|np\.float_/);
    expect(read.text).toMatch(/dependency version upgrade[^]*error message/);
    expect(read.namesThing).toBe(true);
    // "the service" inside a pasted trace is the asker's own program, not this one.
    expect(interpretQuery(trace).constraints).not.toContain('use_svc_api');
    expect(readQuery('is shop-paypal-verify.net really PayPal?').text).toContain('site domain link');
    expect(readQuery('Did Lincoln really say "do not trust everything on the internet"?').text).toMatch(/^ who said quote \?$/);
    expect(readQuery('TypeScript says "Cannot find module \'fs\'"').text).toContain('error message');
    expect(readQuery("yarn add 'reqeusts' went through").text).toContain('package name');
    expect(readQuery('the config.py file and README.md').namesThing).toBe(false);
    // A make named before a thing the corpus knows says which item it is; before a thing it does not know, it keeps its weight.
    const weight = (query: string, term: string) => queryProfile(query, loadSkillIndex().stats).units.find((unit) => unit.term === term)?.weight ?? 0;
    expect(weight('is a used Zorbix car seat from 2018 for $45 safe', 'zorbix')).toBeLessThan(weight('control my Zorbix lights', 'zorbix'));
    expect(weight('is a used Zorbix car seat from 2018 for $45 safe', '45')).toBeLessThan(weight('exit code 45 in the log', '45'));
  });

  it('a negation rules out the next few content words, not past a clause end or punctuation', () => {
    const key = search('how does an agent get an api key without a human signing up in a browser').options;
    expect(key[0]?.id).toBe('svc.activation-first-key');
    expect(key.find((o) => o.id === 'svc.browser-key')?.match_reasons).toContain('about something the query rules out');
    const reasons = search('no docker, deploy my python app to a server').options.flatMap((o) => o.match_reasons);
    expect(reasons.some((r) => r.startsWith('matched words:') && r.includes('python'))).toBe(true);
    // A value's name ("no_match") negates nothing.
    expect(queryProfile('the travel search came back with status no_match and zero destinations', loadSkillIndex().stats).negated).toEqual([]);
  });

  it('keeps corpus confidence apart from match strength', () => {
    const strong = search('fill in the form fields of a fillable PDF').options.find((o) => o.id === 'vendor.pdf');
    const weak = search('control my Philips Hue lights from the agent').options[0];
    expect(strong?.match_strength).toBe('strong');
    expect(strong?.relevance).toBeGreaterThan(weak?.relevance ?? 1);
    const pdfAgain = search('the weather is nice today in the park').options.find((o) => o.id === 'vendor.pdf');
    if (pdfAgain) expect(pdfAgain.confidence).toBe(strong?.confidence);
    const out = search('merge three PDFs into one');
    expect(out.match).toMatchObject({ relevance_model: 'skill_relevance_v1', match_threshold: expect.any(Number), strong_threshold: expect.any(Number) });
    for (const o of out.options) {
      const expected = o.relevance >= out.match.strong_threshold ? 'strong' : o.relevance >= out.match.match_threshold ? 'moderate' : 'weak';
      expect(o.match_strength).toBe(expected);
    }
  });

  it('reads expansions from the vocabulary file and reports the words they added', () => {
    expect(search('HTTP 429, how should it back off').query.expanded_terms).toEqual(expect.arrayContaining(['retry', 'rate limit']));
    const file = JSON.parse(readFileSync(QUERY_VOCABULARY_PATH, 'utf8')) as { expansions: unknown[] };
    expect(queryVocabulary().expansions.length).toBe(file.expansions.length);
  });

  it('leaves quoted text and ruled-out words out of what must be covered', () => {
    expect(search("who really said 'be the change you wish to see in the world'").options[0]?.id).toBe('web.quote-attribution');
    const [top, ...rest] = searchSkills({ query: 'get an api key for this service from a script, no browser', max_results: 10 }, deps).options;
    expect(top?.id).toBe('svc.activation-first-key');
    expect(rest.find((o) => o.id === 'svc.browser-key')?.match_reasons).toContain('about something the query rules out');
  });

  it('reads an advisory id as the advisory, and the software beside it is not required', () => {
    const out = search('dependabot flagged CVE-2021-23337 in lodash 4.17.20 are we actually affected');
    expect(out.match.status).toBe('matched');
    expect(out.options[0]?.id).toBe('web.security-advisory-check');
    expect(search('dependabot flagged an issue in lodash 4.17.20 are we actually affected').match.status).toBe('no_curated_option_matched');
  });

  it('weighs an ordinary English word the corpus never uses below an unknown name', () => {
    const units = (query: string) => new Map(queryProfile(query, loadSkillIndex().stats).units.map((unit) => [unit.term, unit.weight]));
    const weights = units('great, gensim budget');
    expect(weights.get('great')).toBeLessThan((weights.get('gensim') ?? 0) / 2);
  });

  it('a constraint does not lift an option that covers half as much over the one whose main purpose is the question', () => {
    const out = search('wrap an existing REST API as MCP tools in typescript, what should tool names and inputs look like');
    expect(out.query.constraints).toContain('use_svc_api');
    expect(out.options[0]?.id).toBe('vendor.mcp-builder');
  });

  it('reads a word with one typo as the word the corpus uses', () => {
    expect(search('fill in the form fields of a fillable PDF').options[0]?.id).toBe('vendor.pdf');
    expect(search('make a powerpiont presentaion for the investors').options[0]?.id).toBe('vendor.pptx');
  });

  it('stems word forms so tests, testing and tested meet', () => {
    expect(['tests', 'testing', 'tested', 'test'].map(stem)).toEqual(['test', 'test', 'test', 'test']);
    expect(stem('wrapping')).toBe('wrap');
    expect(['verified', 'verifies', 'verify'].map(stem)).toEqual(['verify', 'verify', 'verify']);
    expect(contentTerms('The 429 error, and a PDF')).toEqual(['429', 'error', 'pdf']);
    expect(contentTerms('upgrade Next.js, then the next step')).toEqual(['upgrade', stem('nextjs'), 'next', 'step']);
  });

  it('reads contractions as the word they shorten and drops stop words after stemming', () => {
    expect(contentTerms("don't we're can't it's wants")).toEqual([]);
    expect(contentTerms('they honestly need a PDF')).toEqual([stem('honestly'), 'pdf']);
  });

  it('keeps derived words apart from a four-letter stem, but not inflections or -ty', () => {
    const forms = (query: string, term: string) => queryProfile(query, loadSkillIndex().stats).units.find((unit) => unit.term === term)?.forms ?? [];
    expect(forms('Xcode code signing', 'sign')).not.toContain('signal');
    expect(forms('is it safe', 'safe')).toContain('safety');
    expect(search('Xcode code signing').match.status).toBe('no_curated_option_matched');
  });

  it('reads an unpunctuated closing question as the ask, and a negated wish as no action', () => {
    const ask = findAsk("he wants 300 for it and I don't want to insult him with a lowball offer, what's a fair number");
    expect(ask.ask).toBe("what's a fair number");
    expect(ask.actions.flat()).not.toContain('insult');
    expect(findAsk('I tried the export, which failed').ask).toBe('I tried the export, which failed');
  });

  it('weighs the story in full when the ask names nothing but how to go about it, or points back at it', () => {
    const weightOf = (query: string, term: string) => {
      const ask = findAsk(query);
      return (
        queryProfile(query, loadSkillIndex().stats, { ask, grammar: new Set(), ordinary: new Set(), language: null, unserved: [] }).units.find(
          (unit) => unit.term === term,
        )?.weight ?? 0
      );
    };
    const story = 'Our team keeps losing track of invoices in the spreadsheet.';
    const inFull = weightOf(`${story} Where do we start?`, 'invoice');
    expect(inFull).toBeGreaterThan(0);
    expect(weightOf(`${story} Which PDF library renders charts?`, 'invoice')).toBeCloseTo(inFull / 2);
    expect(weightOf(`${story} How do I fix this?`, 'invoice')).toBeCloseTo(inFull);
    expect(weightOf(`${story} Which PDF library renders charts, and is it worth it?`, 'invoice')).toBeCloseTo(inFull);
    expect(weightOf(`${story} Which PDF library renders charts, and whether it's worth paying?`, 'invoice')).toBeCloseTo(inFull / 2);
    // An ask for a kind of answer ("a ready-made skill") names no subject: the story is the subject, and "skill" does not lead the artifacts.
    expect(weightOf(`${story} Is there a ready-made skill?`, 'invoice')).toBeCloseTo(inFull);
    const pdfTask =
      'The agent must put each applicant row from a CSV into the text boxes and checkboxes of the official PDF application, then add the scanned passport pages. Is there a ready-made skill?';
    expect(search(pdfTask).query.artifacts[0]).not.toBe('agent_skill');
    expect(search('Playwright: grab the browser console errors on localhost:5173 when the checkout button is clicked').options[0]?.id).toBe(
      'vendor.webapp-testing',
    );
  });

  it('forgives story details only to an option that answers some word of the ask', () => {
    const index = loadSkillIndex();
    const query = 'Our choir keeps the rehearsal rota in a shared spreadsheet that everyone edits. Who should be allowed to change it?';
    const profile = queryProfile(query, index.stats, {
      ask: findAsk(query),
      grammar: new Set<string>(),
      ordinary: new Set<string>(),
      language: null,
      unserved: [],
    });
    const asTold = { ...profile, units: profile.units.map((unit) => ({ ...unit, story: false })) };
    const storyOnly: OptionProfile = { ...(index.profiles.get('vendor.xlsx') as OptionProfile), weights: new Map([['spreadsheet', 1]]) };
    expect(profile.units.find((unit) => unit.term === 'spreadsheet')?.story).toBe(true);
    expect(lexicalCoverage(profile, storyOnly).value).toBeCloseTo(lexicalCoverage(asTold, storyOnly).value, 6);
    const answersAsk: OptionProfile = {
      ...storyOnly,
      weights: new Map([
        ['spreadsheet', 1],
        ['change', 1],
      ]),
    };
    expect(lexicalCoverage(profile, answersAsk).value).toBeGreaterThan(lexicalCoverage(asTold, answersAsk).value);
  });

  it('lets a story detail an option does not name cost less than a word of the ask', () => {
    const story =
      'I put together a skill folder for our incident runbook last sprint, but the assistant only reaches for it when somebody types its exact name. ';
    const ask = 'how do I phrase the description so it gets chosen on its own, and what belongs in the main file versus the reference docs?';
    expect(['vendor.agent-skills-spec', 'vendor.skill-creator', 'vendor.superpowers-writing-skills']).toContain(first(`${story}${ask}`));
    const index = loadSkillIndex();
    const reading = (query: string) => ({ ask: findAsk(query), grammar: new Set<string>(), ordinary: new Set<string>(), language: null, unserved: [] });
    const query = 'We moved offices twice this year and hired four people in Porto. How do I write a skill?';
    const profile = queryProfile(query, index.stats, reading(query));
    expect(profile.units.filter((unit) => unit.story).map((unit) => unit.term)).toEqual(expect.arrayContaining(['office', 'porto']));
    expect(profile.units.find((unit) => unit.term === 'skill')?.story).toBe(false);
  });

  it('gives no task or file-type agreement to an option when the query asks about another program or a feature it does not cover', () => {
    const macro = search('looking for a VBA macro for my Excel workbook that renames every tab after the date in cell A1');
    expect(macro.match.status).toBe('no_curated_option_matched');
    const xlsx = macro.options.find((option) => option.id === 'vendor.xlsx');
    expect(xlsx?.match_reasons[0]).toMatch(/^asks about (vba|macro), which this option does not cover/);
    expect(xlsx?.relevance).toBeLessThan(0.12);
    expect(search('In LibreOffice Calc, how can a macro export each sheet of the workbook to its own CSV file?').match.status).toBe(
      'no_curated_option_matched',
    );
    expect(search('¿Cómo cambio los ajustes de Keynote para que la presentación arranque en pantalla completa?').match.status).toBe(
      'no_curated_option_matched',
    );
    const pivot = search('add a pivot table and a chart to the quarterly sales workbook and keep the formulas live').options[0];
    expect(pivot?.id).toBe('vendor.xlsx');
    expect(pivot?.match_reasons).toContain('about: spreadsheet');
  });

  it('keeps the agreement when the file type is what the query asks for', () => {
    for (const [query, id] of [
      ['build me a workbook', 'vendor.xlsx'],
      ['save my slide deck as a PDF', 'vendor.pptx'],
      ['I need a Word document', 'vendor.docx'],
    ] as const) {
      const option = search(query).options.find((o) => o.id === id);
      expect(
        option?.match_reasons.some((reason) => reason.startsWith('about: ')),
        query,
      ).toBe(true);
      expect(
        option?.match_reasons.some((reason) => reason.startsWith('asks about ')),
        query,
      ).toBe(false);
    }
  });
});
