/**
 * The demo payment gateway on the platform's server. It stands outside the platform: it shares only the merchant's
 * secret and its notification address. It takes no real money, so production does not run it at all.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../../config.ts';
import { DEMO_GATEWAY_PATH } from '../../modules/deposits/index.ts';
import { httpDelivery, injectDelivery } from './delivery.ts';
import { demoGatewayRoutes } from './routes.ts';

export async function installDemoGateway(app: FastifyInstance, config: PlatformConfig, now: () => number) {
  if (!config.deposits.demoGateway) return;
  const deliver = config.deposits.notifyUrl
    ? httpDelivery(config.deposits.notifyUrl)
    : injectDelivery(app, '/wps/deposit/notify/demo');
  await app.register(
    async (gateway) => {
      demoGatewayRoutes(gateway, {
        secretFor: (merchantCode) => (merchantCode === config.merchantCode ? config.deposits.gatewaySecret : undefined),
        deliver,
        now,
      });
    },
    { prefix: DEMO_GATEWAY_PATH },
  );
}
