import { lazy, Suspense, useId, useState, type ComponentProps, type ReactNode } from 'react';
import clsx from 'clsx';
import { HEADQUARTERS, RELATED_LINK_LIST, SOCIAL_LINKS, type SocialLinkKey } from '../../brand';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import type { SendContactMessage } from '../../features/messages/public/ContactModal';
import { SocialIcon } from './SocialIcon';
import styles from './Footer.module.css';
import { usePublicTexts } from '../locale';

// The modal (and the e-mail client the send function loads) stay out of every page's first
// download: most visitors never press 'Email Us'.
const ContactModal = lazy(() => import('../../features/messages/public/ContactModal').then((m) => ({ default: m.ContactModal })));

export interface FooterOwnProps {
  /** Sends a contact message; handed to the 'Email Us' modal. */
  sendMessage: SendContactMessage;
  /** Year of the copyright line; defaults to the current year (fixed in stories for stable screenshots). */
  year?: number;
}

export type FooterProps = ComponentProps<'footer'> & FooterOwnProps;

const SOCIAL_ORDER = Object.keys(SOCIAL_LINKS) as SocialLinkKey[];

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Site footer: contact block with 'Email Us', related links, social links and the copyright line. */
export function Footer({ sendMessage, year = new Date().getFullYear(), className, ...props }: FooterProps) {
  const texts = usePublicTexts();
  const [contactOpen, setContactOpen] = useState(false);
  // Mounted from the first press on, so later openings need no loading and closing can animate.
  const [contactWanted, setContactWanted] = useState(false);
  const ids = useId();

  const openContact = () => {
    setContactWanted(true);
    setContactOpen(true);
  };

  return (
    <footer className={clsx(styles.footer, className)} {...props}>
      <div className={styles.columns}>
        <FooterSection id={`${ids}-contact`} heading={texts.footer.contactHeading}>
          <address className={styles.address}>
            <Icon className={styles.pin} path="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z" />
            <span>
              {texts.footer.headquarters} {HEADQUARTERS.label}
            </span>
          </address>
          <Button onClick={openContact} aria-haspopup="dialog">
            {texts.footer.emailUs}
          </Button>
        </FooterSection>

        <FooterSection id={`${ids}-related`} heading={texts.footer.relatedLinks}>
          <ul className={styles.links}>
            {RELATED_LINK_LIST.map((link) => (
              <li key={link.href}>
                <a href={link.href} {...newTab} className={styles.link}>
                  {link.label}
                  <VisuallyHidden> {texts.newTab}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>

        <FooterSection id={`${ids}-social`} heading={texts.footer.followUs}>
          <ul className={styles.social}>
            {SOCIAL_ORDER.map((key) => (
              <li key={key}>
                <a href={SOCIAL_LINKS[key].href} {...newTab} className={styles.socialLink} title={SOCIAL_LINKS[key].label}>
                  <SocialIcon name={key} />
                  <VisuallyHidden>
                    {SOCIAL_LINKS[key].label} {texts.newTab}
                  </VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </FooterSection>
      </div>

      <p className={styles.copyright}>
        {texts.footer.copyright(year)}
      </p>

      {contactWanted && (
        <Suspense fallback={null}>
          <ContactModal open={contactOpen} onOpenChange={setContactOpen} send={sendMessage} />
        </Suspense>
      )}
    </footer>
  );
}

/** A column of the footer: a section named by its heading. */
function FooterSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
