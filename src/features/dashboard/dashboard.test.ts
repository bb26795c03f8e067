import { describe, expect, it } from 'vitest';
import { parseTab } from './dashboard.ts';
import { dashboardMessages } from './messages.ts';

describe('dashboard', () => {
  it('uses the spec’s shortlist texts', () => {
    expect(dashboardMessages.shortlistsLoadFailed).toBe('Failed to load shortlists');
    expect(dashboardMessages.shortlistRemoved).toBe('Removed from shortlist');
  });
  it('reads the tab from the URL, defaulting to the profile', () => {
    expect(parseTab('guests')).toBe('guests');
    expect(parseTab('nope')).toBe('profile');
    expect(parseTab(null)).toBe('profile');
  });
});
