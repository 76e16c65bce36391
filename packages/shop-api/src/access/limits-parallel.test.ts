/**
 * Issue 15: a limit holds when the attempts arrive at the same moment. Deciding and counting are one
 * step (limits.ts, reserve), so of 60 parallel attempts at most the limit are answered; the rest get
 * 429 with Retry-After. On PGlite and on PostgreSQL (DATABASE_URL).
 */
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { RULES } from './limits';
import { browser, randomIp, registration } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sharedSeed: true });
});
afterAll(() => t?.close());

const PARALLEL = 60;

function tally(answers: Response[]) {
  const limited = answers.filter((r) => r.statusCode === 429);
  for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  // 503: the password-hash queue was full (refused at once, the slot given back)
  const busy = answers.filter((r) => r.statusCode === 503).length;
  return {
    answered: answers.length - limited.length,
    limited: limited.length,
    busy,
    other: answers.filter((r) => r.statusCode >= 500 && r.statusCode !== 503).length,
  };
}

describe('limits under parallel requests', () => {
  it('60 unknown codes at once from one device: at most its limit answered, the rest 429', async () => {
    const b = await browser(t);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => b.verify(`PAR${i}CODEX`)));
    const { answered, limited, other } = tally(answers);
    expect(other).toBe(0);
    expect(answered).toBe(RULES.codeDevice.limit);
    expect(limited).toBe(PARALLEL - RULES.codeDevice.limit);
  });

  it('unknown codes at once from many devices of one address: at most the address ceiling answered', async () => {
    const ip = randomIp();
    const devices = await Promise.all(Array.from({ length: RULES.codeIp.limit + 20 }, () => browser(t, { ip })));
    const answers = await Promise.all(devices.map((d, i) => d.verify(`DEV${i}CODEX`)));
    const { answered, other } = tally(answers);
    expect(other).toBe(0);
    expect(answered).toBe(RULES.codeIp.limit);
  });

  it('60 failed sign-ins at once for one e-mail from one address: at most the limit answered', async () => {
    const owner = await browser(t);
    const body = registration();
    expect((await owner.post('/ajax/create.php', body)).json().success).toBe(true);
    const b = await browser(t);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => b.signIn(body.email, 'wrong-password-x')));
    const { other, busy } = tally(answers);
    expect(other).toBe(0);
    // a 503 (hash queue full) gives its slot back, so another attempt may take it: never more than the limit checked
    const checked = answers.filter((r) => r.statusCode === 401).length;
    if (busy === 0) expect(checked).toBe(RULES.signInAccountIp.limit);
    else expect(checked).toBeLessThanOrEqual(RULES.signInAccountIp.limit);
  });

  it('60 failed sign-ins at once for different e-mails from one address: at most the address limit', async () => {
    const b = await browser(t);
    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, i) => b.signIn(`nobody.${i}.${Date.now()}@example.com`, 'wrong-password-x')));
    const { other, busy } = tally(answers);
    expect(other).toBe(0);
    const checked = answers.filter((r) => r.statusCode === 401).length;
    if (busy === 0) expect(checked).toBe(RULES.signInIp.limit);
    else expect(checked).toBeLessThanOrEqual(RULES.signInIp.limit);
  });

  it('60 reset requests at once from one address: at most the address limit answered', async () => {
    const b = await browser(t);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        b.getWithCsrf(`/sections/prophoto/ajax/send_password_reminder.php?json=1&email=par.${i}.${Date.now()}%40example.com`),
      ),
    );
    const { answered, other } = tally(answers);
    expect(other).toBe(0);
    expect(answered).toBe(RULES.resetIp.limit);
  });

  it('a right password gives its slot back: successes never fill the address limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < RULES.signInIp.limit + 2; i++) {
      const b = await browser(t, { ip });
      expect((await b.signIn('parent@example.com', 'parent-demo-1')).statusCode).toBe(200);
    }
  });
});
