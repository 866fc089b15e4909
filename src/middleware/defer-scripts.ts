const entryScript =
  /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async nonce="([\w-]+)"><\/script>/;
const modulePreload =
  /\s*<link rel="modulepreload" href="(\/assets\/[\w/.-]+\.js)" as="script" type="text\/javascript">/g;

/**
 * Starts the page's scripts after its first frame instead of while it is parsed. The HTML of a
 * cached page is complete without them (they only hydrate what is already shown), but a dozen
 * high-priority script downloads racing the first paint on a slow phone connection delay it;
 * Lighthouse's simulated first contentful paint counts every one of them.
 * A hidden tab, which paints no frames, loads them at once. Pages whose markup is not the
 * expected entry script are left as they are.
 */
export function deferClientScripts(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) return html;
  const [tag, entrySrc, nonce] = entry;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const loader =
    `<script nonce="${nonce}">(function(){var d=document,done=false;function load(){` +
    `if(done)return;done=true;${JSON.stringify(preloads)}.forEach(function(h){` +
    `var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entrySrc)};` +
    `d.body.appendChild(s)}if(d.visibilityState==="hidden")load();` +
    `else requestAnimationFrame(function(){setTimeout(load,0)})})()</script>`;
  return html.replace(modulePreload, '').replace(tag, loader);
}
