/*
 * A made-up blog about a harbour-side kitchen, drawn from a seeded generator: its authors,
 * categories and tags, its posts' dates, and their HTML as the classic and the block editor
 * write it (./wxr-generator.ts writes it all as a WordPress export).
 */

export const site = 'https://harbourlane.example';
export const exportedAt = Date.UTC(2025, 2, 1, 9, 30);
export const day = 86_400_000;
const firstPostAt = Date.UTC(2012, 8, 3, 8);

const [common, vocabulary, firstNames, lastNames, topics] = [
  'the and of to a in is for that with on it as we our at be this from are you can more or by an was have not when their all what one about out up so time just like new how some if there which get year into first week people don’t it’s we’re',
  'kitchen menu season market harbour street bakery bread coffee café wine rosé cheese garden terrace guests table evening morning recipe flavour oven dough butter tomato basil lemon olive salt honey fish oyster crab smoke grill fire plate knife chef team staff delivery supplier farm field harvest autumn winter spring summer festival night music review booking lunch dinner breakfast brunch dessert pastry crème chocolate vanilla cellar bottle glass vineyard region trip journey village coast boat weather rain sunshine light window corner neighbour community family friend story history building repair renovation floor wall paint lamp chair order price cost budget tasting event workshop class lesson student apprentice jalapeño spice pepper sauce stock broth noodle rice bean lentil soup salad cured ham sausage fermented pickled preserved sourdough starter flour water yeast crust crumb rhythm shift service weekend holiday queue regulars newsletter photograph camera notebook letter quiet busy simple honest slow careful fresh local small warm bright long early late really always never often sometimes together slowly quickly again',
  'Maria Tom Aisha Lukas Sofia Hugo Nadia Pieter Elena Omar Clara Jonas Fatima Marco Ingrid Yusuf Chloé Mateo Zoë Ravi',
  'Rossi Berg Okafor Novak Lindqvist Moreau Haddad Janssen Costa Ahmed',
  'News Recipes Wine Events Travel Team Suppliers Garden Baking Fish Seasonal Behind-the-scenes Interviews Guides Reviews Notes',
].map((list) => list.split(' ')) as [string[], string[], string[], string[], string[]];
export { firstNames, lastNames };

