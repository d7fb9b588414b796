import { createContext, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { INITIAL_DATA_ID } from '../domain/pageData';
import type { paths } from '../../shared/api-schema';

/** The API answers the server wrote into the page, keyed by API path (domain/pageData.ts). */
export type InitialData = Readonly<Record<string, unknown>>;

/** A read of the API whose answer may already be in the page: its path and how the hook reads it. */
export interface Seed<T> {
  /** With its query where the page's read has one (the search page's). */
  path: keyof paths | `${keyof paths}?${string}`;
  /** The answer as the hook's own load would return it; throws for an answer it cannot read. */
  read: (answer: unknown) => T;
}

const NONE: InitialData = {};
const InitialDataContext = createContext<InitialData>(NONE);

/** The answers of the page's script element; none when there is none (no server render, a dev server). */
export function readInitialData(doc: Document = document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return NONE;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as InitialData) : NONE;
  } catch {
    return NONE;
  }
}

/**
 * Gives the page's hooks the server's answers while the visitor is on the page they arrived at:
 * the first render (on the server, and the hydration that must match it) reads them instead of
 * waiting for a fetch. From the first navigation on, hooks fetch as they always did.
 */
export function InitialDataProvider({ data = NONE, children }: { data?: InitialData | undefined; children: ReactNode }) {
  const location = useLocation();
  const [first] = useState(location.key);
  const [moved, setMoved] = useState(false);
  if (!moved && location.key !== first) setMoved(true);
  return <InitialDataContext value={moved ? NONE : data}>{children}</InitialDataContext>;
}

/** The answers the page holds for this render (none after the first navigation). */
export function useInitialData(): InitialData {
  return useContext(InitialDataContext);
}

/** What `seed` reads from the page's answers, or null when they hold none (or none it can read). */
export function readSeed<T>(data: InitialData, seed: Seed<T> | undefined): { data: T } | null {
  if (!seed || !Object.hasOwn(data, seed.path)) return null;
  try {
    return { data: seed.read(data[seed.path]) };
  } catch {
    return null;
  }
}

/** `seed`, its answer then turned by `then` (as the hook's load turns the resource function's result). */
export function seedThen<A, T>(seed: Seed<A>, then: (answer: A) => T): Seed<T> {
  return { path: seed.path, read: (answer) => then(seed.read(answer)) };
}
