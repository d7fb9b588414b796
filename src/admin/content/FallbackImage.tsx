import { useState, type ComponentProps } from 'react';

/** Shown instead of a missing or broken picture (spec section 2). */
export const PLACEHOLDER_IMAGE = '/placeholder.svg';

export type FallbackImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  /** The picture's URL; the placeholder when null. */
  src: string | null | undefined;
};

/** An <img> that falls back to the placeholder when its file is missing or fails to load. */
export function FallbackImage({ src, srcSet, onError, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      {...props}
      src={broken ? PLACEHOLDER_IMAGE : src}
      srcSet={broken ? undefined : srcSet}
      data-fallback={broken || undefined}
      onError={(event) => {
        if (src && !broken) setFailed(src);
        onError?.(event);
      }}
    />
  );
}
