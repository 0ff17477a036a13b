/**
 * One of the shell's stroke icons (src/components/shell/icon-paths.ts) drawn by a React island, decorative: the
 * button or link around it carries the name. The icon's markup (the site's own constant: paths and circles) is
 * read into elements rather than set as HTML, so nothing here could ever carry a script.
 */
import { createElement } from 'react';

interface Props {
  paths: string;
  size?: number;
}

const SHAPE = /<(path|circle|rect|ellipse)\s([^>]*?)\/>/g;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function shapes(paths: string) {
  return [...paths.matchAll(SHAPE)].map(([, tag, attributes], i) =>
    createElement(tag!, {
      key: i,
      ...Object.fromEntries([...attributes!.matchAll(ATTRIBUTE)].map(([, name, value]) => [name, value])),
    }),
  );
}

export default function StrokeIcon({ paths, size = 20 }: Props) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes(paths)}
    </svg>
  );
}
