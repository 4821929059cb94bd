import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PICTURES } from './pictures'

const publicDir = path.resolve(import.meta.dirname, '../../public')

describe('the public pages\u2019 pictures', () => {
	for (const [name, picture] of Object.entries(PICTURES)) {
		it(`${name} exists, is under 100 KB and states the size it is drawn at`, () => {
			const file = path.join(publicDir, picture.src)
			const svg = fs.readFileSync(file, 'utf8')
			expect(fs.statSync(file).size).toBeLessThan(100 * 1024)
			expect(svg).toContain(`width="${picture.width}"`)
			expect(svg).toContain(`height="${picture.height}"`)
			expect(svg).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`)
			expect(picture.alt.length).toBeGreaterThan(20)
		})
	}

	it('includes the Open Graph image, under 100 KB', () => {
		expect(fs.statSync(path.join(publicDir, 'images/og-twentyfour.png')).size).toBeLessThan(100 * 1024)
	})
})
