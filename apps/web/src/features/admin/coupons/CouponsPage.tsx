import { spanishDay } from '@store/contract';
import { COUPON_STATE_NAMES, COUPON_STATES, type AdminCoupon } from '@store/contract/admin';
import { useId, useState } from 'react';
import { reasonOr } from '../../../lib/api';
import { useConfirm } from '../../../lib/dialog/confirm';
import { formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { AdminLoadError } from '../AdminLoadError';
import { OffersTabs } from '../SectionTabs';
import '../offers.css';
import { useIsOwner } from '../role';
import { useArchiveCoupon, useCoupons } from './api';
import { CouponForm } from './CouponForm';

type Editing = { coupon: AdminCoupon | null } | null;

const SECTION_TITLES = {
  active: 'Vigentes',
  upcoming: 'Próximos',
  ended: 'Terminados',
  archived: 'Archivados',
} as const;

/** What the code gives: "10 %", "$100.00", "Envío gratis". */
function givesText(coupon: AdminCoupon): string {
  if (coupon.kind === 'percent') return `−${coupon.percent_off ?? 0} %`;
  if (coupon.kind === 'amount') return `−${formatMoney(coupon.amount_off ?? 0)}`;
  return 'Envío gratis';
}

/** When, on what and how often, in a few words. */
function rulesText(coupon: AdminCoupon): string {
  const scope = [
    [coupon.category_ids.length, 'departamento', 'departamentos'],
    [coupon.products.length, 'producto', 'productos'],
  ] as const;
  const named = scope
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return [
    coupon.ends_on === null
      ? `Desde el ${spanishDay(coupon.starts_on)}`
      : `Del ${spanishDay(coupon.starts_on)} al ${spanishDay(coupon.ends_on)}`,
    named.length === 0 ? 'Toda la tienda' : named.join(', '),
    coupon.minimum_purchase !== null ? `Compra mínima ${formatMoney(coupon.minimum_purchase)}` : null,
    coupon.max_uses !== null ? `${coupon.max_uses} usos en total` : null,
    coupon.max_uses_per_customer !== null
      ? `${coupon.max_uses_per_customer} ${coupon.max_uses_per_customer === 1 ? 'uso' : 'usos'} por cliente`
      : null,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/**
 * `/admin/cupones`: the owner's discount codes, running ones first, each with how many paid orders used it
 * and the money it took off, and the form to create or edit one. Archiving one stops it at once; it stays
 * listed, as the orders that used it name it.
 */
export function CouponsPage() {
  usePageTitle('Cupones');
  const titleId = useId();
  const coupons = useCoupons();
  const archive = useArchiveCoupon();
  const confirmation = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const all = coupons.data?.coupons;
  const owner = useIsOwner();

  const file = async (coupon: AdminCoupon) => {
    const yes = await confirmation.ask({
      title: `¿Archivar el cupón ${coupon.code}?`,
      body: (
        <p>
          Deja de aceptarse en este momento. Los pedidos que ya lo usaron lo conservan. Un cupón archivado no
          se puede volver a activar.
        </p>
      ),
      confirm: 'Archivar cupón',
    });
    if (!yes) return;
    try {
      notifySuccess((await archive.mutateAsync(coupon.id)).message);
    } catch (error) {
      notifyError(reasonOr(error, 'No pudimos archivar el cupón. Intenta de nuevo.'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="admin-promotions">
      <OffersTabs />
      <div className="admin-promotions-head">
        <h1 id={titleId}>Cupones</h1>
        {owner && editing === null ? (
          <button type="button" className="button" onClick={() => setEditing({ coupon: null })}>
            Nuevo cupón
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <CouponForm
          key={editing.coupon?.id ?? 'new'}
          coupon={editing.coupon}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {coupons.isError ? (
        <AdminLoadError message="No pudimos cargar los cupones." onRetry={() => void coupons.refetch()} />
      ) : !all ? (
        <p role="status">Cargando cupones...</p>
      ) : all.length === 0 ? (
        <p role="status">
          {owner ? 'Aún no hay cupones. Crea el primero con «Nuevo cupón».' : 'Aún no hay cupones.'}
        </p>
      ) : (
        COUPON_STATES.map((state) => {
          const rows = all.filter((coupon) => coupon.state === state);
          if (rows.length === 0) return null;
          return (
            <section key={state} className="admin-promotions-group" aria-label={SECTION_TITLES[state]}>
              <h2>{SECTION_TITLES[state]}</h2>
              <ul className="admin-promotions-list">
                {rows.map((coupon) => (
                  <li key={coupon.id} className="admin-promotion">
                    <div className="admin-promotion-main">
                      <span className="promotion-badge">{givesText(coupon)}</span>
                      <strong>{coupon.code}</strong>
                      <span className={`admin-promotion-state state-${coupon.state}`}>
                        {COUPON_STATE_NAMES[coupon.state]}
                      </span>
                    </div>
                    <p className="admin-hint">{rulesText(coupon)}</p>
                    <p className="admin-coupon-figures">
                      {coupon.uses} {coupon.uses === 1 ? 'uso' : 'usos'} · {formatMoney(coupon.discounted)}{' '}
                      descontados
                      {coupon.reserved > 0 ? ` · ${coupon.reserved} en pago` : ''}
                    </p>
                    {owner && coupon.state !== 'archived' ? (
                      <div className="admin-promotion-actions">
                        <button
                          type="button"
                          className="button button-secondary"
                          onClick={() => setEditing({ coupon })}
                          aria-label={`Editar ${coupon.code}`}
                        >
                          Editar
                        </button>
                        <button
                          type="button"
                          className="button button-secondary"
                          disabled={archive.isPending}
                          onClick={() => void file(coupon)}
                          aria-label={`Archivar ${coupon.code}`}
                        >
                          Archivar
                        </button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      {confirmation.dialog}
    </section>
  );
}
