import { useState, type ComponentProps } from 'react';
import clsx from 'clsx';
import styles from './SmartImage.module.css';

/** public/placeholder.svg: a neutral picture frame, shown when a picture cannot be loaded. */
export const PLACEHOLDER_SRC = `${import.meta.env.BASE_URL}placeholder.svg`;

export interface SmartImageOwnProps {
  /** Required: describe the picture, or '' for a decorative one. */
  alt: string;
  /**
   * Intrinsic size in px. With both, the box has the picture's aspect ratio before it loads, so
   * nothing below it moves. undefined only when the size is truly unknown (then it may shift).
   */
  width: number | undefined;
  height: number | undefined;
  /** The page's main picture, in view on arrival: loads eagerly with fetchpriority="high". */
  priority?: boolean;
  /** Shown instead when the picture fails to load (once: a failing fallback is left as is). */
  fallbackSrc?: string;
  /** How the picture fills a box whose ratio differs from its own (a CSS height on the image). */
  fit?: 'cover' | 'contain';
}

export type SmartImageProps = Omit<ComponentProps<'img'>, 'alt' | 'width' | 'height'> & SmartImageOwnProps;

/**
 * An `<img>` that does not shift the layout (width/height attributes and an aspect-ratio box),
 * loads lazily and decodes off the main thread unless it is the `priority` picture, and falls
 * back to a placeholder picture when it cannot be loaded.
 */
export function SmartImage({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  priority = false,
  fallbackSrc = PLACEHOLDER_SRC,
  fit = 'cover',
  loading,
  fetchPriority,
  decoding = 'async',
  onError,
  onLoad,
  className,
  style,
  ...props
}: SmartImageProps) {
  // Which src failed (not just "failed"): a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const wanted = src ?? '';
  const failed = failedSrc === wanted;
  const shown = failed ? fallbackSrc : src;

  return (
    <img
      {...props}
      src={shown}
      // The fallback replaces the whole set: a srcset would still win over src.
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={fetchPriority ?? (priority ? 'high' : undefined)}
      decoding={decoding}
      data-fit={fit}
      data-fallback={failed || undefined}
      data-loaded={loadedSrc === (shown ?? '') || undefined}
      className={clsx(styles.image, className)}
      style={width && height ? { aspectRatio: `${width} / ${height}`, ...style } : style}
      onLoad={(event) => {
        setLoadedSrc(shown ?? '');
        onLoad?.(event);
      }}
      onError={(event) => {
        // Swap once. If the fallback fails too, `failed` is already true and nothing changes: no loop.
        if (!failed) setFailedSrc(wanted);
        onError?.(event);
      }}
    />
  );
}
