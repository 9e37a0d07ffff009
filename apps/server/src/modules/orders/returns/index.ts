/** Returns of delivered orders: the shopper asks within five business days; staff take it from there. */
export { billReturnsOf, requestReturn } from './shopper-returns';
export {
  approveReturn,
  listReturns,
  receiveReturn,
  refundReturn,
  rejectReturn,
  returnDetail,
  RETURN_NOT_FOUND,
} from './staff-returns';
export { RETURN_TRANSITIONS } from './return-transitions';
export { shopperReturnRoutes } from './return-routes';
export { openReturnCounts, type OpenReturnCounts } from './return-counts';
export { returnsByReason, type ProductReturnReason } from './returns-by-reason';
