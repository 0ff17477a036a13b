/** The gateways this platform can take deposits through, by the name a channel row carries. */
import type { PlatformConfig } from '../../config.ts';
import { demoGateway } from './demo-gateway.ts';
import type { PaymentGateway } from './gateway.ts';

export type Gateways = ReadonlyMap<string, PaymentGateway>;

/** A real gateway is added here (and its channels point at its name); the demo one exists in demo mode only. */
export function createGateways(config: PlatformConfig): Gateways {
  const gateways: PaymentGateway[] = config.deposits.demoGateway ? [demoGateway(config.deposits.gatewaySecret)] : [];
  return new Map(gateways.map((g) => [g.name, g]));
}
