/** A game image loaded by the lazy loader (spec 9): when in view, up to 3 attempts, then the error image. */
import { useEffect, useRef, useState } from 'react';
import { loadedImages, loadInBrowser, loadWithRetries } from '../../lib/ui/lazy-images.ts';
import { observe, unobserve } from './lazy-observer.ts';

export const ERROR_IMAGE = '/images/games/error.svg';

export default function LazyImage({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  // An address loaded before (the last 200) shows at once, without waiting for the observer.
  const [shown, setShown] = useState<string | null>(() => (loadedImages.has(src) ? src : null));

  useEffect(() => {
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
  }, [src]);

  return (
    <span ref={ref} className="game-image">
      {shown && <img src={shown} alt={alt} width={300} height={200} decoding="async" />}
    </span>
  );
}
