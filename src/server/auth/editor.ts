// Who may use the editing interface (/keystatic) and open a draft's preview: editors, and
// administrators, who grant the role. Everyone else is told the address does not exist.
import type { UserRole } from '../db/schema.ts';

export const EDITING_ROLES: readonly UserRole[] = ['editor', 'admin'];

export function canEdit(user: { role: UserRole } | null | undefined): boolean {
  return user != null && EDITING_ROLES.includes(user.role);
}
