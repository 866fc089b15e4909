import { sendAnalyticsEvent, startAnalytics } from '../content/beacon';
import { rememberFirstTouch } from '../content/first-touch';

const entryScript =
  /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async(?: nonce="([\w-]+)")?><\/script>/;
// One optional line break before the tag, not any run of white space: the engine then skips
// ahead to each `<link` instead of trying every position of a 130 KB page.
const modulePreload =
  /\n?<link rel="modulepreload" href="(\/assets\/[\w/.-]+\.js)" as="script" type="text\/javascript">/g;

/**
 * What makes a page need its scripts. Reaching for a control (pointer over it, a touch, focus):
 * a link works without them and is not one. A form the scripts send (every posted one: they
 * check it as it is typed) starts them when it comes within a screen of the viewport, as a
 * part's code loads; a GET form (the blog search) is sent as it is.
 */
const needs = {
  controls: 'button,input,select,textarea,[role=button],[aria-haspopup]',
  forms: 'form[method=post]',
  nearViewport: '100% 0px',
};

/**
 * The inline script of a cached page; `preloads` and `entry` are the page's own.
 * Until an element's code is there (the page has hydrated and, inside a part that hydrates on
 * its own, that part has too: `hydrateNearViewport` names the part on a wrapper, a posted form
 * names itself; parts may nest), a click
 * on a button is held (the same button twice in a row, once), and what is typed or chosen in a
 * field is noted; its parts are marked `data-needed`, which makes them load wherever they are. When it is, the fields
 * get their values back (hydration can reset them) with the events React listens to: a first
 * event makes React hydrate the field's boundary if it has not yet, then the value React last
 * saw is made different so that it sees a change; then the held buttons are pressed
 * again, in order (pointer and mouse down and up, then the click: Radix tabs switch on mouse down). A first
 * click, tap or Enter, or an early keystroke, is never lost. Should the scripts fail to load,
 * the held buttons are let go and clicked once more, so a form is sent without them (every
 * public form works without scripts), and nothing is held from then on. Forms are looked for
 * once the document is parsed: streaming may put this script before them.
 */
/** A function of src/content, as compiled, on one line (the compiler ends statements with `;`). */
const inline = (step: (...args: never[]) => void) => step.toString().replace(/\n\s*/g, '');
/** The first-touch step, then the page view (src/content/beacon.ts), before anything else. */
const firstTouchStep = `(${inline(rememberFirstTouch)})();`;
const analyticsStep = `(${inline(startAnalytics)})(${inline(sendAnalyticsEvent)});`;

/** The loader is the same for every render of a page: made once per entry and preloads. */
const starters = new Map<string, string>();

function starter(preloads: string[], entry: string): string {
  const key = `${entry} ${preloads.join(' ')}`;
  let made = starters.get(key);
  if (made === undefined) {
    made = makeStarter(preloads, entry);
    starters.set(key, made);
  }
  return made;
}

function makeStarter(preloads: string[], entry: string): string {
  return `${firstTouchStep}${analyticsStep}(function(){
var d=document,w=window,root=d.documentElement,started=0,hydrated=0,failed=0,held=[],edited=[];
function start(){if(started)return;started=1;root.dataset.scripts="loading";
d.querySelectorAll("style[data-href]").forEach(function(t){var c=d.createElement("link");c.rel="stylesheet";c.type="text/css";c.href=t.dataset.href;c.disabled=true;d.head.appendChild(c)});
${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});
var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};s.onerror=fail;d.body.appendChild(s)}
function fail(){failed=1;root.dataset.scripts="failed";held.forEach(function(b){b.removeAttribute("aria-busy");if(b.isConnected)b.click()});held=[]}
function afterPaint(){function go(){requestAnimationFrame(function(){setTimeout(start,0)})}
if(d.readyState==="complete")go();else{w.addEventListener("load",go,{once:true});setTimeout(start,3000)}}
function parts(el,each){for(var p=el.closest("[data-part]");p;p=p.parentElement&&p.parentElement.closest("[data-part]"))if(each(p))return 1;return 0}
function waiting(el){if(failed)return 0;if(!hydrated)return 1;return parts(el,function(p){var part=d.getElementById(p.dataset.part);return !!part&&part.dataset.hydrated!=="true"})}
function on(e,selector){var t=e.target,el=t&&t.closest?t.closest(selector):null;return el&&waiting(el)?el:null}
function need(el){parts(el,function(p){p.dataset.needed=""});start()}
function intent(e){if(on(e,${JSON.stringify(needs.controls)}))start()}
["pointerover","pointerdown","touchstart","focusin"].forEach(function(type){d.addEventListener(type,intent,{capture:true,passive:true})});
d.addEventListener("click",function(e){var b=on(e,"button,[role=button]");
if(!b||b.form&&b.form.method==="get")return;
e.preventDefault();e.stopImmediatePropagation();if(held[held.length-1]!==b)held.push(b);b.setAttribute("aria-busy","true");need(b)},true);
function edit(e){var f=on(e,"input:not([type=checkbox]):not([type=radio]),select,textarea");if(!f)return;
edited=edited.filter(function(x){return x[0]!==f});edited.push([f,f.value]);need(f)}
d.addEventListener("input",edit,true);d.addEventListener("change",edit,true);
function restore(f,value){f.dispatchEvent(new Event("input",{bubbles:true}));f.value=value?"":"0";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value").set.call(f,value);
f.dispatchEvent(new Event("input",{bubbles:true}));f.dispatchEvent(new Event("change",{bubbles:true}))}
function press(b){["pointerdown","mousedown","pointerup","mouseup"].forEach(function(type){
b.dispatchEvent(new (type[0]==="p"?PointerEvent:MouseEvent)(type,{bubbles:true,cancelable:true,composed:true,button:0,isPrimary:true}))});b.click()}
function shown(i){var f=i.closest("[data-status]");if(!hydrated&&i.complete&&i.naturalWidth)f.dataset.status="loaded"}
d.addEventListener("load",function(e){var i=on(e,"[data-status] img");if(i&&!hydrated)shown(i)},true);
d.addEventListener("error",function(e){if(on(e,"[data-status] img"))start()},true);
d.querySelectorAll("[data-status] img").forEach(function(i){if(i.complete&&!i.naturalWidth)start();else shown(i)});
var bars=d.querySelectorAll("[data-compact-after]");
function compact(){if(!hydrated)bars.forEach(function(h){h.dataset.compact=String(w.scrollY>Number(h.dataset.compactAfter))})}
w.addEventListener("scroll",compact,{passive:true});compact();
function watchForms(){if(!("IntersectionObserver" in w))return;var near=new IntersectionObserver(function(n,o){
if(n.some(function(x){return x.isIntersecting})){o.disconnect();afterPaint()}},{rootMargin:${JSON.stringify(needs.nearViewport)}});
d.querySelectorAll(${JSON.stringify(needs.forms)}).forEach(function(f){near.observe(f)})}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",watchForms,{once:true});else watchForms();
new MutationObserver(function(){if(!d.body.hasAttribute("data-hydrated"))return;hydrated=1;
edited=edited.filter(function(x){if(x[0].isConnected&&waiting(x[0]))return 1;if(x[0].isConnected)restore(x[0],x[1])});
held=held.filter(function(b){if(b.isConnected&&waiting(b))return 1;b.removeAttribute("aria-busy");if(b.isConnected)press(b)});
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
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ''}>${starter(preloads, entrySrc!)}</script>`;
  return html.replace(modulePreload, '').replace(tag, loader);
}
