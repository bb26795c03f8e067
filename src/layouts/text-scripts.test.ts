import { describe, expect, it } from 'vitest';
import { textScripts } from './text-scripts.ts';

describe('textScripts', () => {
  it('names the scripts whose letters a text uses', () => {
    expect(textScripts('Ananya & Arjun', 'Five years, two families')).toEqual(['latin']);
    expect(textScripts('अनन्या और अर्जुन')).toEqual(['devanagari']);
    expect(textScripts('Ananya & Arjun', 'हमारी कहानी')).toEqual(['latin', 'devanagari']);
  });

  it('leaves out texts without letters', () => {
    expect(textScripts('', null, undefined, '27.02.2027 — 7:30')).toEqual([]);
  });
});
