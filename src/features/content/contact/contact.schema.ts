// The contact form's input: one schema for the action and its tests.
import { z } from 'astro/zod';
import { emailField } from '../../../lib/rules.schema.ts';

// A form posts an empty field as null; read it as an empty string so that the field's own
// message ("Please enter your name") is the one shown.
const formText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema);

export const contactSchema = z.object({
  // An empty field asks for the value; a too-short one states the rule.
  name: formText(
    z
      .string()
      .trim()
      .min(1, 'Please enter your name')
      .pipe(z.string().min(2, 'Name must be at least 2 characters').max(100, 'Name must be at most 100 characters')),
  ),
  email: formText(emailField(undefined, { lowercase: false })),
  subject: formText(
    z
      .string()
      .trim()
      .min(1, 'Please enter a subject')
      .pipe(z.string().min(3, 'Subject must be at least 3 characters').max(150, 'Subject must be at most 150 characters')),
  ),
  message: formText(z.string().trim().min(10, 'Message must be at least 10 characters').max(5000, 'Message must be at most 5000 characters')),
});

export type ContactInput = z.infer<typeof contactSchema>;
