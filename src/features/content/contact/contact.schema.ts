// The contact form's input: one schema for the action and its tests.
import { z } from 'astro/zod';
import { emailField } from '../../../lib/rules.schema.ts';
import { CONTACT_RULES as RULES } from './rules.ts';

// A form posts an empty field as null; read it as an empty string so that the field's own
// message ("Please enter your name") is the one shown.
const formText = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? '', schema);

export const contactSchema = z.object({
  // An empty field asks for the value; a too-short one states the rule.
  name: formText(z.string().trim().min(1, RULES.nameRequired).pipe(z.string().min(2, RULES.nameTooShort).max(100, RULES.nameTooLong))),
  email: formText(emailField(RULES.emailInvalid, { lowercase: false })),
  subject: formText(z.string().trim().min(1, RULES.subjectRequired).pipe(z.string().min(3, RULES.subjectTooShort).max(150, RULES.subjectTooLong))),
  message: formText(z.string().trim().min(10, RULES.messageTooShort).max(5000, RULES.messageTooLong)),
});

export type ContactInput = z.infer<typeof contactSchema>;
