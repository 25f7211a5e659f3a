import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from './http.ts';

/**
 * A small stand-in for the Stripe API on 127.0.0.1, for testing the real `stripe` SDK offline:
 * customers, products, prices (by lookup key), subscriptions and billing portal sessions, with
 * form-encoded bodies and idempotent replays as Stripe does them. It also plays Stripe's side of a
 * subscription's life (a payment, a renewal, a plan change) and records the events Stripe would send.
 */

type Json = Record<string, unknown>;
type Form = { [key: string]: FormValue };
type FormValue = string | FormValue[] | Form;

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Form;
  idempotencyKey: string | null;
}

export interface StripeEventJson {
  id: string;
  type: string;
  data: { object: Json };
  [key: string]: unknown;
}

interface PriceRecord {
  id: string;
  object: 'price';
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: 'month' | 'year'; interval_count: 1 };
  lookup_key: string | null;
  active: boolean;
  metadata: Json;
}

interface SubscriptionRecord {
  id: string;
  customer: string;
  status: string;
  metadata: Json;
  itemId: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  latestInvoice: string;
}

interface InvoiceRecord {
  id: string;
  customer: string;
  subscription: string;
  status: 'open' | 'paid';
  clientSecret: string;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }
}

const DAY_SECONDS = 86_400;
const PERIOD_SECONDS = { month: 30 * DAY_SECONDS, year: 365 * DAY_SECONDS } as const;

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;

/** `items[0][price]=p&expand[0]=x` → `{ items: [{ price: 'p' }], expand: ['x'] }`, as Stripe reads it. */
function parseStripeForm(text: string): Form {
  const root: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(name);
    if (!match) continue;
    const path = [
      match[1] ?? '',
      ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    let node: Form = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      const next = node[segment];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[segment] = {};
      node = node[segment] as Form;
    });
  }
  return arraysFromIndexes(root) as Form;
}

function arraysFromIndexes(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(
    keys.map((key) => [key, arraysFromIndexes(value[key] ?? '')]),
  );
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key] ?? '') : converted;
}

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;
const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
const record = (value: FormValue | undefined): Form =>
  value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};

export interface StripeMock {
  /** Pass to `createStripeClient`/`createStripeBillingProvider`. */
  config: { secretKey: string; host: string; port: number; protocol: 'http'; maxNetworkRetries: 0 };
  requests: RecordedStripeRequest[];
  /** The events Stripe would have sent, in the order things happened. */
  events: StripeEventJson[];
  /** Stripe's clock, in Unix seconds; set it with `setNow`, move it with `advanceDays`. */
  now(): number;
  setNow(seconds: number): void;
  advanceDays(days: number): void;
  products(): Json[];
  prices(): PriceRecord[];
  subscription(id: string): Json;
  /** Every subscription of the customer, as Stripe would list them. */
  subscriptionsOf(customerId: string): Json[];
  /** Creates a product and a price directly, as the sync script would have. */
  seedPrice(lookupKey: string, unitAmount: number, interval: 'month' | 'year'): string;
  /** The customer pays the open invoice of an incomplete or past-due subscription. */
  payInvoice(subscriptionId: string): void;
  /**
   * What Stripe does when Stripe.js confirms a payment: pays the open invoice whose payment has this
   * client secret. Answers the subscription's id; an unknown secret throws, as Stripe refuses it.
   */
  payByClientSecret(clientSecret: string): string;
  /** The client secret of the subscription's open invoice, as create-subscription handed it out. */
  clientSecretOf(subscriptionId: string): string;
  /**
   * Sends the events not yet sent to a webhook endpoint, one by one in order, each signed with
   * `secret` as Stripe signs them (the SDK's test header). Answers the endpoint's statuses.
   */
  deliverEvents(endpoint: string, secret: string): Promise<number[]>;
  /** The period ends: a new one starts and its invoice is paid, or fails (past due). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): void;
  /** The customer switches plan in the portal; a new interval starts a new, paid period at once. */
  changePrice(subscriptionId: string, lookupKey: string): void;
  close(): Promise<void>;
}

