import { describe, expect, it } from 'vitest';
import { bind, defineMessages } from './catalogue.ts';

const book = defineMessages(
  { title: 'Your RSVP', greeting: 'Dear {name}', guests: { one: '{count} guest', other: '{count} guests' } },
  { title: 'आपका उत्तर', greeting: 'प्रिय {name}', guests: { one: '{count} मेहमान', other: '{count} मेहमान' } },
);

describe('message catalogues', () => {
  it('gives each language its texts, placeholders filled', () => {
    expect(book.for('en').title).toBe('Your RSVP');
    expect(book.for('hi').title).toBe('आपका उत्तर');
    expect(book.for('en').greeting({ name: 'Sharma family' })).toBe('Dear Sharma family');
    expect(book.for('hi').greeting({ name: 'शर्मा परिवार' })).toBe('प्रिय शर्मा परिवार');
  });

  it('chooses plural forms by the language’s rules and groups numbers the Indian way', () => {
    const en = book.for('en');
    expect(en.guests({ count: 1 })).toBe('1 guest');
    expect(en.guests({ count: 2 })).toBe('2 guests');
    expect(en.guests({ count: 100000 })).toBe('1,00,000 guests');
    // Hindi counts 0 and 1 as "one".
    expect(book.for('hi').guests({ count: 0 })).toBe('0 मेहमान');
  });

  it('hands an island one language as plain data that binds to the same texts', () => {
    const data = JSON.parse(JSON.stringify(book.data('hi')));
    expect(data.locale).toBe('hi');
    expect(Object.keys(data.messages)).toEqual(['title', 'greeting', 'guests']);
    const bound = bind<typeof data.messages>(data);
    expect(bound.$locale).toBe('hi');
    expect(bound.title).toBe('आपका उत्तर');
  });

  it('hands an island only the messages it names, which bind to the same texts', () => {
    const data = book.pick('hi', ['greeting', 'guests']);
    expect(Object.keys(data.messages)).toEqual(['greeting', 'guests']);
    const t = bind(data);
    expect(t.greeting({ name: 'शर्मा परिवार' })).toBe(book.for('hi').greeting({ name: 'शर्मा परिवार' }));
    expect(t.guests({ count: 3 })).toBe('3 मेहमान');
    // @ts-expect-error: a message not picked is not there
    expect(t.title).toBeUndefined();
  });

  it('refuses a translation whose placeholders differ from the English ones', () => {
    expect(() => defineMessages({ hello: 'Dear {name}' }, { hello: 'प्रिय' })).toThrow(
      'Message "hello": the Hindi text has placeholders {}, the English {name}',
    );
    expect(() => defineMessages({ hello: 'Dear' }, { hello: 'प्रिय {name}' })).toThrow('Message "hello"');
    // A plural's "one" form may say the count in words.
    expect(() => defineMessages({ n: { one: 'one guest', other: '{count} guests' } }, { n: { one: 'एक मेहमान', other: '{count} मेहमान' } })).not.toThrow();
  });

  it('refuses a Hindi catalogue that misses a key (type check)', () => {
    // @ts-expect-error: 'greeting' is missing from the Hindi messages (and at run time too).
    expect(() => defineMessages({ title: 'A', greeting: 'B' }, { title: 'क' })).toThrow('Message "greeting" has no Hindi text');
  });
});
