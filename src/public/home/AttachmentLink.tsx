import { usePublicTexts } from '../locale';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/** An announcement's PDF, 'View Attachment', in a new tab: on its carousel slide and on its own page. */
export function AttachmentLink({ href, className }: { href: string; className?: string }) {
  const texts = usePublicTexts();
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {texts.home.viewAttachment}
      <VisuallyHidden> {texts.newTab}</VisuallyHidden>
    </a>
  );
}
