/** The disclaimer modal (spec 2): two agreements, accept, a link to the terms; no close button, Esc does nothing. */
import { useState } from 'react';
import Modal from './Modal.tsx';
import { acceptDisclaimer, DISCLAIMER_AGE, initiallyChecked } from '../../lib/site/disclaimer.ts';
import { format } from '../../lib/i18n/format-message.ts';
import { formatCount } from '../../lib/format/number.ts';
import { localizedPath, type Locale } from '../../lib/i18n/locales.ts';
import type { ModalMessages } from './messages.ts';

interface Props {
  locale: Locale;
  messages: ModalMessages;
  onClose: () => void;
}

export default function DisclaimerModal({ locale, messages, onClose }: Props) {
  const [age, setAge] = useState(initiallyChecked);
  const [terms, setTerms] = useState(initiallyChecked);
  const [refused, setRefused] = useState(false);
  const ageText = formatCount(DISCLAIMER_AGE, locale);

  const accept = () => {
    if (acceptDisclaimer(age, terms)) onClose();
    else setRefused(true);
  };

  return (
    <Modal
      title={messages['disclaimer.title']}
      onClose={onClose}
      dismissible={false}
      closeLabel={messages['modal.close']}
      footer={<button type="button" className="button button--primary" onClick={accept} data-autofocus>{messages['disclaimer.accept']}</button>}
    >
      <p>{messages['disclaimer.intro']}</p>
      <label className="check">
        <input type="checkbox" checked={age} onChange={(e) => { setAge(e.target.checked); setRefused(false); }} />
        <span>{format(messages['disclaimer.age'], { age: ageText })}</span>
      </label>
      <label className="check">
        <input type="checkbox" checked={terms} onChange={(e) => { setTerms(e.target.checked); setRefused(false); }} />
        <span>{messages['disclaimer.terms']} <a href={localizedPath('/help#terms', locale)}>{messages['disclaimer.readTerms']}</a></span>
      </label>
      {refused && <p role="alert" className="field-error">{format(messages['disclaimer.age_limit'], { age: ageText })}</p>}
    </Modal>
  );
}
