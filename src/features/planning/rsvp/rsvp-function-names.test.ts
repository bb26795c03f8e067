// The usual functions' names on the RSVP page follow the household's language; the couple's own
// names stay as written, and an English household's page says what it said before.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { describe, expect, it } from 'vitest';
import RsvpInvitation from './RsvpInvitation.astro';
import type { RsvpView } from './rsvp-page.server.ts';
import type { Locale } from '../../../i18n/locales.ts';
import type { WeddingFunction } from '../wedding/functions.ts';

const fn = (id: string, name: string, position: number): WeddingFunction => ({
  id,
  name,
  date: '2027-02-26',
  startTime: '18:00',
  venueId: null,
  venueName: null,
  address: null,
  dressCode: null,
  isPublic: false,
  position,
});

function view(locale: Locale, closed: boolean): RsvpView {
  return {
    invitation: {
      householdId: 'h1',
      householdName: 'Sharma family',
      allowance: 2,
      couple: 'Asha & Rohan',
      deadline: '2027-02-01',
      functions: [fn('f1', 'Haldi', 0), fn('f2', 'Sangeet', 1), fn('f3', 'Chooda ceremony', 2)],
      people: [{ key: 'g-1', kind: 'guest', id: 'g1', fullName: 'Meera Sharma', isChild: false, defaultMeal: null, answers: {} }],
      accommodation: { needed: null, arrival: null, departure: null },
      repliedAt: null,
      locale,
    },
    values: new URLSearchParams(),
    errors: [],
    fieldErrors: {},
    notice: null,
    conflicts: [],
    closed,
    status: 200,
  };
}

const renderers = await loadRenderers([getContainerRenderer()]);
const visible = (html: string) => html.replace(/<[^>]+>/g, ' ');

describe('RSVP page: the usual functions in the household language', () => {
  it('names Haldi and Sangeet in Hindi for a Hindi household, open or closed, and keeps the couple’s own name', async () => {
    const container = await AstroContainer.create({ renderers });
    for (const closed of [false, true]) {
      const text = visible(await container.renderToString(RsvpInvitation, { props: { view: view('hi', closed) } }));
      expect(text).toContain('हल्दी');
      expect(text).toContain('संगीत');
      expect(text).toContain('Chooda ceremony');
      expect(text).not.toMatch(/\bHaldi\b|\bSangeet\b/);
    }
  });

  it('keeps the English names for an English household', async () => {
    const container = await AstroContainer.create({ renderers });
    const text = visible(await container.renderToString(RsvpInvitation, { props: { view: view('en', false) } }));
    expect(text).toContain('Haldi: same meal for everyone');
    expect(text).toContain('Sangeet');
    expect(text).not.toContain('हल्दी');
  });
});
