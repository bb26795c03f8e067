// Scripts on content pages load Astro's actions client when a visitor first uses a button
// that needs it, not with the page: it is about a third of such a page's script budget, and
// most visitors only read. Warmed on the first hover or focus, so the click does not wait.
type ActionsModule = typeof import('astro:actions');

let loading: Promise<ActionsModule> | undefined;

export function loadActions(): Promise<ActionsModule> {
  loading ??= import('astro:actions').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the actions client when `element` is first hovered, touched or focused. */
export function warmActionsOn(element: Element): void {
  const warm = () => void loadActions().catch(() => undefined);
  for (const type of ['pointerenter', 'touchstart', 'focusin'] as const) element.addEventListener(type, warm, { once: true, passive: true });
}
