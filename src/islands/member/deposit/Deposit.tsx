/**
 * Deposit (depositv2): choose a method and channel, an amount, and pay on the gateway's page. Coming back
 * from the gateway, the address carries the order and the section shows its status as the platform reports it.
 */
import { useState } from 'react';
import { localizedPath } from '../../../lib/i18n/locales.ts';
import type { SectionProps } from '../sections.ts';
import DepositForm from './DepositForm.tsx';
import OrderStatus from './OrderStatus.tsx';

const ORDER_ID = /^D[0-9A-F]{20}$/;

function orderFromAddress(): string | null {
  const order = new URLSearchParams(window.location.search).get('order');
  return order && ORDER_ID.test(order) ? order : null;
}

export default function Deposit({ locale, messages }: SectionProps) {
  const [orderId, setOrderId] = useState(orderFromAddress);
  const again = () => {
    window.history.pushState(null, '', `${localizedPath('/member', locale)}?page=depositv2`);
    setOrderId(null);
  };
  if (orderId) return <OrderStatus orderId={orderId} locale={locale} messages={messages} onAgain={again} />;
  return <DepositForm locale={locale} messages={messages} />;
}
