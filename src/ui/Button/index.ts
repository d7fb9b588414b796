export { Button } from './Button';
export type { ButtonProps, ButtonOwnProps, ButtonVariant, ButtonSize } from './Button';
