import { describe, expect, it } from 'vitest';
import { coupleNames, whatsappHref, whatsappMessage, whatsappNumber } from './households.ts';
import { qrPath } from './qr.ts';

const sharmaInvitation = {
  household: 'Sharma family',
  couple: coupleNames('Asha', 'Rohan'),
  functions: [
    { name: 'Sangeet', date: '2027-02-13', startTime: '19:00' },
    { name: 'Wedding', date: null, startTime: null },
  ],
  link: 'https://mandap.in/rsvp/abc',
};

describe('WhatsApp', () => {
  it('turns phone numbers into international digits', () => {
    expect(whatsappNumber('98200 12345')).toBe('919820012345');
    expect(whatsappNumber('098200-12345')).toBe('919820012345');
    expect(whatsappNumber('+91 98200 12345')).toBe('919820012345');
    expect(whatsappNumber('+44 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('0044 7700 900123')).toBe('447700900123');
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it('writes the message with the couple, the functions and the link', () => {
    const message = whatsappMessage(sharmaInvitation);
    expect(message).toBe(
      'Namaste Sharma family!\n\nAsha & Rohan would love to have you at their wedding:\n- Sangeet: Sat, 13 Feb 2027, 7:00 pm\n- Wedding: Date to be announced\n\nPlease tell us who is coming: https://mandap.in/rsvp/abc',
    );
  });
  it('writes a Hindi household its message in Hindi: the usual functions in Hindi, names, own function names and link as they are', () => {
    const message = whatsappMessage({ ...sharmaInvitation, locale: 'hi' });
    expect(message).toBe(
      'नमस्ते Sharma family!\n\nAsha & Rohan की शादी में आपका आना हमें बहुत अच्छा लगेगा:\n- संगीत: शनि, 13 फ़र॰ 2027, शाम 7:00\n- शादी: तारीख़ जल्द बताई जाएगी\n\nकृपया बताएँ कि कौन-कौन आ रहा है: https://mandap.in/rsvp/abc',
    );
    expect(whatsappMessage({ household: 'Sharma family', couple: 'Asha', functions: [], link: 'x', locale: 'en' })).toMatch(/^Namaste Sharma family!/);
    const own = whatsappMessage({
      household: 'Sharma family',
      couple: 'Asha',
      functions: [{ name: 'Tilak ceremony', date: null, startTime: null }],
      link: 'x',
      locale: 'hi',
    });
    expect(own).toContain('- Tilak ceremony: ');
  });

  it('links to the household’s chat when its phone is known, else to a chat picker', () => {
    expect(whatsappHref('98200 12345', 'Hi & bye\nhttps://x/rsvp/t')).toBe('https://wa.me/919820012345?text=Hi%20%26%20bye%0Ahttps%3A%2F%2Fx%2Frsvp%2Ft');
    expect(whatsappHref(null, 'Hi')).toBe('https://wa.me/?text=Hi');
  });

  it('names the couple', () => {
    expect(coupleNames(' Asha ', '')).toBe('Asha');
    expect(coupleNames('', '')).toBe('The couple');
  });
});

describe('QR code', () => {
  it('draws one square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
