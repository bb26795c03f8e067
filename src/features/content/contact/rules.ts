// The contact form's rule messages, zod-free: the schema states them, the form's script looks them up.

/**
 * The schema's messages for each rule, in English (what the action answers). The form shows
 * them in the page's language by looking each one up here (messages.ts holds the Hindi).
 */
export const CONTACT_RULES = {
  nameRequired: 'Please enter your name',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Please enter a subject',
  subjectTooShort: 'Subject must be at least 3 characters',
  subjectTooLong: 'Subject must be at most 150 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 5000 characters',
} as const;
