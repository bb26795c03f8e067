// Sign-in, sign-up, second factor, e-mail verification and password reset.
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { throwAsActionError } from '../../../server/action-errors.ts';
import { mailDeps } from './mail-deps.server.ts';
import { db } from '../../../server/db/index.ts';
import { createSession, invalidateSession, deleteSessionCookie, markSessionTwoFactorVerified, setSessionCookie } from '../../../server/auth/session.ts';
import { clientIp, endSession, isSecureRequest } from '../../../server/http.ts';
import { registerCustomer, registerVendor } from './registration.server.ts';
import { requestPasswordReset } from './email-tokens.server.ts';
import { resetPassword } from './passwords.server.ts';
import { onEmailVerified } from './email-verified.server.ts';
import { verifyPasswordSignIn } from './sign-in.server.ts';
import { withPasswordPolicy } from './password-policy.server.ts';
import { isTotpEnabled, verifySecondFactor } from './totp.server.ts';
import { DEVICE_COOKIE, deviceIdOf, deviceToken, setDeviceCookie } from '../../../server/auth/device.ts';
import { messages } from './auth.ts';
import { requestLocale } from '../../../i18n/request.ts';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  twoFactorCodeSchema,
  vendorLoginSchema,
  vendorRegisterSchema,
} from './auth.schema.ts';
import type { User } from '../../../server/db/schema.ts';

/** Replaces any current session with a new one (never reuse a session across sign-ins). */
async function startSession(context: ActionAPIContext, user: User): Promise<{ twoFactorRequired: boolean }> {
  if (context.locals.session) await invalidateSession(db, context.locals.session.id);
  const twoFactorRequired = await isTotpEnabled(db, user.id);
  const { token, session } = await createSession(db, user.id, { twoFactorVerified: !twoFactorRequired });
  setSessionCookie(context.cookies, token, session.expiresAt, isSecureRequest(context));
  // This browser is now a known device of the account (the id stays if it had one).
  setDeviceCookie(context.cookies, deviceToken(user, deviceIdOf(context.cookies.get(DEVICE_COOKIE)?.value)), isSecureRequest(context));
  return { twoFactorRequired };
}

/** The password check with this request's address, device cookie and the owner's alert mail. */
function checkPassword(input: { email: string; password: string }, context: ActionAPIContext): Promise<User> {
  const { sendMail, origin } = mailDeps();
  const device = context.cookies.get(DEVICE_COOKIE)?.value;
  return verifyPasswordSignIn(db, { ...input, ip: clientIp(context), device }, { sendMail, origin }).catch(throwAsActionError);
}

export const auth = {
  signIn: defineAction({
    input: loginSchema,
    handler: async (input, context) => {
      const user = await checkPassword(input, context);
      const { twoFactorRequired } = await startSession(context, user);
      return { twoFactorRequired, role: user.role, emailVerified: user.emailVerified };
    },
  }),

  vendorSignIn: defineAction({
    input: vendorLoginSchema,
    handler: async (input, context) => {
      const user = await checkPassword(input, context);
      if (user.role !== 'vendor') {
        // A customer on the vendor login: leave nobody signed in.
        await endSession(context);
        throw new ActionError({ code: 'FORBIDDEN', message: messages.accessDenied });
      }
      const { twoFactorRequired } = await startSession(context, user);
      return { twoFactorRequired, role: user.role, emailVerified: user.emailVerified };
    },
  }),

  register: defineAction({
    input: withPasswordPolicy(registerSchema, 'password', 'email'),
    handler: async (input, context) => {
      await registerCustomer(mailDeps(), input, { ip: clientIp(context), locale: requestLocale(context) }).catch(throwAsActionError);
      return { ok: true };
    },
  }),

  registerVendor: defineAction({
    input: withPasswordPolicy(vendorRegisterSchema, 'password', 'email'),
    handler: async (input, context) => {
      await registerVendor(mailDeps(), input, { ip: clientIp(context), locale: requestLocale(context) }).catch(throwAsActionError);
      return { ok: true };
    },
  }),

  /** Second step of a sign-in when the account has TOTP: verifies the code on the pending session. */
  verifyTwoFactor: defineAction({
    input: twoFactorCodeSchema,
    handler: async ({ code }, context) => {
      const session = context.locals.session;
      if (!session || session.twoFactorVerified) {
        throw new ActionError({ code: 'UNAUTHORIZED', message: 'Your sign-in has expired. Please sign in again.' });
      }
      await verifySecondFactor(db, session.userId, code).catch(throwAsActionError);
      await markSessionTwoFactorVerified(db, session.id);
      return { ok: true };
    },
  }),

  requestPasswordReset: defineAction({
    input: forgotPasswordSchema,
    handler: async ({ email }, context) => {
      await requestPasswordReset(mailDeps(), email, { ip: clientIp(context) });
      return { ok: true };
    },
  }),

  resetPassword: defineAction({
    input: withPasswordPolicy(resetPasswordSchema, 'password'),
    handler: async ({ token, password }, context) => {
      await onEmailVerified(await resetPassword(db, token, password).catch(throwAsActionError));
      // Every session of the account ended, this browser's included.
      deleteSessionCookie(context.cookies, isSecureRequest(context));
      return { ok: true };
    },
  }),
};
