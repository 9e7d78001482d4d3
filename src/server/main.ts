import { buildApp, ConfigError, loadConfig, migrate, openDb, serverSecret, Store } from './service.js';

/**
 * Starts the service: config, database and migrations, then HTTP. SIGTERM/SIGINT stop accepting
 * connections, let in-flight requests finish, close the database and exit 0.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDb(config.database, (err) => console.error(JSON.stringify({ level: 'warn', msg: 'idle database client error', err: err.message })));
  await migrate(db);
  const store = new Store(db);
  const { app } = await buildApp(config, { store, serverSecret: await serverSecret(db, config.secrets.serverSecret) });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ host: config.host, port: config.port });
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError ? `configuration error: ${err.message}` : err instanceof Error ? (err.stack ?? err.message) : String(err);
  console.error(message);
  process.exit(1);
});
