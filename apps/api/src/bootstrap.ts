/**
 * Everything a start needs before it listens: configuration, database
 * (migrated), storage, token service, and the first data — the demo agency
 * in demo mode, or the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (under
 * the password policy; a password it refuses stops the start with the reason).
 * A demo's first start on the embedded database is prepared in a child process
 * (cli/prepare-demo.ts), so that its memory leaves with it.
 */
import { count, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { startJobs } from './jobs/scheduler.ts';
import { startMailSender } from './jobs/mail-sender.ts';
import { startCalendarSyncJob } from './modules/calendar-sync/sync-job.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { users } from './db/schema.ts';
import { hashPassword } from './lib/password.ts';
import { passwordPolicyProblem } from './lib/password-policy.ts';
import { connectRedis } from './lib/redis.ts';
import { resolveJwtSecret } from './lib/secret.ts';
import { createTokenService } from './lib/tokens.ts';
import { demoSummary } from './seed/demo-summary.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { createStorage } from './storage/create-storage.ts';

export type Logger = { info: (msg: string) => void };

/**
 * Runs cli/prepare-demo (its .ts from the sources, its .js from the bundle, with this process's
 * Node flags) and waits for it; throws when it fails.
 */
async function prepareDemoInChild(): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  const entry = path.join(path.dirname(here), 'cli', `prepare-demo${path.extname(here)}`);
  // The loader and memory flags carry over; a watcher or debugger of this process must not follow it.
  const execArgv = process.execArgv.filter((a) => !/^--(watch|inspect)/.test(a));
  const child = spawn(process.execPath, [...execArgv, entry], { stdio: 'inherit', env: process.env });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`Demo verisi hazırlanamadı (çıkış kodu ${code}).`);
}

export async function bootstrap(config: Config = loadConfig(), log: Logger = { info: (m) => console.log(m) }) {
  const pgliteDir = path.join(config.dataDir, 'pglite');
  // A demo's first start on the embedded database prepares it in a child process (cli/prepare-demo.ts).
  if (config.demo && !config.databaseUrl && !existsSync(pgliteDir)) await prepareDemoInChild();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  const storage = await createStorage(config);
  const tokens = createTokenService(await resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtlSeconds);

  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) === 0) {
    if (config.demo) {
      const started = Date.now();
      log.info('Boş veritabanı: demo acentesi yükleniyor…');
      await seedDemo({ db: database.db, storage });
      log.info(`Demo verisi ${((Date.now() - started) / 1000).toFixed(1)} sn’de yüklendi.`);
      log.info(await demoSummary(database.db));
    } else if (config.adminEmail && config.adminPassword) {
      // The first admin's password is set here: the policy of the back office applies (issue 22, finding 10).
      const problem = await passwordPolicyProblem(config.adminPassword);
      if (problem) {
        await database.close();
        throw new Error(`ADMIN_PASSWORD kabul edilmedi: ${problem}`);
      }
      // Instances started together (deploy/) may all find no user: the address's unique index lets one insert.
      const created = await database.db
        .insert(users)
        .values({
          email: config.adminEmail,
          password_hash: await hashPassword(config.adminPassword),
          role: 'ADMIN',
          first_name: 'Yönetici',
          last_name: '',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (created.length > 0) log.info(`İlk yönetici oluşturuldu: ${config.adminEmail}`);
    } else {
      log.info('Uyarı: kullanıcı yok. İlk yönetici için ADMIN_EMAIL ve ADMIN_PASSWORD tanımlayın.');
    }
  }
  const demoUsers = await database.db.select({ n: count() }).from(users).where(sql`${users.email} like '%@example.com'`);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, { warn: (o, m) => console.warn(m, o) }) : undefined;
  const app = await buildApp({ config, database, storage, tokens, redis });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Option lapse, stay completion and old login attempts every minute; advisory-locked, so safe with several processes.
  startJobs(app);
  // Outbox → SMTP every 30 s when SMTP_URL is set (otherwise mails wait in the outbox).
  startMailSender(app);
  startCalendarSyncJob(app);
  return { app, config, database, hasDemoUsers: (demoUsers[0]?.n ?? 0) > 0 };
}
