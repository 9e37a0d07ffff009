import type { DevPay, Emit } from '../context';
import type { StoreWriter } from '../store/store';

/** Another request with the same key made its object first; this one's work is rolled back. */
class KeyTaken extends Error {
  constructor(readonly objectId: string) {
    super('idempotency key taken');
  }
}

/**
 * Stripe's `Idempotency-Key`: the first request with a key creates (`create` answers the new object's
 * id), and any later one, or one racing it, is answered with that same object.
 */
export async function withIdempotencyKey<T>(
  devPay: DevPay,
  endpoint: string,
  key: string | undefined,
  create: (tx: StoreWriter, emit: Emit) => Promise<string>,
  answer: (id: string) => Promise<T>,
): Promise<T> {
  const earlier = key ? await devPay.store.objectOfKey(endpoint, key) : undefined;
  if (earlier) return answer(earlier);
  try {
    const id = await devPay.change(async (tx, emit) => {
      const created = await create(tx, emit);
      const taken = key ? await tx.claimKey(endpoint, key, created) : undefined;
      if (taken) throw new KeyTaken(taken);
      return created;
    });
    return await answer(id);
  } catch (error) {
    if (error instanceof KeyTaken) return answer(error.objectId);
    throw error;
  }
}
