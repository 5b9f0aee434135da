/**
 * Starts the API: bootstrap, listen, and shut down cleanly on SIGTERM/SIGINT
 * (in-flight requests finish, then the database closes).
 */
import { bootstrap } from './bootstrap.ts';
import { DEMO_CREDENTIALS } from './seed/seed-demo.ts';

const { app, config, database, hasDemoUsers } = await bootstrap();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} alındı; kapanıyor…`);
  const timer = setTimeout(() => process.exit(1), 10_000);
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(timer);
    process.exit(0);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(`Yalı API hazır: http://${config.host}:${config.port} (${database.kind})`);
if (hasDemoUsers) {
  console.log('Demo giriş bilgileri:');
  for (const c of DEMO_CREDENTIALS) console.log(`  ${c.role.padEnd(5)} ${c.email} / ${c.password}`);
}
