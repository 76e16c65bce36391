/**
 * Address autocomplete behind one interface. The embedded default answers from a postal address
 * register read from a file: ADDRESS_REGISTER (the operator's full register), else the small sample
 * shipped here (the demo schools' towns). A national address service implements the same interface.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';

export interface ResolvedAddress {
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  state: string;
}

export interface AddressProvider {
  /** Countries the provider knows (two-letter codes). */
  covers(country: string): boolean;
  autocomplete(query: string, country: string, limit?: number): { id: string; suggestion: string }[];
  resolve(id: string, country: string): ResolvedAddress | null;
}

const RegisterFile = v.object({
  streets: v.array(
    v.object({
      country: v.pipe(v.string(), v.length(2)),
      street: v.pipe(v.string(), v.minLength(1)),
      from: v.pipe(v.number(), v.integer(), v.minValue(0)),
      to: v.pipe(v.number(), v.integer(), v.minValue(0)),
      postalCode: v.string(),
      city: v.string(),
      state: v.optional(v.string(), ''),
    }),
  ),
});
type Street = v.InferOutput<typeof RegisterFile>['streets'][number];

const fold = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** "<country>|<street>|<number>|<postal code>", base64url: an id names one address of the register. */
const idOf = (s: Street, n: number) => Buffer.from(`${s.country}|${s.street}|${n}|${s.postalCode}`).toString('base64url');

export function registerProvider(streets: Street[]): AddressProvider {
  return {
    covers: (country) => streets.some((s) => s.country === country),
    autocomplete(query, country, limit = 8) {
      // "strandg 12" → street prefix and an optional house number
      const m = /^(.*?)(?:\s+(\d+))?\s*$/.exec(fold(query).trim());
      const prefix = m?.[1]?.trim() ?? '';
      const number = m?.[2] ? Number(m[2]) : null;
      if (prefix.length < 2) return [];
      const out: { id: string; suggestion: string }[] = [];
      for (const s of streets) {
        if (s.country !== country || !fold(s.street).startsWith(prefix)) continue;
        const numbers = number !== null ? (number >= s.from && number <= s.to ? [number] : []) : [s.from];
        for (const n of numbers) out.push({ id: idOf(s, n), suggestion: `${s.street} ${n}, ${s.postalCode} ${s.city}` });
        if (out.length >= limit) break;
      }
      return out;
    },
    resolve(id, country) {
      const [c, street, n, postalCode] = Buffer.from(id, 'base64url').toString('utf8').split('|');
      const number = Number(n);
      const s = streets.find((x) => x.country === c && c === country && x.street === street && x.postalCode === postalCode);
      if (!s || !Number.isInteger(number) || number < s.from || number > s.to) return null;
      return { address1: `${s.street} ${number}`, address2: '', postalCode: s.postalCode, city: s.city, state: s.state };
    },
  };
}

let loaded: AddressProvider | null = null;

/** The embedded register, read once per process. */
export function addressProvider(): AddressProvider {
  if (!loaded) {
    const file = process.env.ADDRESS_REGISTER || new URL('./sample-register.json', import.meta.url);
    loaded = registerProvider(v.parse(RegisterFile, JSON.parse(readFileSync(file, 'utf8'))).streets);
  }
  return loaded;
}
