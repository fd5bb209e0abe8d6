import { createHash } from 'node:crypto';

/**
 * The loader of a server-rendered page's scripts (issue 13, docs/decisions/0046-scripts-after-first-frame.md
 * and 0048-first-paint-then-scripts-small-pictures-inline.md). A rendered page is complete without its
 * scripts: markup, styles and reads are in the document. So its head names no module script and no
 * modulepreload; this inline script, in the head, asks for them once the browser reports the first
 * contentful paint (a `paint` PerformanceObserver, then a task), so no script request starts before the
 * page is on screen (Lighthouse's simulated LCP counts every request that did; the first frame's
 * `requestAnimationFrame` came tens of milliseconds before the frame reached the screen). Without paint
 * entries it asks after the first frame; with no paint reported, after {@link PAINT_WAIT_MS}; on a hidden
 * page (it draws no frame) at once. The modules are inserted once the document is parsed, a few per task ({@link BOOT_BATCH}).
 *
 * From the moment it runs it holds what the visitor does before the app has hydrated the page, for the
 * app to replay (app/src/lib/early-input.ts reads `window.__arpaEarlyInput`): a click on a button
 * (prevented: a submit button would send its form the old way), a press on a tab trigger (Radix tabs
 * select on `mousedown`), every `<input>`, `<select>` and `<textarea>` changed (`input`/`change`), and a
 * form submitted without a button (Enter in a field; prevented). Each element is held once, at the place
 * of its last input. What to load is the content of `<template id="arpa-boot">` (the entry's module script
 * and the modulepreloads the shell would have named; inert there, so nothing is fetched before the loader
 * inserts a copy into the head), so this text never changes and the Content-Security-Policy allows exactly
 * it by its hash (plugins/security-headers.ts).
 */
/**
 * How long the loader waits for the first contentful paint to be reported before it asks for the scripts
 * anyway (a page that paints nothing, a browser that never reports it).
 */
export const PAINT_WAIT_MS = 3000;

/**
 * How many of the template's elements (modulepreloads, then the entry's module script) are inserted per
 * task. Each inserted modulepreload starts a request, about 2 ms of the main thread on a slow machine (8 ms
 * under Lighthouse's 4× slowdown): the page's 20-odd at once were one task of 150–230 ms there, a third of
 * its Total Blocking Time. Two per task keep every task short; the next follow at once (a zero timeout).
 * A hidden page (a tab opened in the background) gets the rest at once: its timers run once a second at
 * most, and nobody is waiting for its frames.
 */
export const BOOT_BATCH = 2;

export const BOOT_SCRIPT =
  "(function(){var d=document,w=window,t=d.getElementById('arpa-boot'),done=false;if(!t||!t.content)return;" +
  'var held=[];' +
  'function add(kind,el){for(var i=0;i<held.length;i++)if(held[i].el===el&&held[i].kind===kind){held.splice(i,1);break}' +
  'held.push({kind:kind,el:el})}' +
  'function near(e,s){var n=e.target;return n&&n.closest?n.closest(s):null}' +
  'function click(e){var n=near(e,\'[role="tab"]\');if(n){e.preventDefault();add("tab",n);return}' +
  'n=near(e,"button");if(n){e.preventDefault();add("click",n)}}' +
  'function press(e){var n=near(e,\'[role="tab"]\');if(n&&e.button===0)add("tab",n)}' +
  'function value(e){var n=e.target;if(n&&/^(INPUT|SELECT|TEXTAREA)$/.test(n.tagName))add("value",n)}' +
  'function submit(e){e.preventDefault();add("submit",e.target)}' +
  'var on=[["click",click],["mousedown",press],["pointerdown",press],["input",value],["change",value],["submit",submit]];' +
  'on.forEach(function(p){d.addEventListener(p[0],p[1],true)});' +
  'w.__arpaEarlyInput={held:held,stop:function(){on.forEach(function(p){d.removeEventListener(p[0],p[1],true)})}};' +
  'function insert(){if(done)return;if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",insert);return}' +
  'done=true;var f=d.importNode(t.content,true),n=[].slice.call(f.childNodes);' +
  '(function next(){for(var k=0;n.length&&(k<' +
  String(BOOT_BATCH) +
  '||d.visibilityState!=="visible");k++)d.head.appendChild(n.shift());if(n.length)setTimeout(next,0)})()}' +
  'var P=w.PerformanceObserver,o;' +
  'if(d.visibilityState!=="visible"||!w.requestAnimationFrame)insert();' +
  'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(insert,0)}});' +
  'o.observe({type:"paint",buffered:true});setTimeout(insert,' +
  String(PAINT_WAIT_MS) +
  ')}' +
  'else w.requestAnimationFrame(function(){setTimeout(insert,0)})})()';

/** The CSP source of {@link BOOT_SCRIPT}, computed once from its exact text. */
export const BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
