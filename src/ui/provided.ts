import { useContext, type Context } from 'react';

/**
 * The value a provider above gives `context`. The design system keeps no defaults of its own for
 * what the app decides (its words, its timings): outside the provider it throws, so a missing one
 * shows at once instead of as a label in the wrong language or a timer of the wrong length.
 */
export function useProvided<T>(context: Context<T | null>, provider: string, what: string): T {
  const value = useContext(context);
  if (value === null) throw new Error(`A component of src/ui needs a <${provider}> above it: there the app gives the design system its ${what}.`);
  return value;
}
