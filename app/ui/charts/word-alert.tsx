// The word cloud's alert (screen 15): "Out of N tasks, the word appeared X times (P%)." in a live
// region, shown for 10 seconds (spec point 9). Without JavaScript a word is a link and the page
// arrives with the alert, which CSS hides after 10 s; with JavaScript a few lines of inline script
// fill the same region from the word's data-alert attribute and clear it after 10 s.
import { WORD_ALERT_SECONDS } from '~/analytics/word-cloud'
import { Button, ButtonAnchor } from '~/ui/button'
import { InlineScript } from '~/ui/inline-script'

// the box hides itself (opacity, then visibility) at 10 s; hovering or focusing it pauses that
const BOX =
	'flex flex-wrap items-center justify-between gap-2 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3 text-brand-900 shadow animate-[toast-out_0.4s_ease-in_9.6s_forwards] hover:[animation-play-state:paused] focus-within:[animation-play-state:paused]'

const SCRIPT = `(()=>{const r=document.getElementById('word-alert'),tpl=document.getElementById('word-alert-template');if(!r||!tpl)return;let t;const clear=()=>{clearTimeout(t);r.replaceChildren()};document.addEventListener('click',e=>{const a=e.target instanceof Element&&e.target.closest('a[data-alert],[data-dismiss]');if(!a)return;e.preventDefault();clear();if(a.hasAttribute('data-dismiss'))return;const box=tpl.content.firstElementChild.cloneNode(true);box.querySelector('[data-text]').textContent=a.getAttribute('data-alert');r.append(box);t=setTimeout(clear,${WORD_ALERT_SECONDS * 1000})})})()`

export function WordAlert({ alert }: { alert: { text: string; dismiss: string } | null }) {
	return (
		<>
			<div id="word-alert" role="status" aria-live="polite" tabIndex={-1} className="min-h-0 scroll-mt-24 outline-none">
				{alert ? (
					<div className={BOX} data-testid="word-alert">
						<p data-text="">{alert.text}</p>
						<ButtonAnchor href={alert.dismiss} variant="secondary" size="sm" data-dismiss="">
							Dismiss
						</ButtonAnchor>
					</div>
				) : null}
			</div>
			<template id="word-alert-template">
				<div className={BOX} data-testid="word-alert">
					<p data-text="" />
					<Button variant="secondary" size="sm" data-dismiss="">
						Dismiss
					</Button>
				</div>
			</template>
			<InlineScript code={SCRIPT} />
		</>
	)
}
