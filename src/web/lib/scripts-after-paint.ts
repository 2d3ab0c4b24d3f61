/**
 * The page's scripts load once its first screen is painted (ADR 26).
 *
 * React Router writes ~20 `<link rel="modulepreload">` (about 130 KB gzip) and one inline module script that imports
 * the page's route modules and the client entry. On a slow phone line they share the bandwidth with the stylesheet
 * and the first screen's image from the start, and the page is server-rendered: it reads, and its links work, without
 * them. So the rendered HTML carries them inert (`scriptsAfterPaint` in ./scripts-after-paint.server.ts, applied by
 * entry.server.tsx to every page), and `AFTER_PAINT_LOADER`, an inline script that root.tsx writes after React
 * Router's, turns them on:
 *   - once the first screen is on screen: its priority images (`fetchpriority="high"`) have loaded (or failed), and
 *     a largest contentful paint has been presented since (where a browser does not report it, the next frame), or
 *     `PRESENT_WAIT_MS` has passed (a smaller image than what is already shown makes no new largest paint);
 *   - after `PRIORITY_IMAGE_WAIT_MS` at most, whatever is still loading;
 *   - at once in a tab that is not shown (nothing is painted there).
 * Why presented and not painted: the screen shows a frame some time after the main thread painted it (90 ms in
 * headless Chromium), and scripts fetched meanwhile are still what the first screen shared its line with.
 * Turning on: each inert preload becomes a `modulepreload` link again (its `rel` set: a fifth of the main thread that
 * new link elements took; `PRELOADS_PER_TASK` at a time), and the inert module script is replaced, in place, by the
 * same script as a module (the same text, so a kept page's CSP hash of it still allows it; the loader's own nonce on
 * a rendered page). Hydration then finds the document as React Router wrote it.
 */

/** What marks the inert forms in the HTML (no browser acts on either). */
export const INERT_PRELOAD_REL = 'modulepreload-after-paint';
export const INERT_MODULE_TYPE = 'module-after-paint';

/** The longest the scripts wait for the first screen. */
export const PRIORITY_IMAGE_WAIT_MS = 2500;
/**
 * Preloads turned on per task: starting a fetch costs the main thread about a millisecond under DevTools (29 ms for a
 * page's 21 at once, a long task at Lighthouse's 4x), so they go a few at a time.
 */
export const PRELOADS_PER_TASK = 4;
/** The longest they wait for a loaded priority image to be reported on screen. */
export const PRESENT_WAIT_MS = 300;

/**
 * The loader, written as is into every page (one text, so one CSP hash). `document.currentScript.nonce` is the
 * render's nonce (empty on a kept page, whose CSP allows the module script by its hash). In order: `go` turns the
 * scripts on (once: the preloads a few per task, then the module script in a task of its own: no long task); a
 * hidden tab goes at once; the cap; `at` is when the last priority image came, `paints` the times of the
 * largest-paint entries; `ready` goes once the images are in and a paint was presented after them.
 */
export const AFTER_PAINT_LOADER = `(function(){
var d=document,n=d.currentScript.nonce,done=0,O=window.PerformanceObserver,lcp=O&&(O.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;
function go(){if(done)return;done=1;var ls=[].slice.call(d.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]'));
(function next(){ls.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){l.rel='modulepreload'});if(ls.length)return setTimeout(next,0);
var m=d.querySelector('script[type="${INERT_MODULE_TYPE}"]');if(!m)return;
setTimeout(function(){var s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=m.textContent;m.replaceWith(s)},0)})()}
if(d.visibilityState!=='visible')return go();
setTimeout(go,${PRIORITY_IMAGE_WAIT_MS});
var imgs=[].filter.call(d.images,function(i){return i.getAttribute('fetchpriority')==='high'}),left=imgs.length,at=0,paints=[];
function ready(){if(!left&&paints.some(function(t){return t>=at}))setTimeout(go,0)}
function came(t){at=Math.max(at,t);if(--left)return;if(!lcp)return requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${PRESENT_WAIT_MS});ready()}
imgs.forEach(function(i){if(i.complete){var r=performance.getEntriesByName(i.currentSrc)[0];return came(r?r.responseEnd:performance.now())}
function one(){came(performance.now())}i.addEventListener('load',one,{once:true});i.addEventListener('error',one,{once:true})});
if(lcp)new O(function(l){l.getEntries().forEach(function(e){paints.push(e.startTime)});ready()}).observe({type:'largest-contentful-paint',buffered:true});
else if(!imgs.length)requestAnimationFrame(function(){setTimeout(go,0)})
})()`;
