import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What the guard passes to /admin-login after a 401: 'Authentication token is missing. Please log in.' */
export interface LoginLocationState {
  error?: string;
}

/** What the login passes to the dashboard: 'Login successful!'. */
export interface FlashLocationState {
  success?: string;
}

function readString(state: unknown, key: string): string | null {
  if (state === null || typeof state !== 'object') return null;
  const value = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * A message that arrived in navigation state (spec section 2: 'A success message may arrive through
 * navigation state'). It is read once, then removed from the history entry, so a reload or a Back
 * does not show it again.
 */
export function useNavigationMessage(key: keyof LoginLocationState | keyof FlashLocationState): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [message] = useState(() => readString(location.state, key));

  useEffect(() => {
    if (readString(location.state, key) === null) return;
    const rest = { ...(location.state as Record<string, unknown>) };
    delete rest[key];
    void navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: rest });
  }, [key, location, navigate]);

  return message;
}
