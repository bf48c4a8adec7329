import { createApiClient, CSRF_HEADER } from '@canopy/api';
import { describe, expect, it } from 'vitest';
import { createDataProvider, listQuery, MAX_PER_PAGE, pageInMemory, resourcePath } from './dataProvider';
import { EXPORT_MAX, exportLabel } from './layout/ListActions';

function fakeApi(answer: (req: Request) => Response = () => json(200, { data: [], total: 0 })) {
  const seen: { method: string; url: URL; csrf: string | null; body: unknown }[] = [];
  const client = createApiClient({
    baseUrl: 'http://canopy.test/api',
    fetch: async (req) => {
      const text = req.method === 'GET' ? '' : await req.clone().text();
      seen.push({ method: req.method, url: new URL(req.url), csrf: req.headers.get(CSRF_HEADER), body: text ? JSON.parse(text) : undefined });
      return answer(req);
    },
  });
  return { seen, provider: createDataProvider(client) };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('list conventions', () => {
  it('builds page, per_page, sort, order, q and filters', () => {
    expect(
      listQuery({
        pagination: { page: 3, perPage: 50 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { q: 'dana', role: 'owner', empty: '', nothing: null, nested: { a: 1 }, ids: ['a', 'b'] },
      }),
    ).toEqual({ page: 3, per_page: 50, sort: 'created_at', order: 'DESC', q: 'dana', role: 'owner', ids: ['a', 'b'] });
  });

  it('refuses resource names that are not path segments', () => {
    expect(resourcePath('client-errors', 'a/b')).toBe('/client-errors/a%2Fb');
    expect(() => resourcePath('../auth/signout')).toThrow();
  });
});

describe('dataProvider', () => {
  it('getList calls GET /api/{resource} with the query and returns data and total', async () => {
    const { seen, provider } = fakeApi(() => json(200, { data: [{ id: 'm1', name: 'Dana Whitfield' }], total: 7 }));
    const result = await provider.getList('members', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'whit', role: 'owner' },
    });
    expect(result).toEqual({ data: [{ id: 'm1', name: 'Dana Whitfield' }], total: 7 });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url.pathname).toBe('/api/members');
    expect(Object.fromEntries(seen[0].url.searchParams)).toEqual({
      page: '2',
      per_page: '25',
      sort: 'name',
      order: 'ASC',
      q: 'whit',
      role: 'owner',
    });
  });

  it('getOne, getMany and getManyReference use the resource paths', async () => {
    const { seen, provider } = fakeApi((req) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/agencies') return json(200, { data: [], total: 0 });
      return json(200, { id: url.pathname.split('/').pop(), name: 'x' });
    });
    expect((await provider.getOne('agencies', { id: 'a1' })).data).toEqual({ id: 'a1', name: 'x' });
    expect((await provider.getMany('agencies', { ids: ['a1', 'a2'] })).data.map((r) => r.id)).toEqual(['a1', 'a2']);
    await provider.getManyReference('agencies', {
      target: 'owner_id',
      id: 'u1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(seen.map((s) => s.url.pathname + s.url.search)).toEqual([
      '/api/agencies/a1',
      '/api/agencies/a1',
      '/api/agencies/a2',
      '/api/agencies?page=1&per_page=10&sort=name&order=ASC&owner_id=u1',
    ]);
  });

  it('create POSTs, update PUTs and delete DELETEs, all with the CSRF header', async () => {
    const { seen, provider } = fakeApi((req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : json(req.method === 'POST' ? 201 : 200, { id: 'a9', name: 'North', slug: 'north' }),
    );
    const created = await provider.create('agencies', { data: { name: 'North', slug: 'north' } });
    expect(created.data).toMatchObject({ id: 'a9' });
    await provider.update('agencies', { id: 'a9', data: { name: 'North' }, previousData: { id: 'a9' } });
    const deleted = await provider.delete('agencies', { id: 'a9', previousData: { id: 'a9', name: 'North' } });
    expect(deleted.data).toEqual({ id: 'a9', name: 'North' });
    expect(seen.map((s) => `${s.method} ${s.url.pathname} ${s.csrf}`)).toEqual([
      'POST /api/agencies 1',
      'PUT /api/agencies/a9 1',
      'DELETE /api/agencies/a9 1',
    ]);
    expect(seen[0].body).toEqual({ name: 'North', slug: 'north' });
  });

  it('turns API errors into HttpErrors with field errors for the form', async () => {
    const { provider } = fakeApi(() =>
      json(409, { code: 'conflict', message: 'That subdomain is taken', details: { fields: { slug: 'is taken' } }, digest: 'r1' }),
    );
    const err = await provider.create('agencies', { data: { name: 'Summit', slug: 'summit' } }).catch((e) => e);
    expect(err.name).toBe('HttpError');
    expect(err.status).toBe(409);
    expect(err.message).toBe('That subdomain is taken');
    expect(err.body.errors).toEqual({ slug: 'is taken' });
  });
});

