// A stand-in for Stripe's HTTP API on loopback for tests (Stripe itself is unreachable from them):
// the few /v1 endpoints the platform calls through async-stripe (customers, checkout sessions,
// billing portal sessions, subscriptions, invoices), answering with objects shaped like Stripe's
// (API version 2026-09-30.endive) so they deserialize into async-stripe's types, plus plain HTML
// pages standing in for Stripe Checkout, the customer portal and hosted invoices (with a PDF),
// and unauthenticated /_test controls for the Rust tests. Every state change is recorded as an
// event (GET /_test/events); with --webhook-url each event is also POSTed there, signed with the
// webhook secret like Stripe does, before the request that caused it is answered.
// Usage: node e2e/stripe-standin.mjs --port 0 --api-key sk_test_x --webhook-secret whsec_x \
//          [--webhook-url http://127.0.0.1:8080/api/billing/webhook] \
//          [--price price_growth_monthly=49900/month:Growth ...] [--verbose]   (prints "ready <port>")
// --verbose logs each /v1 request (method, path, form body, idempotency key) to stderr.
//
// API:   POST /v1/customers, GET|POST /v1/customers/:id
//        POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire
//        POST /v1/billing_portal/sessions
//        GET /v1/subscriptions[?customer=&status=], GET|POST|DELETE /v1/subscriptions/:id
//        GET /v1/invoices[?customer=&subscription=&status=&limit=&starting_after=], GET /v1/invoices/:id
//        GET /v1/prices/:id, GET /v1/products/:id, GET /v1/events, GET /v1/events/:id
//        (`expand[]` is honoured for ids of objects the stand-in holds, e.g. subscription,
//        latest_invoice, customer, items.data.price.product, and `line_items` of a checkout session.)
// Pages: GET|POST /pay/:checkout_session, GET /portal/:portal_session,
//        POST /portal/:portal_session/cancel/:subscription, GET /invoices/:id, GET /invoices/:id.pdf
// Tests: POST /_test/checkout/:cs/complete, POST /_test/subscriptions/:id/payment_failed,
//        POST /_test/subscriptions/:id/payment_succeeded   (each answers { subscription, invoice, events }),
//        GET /_test/events (every event so far, oldest first)
//
// Completing a checkout (the Subscribe button, or the test control) creates the customer if the
// session had none, an active subscription (metadata from subscription_data[metadata], period one
// interval from now) and its paid first invoice, then emits checkout.session.completed,
// customer.subscription.created, invoice.paid. payment_failed is a renewal that fails: the period
// moves on, a new open invoice (attempt_count 1; or the open one again, attempt_count + 1), the
// subscription past_due; emits invoice.payment_failed, customer.subscription.updated.
// payment_succeeded pays the open invoice (or bills a new renewal, paid), the subscription active;
// emits invoice.paid, customer.subscription.updated. Changing the price (items[0][id] and
// items[0][price]) bills nothing. Events' `created` strictly increases (a second apart at least).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { URL, URLSearchParams } from 'node:url';

const API_VERSION = '2026-09-30.endive';

// ---------------------------------------------------------------------------------------------
// Command line

// `--name value` (as the other test servers take them) or `--name=value`; --price repeats.
function parseArgs(argv) {
  const out = { prices: [] };
  for (let i = 0; i < argv.length; i++) {
    if (!argv[i].startsWith('--')) continue;
    const eq = argv[i].indexOf('=');
    const name = eq > 0 ? argv[i].slice(2, eq) : argv[i].slice(2);
    const value = eq > 0 ? argv[i].slice(eq + 1) : name === 'verbose' ? 'true' : argv[++i];
    if (name === 'price') out.prices.push(value);
    else out[name] = value;
  }
  return out;
}

const args = parseArgs(process.argv.slice(2));
const apiKey = args['api-key'];
const webhookSecret = args['webhook-secret'];
const webhookUrl = args['webhook-url'] || null;
const verbose = 'verbose' in args;
if (args.port === undefined || !apiKey || !webhookSecret) {
  console.error(
    'usage: stripe-standin.mjs --port N --api-key sk_test_x --webhook-secret whsec_x [--webhook-url URL] [--price ID=CENTS/month|year[:Product name] ...]',
  );
  process.exit(2);
}

