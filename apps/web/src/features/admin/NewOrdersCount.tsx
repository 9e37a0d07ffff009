import { useEffect } from 'react';
import { useNewOrders } from './new-orders';

/**
 * The count of paid orders since this member last opened 'Pedidos', beside its link. It is asked every 30
 * seconds and at once when the tab comes back into view, so an owner who leaves the back-office open sees
 * a sale without reloading.
 */
export function NewOrdersCount() {
  const newOrders = useNewOrders();
  const { refetch } = newOrders;
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refetch]);

  const count = newOrders.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="admin-nav-count">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">, {count === 1 ? '1 pedido nuevo' : `${count} pedidos nuevos`}</span>
    </span>
  );
}
