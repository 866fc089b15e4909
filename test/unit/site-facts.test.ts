import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config/env';
import { toPublicSite } from '#src/config/site';
import { linkWithSiteFacts, withSiteFacts, withSiteFactsIn } from '#src/content/site-facts';
import { isLinkTarget } from '#src/schemas/blocks/fields';

const site = {
  ...toPublicSite(loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ava-facts-')) })),
  phone: '+1 (555) 010-0100',
  email: 'team@example.org',
  appSigninUrl: 'https://app.example.org/in',
};

describe('site facts in links', () => {
  it('fills in a link that is one link fact, and leaves other links as written', () => {
    expect(linkWithSiteFacts('{phoneHref}', site)).toBe('tel:+15550100100');
    expect(linkWithSiteFacts('{emailHref}', site)).toBe('mailto:team@example.org');
    expect(linkWithSiteFacts('{signInHref}', site)).toBe('https://app.example.org/in');
    expect(linkWithSiteFacts('{mapHref}', site)).toBe(
      `https://maps.google.com/?q=${encodeURIComponent(withSiteFacts('{address}', site))}`,
    );
    expect(linkWithSiteFacts('/contact?from={phone}', site)).toBe('/contact?from={phone}');
  });

  it('lets a link field be a link fact, never a text fact or a fact inside a link', () => {
    for (const link of ['{phoneHref}', '{youtubeHref}', '/#why-ai', 'mailto:a@example.org']) {
      expect(isLinkTarget(link), link).toBe(true);
    }
    for (const link of ['{phone}', '{nowhereHref}', 'x{emailHref}', '{emailHref}x', '//x.org']) {
      expect(isLinkTarget(link), link).toBe(false);
    }
  });
});

describe('site facts in a block', () => {
  it('fills in every text at any depth and leaves everything else as it was', () => {
    const data = {
      heading: 'Call {phone}',
      count: 3,
      shown: true,
      image: null,
      plans: [{ name: 'Plain', note: 'Write to {email} or {nobody}' }, 'Plain text'],
    };
    expect(withSiteFactsIn(data, site)).toEqual({
      heading: 'Call +1 (555) 010-0100',
      count: 3,
      shown: true,
      image: null,
      plans: [{ name: 'Plain', note: 'Write to team@example.org or {nobody}' }, 'Plain text'],
    });
    // The block's data as stored is not changed.
    expect(data.heading).toBe('Call {phone}');
    expect(withSiteFacts('{siteName} at {phone}', site)).toBe(`${site.name} at +1 (555) 010-0100`);
  });
});
