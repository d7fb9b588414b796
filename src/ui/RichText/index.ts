export { RichText } from './RichText';
export type { RichTextProps, RichTextOwnProps, RichTextDocument, RichTextBlock, RichTextLine, RichTextInline } from './RichText';
