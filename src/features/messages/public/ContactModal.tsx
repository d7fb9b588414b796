import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import {
  Modal,
  ModalBody,
  ModalContent,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '../../../ui/Modal';
import { usePagesTexts } from '../../../public/usePagesTexts';
import { CONTACT_PAGE_TEXTS } from '../../../domain/texts/pages/contact';
import { hasErrors, validateContactForm, type ContactFormErrors } from '../../../domain/validation';
import styles from './ContactModal.module.css';

/** What the contact template receives (the EmailJS template parameters of the original site). */
export interface ContactMessage {
  from_email: string;
  message: string;
  /** The visitor's local date, `new Date().toLocaleDateString()`. */
  date: string;
  /** The current year, as text. */
  year: string;
}

/** Sends one message; resolves when it was accepted, rejects when it was not. */
export type SendContactMessage = (message: ContactMessage) => Promise<unknown>;

export interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Injected so the modal holds no network code (and stories need no network). */
  send: SendContactMessage;
}

type Status = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The 'Email Us' message form (spec sections 4, 5, 8): e-mail and message, checked on submit;
 * 'Sending...' while the send runs; a success message and cleared fields, or the failure text.
 * Closing forgets everything typed and shown.
 */
export function ContactModal({ open, onOpenChange, send }: ContactModalProps) {
  const pageTexts = usePagesTexts({ contact: CONTACT_PAGE_TEXTS });
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [trap, setTrap] = useState('');
  const formId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  // Each send and each close bumps this, so a send that settles after the modal was closed
  // (or after a newer send) cannot bring back a message the visitor no longer sees.
  const attempt = useRef(0);

  const reset = () => {
    attempt.current += 1;
    setEmail('');
    setMessage('');
    setTrap('');
    setErrors({});
    setStatus('idle');
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const found = validateContactForm({ email, message });
    setErrors(found);
    if (hasErrors(found)) {
      setStatus('idle');
      (found.email ? emailRef.current : messageRef.current)?.focus();
      return;
    }

    if (trap !== '') {
      // Only a robot fills the hidden field: it is told "sent", and nothing is.
      setEmail('');
      setMessage('');
      setStatus('sent');
      return;
    }

    const current = ++attempt.current;
    setStatus('sending');
    const now = new Date();
    try {
      await send({
        from_email: email.trim(),
        message: message.trim(),
        date: now.toLocaleDateString(),
        year: String(now.getFullYear()),
      });
      if (attempt.current !== current) return;
      setEmail('');
      setMessage('');
      setStatus('sent');
    } catch {
      if (attempt.current !== current) return;
      setStatus('failed');
    }
  };

  const sending = status === 'sending';

  return (
    <Modal open={open} onOpenChange={handleOpenChange}>
      <ModalContent size="md">
        <ModalHeader>
          <ModalTitle>{pageTexts.contact.title}</ModalTitle>
          <ModalDescription>{pageTexts.contact.description}</ModalDescription>
        </ModalHeader>

        <ModalBody>
          <form id={formId} className={styles.form} noValidate onSubmit={(event) => void handleSubmit(event)}>
            <TextField
              ref={emailRef}
              label={pageTexts.contact.email}
              type="email"
              name="from_email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <TextArea
              ref={messageRef}
              label={pageTexts.contact.message}
              name="message"
              rows={5}
              value={message}
              error={errors.message}
              onChange={(event) => setMessage(event.target.value)}
            />
            {/* Out of sight, out of the accessibility tree and of the tab order: people never fill it. */}
            <div className={styles.trap} aria-hidden="true">
              <label htmlFor={`${formId}-website`}>{pageTexts.contact.trap}</label>
              <input
                id={`${formId}-website`}
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={trap}
                onChange={(event) => setTrap(event.target.value)}
              />
            </div>

            {status === 'sent' && (
              <p role="status" className={styles.feedback} data-tone="success">
                {pageTexts.contact.sent}
              </p>
            )}
            {status === 'failed' && (
              <p role="alert" className={styles.feedback} data-tone="error">
                {pageTexts.contact.sendError}
              </p>
            )}
          </form>
        </ModalBody>

        <ModalFooter>
          <Button type="submit" form={formId} busy={sending} busyLabel={pageTexts.contact.sending}>
            {pageTexts.contact.send}
          </Button>
        </ModalFooter>
      </ModalContent>
    </Modal>
  );
}
