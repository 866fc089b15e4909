/**
 * `npm run bench:leads`: builds if needed, then measures the lead pipeline's background work on
 * PostgreSQL (BENCH_DATABASE_URL's server):
 * - lead form to e-mail received: the production server with SMTP_URL pointing at a real SMTP
 *   server in this process; 20 leads sent one by one, each timed from the POST to the message's
 *   arrival (DESIGN.md §7: under 5 s);
 * - the job queue's throughput: 5,000 jobs worked by two workers (ten at a time each) on their
 *   own database, in this process;
 * - a 100,000-lead CSV export: the server's peak RSS above idle while it streams the file.
 * Prints one table and writes a JSON report to bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { enqueue } from '../src/jobs/queue';
import { JobWorker } from '../src/jobs/worker';
import { openDatabase } from '../src/models/db';
import { startSmtpServer } from '../test/helpers/smtp';
import { recreateDatabase } from './lib/postgres';
import { report, type Row } from './lib/report';
import { root, rssMiB, startServer } from './lib/server';

const port = Number(process.env.BENCH_PORT ?? 3296);
const baseDatabaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ava_bench_leads';
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** A real SMTP server noting each message's arrival time by its subject. */
async function startSmtp() {
  const arrivals = new Map<string, number>();
  const server = await startSmtpServer((mail) =>
    arrivals.set(mail.subject ?? '', performance.now()),
  );
  return { url: server.url, arrivals, close: () => server.close() };
}

async function leadToEmail(baseUrl: string, arrivals: Map<string, number>): Promise<Row[]> {
  const latencies: number[] = [];
  for (let n = 1; n <= 20; n++) {
    const name = `Bench Lead ${n}`;
    const sent = performance.now();
    const response = await fetch(`${baseUrl}/api/leads`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: baseUrl,
        'X-Forwarded-For': `10.20.0.${n}`,
      },
      body: JSON.stringify({ name, email: `lead${n}@example.test`, fillMs: 10_000 }),
    });
    if (response.status !== 201) throw new Error(`lead ${n}: ${response.status}`);
    const subject = `Contact request from ${name}`;
    while (!arrivals.has(subject)) {
      if (performance.now() - sent > 30_000) throw new Error(`no e-mail for lead ${n}`);
      await sleep(2);
    }
    latencies.push(arrivals.get(subject)! - sent);
  }
  const p95 = percentile(latencies, 95);
  return [
    {
      measure: 'lead form → e-mail received, median',
      value: `${percentile(latencies, 50).toFixed(0)} ms`,
      budget: '',
      pass: null,
    },
    {
      measure: 'lead form → e-mail received, p95 (20 leads)',
      value: `${p95.toFixed(0)} ms`,
      budget: '< 5000 ms',
      pass: p95 < 5_000,
    },
  ];
}

async function queueThroughput(databaseUrl: string): Promise<Row[]> {
  await recreateDatabase(databaseUrl);
  const db = await openDatabase({ databaseUrl }, pino({ level: 'silent' }));
  await db.migrate.latest();
  const count = 5_000;
  for (let start = 0; start < count; start += 500) {
    await enqueue(
      db,
      Array.from({ length: 500 }, (_, n) => ({ kind: 'bench.noop', payload: { n: start + n } })),
    );
  }
  const handler = { kind: 'bench.noop', run: async () => undefined };
  const logger = pino({ level: 'silent' });
  const workers = [1, 2].map(
    () => new JobWorker({ db, handlers: [handler], logger, concurrency: 10, pollMs: 50 }),
  );
  const started = performance.now();
  for (const worker of workers) worker.start();
  for (;;) {
    const [row] = await db('jobs').whereNot('state', 'done').count({ left: '*' });
    if (Number(row?.left) === 0) break;
    await sleep(20);
  }
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((worker) => worker.stop()));
  await db.destroy();
  return [
    {
      measure: 'job queue throughput (2 workers × 10, PostgreSQL)',
      value: `${Math.round(count / seconds)} jobs/s`,
      budget: '',
      pass: null,
      conditions: `${count} no-op jobs in ${seconds.toFixed(1)} s`,
    },
  ];
}

async function csvExport(baseUrl: string, databaseUrl: string, pid: number): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`insert into leads (kind, name, email, company, message, source, utm_campaign)
    select 'contact', 'Lead ' || n, 'lead' || n || '@example.test', 'Company ' || n,
      repeat('A message about answering the phone. ', 5), 'newsletter', 'spring'
    from generate_series(1, 100000) as n`);
  await client.end();
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  await sleep(1_000);
  const idle = rssMiB(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 20);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/leads/export.csv`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  return [
    {
      measure: '100,000-lead CSV export: server RSS above idle (peak)',
      value: `${(peak - idle).toFixed(0)} MiB`,
      budget: '',
      pass: null,
      conditions: `${lines - 1} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB in ${seconds.toFixed(1)} s; idle ${idle.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`,
    },
  ];
}

execFileSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-build.ts'], {
  cwd: root,
  stdio: 'inherit',
});
const databaseUrl = baseDatabaseUrl;
await recreateDatabase(databaseUrl);
const smtp = await startSmtp();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ava-bench-leads-'));
const server = await startServer(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_SAMPLE_CONTENT: 'true',
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
  },
  port,
);
const rows: Row[] = [];
try {
  console.log('Measuring lead → e-mail…');
  rows.push(...(await leadToEmail(server.baseUrl, smtp.arrivals)));
  console.log('Measuring a 100,000-lead export…');
  rows.push(...(await csvExport(server.baseUrl, databaseUrl, server.process.pid!)));
} finally {
  await server.stop();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log('Measuring the job queue…');
rows.push(...(await queueThroughput(`${databaseUrl}_queue`)));
report('leads', rows, { usePglite: false });
