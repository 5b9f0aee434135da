/**
 * Starts the API: bootstrap, listen, and shut down cleanly on SIGTERM/SIGINT:
 * `/v1/ready` answers 503 at once, requests are still served for
 * SHUTDOWN_DRAIN_MS (the balancer's time to notice and stop sending), then
 * in-flight requests finish and the database closes.
 */
import { bootstrap } from './bootstrap.ts';
import { DEMO_CREDENTIALS } from './seed/seed-demo.ts';

const { app, config, database, hasDemoUsers } = await bootstrap();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} alındı; kapanıyor…`);
  app.beginShutdown();
  const timer = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000);
  try {
    if (config.shutdownDrainMs > 0) await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
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
