import { randomBytes } from 'node:crypto';
import { PostgresDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPool, handleFor, type DbHandle } from './create-db.ts';
import { migrateToLatest } from './migrate.ts';
import { MAX_PREPARED_STATEMENTS } from './prepared-statements.ts';
import { listGoals } from './repositories/goals.ts';
import { runPrepared, runStatement } from './repositories/statement-text.ts';
import { postgresTestUrl } from './testing.ts';

const ALL_GOALS = { limit: 100, offset: 0 };

const databaseUrl = postgresTestUrl();

// Prepared statements are PostgreSQL's (PGlite runs every statement unnamed): one connection, so
// that what it has prepared can be read back from pg_prepared_statements.
describe.skipIf(!databaseUrl)('statements written out once, on PostgreSQL', () => {
  let handle: DbHandle;
  // A schema of its own (the tables are needed by the built queries), on a single connection.
  const schema = `rally_prepared_${randomBytes(6).toString('hex')}`;
  beforeEach(async () => {
    const pool = createPool({
      connectionString: databaseUrl,
      max: 1,
      options: `-c search_path=${schema}`,
    });
    handle = handleFor(new PostgresDialect({ pool }), 'postgres');
    await sql`create schema if not exists ${sql.id(schema)}`.execute(handle.db);
    await migrateToLatest(handle.db);
    await sql`deallocate all`.execute(handle.db);
  });
  afterEach(async () => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
    await handle.close();
  });

  /** A user with one goal of the given title; answers the user's id. */
  const userWithGoal = async (userId: string, title: string) => {
    await handle.db
      .insertInto('users')
      .values({ id: userId, email: `${userId}@example.com` })
      .execute();
    await handle.db.insertInto('goals').values({ userId, title, category: 'health' }).execute();
    return userId;
  };

  const prepared = async () => {
    const { rows } = await sql<{ name: string; statement: string }>`
      select name, statement from pg_prepared_statements order by prepare_time`.execute(handle.db);
    return rows;
  };

  it('are prepared once per connection and answer as before; built statements are not', async () => {
    const text = 'select $1::int + 1 as "next", $2::text as "label"';
    expect(await runStatement(handle.db, text, [1, 'a'])).toEqual([{ next: 2, label: 'a' }]);
    expect(await runStatement(handle.db, text, [41, 'b'])).toEqual([{ next: 42, label: 'b' }]);
    await handle.db.selectNoFrom(sql<number>`1`.as('one')).execute();

    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]?.statement).toBe(text);
    expect(statements[0]?.name).toMatch(/^rally_[\w-]{24}$/);
  });

  it('run inside a transaction on its connection', async () => {
    const text = 'select $1::text as "inside"';
    const rows = await handle.db.transaction().execute((trx) => runStatement(trx, text, ['yes']));
    expect(rows).toEqual([{ inside: 'yes' }]);
    expect((await prepared()).map((statement) => statement.statement)).toEqual([text]);
  });

  it("fail with PostgreSQL's error each time when wrong, and the connection goes on", async () => {
    const wrong = 'select $1::int from no_such_table_here';
    for (const _attempt of [1, 2]) {
      await expect(runStatement(handle.db, wrong, [1])).rejects.toThrow(
        'relation "no_such_table_here" does not exist',
      );
    }
    expect(await runStatement(handle.db, 'select $1::int as "n"', [7])).toEqual([{ n: 7 }]);
    expect(await prepared()).toHaveLength(1);
  });

  it('include built queries run through runPrepared, answered through the plugins as before', async () => {
    const userId = await userWithGoal('prepared-user', 'Run 5k');
    const first = await listGoals(handle.db, userId, ALL_GOALS);
    expect(first).toMatchObject([{ userId, title: 'Run 5k', isCompleted: 0 }]);

    // A migration of a newer server adds a column while this one runs: its statement names its
    // columns, so PostgreSQL keeps running it.
    await sql`alter table goals add column added_later text`.execute(handle.db);
    expect(await listGoals(handle.db, userId, ALL_GOALS)).toEqual(first);
    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]?.statement).toMatch(/^select "id", "user_id", .* from "goals" where/);
  });

  it('are not prepared by a pool told not to (a pooler in between that cannot keep them)', async () => {
    const unprepared = handleFor(
      new PostgresDialect({
        pool: createPool({ connectionString: databaseUrl, max: 1 }, { preparedStatements: false }),
      }),
      'postgres',
    );
    try {
      const text = 'select $1::text as "plain"';
      expect(await runStatement(unprepared.db, text, ['a'])).toEqual([{ plain: 'a' }]);
      expect(await runStatement(unprepared.db, text, ['b'])).toEqual([{ plain: 'b' }]);
      const { rows } = await sql<{ count: number }>`
        select count(*) as count from pg_prepared_statements`.execute(unprepared.db);
      expect(rows).toEqual([{ count: 0 }]);
    } finally {
      await unprepared.close();
    }
  });

  it("run unprepared, from then on on that connection, once a migration changed a column's type", async () => {
    const userId = await userWithGoal('retyped-user', 'Swim a mile');
    const text = 'select goals.title as "title" from goals where goals.user_id = $1';
    expect(await runStatement(handle.db, text, [userId])).toEqual([{ title: 'Swim a mile' }]);

    // What an older server meets when a newer one's migration changes the type under it.
    await sql`alter table goals alter column title type varchar(500)`.execute(handle.db);
    expect(await runStatement(handle.db, text, [userId])).toEqual([{ title: 'Swim a mile' }]);
    expect(await runStatement(handle.db, text, [userId])).toEqual([{ title: 'Swim a mile' }]);
  });

  it('refuse a built query that asks for all columns', async () => {
    await expect(runPrepared(handle.db, handle.db.selectFrom('goals').selectAll())).rejects.toThrow(
      'A prepared statement must name its columns',
    );
    await expect(
      runPrepared(handle.db, handle.db.selectFrom('goals').selectAll('goals')),
    ).rejects.toThrow('A prepared statement must name its columns');
    expect(await prepared()).toEqual([]);
  });

  it(`stop at ${MAX_PREPARED_STATEMENTS} texts; further ones run unnamed`, async () => {
    for (let index = 0; index <= MAX_PREPARED_STATEMENTS; index++) {
      expect(await runStatement(handle.db, `select $1::int + ${index} as "n"`, [1])).toEqual([
        { n: 1 + index },
      ]);
    }
    const statements = await prepared();
    expect(statements.length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    expect(statements.map((statement) => statement.statement)).not.toContain(
      `select $1::int + ${MAX_PREPARED_STATEMENTS} as "n"`,
    );
  });

  it('are listed per connection: a full list on one database leaves another preparing', async () => {
    for (let index = 0; index <= MAX_PREPARED_STATEMENTS; index++) {
      await runStatement(handle.db, `select $1::int + ${index} as "n"`, [1]);
    }
    const other = handleFor(
      new PostgresDialect({ pool: createPool({ connectionString: databaseUrl, max: 1 }) }),
      'postgres',
    );
    try {
      const text = 'select $1::text as "fresh"';
      expect(await runStatement(other.db, text, ['a'])).toEqual([{ fresh: 'a' }]);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(other.db);
      expect(rows.map((row) => row.statement)).toEqual([text]);
    } finally {
      await other.close();
    }
  });
});
