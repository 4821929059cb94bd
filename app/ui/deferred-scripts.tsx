import { Scripts } from 'react-router'

/**
 * React Router's scripts, with the modules fetched after the page's first paint instead of before it
 * (docs/decisions/181).
 *
 * `<Scripts>` renders a `<link rel="modulepreload">` for each of the page's modules (which React would put in the
 * head), an inline script with the router's context, and an async module script that imports the route modules and
 * the client entry. Here it is rendered inside a `<noscript>`, which a browser with JavaScript keeps as inert text,
 * and a constant inline script after it runs the context script at once (the loader data streamed after it needs it)
 * and, once the first contentful paint is reported (a frame later where paints are not reported), adds the preloads
 * and the module script to the document: React then hydrates as before. Without JavaScript nothing changes.
 */
export function DeferredScripts({ nonce }: { nonce: string }) {
	return (
		<>
			<noscript id="app-scripts">
				{/* never run from here, so without the nonce: the script below runs copies of them with it */}
				<Scripts nonce="" />
			</noscript>
			<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_AFTER_PAINT }} />
		</>
	)
}

/**
 * `s` runs a script of the noscript's text (its context script at once, its module script after the first contentful
 * paint, with the module preloads), as a new element with this response's nonce. Kept short: every hydrated page
 * carries it.
 */
const START_AFTER_PAINT = `(function(){
var n=document.currentScript.nonce,t=document.createElement('template'),d,P=window.PerformanceObserver;
t.innerHTML=document.getElementById('app-scripts').textContent;
var c=t.content,x=c.querySelectorAll('script');
function s(i,m){var e=document.createElement('script');if(m)e.type=m;e.nonce=n;e.textContent=x[i].textContent;document.body.appendChild(e)}
function go(){if(d)return;d=1;c.querySelectorAll('link').forEach(function(l){document.head.appendChild(l)});s(1,'module')}
s(0);
if(P&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(go)});
})()`.replace(/\n/g, '')
