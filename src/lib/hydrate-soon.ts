import type { ClientDirective } from 'astro';

/**
 * `client:soon`: an island is hydrated once the page has painted and loaded and the browser
 * is idle, so its script never stands in the way of the first paint, or at once when the
 * visitor first touches, clicks, focuses or types inside it. A button pressed before the
 * island could act is pressed again once it can; what was typed, chosen or ticked before
 * then is handed over by the island itself (`useEarlyInput`).
 */
const soon: ClientDirective = (load, _options, el) => {
  const early: HTMLButtonElement[] = [];
  let started = false;

  const keepPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button of a form submits it without the island (the form has a plain action).
    if (!button || !el.contains(button) || button.disabled || (button.type === 'submit' && button.form)) return;
    if (!early.includes(button)) early.push(button);
    void start();
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', keepPress, true);
    // React hydrates the island synchronously to handle a press, so none is lost.
    for (const button of early.splice(0)) if (button.isConnected) button.click();
  };

  el.addEventListener('click', keepPress, true);
  for (const type of TRIGGERS) el.addEventListener(type, start, { once: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => void start(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(() => void start(), 200);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};

const TRIGGERS = ['pointerdown', 'focusin', 'keydown'] as const;
/** On a busy phone the island still wakes within this long after the page has loaded. */
const IDLE_TIMEOUT_MS = 1500;

export default soon;
