import { describe, expect, it } from 'vitest';
import {
  analyzeWriting,
  countWords,
  headingCheck,
  imageCheck,
  leadingSentences,
  linkCheck,
  readingMinutes,
  textOf,
} from '#src/content/writing-checks';

const check = (analysis: ReturnType<typeof analyzeWriting>, id: string) =>
  analysis.checks.find((item) => item.id === id)!;

describe('textOf', () => {
  it('keeps the words, separates blocks and decodes entities', () => {
    expect(
      textOf('<h2>Calls</h2><p>Ava &amp; you<br>answer&nbsp;<strong>every</strong> call.</p>'),
    ).toBe('Calls Ava & you answer every call.');
  });
});

describe('reading time', () => {
  it.each([
    [0, 0],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
  ])('%i words take %i minutes at 200 wpm', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });

  it('counts words, not punctuation', () => {
    expect(countWords('One, two — three 4 !')).toBe(4);
  });
});

describe('leadingSentences', () => {
  const text = 'Ava answers every call. She books appointments. She never sleeps at all.';

  it('takes whole sentences while they fit', () => {
    expect(leadingSentences(text, 50)).toBe('Ava answers every call. She books appointments.');
    expect(leadingSentences(text, 200)).toBe(text);
  });

  it('cuts a first sentence longer than the limit at a word, with an ellipsis', () => {
    const long = 'word '.repeat(60).trim() + '.';
    const summary = leadingSentences(long, 160);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('word…')).toBe(true);
  });

  it('is empty for empty text', () => {
    expect(leadingSentences('', 160)).toBe('');
  });
});

describe('headings', () => {
  it.each([
    ['<h2>A</h2><h3>B</h3><h2>C</h2>', 'pass'],
    ['<p>No headings</p>', 'pass'],
    ['<h1>Only one</h1><h2>B</h2>', 'pass'],
    ['<h1>A</h1><h1>B</h1>', 'warn'],
    ['<h2>A</h2><h4>Skipped</h4>', 'warn'],
    ['<h3>Starts too deep</h3>', 'warn'],
    ['<h2></h2>', 'warn'],
  ])('%s → %s', (html, status) => {
    expect(headingCheck(html).status).toBe(status);
  });

  it('names the heading that skips a level', () => {
    expect(headingCheck('<h2>Intro</h2><h4>Detail</h4>').messages).toEqual([
      '"Detail" is an h4 after an h2: a level is skipped.',
    ]);
  });
});

describe('images', () => {
  it('flags images without alt text or with an empty one', () => {
    const result = imageCheck(
      '<img src="/a.png" alt="A chart"><img src="/b.png"><img alt=" " src=\'/c.png\'>',
    );
    expect(result.status).toBe('warn');
    expect(result.messages).toEqual([
      'Image /b.png has no alt text.',
      'Image /c.png has no alt text.',
    ]);
  });

  it('passes when every image is described', () => {
    expect(imageCheck('<img src="/a.png" alt="A chart">').status).toBe('pass');
  });
});

describe('links', () => {
  it.each([
    ['<a href="https://example.com">Pricing plans</a>', 'pass', []],
    ['<a href="/landing">Our plans</a>', 'pass', []],
    [
      '<a href="https://example.com">Click here</a>',
      'warn',
      ['"Click here" (https://example.com) says nothing about where it goes.'],
    ],
    [
      '<a href="https://example.com"></a>',
      'warn',
      ['The link to https://example.com has no text.'],
    ],
    ['<a href="http://example.com">Example</a>', 'warn', ['http://example.com is not https.']],
    ['<a href="https://e.com"><img src="/x.png" alt="Logo"></a>', 'pass', []],
  ])('%s → %s', (html, status, messages) => {
    const result = linkCheck(html);
    expect(result.status).toBe(status);
    if (messages.length) expect(result.messages).toEqual(messages);
  });
});

describe('analyzeWriting', () => {
  const content =
    '<p>Missed calls cost small businesses real money every single week. Ava answers them all, day and night, and books the appointment.</p><h2>How it works</h2><p>Forward your line and go.</p>';

  it('suggests an excerpt and a description from the first sentences', () => {
    const analysis = analyzeWriting({ title: 'How an AI receptionist pays for itself', content });
    expect(analysis.suggestedDescription).toBe(
      'Missed calls cost small businesses real money every single week. Ava answers them all, day and night, and books the appointment. Forward your line and go.',
    );
    expect(analysis.suggestedDescription.length).toBeLessThanOrEqual(160);
    expect(analysis.suggestedExcerpt.startsWith('Missed calls')).toBe(true);
    expect(analysis.wordCount).toBe(29);
    expect(analysis.readingMinutes).toBe(1);
  });

  it.each([
    ['Too short', 'warn'],
    ['How an AI receptionist pays for itself', 'pass'],
    ['x'.repeat(30), 'pass'],
    ['x'.repeat(60), 'pass'],
    ['x'.repeat(61), 'warn'],
    ['', 'warn'],
  ])('title %j → %s', (title, status) => {
    expect(check(analyzeWriting({ title, content }), 'title').status).toBe(status);
  });

  it.each([
    ['d'.repeat(69), 'warn'],
    ['d'.repeat(70), 'pass'],
    ['d'.repeat(160), 'pass'],
    ['d'.repeat(161), 'warn'],
  ])('description of %#: %s', (description, status) => {
    expect(check(analyzeWriting({ title: 'T', content, description }), 'description').status).toBe(
      status,
    );
  });

  it('takes suggestions from paragraphs, not headings, captions or links', () => {
    const analysis = analyzeWriting({
      title: 'T',
      content:
        '<h2>Setup</h2><p>First paragraph.</p><figure><figcaption>A chart</figcaption></figure><p>Second one.</p>',
    });
    expect(analysis.suggestedDescription).toBe('First paragraph. Second one.');
    expect(analyzeWriting({ title: 'T', content: 'Plain text. Pasted.' }).suggestedExcerpt).toBe(
      'Plain text. Pasted.',
    );
  });

  it('checks the suggested description when the post has none', () => {
    const analysis = analyzeWriting({ title: 'T', content: '<p>Short.</p>' });
    expect(check(analysis, 'description')).toMatchObject({
      status: 'warn',
      messages: ['6 characters: too short, aim for 70–160 characters.'],
    });
  });
});
