/**
 * The control for Lighthouse's performance score: a page with a title, a heading and a
 * paragraph, no stylesheet, no script and no image, sent by the same server through the bench's
 * memory route. Whatever it loses is the machine's, not the site's: Lighthouse multiplies every
 * main-thread task it observes by its simulated CPU slowdown, calibrated to the host just before
 * each run, so a host that slows down during a run still costs points (total blocking time) on
 * any page.
 */
const referenceHtml = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A page with no stylesheet, script or image, to measure the machine.">
</head>
<body>
<main>
<h1>Reference page</h1>
<p>Lighthouse's score for this page is the best any page can score on this machine today.</p>
</main>
</body>
</html>
`;

/** Stores the reference page in the server's memory route and returns its path. */
export async function primeReferencePage(baseUrl: string): Promise<string> {
  const path = '/__bench/memory?url=reference&type=html';
  const primed = await fetch(new URL(path, baseUrl), { method: 'PUT', body: referenceHtml });
  if (primed.status !== 204) {
    throw new Error(`could not prime the reference page: ${primed.status}`);
  }
  return path;
}
