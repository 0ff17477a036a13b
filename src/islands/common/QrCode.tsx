/**
 * A QR code of a link (spec 9: size 200, margin 20), drawn in the browser by the qrcode package, loaded on first
 * use: no image service is called. The agent's invitation and the member's invite-friends page share it.
 */
import { useEffect, useState } from 'react';

export const QR_SIZE = 200;
/** The margin is in modules: 4 modules come to the spec's 20 px at 200 px, as on the app download page. */
const QR_MARGIN_MODULES = 4;

interface Props {
  value: string;
  label: string;
}

export default function QrCode({ value, label }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return;
    let live = true;
    void import('qrcode').then(async (QRCode) => {
      const svg = await QRCode.toString(value, {
        type: 'svg',
        width: QR_SIZE,
        margin: QR_MARGIN_MODULES,
        errorCorrectionLevel: 'M',
      });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? <img className="qr-code" src={src} width={QR_SIZE} height={QR_SIZE} alt={label} /> : null;
}
