import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#src/config/env';
import { toPublicSite } from '#src/config/site';
import { linkWithSiteFacts, withSiteFacts } from '#src/content/site-facts';
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
