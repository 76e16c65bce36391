/**
 * Named statements on PGlite (decision 0042). PGlite's query() sends every statement unnamed, so
 * PostgreSQL parses and plans it on each run, in WebAssembly on the server's own thread: the
 * picture-set query spent several times longer being planned than run. Here a query of fixed text is
 * parsed once under a name of its own and afterwards only bound and executed, as postgres-js does with
 * PostgreSQL; PostgreSQL keeps a generic plan after five runs. Only PGlite's public protocol API is used
 * (execProtocol, protocol.serialize, parse.parseResults), the way PGlite's own query() uses it.
 *
 * For reads only (the hot reads made named by namedStatement): a statement that fails is forgotten
 * and prepared once more (a table changed under it), which is safe to repeat for a read.
 */
import { parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

type Statement = { name: string; types: number[] };

export class PgliteStatements {
  readonly #pg: PGlite;
  readonly #known = new Map<string, Statement>();
  #count = 0;

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** The caller holds the database (the statement queue in client.ts): nothing else runs meanwhile. */
  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const known = this.#known.get(text);
    if (known) {
      try {
        return await this.#execute<T>(known, params, options);
      } catch {
        this.#known.delete(text);
        await this.#protocol([protocol.serialize.close({ type: 'S', name: known.name })]).catch(() => {});
      }
    }
    return this.#execute<T>(await this.#prepare(text), params, options);
  }

  async #prepare(text: string): Promise<Statement> {
    // unique per instance: the test harness hands one PGlite instance from app to app
    const name = `shop_named_${this.#count++}`;
    const messages = await this.#protocol([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name })]);
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    this.#known.set(text, statement);
    return statement;
  }

  async #execute<T>(statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const serializers = this.#pg.serializers as Record<number, (value: unknown) => string>;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[i]!;
      const serialize = options?.serializers?.[type] ?? serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.#protocol([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
    ]);
    return parse.parseResults(messages, this.#pg.parsers, options)[0] as Results<T>;
  }

  /** The messages one by one, as PGlite's query() sends them, and Sync afterwards even after an error. */
  #protocol(messages: Uint8Array[]) {
    return this.#pg.runExclusive(async () => {
      const out = [];
      try {
        for (const message of messages) out.push(...(await this.#pg.execProtocol(message, { syncToFs: false })).messages);
      } finally {
        out.push(...(await this.#pg.execProtocol(protocol.serialize.sync(), { syncToFs: false, throwOnError: false })).messages);
      }
      return out;
    });
  }
}
