import { lazy, Suspense, useState } from 'react';
import type { InfoText } from '../../brand';
import { Button } from '../../ui/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../ui/Card';
import styles from './InfoCards.module.css';
import { usePublicTexts } from '../locale';

// The dialog (Radix) loads at the first Read More: most visitors never open one.
const InfoModal = lazy(() => import('./InfoModal'));

export interface InfoCardsProps {
  items: readonly InfoText[];
}

/** About Us, Our Beliefs, Our Doctrine: a short text each, and the long one in a modal. */
export function InfoCards({ items }: InfoCardsProps) {
  const texts = usePublicTexts();
  const [open, setOpen] = useState<InfoText | null>(null);
  // The last opened text stays mounted while the dialog closes, and the chunk stays loaded.
  const [shown, setShown] = useState<InfoText | null>(null);

  return (
    <>
      <ul className={styles.grid}>
        {items.map((item) => (
          <li key={item.title}>
            <Card className={styles.card}>
              <CardHeader>
                <CardTitle asChild>
                  <h2>{item.title}</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p className={styles.short}>{item.short}</p>
              </CardContent>
              <CardFooter>
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={texts.home.readMoreAbout(item.title)}
                  onClick={() => {
                    setShown(item);
                    setOpen(item);
                  }}
                >
                  {texts.home.readMore}
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      {shown && (
        <Suspense fallback={null}>
          <InfoModal item={shown} open={open !== null} onOpenChange={(next) => !next && setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
