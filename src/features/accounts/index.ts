export { messages, toasts } from './auth/auth.ts';
export { SERVICE_TYPES, serviceStatusLabel } from './business/vendor-account.ts';
export { accountLocale } from './settings/language.ts';
