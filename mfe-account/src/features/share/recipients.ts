import * as v from 'valibot';

/** Most recipients per invitation (the share contract's limit). */
export const MAX_RECIPIENTS = 10;
const EmailCheck = v.pipe(v.string(), v.email(), v.maxLength(254));

export function isValidEmail(value: string): boolean {
  return v.is(EmailCheck, value.trim());
}

/** The addresses that are sent: trimmed, invalid and empty entries dropped, each once. */
export function validRecipients(entries: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of entries) {
    const email = entry.trim();
    if (!isValidEmail(email) || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}
