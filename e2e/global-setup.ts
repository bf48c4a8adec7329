/**
 * Starts the built server on a fresh database for the suite: `$CANOPY_BIN serve --seed` with a
 * new temporary CANOPY_VAR_DIR (its own private PostgreSQL), on a free port, with the test hooks
 * on, its mail going to an SMTP sink and its billing to the loopback Stripe stand-in. Waits for
 * /api/health, maps the plans to the stand-in's prices, and returns the teardown (stop the
 * server and its PostgreSQL, remove the directory).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CANOPY_BIN, CHROMIUM, MAIL_FILE, PASSWORD, PLATFORM, PORT, REPO_ROOT, SMTP_PORT, STRIPE_BASE, STRIPE_KEY, STRIPE_PORT, STRIPE_WEBHOOK_SECRET } from './env';

/** Starts `smtp-sink.mjs` on SMTP_PORT, appending each mail to MAIL_FILE; resolves when it listens. */
async function startSmtpSink(log: NodeJS.WritableStream): Promise<ChildProcess> {
  writeFileSync(MAIL_FILE, '');
  const sink = spawn(process.execPath, [join(import.meta.dirname, 'smtp-sink.mjs'), '--port', String(SMTP_PORT), '--out', MAIL_FILE], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  sink.stderr!.pipe(log, { end: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the SMTP sink did not start within 10 s')), 10_000);
    sink.once('exit', (code) => reject(new Error(`the SMTP sink exited with code ${code}`)));
    sink.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return sink;
}

/** The demo catalogue's plans, and the stand-in's price for each plan and interval. */
const PLAN_PRICES = { starter: [19_900, 199_000], growth: [49_900, 499_000], scale: [129_900, 1_299_000] } as const;
const priceId = (plan: string, interval: 'month' | 'year') => `price_${plan}_${interval}`;

/** Starts `stripe-standin.mjs` on STRIPE_PORT, delivering its webhooks to the server. */
async function startStripe(log: NodeJS.WritableStream): Promise<ChildProcess> {
  const prices = Object.entries(PLAN_PRICES).flatMap(([plan, [monthly, yearly]]) => [
    '--price',
    `${priceId(plan, 'month')}=${monthly}/month`,
    '--price',
    `${priceId(plan, 'year')}=${yearly}/year`,
  ]);
  const stripe = spawn(
    process.execPath,
    [join(import.meta.dirname, 'stripe-standin.mjs'), '--port', String(STRIPE_PORT), '--api-key', STRIPE_KEY, '--webhook-secret', STRIPE_WEBHOOK_SECRET, '--webhook-url', `${PLATFORM}/api/billing/webhook`, ...prices],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  stripe.stderr!.pipe(log, { end: false });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Stripe stand-in did not start within 10 s')), 10_000);
    stripe.once('exit', (code) => reject(new Error(`the Stripe stand-in exited with code ${code}`)));
    stripe.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return stripe;
}

/** The operator maps the catalogue's plans to the stand-in's prices, as they would to Stripe's. */
async function mapPlansToStripe() {
  const signIn = await fetch(`${PLATFORM}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-canopy-csrf': '1' },
    body: JSON.stringify({ email: 'operator@canopy.example', password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`the operator could not sign in: ${signIn.status}`);
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  for (const plan of Object.keys(PLAN_PRICES)) {
    const path = `${PLATFORM}/api/admin/billing/plans/${plan}`;
    const current = (await (await fetch(path, { headers: { cookie } })).json()) as Record<string, unknown>;
    const { id: _id, updated_at: _updated, ...terms } = current;
    const saved = await fetch(path, {
      method: 'PUT',
      headers: { cookie, 'content-type': 'application/json', 'x-canopy-csrf': '1' },
      body: JSON.stringify({ ...terms, stripe_monthly_price: priceId(plan, 'month'), stripe_yearly_price: priceId(plan, 'year') }),
    });
    if (!saved.ok) throw new Error(`mapping ${plan} to Stripe prices: ${saved.status} ${await saved.text()}`);
  }
}

async function waitForHealth(server: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with code ${server.exitCode} before it was healthy; see ${logFile}`);
    }
    try {
      const res = await fetch(`${PLATFORM}/api/health`);
      const body = await res.text();
      if (res.ok) return;
      last = `${res.status} ${body}`;
    } catch (e) {
      last = String(e);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server was not healthy after ${timeoutMs / 1000}s (${last}); see ${logFile}`);
}

export default async function globalSetup() {
  for (const [what, path] of [
    ['the server binary (build it with cargo, or set CANOPY_BIN)', CANOPY_BIN],
    ['Chromium (apt-get install -y chromium)', CHROMIUM],
    ['the built portal (npm run build)', join(REPO_ROOT, 'portal-ui', 'dist', 'index.html')],
    ['the built back office (npm run build)', join(REPO_ROOT, 'admin-ui', 'dist', 'index.html')],
  ]) {
    if (!existsSync(path)) throw new Error(`e2e needs ${what}: ${path} does not exist`);
  }

  const varDir = mkdtempSync(join(tmpdir(), 'canopy-e2e-'));
  const logDir = join(import.meta.dirname, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, 'server.log');
  const log = createWriteStream(logFile);
  const sink = await startSmtpSink(log);
  const stripe = await startStripe(log);
  const env = {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    CANOPY_VAR_DIR: varDir,
    PORT: String(PORT),
    CANOPY_TEST_HOOKS: '1',
    RUST_LOG: 'info',
    CANOPY_PORTAL_DIST: join(REPO_ROOT, 'portal-ui', 'dist'),
    CANOPY_ADMIN_DIST: join(REPO_ROOT, 'admin-ui', 'dist'),
    STRIPE_SECRET_KEY: STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: `${STRIPE_BASE}/`,
  };
  delete (env as Record<string, string | undefined>).DATABASE_URL; // always a fresh private database

  const server = spawn(CANOPY_BIN, ['serve', '--seed'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.pipe(log, { end: false });
  server.stderr!.pipe(log, { end: false });
  console.log(`[e2e] ${CANOPY_BIN} serve --seed on port ${PORT}, CANOPY_VAR_DIR=${varDir}, log ${logFile}, mail ${MAIL_FILE}`);

  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      const exited = await Promise.race([
        new Promise<boolean>((r) => server.once('exit', () => r(true))),
        new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
      ]);
      if (!exited) server.kill('SIGKILL');
    }
    // The server stops its PostgreSQL on SIGTERM; make sure of it before removing the directory.
    spawnSync(CANOPY_BIN, ['pg-stop'], { env, stdio: 'ignore', timeout: 30_000 });
    sink.kill('SIGTERM');
    stripe.kill('SIGTERM');
    log.end();
    if (!process.env.E2E_KEEP_VAR) rmSync(varDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(server, logFile, 180_000);
    await mapPlansToStripe();
  } catch (e) {
    await stop();
    throw e;
  }
  return stop;
}
