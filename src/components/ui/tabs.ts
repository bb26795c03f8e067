// Keyboard and ARIA wiring for a row of tabs (WAI-ARIA tabs pattern, selection follows focus).
import { useRef, type KeyboardEvent } from 'react';

/** The index a key moves to in a row of `count` tabs (wrapping at both ends), or null for other keys. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Roving tabindex: only the selected tab is in the Tab order; arrows, Home and End select
 * and focus another. Ids are `${prefix}tab-${id}` and `${prefix}panel-${id}`.
 */
export function useTabs<T extends string>(ids: readonly T[], selected: T, select: (id: T) => void, prefix = '') {
  const refs = useRef(new Map<T, HTMLButtonElement | null>());
  const focus = (id: T) => refs.current.get(id)?.focus();

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const to = tabKeyTarget(event.key, ids.indexOf(selected), ids.length);
    if (to === null) return;
    event.preventDefault();
    const id = ids[to]!;
    select(id);
    focus(id);
  }

  const tabProps = (id: T) => ({
    ref: (el: HTMLButtonElement | null) => {
      refs.current.set(id, el);
    },
    id: `${prefix}tab-${id}`,
    type: 'button' as const,
    role: 'tab' as const,
    'aria-selected': id === selected,
    'aria-controls': `${prefix}panel-${id}`,
    tabIndex: id === selected ? 0 : -1,
    onKeyDown,
  });
  // A panel is focusable (WAI-ARIA tabs pattern), so Tab from the tab list reaches its content.
  const panelProps = (id: T) => ({ role: 'tabpanel' as const, id: `${prefix}panel-${id}`, 'aria-labelledby': `${prefix}tab-${id}`, tabIndex: 0 });

  return { tabProps, panelProps, focus };
}
