import { createHash } from 'node:crypto';

/**
 * The loader of a server-rendered page's scripts (issue 13). A rendered page is complete without them: its
 * markup, styles and reads are in the document. So the page paints first, and only then are the app's
 * modules asked for: the first paint's bandwidth goes to the document, the fonts and the images, not to
 * 100 KB of JavaScript that adds nothing to it. The loader waits for the browser's first-contentful-paint
 * entry (the paint has been presented), then loads the modules as the shell would have (the entry, with
 * the page's chunks preloaded beside it), and the app hydrates the server's markup. A hidden tab (it does
 * not paint), a browser without paint timing, or no paint within 3 s loads them at once.
 *
 * It also holds the buttons pressed before the app has loaded, for the app to press again once it has
 * hydrated the page (app/src/lib/early-clicks.ts).
 *
 * What to load is read from `<script id="arpa-boot" type="application/json">`, so this text never changes
 * and the Content-Security-Policy allows exactly it by its hash (plugins/security-headers.ts).
 */
export const BOOT_SCRIPT =
  "(function(){var d=document,w=window,b=d.getElementById('arpa-boot'),done=false;if(!b)return;" +
  'var c=JSON.parse(b.textContent),held=[];' +
  // Buttons pressed before the app has loaded are held for it to press again once hydrated
  // (app/src/lib/early-clicks.ts takes the list over).
  'function hold(e){var t=e.target,n=t&&t.closest?t.closest("button"):null;if(!n)return;e.preventDefault();' +
  'if(held.indexOf(n)<0)held.push(n)}d.addEventListener("click",hold,true);' +
  'w.__arpaEarlyClicks={held:held,stop:function(){d.removeEventListener("click",hold,true)}};' +
  'function go(){if(done)return;done=true;c.modules.forEach(function(h){var l=d.createElement("link");' +
  'l.rel="modulepreload";l.crossOrigin="";l.href=h;d.head.appendChild(l)});' +
  'var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=c.entry;d.head.appendChild(s)}' +
  'if(d.visibilityState!=="visible"||!w.PerformanceObserver){go();return}' +
  'try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length)' +
  '{observer.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}catch(e){go();return}' +
  'setTimeout(go,3000)})()';

/** The CSP source of {@link BOOT_SCRIPT}. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** What a rendered page's loader loads: the entry module and the modules to preload beside it. */
export interface BootPlan {
  entry: string;
  modules: string[];
}
