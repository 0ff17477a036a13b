/** The member's redemptions (the redeem list) with each order's status and the operator's remark. */
import { formatDateTime } from '../../lib/format/datetime.ts';
import { format } from '../../lib/i18n/format-message.ts';
import type { Locale } from '../../lib/i18n/locales.ts';
import type { MallOrder } from '../../lib/points/points-calls.ts';
import { pointsText, type PointsMessages } from './points-text.ts';

interface Props {
  locale: Locale;
  messages: PointsMessages;
  orders: MallOrder[];
}

export default function MallOrders({ locale, messages, orders }: Props) {
  return (
    <section className="card points-card" aria-labelledby="points-orders-title">
      <h2 id="points-orders-title">{messages['points.orders.title']}</h2>
      {!orders.length && <p className="form-note">{messages['points.orders.empty']}</p>}
      <ul className="mall-orders">
        {orders.map((order) => (
          <li key={order.id}>
            <strong>{order.name}</strong>
            <span>{format(messages['points.mall.cost']!, { points: pointsText(order.points, locale) })}</span>
            <span className={`order-status order-status--${order.status}`}>
              {messages[`points.status.${order.status}`]}
            </span>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time>
            {order.remark && <span className="form-note">{order.remark}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
