// The charts' drawings written as markup (docs/decisions/261): the elements inside a chart's <svg> are a string, put in
// with `dangerouslySetInnerHTML`, not React elements. The pages with charts (the dashboard, the word cloud) ship no
// React (decision 122), so React's only work on these elements was writing them on the server, element by element and
// attribute by attribute: about 1 ms for each drawing of the week chart (some 170 elements), the dashboard's largest
// piece of rendering. The markup is what React wrote, byte for byte: the same elements, attributes (by their SVG
// names), order and escaping. It is written with template literals: every value that is not a number or a fixed
// text of ours goes through `escapeMarkup`.

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const SPECIAL = /[&<>"']/

/** text or an attribute's value made safe in markup, as React escapes it */
export const escapeMarkup = (value: string | number) =>
	typeof value === 'number' || !SPECIAL.test(value) ? String(value) : value.replace(/[&<>"']/g, (c) => ESCAPED[c]!)
