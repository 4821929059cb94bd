// Markup written by hand, outside React: the charts' drawings (docs/decisions/261) and the embedded identity provider's
// pages. Every value that is not a number or a fixed text of ours goes through `escapeMarkup`.

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const SPECIAL = /[&<>"']/

/** text or an attribute's value made safe in HTML or SVG markup, escaped as React escapes it (the same bytes) */
export const escapeMarkup = (value: string | number) =>
	typeof value === 'number' || !SPECIAL.test(value) ? String(value) : value.replace(/[&<>"']/g, (c) => ESCAPED[c]!)
