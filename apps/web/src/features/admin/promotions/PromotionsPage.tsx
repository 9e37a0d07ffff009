import { spanishDay } from '@store/contract';
import { PROMOTION_STATE_NAMES, PROMOTION_STATES, type AdminPromotion } from '@store/contract/admin';
import { promotionBadge } from '@store/money';
import { useId, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { usePageTitle } from '../../../lib/page-title';
import { reasonOr } from '../../../lib/api';
import { useConfirm } from '../../../lib/dialog/confirm';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { AdminLoadError } from '../AdminLoadError';
import { OffersTabs } from '../SectionTabs';
import { useArchivePromotion, usePromotions } from './api';
import { PromotionForm } from './PromotionForm';
import '../offers.css';
import { useIsOwner } from '../role';

type Editing = { promotion: AdminPromotion | null } | null;

const SECTION_TITLES = {
  active: 'Activas',
  upcoming: 'Próximas',
  ended: 'Terminadas',
  archived: 'Archivadas',
} as const;

/** What it covers, in a few words: "Toda la tienda", "2 departamentos, 1 producto". */
function scopeText(promotion: AdminPromotion): string {
  const parts = [
    [promotion.category_ids.length, 'departamento', 'departamentos'],
    [promotion.brand_ids.length, 'marca', 'marcas'],
    [promotion.products.length, 'producto', 'productos'],
  ] as const;
  const named = parts
    .filter(([count]) => count > 0)
    .map(([count, one, many]) => `${count} ${count === 1 ? one : many}`);
  return named.length === 0 ? 'Toda la tienda' : named.join(', ');
}

/**
 * `/admin/promociones`: the owner's promotions, running ones first, and the form to create or edit one.
 * Ending one archives it: it stops at once and stays listed, as the orders that got it still name it.
 */
export function PromotionsPage() {
  usePageTitle('Promociones');
  const titleId = useId();
  const promotions = usePromotions();
  const archive = useArchivePromotion();
  const confirmation = useConfirm();
  const [editing, setEditing] = useState<Editing>(null);
  const all = promotions.data?.promotions;
  // Staff see what is on; setting promotions is an owner's.
  const owner = useIsOwner();

  const end = async (promotion: AdminPromotion) => {
    const yes = await confirmation.ask({
      title: `¿Terminar y archivar «${promotion.name}»?`,
      body: (
        <p>
          Deja de aplicarse en este momento: los precios vuelven a ser los de siempre. Los pedidos que ya la
          tuvieron la conservan. Una promoción archivada no se puede volver a activar.
        </p>
      ),
      confirm: 'Terminar promoción',
    });
    if (!yes) return;
    try {
      const saved = await archive.mutateAsync(promotion.id);
      notifySuccess(saved.message);
    } catch (error) {
      notifyError(reasonOr(error, 'No pudimos terminar la promoción. Intenta de nuevo.'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="admin-promotions">
      <OffersTabs />
      <div className="admin-promotions-head">
        <h1 id={titleId}>Promociones</h1>
        {owner && editing === null ? (
          <button type="button" className="button" onClick={() => setEditing({ promotion: null })}>
            Nueva promoción
          </button>
        ) : null}
      </div>
      {editing !== null ? (
        <PromotionForm
          key={editing.promotion?.id ?? 'new'}
          promotion={editing.promotion}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {promotions.isError ? (
        <AdminLoadError
          message="No pudimos cargar las promociones."
          onRetry={() => void promotions.refetch()}
        />
      ) : !all ? (
        <p role="status">Cargando promociones...</p>
      ) : all.length === 0 ? (
        <p role="status">
          {owner
            ? 'Aún no hay promociones. Crea la primera con «Nueva promoción».'
            : 'Aún no hay promociones.'}
        </p>
      ) : (
        PROMOTION_STATES.map((state) => {
          const rows = all.filter((promotion) => promotion.state === state);
          if (rows.length === 0) return null;
          return (
            <section key={state} className="admin-promotions-group" aria-label={SECTION_TITLES[state]}>
              <h2>{SECTION_TITLES[state]}</h2>
              <ul className="admin-promotions-list">
                {rows.map((promotion) => (
                  <li key={promotion.id} className="admin-promotion">
                    <div className="admin-promotion-main">
                      <span className="promotion-badge">
                        {promotionBadge({ kind: promotion.kind, percentOff: promotion.percent_off })}
                      </span>
                      <strong>{promotion.name}</strong>
                      <span className={`admin-promotion-state state-${promotion.state}`}>
                        {PROMOTION_STATE_NAMES[promotion.state]}
                      </span>
                    </div>
                    <p className="admin-hint">
                      Del {spanishDay(promotion.starts_on)} al {spanishDay(promotion.ends_on)} ·{' '}
                      {scopeText(promotion)}
                      {promotion.minimum_purchase !== null
                        ? ` · Compra mínima ${formatMoney(promotion.minimum_purchase)}`
                        : ''}
                      {promotion.stackable ? ' · Se suma a otras' : ''}
                    </p>
                    {owner && promotion.state !== 'archived' ? (
                      <div className="admin-promotion-actions">
                        {promotion.state !== 'ended' ? (
                          <button
                            type="button"
                            className="button button-secondary"
                            onClick={() => setEditing({ promotion })}
                            aria-label={`Editar ${promotion.name}`}
                          >
                            Editar
                          </button>
                        ) : null}
                        <button
                          type="button"
                          className="button button-secondary"
                          disabled={archive.isPending}
                          onClick={() => void end(promotion)}
                          aria-label={`${promotion.state === 'ended' ? 'Archivar' : 'Terminar y archivar'} ${promotion.name}`}
                        >
                          {promotion.state === 'ended' ? 'Archivar' : 'Terminar y archivar'}
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
