/** Points and point-mall calls of the site (contract/calls/points.ts), each answer parsed by its declared schema. */
import { callContract } from '../api/client.ts';
import type { ConvertRequest, RedeemRequest } from '../../../contract/calls/points.ts';

// Loaded with the first call, not with the page: the contract's schemas (and zod) stay out of the first script.
const loadPoints = () => import('../../../contract/calls/points.ts');

export type {
  MallItem,
  MallOrder,
  PointsConfig,
  PointsRecordRow,
} from '../../../contract/calls/points.ts';

export const fetchPointsConfig = async () => callContract((await loadPoints()).fetchPointsConfig);

export const fetchMallItems = async () => callContract((await loadPoints()).fetchMallItems);

export const fetchPointsBalance = async () => callContract((await loadPoints()).fetchPointsBalance);

export const fetchPointsRecord = async (page: number) =>
  callContract((await loadPoints()).fetchPointsRecord, { query: { page: String(page), size: '10' } });

export const fetchMallOrders = async () => callContract((await loadPoints()).fetchMallOrders);

export const sendConvertPoints = async (body: ConvertRequest) =>
  callContract((await loadPoints()).convertPoints, { body });

export const sendRedeemItem = async (body: RedeemRequest) =>
  callContract((await loadPoints()).redeemMallItem, { body });
