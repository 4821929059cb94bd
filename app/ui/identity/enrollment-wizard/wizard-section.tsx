// One section of the enrollment wizard: an exclusive <details> with its number, a warning icon when it holds
// errors, and Previous/Next (buttons with JavaScript, fragment links without).
import type { SectionId } from '~/identity/enrollment-form'
import { Button, ButtonAnchor } from '~/ui/button'

function WarningIcon() {
	return (
		<svg viewBox="0 0 20 20" className="h-5 w-5 text-red-700" fill="currentColor" role="img" aria-label="This section has errors">
			<path
				fillRule="evenodd"
				d="M8.3 2.9c.8-1.3 2.6-1.3 3.4 0l6.1 10.6c.8 1.3-.2 3-1.7 3H3.9c-1.5 0-2.5-1.7-1.7-3L8.3 2.9ZM10 6a1 1 0 0 0-1 1v3.5a1 1 0 1 0 2 0V7a1 1 0 0 0-1-1Zm0 9a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4Z"
			/>
		</svg>
	)
}

function StepLink({ to, hydrated, go, children }: { to: SectionId; hydrated: boolean; go: (to: SectionId) => void; children: string }) {
	return hydrated ? (
		<Button variant="secondary" onClick={() => go(to)}>
			{children}
		</Button>
	) : (
		<ButtonAnchor variant="secondary" href={`#section-${to}`}>
			{children}
		</ButtonAnchor>
	)
}

export function WizardSection({
	section,
	number,
	open,
	hasErrors,
	prev,
	next,
	hydrated,
	onOpen,
	go,
	children,
}: {
	section: { id: SectionId; title: string }
	number: number
	open: boolean
	hasErrors: boolean
	prev?: SectionId
	next?: SectionId
	hydrated: boolean
	onOpen: () => void
	go: (to: SectionId) => void
	children: React.ReactNode
}) {
	return (
		<details
			name="enrollment"
			open={open}
			onToggle={(e) => {
				if ((e.currentTarget as HTMLDetailsElement).open) onOpen()
			}}
			className="mb-3 rounded-md border border-slate-300"
		>
			<summary
				id={`summary-${section.id}`}
				className="flex min-h-12 cursor-pointer items-center gap-2 rounded-md bg-slate-100 px-4 py-3 font-semibold"
			>
				<span className="text-slate-600">{number}.</span> {section.title}
				{hasErrors ? <WarningIcon /> : null}
			</summary>
			<div id={`section-${section.id}`} className="p-4">
				{children}
				<div className="flex gap-3">
					{prev ? (
						<StepLink to={prev} hydrated={hydrated} go={go}>
							Previous
						</StepLink>
					) : null}
					{next ? (
						<StepLink to={next} hydrated={hydrated} go={go}>
							Next
						</StepLink>
					) : null}
				</div>
			</div>
		</details>
	)
}
