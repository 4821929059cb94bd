import { expect, it } from 'vitest'
import { TOUR_SLIDES } from './tour'

it('has the six slides of screen 22, in order', () => {
	expect(TOUR_SLIDES.map((s) => s.id)).toEqual(['cardFeatures', 'cardDashboard', 'cardQuickAdd', 'cardDetailAdd', 'cardImport', 'joinNow'])
	expect(TOUR_SLIDES.find((s) => s.id === 'cardImport')!.text.join(' ')).toMatch(/coming soon/)
})
