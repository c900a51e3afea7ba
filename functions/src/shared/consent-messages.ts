/** What the server answers about consents (api/consents/). */
export const CONSENT_MSG = {
  anonIdInvalid: 'anonId must be 16 to 64 letters, digits, - or _',
  analyticsRequired: 'purposes.analytics must be true or false',
  marketingRequired: 'purposes.marketing must be true or false',
  purposesRequired: 'purposes is required',
  versionInvalid: 'version must be 1 to 40 letters, digits, dots, - or _',
  tooManyConsents: 'Too many consent changes, please try again in a few minutes',
} as const;
