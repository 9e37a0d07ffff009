import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Parsers = PGlite['parsers'];

/** A prepared statement: its parameters' types, and the description of its rows (none for a command). */
type Statement = { name: string; types: number[]; rows: BackendMessage[] };

/** Protocol messages as one buffer: PGlite runs every message it is handed before it answers. */
function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

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

  // Parse, describe and sync go in one call, as do bind, execute and sync: each call into PGlite costs
  // about as much as a key lookup, and an error skips to the sync in the same buffer, so the connection is
  // ready for the next query whatever happened.
  async function prepared(statement: Statement | undefined, text: string, options?: QueryOptions) {
    if (statement) return statement;
    const name = `s${statements.size}`;
    const described = await send(
      joined([
        protocol.serialize.parse({
          name,
          text,
          ...(options?.paramTypes ? { types: options.paramTypes } : {}),
        }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    // The rows' description, kept, spares describing every execution (the statement's shape is fixed).
    const made = {
      name,
      types: parse.parseDescribeStatementResults(described),
      rows: described.filter((message) => message.name === 'rowDescription'),
    };
    statements.set(text, made);
    return made;
  }

  // Drizzle hands its own parsers with every query (new functions each time, each passing its type's text
  // through), and PGlite would copy all of its own into a new object for each one. Merged once per set of
  // types instead.
  const merged = new Map<string, Parsers>();
  const parsersFor = (options?: QueryOptions): Parsers => {
    if (!options?.parsers) return client.parsers;
    const types = Object.keys(options.parsers).join(',');
    let both = merged.get(types);
    if (!both) {
      both = { ...client.parsers, ...options.parsers } as Parsers;
      merged.set(types, both);
    }
    return both;
  };

  const run = <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    client._runExclusiveQuery(async () => {
      const { name, types, rows } = await prepared(statements.get(text), text, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = types[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const answered = await send(
        joined([
          protocol.serialize.bind({ statement: name, values }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
      if (!client.isInTransaction()) await client.syncToFs();
      const { parsers: _ignored, ...rest } = options ?? {};
      return parse.parseResults([...rows, ...answered], parsersFor(options), rest)[0] as Results<T>;
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
