import { describe, expect, it } from 'vitest';
import { countdownText } from './OverviewPanel.tsx';
import { overviewMessages } from './messages.ts';

const en = overviewMessages.for('en');
const hi = overviewMessages.for('hi');

describe('the overview countdown', () => {
  it('keeps the English texts', () => {
    expect(countdownText(en, null, '2026-11-28')).toBe('Set your wedding date to start the countdown');
    expect(countdownText(en, '2026-11-28', '2026-11-28')).toBe('Today is the day!');
    expect(countdownText(en, '2026-11-29', '2026-11-28')).toBe('1 day to go');
    expect(countdownText(en, '2030-01-01', '2026-11-28')).toBe('1,130 days to go');
    expect(countdownText(en, '2026-11-01', '2026-11-28')).toBe('1 November 2026 has passed');
  });
  it('speaks Hindi, with the date in Hindi', () => {
    expect(countdownText(hi, null, '2026-11-28')).toBe('उलटी गिनती शुरू करने के लिए शादी की तारीख़ डालिए');
    expect(countdownText(hi, '2026-11-29', '2026-11-28')).toBe('1 दिन बाकी');
    expect(countdownText(hi, '2030-01-01', '2026-11-28')).toBe('1,130 दिन बाकी');
    expect(countdownText(hi, '2026-11-01', '2026-11-28')).toBe('1 नवंबर 2026 बीत चुकी है');
  });
});
