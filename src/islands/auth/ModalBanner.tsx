/**
 * The merchant's banner for a modal (spec 3 "Banner": w_login in the login modal, w_register in the register
 * modal), from the permission data in the page's language. The space is held at the banner's 4:1 shape from the
 * first render, while the platform is asked which banner to show, so the form below does not jump when the answer
 * and the image arrive (a login dialog opened without a click, as on a lottery page for a guest, counts every jump
 * as layout shift); an answer of no banner gives the space back.
 */
import { useEffect, useState } from 'react';
import { bannerOf } from '../../lib/site/system-calls.ts';

export type BannerGroup = 'w_login' | 'w_register';

export default function ModalBanner({ group, alt }: { group: BannerGroup; alt: string }) {
  // undefined: still asking; null: this merchant has no banner for the modal.
  const [url, setUrl] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // No banner is no space: a failed call shows the form alone.
    void bannerOf(group)
      .catch(() => null)
      .then((found) => {
        if (live) setUrl(found);
      });
    return () => {
      live = false;
    };
  }, [group]);
  if (url === undefined) return <div className="modal-banner" aria-hidden="true" />;
  if (!url) return null;
  return <img className="modal-banner" src={url} alt={alt} width="1200" height="300" />;
}
