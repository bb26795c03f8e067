// Steps the collaborator specs share: inviting someone from the people page, reading the link
// the invitation mail holds, and a page signed in as another account.
import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, e2eDb, type createUser, signIn } from './fixtures.ts';
import { outbox } from '../../src/server/db/schema.ts';

/** The path of the newest invitation link mailed to `to`. */
export async function invitationLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [mail] = await e2eDb().select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
      link = mail && /https?:\/\/[^/\s]+(\/invitations\/[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      return link;
    })
    .toBeTruthy();
  return link!;
}

export async function invite(page: Page, email: string, role: string, side: string) {
  await page.goto('/dashboard/people');
  await page.getByLabel('E-mail address', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption({ label: role });
  await page.getByLabel('Side', { exact: true }).selectOption({ label: side });
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status')).toHaveText('Invitation sent.');
}

export async function signedInPage(context: BrowserContext, user: Awaited<ReturnType<typeof createUser>>) {
  await signIn(context, user);
  return context.newPage();
}
