// The frame every chart of the dashboard shares: a figure named by its caption.
export function ChartFigure({ id, caption, children }: { id: string; caption: React.ReactNode; children: React.ReactNode }) {
	return (
		<figure aria-labelledby={`${id}-caption`} className="min-w-0">
			<figcaption id={`${id}-caption`} className="text-lg font-semibold">
				{caption}
			</figcaption>
			{children}
		</figure>
	)
}
