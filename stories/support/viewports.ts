/** A story's `globals` that pin its viewport (see .storybook/viewports.ts): shot at that width only. */
export const phone = { viewport: { value: 'phone' } };
export const desktop = { viewport: { value: 'desktop' } };
