/**
 * A stand-in for Stripe.js, served to the browser tests at the address @stripe/stripe-js loads and
 * never shipped. It implements only what the app calls through @stripe/stripe-js and
 * @stripe/react-stripe-js: `Stripe(key)`, `elements`, the Payment Element's
 * `create`/`mount`/`on('ready')`, and `confirmPayment`. Every call is reported to the test, which
 * decides when the element is ready and how each confirmation ends (stripe-fixtures.ts).
 *
 * `installStripeStandIn` runs in the page as the script's whole body: it must not close over anything.
 */

/** One call the page made, as the test reads it. */
export interface StandInCall {
  method: 'Stripe' | 'elements' | 'elements.create' | 'element.mount' | 'confirmPayment';
  args: Record<string, unknown>;
}

/** How the test answers a `confirmPayment`. */
export type ConfirmAnswer =
  | { outcome: 'succeeded' }
  | { outcome: 'card_error'; message: string }
  | { outcome: 'throw'; message: string };

/** The functions the test exposes to the page (Playwright's `exposeFunction`). */
export interface StandInBridge {
  rallyStripeStandInRecord(call: StandInCall): Promise<void>;
  /** Resolves when the test lets the Payment Element report that it is ready. */
  rallyStripeStandInReady(): Promise<void>;
  rallyStripeStandInConfirm(request: Record<string, unknown>): Promise<ConfirmAnswer>;
}

export function installStripeStandIn(): void {
  type Handler = (event: unknown) => void;
  const bridge = window as unknown as Window & StandInBridge;
  const record = (method: StandInCall['method'], args: Record<string, unknown>) => {
    void bridge.rallyStripeStandInRecord({ method, args });
  };
  const notInStandIn = (name: string) => () => {
    throw new Error(`Stripe.js stand-in: ${name} is not implemented (the app does not call it)`);
  };

  /** Something shaped like the Payment Element's card tab, so screenshots show a real layout. */
  function drawCardFields(container: HTMLElement): void {
    const field = (label: string, placeholder: string) => {
      const wrapper = document.createElement('label');
      wrapper.style.display = 'flex';
      wrapper.style.flexDirection = 'column';
      wrapper.style.gap = '4px';
      wrapper.style.flex = '1';
      wrapper.style.minWidth = '0';
      wrapper.style.fontSize = '14px';
      wrapper.style.color = '#30313d';
      wrapper.textContent = label;
      const input = document.createElement('input');
      input.placeholder = placeholder;
      input.style.padding = '10px 12px';
      input.style.border = '1px solid #e6e6e6';
      input.style.borderRadius = '5px';
      input.style.fontSize = '16px';
      input.style.boxShadow = '0 1px 3px rgba(0, 0, 0, 0.05)';
      input.style.minWidth = '0';
      wrapper.append(input);
      return wrapper;
    };
    const root = document.createElement('div');
    root.dataset.stripeStandIn = 'payment-element';
    root.style.display = 'flex';
    root.style.flexDirection = 'column';
    root.style.gap = '12px';
    const row = document.createElement('div');
    row.style.display = 'flex';
    row.style.gap = '12px';
    row.append(field('Expiration date', 'MM / YY'), field('Security code', 'CVC'));
    root.append(field('Card number', '1234 1234 1234 1234'), row);
    container.replaceChildren(root);
  }

  function createPaymentElement() {
    const handlers = new Map<string, Set<Handler>>();
    let container: HTMLElement | null = null;
    const emit = (event: string, payload: unknown) => {
      for (const handler of handlers.get(event) ?? []) handler(payload);
    };
    return {
      mount(target: HTMLElement | string) {
        record('element.mount', {});
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (container) drawCardFields(container);
        void bridge.rallyStripeStandInReady().then(() => emit('ready', { elementType: 'payment' }));
      },
      on(event: string, handler: Handler) {
        const set = handlers.get(event) ?? new Set<Handler>();
        set.add(handler);
        handlers.set(event, set);
      },
      off(event: string, handler: Handler) {
        handlers.get(event)?.delete(handler);
      },
      update() {},
      destroy() {
        container?.replaceChildren();
        handlers.clear();
      },
    };
  }

  function Stripe(publishableKey: string, options?: unknown) {
    record('Stripe', { publishableKey, options: options ?? null });
    return {
      elements(options: { clientSecret?: string } = {}) {
        record('elements', { clientSecret: options.clientSecret ?? null });
        return {
          clientSecret: options.clientSecret ?? null,
          create(type: string) {
            record('elements.create', { type });
            if (type !== 'payment') throw new Error(`Stripe.js stand-in: no ${type} element`);
            return createPaymentElement();
          },
          update() {},
        };
      },
      async confirmPayment(params: {
        elements: { clientSecret: string | null };
        confirmParams?: Record<string, unknown>;
        redirect?: string;
      }) {
        const request = {
          clientSecret: params.elements.clientSecret,
          confirmParams: params.confirmParams ?? null,
          redirect: params.redirect ?? null,
        };
        record('confirmPayment', request);
        const answer = await bridge.rallyStripeStandInConfirm(request);
        if (answer.outcome === 'throw') throw new Error(answer.message);
        if (answer.outcome === 'card_error') {
          return {
            error: { type: 'card_error', code: 'card_declined', message: answer.message },
          };
        }
        return { paymentIntent: { object: 'payment_intent', status: 'succeeded' } };
      },
      // @stripe/react-stripe-js checks that these exist before it takes the object as Stripe.
      createToken: notInStandIn('createToken'),
      createPaymentMethod: notInStandIn('createPaymentMethod'),
      confirmCardPayment: notInStandIn('confirmCardPayment'),
    };
  }
  // The release @stripe/stripe-js expects; another one makes it warn.
  Stripe.version = 'endive';
  // Not `window.Stripe =`: @stripe/stripe-js types it as the whole of Stripe.js.
  Reflect.set(window, 'Stripe', Stripe);
}
