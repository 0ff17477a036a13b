export { DEMO_GATEWAY_PATH } from './demo-gateway.ts';
export { createGateways, type Gateways } from './gateways.ts';
