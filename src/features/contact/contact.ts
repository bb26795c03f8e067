// The contact form's input: one schema for the action and its tests.
import { z } from 'astro/zod';

export const CONTACT_LIMIT = { perWindow: 5, windowMs: 60 * 60 * 1000 } as const;

// A form posts an empty field as null; read it as an empty string so that the field's own
// message ("Please enter your name") is the one shown.
const formText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema);

export const contactSchema = z.object({
  name: formText(z.string().trim().min(2, 'Please enter your name').max(100, 'Name must be at most 100 characters')),
  email: formText(
    z
      .string()
      .trim()
      .max(254, 'Please enter a valid email address')
      .pipe(z.email('Please enter a valid email address')),
  ),
  subject: formText(
    z.string().trim().min(3, 'Please enter a subject').max(150, 'Subject must be at most 150 characters'),
  ),
  message: formText(
    z
      .string()
      .trim()
      .min(10, 'Message must be at least 10 characters')
      .max(5000, 'Message must be at most 5000 characters'),
  ),
});

export type ContactInput = z.infer<typeof contactSchema>;

export const RATE_LIMITED_MESSAGE =
  'You have sent several messages in the last hour. Please try again later, or call us.';