const titleCase = (s) =>
  s
    .split(/[_\s-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const bootTime = Math.floor(Date.now() / 1000);
const prices = new Map(); // price id -> Stripe Price (the Plan and Product are derived from it)
const products = new Map(); // product id -> Stripe Product
for (const spec of args.prices) {
  const m = /^([^=\s]+)=(\d+)\/(month|year)(?::(.+))?$/.exec(spec ?? '');
  if (!m) {
    console.error(`stripe-standin: bad --price ${JSON.stringify(spec)} (want ID=CENTS/month|year[:Product name])`);
    process.exit(2);
  }
  const [, id, cents, interval, name] = m;
  const productName = name?.trim() || titleCase(id.replace(/^price_/, '').replace(/_(monthly|yearly|annual|month|year)$/, ''));
  const productId = `prod_${productName.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'plan'}`;
  if (!products.has(productId)) {
    products.set(productId, {
      id: productId,
      object: 'product',
      active: true,
      created: bootTime,
      default_price: id,
      description: null,
      images: [],
      livemode: false,
      marketing_features: [],
      metadata: {},
      name: productName,
      package_dimensions: null,
      shippable: null,
      statement_descriptor: null,
      tax_code: null,
      type: 'service',
      unit_label: null,
      updated: bootTime,
      url: null,
    });
  }
  prices.set(id, {
    id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: bootTime,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId,
    recurring: { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: Number(cents),
    unit_amount_decimal: String(Number(cents)),
  });
}

// The Plan twin of a Price, as Stripe still puts on subscription items.
const planOf = (price) => ({
  id: price.id,
  object: 'plan',
  active: price.active,
  amount: price.unit_amount,
  amount_decimal: price.unit_amount_decimal,
  billing_scheme: 'per_unit',
  created: price.created,
  currency: price.currency,
  interval: price.recurring.interval,
  interval_count: price.recurring.interval_count,
  livemode: false,
  metadata: {},
  meter: null,
  nickname: null,
  product: price.product,
  tiers_mode: null,
  transform_usage: null,
  trial_period_days: null,
  usage_type: 'licensed',
});

// ---------------------------------------------------------------------------------------------
// State (all in memory; every stored object is already in Stripe's JSON shape)

const customers = new Map();
const checkoutSessions = new Map();
const sessionPlans = new Map(); // checkout session id -> { price, quantity, subscriptionMetadata }
const portalSessions = new Map();
const subscriptions = new Map();
const invoices = new Map();
const events = [];
const order = new Map(); // object id -> creation sequence, to sort objects created in the same second
let sequence = 0;
let baseUrl = ''; // http://127.0.0.1:<port>, known once listening

const now = () => Math.floor(Date.now() / 1000);
const clone = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const newId = (prefix, length = 24) => {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const b of bytes) id += ALPHABET[b % ALPHABET.length];
  return id;
};
const remember = (id) => {
  order.set(id, ++sequence);
  return id;
};

const money = (cents) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const day = (ts) => (ts ? new Date(ts * 1000).toISOString().slice(0, 10) : '');

// One billing interval after `ts`, clamping the day of month like Stripe (Jan 31 + 1 month = Feb 28/29).
function addInterval(ts, interval) {
  const d = new Date(ts * 1000);
  const months = interval === 'year' ? 12 : 1;
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = target % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Math.floor(
    Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()) / 1000,
  );
}

function lookup(id) {
  if (typeof id !== 'string') return undefined;
  return (
    customers.get(id) ??
    subscriptions.get(id) ??
    invoices.get(id) ??
    checkoutSessions.get(id) ??
    portalSessions.get(id) ??
    prices.get(id) ??
    products.get(id)
  );
}

// ---------------------------------------------------------------------------------------------
// Errors in Stripe's shape

class StripeError extends Error {
  constructor(status, message, { type = 'invalid_request_error', code, param } = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } };
    if (code) this.body.error.doc_url = `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;
  }
}
const noSuch = (kind, id, param = 'id', status = 404) =>
  new StripeError(status, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
const missing = (param) => new StripeError(400, `Missing required param: ${param}.`, { code: 'parameter_missing', param });
const invalid = (param, message) => new StripeError(400, message, { code: 'parameter_invalid', param });

// ---------------------------------------------------------------------------------------------
// Form bodies with Stripe's bracket notation: a[b][0][c]=v -> { a: { b: [ { c: 'v' } ] } }

function parseForm(text) {
  const root = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const first = rawKey.indexOf('[');
    const path = first < 0 ? [rawKey] : [rawKey.slice(0, first), ...[...rawKey.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node = root;
    path.forEach((part, i) => {
      const key = part === '' ? String(Object.keys(node).length) : part; // a[]=x appends
      if (i === path.length - 1) node[key] = value;
      else {
        if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
        node = node[key];
      }
    });
  }
  // Objects whose keys are all indexes become arrays.
  const arrays = (node) => {
    if (typeof node !== 'object' || node === null) return node;
    for (const k of Object.keys(node)) node[k] = arrays(node[k]);
    const keys = Object.keys(node);
    if (keys.length && keys.every((k) => /^\d+$/.test(k))) return keys.sort((a, b) => a - b).map((k) => node[k]);
    return node;
  };
  return arrays(root);
}

const asBool = (value, param) => {
  if (value === undefined) return undefined;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  throw invalid(param, `Invalid boolean: ${value}`);
};
const asArray = (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]);
// Stripe's metadata update semantics: keys merge in, an empty value deletes a key, metadata='' clears all.
function mergeMetadata(current, update, param = 'metadata') {
  if (update === undefined) return current;
  if (update === '') return {};
  if (typeof update !== 'object' || Array.isArray(update)) throw invalid(param, 'Invalid hash');
  const next = { ...current };
  for (const [k, v] of Object.entries(update)) {
    if (v === '') delete next[k];
    else next[k] = String(v);
  }
  return next;
}

// Replace ids by the objects they name along each expand path ("subscription", "data.customer",
// "items.data.price.product"), on a copy; unknown paths are left as they are.
function expand(object, paths) {
  const result = clone(object);
  const walk = (node, segments) => {
    if (!segments.length || typeof node !== 'object' || node === null) return;
    const [key, ...rest] = segments;
    if (node.object === 'list' && key === 'data') {
      node.data.forEach((item) => walk(item, rest));
      return;
    }
    if (key === 'line_items' && node.object === 'checkout.session' && node.line_items === undefined) {
      node.line_items = checkoutLineItems(checkoutSessions.get(node.id) ?? node);
    } else if (typeof node[key] === 'string' && lookup(node[key])) {
      node[key] = clone(lookup(node[key]));
    }
    walk(node[key], rest);
  };
  for (const path of asArray(paths)) walk(result, String(path).split('.'));
  return result;
}

// ---------------------------------------------------------------------------------------------
// Events and webhooks

let lastEventCreated = 0;
let deliveries = Promise.resolve(); // every delivery chains on the previous one: strictly in order
let delivering = 0;

function emit(type, object, previousAttributes) {
  // `created` strictly increases, so ordering events by it agrees with the list.
  lastEventCreated = Math.max(now(), lastEventCreated + 1);
  const event = {
    id: remember(newId('evt_')),
    object: 'event',
    api_version: API_VERSION,
    created: lastEventCreated,
    data: { object: clone(object), ...(previousAttributes ? { previous_attributes: clone(previousAttributes) } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  events.push(event);
  if (webhookUrl) deliveries = deliveries.then(() => deliver(event));
  return event;
}

// The values of the top-level fields that changed, as Stripe gives them in *.updated events.
function changedFrom(before, after) {
  const previous = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[key] = before[key] ?? null;
  }
  return previous;
}

function signature(payload, secret, timestamp = now()) {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function deliver(event) {
  const body = JSON.stringify(event);
  delivering++;
  return new Promise((resolve) => {
    const request = http.request(
      webhookUrl,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'Stripe-Signature': signature(body, webhookSecret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        timeout: 15_000,
      },
      (response) => {
        const chunks = [];
        response.on('data', (c) => chunks.push(c));
        response.on('end', () => {
          if (response.statusCode < 200 || response.statusCode >= 300) {
            const text = Buffer.concat(chunks).toString('utf8').slice(0, 500);
            console.error(`stripe-standin: webhook ${event.id} (${event.type}) -> HTTP ${response.statusCode} ${text}`);
          }
          resolve();
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out after 15s')));
    request.on('error', (err) => {
      console.error(`stripe-standin: webhook ${event.id} (${event.type}) to ${webhookUrl} failed: ${err.message}`);
      resolve();
    });
    request.end(body);
  }).finally(() => {
    delivering--;
  });
}

// Answer only once the events a request caused are delivered. A request that arrives while a
// delivery is in flight is most likely the webhook handler calling back into the API; waiting
// for the queue there would deadlock, so its events are just queued.
const settled = () => (webhookUrl && delivering === 0 ? deliveries : Promise.resolve());

// ---------------------------------------------------------------------------------------------
// Customers

function createCustomer(params) {
  const id = remember(newId('cus_', 14));
  const customer = {
    id,
    object: 'customer',
    address: null,
    balance: 0,
    created: now(),
    currency: null,
    default_source: null,
    delinquent: false,
    description: params.description ?? null,
    discount: null,
    email: params.email ?? null,
    invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: mergeMetadata({}, params.metadata),
    name: params.name ?? null,
    next_invoice_sequence: 1,
    phone: params.phone ?? null,
    preferred_locales: asArray(params.preferred_locales),
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
  customers.set(id, customer);
  return customer;
}

function updateCustomer(customer, params) {
  for (const key of ['email', 'name', 'phone', 'description']) {
    if (params[key] !== undefined) customer[key] = params[key] === '' ? null : params[key];
  }
  customer.metadata = mergeMetadata(customer.metadata, params.metadata);
  return customer;
}

const getCustomer = (id, param) => {
  const customer = customers.get(id);
  if (!customer) throw param ? noSuch('customer', id, param, 400) : noSuch('customer', id);
  return customer;
};

// ---------------------------------------------------------------------------------------------
// Checkout

function createCheckoutSession(params) {
  if (!params.mode) throw missing('mode');
  if (params.mode !== 'subscription') throw invalid('mode', `The stand-in only supports mode=subscription, not ${params.mode}.`);
  const items = asArray(params.line_items);
  if (!items.length) throw missing('line_items');
  if (items.length > 1) throw invalid('line_items', 'The stand-in supports one line item per checkout session.');
  const priceId = items[0].price;
  if (!priceId) throw missing('line_items[0][price]');
  const price = prices.get(priceId);
  if (!price) throw noSuch('price', priceId, 'line_items[0][price]', 400);
  const quantity = Number(items[0].quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1) throw invalid('line_items[0][quantity]', 'Invalid positive integer');
  if (params.customer) getCustomer(params.customer, 'customer');
  const id = remember(newId('cs_test_', 58));
  const created = now();
  const session = {
    id,
    object: 'checkout.session',
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: params.allow_promotion_codes === undefined ? null : asBool(params.allow_promotion_codes, 'allow_promotion_codes'),
    amount_subtotal: price.unit_amount * quantity,
    amount_total: price.unit_amount * quantity,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: params.billing_address_collection ?? null,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    client_secret: null,
    consent: null,
    consent_collection: null,
    created,
    currency: 'usd',
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: params.customer ?? null,
    customer_creation: params.customer ? null : 'always',
    customer_details: null,
    customer_email: params.customer_email ?? null,
    discounts: [],
    expires_at: created + 24 * 3600,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: params.locale ?? null,
    metadata: mergeMetadata({}, params.metadata),
    mode: 'subscription',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_options: {},
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    recovered_from: null,
    setup_intent: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: params.success_url ?? null,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: `${baseUrl}/pay/${id}`,
  };
  // Kept aside (not part of Stripe's object): what completing the session creates.
  sessionPlans.set(id, {
    price: priceId,
    quantity,
    subscriptionMetadata: mergeMetadata({}, params.subscription_data?.metadata, 'subscription_data[metadata]'),
  });
  checkoutSessions.set(id, session);
  return session;
}

function checkoutLineItems(session) {
  const plan = sessionPlans.get(session.id);
  const price = plan && prices.get(plan.price);
  const data = price
    ? [
        {
          id: `li_${session.id.slice(8, 32)}`,
          object: 'item',
          amount_discount: 0,
          amount_subtotal: price.unit_amount * plan.quantity,
          amount_tax: 0,
          amount_total: price.unit_amount * plan.quantity,
          currency: 'usd',
          description: products.get(price.product)?.name ?? price.id,
          price: clone(price),
          quantity: plan.quantity,
        },
      ]
    : [];
  return { object: 'list', data, has_more: false, url: `/v1/checkout/sessions/${session.id}/line_items` };
}

const getSession = (id) => {
  const session = checkoutSessions.get(id);
  if (!session) throw noSuch('checkout.session', id);
  return session;
};

// Pays the session: a customer (if it had none), an active subscription, its paid first invoice.
function completeCheckout(session) {
  if (session.status === 'complete') return { subscription: session.subscription, events: [] };
  if (session.status !== 'open') throw new StripeError(400, `This Checkout Session is ${session.status} and can no longer be completed.`);
  const plan = sessionPlans.get(session.id);
  const customer = session.customer ? customers.get(session.customer) : createCustomer({ email: session.customer_email ?? 'customer@example.test' });
  const subscription = createSubscription(customer, plan.price, plan.quantity, plan.subscriptionMetadata);
  const invoice = createInvoice(subscription, { billingReason: 'subscription_create', paid: true });
  subscription.latest_invoice = invoice.id;
  Object.assign(session, {
    status: 'complete',
    payment_status: 'paid',
    customer: customer.id,
    customer_details: {
      address: null,
      email: customer.email,
      name: customer.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    },
    subscription: subscription.id,
    url: null,
  });
  const emitted = [
    emit('checkout.session.completed', session),
    emit('customer.subscription.created', subscription),
    emit('invoice.paid', invoice),
  ];
  return { subscription: subscription.id, invoice: invoice.id, events: emitted.map((e) => e.id) };
}

// ---------------------------------------------------------------------------------------------
// Subscriptions and invoices

function subscriptionItem(subscriptionId, price, quantity, start, end, id = newId('si_', 14)) {
  return {
    id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: start,
    current_period_end: end,
    current_period_start: start,
    discounts: [],
    metadata: {},
    plan: planOf(price),
    price: clone(price),
    quantity,
    subscription: subscriptionId,
    tax_rates: [],
  };
}

function createSubscription(customer, priceId, quantity, metadata) {
  const price = prices.get(priceId);
  const id = remember(newId('sub_'));
  const start = now();
  const end = addInterval(start, price.recurring.interval);
  const subscription = {
    id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: start,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    currency: 'usd',
    customer: customer.id,
    days_until_due: null,
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [subscriptionItem(id, price, quantity, start, end)],
      has_more: false,
      total_count: 1,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: { ...metadata },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: start,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
  };
  subscriptions.set(id, subscription);
  return subscription;
}

const getSubscription = (id) => {
  const subscription = subscriptions.get(id);
  if (!subscription) throw noSuch('subscription', id);
  return subscription;
};

// An invoice for the subscription's current period (one line: its price × quantity).
function createInvoice(subscription, { billingReason, paid }) {
  const customer = customers.get(subscription.customer);
  const item = subscription.items.data[0];
  const price = prices.get(item.price.id);
  const amount = price.unit_amount * (item.quantity ?? 1);
  const id = remember(newId('in_'));
  const created = now();
  const number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence++).padStart(4, '0')}`;
  const product = products.get(price.product);
  const line = {
    id: newId('il_'),
    object: 'line_item',
    amount,
    currency: 'usd',
    description: `${item.quantity ?? 1} × ${product.name} (at ${money(price.unit_amount)} / ${price.recurring.interval})`,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: id,
    livemode: false,
    metadata: { ...subscription.metadata },
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: subscription.id,
        subscription_item: item.id,
      },
      type: 'subscription_item_details',
    },
    period: { end: item.current_period_end, start: item.current_period_start },
    pretax_credit_amounts: [],
    pricing: { price_details: { price: price.id, product: price.product }, type: 'price_details', unit_amount_decimal: price.unit_amount_decimal },
    quantity: item.quantity ?? 1,
    subscription: subscription.id,
    subtotal: amount,
    taxes: [],
  };
  const invoice = {
    id,
    object: 'invoice',
    account_country: 'US',
    account_name: 'Canopy (Stripe stand-in)',
    account_tax_ids: null,
    amount_due: amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: billingReason,
    collection_method: 'charge_automatically',
    confirmation_secret: null,
    created,
    currency: 'usd',
    custom_fields: null,
    customer: customer.id,
    customer_address: null,
    customer_email: customer.email,
    customer_name: customer.name,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: `${baseUrl}/invoices/${id}`,
    invoice_pdf: `${baseUrl}/invoices/${id}.pdf`,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: [line], has_more: false, total_count: 1, url: `/v1/invoices/${id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id, subscription_proration_date: null },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: item.current_period_end,
    period_start: item.current_period_start,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subscription: subscription.id,
    subtotal: amount,
    subtotal_excluding_tax: amount,
    test_clock: null,
    threshold_reason: null,
    total: amount,
    total_discount_amounts: [],
    total_excluding_tax: amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: created,
  };
  if (paid) payInvoice(invoice);
  invoices.set(id, invoice);
  return invoice;
}

function payInvoice(invoice) {
  Object.assign(invoice, {
    amount_paid: invoice.amount_due,
    amount_remaining: 0,
    attempt_count: invoice.attempt_count + 1,
    attempted: true,
    next_payment_attempt: null,
    status: 'paid',
  });
  invoice.status_transitions.paid_at = now();
}

const getInvoice = (id) => {
  const invoice = invoices.get(id);
  if (!invoice) throw noSuch('invoice', id);
  return invoice;
};

const byNewest = (a, b) => b.created - a.created || (order.get(b.id) ?? 0) - (order.get(a.id) ?? 0);

// A renewal: the subscription moves on to its next period, billed by a new invoice.
function renew(subscription, paid) {
  const item = subscription.items.data[0];
  item.current_period_start = item.current_period_end;
  item.current_period_end = addInterval(item.current_period_start, item.price.recurring.interval);
  const invoice = createInvoice(subscription, { billingReason: 'subscription_cycle', paid });
  subscription.latest_invoice = invoice.id;
  return invoice;
}

function assertNotCanceled(subscription) {
  if (subscription.status === 'canceled') {
    throw new StripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.', {
      param: 'subscription',
    });
  }
}

function updateSubscription(subscription, params) {
  const before = clone(subscription);
  const cancelAtPeriodEnd = asBool(params.cancel_at_period_end, 'cancel_at_period_end');
  const items = asArray(params.items);
  if (cancelAtPeriodEnd !== undefined || items.length) assertNotCanceled(subscription);
  if (items.length > 1) throw invalid('items', 'The stand-in supports subscriptions with one item.');
  if (items.length) {
    const change = items[0];
    const item = subscription.items.data[0];
    if (!change.id) {
      // Stripe would add a second item (billing twice); the platform must name the item it replaces.
      throw invalid('items[0][id]', 'The stand-in needs items[0][id] (the current subscription item) to change the price.');
    }
    if (change.id !== item.id) throw noSuch('subscription item', change.id, 'items[0][id]', 400);
    if (change.price !== undefined) {
      const price = prices.get(change.price);
      if (!price) throw noSuch('price', change.price, 'items[0][price]', 400);
      item.price = clone(price);
      item.plan = planOf(price);
    }
    if (change.quantity !== undefined) item.quantity = Number(change.quantity);
    if (change.metadata !== undefined) item.metadata = mergeMetadata(item.metadata, change.metadata, 'items[0][metadata]');
  }
  if (cancelAtPeriodEnd !== undefined && cancelAtPeriodEnd !== subscription.cancel_at_period_end) {
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    subscription.cancel_at = cancelAtPeriodEnd ? subscription.items.data[0].current_period_end : null;
    subscription.canceled_at = cancelAtPeriodEnd ? now() : null;
    subscription.cancellation_details = {
      comment: cancelAtPeriodEnd ? (params.cancellation_details?.comment ?? null) : null,
      feedback: cancelAtPeriodEnd ? (params.cancellation_details?.feedback ?? null) : null,
      reason: cancelAtPeriodEnd ? 'cancellation_requested' : null,
    };
  }
  subscription.metadata = mergeMetadata(subscription.metadata, params.metadata);
  if (params.description !== undefined) subscription.description = params.description || null;
  const previous = changedFrom(before, subscription);
  if (!Object.keys(previous).length) return { subscription, events: [] }; // like Stripe: no change, no event
  const event = emit('customer.subscription.updated', subscription, previous);
  return { subscription, events: [event.id] };
}

function cancelSubscription(subscription, params = {}) {
  if (subscription.status === 'canceled') throw new StripeError(400, `The subscription ${subscription.id} is already canceled.`);
  const at = now();
  Object.assign(subscription, {
    status: 'canceled',
    canceled_at: at,
    ended_at: at,
    cancel_at: null,
    cancel_at_period_end: false,
    cancellation_details: {
      comment: params.cancellation_details?.comment ?? null,
      feedback: params.cancellation_details?.feedback ?? null,
      reason: 'cancellation_requested',
    },
  });
  const event = emit('customer.subscription.deleted', subscription);
  return { subscription, events: [event.id] };
}

function paymentFailed(subscription) {
  assertNotCanceled(subscription);
  const before = clone(subscription);
  let invoice = [...invoices.values()].find((i) => i.subscription === subscription.id && i.status === 'open');
  if (invoice) invoice.attempt_count += 1; // a retry of the invoice already due
  else {
    invoice = renew(subscription, false);
    invoice.attempt_count = 1;
  }
  Object.assign(invoice, { attempted: true, next_payment_attempt: now() + 3 * 24 * 3600 });
  subscription.status = 'past_due';
  const emitted = [
    emit('invoice.payment_failed', invoice),
    emit('customer.subscription.updated', subscription, changedFrom(before, subscription)),
  ];
  return { subscription: subscription.id, invoice: invoice.id, events: emitted.map((e) => e.id) };
}

function paymentSucceeded(subscription) {
  assertNotCanceled(subscription);
  const before = clone(subscription);
  let invoice = [...invoices.values()].find((i) => i.subscription === subscription.id && i.status === 'open');
  if (invoice) payInvoice(invoice);
  else invoice = renew(subscription, true);
  subscription.status = 'active';
  const emitted = [
    emit('invoice.paid', invoice),
    emit('customer.subscription.updated', subscription, changedFrom(before, subscription)),
  ];
  return { subscription: subscription.id, invoice: invoice.id, events: emitted.map((e) => e.id) };
}

function list(objects, url, query) {
  const limit = Math.min(Math.max(Number(query.limit ?? 10) || 10, 1), 100);
  let sorted = objects.sort(byNewest);
  if (query.starting_after) {
    const at = sorted.findIndex((o) => o.id === query.starting_after);
    sorted = at < 0 ? [] : sorted.slice(at + 1);
  } else if (query.ending_before) {
    const at = sorted.findIndex((o) => o.id === query.ending_before);
    sorted = at < 0 ? [] : sorted.slice(Math.max(0, at - limit), at);
  }
  return { object: 'list', data: sorted.slice(0, limit), has_more: sorted.length > limit, url };
}

// ---------------------------------------------------------------------------------------------
// HTML pages and the invoice PDF

const esc = (s) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const page = (title, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; margin: 0; }
  main { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; }
  .note { color: #4a4a4a; font-size: 0.9rem; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #d0d0d0; }
  button { background: #5433d6; color: #fff; border: 0; border-radius: 4px; padding: 0.5rem 1rem; font-size: 1rem; cursor: pointer; }
  a { color: #3b23a8; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;

const productName = (priceId) => products.get(prices.get(priceId)?.product)?.name ?? priceId;

function checkoutPage(session) {
  const plan = sessionPlans.get(session.id);
  const price = prices.get(plan.price);
  const customer = session.customer ? customers.get(session.customer) : null;
  const email = customer?.email ?? session.customer_email;
  const per = price.recurring.interval;
  if (session.status !== 'open') {
    const next = session.status === 'complete' ? session.success_url : session.cancel_url;
    return page(
      'Stripe test checkout',
      `<h1>Stripe test checkout</h1>
<p>This checkout session is ${esc(session.status)}.</p>
${next ? `<p><a href="${esc(next.replaceAll('{CHECKOUT_SESSION_ID}', session.id))}">Continue</a></p>` : ''}`,
    );
  }
  return page(
    'Stripe test checkout',
    `<h1>Stripe test checkout</h1>
<p class="note">A stand-in for Stripe Checkout: no card is needed, subscribing succeeds at once.</p>
<dl>
  <dt>Product</dt><dd>${esc(productName(plan.price))}</dd>
  <dt>Price</dt><dd>${esc(money(price.unit_amount))} per ${esc(per)}${plan.quantity > 1 ? ` × ${plan.quantity}` : ''}</dd>
  <dt>Total</dt><dd>${esc(money(price.unit_amount * plan.quantity))} per ${esc(per)}</dd>
  ${email ? `<dt>Email</dt><dd>${esc(email)}</dd>` : ''}
</dl>
<form method="post" action="/pay/${esc(session.id)}">
  <button type="submit">Subscribe</button>
</form>
${session.cancel_url ? `<p><a href="${esc(session.cancel_url)}">Back</a></p>` : ''}`,
  );
}

function portalPage(portal) {
  const customer = customers.get(portal.customer);
  const subs = [...subscriptions.values()].filter((s) => s.customer === customer.id).sort(byNewest);
  const invs = [...invoices.values()].filter((i) => i.customer === customer.id).sort(byNewest);
  const subRows = subs
    .map((s) => {
      const item = s.items.data[0];
      const status = s.cancel_at_period_end && s.status !== 'canceled' ? `${s.status} (cancels ${day(s.cancel_at)})` : s.status;
      const action =
        s.status === 'canceled'
          ? ''
          : `<form method="post" action="/portal/${esc(portal.id)}/cancel/${esc(s.id)}"><button type="submit">Cancel subscription</button></form>`;
      return `<tr><td>${esc(productName(item.price.id))}</td><td>${esc(status)}</td><td>${esc(day(item.current_period_end))}</td><td>${action}</td></tr>`;
    })
    .join('\n');
  const invoiceRows = invs
    .map(
      (i) =>
        `<tr><td>${esc(i.number)}</td><td>${esc(day(i.created))}</td><td>${esc(money(i.total))}</td><td>${esc(i.status)}</td><td><a href="/invoices/${esc(i.id)}.pdf">Download PDF</a></td></tr>`,
    )
    .join('\n');
  return page(
    'Stripe test customer portal',
    `<h1>Stripe test customer portal</h1>
<p class="note">${esc(customer.name ?? '')}${customer.name && customer.email ? ' · ' : ''}${esc(customer.email ?? '')}</p>
<h2>Subscriptions</h2>
${
  subs.length
    ? `<table>
<thead><tr><th scope="col">Product</th><th scope="col">Status</th><th scope="col">Current period end</th><th scope="col">Action</th></tr></thead>
<tbody>
${subRows}
</tbody>
</table>`
    : '<p>No subscriptions.</p>'
}
<h2>Invoices</h2>
${
  invs.length
    ? `<table>
<thead><tr><th scope="col">Number</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">PDF</th></tr></thead>
<tbody>
${invoiceRows}
</tbody>
</table>`
    : '<p>No invoices.</p>'
}
${portal.return_url ? `<p><a href="${esc(portal.return_url)}">Return</a></p>` : ''}`,
  );
}

function invoicePage(invoice) {
  const line = invoice.lines.data[0];
  return page(
    `Invoice ${invoice.number}`,
    `<h1>Invoice ${esc(invoice.number)}</h1>
<dl>
  <dt>Billed to</dt><dd>${esc(invoice.customer_name ?? '')} ${esc(invoice.customer_email ?? '')}</dd>
  <dt>Date</dt><dd>${esc(day(invoice.created))}</dd>
  <dt>Period</dt><dd>${esc(day(invoice.period_start))} to ${esc(day(invoice.period_end))}</dd>
  <dt>Item</dt><dd>${esc(line.description)}</dd>
  <dt>Amount</dt><dd>${esc(money(invoice.total))}</dd>
  <dt>Status</dt><dd>${esc(invoice.status)}</dd>
</dl>
<p><a href="/invoices/${esc(invoice.id)}.pdf">Download PDF</a></p>`,
  );
}

// A one-page PDF 1.4 (Helvetica, text only) with correct cross-reference offsets.
function invoicePdf(invoice) {
  const ascii = (s) => String(s ?? '').replace(/[^\x20-\x7e]/g, (c) => (c === '×' ? 'x' : '?'));
  const text = (s) => `(${ascii(s).replace(/[\\()]/g, '\\$&')})`;
  const lines = [
    [24, `Invoice ${invoice.number}`],
    [12, `Amount: ${money(invoice.total)} (${invoice.currency.toUpperCase()})`],
    [12, `Status: ${invoice.status}`],
    [12, `Billed to: ${[invoice.customer_name, invoice.customer_email].filter(Boolean).join(', ')}`],
    [12, `Period: ${day(invoice.period_start)} to ${day(invoice.period_end)}`],
    [12, invoice.lines.data[0].description],
    [10, `Issued ${day(invoice.created)} by ${invoice.account_name}`],
  ];
  let y = 760;
  const content = lines
    .map(([size, s], i) => {
      y -= i === 0 ? 0 : size === 24 ? 36 : 22;
      return `BT /F1 ${size} Tf 72 ${y} Td ${text(s)} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Title ${text(`Invoice ${invoice.number}`)} /Producer (Canopy Stripe stand-in) >>`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(pdf, 'latin1');
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

// ---------------------------------------------------------------------------------------------
// HTTP

function send(res, status, body, headers = {}) {
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': payload.length,
    'Request-Id': newId('req_', 14),
    'Stripe-Version': API_VERSION,
    'Cache-Control': 'no-store',
    ...(status >= 400 && status < 500 ? { 'Stripe-Should-Retry': 'false' } : {}),
    ...headers,
  });
  res.end(payload);
}
const html = (res, status, body) => send(res, status, body, { 'Content-Type': 'text/html; charset=utf-8' });
const redirect = (res, location) => send(res, 303, '', { Location: location, 'Content-Type': 'text/plain' });

function authorized(req) {
  const header = req.headers.authorization ?? '';
  const [scheme, credentials = ''] = header.split(/\s+/, 2);
  if (/^bearer$/i.test(scheme)) return credentials === apiKey;
  if (/^basic$/i.test(scheme)) return Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] === apiKey;
  return false;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const idempotent = new Map(); // "<key> <method> <path>" -> [status, body]

// The /v1 API: returns [status, body].
function api(method, path, params) {
  const parts = path.split('/').slice(2); // ['', 'v1', ...]
  const [resource, id, action] = parts;
  const route = `${method} ${resource}${id === undefined ? '' : '/:id'}${action === undefined ? '' : `/${action}`}`;
  const withExpand = (object) => [200, params.expand ? expand(object, params.expand) : object];
  switch (route) {
    case 'POST customers':
      return withExpand(createCustomer(params));
    case 'GET customers/:id':
      return withExpand(getCustomer(id));
    case 'POST customers/:id':
      return withExpand(updateCustomer(getCustomer(id), params));
    case 'GET subscriptions': {
      const subs = [...subscriptions.values()].filter(
        (s) =>
          (!params.customer || s.customer === params.customer) &&
          (params.status === 'all' || (params.status ? s.status === params.status : s.status !== 'canceled')) &&
          (!params.price || s.items.data[0].price.id === params.price),
      );
      return withExpand(list(subs, '/v1/subscriptions', params));
    }
    case 'GET subscriptions/:id':
      return withExpand(getSubscription(id));
    case 'POST subscriptions/:id':
      return withExpand(updateSubscription(getSubscription(id), params).subscription);
    case 'DELETE subscriptions/:id':
      return withExpand(cancelSubscription(getSubscription(id), params).subscription);
    case 'GET invoices': {
      const invs = [...invoices.values()].filter(
        (i) =>
          (!params.customer || i.customer === params.customer) &&
          (!params.subscription || i.subscription === params.subscription) &&
          (!params.status || i.status === params.status),
      );
      return withExpand(list(invs, '/v1/invoices', params));
    }
    case 'GET invoices/:id':
      return withExpand(getInvoice(id));
    case 'GET prices/:id': {
      const price = prices.get(id);
      if (!price) throw noSuch('price', id);
      return withExpand(price);
    }
    case 'GET products/:id': {
      const product = products.get(id);
      if (!product) throw noSuch('product', id);
      return withExpand(product);
    }
    case 'GET events':
      return [200, list([...events].filter((e) => !params.type || e.type === params.type), '/v1/events', params)];
    case 'GET events/:id': {
      const event = events.find((e) => e.id === id);
      if (!event) throw noSuch('event', id);
      return [200, event];
    }
  }
  // Two-segment resources.
  const sub = `${method} ${resource}/${id}${parts[2] === undefined ? '' : '/:id'}${parts[3] === undefined ? '' : `/${parts[3]}`}`;
  switch (sub) {
    case 'POST checkout/sessions':
      return withExpand(createCheckoutSession(params));
    case 'GET checkout/sessions/:id':
      return withExpand(getSession(parts[2]));
    case 'POST checkout/sessions/:id/expire': {
      const session = getSession(parts[2]);
      if (session.status !== 'open') throw new StripeError(400, `Only Checkout Sessions with a status of open can be expired.`);
      Object.assign(session, { status: 'expired', url: null });
      emit('checkout.session.expired', session);
      return withExpand(session);
    }
    case 'POST billing_portal/sessions': {
      if (!params.customer) throw missing('customer');
      getCustomer(params.customer, 'customer');
      const portalId = remember(newId('bps_'));
      const portal = {
        id: portalId,
        object: 'billing_portal.session',
        configuration: params.configuration ?? 'bpc_standin_default',
        created: now(),
        customer: params.customer,
        flow: null,
        livemode: false,
        locale: params.locale ?? null,
        on_behalf_of: null,
        return_url: params.return_url ?? null,
        url: `${baseUrl}/portal/${portalId}`,
      };
      portalSessions.set(portalId, portal);
      return withExpand(portal);
    }
  }
  throw new StripeError(404, `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`);
}

async function handle(req, res) {
  const url = new URL(req.url, 'http://127.0.0.1');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const method = req.method.toUpperCase();
  const raw = await readBody(req);
  let m;

  if (path.startsWith('/v1/')) {
    if (!authorized(req)) {
      const given = req.headers.authorization ? 'Invalid API Key provided.' : 'You did not provide an API key.';
      throw new StripeError(401, `${given} You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').`);
    }
    const key = req.headers['idempotency-key'];
    const memo = key && method === 'POST' ? `${key} ${method} ${path}` : null;
    if (memo && idempotent.has(memo)) {
      const [status, body] = idempotent.get(memo);
      return send(res, status, body, { 'Idempotent-Replayed': 'true' });
    }
    if (verbose) {
      const query = url.search ? decodeURIComponent(url.search) : '';
      console.error(`stripe-standin: ${method} ${path}${query}${raw ? ` ${decodeURIComponent(raw)}` : ''}${key ? ` (Idempotency-Key ${key})` : ''}`);
    }
    const params = { ...parseForm(url.search.slice(1)), ...parseForm(raw) };
    let status, body;
    try {
      [status, body] = api(method, path, params);
    } catch (err) {
      if (!(err instanceof StripeError)) throw err;
      [status, body] = [err.status, err.body];
    }
    if (memo) idempotent.set(memo, [status, body]);
    await settled();
    return send(res, status, body);
  }

  if ((m = /^\/pay\/([^/]+)$/.exec(path))) {
    const session = checkoutSessions.get(m[1]);
    if (!session) return html(res, 404, page('Not found', '<h1>Checkout session not found</h1>'));
    if (method === 'GET') return html(res, 200, checkoutPage(session));
    if (method === 'POST') {
      if (session.status === 'open') completeCheckout(session);
      await settled();
      if (session.status === 'complete' && session.success_url) return redirect(res, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
      return redirect(res, `/pay/${session.id}`);
    }
  }

  if ((m = /^\/portal\/([^/]+)(?:\/cancel\/([^/]+))?$/.exec(path))) {
    const portal = portalSessions.get(m[1]);
    if (!portal) return html(res, 404, page('Not found', '<h1>Portal session not found</h1>'));
    if (method === 'GET' && !m[2]) return html(res, 200, portalPage(portal));
    if (method === 'POST' && m[2]) {
      const subscription = subscriptions.get(m[2]);
      if (!subscription || subscription.customer !== portal.customer) {
        return html(res, 404, page('Not found', '<h1>Subscription not found</h1>'));
      }
      if (subscription.status !== 'canceled') cancelSubscription(subscription);
      await settled();
      return redirect(res, `/portal/${portal.id}`);
    }
  }

  if ((m = /^\/invoices\/([^/]+?)(\.pdf)?$/.exec(path)) && method === 'GET') {
    const invoice = invoices.get(m[1]);
    if (!invoice) return html(res, 404, page('Not found', '<h1>Invoice not found</h1>'));
    if (m[2]) {
      return send(res, 200, invoicePdf(invoice), {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="Invoice-${invoice.number}.pdf"`,
      });
    }
    return html(res, 200, invoicePage(invoice));
  }

  if (path.startsWith('/_test/')) {
    let result;
    if (method === 'GET' && path === '/_test/events') return send(res, 200, events);
    if (method === 'POST' && (m = /^\/_test\/checkout\/([^/]+)\/complete$/.exec(path))) {
      result = completeCheckout(getSession(m[1]));
    } else if (method === 'POST' && (m = /^\/_test\/subscriptions\/([^/]+)\/(payment_failed|payment_succeeded)$/.exec(path))) {
      const subscription = getSubscription(m[1]);
      result = m[2] === 'payment_failed' ? paymentFailed(subscription) : paymentSucceeded(subscription);
    } else {
      throw new StripeError(404, `Unrecognized test control (${method}: ${path}).`);
    }
    await settled();
    return send(res, 200, result);
  }

  if (method === 'GET' && path === '/') {
    return html(res, 200, page('Stripe stand-in', '<h1>Stripe stand-in</h1><p>A loopback stand-in of the Stripe API for tests.</p>'));
  }
  return html(res, 404, page('Not found', '<h1>Not found</h1>'));
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((err) => {
    if (err instanceof StripeError) return send(res, err.status, err.body);
    console.error('stripe-standin:', err);
    send(res, 500, { error: { type: 'api_error', message: String(err?.message ?? err) } });
  });
});

server.on('error', (err) => {
  console.error(`stripe-standin: ${err.message}`);
  process.exit(1);
});
server.listen(Number(args.port), '127.0.0.1', () => {
  const { port } = server.address();
  baseUrl = `http://127.0.0.1:${port}`;
  console.log(`ready ${port}`);
});
// Ends with the test process that started it (its stdin closes).
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
