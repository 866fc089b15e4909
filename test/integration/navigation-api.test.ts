import type { Express } from 'express';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#src/auth/roles';
import { toPublicSite } from '#src/config/site';
import type { Navigation } from '#src/schemas/shared/navigation';
import { shownNavigation } from '#src/services/navigation-service';
import { forgetSharedContent } from '#src/services/shared-content-service';
import { currentSite } from '#src/services/site-settings-service';
import { seed as installSitePages } from '../../seeds/04_site_pages';
import { navigation as seededNavigation } from '../../seeds/data/navigation';
import { siteSettingsBody } from '../factories/site-settings';
import { createUser } from '../factories/users';
import { signedInAgent } from '../helpers/sign-in';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const silent = pino({ level: 'silent' });
const config = testConfig();
let database: TestDatabase;
let app: Express;
const agents = {} as Record<Exclude<Role, 'user'>, request.Agent>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createTestApp(database.db, config);
  for (const role of ['author', 'editor', 'admin'] as const) {
    agents[role] = await signedInAgent(app, await createUser({ role }));
  }
});
afterAll(() => database.destroy());

const failOnError = (error: unknown) => {
  throw error;
};
/** What a page rendered now shows, with the settings saved so far. */
const shownNow = async () =>
  shownNavigation(await currentSite(toPublicSite(config), silent), failOnError);

/** Installs the site's pages and menus, as a first start does, and drops what pages kept. */
async function installSite() {
  await installSitePages(database.db);
  forgetSharedContent();
}

/** The seeded navigation with `change` applied to a copy. */
function changed(change: (navigation: Navigation) => void): Navigation {
  const copy = structuredClone(seededNavigation);
  change(copy);
  return copy;
}

describe('the navigation before it is installed', () => {
  it('is empty menus around the sign-in link, for the API and the pages alike', async () => {
    const answer = await request(app).get('/api/navigation').expect(200);
    expect(answer.body).toEqual({
      header: { links: [], signIn: { label: 'Sign In', href: '{signInHref}' } },
      solutions: { label: 'Solutions', position: 0, items: [] },
      footer: { quickLinks: [], contact: [], social: [], legal: [] },
    });
    expect((await shownNow()).header.signIn).toEqual({
      label: 'Sign In',
      href: 'https://app.example.com/login',
    });
  });
});

describe('GET /api/navigation', () => {
  beforeAll(installSite);

  it("answers anyone with today's menus, as installed with the site's pages", async () => {
    const answer = await request(app).get('/api/navigation').expect(200);
    expect(answer.body).toEqual(seededNavigation);
  });

  it('shows pages the site facts filled in and the Solutions menu without its descriptions', async () => {
    const shown = await shownNow();
    expect(shown.header.links.map((link) => link.label)).toEqual([
      'Home',
      'Why AI?',
      'Who We Help',
      'Results',
      'Partners',
      'Blog',
    ]);
    expect(shown.solutions).toEqual({
      label: 'Solutions',
      position: 1,
      links: [
        { label: 'AI Voice Receptionists', href: '/solutions/ai-voice-receptionists' },
        { label: 'AI Business Operations', href: '/solutions/ai-business-operations' },
        { label: 'AI Consulting', href: '/solutions/ai-consulting' },
      ],
    });
    expect(shown.footer.contact).toEqual([
      { label: '(555) 010-0142', href: 'tel:5550100142' },
      { label: 'hello@example.com', href: 'mailto:hello@example.com' },
      {
        label: '1200 Example Parkway, Suite 300, Overland Park, KS 66210',
        href: 'https://maps.google.com/?q=1200%20Example%20Parkway%2C%20Suite%20300%2C%20Overland%20Park%2C%20KS%2066210',
      },
    ]);
    expect(shown.footer.social[2]).toEqual({
      icon: 'youtube',
      label: 'Ava Automation on YouTube',
      href: 'https://www.youtube.com/@example',
    });
  });

  it('follows what an admin saves in the settings', async () => {
    const settings = siteSettingsBody({
      phone: '(555) 010-0199',
      youtubeUrl: 'https://www.youtube.com/@ava-news',
    });
    await agents.admin.put('/api/settings/site').send(settings).expect(200);
    try {
      const shown = await shownNow();
      expect(shown.footer.contact[0]).toEqual({ label: '(555) 010-0199', href: 'tel:5550100199' });
      expect(shown.footer.social[2]!.href).toBe('https://www.youtube.com/@ava-news');
    } finally {
      await agents.admin.put('/api/settings/site').send(siteSettingsBody()).expect(200);
    }
  });
});

