import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Statement = { name: string; types: number[] };

// The shop's queries come in a few hundred shapes; a list of ids of every length could make more. Past this
// many, a new text runs as before (unnamed), so the plans PGlite keeps stay bounded.
const MAX_STATEMENTS = 1_000;

/**
 * PGlite runs every parameterised query as an unnamed statement, parsed and planned anew each time. On the
 * catalogue's cold reads (issue 38) planning was most of the work: a product page cost 4.5 ms of CPU, of
 * which 1.3 ms once its statement was prepared. As the PostgreSQL pool's connections do
 * (`preparingClient` in client.ts), each parameterised text is parsed once under a name, then only bound
 * and executed, so PostgreSQL may settle on a generic plan after a few runs.
 *
 * The same protocol messages PGlite's own `query` sends, through its public `execProtocolStream`, inside
 * its one exclusive slot; results are read by its own `parseResults`. Queries without parameters, and
 * COPY (`blob`), go through PGlite's `query` unchanged.
 */
export function prepareStatements(client: PGlite): void {
  const statements = new Map<string, Statement>();
  const send = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function prepared(statement: Statement | undefined, text: string, options?: QueryOptions) {
    if (statement) return statement;
    const name = `s${statements.size}`;
    await send(
      protocol.serialize.parse({ name, text, ...(options?.paramTypes ? { types: options.paramTypes } : {}) }),
    );
    const types = parse.parseDescribeStatementResults(
      await send(protocol.serialize.describe({ type: 'S', name })),
    );
    const made = { name, types };
    statements.set(text, made);
    return made;
  }

  const run = <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    client._runExclusiveQuery(async () => {
      // One message per row: a large answer would overflow the stack as push's arguments.
      let messages: BackendMessage[] = [];
      try {
        const { name, types } = await prepared(statements.get(text), text, options);
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = types[index] ?? 0;
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        messages = [
          ...(await send(protocol.serialize.bind({ statement: name, values }))),
          ...(await send(protocol.serialize.describe({ type: 'P' }))),
          ...(await send(protocol.serialize.execute({}))),
        ];
      } finally {
        messages = [...messages, ...(await send(protocol.serialize.sync()))];
      }
      if (!client.isInTransaction()) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    });

  const preparable = (text: string, params: unknown[] | undefined, options?: QueryOptions) =>
    params !== undefined &&
    params.length > 0 &&
    !options?.blob &&
    (statements.has(text) || statements.size < MAX_STATEMENTS);

  const query = client.query.bind(client);
  client.query = (async <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    if (!preparable(text, params, options)) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => run<T>(text, params ?? [], options));
  }) as PGlite['query'];

  // A transaction's queries reach PGlite's private runner through the object it hands the callback.
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) =>
      callback(
        new Proxy(tx, {
          get(target, property, receiver) {
            if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
            return <R>(text: string, params?: unknown[], options?: QueryOptions) => {
              if (target.closed) throw new Error('Transaction is closed');
              return preparable(text, params, options)
                ? run<R>(text, params ?? [], options)
                : target.query<R>(text, params, options);
            };
          },
        }),
      ),
    )) as PGlite['transaction'];
}
