/**
 * An hour of the day as the mail settings' choices show it ("07:00"). Its own module: the profile's mail settings form
 * needs only this, and importing it from ./digests put that module's zod schema, and so zod (25 KB gzipped), into the
 * profile's first-load JavaScript (issue 52, decision 336).
 */
export const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`
