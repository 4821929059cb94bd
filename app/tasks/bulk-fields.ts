// The bulk form's field values that its screen needs too (app/ui/tasks/bulk-form.tsx): kept apart from the schema in
// bulk.ts so that the list page's script does not carry zod (docs/decisions/245).

/** dates move at most ten years either way */
export const MAX_SHIFT_DAYS = 3650
/** a context or folder field sends "=" then the name ("=" alone: none), so that "" stays "no change" */
export const SET_PREFIX = '='
