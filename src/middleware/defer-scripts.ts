const entryScript =
  /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async(?: nonce="([\w-]+)")?><\/script>/;
const modulePreload =
  /\s*<link rel="modulepreload" href="(\/assets\/[\w/.-]+\.js)" as="script" type="text\/javascript">/g;

/**
 * Starts the page's scripts once it has loaded and painted instead of while it is parsed. The
 * HTML of a cached page is complete without them (they only hydrate what is already shown), but
 * a dozen high-priority script downloads racing the first paint and the hero image on a slow
 * phone connection delay both; Lighthouse's simulated first and largest contentful paints count
 * every download that starts before them. So the loader waits for the window's load event (lazy
 * images and frames do not hold it back), then for the next frame; a slow image holds it back
 * for 3 seconds at most, and a hidden tab, which paints no frames, loads the scripts at once.
 * First it adds a disabled link for each stylesheet inlined in the page (`stylesheetInliner`),
 * which the client's module loader looks for before it downloads a stylesheet.
 * Pages whose markup is not the expected entry script are left as they are.
 */
export function deferClientScripts(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) return html;
  const [tag, entrySrc, nonce] = entry;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const loader =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>(function(){var d=document,w=window,done=false;function load(){` +
    `if(done)return;done=true;d.querySelectorAll("style[data-href]").forEach(function(t){` +
    `var c=d.createElement("link");c.rel="stylesheet";c.type="text/css";c.href=t.dataset.href;` +
    `c.disabled=true;d.head.appendChild(c)});${JSON.stringify(preloads)}.forEach(function(h){` +
    `var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entrySrc)};` +
    `d.body.appendChild(s)}function afterPaint(){requestAnimationFrame(function(){` +
    `setTimeout(load,0)})}if(d.visibilityState==="hidden")load();` +
    `else if(d.readyState==="complete")afterPaint();` +
    `else{w.addEventListener("load",afterPaint,{once:true});setTimeout(load,3000)}})()</script>`;
  return html.replace(modulePreload, '').replace(tag, loader);
}
