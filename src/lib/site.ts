/** Brand and contact details: the one place they are written. */
export const site = {
  brand: 'Mandap',
  domain: 'mandap.in',
  tagline: 'Plan the wedding of your dreams, without the stress',
  emails: {
    support: 'support@mandap.in',
    legal: 'legal@mandap.in',
    privacy: 'privacy@mandap.in',
    business: 'hello@mandap.in',
    careers: 'careers@mandap.in',
  },
  phones: [
    { label: '+91 98200 12345', tel: '+919820012345' },
    { label: '+91 22 4012 3456', tel: '+912240123456' },
  ],
  address: {
    lines: ['4th Floor, Kamala Mills Compound', 'Senapati Bapat Marg, Lower Parel', 'Mumbai, Maharashtra 400013'],
    city: 'Mumbai',
  },
  hours: {
    short: '10 AM - 7 PM',
    long: 'Monday-Saturday 10:00 AM-7:00 PM',
  },
  replyPromise: 'We reply to every message within 24 hours.',
  social: [
    { name: 'Instagram', href: 'https://www.instagram.com/mandap.in' },
    { name: 'Facebook', href: 'https://www.facebook.com/mandap.in' },
    { name: 'YouTube', href: 'https://www.youtube.com/@mandap.in' },
    { name: 'Pinterest', href: 'https://www.pinterest.com/mandap_in' },
  ],
  ageNotice: 'Mandap is not intended for anyone under 18 years of age.',
} as const;
