/**
 * A game image loaded by the lazy loader (spec 9): when in view, up to 3 attempts, then the error image.
 * The first row of a grid is the exception: it is the page's largest paint, so it is in the HTML from the
 * start (eager, the first ones at high fetch priority) and only falls back to the retrying loader on error.
 */
import { useEffect, useRef, useState } from 'react';
import { loadedImages, loadInBrowser, loadWithRetries } from '../../lib/ui/lazy-images.ts';
import { observe, unobserve } from './lazy-observer.ts';

export const ERROR_IMAGE = '/images/games/error.svg';

/** 'high': in the first row and first on a phone; 'eager': in the first row of a wide screen. */
export type ImagePriority = 'high' | 'eager';

export default function LazyImage({
  src,
  alt,
  priority,
}: {
  src: string;
  alt: string;
  priority?: ImagePriority | undefined;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  // An address loaded before (the last 200) shows at once, without waiting for the observer; so does the first row.
  const [shown, setShown] = useState<string | null>(() => (priority || loadedImages.has(src) ? src : null));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (priority && !failed) {
      setShown(src);
      return;
    }
    if (loadedImages.has(src)) {
      setShown(src);
      return;
    }
    setShown(null);
    const element = ref.current;
    if (!element) return;
    let live = true;
    observe(element, () => {
      void loadWithRetries(src, loadInBrowser).then((ok) => {
        if (live) setShown(ok ? src : ERROR_IMAGE);
      });
    });
    return () => {
      live = false;
      unobserve(element);
    };
  }, [src, priority, failed]);

  return (
    <span ref={ref} className="game-image">
      {shown && (
        <img
          src={shown}
          alt={alt}
          width={300}
          height={200}
          decoding={priority ? undefined : 'async'}
          loading={priority ? 'eager' : undefined}
          fetchPriority={priority === 'high' ? 'high' : undefined}
          // A first-row image that fails gets the lazy loader's retries and, at worst, the error image.
          onError={priority && !failed && shown === src ? () => setFailed(true) : undefined}
        />
      )}
    </span>
  );
}
