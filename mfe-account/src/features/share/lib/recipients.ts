import * as v from 'valibot';
import { Email, SHARE_RULES } from '@shop/contracts/account';

/** Most recipients per invitation (the share contract's limit). */
export const MAX_RECIPIENTS = SHARE_RULES.recipientsPerSend;

/** The server's address check (it drops the addresses that fail it). */
export function isValidEmail(value: string): boolean {
  return v.is(Email, value.trim());
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
