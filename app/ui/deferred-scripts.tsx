import { Scripts, UNSAFE_FrameworkContext } from 'react-router'
import { useContext } from 'react'

/**
 * React Router's scripts, fetched after the page's first paint instead of before it (docs/decisions/181).
 *
 * `<Scripts>` renders two inline scripts (the router's context, then a module that imports the page's route modules
 * and the client entry) and a `<link rel="modulepreload">` for every module, which React puts in the head: the browser
 * fetches the 16 modules (about 130 KB gzipped) at once, competing with the stylesheet for a slow connection before
 * anything is shown. Here the context script runs at once (the streamed loader data that follows the page needs it),
 * while `<Scripts>` itself is rendered inside a `<noscript>`, which a browser with JavaScript keeps as inert text. A
 * constant inline script, after the first frame is painted, adds those preloads and that module script to the
 * document: the modules are fetched and React hydrates as before, only after the page can be seen. Without
 * JavaScript nothing changes: the page never loads them.
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
	const framework = useContext(UNSAFE_FrameworkContext)
	// the same context React Router writes (its `Scripts`), needed before the loader data streamed after it
	const context = framework?.serverHandoffString
		? `window.__reactRouterContext = ${framework.serverHandoffString};${STREAM_SCRIPT}`
		: ' '
	return (
		<>
			<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: context }} />
			<noscript id="app-scripts">
				<Scripts nonce={nonce} />
			</noscript>
			<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
		</>
	)
}

const STREAM_SCRIPT =
	'window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());'

/**
 * Once the first contentful paint is reported (or, where the browser does not report paints, a frame later): the module
 * preloads and the module script that `<Scripts>` rendered into the `<noscript>` (not its context script, run above).
 */
const START_AFTER_PAINT = `(function(){
var nonce = document.currentScript.nonce, started = false;
function start() {
	if (started) return; started = true;
	var t = document.createElement('template');
	t.innerHTML = document.getElementById('app-scripts').textContent;
	t.content.querySelectorAll('link[rel=modulepreload]').forEach(function (l) {
		var p = document.createElement('link'); p.rel = 'modulepreload'; p.href = l.getAttribute('href'); document.head.appendChild(p);
	});
	var s = document.createElement('script');
	s.type = 'module'; s.nonce = nonce; s.textContent = t.content.querySelector('script[type=module]').textContent;
	document.body.appendChild(s);
}
try {
	new PerformanceObserver(function (list) {
		if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start);
	}).observe({ type: 'paint', buffered: true });
} catch (e) {}
requestAnimationFrame(function () { setTimeout(function () { if (!('PerformanceObserver' in window) || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) start(); }); });
})()`.replace(/\n\t*/g, ' ')
