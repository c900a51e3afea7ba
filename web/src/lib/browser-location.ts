/**
 * Leaving the app for another site (a payment gateway). One object, so tests can spy on where the
 * browser was sent: jsdom cannot navigate, and `window.location` itself cannot be replaced.
 */
export const browserLocation = {
  assign: (url: string): void => window.location.assign(url),
};
