import { PUBLIC_TEXTS } from '../../domain/texts/publicTexts';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/** An announcement's PDF, 'View Attachment', in a new tab: on its carousel slide and on its own page. */
export function AttachmentLink({ href, className }: { href: string; className?: string }) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {PUBLIC_TEXTS.home.viewAttachment}
      <VisuallyHidden> {PUBLIC_TEXTS.newTab}</VisuallyHidden>
    </a>
  );
}
