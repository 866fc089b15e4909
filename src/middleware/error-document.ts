import { problemPages } from '../problem-pages';

/**
 * A self-contained page for failures that happen outside page rendering (e.g. the session
 * store is unreachable). It leaks nothing about the error.
 */
export function renderErrorDocument(status: number): string {
  const page =
    status === 503
      ? problemPages[503]
      : status >= 500
        ? problemPages[500]
        : status === 404
          ? { title: 'Page Not Found', text: 'The file or page you asked for does not exist.' }
          : { title: 'Request error', text: 'The request could not be processed.' };
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{color:#475569;line-height:1.6}
a{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;border-radius:.5rem;background:#1d4ed8;color:#fff;text-decoration:none}
</style>
</head>
<body><main><h1>${page.title}</h1><p>${page.text}</p><a href="/">Back to Home</a></main></body>
</html>`;
}
