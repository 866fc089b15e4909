import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheetInliner } from '#src/middleware/inline-styles';

function clientDir(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ava-inline-'));
  mkdirSync(path.join(dir, 'assets/static'), { recursive: true });
  for (const [name, css] of Object.entries(files)) {
    writeFileSync(path.join(dir, 'assets/static', name), css);
  }
  return dir;
}

const link = (name: string) =>
  `<link rel="stylesheet" type="text/css" href="/assets/static/${name}">`;

describe('stylesheetInliner', () => {
  it('puts a built stylesheet in the page in place of its link', () => {
    const inline = stylesheetInliner(clientDir({ 'site.abc.css': 'body{color:red}' }));
    expect(inline(`<head>${link('site.abc.css')}</head>`)).toBe(
      '<head><style data-href="/assets/static/site.abc.css">body{color:red}</style></head>',
    );
  });

  it('leaves links to missing files, and stylesheets that could close the style element', () => {
    const inline = stylesheetInliner(clientDir({ 'odd.css': 'a{}</style><script>' }));
    const html = `${link('missing.css')}${link('odd.css')}`;
    expect(inline(html)).toBe(html);
  });

  it('never reads outside the built assets', () => {
    const inline = stylesheetInliner(clientDir({}));
    const html = '<link rel="stylesheet" type="text/css" href="/assets/static/../../secret.css">';
    expect(inline(html)).toBe(html);
  });
});
