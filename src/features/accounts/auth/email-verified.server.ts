// What follows a proven e-mail address (the verification link, or a password reset, which
// proves it too): enquiries the couple sent while unverified reach their businesses now.
import { deliverHeldEnquiries } from '../../marketplace/index.server.ts';
import { mailDeps } from './mail-deps.server.ts';

export async function onEmailVerified(userId: string): Promise<void> {
  try {
    await deliverHeldEnquiries(mailDeps(), userId);
  } catch (error) {
    // The address stays verified; a later verification or sign-in path can deliver again.
    console.error(`delivering held enquiries of ${userId} failed`, error);
  }
}
