import type { ParcelSteps } from '@store/contract';
import './parcel-steps.css';

const STEP_DAY = new Intl.DateTimeFormat('es-MX', {
  timeZone: 'America/Mexico_City',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * The parcel's steps as the carrier told them ('En camino', 'En reparto', 'Entregado'), each with its day
 * and hour in the shop's time, or 'Pendiente': the shopper's order page and the back-office's show the same.
 */
export function ParcelStepList({ steps, label }: { steps: ParcelSteps; label: string }) {
  return (
    <ol className="parcel-steps" aria-label={label}>
      {steps.map((step) => (
        <li key={step.name} className={step.at ? 'parcel-step parcel-step-done' : 'parcel-step'}>
          <span className="parcel-step-name">{step.name}</span>
          {step.at ? (
            <time className="parcel-step-at" dateTime={step.at}>
              {STEP_DAY.format(new Date(step.at))}
            </time>
          ) : (
            <span className="parcel-step-at">Pendiente</span>
          )}
        </li>
      ))}
    </ol>
  );
}
