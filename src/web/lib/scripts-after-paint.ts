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
 *     `PRESENT_WAIT_MS` has passed (an image no larger than what is already shown makes no new largest paint);
 *   - after `AFTER_PAINT_CAP_MS` at most, whatever is still loading;
 *   - at once in a tab that is not shown, or once it is hidden (nothing is painted there).
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

/** The longest the scripts wait for the first screen, from when the loader runs (the end of the page's HTML). */
export const AFTER_PAINT_CAP_MS = 2500;
/**
 * Preloads turned on per task: starting a fetch costs the main thread about a millisecond under DevTools (29 ms for a
 * page's 21 at once, a long task at Lighthouse's 4x), so they go a few at a time.
 */
export const PRELOADS_PER_TASK = 4;
/** The longest they wait for a largest paint once the priority images are in. */
export const PRESENT_WAIT_MS = 300;

/**
 * The loader, written as is into every page (one text, so one CSP hash), right after React Router's module script.
 * In order:
 * - `me` is the loader's own element; its nonce is the render's (empty on a kept page, whose CSP allows the module
 *   script by its hash). The module script turned on is only the element just before the loader, and only if it
 *   carries the same nonce: an inert script injected into content is never run with the page's nonce.
 * - `go` turns the scripts on, once: the head's preloads a few per task, then the module script in a task of its
 *   own (no long task); all in one task in a hidden tab, where timers wait a second each.
 * - The cap (from when the loader runs), then a hidden tab goes at once, and going hidden while waiting does too.
 * - Each priority image counts once (`came`, on load or error), `at` is when the last came; `paints` are the times
 *   of the largest-paint entries, and `mine` is set when one of them is a priority image.
 * - `ready` goes once all have come and a largest paint was presented since (or one was a priority image's: the
 *   others, no larger, make none), after the next frame; without an entry, `PRESENT_WAIT_MS` after the last came.
 */
export const AFTER_PAINT_LOADER = `(function(){
var d=document,me=d.currentScript,n=me&&me.nonce||'',done=0,O=window.PerformanceObserver,lcp=O&&(O.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;
function go(){if(done)return;done=1;var now=d.hidden,ls=[].slice.call(d.head.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]')),m=me&&me.previousElementSibling;
function run(){if(!m||m.type!=='${INERT_MODULE_TYPE}'||(m.nonce||'')!==n)return;var s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=m.textContent;m.replaceWith(s)}
(function next(){ls.splice(0,now?ls.length:${PRELOADS_PER_TASK}).forEach(function(l){l.rel='modulepreload'});if(ls.length)return setTimeout(next,0);now?run():setTimeout(run,0)})()}
setTimeout(go,${AFTER_PAINT_CAP_MS});
if(d.hidden)return go();
d.addEventListener('visibilitychange',function(){if(d.hidden)go()});
function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}
var imgs=[].filter.call(d.images,function(i){return i.getAttribute('fetchpriority')==='high'}),left=imgs.length,at=0,paints=[],mine=0;
function ready(){if(!left&&(mine||paints.some(function(t){return t>=at})))frame()}
function came(t){at=Math.max(at,t);if(--left)return;if(!lcp)return frame();setTimeout(go,${PRESENT_WAIT_MS});ready()}
imgs.forEach(function(i){var counted=0;function one(){if(!counted){counted=1;came(performance.now())}}
if(i.complete){var r=performance.getEntriesByName(i.currentSrc)[0];return came(r?r.responseEnd:performance.now())}
i.addEventListener('load',one);i.addEventListener('error',one)});
if(lcp)new O(function(l){l.getEntries().forEach(function(e){paints.push(e.startTime);if(imgs.indexOf(e.element)>=0)mine=1});ready()}).observe({type:'largest-contentful-paint',buffered:true});
else if(!imgs.length)frame()
})()`;
