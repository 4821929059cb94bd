// Everything screen 15 shows: the filter as submitted (with its errors), the words laid out, the
// pie of the words, the table, and the alert of the chosen word.
import { parseWithZod } from '@conform-to/zod/v4'
import { wordCloudRows } from './analytics.server'
import { localDate } from './calendar'
import { groupSlices, percent } from './pie'
import { wordCloudDefaults, wordCloudSchema, wordLink } from './word-cloud-filter'
import { layoutWordCloud, wordAlertText, type Word } from './word-cloud'

const quantity = (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'}`

export function wordCloudPage(ownerId: string, timeZone: string, query: URLSearchParams, now = Date.now()) {
	const defaults = wordCloudDefaults(timeZone, now)
	const submission = parseWithZod(query, { schema: wordCloudSchema(defaults) })
	const entered = Object.fromEntries(['completed', 'field', 'from', 'to'].map((k) => [k, query.get(k) ?? '']))
	const errors = submission.status === 'error' ? (submission.error ?? {}) : {}
	const settings = submission.status === 'success' ? submission.value : { ...defaults, word: undefined }
	const from = localDate(settings.from, timeZone)!
	const afterTo = localDate(settings.to, timeZone)!
	afterTo.setDate(afterTo.getDate() + 1)
	const { words: rows, total } =
		submission.status === 'success'
			? wordCloudRows(ownerId, timeZone, { completed: settings.completed, field: settings.field, from: from.getTime(), to: afterTo.getTime() }, now)
			: { words: [] as Word[], total: 0 }
	// a folder named "Unassigned" and tasks without a folder are the same word
	const merged = new Map<string, number>()
	for (const r of rows) merged.set(r.word, (merged.get(r.word) ?? 0) + r.count)
	const words = [...merged].map(([word, count]) => ({ word, count })).sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
	const described = words.map((w) => ({
		...w,
		href: wordLink(settings, w.word),
		alert: wordAlertText(total, w.count),
		name: `${w.word}: ${quantity(w.count)}`,
		percent: percent(total ? w.count / total : 0),
	}))
	const byWord = new Map(described.map((w) => [w.word, w]))
	const slices = groupSlices(words.map((w) => ({ label: w.word, count: w.count, href: byWord.get(w.word)!.href }))).map((s) => ({
		...s,
		name: `${s.label}: ${quantity(s.count)} (${percent(s.share)})`,
		alert: s.members ? undefined : byWord.get(s.label)?.alert,
	}))
	const chosen = settings.word !== undefined && submission.status === 'success' ? settings.word : null
	return {
		values: submission.status === 'success' ? settings : { ...settings, ...entered },
		errors: Object.entries(errors).map(([field, messages]) => ({ id: field, message: messages?.[0] ?? '' })).filter((e) => e.message),
		fieldErrors: errors as Record<string, string[] | undefined>,
		total,
		words: described,
		cloud: (() => {
			const layout = layoutWordCloud(words)
			return { ...layout, words: layout.words.map((w) => ({ ...w, ...byWord.get(w.word)! })) }
		})(),
		slices,
		// the words the pie draws as one "Other" slice (under 5% each), listed with their own numbers
		otherWords: slices.flatMap((s) => s.members ?? []).map((word) => byWord.get(word)!),
		alert: chosen === null ? null : { word: chosen, text: wordAlertText(total, merged.get(chosen) ?? 0), dismiss: wordLink(settings) },
	}
}

export type WordCloudPage = ReturnType<typeof wordCloudPage>
