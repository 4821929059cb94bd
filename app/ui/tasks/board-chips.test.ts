// A board card's chips (issue 55 point 3): the assignee's initials as on the list's card, named by whom, beside the
// priority, folder and context the board is not grouped by.
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TaskView } from '~/tasks/present.server'
import { BoardChips } from './kanban-parts'

const task = (more: Partial<TaskView> = {}): TaskView => ({ id: 'a', title: 'Hall', start: '', due: '', folder: 'Club', added: '23-Jul-2026', ...more })

describe('a board card’s chips', () => {
	it('show the assignee’s initials named by whom, and leave out the grouped field', () => {
		const html = renderToString(h(BoardChips, { task: task({ assignee: { initials: 'BK', name: 'Ben' }, context: '@Home' }), group: 'folder' }))
		expect(html).toContain('<dt>Assigned to</dt>')
		expect(html).toContain('aria-label="Assigned to Ben"')
		expect(html).toContain('>BK</span>')
		expect(html).toContain('@Home')
		expect(html).not.toContain('Club')
		// a task assigned to nobody, with nothing else to show beside the grouped field: no chips at all
		expect(renderToString(h(BoardChips, { task: task(), group: 'folder' }))).toBe('')
	})
})
