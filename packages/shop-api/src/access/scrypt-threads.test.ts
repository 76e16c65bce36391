import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HASH_NICE, hashNiceFromEnv, scryptOnThread, setHashThreadNice } from './scrypt-threads';

/** The nice values of this process's threads (field 19 of /proc/self/task/<tid>/stat). */
function threadNices(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    // the command name in parentheses may hold spaces: count the fields after its closing parenthesis
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('PASSWORD_HASH_NICE', () => {
  it('is 10 unset, a nice value from 0 to 19, and refused otherwise', () => {
    expect(hashNiceFromEnv(undefined)).toBe(HASH_NICE);
    expect(hashNiceFromEnv('')).toBe(10);
    expect(hashNiceFromEnv('0')).toBe(0);
    expect(hashNiceFromEnv(' 19 ')).toBe(19);
    for (const bad of ['20', '-1', 'low', '1.5']) expect(() => hashNiceFromEnv(bad)).toThrow(/PASSWORD_HASH_NICE/);
  });

  const hash = () => scryptOnThread('secret', Buffer.alloc(16), 32, { N: 2 ** 10, r: 8, p: 1, maxmem: 32 * 1024 * 1024 });

  it.runIf(process.platform === 'linux')('a hash runs at the priority set, also when a thread at another was idle', async () => {
    // a thread at the default priority, idle after its hash (as in a server, or in this worker after other files)
    expect(await hash()).toHaveLength(32);
    expect(threadNices()).toContain(HASH_NICE);
    expect(threadNices()).not.toContain(7);
    setHashThreadNice(7);
    try {
      expect(await hash()).toHaveLength(32);
      expect(threadNices()).toContain(7);
    } finally {
      setHashThreadNice(HASH_NICE);
    }
  });
});
