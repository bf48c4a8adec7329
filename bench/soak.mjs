// The soak's load: CONNECTIONS virtual users on keep-alive sockets for DURATION seconds, each
// looping over a realistic mix (brokers browsing lists, rosters and groups, assisted enrollment
// of employees, report queries), with a census import committed every IMPORT_EVERY seconds
// beside them. Then a burst of BURST connections past capacity. Prints one JSON object.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

const env = (name, fallback) => process.env[name] ?? fallback;
const PORT = Number(env('PORT', '18199'));
const CONNECTIONS = Number(env('CONNECTIONS', '200'));
const DURATION = Number(env('DURATION', '600'));
const BURST = Number(env('BURST', '1500'));
const BURST_SECONDS = Number(env('BURST_SECONDS', '20'));
const IMPORT_EVERY = Number(env('IMPORT_EVERY', '60'));
const CENSUS = env('CENSUS_FILE', '');
const SESSIONS = JSON.parse(env('SESSIONS', '[]')); // [{host, cookie}]
const TIMEOUT_MS = 30_000;

function request(agent, host, cookie, method, path, body, contentType = 'application/json') {
  return new Promise((resolve) => {
    const started = performance.now();
    const headers = { host, cookie, 'x-canopy-csrf': '1', 'accept-encoding': 'identity' };
    let payload;
    if (body !== undefined) {
      payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      headers['content-type'] = contentType;
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = http.request({ host: '127.0.0.1', port: PORT, method, path: `/api${path}`, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode, retryAfter: res.headers['retry-after'], text, ms: performance.now() - started });
      });
      res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: e.message === 'timeout' ? -1 : 0, ms: performance.now() - started }));
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

class Stats {
  constructor() { this.ops = new Map(); }
  add(op, r) {
    let s = this.ops.get(op);
    if (!s) this.ops.set(op, (s = { ms: [], statuses: {} }));
    s.ms.push(r.ms);
    s.statuses[r.status] = (s.statuses[r.status] ?? 0) + 1;
    if (!(r.status >= 200 && r.status < 400) && !s.firstError) s.firstError = `${r.status} ${(r.text ?? '').slice(0, 300)}`;
  }
  summary() {
    const out = {};
    for (const [op, s] of this.ops) {
      const sorted = Float64Array.from(s.ms).sort();
      const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      const errors = Object.entries(s.statuses).filter(([code]) => !(Number(code) >= 200 && Number(code) < 400)).reduce((n, [, c]) => n + c, 0);
      out[op] = { count: sorted.length, errors, statuses: s.statuses, firstError: s.firstError, p50: at(0.5), p95: at(0.95), p99: at(0.99) };
    }
    return out;
  }
}

const json = (r) => JSON.parse(r.text);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

async function discover(agent) {
  const books = [];
  for (const s of SESSIONS) {
    const groups = json(await request(agent, s.host, s.cookie, 'GET', '/groups?per_page=100')).data;
    // Assisted elections are signed with the name of who enters them.
    const signer = json(await request(agent, s.host, s.cookie, 'GET', '/me')).user.name;
    const book = { ...s, signer, groups: groups.map((g) => g.id), participants: [], window: null, bigGroup: null };
    book.bigGroup = [...groups].sort((a, b) => b.headcount - a.headcount)[0]?.id;
    for (const g of groups.filter((x) => x.stage === 'enrollment')) {
      const windows = json(await request(agent, s.host, s.cookie, 'GET', `/groups/${g.id}/enrollments`));
      const open = (Array.isArray(windows) ? windows : windows.data ?? []).find((w) => w.state === 'open');
      if (!open) continue;
      const people = json(await request(agent, s.host, s.cookie, 'GET', `/enrollments/${open.id}/participants?per_page=200`)).data;
      book.window = open.id;
      book.participants = people.map((p) => p.employee_id);
      break;
    }
    books.push(book);
  }
  return books;
}

// One assisted enrollment: read what is offered, elect the first plan of each line (or waive).
async function enroll(agent, book, employee, stats) {
  const read = await request(agent, book.host, book.cookie, 'GET', `/enrollments/${book.window}/participants/${employee}`);
  stats.add('participant (read)', read);
  if (read.status !== 200) return;
  const detail = json(read);
  const elections = detail.lines.map((l) => (l.plans.length ? { line: l.line, plan_id: l.plans[0].plan.id, tier: 'EE' } : { line: l.line, waive_reason: 'other' }));
  const body = { expected_version: detail.current?.version ?? 0, client_key: randomUUID(), elections, signature_name: book.signer, consent: true };
  stats.add('elections (write)', await request(agent, book.host, book.cookie, 'POST', `/enrollments/${book.window}/participants/${employee}/elections`, body));
}

