/**
 * Taps and submits made on a server-rendered page before the app has taken it over. The page is
 * painted seconds before its scripts have run on a slow phone; a tap then reaches no handler.
 * The start script (first-screen/start.ts) holds such taps from its first moment, shows each
 * control it holds as busy, and the app replays them once React owns the page (`replayEarlyInput`).
 */

/** The global through which the start script hands the held controls to the app. */
export const EARLY_INPUT_KEY = '__rallyEarlyInput';

/** Marks a control whose tap waits for the app (styled in early-input.css). */
export const HELD_ATTRIBUTE = 'data-held-for-app';

/** What the start script leaves on `window[EARLY_INPUT_KEY]`: stops holding, answers what it held. */
type ReleaseHeld = () => HTMLButtonElement[];

/**
 * Holds every button tap and form submission until the app takes the page over. Runs in the
 * start script, before any module of the app. A tap is kept once per control (three impatient
 * taps on Generate Speech make one speech), hidden from everything else on the page (React may be
 * taking the page over meanwhile and would handle it a second time), and a submission never goes
 * anywhere natively.
 */
export function holdEarlyInput(): void {
  const held: HTMLButtonElement[] = [];
  const hold = (control: HTMLButtonElement) => {
    if (held.includes(control)) return;
    held.push(control);
    control.setAttribute(HELD_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
  };
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest('button') : null;
    if (!control || control.disabled) return;
    event.stopPropagation();
    // A submit button's default action is the submission, held below with its button.
    if (control.type !== 'submit' || !control.form) hold(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const submitter =
      event.submitter instanceof HTMLButtonElement
        ? event.submitter
        : form?.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submitter) hold(submitter);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  const release: ReleaseHeld = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    return held.splice(0);
  };
  Object.assign(window, { [EARLY_INPUT_KEY]: release });
}

/** Stops holding taps and answers those held, each no longer shown as waiting. */
function releaseHeld(): HTMLButtonElement[] {
  const release = Reflect.get(window, EARLY_INPUT_KEY) as ReleaseHeld | undefined;
  if (!release) return [];
  Reflect.deleteProperty(window, EARLY_INPUT_KEY);
  const held = release();
  for (const control of held) {
    control.removeAttribute(HELD_ATTRIBUTE);
    control.removeAttribute('aria-busy');
  }
  return held;
}

/**
 * Stops holding taps and plays back those held, in the order they were made: a held submit
 * button submits its form, any other button is clicked. Call once React has taken the page over;
 * on a page without a start script there is nothing to play.
 */
export function replayEarlyInput(): void {
  for (const control of releaseHeld()) {
    if (!control.isConnected || control.disabled) continue;
    if (control.type === 'submit' && control.form) control.form.requestSubmit(control);
    else control.click();
  }
}

/** Stops holding taps and forgets those held: the app failed to start, and its error page must answer. */
export function dropEarlyInput(): void {
  releaseHeld();
}
