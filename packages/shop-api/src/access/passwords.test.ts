import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCRYPT } from '../testing/setup';
import { hashPassword, needsRehash, passwordCost, SCRYPT, setPasswordCostForTests, verifyPassword } from './passwords';

describe('production parameters', () => {
  it('are N=2^17, r=8, p=1, a 16-byte salt and a 64-byte key, and a process outside Vitest hashes with them', async () => {
    expect(SCRYPT).toEqual({ N: 2 ** 17, r: 8, p: 1, keyLength: 64, saltLength: 16 });
    // a fresh process as the server runs (no VITEST): the module's own cost, and the setter refuses
    // (not vi.resetModules: workers share modules, and a second harness would seed anew)
    const env = { ...process.env };
    delete env.VITEST;
    const script = `const m = await import(${JSON.stringify(new URL('./passwords.ts', import.meta.url).href)});
let refused = false; try { m.setPasswordCostForTests({ ...m.SCRYPT, N: 2 }); } catch { refused = true; }
console.log(JSON.stringify({ cost: m.passwordCost(), hash: (await m.hashPassword('x')).split('$').slice(0, 4).join('$'), refused }));`;
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env,
      cwd: fileURLToPath(new URL('.', import.meta.url)),
    });
    expect(JSON.parse(stdout)).toEqual({ cost: SCRYPT, hash: `scrypt$${2 ** 17}$8$1`, refused: true });
  });

  it('cannot be lowered outside Vitest', () => {
    const flag = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => setPasswordCostForTests(TEST_SCRYPT)).toThrow(/tests only/);
    } finally {
      process.env.VITEST = flag;
    }
    expect(passwordCost()).toEqual(TEST_SCRYPT);
  });
});

describe('stored hashes', () => {
  // parsing and refusing do not depend on the cost: at the tests' cheap one
  it('refuses missing, malformed and tampered hashes without throwing', async () => {
    expect(await verifyPassword('x', null)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 30}$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA`)).toBe(false);
  });
});

describe('passwords at the production cost', () => {
  beforeAll(() => setPasswordCostForTests(SCRYPT));
  afterAll(() => setPasswordCostForTests(TEST_SCRYPT));

  it('hashes with scrypt at N=2^17, r=8, p=1, a 16-byte salt and a 64-byte key, and verifies', async () => {
    const [a, b] = await Promise.all([hashPassword('parent-demo-1'), hashPassword('parent-demo-1')]);
    const [scheme, n, r, p, salt, key] = a.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual(['scrypt', 2 ** 17, 8, 1]);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
    // a random salt: the same password never hashes the same
    expect(a).not.toBe(b);
    expect(await verifyPassword('parent-demo-1', a)).toBe(true);
    expect(await verifyPassword('parent-demo-2', a)).toBe(false);
    expect(needsRehash(a)).toBe(false);
  });

  it('reads weaker parameters from the stored hash and says it needs a rehash', async () => {
    const { scrypt, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = await new Promise<Buffer>((resolve, reject) => scrypt('old', salt, 32, { N: 2 ** 14, r: 8, p: 1 }, (e, k) => (e ? reject(e) : resolve(k))));
    const old = `scrypt$${2 ** 14}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('old', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    // and a hash made at the tests' cheap cost is weak for production
    expect(needsRehash(old.replace(`scrypt$${2 ** 14}$`, `scrypt$${TEST_SCRYPT.N}$`))).toBe(true);
  });
});