function browse(agent, books, stats) {
  const book = pick(books);
  const group = pick(book.groups);
  const roll = Math.random();
  if (roll < 0.3) {
    const sort = pick(['name', 'renewal_date', 'headcount', 'stage']);
    return request(agent, book.host, book.cookie, 'GET', `/groups?per_page=25&sort=${sort}&page=${1 + Math.floor(Math.random() * 2)}`).then((r) => stats.add('group list', r));
  }
  if (roll < 0.6) {
    const target = Math.random() < 0.5 ? book.bigGroup : group;
    return request(agent, book.host, book.cookie, 'GET', `/employees?group_id=${target}&per_page=50&page=${1 + Math.floor(Math.random() * 3)}`).then((r) => stats.add('roster page', r));
  }
  if (roll < 0.75) return request(agent, book.host, book.cookie, 'GET', `/groups/${group}`).then((r) => stats.add('group', r));
  if (roll < 0.85) return request(agent, book.host, book.cookie, 'GET', `/employees?q=${pick(['an', 'son', 'mar', 'li'])}&per_page=25`).then((r) => stats.add('people search', r));
  const summit = books[0];
  if (roll < 0.93) return request(agent, summit.host, summit.cookie, 'GET', '/reports/book-of-business').then((r) => stats.add('book of business report', r));
  return request(agent, summit.host, summit.cookie, 'GET', '/reports/enrollment').then((r) => stats.add('enrollment report', r));
}

async function importCensus(agent, book, stats) {
  const boundary = `----soak${randomUUID()}`;
  const file = readFileSync(CENSUS);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="census.csv"\r\ncontent-type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const upload = await request(agent, book.host, book.cookie, 'POST', `/groups/${book.importGroup}/census`, body, `multipart/form-data; boundary=${boundary}`);
  stats.add('census upload', upload);
  if (upload.status !== 200 && upload.status !== 201) return;
  const parsed = json(upload);
  const mapping = { columns: parsed.columns.map((c) => ({ index: c.index, field: c.field ?? null })) };
  stats.add('census mapping', await request(agent, book.host, book.cookie, 'PUT', `/census-imports/${parsed.id}/mapping`, mapping));
  const commit = await request(agent, book.host, book.cookie, 'POST', `/census-imports/${parsed.id}/commit`);
  stats.add('census commit', commit);
  if (commit.status >= 300) return;
  const job = json(commit).job_id;
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const state = json(await request(agent, book.host, book.cookie, 'GET', `/jobs/${job}`)).status;
    if (state === 'succeeded' || state === 'failed') {
      stats.add(`census import (${state})`, { status: state === 'succeeded' ? 200 : 500, ms: performance.now() - started });
      return;
    }
  }
}

async function soak() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 8 });
  const books = await discover(agent);
  const summit = books[0];
  summit.importGroup = process.env.IMPORT_GROUP;
  const stats = new Stats();
  const until = Date.now() + DURATION * 1000;
  const enrollers = Math.max(1, Math.round(CONNECTIONS * 0.15));
  const users = Array.from({ length: CONNECTIONS }, async (_, i) => {
    // Each enroller keeps to its own employees, as each employee enrolls only themself.
    const mine = i < enrollers ? summit.participants.filter((_, k) => k % enrollers === i) : [];
    while (Date.now() < until) {
      if (mine.length) await enroll(agent, summit, pick(mine), stats);
      else await browse(agent, books, stats);
    }
  });
  const imports = (async () => {
    if (!CENSUS || !summit.importGroup) return;
    while (Date.now() < until) {
      const next = Date.now() + IMPORT_EVERY * 1000;
      await importCensus(agent, summit, stats);
      await new Promise((r) => setTimeout(r, Math.max(0, Math.min(next, until) - Date.now())));
    }
  })();
  await Promise.all([...users, imports]);
  agent.destroy();
  return { stats: stats.summary(), participants: summit.participants.length, books: books.length };
}

// Past capacity: BURST connections at once for BURST_SECONDS, each asking for the roster.
async function burst(books) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: BURST + 8 });
  const stats = new Stats();
  const until = Date.now() + BURST_SECONDS * 1000;
  let withRetryAfter = 0;
  await Promise.all(Array.from({ length: BURST }, async () => {
    while (Date.now() < until) {
      const book = pick(books);
      const r = await request(agent, book.host, book.cookie, 'GET', `/employees?group_id=${book.bigGroup}&per_page=50`);
      if (r.status === 503 && r.retryAfter) withRetryAfter += 1;
      stats.add(r.status === 503 ? 'shed' : r.status === 200 ? 'answered' : `status ${r.status}`, r);
    }
  }));
  agent.destroy();
  return { stats: stats.summary(), withRetryAfter };
}

const mode = process.argv[2];
if (mode === 'soak') {
  console.log(JSON.stringify(await soak()));
} else if (mode === 'burst') {
  const agent = new http.Agent({ keepAlive: true });
  const books = await discover(agent);
  agent.destroy();
  console.log(JSON.stringify(await burst(books)));
} else {
  console.error('usage: soak.mjs soak|burst');
  process.exit(2);
}
