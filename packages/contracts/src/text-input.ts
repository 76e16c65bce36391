/**
 * What every text a client sends must be, whatever its field (issue 15): no control characters
 * (tab, line feed and carriage return only where a call lists the field as `multiline`), no lone
 * UTF-16 surrogates (they cannot be stored or encoded), and JSON no deeper than MAX_JSON_DEPTH.
 * The server checks params, query and body of every call with `textInputProblems` before the call's
 * own schema, so a NUL byte or a broken character is a 400 naming the field, never a 500 from the
 * database. One rule for every field, so no field can forget it.
 */

/** Nesting of arrays and objects in a request body (a browser recording's DOM snapshot needs the most). */
export const MAX_JSON_DEPTH = 128;

// C0 controls and DEL, without tab (09), line feed (0A) and carriage return (0D)
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_MESSAGES = {
  control: 'Contains a control character',
  lineBreak: 'Contains a line break or tab, which this field does not allow',
  surrogate: 'Contains a broken character (a lone UTF-16 surrogate)',
  depth: `Nested more than ${MAX_JSON_DEPTH} levels deep`,
} as const;

/**
 * Fields that may hold line breaks and tabs, per call ('METHOD path'). Kept here rather than in the
 * call definitions: those of the platform are in the shell's first load, which has no bytes to spare.
 * A browser recording carries the page's own text, lines and all.
 */
export const MULTILINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/webshop/debug/recordings/:id/events': ['body.events'],
  // the order comment (4 rows)
  'POST /api/webshop/checkout/:checkoutUuid/transaction': ['body.comment'],
  // Stripe's event objects may carry line breaks (addresses, custom texts); the signature vouches for them
  'POST /api/webshop/payment/callback/stripe': ['body.data'],
  // the studio's HTML (rich text, policies) and texts of slides and promotions
  'PUT /api/studio/portals/:portalKey/pages/:pageId': ['body.modules'],
  'PUT /api/studio/portals/:portalKey/policies': ['body.policies'],
  // an uploaded products.json is a file of lines (its problems name them)
  'POST /api/studio/portals/:portalKey/price-lists/dry-run': ['body.file.text'],
  'POST /api/studio/portals/:portalKey/price-lists': ['body.file.text'],
};

/** The problem of one text, or null. */
export function textProblem(text: string, multiline = false): string | null {
  if (CONTROL.test(text)) return TEXT_MESSAGES.control;
  if (!multiline && LINE_BREAK_OR_TAB.test(text)) return TEXT_MESSAGES.lineBreak;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.surrogate;
  return null;
}

export interface TextFieldProblem {
  field: string;
  message: string;
}

/**
 * Every bad text in `value` (keys of objects included), as dotted fields under `where` (body.name,
 * query.email[].1). `multiline` lists fields (and everything under them) that may hold line breaks.
 * Walks iteratively: a hostile depth cannot overflow the stack; deeper than MAX_JSON_DEPTH is a problem.
 */
export function textInputProblems(value: unknown, where: string, multiline: readonly string[] = []): TextFieldProblem[] {
  const problems: TextFieldProblem[] = [];
  const allowsLines = (field: string) => multiline.some((m) => field === m || field.startsWith(`${m}.`));
  const stack: { value: unknown; field: string; depth: number }[] = [{ value, field: where, depth: 0 }];
  while (stack.length > 0 && problems.length < 20) {
    const { value: current, field, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current, allowsLines(field));
      if (problem) problems.push({ field, message: problem });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      problems.push({ field, message: TEXT_MESSAGES.depth });
      continue;
    }
    const entries = Array.isArray(current) ? current.map((item, i) => [String(i), item] as const) : Object.entries(current);
    for (const [key, item] of entries) {
      const child = `${field}.${key}`;
      const keyProblem = textProblem(key, false);
      if (keyProblem) problems.push({ field: child, message: keyProblem });
      else stack.push({ value: item, field: child, depth: depth + 1 });
    }
  }
  return problems;
}
