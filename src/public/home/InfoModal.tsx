import type { InfoText } from '../../brand';
import { Button } from '../../ui/Button';
import { Modal, ModalBody, ModalClose, ModalContent, ModalFooter, ModalHeader, ModalTitle } from '../../ui/Modal';
import styles from './InfoCards.module.css';
import { usePublicTexts, useSwahili } from '../locale';
import { INFO_LONG } from '../../brandLong';
import { INFO_LONG_SW } from '../../domain/texts/sw/brandLong';

export interface InfoModalProps {
  item: InfoText;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The long text of an info card, with a Close button. Default export: InfoCards loads it lazily. */
export default function InfoModal({ item, open, onOpenChange }: InfoModalProps) {
  const texts = usePublicTexts();
  // Both languages' long texts are in this chunk, which only a Read More loads.
  const long = (useSwahili() ? INFO_LONG_SW : INFO_LONG)[item.key];
  return (
    <Modal open={open} onOpenChange={onOpenChange}>
      <ModalContent size="lg" showCloseButton={false} aria-describedby={undefined}>
        <ModalHeader>
          <ModalTitle>{item.title}</ModalTitle>
        </ModalHeader>
        <ModalBody className={styles.long}>
          {long.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </ModalBody>
        <ModalFooter>
          <ModalClose asChild>
            <Button variant="secondary">{texts.home.close}</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
