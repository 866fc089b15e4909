import { describe, expect, it } from 'vitest';
import {
  addParagraphs,
  importedContent,
  importedDate,
  importedStatus,
  renderShortcodes,
} from '#src/services/portability/wxr-content';

describe('importedContent', () => {
  it('drops the block editor’s comments, splits at <!--more--> and renders shortcodes', () => {
    const content = [
      '<!-- wp:paragraph -->',
      '<p>From Friday the terrace is open.</p>',
      '<!-- /wp:paragraph -->',
      '',
      '<!-- wp:more -->',
      '<!--more-->',
      '<!-- /wp:more -->',
      '',
      '<!-- wp:image {"id":45} -->',
      '<figure class="wp-block-image"><img src="/t.jpg" alt="Terrace"/></figure>',
      '<!-- /wp:image -->',
      '',
      '[caption id="attachment_45" width="300"]<a href="/t.jpg"><img src="/t.jpg" alt="x" /></a> Tables outside[/caption]',
      '',
      'Book a table: [contact-form-7 id="9" title="Booking"]',
    ].join('\n');
    const result = importedContent(content, '');
    expect(result.excerpt).toBe('From Friday the terrace is open.');
    expect(result.removed).toEqual(['contact-form-7']);
    expect(result.html).not.toMatch(/wp:|<!--|\[|\]/);
    expect(result.html).toContain('<p>From Friday the terrace is open.</p>');
    expect(result.html).toContain(
      '<figure><img src="/t.jpg" alt="x" /><figcaption>Tables outside</figcaption></figure>',
    );
    expect(result.html).toContain('<p>Book a table:</p>');
  });

  it('keeps WordPress’s own excerpt, and a post without <!--more--> has none made up', () => {
    expect(importedContent('<p>a</p><!--more--><p>b</p>', 'Hand-written').excerpt).toBe(
      'Hand-written',
    );
    expect(importedContent('<p>Just text</p>', '').excerpt).toBe('');
  });
});

describe('renderShortcodes', () => {
  it('turns embeds into links, keeps escaped ones as text, and keeps the words of unknown ones', () => {
    expect(renderShortcodes('[embed]https://youtu.be/x[/embed]').html).toBe(
      '<p><a href="https://youtu.be/x">https://youtu.be/x</a></p>',
    );
    expect(renderShortcodes('[video src="https://cdn.example/v.mp4"]').html).toBe(
      '<p><a href="https://cdn.example/v.mp4">https://cdn.example/v.mp4</a></p>',
    );
    expect(renderShortcodes('Write [[gallery]] to show a gallery').html).toBe(
      'Write [gallery] to show a gallery',
    );
    expect(
      renderShortcodes('[highlight color="red"]Important[/highlight] [gallery ids="1,2"]'),
    ).toEqual({ html: 'Important ', removed: ['highlight', 'gallery'] });
  });
});

describe('addParagraphs', () => {
  it('wraps the classic editor’s blank-line paragraphs, leaving block elements alone', () => {
    expect(addParagraphs('First line\nsecond line\n\n<h2>Menu</h2>\n\nLast')).toBe(
      '<p>First line<br>\nsecond line</p>\n<h2>Menu</h2>\n<p>Last</p>',
    );
  });
});

describe('importedStatus and importedDate', () => {
  it('maps WordPress statuses, skipping what is not content', () => {
    expect(
      ['publish', 'future', 'draft', 'pending', 'private', 'inherit', 'trash', 'auto-draft'].map(
        importedStatus,
      ),
    ).toEqual(['published', 'scheduled', 'draft', 'draft', 'draft', null, null, null]);
  });

  it('reads GMT dates as they are and local dates on the old site’s clock', () => {
    expect(importedDate('2024-05-07 07:30:00', true)?.toISOString()).toBe(
      '2024-05-07T07:30:00.000Z',
    );
    expect(importedDate('2024-05-07 09:30:00', false, 'Europe/Rome')?.toISOString()).toBe(
      '2024-05-07T07:30:00.000Z',
    );
    expect(importedDate('2024-01-10 12:00:00', false, 'America/New_York')?.toISOString()).toBe(
      '2024-01-10T17:00:00.000Z',
    );
    expect(importedDate('0000-00-00 00:00:00', true)).toBeNull();
    expect(importedDate('yesterday', true)).toBeNull();
  });
});
