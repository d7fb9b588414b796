// What the stories of form fields share (TextField, TextArea, FileField, ProgressBar, FocalPointPicker, VideoPosterPicker).
import { createElement } from 'react';
import type { Decorator } from '@storybook/react-vite';

/** The story as a form holds it: in a column at most `maxWidth` wide (an admin form's field). */
export const inFormColumn =
  (maxWidth = '32rem'): Decorator =>
  (Story) =>
    createElement('div', { style: { maxWidth } }, createElement(Story));

/** The controls of what every Field-wrapped input takes besides its label and hint: an error line typed in. */
export const fieldArgTypes = { error: { control: 'text' } } as const;
