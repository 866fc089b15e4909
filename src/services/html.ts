import sanitizeHtml from 'sanitize-html';

/** A phone link: `tel:…`, or the site's own number as blocks write it (src/content/site-facts.ts). */
const phoneLink = /^(?:tel:|\{phoneHref\}$)/i;

function linkAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { class: _classes, ...rest } = attribs;
  return {
    ...rest,
    // Links that open a new tab must not hand it our window.
    ...(rest.target === '_blank' ? { rel: 'noopener noreferrer' } : {}),
    // A phone number never breaks across lines; no other class is kept.
    ...(phoneLink.test(rest.href ?? '') ? { class: 'whitespace-nowrap' } : {}),
  };
}

/** The allow-list for post and page bodies: structure, links, images, code and tables. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'a',
    'img',
    'figure',
    'figcaption',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/], a: ['whitespace-nowrap'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs } }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
