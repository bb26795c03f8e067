// The shortlist's texts of the specification, safe and light for browser scripts (no zod).
export const shortlistMessages = {
  added: 'Added to shortlist',
  removed: 'Removed from shortlist',
  loginRequired: 'Please login to shortlist',
  loadFailed: 'Failed to load shortlists',
} as const;
