import { adminTrackingCorrectionBody } from '@store/contract/admin';
import { useState } from 'react';
import { messageOf, type StepProps } from '../order-steps';
import { GuideForm } from './GuideForm';
import { useCorrectTracking } from './shipped-api';

/**
 * 'Corregir guía' on a shipped order: a guide typed wrong at 'Marcar como enviado' is corrected, and the
 * shopper is e-mailed the right one. A label bought through Envia is the carrier's: it says so instead.
 */
export function CorrectTrackingStep({ order, onError, onDone }: StepProps) {
  const [open, setOpen] = useState(false);
  const correct = useCorrectTracking(order.bill_id);
  if (order.shipping.has_label) {
    return (
      <p className="admin-hint">
        La guía se generó en la tienda con Envia: es de la paquetería y no se edita aquí. Si está mal,
        cancélala en Envia.com.
      </p>
    );
  }
  if (!open) {
    return (
      <div className="admin-order-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            onError(null);
            setOpen(true);
          }}
        >
          Corregir guía
        </button>
      </div>
    );
  }
  return (
    <>
      <p className="admin-hint">
        Corrige la paquetería o el número de guía; le enviaremos al cliente la guía correcta.
      </p>
      <GuideForm
        label="Corregir la guía"
        initial={{
          carrier: order.shipping.carrier ?? '',
          trackingNumber: order.shipping.tracking_number ?? '',
        }}
        submitText="Guardar guía"
        pending={correct.isPending}
        parse={(carrier, trackingNumber) =>
          adminTrackingCorrectionBody.safeParse({ carrier, tracking_number: trackingNumber })
        }
        send={async (body) => {
          onError(null);
          try {
            await correct.mutateAsync(body);
            setOpen(false);
            onDone('Guía corregida. Le enviamos al cliente la guía correcta.');
          } catch (error) {
            onError(messageOf(error));
          }
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
