import pg from 'pg';

/** Runs one statement on a connection of its own and returns its rows (for tests). */
export async function queryOnce(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