describe('help requests', () => {
  it('lists them from GET /api/support-requests, by date or name, with the search as q', async () => {
    const request = { id: 'r1', name: 'Sam Lee', email: 'sam@brightpath.example', message: '<b>bold?</b>', page: '/help', created_at: '2026-11-30T09:00:00Z' };
    const { seen, provider } = fakeApi(() => json(200, { data: [request], total: 1 }));
    expect(await provider.getList('support-requests', { pagination: { page: 1, perPage: 25 }, sort: { field: 'created_at', order: 'DESC' }, filter: { q: 'bold' } })).toEqual({
      data: [request],
      total: 1,
    });
    await provider.getList('support-requests', { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`)).toEqual([
      'GET /api/support-requests?page=1&per_page=25&sort=created_at&order=DESC&q=bold',
      'GET /api/support-requests?page=2&per_page=25&sort=name&order=ASC',
    ]);
  });
});

describe('exports', () => {
  /** An API of 450 members that serves at most 200 a page, as the server does. */
  const members = Array.from({ length: 450 }, (_, i) => ({ id: `m${i}`, name: `Member ${i}` }));
  const paged = (req: Request) => {
    const url = new URL(req.url);
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    if (perPage > MAX_PER_PAGE) return json(400, { code: 'validation', message: 'per_page', digest: 'd' });
    return json(200, { data: members.slice((page - 1) * perPage, page * perPage), total: members.length });
  };

  it('reads every row of a list longer than one API page, a page at a time', async () => {
    const { seen, provider } = fakeApi(paged);
    const all = await provider.getList('members', {
      pagination: { page: 1, perPage: EXPORT_MAX },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'member' },
    });
    expect(all.total).toBe(450);
    expect(all.data.map((m) => m.id)).toEqual(members.map((m) => m.id));
    expect(seen.map((s) => [s.url.searchParams.get('page'), s.url.searchParams.get('per_page')])).toEqual([
      ['1', '200'],
      ['2', '200'],
      ['3', '200'],
    ]);
    expect(seen.every((s) => s.url.searchParams.get('q') === 'member' && s.url.searchParams.get('sort') === 'name')).toBe(true);
  });

  it('pages an offset that does not fall on an API page, and an ordinary page in one call', async () => {
    const { seen, provider } = fakeApi(paged);
    const second = await provider.getList('members', { pagination: { page: 2, perPage: 300 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(second.data.map((m) => m.id)).toEqual(members.slice(300, 450).map((m) => m.id));
    expect(seen.map((s) => s.url.searchParams.get('page'))).toEqual(['2', '3']);
    seen.length = 0;
    const one = await provider.getList('members', { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(one.data[0].id).toBe('m25');
    expect(seen).toHaveLength(1);
  });

  it('says when a list is longer than an export takes', () => {
    expect(exportLabel(450)).toBe('Export');
    expect(exportLabel(undefined)).toBe('Export');
    expect(exportLabel(EXPORT_MAX + 1)).toBe('Export first 50,000');
  });
});

describe('array resources (roles, domains)', () => {
  it('adds ids, filters, sorts and pages in memory', async () => {
    const roles = [
      { name: 'broker', label: 'Broker', builtin: true, member_count: 3, permissions: [] },
      { name: 'analyst', label: 'Analyst', builtin: false, member_count: 0, permissions: [] },
      { name: 'owner', label: 'Owner', builtin: true, member_count: 1, permissions: [] },
    ];
    const { seen, provider } = fakeApi(() => json(200, roles));
    const page = await provider.getList('roles', { pagination: { page: 1, perPage: 2 }, sort: { field: 'label', order: 'ASC' }, filter: {} });
    expect(page.total).toBe(3);
    expect(page.data.map((r) => r.id)).toEqual(['analyst', 'broker']);
    expect(seen[0].url.search).toBe('');
    const one = await provider.getOne('roles', { id: 'owner' });
    expect(one.data).toMatchObject({ id: 'owner', label: 'Owner' });
    expect(pageInMemory(roles, { filter: { q: 'ANAL' } }).data).toHaveLength(1);
    expect(pageInMemory(roles, { filter: { builtin: true } }).total).toBe(2);
  });

  it('sends only writable fields and names the record by its key', async () => {
    const { seen, provider } = fakeApi(() => json(200, { name: 'analyst', label: 'Analyst', builtin: false, member_count: 0, permissions: [] }));
    const res = await provider.update('roles', {
      id: 'analyst',
      data: { id: 'analyst', name: 'analyst', label: 'Analyst', builtin: false, member_count: 0, permissions: [] },
      previousData: { id: 'analyst' },
    });
    expect(seen[0].method).toBe('PUT');
    expect(seen[0].url.pathname).toBe('/api/roles/analyst');
    expect(seen[0].body).toEqual({ name: 'analyst', label: 'Analyst', permissions: [] });
    expect(res.data.id).toBe('analyst');
  });
});

describe('catalogue resources (carriers, plans, billing plans)', () => {
  const carriers = [
    { id: 'c2', name: 'Rocky Mountain Health', hios_issuer_id: '71234', min_contribution_pct: 50, min_contribution_basis: 'employee_only', min_participation_pct: 70, color: '#1565c0', plans: 8 },
    { id: 'c1', name: 'Clearview Vision & Dental', hios_issuer_id: '55678', min_contribution_pct: 0, min_contribution_basis: 'employee_only', min_participation_pct: 25, color: '#00838f', plans: 6 },
    { id: 'c3', name: 'Pioneer Benefit Life', hios_issuer_id: '64567', min_contribution_pct: 75, min_contribution_basis: 'employee_only', min_participation_pct: 70, color: '#ef6c00', plans: 10 },
  ];

  it('pages, sorts and searches carriers in memory from GET /api/catalogue/carriers', async () => {
    const { seen, provider } = fakeApi((req) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/catalogue/carriers') return json(200, carriers);
      return json(200, carriers.find((c) => url.pathname.endsWith(`/${c.id}`)));
    });
    const page = await provider.getList('carriers', { pagination: { page: 1, perPage: 2 }, sort: { field: 'plans', order: 'DESC' }, filter: {} });
    expect(page.total).toBe(3);
    expect(page.data.map((c) => c.name)).toEqual(['Pioneer Benefit Life', 'Rocky Mountain Health']);
    const found = await provider.getList('carriers', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { q: '7123' } });
    expect(found.data.map((c) => c.id)).toEqual(['c2']);
    expect((await provider.getOne('carriers', { id: 'c3' })).data).toMatchObject({ name: 'Pioneer Benefit Life' });
    expect((await provider.getMany('carriers', { ids: ['c1', 'c3'] })).data.map((c) => c.id)).toEqual(['c1', 'c3']);
    expect(seen.map((s) => s.url.pathname + s.url.search)).toEqual([
      '/api/catalogue/carriers',
      '/api/catalogue/carriers',
      '/api/catalogue/carriers/c3',
      '/api/catalogue/carriers',
    ]);
  });

  it('creates and updates carriers without the computed fields', async () => {
    const { seen, provider } = fakeApi(() => json(201, carriers[0]));
    await provider.create('carriers', { data: { name: 'North', hios_issuer_id: '12345', color: '#123456' } });
    await provider.update('carriers', { id: 'c2', data: { ...carriers[0], min_participation_pct: '75' }, previousData: carriers[0] });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}`)).toEqual(['POST /api/catalogue/carriers', 'PUT /api/catalogue/carriers/c2']);
    expect(seen[1].body).not.toHaveProperty('id');
    expect(seen[1].body).not.toHaveProperty('plans');
    expect(seen[1].body).toMatchObject({ hios_issuer_id: '71234', min_participation_pct: '75' });
  });

  it('lists plans with the API sort names and filters, and sends the plan id on update', async () => {
    const plan = { id: '71234CO0010001', carrier_id: 'c2', carrier_name: 'Rocky Mountain Health', carrier_color: '#1565c0', name: 'Gold PPO', base_rate_cents: 40000, min_participation_pct: 70 };
    const { seen, provider } = fakeApi((req) => (req.method === 'GET' ? json(200, { data: [plan], total: 1 }) : json(200, plan)));
    await provider.getList('plans', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'deductible_individual_cents', order: 'ASC' },
      filter: { q: 'gold', line: 'medical', hsa: false },
    });
    await provider.getManyReference('plans', { target: 'carrier_id', id: 'c2', pagination: { page: 1, perPage: 10 }, sort: { field: 'carrier_name', order: 'DESC' }, filter: {} });
    await provider.update('plans', { id: plan.id, data: plan, previousData: plan });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`)).toEqual([
      'GET /api/catalogue/plans?page=1&per_page=25&sort=deductible&order=ASC&q=gold&line=medical&hsa=false',
      'GET /api/catalogue/plans?page=1&per_page=10&sort=carrier&order=DESC&carrier_id=c2',
      'PUT /api/catalogue/plans/71234CO0010001',
    ]);
    expect(seen[2].body).toEqual({ id: '71234CO0010001', carrier_id: 'c2', name: 'Gold PPO' });
  });

  it('lists and writes agency plans under /api/agency-plans and reads one through the catalogue', async () => {
    const plan = { id: '71234CO0091234', agency_owned: true, carrier_id: 'c2', carrier_name: 'Rocky Mountain Health', name: 'Summit Local PPO', active: true };
    const { seen, provider } = fakeApi((req) => (new URL(req.url).pathname === '/api/agency-plans' && req.method === 'GET' ? json(200, { data: [plan], total: 1 }) : json(200, plan)));
    await provider.getList('agency-plans', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'local' } });
    expect((await provider.getOne('agency-plans', { id: plan.id })).data).toMatchObject({ name: 'Summit Local PPO' });
    await provider.create('agency-plans', { data: plan });
    await provider.update('agency-plans', { id: plan.id, data: { ...plan, active: false }, previousData: plan });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`)).toEqual([
      'GET /api/agency-plans?page=1&per_page=25&q=local',
      'GET /api/catalogue/plans/71234CO0091234',
      'POST /api/agency-plans',
      'PUT /api/agency-plans/71234CO0091234',
    ]);
    expect(seen[3].body).toEqual({ id: '71234CO0091234', carrier_id: 'c2', name: 'Summit Local PPO', active: false });
  });

  it('lists billing plans in memory from /api/admin/billing/plans and writes one without its id', async () => {
    const plans = [
      { id: 'scale', name: 'Scale', position: 3, monthly_cents: 129900, version: 2, updated_at: '2026-11-29T21:00:00Z' },
      { id: 'starter', name: 'Starter', position: 1, monthly_cents: 19900, version: 1, updated_at: '2026-11-29T21:00:00Z' },
    ];
    const { seen, provider } = fakeApi((req) => (new URL(req.url).pathname === '/api/admin/billing/plans' ? json(200, plans) : json(200, plans[0])));
    const page = await provider.getList('billing-plans', { pagination: { page: 1, perPage: 25 }, sort: { field: 'position', order: 'ASC' }, filter: {} });
    expect(page.data.map((p) => p.id)).toEqual(['starter', 'scale']);
    expect((await provider.getOne('billing-plans', { id: 'scale' })).data).toMatchObject({ name: 'Scale' });
    await provider.update('billing-plans', { id: 'scale', data: plans[0], previousData: plans[0] });
    expect(seen.map((s) => `${s.method} ${s.url.pathname}${s.url.search}`)).toEqual([
      'GET /api/admin/billing/plans',
      'GET /api/admin/billing/plans/scale',
      'PUT /api/admin/billing/plans/scale',
    ]);
    expect(seen[2].body).toEqual({ name: 'Scale', position: 3, monthly_cents: 129900, version: 2 });
  });
});
