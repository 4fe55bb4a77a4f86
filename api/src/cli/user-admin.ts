import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/index.ts';
import { makeAdmin } from '../features/auth/index.ts';
import { createLogger } from '../logger.ts';

/** `npm run user:admin -- <email>`: promotes an account to admin, creating it when missing. */
const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run user:admin -- <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config, createLogger(config.logLevel), { attach: true });
try {
  await migrateToLatest(database.db);
  const result = await makeAdmin(database.db, email);
  const verb = result.created ? 'Created' : 'Promoted';
  console.log(`${verb} ${result.email} (@${result.username}) as an admin.`);
  if (result.oneTimePassword) {
    console.log(`One-time password: ${result.oneTimePassword}`);
    console.log('Sign in with it, then set your own in Settings > Accounts > Update Password.');
  }
} catch (error) {
  if (!(error instanceof z.ZodError)) throw error;
  console.error(`Not a valid e-mail address: ${email}`);
  process.exitCode = 2;
} finally {
  await database.close();
}
