/**
 * One IntersectionObserver for every lazy game image (spec 9: threshold 0.1, checked at most every 200 ms):
 * elements that came into view are collected and handed over together once per throttle window.
 */
import { LAZY } from '../../lib/ui/lazy-images.ts';

type Callback = () => void;
const waiting = new Map<Element, Callback>();
const due = new Set<Element>();
let observer: IntersectionObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function flush(): void {
  timer = undefined;
  for (const element of due) {
    const callback = waiting.get(element);
    unobserve(element);
    callback?.();
  }
  due.clear();
}

export function observe(element: Element, onVisible: Callback): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) due.add(entry.target);
      if (due.size && !timer) timer = setTimeout(flush, LAZY.throttleMs);
    },
    { threshold: LAZY.threshold },
  );
  waiting.set(element, onVisible);
  observer.observe(element);
}

export function unobserve(element: Element): void {
  waiting.delete(element);
  observer?.unobserve(element);
}
