import { describe, expect, it } from 'vitest';
import { shortlistMessages } from '../shortlists/shortlists.ts';
import { dashboardMessages, parseTab } from './dashboard.ts';

describe('dashboard', () => {
  it('keeps the shortlist texts in step with the shortlist feature', () => {
    expect(dashboardMessages.shortlistsLoadFailed).toBe(shortlistMessages.loadFailed);
    expect(dashboardMessages.shortlistRemoved).toBe(shortlistMessages.removed);
  });
  it('reads the tab from the URL, defaulting to the profile', () => {
    expect(parseTab('guests')).toBe('guests');
    expect(parseTab('nope')).toBe('profile');
    expect(parseTab(null)).toBe('profile');
  });
});
