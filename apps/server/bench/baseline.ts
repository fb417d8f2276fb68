/**
 * The benchmark's baseline: a bare Fastify server answering one route with one primary-key SELECT
 * on the same database as the application (PostgreSQL), or on a PGlite database of its own (an
 * embedded database belongs to one process). What the application reaches is reported as a share
 * of what this reaches on the same machine in the same run.
 */
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

async function main() {
  const port = Number(process.env.PORT);
  const url = process.env.DATABASE_URL;
  let lookup: (id: string) => Promise<unknown>;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    lookup = async (id) => (await pool.query('select id, email from accounts where id = $1', [id])).rows[0];
  } else {
    const db = await PGlite.create();
    await db.exec(
      `create table accounts (id uuid primary key, email text not null);
       insert into accounts values ('${process.env.BASELINE_ID}', 'baseline@example.com');`,
    );
    lookup = async (id) => (await db.query('select id, email from accounts where id = $1', [id])).rows[0];
  }
  const id = process.env.BASELINE_ID!;
  const app = Fastify({ logger: false });
  app.get('/baseline', async () => ({ success: true, message: 'ok', data: await lookup(id) }));
  await app.listen({ port, host: '127.0.0.1' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
