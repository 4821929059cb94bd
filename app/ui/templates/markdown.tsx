// Markdown rendered and sanitized on the server (app/lib/markdown.server.ts), shown as HTML.
export function MarkdownBlock({ html, className = '' }: { html: string; className?: string }) {
	return (
		<div
			className={`break-words [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-2 [&_code]:bg-slate-100 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-1 [&_ul]:list-disc [&_ul]:pl-5 ${className}`}
			dangerouslySetInnerHTML={{ __html: html }}
		/>
	)
}
