import { productPagePath, type ColorOption, type ProductDetail, type SizeOption } from '@store/contract';
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { FieldError, invalidProps } from '../../../../lib/form/FieldError';
import { saveToAccount } from '../../../../lib/measurements/account-measurements';
import { measurements } from '../../../../lib/measurements/measurements-store';
import { useSession } from '../../../../lib/session/session';
import { rememberSize } from '../../listing/my-size';
import { FootSteps, HatSteps } from '../size-guide/MeasureSteps';
import {
  guideSize,
  readMeasurement,
  readUsualSize,
  recommendationText,
  USUAL_SCALE_LABELS,
  USUAL_SCALES,
  type UsualScale,
} from './recommend-size';
import type { MySize } from './use-my-size';
import './my-size.css';

/** A size as the shop writes it: '27', '26.5'. */
const sizeName = (size: number) => (Number.isInteger(size) ? String(size) : size.toFixed(1));

function stockLine(color: ColorOption, variant: SizeOption | undefined): string {
  if (!variant) return `No viene en color ${color.color_name}.`;
  if (variant.stock <= 0) return `Agotada en color ${color.color_name}.`;
  return variant.stock === 1
    ? `Queda 1 en color ${color.color_name}.`
    : `Quedan ${variant.stock} en color ${color.color_name}.`;
}

/**
 * '¿Cuál es mi talla?' on a boot or hat page (decision 062): the size recommended for the shopper's
 * measurement, with its stock in the colour shown, and the form to give or change the measurement.
 */
export function MySizeFinder({
  product,
  color,
  size,
  mySize,
}: {
  product: ProductDetail;
  color: ColorOption;
  size: SizeOption;
  mySize: MySize;
}) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const isHat = mySize.system === 'hat';
  const recommendation = mySize.recommendation;
  const recommended = recommendation?.size
    ? color.sizes.find((option) => option.size_name === recommendation.size)
    : undefined;
  const basis =
    mySize.cm === null
      ? ''
      : mySize.from === 'visit'
        ? `Con tu talla ${sizeName(mySize.cm)} de esta visita.`
        : isHat
          ? `Con tu cabeza de ${mySize.cm} cm.`
          : `Con tu pie de ${mySize.cm} cm.`;

  return (
    <section className="my-size" aria-label="¿Cuál es mi talla?">
      {recommendation ? (
        <div className="my-size-answer" role="status">
          <p className="my-size-recommendation">{recommendationText(recommendation, isHat)}</p>
          {recommendation.size ? <p className="my-size-stock">{stockLine(color, recommended)}</p> : null}
          <p className="my-size-basis">{basis}</p>
          {recommended && recommended.variant_id !== size.variant_id ? (
            <button
              type="button"
              className="button button-secondary my-size-choose"
              onClick={() => navigate(productPagePath(product.product_id, recommended.variant_id))}
            >
              Elegir talla {recommended.size_name}
            </button>
          ) : null}
        </div>
      ) : null}
      <button type="button" className="size-guide-open" aria-expanded={open} onClick={() => setOpen(!open)}>
        {recommendation ? 'Cambiar mi medida' : '¿Cuál es mi talla?'}
      </button>
      {open ? (
        <MeasurementForm
          mySize={mySize}
          onMeasured={(cm) => {
            setOpen(false);
            // The listings of the visit open in this size too ('Mi talla', decision 044).
            rememberSize(mySize.system, sizeName(guideSize(mySize.system, cm)));
            // Just measured: the size recommended becomes the one chosen.
            const name = mySize.recommendFor(cm).size;
            const variant = color.sizes.find((option) => option.size_name === name);
            if (variant && variant.variant_id !== size.variant_id) {
              navigate(productPagePath(product.product_id, variant.variant_id), { replace: true });
            }
          }}
        />
      ) : null}
    </section>
  );
}

type Way = 'measure' | 'usual';

function MeasurementForm({ mySize, onMeasured }: { mySize: MySize; onMeasured: (cm: number) => void }) {
  const base = useId();
  const { user } = useSession();
  const isHat = mySize.system === 'hat';
  const [way, setWay] = useState<Way>('measure');
  const [text, setText] = useState(
    mySize.from === 'measurement' && mySize.cm !== null ? String(mySize.cm) : '',
  );
  const [scale, setScale] = useState<UsualScale>('mx');
  const [error, setError] = useState<string | undefined>();
  const fieldId = `${base}-value`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reading = way === 'usual' ? readUsualSize(text, scale) : readMeasurement(text, mySize.measurement);
    if ('error' in reading) {
      setError(reading.error);
      document.getElementById(fieldId)?.focus();
      return;
    }
    const kept = measurements.set(mySize.measurement, reading.cm);
    if (user) void saveToAccount(kept);
    onMeasured(reading.cm);
  };

  return (
    <form className="my-size-form" onSubmit={submit} noValidate>
      {isHat ? null : (
        <fieldset className="my-size-ways">
          <legend>¿Qué conoces?</legend>
          {(
            [
              ['measure', 'El largo de mi pie'],
              ['usual', 'Mi talla en una marca que conozco'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${base}-way`}
                value={value}
                checked={way === value}
                onChange={() => {
                  setWay(value);
                  setText('');
                  setError(undefined);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
      )}
      {way === 'usual' ? (
        <div className="my-size-field">
          <label htmlFor={`${base}-scale`}>Escala</label>
          <select
            id={`${base}-scale`}
            value={scale}
            onChange={(event) => setScale(event.target.value as UsualScale)}
          >
            {USUAL_SCALES.map((value) => (
              <option key={value} value={value}>
                {USUAL_SCALE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="my-size-field">
        <label htmlFor={fieldId}>
          {way === 'usual'
            ? 'Tu talla de siempre'
            : isHat
              ? 'Contorno de tu cabeza (cm)'
              : 'Largo de tu pie (cm)'}
        </label>
        <input
          {...invalidProps(fieldId, error)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <FieldError fieldId={fieldId} error={error} />
      </div>
      {way === 'measure' ? (
        <details className="my-size-how">
          <summary>{isHat ? 'Cómo medir tu cabeza' : 'Cómo medir tu pie'}</summary>
          {isHat ? <HatSteps /> : <FootSteps />}
        </details>
      ) : null}
      <button type="submit" className="button button-primary">
        Ver mi talla
      </button>
    </form>
  );
}
