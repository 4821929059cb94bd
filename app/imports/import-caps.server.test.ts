// Issue 49, point 5: the exact files of the probe, through the Data Import form's post. 3 MB of 1,000,000 `{}` tasks
// took 15 to 31 s and +900 MB; 9.8 MB of 700,000 `{"title":"a"}` 10 s and +560 MB. Now refused before they are read,
// with a message that says the cap, and no preview kept. Every import kind is capped the same way.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { env } from '~/lib/env.server'
import { makeUser } from '../../tests/factories'
import { uploadRequest } from '../../tests/import-upload'
import { IMPORT_CAPS } from './import-caps'
import { submitImport } from './imports.server'

const encode = (text: string) => new TextEncoder().encode(text)
const exportOf = (tasks: string) => `{"format":"twentyfour-export","version":1,"exportedAt":"2026-11-28T00:00:00Z","user":{"timezone":"UTC"},"contexts":[],"folders":[],"tasks":[${tasks}]}`

async function refusedQuickly(source: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
	const user = makeUser()
	const heapBefore = process.memoryUsage().heapUsed
	const started = performance.now()
	const answer = await submitImport(uploadRequest({ source, timezone: 'UTC', replace: 'N', intent: 'import' }, [{ name, bytes }]), user)
	const ms = performance.now() - started
	console.log(`${source} ${name}: ${(bytes.length / 1e6).toFixed(1)} MB refused in ${ms.toFixed(0)} ms, heap ${((process.memoryUsage().heapUsed - heapBefore) / 1e6).toFixed(0)} MB`)
	expect(answer.ok).toBe(false)
	if (answer.ok !== false) return
	expect(answer.status).toBe(400)
	expect(answer.reply.error?.file).toEqual([`${name} holds more than 50,000 tasks: at most 50,000 can be imported at once. Split the file into smaller ones. Nothing was imported.`])
	// nothing kept for a preview
	expect(fs.existsSync(path.join(env().dataDir, 'imports')) ? fs.readdirSync(path.join(env().dataDir, 'imports')) : []).toEqual([])
}

test('1,000,000 `{}` tasks (3 MB) in a Twentyfour export', async () => {
	const bytes = encode(exportOf(Array(1_000_000).fill('{}').join(',')))
	expect(bytes.length).toBeGreaterThan(2_900_000)
	await refusedQuickly('twentyfour', 'tiny.json', bytes)
})

test('700,000 `{"title":"a"}` tasks (9.8 MB) in a Twentyfour export', async () => {
	const bytes = encode(exportOf(Array(700_000).fill('{"title":"a"}').join(',')))
	expect(bytes.length).toBeGreaterThan(9_700_000)
	await refusedQuickly('twentyfour', 'titles.json', bytes)
})

test('Toodledo CSV and Todoist CSV of 700,000 one-letter tasks, Toodledo XML of 300,000 (10 MB at most)', async () => {
	const many = (n: number, row: string) => Array(n).fill(row).join('\n')
	await refusedQuickly('toodledo', 'tasks.csv', encode(`TASK,FOLDER\n${many(700_000, 'a,')}`))
	await refusedQuickly('toodledo', 'tasks.xml', encode(`<?xml version="1.0"?><xml>${many(300_000, '<item><title>a</title></item>')}</xml>`))
	await refusedQuickly('todoist', 'tasks.csv', encode(`TYPE,CONTENT,PRIORITY\n${many(700_000, 'task,a,4')}`))
})

test('at the cap, a file of empty tasks is read, with its problem rows counted but only the first kept', async () => {
	const user = makeUser()
	const bytes = encode(exportOf(Array(IMPORT_CAPS.tasks).fill('{}').join(',')))
	const answer = await submitImport(uploadRequest({ source: 'twentyfour', timezone: 'UTC', replace: 'N', intent: 'import' }, [{ name: 'cap.json', bytes }]), user)
	expect(answer.ok).toBe(true)
	if (answer.ok !== true) return
	const meta = JSON.parse(fs.readFileSync(path.join(env().dataDir, 'imports', answer.id, 'import.json'), 'utf8'))
	expect(meta.summary).toMatchObject({ tasks: 0, problemCount: IMPORT_CAPS.tasks })
	expect(meta.summary.problems).toHaveLength(100)
	const csv = fs.readFileSync(path.join(env().dataDir, 'imports', answer.id, 'problems.csv'), 'utf8').trimEnd().split('\r\n')
	expect(csv).toHaveLength(1 + IMPORT_CAPS.problemsKept + 1)
	expect(csv.at(-1)).toContain(`${(IMPORT_CAPS.tasks - IMPORT_CAPS.problemsKept).toLocaleString('en-US')} more rows are not listed.`)
}, 60_000)
