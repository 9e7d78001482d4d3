/**
 * Local scale-out: N service instances on one PostgreSQL behind a small round-robin proxy.
 * Usage: DATABASE_URL=postgres://... npx tsx scripts/cluster.ts [instances=2]
 * The proxy listens on PORT (default 8787); instances on PORT+1..PORT+N with TRUST_PROXY=1 so
 * they see the client address from X-Forwarded-For. Ctrl-C stops everything gracefully.
 * For production use a real reverse proxy (see README: nginx example).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';

const instances = Number(process.argv[2] ?? 2);
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';
if (!process.env.DATABASE_URL) {
  console.error('cluster: set DATABASE_URL to a PostgreSQL database; SQLite is single-instance');
  process.exit(2);
}

const children: ChildProcess[] = [];
const upstreams: number[] = [];
for (let i = 1; i <= instances; i++) {
  const upstream = port + i;
  upstreams.push(upstream);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(upstream),
      TRUST_PROXY: '1',
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://${host}:${port}`,
    },
    stdio: 'inherit',
  });
  children.push(child);
}

let next = 0;
const proxy = createServer((req, res) => {
  const target = upstreams[next++ % upstreams.length]!;
  const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = httpRequest(
    { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': forwarded } },
    (upRes) => {
      res.writeHead(upRes.statusCode ?? 502, upRes.headers);
      upRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'upstream instance unavailable; retry' }));
  });
  req.pipe(upstream);
});
proxy.listen(port, host, () => console.log(`cluster: ${instances} instances behind http://${host}:${port}`));

const stop = () => {
  proxy.close();
  for (const child of children) child.kill('SIGTERM');
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r))))).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
