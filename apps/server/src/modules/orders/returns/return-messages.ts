import type { Database } from '../../../db/client';
import { queueMessage, type MessageKind, type MessagePayloads } from '../../mail';
import { orderCustomer, orderWithReference } from '../reads/order-with-customer';

/** The shopper's message about a step of their return, queued in the step's transaction, once. */
export async function queueReturnMessage<Kind extends MessageKind & `return-${string}`>(
  tx: Database,
  orderId: number,
  returnId: number,
  kind: Kind,
  data: MessagePayloads[Kind],
): Promise<void> {
  const row = await orderWithReference(tx, orderId);
  if (!row) throw new Error(`No existe el pedido ${orderId}`);
  const customer = await orderCustomer(tx, orderId, row.order.userId);
  await queueMessage(tx, {
    kind,
    key: `return:${returnId}:${kind}`,
    to: { email: customer.email },
    orderId,
    data,
  } as Parameters<typeof queueMessage>[1]);
}
