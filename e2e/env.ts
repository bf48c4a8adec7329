/**
 * Where the suite's server runs. The port is chosen once, in the runner process, when the config
 * is first loaded; the workers inherit it through the environment.
 */
import { execFileSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '..');

function freePort(preferred: number): number {
  const script = `
    const net = require('node:net');
    const tryPort = (p) => new Promise((ok) => {
      const s = net.createServer().once('error', () => ok(0)).listen(p, '127.0.0.1', () => {
        const got = s.address().port; s.close(() => ok(got));
      });
    });
    (async () => { let p = await tryPort(${preferred}); if (!p) p = await tryPort(0); process.stdout.write(String(p)); })();`;
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

if (!process.env.CANOPY_E2E_PORT) {
  process.env.CANOPY_E2E_PORT = String(freePort(Number(process.env.E2E_PORT ?? 18080)));
}

if (!process.env.CANOPY_E2E_SMTP_PORT) {
  process.env.CANOPY_E2E_SMTP_PORT = String(freePort(Number(process.env.E2E_SMTP_PORT ?? 12525)));
}
if (!process.env.CANOPY_E2E_STRIPE_PORT) {
  process.env.CANOPY_E2E_STRIPE_PORT = String(freePort(Number(process.env.E2E_STRIPE_PORT ?? 12111)));
}
if (!process.env.CANOPY_E2E_MAIL) {
  process.env.CANOPY_E2E_MAIL = join(import.meta.dirname, 'test-results', `mail-${process.env.CANOPY_E2E_PORT}.jsonl`);
}

export const PORT = Number(process.env.CANOPY_E2E_PORT);
/** The SMTP sink the server delivers to (`smtp-sink.mjs`), and the file it appends each mail to. */
export const SMTP_PORT = Number(process.env.CANOPY_E2E_SMTP_PORT);
export const MAIL_FILE = process.env.CANOPY_E2E_MAIL!;
/** The loopback stand-in of Stripe's API (`stripe-standin.mjs`), with its Checkout and portal pages. */
export const STRIPE_PORT = Number(process.env.CANOPY_E2E_STRIPE_PORT);
export const STRIPE_BASE = `http://127.0.0.1:${STRIPE_PORT}`;
export const STRIPE_KEY = 'sk_test_canopy_e2e';
export const STRIPE_WEBHOOK_SECRET = 'whsec_canopy_e2e';
export const PLATFORM = `http://localhost:${PORT}`;
export const SUMMIT = `http://summit.localhost:${PORT}`;
export const agencyBase = (slug: string) => `http://${slug}.localhost:${PORT}`;
export const CANOPY_BIN = process.env.CANOPY_BIN || join(homedir(), '.cache', 'canopy-target', 'debug', 'canopy');
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const PASSWORD = 'summit-demo-2026';

export const DEMO = {
  operator: { email: 'operator@canopy.example', name: 'Olivia Operator', role: 'Platform operator', base: PLATFORM },
  owner: { email: 'dana@summit.example', name: 'Dana Whitfield', role: 'Owner', base: SUMMIT },
  admin: { email: 'grace@summit.example', name: 'Grace Kim', role: 'Admin', base: SUMMIT },
  broker: { email: 'marcus@summit.example', name: 'Marcus Reyes', role: 'Broker', base: SUMMIT },
  broker2: { email: 'priya@summit.example', name: 'Priya Natarajan', role: 'Broker', base: SUMMIT },
  employerAdmin: { email: 'hannah@brightpath.example', name: 'Hannah Cole', role: 'Employer admin', base: SUMMIT },
  clientAdmin: { email: 'teresa@mesaverde.example', name: 'Teresa Alvarez', role: 'Employer admin', base: SUMMIT },
  employee: { email: 'leo@brightpath.example', name: 'Leo Martins', role: 'Employee', base: SUMMIT },
} as const;

export type DemoUser = (typeof DEMO)[keyof typeof DEMO];
