// The word cloud drawn as SVG on the server (layout in app/analytics/word-cloud.ts): each word is a
// link named like "Inbox: 12 tasks" that shows the word's alert; its colour is one of the palette's
// (4.5:1 on white) and its size and the table say the count again.
import { COLOURS } from './palette'

type CloudWord = { word: string; size: number; x: number; y: number; width: number; height: number; href: string; alert: string; name: string }

export function WordCloud({
	words,
	viewBox,
	colourIndex,
}: {
	words: CloudWord[]
	viewBox: { x: number; y: number; width: number; height: number }
	colourIndex: (word: string) => number
}) {
	return (
		<svg
			viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
			className="mx-auto h-auto w-full"
			style={{ maxWidth: `${Math.max(viewBox.width * 1.6, 200)}px` }}
			role="group"
			aria-label="Word cloud of folders"
		>
			{words.map((w) => (
				<a key={w.word} href={w.href} data-alert={w.alert} aria-label={w.name} className="group outline-none">
					<rect
						x={w.x - w.width / 2}
						y={w.y - w.height / 2}
						width={w.width}
						height={w.height}
						rx="4"
						className="fill-transparent group-hover:fill-slate-100 group-focus-visible:fill-amber-50 group-focus-visible:stroke-amber-600 group-focus-visible:[stroke-width:2]"
					/>
					<text
						x={w.x}
						y={w.y}
						textAnchor="middle"
						dominantBaseline="central"
						fontSize={w.size}
						fontWeight="600"
						// a colour per theme (app/app.css --cloud-N): the palette's own shades were 2.3:1 on the dark card (issue 51, point 15)
						style={{ fill: `var(--cloud-${colourIndex(w.word) % COLOURS.length})` }}
						className="group-hover:underline"
					>
						{w.word}
					</text>
				</a>
			))}
		</svg>
	)
}
