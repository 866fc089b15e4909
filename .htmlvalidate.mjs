/**
 * How html-validate checks the pages' server-rendered HTML (test/e2e/html-validity.spec.ts, or
 * `npx html-validate page.html`). Every rule of the recommended and document presets is on;
 * the few changed below are style rules that React's or Vike's serializer decides, or rules
 * whose default forbids a deliberate choice, each relaxed no further than that choice needs.
 */
export default {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React closes void elements (<meta />), Vike's own tags do not (<link …>): both are HTML.
    'void-style': 'off',
    // React writes some attribute names as its props spell them (srcSet, autoComplete,
    // noValidate); HTML attribute names are case-insensitive.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React writes boolean attributes with an empty value (disabled=""), its streamed markup and
    // Vike's script tag without one (hidden, async): both are HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Vike's document template indents with trailing spaces.
    'no-trailing-whitespace': 'off',
    // React's useId makes ids such as "_R_5b_": valid HTML (any id without spaces), though not
    // a letter first as the strict mode of this rule wants.
    'valid-id': ['error', { relaxed: true }],
    // Radix's tabs write style attributes (outline, animation-duration) on the landing page's
    // industries tabs; our own markup styles with classes.
    'no-inline-style': 'off',
    // A post's category and tag lists are named for screen readers ("Categories", "Tags"),
    // which ARIA allows on a list; the default accepts names only on interactive elements.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Subresource integrity guards files from another host; the page's own scripts and
    // stylesheets come from the server that sends the page, so only cross-origin ones need it.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Phone links keep on one line with Tailwind's whitespace-nowrap class.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
    // A title is the page's own plus " | {site name}", and a post's comes from its editor (the
    // editor's writing checks advise on its length): a long one is shortened by search
    // engines, not an error in the page.
    'long-title': 'off',
  },
};
