/** Server HTML (notices, promotions) is cleaned with DOMPurify before it reaches the DOM. */
import DOMPurify from 'dompurify';

const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'span', 'h3', 'h4', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'blockquote'],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
};

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, ALLOWED);
}
