export { Slot } from './Slot';
