/**
 * The server's own words that people read in the screens (the login, the accounts, the password
 * forms), shared with the screens so that a Swahili one can say them in Swahili (issue 31). The API
 * answers in English, as the specification writes it; the screens translate what they show.
 */


export const SERVER_TEXTS = {
  wrongLogin: 'Invalid email or password.',
  busy: 'The server is busy. Please try again in a few seconds.',
  tooManyLogins: 'Too many logins on this site right now. Please try again in a minute.',
  tokenMissing: 'Authentication token is missing. Please log in.',
  sessionExpired: 'Your session has expired or is invalid. Please log in.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  ownersOnly: 'Only an owner can do this.',
  lastOwner: 'The last active owner cannot be demoted or deactivated. Make another account an owner first.',
  emailTaken: 'An account with this e-mail already exists.',
  wrongCurrent: 'Your current password is not right.',
  reactivateFirst: 'This account is deactivated: reactivate it first.',
  tooCommon: 'This password is too common: choose another.',
  settingsUpdated: 'Settings updated successfully',
  passwordChanged: 'Your password has been changed. Your other sessions are logged out.',
} as const;

export type ServerTextKey = keyof typeof SERVER_TEXTS;
