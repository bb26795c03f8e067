// Header behaviour without a framework: menus, mobile drawer, city picker, account area and
// the translucent style after scrolling.
import { $session, accountHref, enquiriesHref, refreshSession, signOut, type SessionState } from '../lib/session-store.ts';
import { $city, applyCityLinks, cityFromPath, listForChosenCity, pathForCity, type KnownCity } from '../lib/city-store.ts';
import { localePath, splitLocale } from '../i18n/locales.ts';
import { readMessages } from '../i18n/dom.ts';
import type { CatalogueOf } from '../i18n/catalogue.ts';
import type { shellScriptMessages } from './messages.ts';

const t = readMessages<CatalogueOf<typeof shellScriptMessages>>('shell-messages');
// City lists are worked out on the address without its language, then put back in it.
const here = splitLocale(location.pathname);
const inLanguage = (path: string | null) => (path === null ? null : localePath(path, here.locale));

const SCROLL_THRESHOLD = 10;

const header = document.getElementById('site-header');
const drawer = document.getElementById('mobile-drawer') as HTMLDialogElement | null;
const openButton = document.getElementById('drawer-open');
const nav = document.getElementById('main-nav');
const picker = document.querySelector<HTMLElement>('[data-city-picker]');
const select = document.getElementById('city-picker') as HTMLSelectElement | null;
const account = document.getElementById('account-area');

// ---------- translucent after scrolling ----------
function onScroll(): void {
  header?.toggleAttribute('data-scrolled', window.scrollY > SCROLL_THRESHOLD);
}
window.addEventListener('scroll', onScroll, { passive: true });
onScroll();

// ---------- disclosure menus ----------
function menuParts(button: HTMLButtonElement): HTMLElement | null {
  return document.getElementById(button.getAttribute('aria-controls') ?? '');
}
function setMenu(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const list = menuParts(button);
  if (list) list.hidden = !open;
}
const menuButtons = [...document.querySelectorAll<HTMLButtonElement>('[data-menu-button]')];
function closeMenus(except?: HTMLButtonElement): void {
  for (const button of menuButtons) if (button !== except) setMenu(button, false);
}
for (const button of menuButtons) {
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    closeMenus(button);
    setMenu(button, open);
  });
  const item = button.closest<HTMLElement>('[data-menu]');
  item?.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && button.getAttribute('aria-expanded') === 'true') {
      event.stopPropagation(); // close the menu, not the drawer around it
      event.preventDefault();
      setMenu(button, false);
      button.focus();
    }
  });
  item?.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    // In the desktop bar a menu closes when focus leaves it; the drawer keeps it open.
    if (next && !item.contains(next) && !drawer?.contains(item)) setMenu(button, false);
  });
}
document.addEventListener('click', (event) => {
  const target = event.target as Node;
  if (!menuButtons.some((b) => b.closest('[data-menu]')?.contains(target))) closeMenus();
});

// ---------- mobile drawer ----------
// The nav and the city picker exist once; the drawer borrows them while it is open.
const navHome = document.querySelector('[data-nav-home]');
const navDrawer = document.querySelector('[data-nav-drawer]');
const cityHome = document.querySelector('[data-city-home]');
const cityDrawer = document.querySelector('[data-city-drawer]');
// The bar holds the nav from 80rem (xl); below that the drawer does.
const wide = window.matchMedia('(min-width: 80rem)');

function openDrawer(): void {
  if (!drawer || drawer.open) return;
  if (nav) navDrawer?.append(nav);
  if (picker) cityDrawer?.append(picker);
  openButton?.setAttribute('aria-expanded', 'true');
  drawer.showModal();
}
function closeDrawer(): void {
  if (drawer?.open) drawer.close();
}
drawer?.addEventListener('close', () => {
  closeMenus();
  if (nav) navHome?.append(nav);
  if (picker) cityHome?.append(picker);
  openButton?.setAttribute('aria-expanded', 'false');
  openButton?.focus();
});
openButton?.addEventListener('click', openDrawer);
drawer?.querySelector('[data-drawer-close]')?.addEventListener('click', closeDrawer);
drawer?.addEventListener('click', (event) => {
  // A click on the backdrop lands on the dialog itself; a followed link closes it too.
  const target = event.target as HTMLElement;
  if (target === drawer || target.closest('a')) closeDrawer();
});
wide.addEventListener('change', (event) => {
  if (event.matches) closeDrawer();
});

