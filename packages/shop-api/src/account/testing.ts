/** Test helpers of the account tests: signed-in demo browsers and the demo's subjects and pictures. */
import type { Browser } from '../access/testing';
import { browser } from '../access/testing';
import type { TestApp } from '../testing/harness';

export const PARENT = { email: 'parent@example.com', password: 'parent-demo-1' };
export const OTHER = { email: 'other@example.com', password: 'other-demo-1' };

export async function signedIn(t: TestApp, who: { email: string; password: string }): Promise<Browser> {
  const b = await browser(t);
  const res = await b.signIn(who.email, who.password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${who.email} failed: ${res.body}`);
  return b;
}

export interface DemoPicture {
  uuid: string;
  picture_type: 'IP' | 'SFP' | 'GP';
  greenscreen: boolean;
  width: number;
  height: number;
}

export async function picturesOf(t: TestApp, subjectName: string): Promise<DemoPicture[]> {
  return t.sql<DemoPicture>(
    'SELECT p.uuid, p.picture_type, p.greenscreen, p.width, p.height FROM pictures p JOIN subjects s ON s.uuid = p.subject WHERE s.name = $1 ORDER BY p.sort, p.webshop_id',
    [subjectName],
  );
}

export const fields = (res: { json(): unknown }) => ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field).sort();
