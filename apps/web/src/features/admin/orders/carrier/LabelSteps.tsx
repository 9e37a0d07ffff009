import { messageOf, type StepProps } from '../order-steps';
import { labelPath, useGenerateLabel } from './generate-label';

/**
 * 'Generar guía': buys the label with the order's carrier and opens its PDF to print. The tab is opened
 * on the click itself (a tab opened after waiting for the server is blocked as a pop-up) and pointed at
 * the PDF once it exists, or closed when it failed. Typing a tracking number stays below, for parcels
 * sent outside Envia.
 */
export function GenerateLabelButton({ order, onError, onDone }: StepProps) {
  const generate = useGenerateLabel(order.bill_id);
  const run = async () => {
    onError(null);
    const tab = window.open('', '_blank');
    try {
      await generate.mutateAsync();
      if (tab) tab.location.href = labelPath(order.bill_id);
      onDone('Guía generada y pedido marcado como enviado. Le avisamos al cliente.');
    } catch (error) {
      tab?.close();
      onError(messageOf(error));
    }
  };
  return (
    <div className="admin-order-actions">
      <p className="admin-hint">
        Compra la guía con la paquetería del pedido y ábrela para imprimir; el pedido queda enviado y el
        cliente recibe su número de guía.
      </p>
      <button
        type="button"
        className="button button-primary"
        disabled={generate.isPending}
        aria-busy={generate.isPending || undefined}
        onClick={() => void run()}
      >
        {generate.isPending ? 'Generando guía…' : 'Generar guía'}
      </button>
    </div>
  );
}

/** The label's PDF, to print again. */
export function PrintLabelLink({ orderId }: { orderId: number }) {
  return (
    <a className="button button-secondary" href={labelPath(orderId)} target="_blank" rel="noopener">
      Imprimir guía (PDF)
      <span className="visually-hidden"> (abre una pestaña nueva)</span>
    </a>
  );
}