// ---------- city picker ----------
function knownCities(): KnownCity[] {
  if (!select || select.dataset.state !== 'ready') return [];
  return [...select.options].filter((o) => o.value).map((o) => ({ slug: o.value, name: o.text }));
}

function fillCities(cities: KnownCity[]): void {
  if (!select) return;
  select.replaceChildren();
  if (cities.length === 0) {
    select.append(new Option(t.noCities, ''));
    select.dataset.state = 'empty';
    select.disabled = true;
    return;
  }
  select.append(new Option(t.allCities, ''));
  for (const city of cities) select.append(new Option(city.name, city.slug));
  select.dataset.state = 'ready';
  select.disabled = false;
}

async function loadCities(): Promise<void> {
  if (!select || select.dataset.state === 'ready') return;
  try {
    const response = await fetch(here.locale === 'en' ? '/api/cities' : `/api/cities?lang=${here.locale}`);
    if (!response.ok) throw new Error(`GET /api/cities answered ${response.status}`);
    const body = (await response.json()) as { cities: KnownCity[] };
    fillCities(body.cities ?? []);
  } catch (error) {
    console.error('Could not load cities', error);
    fillCities([]);
  }
}

function syncCity(): void {
  const cities = knownCities();
  const fromUrl = cityFromPath(here.path, cities);
  if (fromUrl !== undefined) $city.set(fromUrl);
  const chosen = $city.get();
  if (chosen && cities.length > 0 && !cities.some((c) => c.slug === chosen)) $city.set(null);
  if (select && select.dataset.state === 'ready') select.value = $city.get() ?? '';
  const list = cities.length > 0 ? inLanguage(listForChosenCity(here.path, location.search, $city.get(), cities)) : null;
  if (list) location.replace(list);
}

select?.addEventListener('change', () => {
  const city = select.value || null;
  $city.set(city);
  const target = inLanguage(pathForCity(here.path, location.search, city, knownCities()));
  if (target && target !== location.pathname + location.search) location.assign(target);
});

$city.subscribe((city) => applyCityLinks(city));
void loadCities().then(syncCity);
syncCity();

// ---------- account area ----------
function renderAccount(state: SessionState): void {
  if (!account || state.status === 'loading') return;
  const user = state.user;
  account.dataset.state = user ? 'signed-in' : 'signed-out';
  if (!user) {
    const signIn = document.createElement('a');
    signIn.href = '/login';
    signIn.className = 'btn btn-primary btn-sm';
    signIn.textContent = t.signIn;
    account.replaceChildren(signIn);
    return;
  }
  const myAccount = document.createElement('a');
  myAccount.href = accountHref(user);
  myAccount.className = 'btn btn-outline btn-sm';
  myAccount.textContent = t.myAccount;
  const out = document.createElement('button');
  out.type = 'button';
  out.className = 'btn btn-ghost btn-sm';
  out.textContent = t.signOut;
  out.addEventListener('click', () => {
    out.disabled = true;
    void signOut();
  });
  const unread = state.unread ?? 0;
  if (unread > 0) {
    const badge = document.createElement('a');
    badge.href = enquiriesHref(user);
    badge.className = 'unread-badge';
    badge.dataset.unread = String(unread);
    badge.setAttribute('aria-label', t.unreadMessages({ count: unread }));
    badge.textContent = unread > 99 ? '99+' : String(unread);
    account.replaceChildren(badge, myAccount, out);
    return;
  }
  account.replaceChildren(myAccount, out);
}

$session.subscribe(renderAccount);
void refreshSession();
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void refreshSession();
});

// ---------- language switch ----------
// The other language's address of the page as it is now: its query and #target may have
// changed since it loaded (filters, sort, a tab).
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-language-switch]') : null;
  if (!link) return;
  const target = link.dataset.languageSwitch === 'hi' ? 'hi' : 'en';
  link.href = localePath(location.pathname + location.search + location.hash, target);
});
