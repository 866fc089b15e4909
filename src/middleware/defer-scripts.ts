const entryScript =
  /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async nonce="([\w-]+)"><\/script>/;
const modulePreload =
  /\s*<link rel="modulepreload" href="(\/assets\/[\w/.-]+\.js)" as="script" type="text\/javascript">/g;

/**
 * What makes a page need its scripts. Reaching for a control (pointer over it, a touch, focus):
 * a link works without them and is not one. Before the page has hydrated, a click on a button
 * is held and given to it once it has, and, inside a part that hydrates near the viewport
 * (`hydrateNearViewport`, whose wrapper names the part), once that part has too. A form that
 * cannot be sent without them (no `action`) starts them when it comes within a screen of the
 * viewport, as a part's code loads.
 */
const needs = {
  controls: 'button,input,select,textarea,[role=button],[aria-haspopup]',
  heldClicks: 'button,[role=button]',
  forms: 'form:not([action])',
  nearViewport: '100% 0px',
};

/**
 * The inline script of a cached page; `preloads` and `entry` are the page's own. Once the page
 * has hydrated its listeners do nothing more; a held click waits for its part too.
 */
function starter(preloads: string[], entry: string): string {
  return `(function(){
var d=document,w=window,root=d.documentElement,started=0,hydrated=0,held=null;
function start(){if(started)return;started=1;root.dataset.scripts="loading";
d.querySelectorAll("style[data-href]").forEach(function(t){var c=d.createElement("link");c.rel="stylesheet";c.type="text/css";c.href=t.dataset.href;c.disabled=true;d.head.appendChild(c)});
${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});
var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};d.body.appendChild(s)}
function afterPaint(){function go(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(d.readyState==="complete")go();else{w.addEventListener("load",go,{once:true});setTimeout(start,3000)}}
function on(e,selector){var t=e.target;return !hydrated&&t&&t.closest?t.closest(selector):null}
function intent(e){if(on(e,${JSON.stringify(needs.controls)}))start()}
["pointerover","pointerdown","touchstart","focusin"].forEach(function(type){d.addEventListener(type,intent,{capture:true,passive:true})});
d.addEventListener("click",function(e){var b=on(e,${JSON.stringify(needs.heldClicks)});
if(!b||b.form&&b.form.hasAttribute("action"))return;
e.preventDefault();e.stopImmediatePropagation();held=b;b.setAttribute("aria-busy","true");start()},true);
function shown(i){var f=i.closest("[data-status]");if(!hydrated&&i.complete&&i.naturalWidth)f.dataset.status="loaded"}
d.addEventListener("load",function(e){var i=on(e,"[data-status] img");if(i)shown(i)},true);
d.addEventListener("error",function(e){if(on(e,"[data-status] img"))start()},true);
d.querySelectorAll("[data-status] img").forEach(function(i){if(i.complete&&!i.naturalWidth)start();else shown(i)});
var bars=d.querySelectorAll("[data-compact-after]");
function compact(){if(!hydrated)bars.forEach(function(h){h.dataset.compact=String(w.scrollY>Number(h.dataset.compactAfter))})}
w.addEventListener("scroll",compact,{passive:true});compact();
if("IntersectionObserver" in w){var near=new IntersectionObserver(function(n,o){
if(n.some(function(x){return x.isIntersecting})){o.disconnect();afterPaint()}},{rootMargin:${JSON.stringify(needs.nearViewport)}});
d.querySelectorAll(${JSON.stringify(needs.forms)}).forEach(function(f){near.observe(f)})}
new MutationObserver(function(c,o){if(!d.body.hasAttribute("data-hydrated"))return;hydrated=1;
var p=held&&held.closest("[data-part]"),part=p&&d.getElementById(p.dataset.part);
if(p&&held.isConnected&&!(part&&part.dataset.hydrated==="true"))return;o.disconnect();
if(held){held.removeAttribute("aria-busy");if(held.isConnected)held.click()}
}).observe(d.body,{attributes:true,subtree:true,attributeFilter:["data-hydrated"]});
if(!started)root.dataset.scripts="on-demand"})()`.replace(/\n/g, '');
}

/**
 * Starts a cached page's scripts when the visitor first needs them, instead of with the page.
 * The HTML is complete and works without them: links are links, sections and images are shown.
 * Meanwhile the loader turns the header compact on scroll and takes a loaded image's placeholder
 * away, which React does once it runs. React, the client router and the page's code (about
 * 100 KB compressed) load when the visitor reaches for a control (`needs` above) or when a form
 * that needs them nears the viewport, and then hydrate the page; a button clicked meanwhile gets
 * its click once they have (`aria-busy` until then). A visitor who only reads downloads and runs
 * none of it. An image that fails to load starts them too, for its fallback.
 * When a form needs them at once (one in the first screen), they start after the first paint,
 * as before: a dozen high-priority script downloads racing the first paint and the hero image on
 * a slow phone connection delay both. `html[data-scripts]` says `on-demand` while the page waits,
 * then `loading`; `body[data-hydrated]` marks the end (`views/+onHydrationEnd.ts`).
 * Before the code starts, the loader adds a disabled link for each stylesheet inlined in the page
 * (`stylesheetInliner`), which the client's module loader looks for before it downloads one.
 * Pages whose markup is not the expected entry script are left as they are.
 */
export function deferClientScripts(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry) return html;
  const [tag, entrySrc, nonce] = entry;
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  const loader = `<script nonce="${nonce}">${starter(preloads, entrySrc!)}</script>`;
  return html.replace(modulePreload, '').replace(tag, loader);
}
