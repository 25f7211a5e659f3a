import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from '@playwright/test';
import { createStripeClient } from '../../../api/src/providers/billing/stripe.ts';
import { syncStripeCatalog } from '../../../api/src/providers/billing/stripe-catalog.ts';
import { startStripeMock } from '../../../api/test/mocks/stripe-mock.ts';
import type { StripeMock } from '../../../api/test/mocks/stripe-mock.ts';
import { waitForHealth } from '../support.ts';
import { installStripeStandIn } from './stripe-js-stand-in.ts';
import type { ConfirmAnswer, StandInBridge, StandInCall } from './stripe-js-stand-in.ts';

/** Where @stripe/stripe-js 10 loads Stripe.js from (its release train, `endive`). */
export const STRIPE_JS_URL = 'https://js.stripe.com/endive/stripe.js';

/** Made-up settings of the Stripe-configured server; the mock takes any `sk_` key. */
export const STRIPE_E2E = {
  secretKey: 'sk_test_rally_e2e',
  publishableKey: 'pk_test_rally_e2e',
  webhookSecret: 'whsec_rally_e2e',
  betaCode: 'RALLY-E2E-STRIPE-BETA',
} as const;

const PORT = Number(process.env.E2E_STRIPE_PORT ?? 3117);
const API_MAIN = fileURLToPath(new URL('../../../api/dist/main.js', import.meta.url));
const WEB_DIR = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_TIMEOUT_MS = 60_000;

/** The API, built as production runs it, billing through Stripe's API played by the mock. */
export interface StripeServer {
  origin: string;
  mock: StripeMock;
  /** Sends the events Stripe would have sent since the last call to the app's webhook, signed. */
  deliverWebhooks(): Promise<number[]>;
}

async function startStripeServer(): Promise<{ server: StripeServer; stop: () => Promise<void> }> {
  const mock = await startStripeMock();
  // The plans' prices, as `pnpm stripe:sync` creates them in a real Stripe account.
  await syncStripeCatalog(createStripeClient(mock.config));
  const origin = `http://127.0.0.1:${PORT}`;
  const api = spawn(process.execPath, [API_MAIN], {
    cwd: WEB_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rally-e2e-stripe-')),
      DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: '1000',
      BETA_DISCOUNT_CODE: STRIPE_E2E.betaCode,
      STRIPE_SECRET_KEY: STRIPE_E2E.secretKey,
      STRIPE_PUBLISHABLE_KEY: STRIPE_E2E.publishableKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_E2E.webhookSecret,
      STRIPE_API_URL: `http://${mock.config.host}:${mock.config.port}`,
    },
  });
  const exited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
  const stop = async () => {
    if (api.exitCode === null) api.kill('SIGTERM');
    await exited;
    await mock.close();
  };
  try {
    await waitForHealth(origin, api, STARTUP_TIMEOUT_MS);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    server: {
      origin,
      mock,
      deliverWebhooks: () =>
        mock.deliverEvents(`${origin}/api/stripe/webhook`, STRIPE_E2E.webhookSecret),
    },
    stop,
  };
}

/** The test's side of the Stripe.js stand-in: what the page called, and how it answers. */
export interface StripeJs {
  calls: StandInCall[];
  /** The arguments of every call of `method`, in order. */
  callsOf(method: StandInCall['method']): Array<Record<string, unknown>>;
  /** How the next confirmations end (succeeded by default; Stripe's side pays the invoice then). */
  answerWith(answer: ConfirmAnswer): void;
  /** Keeps the Payment Element from reporting ready until `releaseReady`. */
  holdReady(): void;
  releaseReady(): void;
  /** Keeps `confirmPayment` pending until `releaseConfirmation`. */
  holdConfirmation(): void;
  releaseConfirmation(): void;
  /** Makes the script's address fail, as a blocked or offline js.stripe.com does. */
  failToLoad(): void;
  /** Requests to js.stripe.com other than the script: the app moved to another release. */
  unexpectedRequests: string[];
}

/** A promise the test opens and resolves later. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

interface StripeFixtures {
  stripeJs: StripeJs;
}

interface StripeWorkerFixtures {
  stripeServer: StripeServer;
}

export const test = base.extend<StripeFixtures, StripeWorkerFixtures>({
  stripeServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it.
    async ({}, use) => {
      const { server, stop } = await startStripeServer();
      await use(server);
      await stop();
    },
    { scope: 'worker', timeout: STARTUP_TIMEOUT_MS + 10_000 },
  ],
  baseURL: async ({ stripeServer }, use) => {
    await use(stripeServer.origin);
  },
  stripeJs: async ({ page, stripeServer }, use) => {
    const calls: StandInCall[] = [];
    const unexpectedRequests: string[] = [];
    let answer: ConfirmAnswer = { outcome: 'succeeded' };
    let ready = gate();
    ready.open();
    let confirmation = gate();
    confirmation.open();
    let loads = true;

    const bridge: StandInBridge = {
      rallyStripeStandInRecord: (call) => {
        calls.push(call);
        return Promise.resolve();
      },
      rallyStripeStandInReady: () => ready.promise,
      rallyStripeStandInConfirm: async (request) => {
        await confirmation.promise;
        // Stripe's side of a successful confirmation: the invoice behind the secret is paid.
        if (answer.outcome === 'succeeded') {
          stripeServer.mock.payByClientSecret(String(request.clientSecret));
        }
        return answer;
      },
    };
    for (const [name, fn] of Object.entries(bridge)) await page.exposeFunction(name, fn);
    await page.route('https://js.stripe.com/**', async (route) => {
      const url = route.request().url().split('?')[0];
      if (url !== STRIPE_JS_URL) {
        unexpectedRequests.push(route.request().url());
        await route.abort();
      } else if (!loads) {
        await route.abort('connectionfailed');
      } else {
        await route.fulfill({
          contentType: 'text/javascript',
          body: `(${installStripeStandIn.toString()})();`,
        });
      }
    });

    await use({
      calls,
      callsOf: (method) => calls.filter((call) => call.method === method).map((call) => call.args),
      answerWith: (next) => {
        answer = next;
      },
      holdReady: () => {
        ready = gate();
      },
      releaseReady: () => ready.open(),
      holdConfirmation: () => {
        confirmation = gate();
      },
      releaseConfirmation: () => confirmation.open(),
      failToLoad: () => {
        loads = false;
      },
      unexpectedRequests,
    });
    expect(unexpectedRequests, 'requests to js.stripe.com the stand-in does not serve').toEqual([]);
  },
});

export { expect };

/** The subscription create-subscription made last in Stripe (the mock), as Stripe holds it. */
export function lastSubscription(mock: StripeMock): {
  id: string;
  customer: string;
  status: string;
  clientSecret: string;
} {
  const created = mock.requests.filter(
    (request) => request.method === 'POST' && request.path === '/v1/subscriptions',
  );
  const customer = created.at(-1)?.params.customer;
  if (typeof customer !== 'string') throw new Error('No subscription was created in Stripe');
  const subscriptions = mock.subscriptionsOf(customer);
  // A fresh demo account per test: one customer, one subscription.
  expect(subscriptions).toHaveLength(1);
  const id = String(subscriptions[0]?.id);
  return {
    id,
    customer,
    status: String(subscriptions[0]?.status),
    clientSecret: mock.clientSecretOf(id),
  };
}
