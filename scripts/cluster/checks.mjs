// The cluster test's checks, in order (scripts/cluster-test.mjs runs them). Each answers a line of figures
// or throws naming what it saw.
import { Client, expectThat } from './client.mjs';
import { operator } from './services.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The demo data once: both instances started on the empty database, neither failed, nothing twice. */
async function seededOnce({ db }) {
  const [{ portals }] = await db.sql`SELECT count(*)::int AS portals FROM portals`;
  const [{ jobs }] = await db.sql`SELECT count(*)::int AS jobs FROM jobs`;
  const [{ pictures }] = await db.sql`SELECT count(*)::int AS pictures FROM pictures`;
  const twice = await db.sql`SELECT subject, original_path, count(*)::int AS n FROM pictures GROUP BY subject, original_path HAVING count(*) > 1`;
  const [{ users }] = await db.sql`SELECT count(*)::int AS users FROM users WHERE email IN ('parent@example.com', 'other@example.com')`;
  expectThat(portals === 2, 'two demo portals', portals);
  expectThat(jobs === 4, 'four demo photo jobs', jobs);
  expectThat(users === 2, 'each demo account once', users);
  expectThat(twice.length === 0, 'no picture imported twice', twice.slice(0, 3));
  return `${portals} portals, ${jobs} photo jobs, ${pictures} pictures, each once`;
}

/** 12 unknown codes from one visitor through the balancer: 10 answers, then 429s; both instances answered. */
async function rateLimit({ lb }) {
  const visitor = await new Client(lb).start();
  const statuses = [];
  const seen = new Set();
  for (let i = 0; i < 12; i++) {
    const res = await visitor.get(`/ajax/prophoto/verify_subject_code.php?code=NOSUCH${String(i).padStart(2, '0')}`);
    statuses.push(res.status);
    seen.add(res.backend);
  }
  expectThat(
    statuses.slice(0, 10).every((s) => s === 200),
    'the first 10 unknown codes are answered',
    statuses,
  );
  expectThat(
    statuses.slice(10).every((s) => s === 429),
    'the 11th and 12th are refused with 429',
    statuses,
  );
  expectThat(seen.has('a') && seen.has('b'), 'both instances answered', [...seen]);
  return `statuses ${statuses.join(' ')}; answered by ${[...seen].sort().join(' and ')}`;
}

const modulesOf = async (url, host) => {
  const res = await new Client(url, { host }).get('/api/webshop/shop-settings');
  if (res.status !== 200) throw new Error(`shop-settings on ${url}: ${res.status}`);
  return Object.fromEntries(res.body.modules.map((m) => [m.name, m.enabled]));
};

/**
 * A module switched through one instance's side of the installation (the operator command on the shared
 * database) is off on both at their very next request, though each had the portal's module list cached.
 */
async function moduleSwitch({ instances, env }) {
  const host = 'localhost';
  const before = [await modulesOf(instances.a.url, host), await modulesOf(instances.b.url, host)];
  expectThat(before[0].catalog === true && before[1].catalog === true, 'the catalogue is on at first on both', before);
  await operator(env, ['module', 'fjord', 'catalog', 'off']);
  try {
    const after = [await modulesOf(instances.a.url, host), await modulesOf(instances.b.url, host)];
    expectThat(after[0].catalog === false && after[1].catalog === false, 'the catalogue is off on both at their next request', after);
  } finally {
    await operator(env, ['module', 'fjord', 'catalog', 'on']);
  }
  const back = [await modulesOf(instances.a.url, host), await modulesOf(instances.b.url, host)];
  expectThat(back[0].catalog === true && back[1].catalog === true, 'and on again on both', back);
  return 'off on a and b at the next request after the switch, on again after the switch back';
}

/**
 * SIGTERM to one instance during a stream of requests through the balancer: not one request fails, the
 * instance exits 0, the other serves on.
 */
async function sigtermDuringStream({ lb, instances, proxy, note }) {
  const visitor = await new Client(lb).start();
  const failuresBefore = proxy.stats.failed;
  const PATHS = ['/api/webshop/shop-settings', '/api/webshop/user', '/api/webshop/page-settings', '/ajax/prophoto/verify_subject_code.php?code=EMMA2026'];
  let stop = false;
  const results = { ok: 0, failed: [], byBackend: {}, afterSignal: { a: 0, b: 0 } };
  let signalled = false;
  const worker = async (w) => {
    for (let i = 0; !stop && i < 10_000; i++) {
      const path = PATHS[(w + i) % PATHS.length];
      try {
        const res = await visitor.get(path);
        results.byBackend[res.backend] = (results.byBackend[res.backend] ?? 0) + 1;
        if (signalled) results.afterSignal[res.backend] = (results.afterSignal[res.backend] ?? 0) + 1;
        if (res.status === 200) results.ok++;
        else results.failed.push(`${path}: ${res.status} from ${res.backend}`);
      } catch (err) {
        results.failed.push(`${path}: ${err.message}`);
      }
    }
  };
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  await sleep(1500);
  const victim = instances.b;
  const t = Date.now();
  signalled = true;
  victim.child.kill('SIGTERM');
  const exit = await Promise.race([victim.exited, sleep(30_000).then(() => ({ code: 'still running after 30 s' }))]);
  const stoppedMs = Date.now() - t;
  await sleep(1000);
  stop = true;
  await Promise.all(workers);
  note(
    'SIGTERM',
    `${results.ok} requests answered 200 during the stream (${JSON.stringify(results.byBackend)}; after the signal a ${results.afterSignal.a}, b ${results.afterSignal.b}), ${results.failed.length} failed; b exited with ${exit.code} ${stoppedMs} ms after SIGTERM`,
  );
  expectThat(results.failed.length === 0 && proxy.stats.failed === failuresBefore, 'no request failed', [
    ...results.failed.slice(0, 5),
    ...proxy.stats.failures.slice(-5),
  ]);
  expectThat(exit.code === 0, 'the instance exited 0', exit);
  expectThat(results.afterSignal.a > 0, 'the other instance served on', results.afterSignal);
  return `${results.ok} answered, 0 failed; b stopped with 0 after ${stoppedMs} ms`;
}

export const checks = [
  { name: 'seed', title: 'two instances started at once on an empty database seed the demo once', run: seededOnce },
  { name: 'rate-limit', title: 'a rate limit holds across both instances', run: rateLimit },
  { name: 'modules', title: 'a module switched off is off on both instances at the next request', run: moduleSwitch },
  { name: 'sigterm', title: 'SIGTERM during a stream of requests: no request fails', run: sigtermDuringStream },
];