/** mulberry32: small, fast and the same on every machine. */
export function randomOf(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof randomOf>;

export const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// Common words come up more often than the rest, as in prose.
const word = (r: Random) => r.pick(r.chance(0.4) ? common : vocabulary);
export const words = (r: Random, count: number) =>
  Array.from({ length: count }, () => word(r)).join(' ');
export const title = (r: Random) => capital(words(r, 3 + r.int(6)));

export function sentence(r: Random, html = true): string {
  let text = capital(words(r, 5 + r.int(10)));
  if (r.chance(0.4)) text += `, ${words(r, 3 + r.int(8))}`;
  if (html && r.chance(0.12)) text += ` <strong>${words(r, 2)}</strong>`;
  if (html && r.chance(0.08)) text += ` <em>${words(r, 1 + r.int(3))}</em> &amp; ${word(r)}`;
  if (html && r.chance(0.08)) {
    const path = `${2012 + r.int(12)}/0${1 + r.int(9)}/${slugOf(words(r, 4))}`;
    text += ` <a href="${site}/${path}/">${words(r, 3)}</a>`;
  }
  return `${text}${r.chance(0.07) ? '?' : '.'}`;
}
const paragraph = (r: Random) => Array.from({ length: 2 + r.int(5) }, () => sentence(r)).join(' ');

export type Attachment = { id: number; file: string };
export const imageUrl = (image: Attachment) => `${site}/wp-content/uploads/${image.file}`;

/**
 * A post's HTML, about `target` characters: the block editor's (each block between its
 * `<!-- wp:… -->` comments) or the classic editor's (paragraphs as blank lines, an image in a
 * `[caption]`), a `<!--more-->` after the second block in about half of them.
 */
export function postHtml(r: Random, images: Attachment[], target: number, blocks: boolean): string {
  const wrap = (name: string, html: string, attributes = '') =>
    blocks ? `<!-- wp:${name}${attributes} -->\n${html}\n<!-- /wp:${name} -->` : html;
  const chunks: string[] = [];
  for (let n = 0, length = 0; length < target; n += 1) {
    let chunk: string;
    // The first block is a paragraph, and no heading follows another.
    const afterHeading = /<\/h[23]>/.test(chunks.at(-1) ?? '');
    const roll = n === 0 ? 1 : r.next();
    if (n === 2 && r.chance(0.5)) chunk = wrap('more', '<!--more-->');
    else if (roll < 0.1 && !afterHeading) {
      const level = r.chance(0.7) ? 2 : 3;
      const tag = `h${level}${blocks ? ' class="wp-block-heading"' : ''}`;
      chunk = wrap('heading', `<${tag}>${title(r)}</h${level}>`, level === 2 ? '' : ' {"level":3}');
    } else if (roll < 0.15) {
      const items = Array.from({ length: 3 + r.int(4) }, () =>
        blocks ? wrap('list-item', `<li>${sentence(r)}</li>`) : `\t<li>${sentence(r)}</li>`,
      );
      const list = blocks
        ? `<ul class="wp-block-list">${items.join('\n\n')}</ul>`
        : `<ul>\n${items.join('\n')}\n</ul>`;
      chunk = wrap('list', list);
    } else if (roll < 0.18) {
      const quote = blocks ? wrap('paragraph', `<p>${paragraph(r)}</p>`) : paragraph(r);
      chunk = wrap(
        'quote',
        `<blockquote${blocks ? ' class="wp-block-quote"' : ''}>${quote}</blockquote>`,
      );
    } else if (roll < 0.21) {
      const image = r.pick(images);
      const [alt, caption] = [words(r, 4), capital(words(r, 6))];
      chunk = blocks
        ? wrap(
            'image',
            `<figure class="wp-block-image size-large"><img src="${imageUrl(image)}" alt="${alt}" class="wp-image-${image.id}"/><figcaption class="wp-element-caption">${caption}</figcaption></figure>`,
            ` {"id":${image.id},"sizeSlug":"large","linkDestination":"none"}`,
          )
        : `[caption id="attachment_${image.id}" align="aligncenter" width="1200"]<img class="size-full wp-image-${image.id}" src="${imageUrl(image)}" alt="${alt}" width="1200" height="800" /> ${caption}[/caption]`;
    } else if (blocks) chunk = wrap('paragraph', `<p>${paragraph(r)}</p>`);
    else chunk = r.chance(0.15) ? `${paragraph(r)}\n${paragraph(r)}` : paragraph(r);
    chunks.push(chunk);
    length += chunk.length + 2;
  }
  return chunks.join('\n\n');
}

/** Ten authors, 30 categories (some nested under another) and 200 tags. */
export function peopleAndTerms(r: Random) {
  const authors = lastNames.map((last, n) => {
    const first = firstNames[n]!;
    return { id: n + 1, login: slugOf(first), first, last };
  });
  const categories = [{ id: 1, slug: 'uncategorized', name: 'Uncategorized', parent: '' }];
  for (const topic of topics) {
    const name = topic.replaceAll('-', ' ');
    categories.push({ id: categories.length + 1, slug: slugOf(name), name, parent: '' });
  }
  while (categories.length < 30) {
    const parent = categories[1 + r.int(topics.length)]!;
    const name = capital(r.pick(vocabulary));
    const slug = `${parent.slug}-${slugOf(name)}`;
    if (!categories.some((category) => category.slug === slug))
      categories.push({ id: categories.length + 1, slug, name, parent: parent.slug });
  }
  const tags = new Map<string, Term>();
  while (tags.size < 200) {
    const name = r.chance(0.6) ? r.pick(vocabulary) : `${r.pick(vocabulary)} ${r.pick(vocabulary)}`;
    if (!tags.has(slugOf(name)))
      tags.set(slugOf(name), { id: 31 + tags.size, slug: slugOf(name), name, parent: '' });
  }
  return { authors, categories, tags: [...tags.values()] };
}
export type Term = { id: number; slug: string; name: string; parent: string };
export type Author = ReturnType<typeof peopleAndTerms>['authors'][number];

/** Posts spread over the years before the export, the last hundredth scheduled after it. */
export function dateOf(index: number, posts: number) {
  const future = posts - Math.max(1, Math.round(posts / 100));
  if (index >= future) return { at: exportedAt + (index - future + 1) * 2 * day, future: true };
  const span = exportedAt - 30 * day - firstPostAt;
  const jitter = ((index * 7_919) % 36_000) * 1_000;
  return { at: firstPostAt + Math.floor((index / posts) * span) + jitter, future: false };
}
