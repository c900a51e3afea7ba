/** What the app and other features may use of sign-in and the session (eslint.config.js fences the rest). */
export { useSession, SessionProvider, type StoredUserInfo } from './session';
export { RequireAdmin, RequireSignIn } from './route-guards';
export { VerifyEmailNotice } from './components/verify-email-notice';
