interface DocsOptions {
  /**
   * For a component that opens a dialog or covers the screen: it would cover the docs page, so each
   * story runs in its own frame there.
   */
  ownFrame?: boolean;
  /** The stories' layout (Storybook's `parameters.layout`). */
  layout?: 'padded' | 'centered' | 'fullscreen';
}

/** A UI meta's `parameters`: its docs page's "when to use" text (`component`), and the options. */
export function docsPage(component: string, { ownFrame = false, layout }: DocsOptions = {}) {
  return {
    docs: { description: { component }, ...(ownFrame ? { story: { inline: false, height: '32rem' } } : {}) },
    ...(layout ? { layout } : {}),
  };
}
