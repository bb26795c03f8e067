import { z } from 'astro/zod';
import { emailField } from '../../../lib/rules.schema.ts';
import { COLLABORATOR_ROLES, WEDDING_SIDES } from '../../../server/db/schema.ts';

export const inviteInput = z.object({
  email: emailField('Enter a valid e-mail address'),
  role: z.enum(COLLABORATOR_ROLES),
  side: z.enum(WEDDING_SIDES),
});

export const collaboratorIdInput = z.object({ id: z.string().min(1).max(64) });

export const changeCollaboratorInput = collaboratorIdInput.extend({ role: z.enum(COLLABORATOR_ROLES), side: z.enum(WEDDING_SIDES) });

export const tokenInput = z.object({ token: z.string().min(10).max(128) });