describe('PUT /api/navigation', () => {
  beforeAll(installSite);

  it('lets editors and admins replace the menus; pages show the change at once', async () => {
    expect((await shownNow()).header.links[0]!.label).toBe('Home');
    const renamed = changed((navigation) => {
      navigation.header.links[0]!.label = 'Start';
      navigation.footer.quickLinks.push({ label: 'Careers', href: '/careers' });
    });
    const saved = await agents.editor.put('/api/navigation').send(renamed).expect(200);
    expect(saved.body).toEqual(renamed);
    expect((await request(app).get('/api/navigation').expect(200)).body).toEqual(renamed);
    const shown = await shownNow();
    expect(shown.header.links[0]).toEqual({ label: 'Start', href: '/' });
    expect(shown.footer.quickLinks.at(-1)).toEqual({ label: 'Careers', href: '/careers' });

    await agents.admin.put('/api/navigation').send(seededNavigation).expect(200);
    expect((await shownNow()).header.links[0]!.label).toBe('Home');
  });

  it('records who changed the navigation in the activity log', async () => {
    await agents.editor
      .put('/api/navigation')
      .send(changed((navigation) => (navigation.solutions.label = 'Services')))
      .expect(200);
    const log = await agents.admin.get('/api/activity?limit=1').expect(200);
    expect(log.body.entries[0]).toMatchObject({
      action: 'content.updated',
      objectType: 'content',
      objectId: 'navigation',
      objectLabel: 'Navigation',
      summary: { changed: ['solutions.label'] },
    });
    await agents.editor.put('/api/navigation').send(seededNavigation).expect(200);
  });

  it('refuses authors, readers and visitors, and changes nothing', async () => {
    const attempt = changed((navigation) => (navigation.header.links = []));
    await agents.author.put('/api/navigation').send(attempt).expect(403);
    const reader = await signedInAgent(app, await createUser({ role: 'user' }));
    await reader.put('/api/navigation').send(attempt).expect(403);
    await request(app).put('/api/navigation').send(attempt).expect(401);
    expect((await request(app).get('/api/navigation')).body).toEqual(seededNavigation);
  });

  it.each([
    [
      'a script link',
      (n: Navigation) => (n.footer.quickLinks[1]!.href = 'javascript:alert(1)'),
      'footer.quickLinks.1.href',
      'Link must be a web address, mailto:, tel:, a site path or #anchor',
    ],
    [
      'a link to another host without its scheme',
      (n: Navigation) => (n.header.links[2]!.href = '//evil.example/'),
      'header.links.2.href',
      'Link must be a web address, mailto:, tel:, a site path or #anchor',
    ],
    [
      'a site fact that is not a link',
      (n: Navigation) => (n.footer.contact[0]!.href = '{phone}'),
      'footer.contact.0.href',
      'Link must be a web address, mailto:, tel:, a site path or #anchor',
    ],
    [
      'a site fact spliced into a link',
      (n: Navigation) => (n.footer.contact[1]!.href = 'x{emailHref}'),
      'footer.contact.1.href',
      'Link must be a web address, mailto:, tel:, a site path or #anchor',
    ],
    [
      'an empty label',
      (n: Navigation) => (n.footer.legal[0]!.label = '  '),
      'footer.legal.0.label',
      'Label is required',
    ],
    [
      'a label over its limit',
      (n: Navigation) => (n.solutions.items[0]!.label = 'x'.repeat(61)),
      'solutions.items.0.label',
      'Label must be at most 60 characters',
    ],
    [
      'an icon the footer cannot draw',
      (n: Navigation) => ((n.footer.social[0] as { icon: string }).icon = 'myspace'),
      'footer.social.0.icon',
      'Icon must be one of linkedin, facebook, youtube',
    ],
    [
      'too many quick links',
      (n: Navigation) =>
        (n.footer.quickLinks = Array.from({ length: 17 }, () => ({ label: 'A', href: '/' }))),
      'footer.quickLinks',
      'Quick links may have at most 16 items',
    ],
    [
      'a menu placed past the links',
      (n: Navigation) => (n.solutions.position = 11),
      'solutions.position',
      'Position must be at most 10',
    ],
    [
      'a field the navigation does not have',
      (n: Navigation) => Object.assign(n.header.signIn, { target: '_blank' }),
      'header.signIn',
      expect.stringMatching(/unrecognized key/i),
    ],
  ])(
    'refuses %s with a message at its field, storing nothing',
    async (_case, change, field, message) => {
      const answer = await agents.editor.put('/api/navigation').send(changed(change)).expect(400);
      expect(answer.body.errors).toEqual({ [field]: message });
      expect((await request(app).get('/api/navigation')).body).toEqual(seededNavigation);
    },
  );

  it('takes a link that is a site fact, and pages show the fact', async () => {
    const withFact = changed((navigation) => {
      navigation.header.links.push({ label: 'Email us', href: '{emailHref}' });
    });
    await agents.editor.put('/api/navigation').send(withFact).expect(200);
    expect((await shownNow()).header.links.at(-1)).toEqual({
      label: 'Email us',
      href: 'mailto:hello@example.com',
    });
    await agents.editor.put('/api/navigation').send(seededNavigation).expect(200);
  });
});
