/**
 * The demo staff (README's table): an operator of each demo portal and one support administrator,
 * none with a second factor. Idempotent; `reset` puts their passwords and roles back.
 */
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@shop/contracts';
import { hashPassword } from '../access';
import type { Db } from '../db/client';
import { staffMembers } from '../db/schema';
import { addStaff } from '../studio';

export const DEMO_STAFF: { email: string; password: string; name: string; role: StaffRole; portal?: string }[] = [
  { email: 'operator@example.com', password: 'operator-demo-1', name: 'Fjord Operator', role: 'operator', portal: 'fjord' },
  { email: 'club-operator@example.com', password: 'club-operator-demo-1', name: 'Club Operator', role: 'operator', portal: 'club' },
  { email: 'admin@example.com', password: 'admin-demo-1', name: 'Support Administrator', role: 'support' },
];

export async function seedDemoStaff(db: Db, opts: { reset?: boolean } = {}): Promise<string[]> {
  const existing = new Set((await db.select({ email: sql<string>`lower(${staffMembers.email})` }).from(staffMembers)).map((r) => r.email));
  const todo = DEMO_STAFF.filter((s) => opts.reset || !existing.has(s.email));
  // scrypt is slow on purpose: only what is written, in parallel
  const hashes = await Promise.all(todo.map((s) => hashPassword(s.password)));
  for (const [i, member] of todo.entries()) await addStaff(db, { ...member, passwordHash: hashes[i] });
  return todo.map((s) => s.email);
}
