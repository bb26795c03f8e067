// Sign-in, sign-up, second factor, e-mail verification and password reset.
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { mailDeps } from './mail-deps.server.ts';
import { db } from '../../server/db/index.ts';
import {
  createSession,
  invalidateSession,
  deleteSessionCookie,
  markSessionTwoFactorVerified,
  setSessionCookie,
} from '../../server/auth/session.ts';
import {
  AuthError,
  registerCustomer,
  registerVendor,
  requestPasswordReset,
  resetPassword,
  verifyPasswordSignIn,
} from './auth.server.ts';
import { isTotpEnabled, verifySecondFactor } from './totp.server.ts';
import {
  forgotPasswordSchema,
  loginSchema,
  messages,
  registerSchema,
  resetPasswordSchema,
  twoFactorCodeSchema,
  vendorLoginSchema,
  vendorRegisterSchema,
} from './auth.ts';
import type { User } from '../../server/db/schema.ts';


function clientIp(context: ActionAPIContext): string {
  try {
    return context.clientAddress || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Maps a domain failure to the status and text the user sees; anything else is rethrown. */
export function toActionError(error: unknown): never {
  if (!(error instanceof AuthError)) throw error;
  switch (error.code) {
    case 'EMAIL_TAKEN':
      throw new ActionError({ code: 'CONFLICT', message: messages.emailTaken });
    case 'INVALID_CATEGORY':
      throw new ActionError({ code: 'BAD_REQUEST', message: messages.vendorCategory });
    case 'INVALID_CREDENTIALS':
      throw new ActionError({ code: 'UNAUTHORIZED', message: messages.invalidCredentials });
    case 'RATE_LIMITED':
      throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: messages.tooManyAttempts });
    case 'WRONG_PASSWORD':
      throw new ActionError({ code: 'BAD_REQUEST', message: 'Your current password is not correct.' });
    case 'INVALID_TOKEN':
      throw new ActionError({ code: 'BAD_REQUEST', message: messages.resetLinkInvalid });
    case 'INVALID_CODE':
      throw new ActionError({ code: 'BAD_REQUEST', message: messages.totpInvalid });
    case 'TOTP_ALREADY_ON':
      throw new ActionError({ code: 'CONFLICT', message: 'Two-factor authentication is already on.' });
    case 'TOTP_NOT_ON':
      throw new ActionError({ code: 'BAD_REQUEST', message: 'Two-factor authentication is not on.' });
  }
}

/** Replaces any current session with a new one (never reuse a session across sign-ins). */
async function startSession(context: ActionAPIContext, user: User): Promise<{ twoFactorRequired: boolean }> {
  if (context.locals.session) await invalidateSession(db, context.locals.session.id);
  const twoFactorRequired = await isTotpEnabled(db, user.id);
  const { token, session } = await createSession(db, user.id, { twoFactorVerified: !twoFactorRequired });
  setSessionCookie(context.cookies, token, session.expiresAt, context.url.protocol === 'https:');
  return { twoFactorRequired };
}

async function endSession(context: ActionAPIContext): Promise<void> {
  if (context.locals.session) await invalidateSession(db, context.locals.session.id);
  deleteSessionCookie(context.cookies, context.url.protocol === 'https:');
}

export const auth = {
  signIn: defineAction({
    input: loginSchema,
    handler: async (input, context) => {
      const user = await verifyPasswordSignIn(db, { ...input, ip: clientIp(context) }).catch(toActionError);
      const { twoFactorRequired } = await startSession(context, user);
      return { twoFactorRequired, role: user.role, emailVerified: user.emailVerified };
    },
  }),

  vendorSignIn: defineAction({
    input: vendorLoginSchema,
    handler: async (input, context) => {
      const user = await verifyPasswordSignIn(db, { ...input, ip: clientIp(context) }).catch(toActionError);
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
    input: registerSchema,
    handler: async (input) => {
      await registerCustomer(mailDeps(), input).catch(toActionError);
      return { ok: true };
    },
  }),

  registerVendor: defineAction({
    input: vendorRegisterSchema,
    handler: async (input) => {
      await registerVendor(mailDeps(), input).catch(toActionError);
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
      await verifySecondFactor(db, session.userId, code).catch(toActionError);
      await markSessionTwoFactorVerified(db, session.id);
      return { ok: true };
    },
  }),


  requestPasswordReset: defineAction({
    input: forgotPasswordSchema,
    handler: async ({ email }) => {
      await requestPasswordReset(mailDeps(), email);
      return { ok: true };
    },
  }),

  resetPassword: defineAction({
    input: resetPasswordSchema,
    handler: async ({ token, password }, context) => {
      await resetPassword(db, token, password).catch(toActionError);
      // Every session of the account ended, this browser's included.
      deleteSessionCookie(context.cookies, context.url.protocol === 'https:');
      return { ok: true };
    },
  }),
};
