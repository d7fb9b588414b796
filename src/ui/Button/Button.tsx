import type { ComponentProps } from 'react';
import clsx from 'clsx';
import { Slot } from '../Slot';
import styles from './Button.module.css';
import { useUiTexts } from '../texts';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work is in progress: shows a spinner and `busyLabel`, and the button cannot be pressed. */
  busy?: boolean;
  /** What the button says while busy, e.g. 'Sending...', 'Updating...'. */
  busyLabel?: string;
  /** Render the single child (e.g. a router Link) with the button's looks instead of a `<button>`. */
  asChild?: boolean;
}

export type ButtonProps = ComponentProps<'button'> & ButtonOwnProps;

export function Button(given: ButtonProps) {
  const ui = useUiTexts();
  const {
    variant = 'primary',
    size = 'md',
    busy = false,
    busyLabel = ui.button.busy,
    asChild = false,
    className,
    children,
    disabled,
    type,
    ...props
  } = given;
  const shared = {
    'data-variant': variant,
    'data-size': size,
    'data-busy': busy || undefined,
    // aria-busy tells assistive technology that the label change is transient.
    'aria-busy': busy || undefined,
    className: clsx(styles.button, className),
  };

  if (asChild) {
    // A link cannot be `disabled`; aria-disabled keeps it announced as unavailable while busy.
    return (
      <Slot {...shared} aria-disabled={disabled || busy || undefined} {...props}>
        {children}
      </Slot>
    );
  }

  return (
    <button
      {...shared}
      // A plain button must not submit an enclosing form by accident; forms pass type="submit".
      type={type ?? 'button'}
      disabled={disabled || busy}
      {...props}
    >
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
