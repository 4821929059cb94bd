// A refused form's messages, read one way everywhere (issue 9, decision 074): conform's reply
// (`submission.reply()`) keys its messages by field name, `name[i]` or `name[i].part` for repeated rows and
// '' for the form as a whole. Server actions and components read them through these functions only.

/** The errors of a refused form, as conform's reply (`submission.reply()`) carries them. */
export type FormReply =
  | {
      error?: Record<string, string[] | null> | null;
      initialValue?: Record<string, unknown> | null;
    }
  | null
  | undefined;

/** the first message of every field that has one, by field name */
export function firstErrors(reply: FormReply): Record<string, string> {
  return Object.fromEntries(
    Object.entries(reply?.error ?? {}).flatMap(([k, m]) =>
      m?.length ? [[k, m[0]!]] : [],
    ),
  );
}

/** the first message of each row of a repeated field (`name[i]`, or `name[i].part` with `part`), by row index */
export function rowErrors(
  reply: FormReply,
  name: string,
  part?: string,
): Record<number, string> {
  const key = new RegExp(`^${name}\\[(\\d+)\\]${part ? `\\.${part}` : ""}$`);
  const rows: Record<number, string> = {};
  for (const [k, message] of Object.entries(firstErrors(reply))) {
    const m = key.exec(k);
    if (m) rows[Number(m[1])] = message;
  }
  return rows;
}

/** the message about the form as a whole (not one field's), or null */
export function formError(
  reply: FormReply,
  fieldNames: readonly string[],
): string | null {
  const entry = Object.entries(firstErrors(reply)).find(
    ([k]) => !fieldNames.some((f) => k === f || k.startsWith(`${f}[`)),
  );
  return entry?.[1] ?? null;
}

/**
 * The one way a form shows a refused submission: `errorOf(field)` for the inline messages and `summary`
 * for the ErrorSummary, in the order of `fields`. `idOf` gives a field's element id when it is not the
 * field's name (forms that appear several times on a page prefix their ids).
 */
export function replyErrors(reply: FormReply, fields: readonly string[], idOf: (field: string) => string = (f) => f) {
	const errorOf = (name: string) => (reply?.error?.[name] ?? undefined) as string[] | undefined
	const summary = fields.filter((f) => errorOf(f)?.length).map((f) => ({ id: idOf(f), message: errorOf(f)![0]! }))
	return { errorOf, summary, submitted: !!reply?.error }
}
