/** While a modal is open the page keeps its scroll position and does not scroll (spec 2, modals). */
let locks = 0;
let savedY = 0;

export function lockBodyScroll(): () => void {
  if (locks === 0) {
    savedY = window.scrollY;
    const body = document.body;
    body.style.position = 'fixed';
    body.style.top = `-${savedY}px`;
    body.style.left = '0';
    body.style.right = '0';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0) return;
    const body = document.body;
    body.style.position = '';
    body.style.top = '';
    body.style.left = '';
    body.style.right = '';
    window.scrollTo(0, savedY);
  };
}
