import clsx from 'clsx';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface StepButtonsProps {
  /** The component's own classes: `button` (its round button's size and shadow), where `previous` and `next` sit, and the arrows' `icon`. */
  classes: Partial<Record<'button' | 'previous' | 'next' | 'icon', string>>;
  previousLabel: string;
  nextLabel: string;
  /** -1 for Previous, 1 for Next. */
  onStep: (delta: -1 | 1) => void;
}

/** The Previous and Next arrows of a carousel or a media viewer, each named for screen readers. */
export function StepButtons({ classes, previousLabel, nextLabel, onStep }: StepButtonsProps) {
  return (
    <>
      <button type="button" className={clsx(classes.button, classes.previous)} onClick={() => onStep(-1)}>
        <Icon className={classes.icon} path="M15 5l-7 7 7 7" />
        <VisuallyHidden>{previousLabel}</VisuallyHidden>
      </button>
      <button type="button" className={clsx(classes.button, classes.next)} onClick={() => onStep(1)}>
        <Icon className={classes.icon} path="M9 5l7 7-7 7" />
        <VisuallyHidden>{nextLabel}</VisuallyHidden>
      </button>
    </>
  );
}
