import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { defineMessages, type CatalogueOf } from './catalogue.ts';
import { MessagesProvider, useMessages } from './react.tsx';

const guests = defineMessages({ count: { one: '{count} guest', other: '{count} guests' } }, { count: { one: '{count} मेहमान', other: '{count} मेहमान' } });

function Count({ n }: { n: number }) {
  const t = useMessages<CatalogueOf<typeof guests>>('guests');
  return <p>{t.count({ count: n })}</p>;
}

describe('an island’s messages by name', () => {
  it('renders each component in the language the page chose', () => {
    const html = (locale: 'en' | 'hi') =>
      renderToString(
        <MessagesProvider messages={{ guests: JSON.parse(JSON.stringify(guests.data(locale))) }}>
          <Count n={3} />
        </MessagesProvider>,
      );
    expect(html('en')).toBe('<p>3 guests</p>');
    expect(html('hi')).toBe('<p>3 मेहमान</p>');
  });

  it('says which messages the page forgot', () => {
    expect(() => renderToString(<Count n={1} />)).toThrow('The page passed no "guests" messages');
  });
});
