// The cluster test's load balancer: round robin over the instances that answer GET /api/ready, checked every
// CHECK_MS as a real balancer checks its targets. It retries nothing: an instance's refusal, reset or 5xx
// reaches the client as it is (502 when the connection failed), and is counted.
import http from 'node:http';

const CHECK_MS = 200;

/**
 * backends: [{ name, port }] on 127.0.0.1. Answers { port, stats, setPorts, close }.
 * stats.byBackend counts answers per instance, stats.failed the requests that got no answer from one.
 */
export async function startProxy(backends) {
  const state = new Map(backends.map((b) => [b.name, { ...b, ready: false, agent: new http.Agent({ keepAlive: true }) }]));
  const stats = { requests: 0, byBackend: {}, failed: 0, failures: [], status: {}, takenOut: {} };
  let next = 0;

  // as a balancer's target health: out after two failed checks in a row (a 503, or no answer within 5 s: a
  // busy instance is slow, not gone), in again after one good one. A draining instance is out within about
  // 2 × 200 ms, well inside the instances' SHUTDOWN_DELAY_MS.
  const check = async (b) => {
    let ok = false;
    try {
      const res = await fetch(`http://127.0.0.1:${b.port}/api/ready`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      ok = res.status === 200;
    } catch {}
    if (ok) {
      b.ready = true;
      b.missed = 0;
    } else {
      b.missed = (b.missed ?? 0) + 1;
      if (b.missed >= 2 && b.ready) {
        b.ready = false;
        stats.takenOut[b.name] = (stats.takenOut[b.name] ?? 0) + 1;
      }
    }
  };
  // each instance on its own schedule: a slow answer from one does not hold up the checks of the other
  const checks = () =>
    Promise.all(
      [...state.values()].map(async (b) => {
        if (b.checking) return;
        b.checking = true;
        try {
          await check(b);
        } finally {
          b.checking = false;
        }
      }),
    );
  await checks();
  const timer = setInterval(checks, CHECK_MS);

  const server = http.createServer((req, res) => {
    stats.requests++;
    const ready = [...state.values()].filter((b) => b.ready);
    if (ready.length === 0) {
      stats.failed++;
      stats.failures.push(`${req.method} ${req.url}: no instance ready`);
      res.writeHead(503).end();
      return;
    }
    const b = ready[next++ % ready.length];
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: b.port,
        method: req.method,
        path: req.url,
        agent: b.agent,
        headers: { ...req.headers, 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'http', 'x-forwarded-host': req.headers.host ?? '' },
      },
      (answer) => {
        stats.byBackend[b.name] = (stats.byBackend[b.name] ?? 0) + 1;
        stats.status[answer.statusCode] = (stats.status[answer.statusCode] ?? 0) + 1;
        if (answer.statusCode >= 500) {
          stats.failed++;
          stats.failures.push(`${req.method} ${req.url}: ${answer.statusCode} from ${b.name}`);
        }
        const headers = { ...answer.headers, 'x-cluster-backend': b.name };
        // the balancer keeps its own connection to the client: the instance's 'close' is for the hop behind it
        delete headers.connection;
        delete headers['keep-alive'];
        res.writeHead(answer.statusCode, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      stats.failed++;
      stats.failures.push(`${req.method} ${req.url}: ${err.code ?? err.message} from ${b.name}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    stats,
    /** Resolves when every instance is taking requests (bounded). */
    async allReady(timeoutMs) {
      const end = Date.now() + timeoutMs;
      while ([...state.values()].some((b) => !b.ready)) {
        if (Date.now() > end) throw new Error(`the balancer has not seen every instance ready within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    /** Which instances are taking requests now. */
    readyNames: () => [...state.values()].filter((b) => b.ready).map((b) => b.name),
    /** An instance started again on a new port. */
    setPort(name, port) {
      const b = state.get(name);
      b.port = port;
      b.ready = false;
      b.missed = 0;
      b.agent.destroy();
      b.agent = new http.Agent({ keepAlive: true });
    },
    close() {
      clearInterval(timer);
      for (const b of state.values()) b.agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
