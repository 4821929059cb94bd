// A saved sort order's shape (db/schema.ts TaskSortOrder) as the JSON API and the import of a Twentyfour export read it.
import { z } from 'zod'
import { SORT_FIELD_VALUES } from './options'

const direction = z.union([z.literal(1), z.literal(-1)])
const sortField = z.union([z.enum(SORT_FIELD_VALUES), z.literal('')])

export const sortOrderShape = z.object({
	first: sortField,
	second: sortField,
	third: sortField,
	firstDirection: direction,
	secondDirection: direction,
	thirdDirection: direction,
	hideParents: z.boolean(),
	hideChildren: z.boolean(),
})
