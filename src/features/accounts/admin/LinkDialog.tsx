import { useState } from 'react';
import { accountLinkUrl } from '../rules';
import { formatGalleryDate } from '../../../domain/dates';
import { Button } from '../../../ui/Button';
import { Modal, ModalContent, ModalDescription, ModalFooter, ModalHeader, ModalTitle } from '../../../ui/Modal';
import { TextField } from '../../../ui/TextField';
import { useAdminLanguage, useAdminTexts } from '../../../admin/texts';
import styles from './accounts.module.css';

export interface IssuedLink {
  email: string;
  token: string;
  purpose: 'invite' | 'reset';
  expires_at: string;
}

/**
 * A link just made, shown this once (the server keeps only its hash): the address to send, a Copy
 * button that says when it worked, and Done.
 */
export function LinkDialog({ link, onClose }: { link: IssuedLink | null; onClose: () => void }) {
  const A = useAdminTexts().account;
  const { locale } = useAdminLanguage();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const url = link ? accountLinkUrl(window.location.origin, link.token) : '';

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Modal
      open={link !== null}
      onOpenChange={(open) => {
        if (open) return;
        setCopy('idle');
        onClose();
      }}
    >
      <ModalContent size="md">
        <ModalHeader>
          <ModalTitle>{link?.purpose === 'reset' ? A.link.resetTitle : A.link.inviteTitle}</ModalTitle>
          <ModalDescription>{link ? A.link.intro(link.email, formatGalleryDate(link.expires_at, undefined, locale)) : ''}</ModalDescription>
        </ModalHeader>
        <div className={styles.linkBody}>
          <TextField label={A.link.label} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <p role="status" className={styles.copyStatus}>
            {copy === 'copied' ? A.link.copied : copy === 'failed' ? A.link.copyFailed : ''}
          </p>
        </div>
        <ModalFooter>
          <Button onClick={() => void copyLink()}>{A.link.copy}</Button>
          <Button variant="secondary" onClick={() => { setCopy('idle'); onClose(); }}>
            {A.link.done}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
