// Renders a legal text: headings with ids (linkable), paragraphs, lists and term lists.
// The support address in the text becomes a mailto link.
import type { LegalBlock, LegalText } from '~/marketing/legal'

function Linked({ text, email }: { text: string; email: string }) {
	const parts = text.split(email)
	return (
		<>
			{parts.map((part, i) => (
				<span key={i}>
					{part}
					{i < parts.length - 1 ? (
						<a href={`mailto:${email}`} className="font-medium text-brand-700 underline">
							{email}
						</a>
					) : null}
				</span>
			))}
		</>
	)
}

function Block({ block, email }: { block: LegalBlock; email: string }) {
	if ('p' in block)
		return (
			<p className="mt-3">
				<Linked text={block.p} email={email} />
			</p>
		)
	if ('list' in block)
		return (
			<ul className="mt-3 list-disc space-y-1 pl-6">
				{block.list.map((item) => (
					<li key={item}>
						<Linked text={item} email={email} />
					</li>
				))}
			</ul>
		)
	return (
		<dl className="mt-3 space-y-3">
			{block.terms.map((t) => (
				<div key={t.term}>
					<dt className="font-semibold text-slate-900">{t.term}</dt>
					<dd className="mt-0.5">
						<Linked text={t.text} email={email} />
					</dd>
				</div>
			))}
		</dl>
	)
}

export function LegalDocument({ text, email, children }: { text: LegalText; email: string; children?: React.ReactNode }) {
	return (
		<article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 text-slate-800 shadow-sm sm:p-10">
			<h1 className="text-3xl font-bold text-slate-900">{text.title}</h1>
			{text.effective ? (
				<p className="mt-2 text-sm text-slate-700">
					Effective <time dateTime={text.effective.iso}>{text.effective.text}</time>
				</p>
			) : null}
			{children}
			{text.intro.map((p) => (
				<p key={p} className="mt-4">
					<Linked text={p} email={email} />
				</p>
			))}
			<nav aria-label="Contents" className="mt-6 rounded-lg bg-slate-50 p-4">
				<h2 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Contents</h2>
				<ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
					{text.sections.map((s) => (
						<li key={s.id}>
							<a href={`#${s.id}`} className="text-brand-700 underline hover:text-brand-800">
								{s.heading}
							</a>
						</li>
					))}
				</ol>
			</nav>
			{text.sections.map((s) => (
				<section key={s.id} aria-labelledby={s.id} className="mt-8">
					<h2 id={s.id} tabIndex={-1} className="text-xl font-bold text-slate-900">
						{s.heading}
					</h2>
					{s.blocks.map((b, i) => (
						<Block key={i} block={b} email={email} />
					))}
				</section>
			))}
		</article>
	)
}
