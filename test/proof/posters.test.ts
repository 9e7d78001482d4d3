import { describe, expect, it } from 'vitest';
import { nameMatcher } from '../../src/proof/names.js';
import { readPage } from '../../src/proof/page.js';
import { creditedToSubject } from '../../src/proof/posters.js';

const SITE = new URL('https://www.networkers.example/posts/4471');
const noor = nameMatcher('Noor Haddad');
const page = (title: string, header: string, paragraphs: readonly string[]) =>
  readPage(`<html><head><title>${title}</title></head><body>${header}${paragraphs.map((p) => `<p>${p}</p>`).join('')}</body></html>`, 'text/html');

const FIRST_PERSON = [
  'Four years ago I quit my job at a bank to build a payroll tool for small bakeries in Amman.',
  'We signed our hundredth customer last week, and my co-founder cried in the car park.',
  'If you run a small business and payroll eats your Sundays, my inbox is open.',
];
const THIRD_PERSON = [
  'Noor Haddad quit her job at a bank four years ago to build a payroll tool for small bakeries in Amman.',
  'Her company signed its hundredth customer last week. "I cried in the car park," she said of the moment.',
  'Investors say the market is crowded, and two rivals have raised more money this year.',
];

describe('who a page credits by its title and its links to its own site', () => {
  it('a member page heading a text in the first person is the poster, in any of the forms networks and forums write it', () => {
    for (const href of ['/in/noorhaddad', '/u/noor', '/@noorhaddad', 'https://www.networkers.example/perfil/noor-haddad', '/noor-haddad'])
      expect(creditedToSubject(page('A post', `<div><a href="${href}">Noor Haddad</a></div>`, FIRST_PERSON), SITE, noor), href).toMatch(
        /posted by the subject/,
      );
  });

  it('a member page over a text about the person, a topic page, or a profile on another site credits nobody', () => {
    expect(creditedToSubject(page('A profile', '<div><a href="/profile/noor-haddad">Noor Haddad</a></div>', THIRD_PERSON), SITE, noor)).toBeNull();
    expect(creditedToSubject(page('A post', '<div><a href="/topics/noor-haddad">Noor Haddad</a></div>', FIRST_PERSON), SITE, noor)).toBeNull();
    expect(creditedToSubject(page('A post', '<div><a href="https://social.example/@noorhaddad">Noor Haddad</a></div>', FIRST_PERSON), SITE, noor)).toBeNull();
    expect(creditedToSubject(page('A post', '<div><a href="/in/samirkhoury">Samir Khoury</a></div>', FIRST_PERSON), SITE, noor)).toBeNull();
  });

  it("a writer's page of the site and a byline segment of the title credit the writer, whatever the person", () => {
    expect(creditedToSubject(page('Payroll, finally', '<div><a href="/author/noor-haddad">Noor Haddad</a></div>', THIRD_PERSON), SITE, noor)).toMatch(
      /written by the subject/,
    );
    expect(creditedToSubject(page('Why we built payroll for bakeries | by Noor Haddad | Networkers', '', THIRD_PERSON), SITE, noor)).toMatch(
      /written by the subject/,
    );
    expect(creditedToSubject(page('Payroll startup raises money | Noor Haddad | Networkers', '', THIRD_PERSON), SITE, noor)).toBeNull();
  });
});

describe('a member page that is the page itself', () => {
  it('is the subject’s own profile where it is headed by the name over a text in the first person', () => {
    const profile = new URL('https://www.networkers.example/profil/noor-haddad');
    expect(creditedToSubject(page('Noor Haddad | Networkers', '<h1>Noor Haddad</h1>', FIRST_PERSON), profile, noor)).toMatch(/member page/);
    expect(creditedToSubject(page('Noor Haddad | Networkers', '<h1>Noor Haddad</h1>', THIRD_PERSON), profile, noor)).toBeNull();
    expect(
      creditedToSubject(page('Noor Haddad', '<h1>Noor Haddad</h1>', FIRST_PERSON), new URL('https://www.paper.example/business/noor-haddad'), noor),
    ).toBeNull();
  });
});
