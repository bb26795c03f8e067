import { describe, expect, it } from 'vitest';
import { changedFields, emptyGuestForm, formToInput, guestToForm } from './guest-form.ts';
import { testGuest } from './test-guest.ts';

const guest = testGuest({ email: 'asha@example.in', isInvited: true, rsvp: 'confirmed', mealPreference: 'Vegan', tableNumber: 7 });

describe('guest form values', () => {
  it('shows a guest as text, with empty fields for what is missing', () => {
    expect(guestToForm(guest)).toEqual({
      ...emptyGuestForm,
      fullName: 'Asha Rao',
      email: 'asha@example.in',
      isInvited: true,
      rsvp: 'confirmed',
      mealPreference: 'Vegan',
      tableNumber: '7',
    });
  });
  it('shows and sends the side, and an edit that changes only the side sends only it', () => {
    expect(emptyGuestForm.side).toBe('both');
    expect(guestToForm({ ...guest, side: 'groom' }).side).toBe('groom');
    expect(changedFields(guest, { ...guestToForm(guest), side: 'bride' })).toEqual({ side: 'bride' });
  });
  it('sends no meal as null', () => {
    expect(formToInput(emptyGuestForm).mealPreference).toBeNull();
  });
  it('sends only the fields an edit changed', () => {
    expect(changedFields(guest, guestToForm(guest))).toEqual({});
    expect(changedFields(guest, { ...guestToForm(guest), tableNumber: '9', mealPreference: '' })).toEqual({ tableNumber: '9', mealPreference: null });
  });
});