export async function startStripeMock(): Promise<StripeMock> {
  const requests: RecordedStripeRequest[] = [];
  const events: StripeEventJson[] = [];
  const customers = new Map<string, Json>();
  const products = new Map<string, Json>();
  const prices = new Map<string, PriceRecord>();
  const subscriptions = new Map<string, SubscriptionRecord>();
  const invoices = new Map<string, InvoiceRecord>();
  const replays = new Map<string, { request: string; status: number; body: unknown }>();
  let clock = Math.floor(Date.now() / 1000);
  /** How many of `events` `deliverEvents` has sent. */
  let delivered = 0;

  const priceOf = (id: string): PriceRecord => {
    const price = prices.get(id);
    if (!price) throw new StripeApiError(404, `No such price: '${id}'`);
    return price;
  };
  const subscriptionOf = (id: string): SubscriptionRecord => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new StripeApiError(404, `No such subscription: '${id}'`);
    return subscription;
  };

  const invoiceJson = (invoice: InvoiceRecord): Json => ({
    id: invoice.id,
    object: 'invoice',
    customer: invoice.customer,
    status: invoice.status,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: invoice.subscription, metadata: {} },
    },
    confirmation_secret: { client_secret: invoice.clientSecret, type: 'payment_intent' },
  });

  const subscriptionJson = (subscription: SubscriptionRecord, expand: string[] = []): Json => {
    const invoice = invoices.get(subscription.latestInvoice);
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      metadata: subscription.metadata,
      cancel_at_period_end: false,
      items: {
        object: 'list',
        data: [
          {
            id: subscription.itemId,
            object: 'subscription_item',
            price: priceOf(subscription.priceId),
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
          },
        ],
      },
      latest_invoice:
        invoice && expand.some((path) => path.startsWith('latest_invoice'))
          ? invoiceJson(invoice)
          : subscription.latestInvoice,
    };
  };

  const emit = (type: string, object: Json) => {
    events.push({
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: clock,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    });
  };

  const openInvoice = (subscription: SubscriptionRecord): InvoiceRecord => {
    const invoice: InvoiceRecord = {
      id: newId('in'),
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      clientSecret: `${newId('pi')}_secret_${randomBytes(8).toString('hex')}`,
    };
    invoices.set(invoice.id, invoice);
    subscription.latestInvoice = invoice.id;
    return invoice;
  };

  const startPeriod = (subscription: SubscriptionRecord, start: number) => {
    subscription.periodStart = start;
    subscription.periodEnd =
      start + PERIOD_SECONDS[priceOf(subscription.priceId).recurring.interval];
  };

  const payLatest = (subscription: SubscriptionRecord) => {
    const invoice = invoices.get(subscription.latestInvoice);
    if (!invoice) throw new Error(`No invoice for ${subscription.id}`);
    // Cancelling a subscription voids its open invoice: nothing is left to pay.
    if (subscription.status === 'canceled') {
      throw new StripeApiError(400, `Subscription ${subscription.id} is canceled.`);
    }
    invoice.status = 'paid';
    subscription.status = 'active';
    emit('invoice.paid', invoiceJson(invoice));
    emit('customer.subscription.updated', subscriptionJson(subscription));
  };

  const createPrice = (params: Form): PriceRecord => {
    const lookupKey = text(params.lookup_key) ?? null;
    const holder = [...prices.values()].find((price) => price.lookup_key === lookupKey);
    if (lookupKey !== null && holder) {
      if (text(params.transfer_lookup_key) !== 'true') {
        throw new StripeApiError(400, `A price (${holder.id}) already uses that lookup key.`);
      }
      holder.lookup_key = null;
    }
    const product = text(params.product) ?? '';
    if (!products.has(product)) throw new StripeApiError(404, `No such product: '${product}'`);
    const interval = text(record(params.recurring).interval);
    if (interval !== 'month' && interval !== 'year') {
      throw new StripeApiError(400, 'recurring[interval] must be month or year');
    }
    const price: PriceRecord = {
      id: newId('price'),
      object: 'price',
      product,
      unit_amount: Number(text(params.unit_amount)),
      currency: text(params.currency) ?? 'usd',
      recurring: { interval, interval_count: 1 },
      lookup_key: lookupKey,
      active: true,
      metadata: record(params.metadata),
    };
    prices.set(price.id, price);
    return price;
  };

  const upsertProduct = (id: string, params: Form): Json => {
    const product = {
      ...(products.get(id) ?? { id, object: 'product', active: true, metadata: {} }),
      ...(text(params.name) !== undefined ? { name: text(params.name) } : {}),
      ...(text(params.description) !== undefined ? { description: text(params.description) } : {}),
      ...(params.metadata !== undefined ? { metadata: record(params.metadata) } : {}),
    };
    products.set(id, product);
    return product;
  };

  type Handler = (params: Form, pathId: string) => unknown;
  const routes: Array<{ method: string; pattern: RegExp; handle: Handler }> = [
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (params) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          email: text(params.email) ?? null,
          metadata: record(params.metadata),
        };
        customers.set(customer.id, customer);
        return customer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/products\/([^/]+)$/,
      handle: (_params, id) => {
        const product = products.get(id);
        if (!product) throw new StripeApiError(404, `No such product: '${id}'`);
        return product;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/products$/,
      handle: (params) => {
        const id = text(params.id) ?? newId('prod');
        if (products.has(id)) throw new StripeApiError(400, `Product already exists: '${id}'`);
        return upsertProduct(id, params);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/products\/([^/]+)$/,
      handle: (params, id) => {
        if (!products.has(id)) throw new StripeApiError(404, `No such product: '${id}'`);
        return upsertProduct(id, params);
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/prices$/,
      handle: (params) => {
        const lookupKeys = list(params.lookup_keys).map(String);
        const active = text(params.active);
        const data = [...prices.values()].filter(
          (price) =>
            (lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key ?? '')) &&
            (active === undefined || String(price.active) === active),
        );
        return { object: 'list', url: '/v1/prices', has_more: false, data };
      },
    },
    { method: 'POST', pattern: /^\/v1\/prices$/, handle: (params) => createPrice(params) },
    {
      method: 'POST',
      pattern: /^\/v1\/prices\/([^/]+)$/,
      handle: (params, id) => {
        const price = priceOf(id);
        if (text(params.active) !== undefined) price.active = text(params.active) === 'true';
        return price;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions$/,
      handle: (params) => {
        const customer = text(params.customer) ?? '';
        if (!customers.has(customer))
          throw new StripeApiError(404, `No such customer: '${customer}'`);
        const priceId = text(record(list(params.items)[0]).price) ?? '';
        priceOf(priceId);
        if (text(params.payment_behavior) !== 'default_incomplete') {
          throw new StripeApiError(400, 'This mock only creates default_incomplete subscriptions.');
        }
        const subscription: SubscriptionRecord = {
          id: newId('sub'),
          customer,
          status: 'incomplete',
          metadata: record(params.metadata),
          itemId: newId('si'),
          priceId,
          periodStart: 0,
          periodEnd: 0,
          latestInvoice: '',
        };
        subscriptions.set(subscription.id, subscription);
        startPeriod(subscription, clock);
        openInvoice(subscription);
        emit('customer.subscription.created', subscriptionJson(subscription));
        return subscriptionJson(subscription, list(params.expand).map(String));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (params, id) => subscriptionJson(subscriptionOf(id), list(params.expand).map(String)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (params, id) => {
        const subscription = subscriptionOf(id);
        const newPrice = text(record(list(params.items)[0]).price);
        if (newPrice !== undefined) switchPrice(subscription, newPrice);
        if (params.metadata !== undefined) subscription.metadata = record(params.metadata);
        return subscriptionJson(subscription, list(params.expand).map(String));
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (_params, id) => {
        const subscription = subscriptionOf(id);
        subscription.status = 'canceled';
        emit('customer.subscription.deleted', subscriptionJson(subscription));
        return subscriptionJson(subscription);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: (params) => {
        const customer = text(params.customer) ?? '';
        if (!customers.has(customer))
          throw new StripeApiError(404, `No such customer: '${customer}'`);
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          customer,
          return_url: text(params.return_url) ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
        };
      },
    },
  ];

  function switchPrice(subscription: SubscriptionRecord, priceId: string): void {
    const before = priceOf(subscription.priceId).recurring.interval;
    subscription.priceId = priceOf(priceId).id;
    if (priceOf(priceId).recurring.interval === before) {
      emit('customer.subscription.updated', subscriptionJson(subscription));
      return;
    }
    // A new interval resets the billing cycle: the new period starts now and is invoiced at once.
    startPeriod(subscription, clock);
    openInvoice(subscription);
    payLatest(subscription);
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
    const method = incoming.method ?? 'GET';
    const body = await readBody(incoming);
    const params = parseStripeForm(
      method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body,
    );
    const header = incoming.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' ? header : null;
    requests.push({ method, path: url.pathname, params, idempotencyKey });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      response.end(JSON.stringify(payload));
    };
    if (!/^Bearer sk_/.test(incoming.headers.authorization ?? '')) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    const replayKey = idempotencyKey === null ? null : `${method} ${idempotencyKey}`;
    const requestSignature = `${url.pathname} ${body}`;
    const replay = replayKey === null ? undefined : replays.get(replayKey);
    if (replay) {
      if (replay.request !== requestSignature) {
        send(400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters.',
          },
        });
      } else {
        send(replay.status, replay.body);
      }
      return;
    }
    let status = 200;
    let payload: unknown;
    try {
      const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
      if (!route)
        throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname})`);
      const pathId = decodeURIComponent(route.pattern.exec(url.pathname)?.[1] ?? '');
      payload = route.handle(params, pathId);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      payload = { error: { type: error.type, message: error.message } };
    }
    if (replayKey !== null && method === 'POST') {
      replays.set(replayKey, { request: requestSignature, status, body: payload });
    }
    send(status, payload);
  }

  const server = createServer((incoming, response) => {
    handle(incoming, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    config: {
      secretKey: 'sk_test_rally_mock',
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    },
    requests,
    events,
    now: () => clock,
    setNow: (seconds) => {
      clock = seconds;
    },
    advanceDays: (days) => {
      clock += days * DAY_SECONDS;
    },
    products: () => [...products.values()],
    prices: () => [...prices.values()],
    subscription: (id) => subscriptionJson(subscriptionOf(id)),
    subscriptionsOf: (customerId) =>
      [...subscriptions.values()]
        .filter((subscription) => subscription.customer === customerId)
        .map((subscription) => subscriptionJson(subscription)),
    seedPrice(lookupKey, unitAmount, interval) {
      const productId = `prod_${lookupKey}`;
      upsertProduct(productId, { name: lookupKey });
      return createPrice({
        product: productId,
        unit_amount: String(unitAmount),
        currency: 'usd',
        recurring: { interval },
        lookup_key: lookupKey,
        transfer_lookup_key: 'true',
      }).id;
    },
    payInvoice(subscriptionId) {
      payLatest(subscriptionOf(subscriptionId));
    },
    payByClientSecret(clientSecret) {
      const invoice = [...invoices.values()].find(
        (candidate) => candidate.clientSecret === clientSecret && candidate.status === 'open',
      );
      if (!invoice) throw new Error(`No open invoice has the client secret ${clientSecret}`);
      payLatest(subscriptionOf(invoice.subscription));
      return invoice.subscription;
    },
    clientSecretOf(subscriptionId) {
      const invoice = invoices.get(subscriptionOf(subscriptionId).latestInvoice);
      if (!invoice) throw new Error(`No invoice for ${subscriptionId}`);
      return invoice.clientSecret;
    },
    async deliverEvents(endpoint, secret) {
      const statuses: number[] = [];
      for (const event of events.slice(delivered)) {
        const payload = JSON.stringify(event);
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
          },
          body: payload,
        });
        delivered += 1;
        statuses.push(response.status);
      }
      return statuses;
    },
    renew(subscriptionId, outcome) {
      const subscription = subscriptionOf(subscriptionId);
      clock = Math.max(clock, subscription.periodEnd);
      startPeriod(subscription, subscription.periodEnd);
      const invoice = openInvoice(subscription);
      if (outcome === 'paid') {
        payLatest(subscription);
        return;
      }
      subscription.status = 'past_due';
      emit('invoice.payment_failed', invoiceJson(invoice));
      emit('customer.subscription.updated', subscriptionJson(subscription));
    },
    changePrice(subscriptionId, lookupKey) {
      const price = [...prices.values()].find((candidate) => candidate.lookup_key === lookupKey);
      if (!price) throw new Error(`No price has the lookup key ${lookupKey}`);
      switchPrice(subscriptionOf(subscriptionId), price.id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
