/** The administrator's login token, kept in the browser's local storage (spec section 3). */
import { ApiError } from './errors';

/** The browser local storage key of the login token (spec section 3). */
export const TOKEN_KEY = 'token';

// Local storage can be absent (server-side tests) or throw (privacy modes, storage disabled):
// then there is simply no token.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  try {
    const token = storage()?.getItem(TOKEN_KEY);
    return token ? token : null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  try {
    storage()?.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored is the goal; a storage that refuses has nothing we could remove.
  }
}

export const NO_TOKEN_TEXT = 'No token found. Please login.';

/** The stored token, or an ApiError 'No token found. Please login.' (spec section 6: every write needs it). */
export function requireToken(): string {
  const token = getToken();
  if (!token) throw new ApiError(NO_TOKEN_TEXT, { code: 'NO_TOKEN', body: { error: NO_TOKEN_TEXT, message: NO_TOKEN_TEXT } });
  return token;
}
